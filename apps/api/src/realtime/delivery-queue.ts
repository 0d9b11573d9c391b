import type { BusEvent } from './event-bus.js';

/**
 * Bus events on their way to this instance's sockets, one at a time in the order the bus heard
 * them (messages reach sockets in the order they were said). A shutdown waits for the queue to
 * empty before it closes the sockets, so nothing already heard is dropped.
 */
export class DeliveryQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly deliver: (event: BusEvent) => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  push(event: BusEvent): void {
    this.tail = this.tail.then(() => this.deliver(event)).catch(this.onError);
  }

  /** Resolves once every event pushed so far has been delivered (or has failed and been logged). */
  async drain(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = this.tail;
      await seen;
    } while (seen !== this.tail);
  }
}
