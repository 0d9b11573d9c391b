/**
 * One consultation, step by step, as the apps drive it: the patient signs in on a new device, opens a
 * consultation and its socket, and talks to the AI doctor until a doctor is assigned (a sore throat and
 * fever, yes to a doctor's review, their details, a work certificate for today: as the deploy test's
 * patient); then the assigned doctor and the patient write to each other, and the doctor drafts the
 * clinical management and issues the certificate and any pathology request, as the doctor app does.
 * Each call to `step()` is one thing a person does; the load decides when.
 */
import { randomBytes } from 'node:crypto';
import type { Message, PatientSendResponse, DoctorSendResponse, WsServerEvent } from '@telehealth/schema';
import { AppSocket } from './app-socket.js';
import type { Doctor, DoctorChat } from './doctor.js';
import { Person } from './person.js';
import type { Recorder } from './recorder.js';

const CARE_MESSAGES = 4;
const MAX_TURNS = 60;
const DOCUMENT_CARDS = ['certificates', 'investigations'] as const;

const asks = (text: string, ...words: RegExp[]) => words.some((w) => w.test(text));

/** The patient's answer to the AI doctor's last message (scripts/deploy/consultation.mjs's patient). */
function answer(reply: Message | undefined, fullName: string): string {
  const text = (reply?.text ?? '').toLowerCase();
  const choices = reply?.options?.choices ?? [];
  const choice = (pattern: RegExp, fallback: string) => choices.find((c) => pattern.test(c.label))?.label ?? fallback;
  if (asks(text, /doctors? to review|doctor's review|talk to a doctor/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /who is this consultation for/)) return choice(/^me\b/i, choices[0]?.label ?? 'Someone else');
  if (asks(text, /how old/)) return '34';
  if (asks(text, /sex at birth|female or male/)) return 'Female';
  if (asks(text, /full name/)) return fullName;
  if (asks(text, /date of birth/)) return '01/02/1990';
  if (asks(text, /mobile number|phone number/)) return '0412 345 678';
  if (asks(text, /medicare/)) return choice(/skip/i, 'Skip');
  if (asks(text, /medical certificate|what is it for/)) return choice(/work/i, 'Work');
  if (asks(text, /which days/)) return choice(/just today/i, 'today');
  if (asks(text, /name your condition/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /describe your (main )?symptoms|bothering you most/)) return 'A sore throat and a fever';
  if (choices.length) return choice(/^no\b/i, choices[0]!.label);
  return 'no';
}

type Stage = 'sign-up' | 'consulting' | 'waiting for the doctor' | 'care' | 'management' | 'issue' | 'done';

export class Consultation {
  stage: Stage = 'sign-up';
  readonly patient: Person;
  userId = '';
  deviceId = '';
  conversationId = '';
  socket: AppSocket | null = null;
  doctor: Doctor | null = null;
  doctorChat: DoctorChat | null = null;
  /** Ids of the messages whose sends were acknowledged (they must be stored). */
  readonly acknowledged = new Set<string>();
  turns = 0;
  careSent = 0;
  documentsIssued = 0;
  private lastReply: Message | undefined;
  private assigned = false;
  private readonly fullName: string;

  constructor(
    private readonly origin: string,
    recorder: Recorder,
    private readonly onAssigned: (c: Consultation) => void,
    n: number,
  ) {
    this.patient = new Person(origin, recorder);
    this.fullName = `Sam Load ${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}`;
  }

  /** Does the next thing; a failure leaves the step to be tried again. */
  async step(): Promise<void> {
    switch (this.stage) {
      case 'sign-up':
        return this.signUp();
      case 'consulting':
        return this.turn();
      case 'care':
        return this.careMessage();
      case 'management':
        return this.draftManagement();
      case 'issue':
        return this.issue();
      default:
    }
  }

  private async signUp(): Promise<void> {
    if (!this.userId) {
      this.deviceId = `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;
      const user = await this.patient.call<{ id: string }>('patient sign-in', 'POST', '/api/users/device', {
        deviceId: this.deviceId,
      });
      this.userId = user.id;
    }
    if (!this.conversationId) {
      const conversation = await this.patient.call<{ id: string }>('new consultation', 'POST', '/api/conversations', {
        userId: this.userId,
        status: 'ongoing',
      });
      this.conversationId = conversation.id;
    }
    const conversationId = this.conversationId;
    const access = { userDeviceId: this.deviceId };
    this.socket ??= new AppSocket(
      `${this.origin.replace(/^http/, 'ws')}/ws`,
      () => this.patient.cookieHeader,
      { userType: 'patient', conversationId, userId: this.userId },
      (e) => this.onPatientEvent(e),
      async () => (await this.patient.messages('patient reads chat', conversationId, access)).map((m) => m.id),
    );
    await this.socket.registered;
    this.stage = 'consulting';
  }

  private onPatientEvent(event: WsServerEvent): void {
    if (event.type === 'doctor_assigned') this.assigned = true;
  }

  private async turn(): Promise<void> {
    if (this.assigned) {
      this.stage = 'waiting for the doctor';
      this.onAssigned(this);
      return;
    }
    if (this.turns >= MAX_TURNS) {
      this.stage = 'done';
      return;
    }
    const text =
      this.turns === 0
        ? 'I have had a sore throat and a mild fever for three days'
        : answer(this.lastReply, this.fullName);
    const sent = await this.patient.sendChat<PatientSendResponse>('AI doctor turn', this.conversationId, {
      text,
      sender: 'patient',
      imageUrl: null,
    });
    this.turns++;
    this.acknowledged.add(sent.patientMessage.id);
    if (sent.doctorMessage) this.acknowledged.add(sent.doctorMessage.id);
    this.lastReply = sent.doctorMessage;
  }

  /** The assigned doctor's chat is open: from here the doctor and the patient write in turn. */
  doctorArrived(doctor: Doctor, chat: DoctorChat): void {
    this.doctor = doctor;
    this.doctorChat = chat;
    this.stage = 'care';
  }

  private async careMessage(): Promise<void> {
    const fromDoctor = this.careSent % 2 === 0;
    if (fromDoctor) {
      const sent = await this.doctor!.person.sendChat<DoctorSendResponse>('doctor message', this.conversationId, {
        text: `Thanks for waiting. How is the throat now? (${this.careSent / 2 + 1})`,
        sender: 'doctor',
        doctorDeviceId: this.doctor!.deviceId,
      });
      this.acknowledged.add(sent.message.id);
    } else {
      const sent = await this.patient.sendChat<PatientSendResponse>('patient message to doctor', this.conversationId, {
        text: 'Still sore when I swallow, the fever is a little lower',
        sender: 'patient',
        imageUrl: null,
      });
      this.acknowledged.add(sent.patientMessage.id);
    }
    this.careSent++;
    if (this.careSent >= CARE_MESSAGES) this.stage = 'management';
  }

  private async draftManagement(): Promise<void> {
    await this.doctor!.person.call(
      'clinical management',
      'POST',
      `/api/conversations/${this.conversationId}/clinical-management`,
      {
        doctorDeviceId: this.doctor!.deviceId,
      },
    );
    this.stage = 'issue';
  }

  /** The doctor ticks the certificate and any pathology request, then issues them. */
  private async issue(): Promise<void> {
    const doctor = this.doctor!;
    const base = `/api/conversations/${this.conversationId}`;
    const { actionableItems } = await doctor.person.call<{
      actionableItems: Record<string, { id: string; issued: boolean; ticked?: boolean }[]>;
    }>('actionable items', 'GET', `${base}/actionable-items?doctorDeviceId=${doctor.deviceId}`);
    const toTick = DOCUMENT_CARDS.map((card) => actionableItems[card]?.find((item) => !item.issued)).filter(
      (item) => item !== undefined,
    );
    for (const item of toTick)
      await doctor.person.call('tick item', 'PATCH', `${base}/actionable-items/${item.id}`, {
        doctorDeviceId: doctor.deviceId,
        ticked: true,
      });
    if (toTick.length) {
      await doctor.person.call('issue documents', 'POST', `${base}/issue-items`, { doctorDeviceId: doctor.deviceId });
      this.documentsIssued += toTick.length;
    }
    this.stage = 'done';
  }

  close(): void {
    this.socket?.close();
  }
}
