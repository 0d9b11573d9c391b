/**
 * A doctor as the doctor app works: signs up, is verified by the operator (DEMO_MODE is off, as in
 * production), turns available, and holds the waiting room's socket. Each consultation assigned to
 * them is opened with its own socket and its messages read, as if each were open in its own tab;
 * after the waiting room's socket reconnects the patient list is read again (the app's onReconnect),
 * so an assignment announced while it was down is still found.
 */
import { randomUUID } from 'node:crypto';
import { WAITING_ROOM, type WsServerEvent } from '@telehealth/schema';
import { AppSocket } from './app-socket.js';
import { Person } from './person.js';
import type { Recorder } from './recorder.js';

export interface DoctorChat {
  socket: AppSocket;
  /** Settles once the socket is registered and the chat's messages have been read. */
  opened: Promise<void>;
}

const letters = (n: number) => String.fromCharCode(65 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));

export class Doctor {
  readonly chats = new Map<string, DoctorChat>();
  waitingRoom: AppSocket | null = null;

  private constructor(
    readonly person: Person,
    readonly id: string,
    readonly deviceId: string,
    private readonly wsUrl: string,
    private readonly onOpen: (conversationId: string, doctor: Doctor, chat: DoctorChat) => void,
  ) {}

  static async signUp(
    origin: string,
    operatorToken: string,
    n: number,
    recorder: Recorder,
    onOpen: (conversationId: string, doctor: Doctor, chat: DoctorChat) => void,
  ): Promise<Doctor> {
    const person = new Person(origin, recorder);
    const deviceId = randomUUID();
    const created = await person.call<{ id: string }>('doctor sign-up', 'POST', '/api/doctors', {
      deviceId,
      fullName: `Dr Load ${letters(n)}`,
      prescriberNumber: '1234567',
      providerNumber: '2345678F',
      gender: 'Female',
      mobileNumber: '0400000000',
    });
    const operator = new Person(origin, recorder);
    // The operator sends back the registration details they checked (those signed up with).
    await operator.call(
      'operator verifies',
      'POST',
      `/api/operator/doctors/${created.id}/verify`,
      { fullName: `Dr Load ${letters(n)}`, prescriberNumber: '1234567', providerNumber: '2345678F' },
      { authorization: `Bearer ${operatorToken}` },
    );
    await person.call('doctor availability', 'PATCH', `/api/doctors/${created.id}/availability`, {
      isAvailable: 'on',
    });
    const doctor = new Doctor(person, created.id, deviceId, `${origin.replace(/^http/, 'ws')}/ws`, onOpen);
    doctor.waitingRoom = new AppSocket(
      doctor.wsUrl,
      () => person.cookieHeader,
      { userType: 'doctor', conversationId: WAITING_ROOM, userId: created.id },
      (e) => doctor.onWaitingRoomEvent(e),
      () => doctor.readPatientList(),
    );
    await doctor.waitingRoom.registered;
    return doctor;
  }

  private onWaitingRoomEvent(event: WsServerEvent): void {
    if (event.type === 'new_patient_assigned') this.open(event.patient.id);
  }

  /** The app's refetch after a reconnect: the patient list, and any consultation not yet open is opened. */
  private async readPatientList(): Promise<string[]> {
    const patients = await this.person.call<{ id: string }[]>(
      'doctor patient list',
      'GET',
      `/api/doctors/${this.id}/patients`,
    );
    for (const p of patients) this.open(p.id);
    return [];
  }

  /** Opens the consultation's chat: its socket, then its messages. */
  private open(conversationId: string): void {
    if (this.chats.has(conversationId)) return;
    const access = { doctorDeviceId: this.deviceId };
    const read = async () => (await this.person.messages('doctor reads chat', conversationId, access)).map((m) => m.id);
    const socket = new AppSocket(
      this.wsUrl,
      () => this.person.cookieHeader,
      { userType: 'doctor', conversationId, userId: this.id },
      () => undefined,
      read,
    );
    const opened = (async () => {
      await socket.registered;
      // A failed read is tried again, as the app's query retries it.
      for (;;) {
        try {
          await read();
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    })();
    const chat = { socket, opened };
    this.chats.set(conversationId, chat);
    this.onOpen(conversationId, this, chat);
  }

  close(): void {
    this.waitingRoom?.close();
    for (const chat of this.chats.values()) chat.socket.close();
  }
}
