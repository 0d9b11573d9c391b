import type { HeardEvent } from './event-bus.js';

/**
 * Bus events on their way to this instance's sockets: in the order the bus heard them within a
 * conversation (or a waiting room), side by side across them, so one conversation's read never
 * holds another's messages. An event whose delivery needs no read goes out at once when nothing of
 * its conversation is pending. A shutdown waits for every lane to empty before it closes the
 * sockets, so nothing already heard is dropped.
 */
export class DeliveryQueue {
  private readonly lanes = new Map<string, Promise<void>>();

  constructor(
    private readonly deliver: (event: HeardEvent) => void | Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  push(event: HeardEvent): void {
    const lane = laneOf(event);
    const pending = this.lanes.get(lane);
    if (pending) {
      this.hold(
        lane,
        pending.then(() => this.deliver(event)),
      );
      return;
    }
    let work: void | Promise<void>;
    try {
      work = this.deliver(event);
    } catch (err) {
      this.onError(err);
      return;
    }
    if (work) this.hold(lane, work);
  }

  /** Resolves once every event pushed so far has been delivered (or has failed and been logged). */
  async drain(): Promise<void> {
    while (this.lanes.size > 0) await Promise.all(this.lanes.values());
  }

  private hold(lane: string, work: Promise<void>): void {
    const tail = work.catch(this.onError);
    this.lanes.set(lane, tail);
    void tail.then(() => {
      if (this.lanes.get(lane) === tail) this.lanes.delete(lane);
    });
  }
}

/** Events that must keep their order share a lane: a conversation's, or a doctor's waiting room's. */
function laneOf(event: HeardEvent): string {
  switch (event.kind) {
    case 'new_message':
    case 'doctor_assigned':
    case 'conversation_closed':
      return `conversation:${event.conversationId}`;
    case 'new_patient_assigned':
    case 'doctor_verified':
      return `waiting-room:${event.doctorId}`;
    case 'sessions_revoked':
    case 'doctor_changed':
      return 'sessions';
  }
}
