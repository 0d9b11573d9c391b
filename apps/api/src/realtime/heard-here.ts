/**
 * The events this instance's chat writes stored in the outbox, heard here as soon as each write has
 * committed instead of once its notification has come back through the database (the same events
 * heard again then are dropped as repeats: see repeated-messages.ts). Two writes to one
 * conversation commit in the order of its row lock, but their answers may come in on two
 * connections read in the same turn of the event loop in either order: what came in during one
 * turn is heard at its end, in the order the database gave the messages.
 */
export class HeardHere {
  private pending: { payloads: string[]; order: number }[] = [];

  constructor(private readonly heard: (payload: string) => void) {}

  hear(payloads: string[], order: number): void {
    if (this.pending.length === 0) setImmediate(() => this.flush());
    this.pending.push({ payloads, order });
  }

  private flush(): void {
    const writes = this.pending.sort((a, b) => a.order - b.order);
    this.pending = [];
    for (const { payloads } of writes) for (const payload of payloads) this.heard(payload);
  }
}
