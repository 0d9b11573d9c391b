/**
 * Mixed load at a set rate of actions per second (open loop: the clock says when, not the answers).
 * Each action is the next step of the consultation that has waited longest since its last answer, at
 * least `thinkMs` (a person reads the answer and types); when none is ready a new patient arrives and
 * signs in. A consultation is never asked for two steps at once, so a slow server meets more patients,
 * not faster ones, up to 1.5 times the consultations the rate needs when each answer comes within a
 * second: beyond that the action is counted as missed (the server is not keeping up).
 */
import type { AppSocket } from './app-socket.js';
import { Consultation } from './consultation.js';
import { Doctor, type DoctorChat } from './doctor.js';
import type { Recorder } from './recorder.js';

const TICK_MS = 20;

export class Load {
  rate = 0;
  readonly consultations: Consultation[] = [];
  readonly doctors: Doctor[] = [];
  /** When each action was dispatched, and the actions due that found no consultation free (over the cap). */
  readonly dispatched: number[] = [];
  missed = 0;
  inFlight = 0;
  private ready: { at: number; consultation: Consultation }[] = [];
  /** Consultations waiting in `ready`: one place each, so no consultation ever runs two steps at once. */
  private readonly queued = new Set<Consultation>();
  private owed = 0;
  private last = Date.now();
  private timer: NodeJS.Timeout | null = null;
  /** Consultations whose patient heard of the assignment before the doctor opened the chat, and vice versa. */
  private readonly awaitingDoctor = new Map<string, Consultation>();
  private readonly openedChats = new Map<string, { doctor: Doctor; chat: DoctorChat }>();

  constructor(
    private readonly patientOrigin: string,
    private readonly recorder: Recorder,
    private readonly thinkMs: number,
  ) {}

  async signUpDoctors(doctorOrigin: string, operatorToken: string, count: number): Promise<void> {
    for (let n = 0; n < count; n++)
      this.doctors.push(
        await Doctor.signUp(doctorOrigin, operatorToken, n, this.recorder, (id, doctor, chat) =>
          this.chatOpened(id, doctor, chat),
        ),
      );
  }

  start(): void {
    this.last = Date.now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Resolves once no step is running (or after `timeoutMs`). */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }

  private tick(): void {
    const now = Date.now();
    this.owed += (this.rate * (now - this.last)) / 1000;
    this.last = now;
    while (this.owed >= 1) {
      this.owed -= 1;
      this.dispatch(now);
    }
  }

  private dispatch(now: number): void {
    let consultation: Consultation | undefined;
    if (this.ready.length && this.ready[0]!.at <= now) {
      consultation = this.ready.shift()!.consultation;
      this.queued.delete(consultation);
    } else if (this.active() < Math.ceil(this.rate * (this.thinkMs / 1000 + 1) * 1.5)) {
      consultation = new Consultation(
        this.patientOrigin,
        this.recorder,
        (c) => this.patientAssigned(c),
        this.consultations.length,
      );
      this.consultations.push(consultation);
    }
    if (!consultation) {
      this.missed++;
      return;
    }
    this.dispatched.push(now);
    this.run(consultation);
  }

  private active(): number {
    return this.consultations.filter((c) => c.stage !== 'done').length;
  }

  private run(consultation: Consultation): void {
    this.inFlight++;
    consultation
      .step()
      .catch(() => undefined) // recorded as a failed call; the step is tried again
      .finally(() => {
        this.inFlight--;
        if (consultation.stage !== 'done' && consultation.stage !== 'waiting for the doctor')
          this.enqueue(consultation);
      });
  }

  /**
   * Puts a consultation in line once: the doctor's arrival may queue it in the same moment as the
   * step that saw the assignment ends.
   */
  private enqueue(consultation: Consultation): void {
    if (this.queued.has(consultation)) return;
    this.queued.add(consultation);
    this.ready.push({ at: Date.now() + this.thinkMs, consultation });
  }

  private patientAssigned(consultation: Consultation): void {
    const opened = this.openedChats.get(consultation.conversationId);
    if (opened) void this.arrive(consultation, opened.doctor, opened.chat);
    else this.awaitingDoctor.set(consultation.conversationId, consultation);
  }

  private chatOpened(conversationId: string, doctor: Doctor, chat: DoctorChat): void {
    this.openedChats.set(conversationId, { doctor, chat });
    const consultation = this.awaitingDoctor.get(conversationId);
    if (consultation) {
      this.awaitingDoctor.delete(conversationId);
      void this.arrive(consultation, doctor, chat);
    }
  }

  private async arrive(consultation: Consultation, doctor: Doctor, chat: DoctorChat): Promise<void> {
    await chat.opened;
    consultation.doctorArrived(doctor, chat);
    this.enqueue(consultation);
  }

  /** Every socket of the run: the patients' chats, the doctors' waiting rooms and chats. */
  sockets(): AppSocket[] {
    return [
      ...this.consultations.flatMap((c) => (c.socket ? [c.socket] : [])),
      ...this.doctors.flatMap((d) => [
        ...(d.waitingRoom ? [d.waitingRoom] : []),
        ...[...d.chats.values()].map((c) => c.socket),
      ]),
    ];
  }

  /** Resolves once every socket is back and caught up (or after `timeoutMs`); returns those that are not. */
  async socketsCaughtUp(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    let behind = this.sockets().filter((s) => !s.caughtUp).length;
    while (behind > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      behind = this.sockets().filter((s) => !s.caughtUp).length;
    }
    return behind;
  }

  close(): void {
    this.stop();
    for (const c of this.consultations) c.close();
    for (const d of this.doctors) d.close();
  }
}
