import type { HeardEvent } from './event-bus.js';

/** How many recent message ids an instance remembers: far more than are delivered in a grace period. */
const REMEMBERED = 10_000;

/**
 * The message events this instance has already delivered, by message id, so one heard again (a
 * resend of a stored message, an outbox row published twice after a database restart) reaches no
 * socket twice. The apps keep one copy of each id as well; this spares them the frame. Only the
 * most recent ids are kept, oldest forgotten first.
 */
export class RepeatedMessages {
  private readonly ids = new Set<string>();

  constructor(private readonly limit = REMEMBERED) {}

  /** Whether this event is a message already heard (and if not, remembers it). */
  seen(event: HeardEvent): boolean {
    if (event.kind !== 'new_message') return false;
    if (this.ids.has(event.messageId)) return true;
    this.ids.add(event.messageId);
    if (this.ids.size > this.limit) this.ids.delete(this.ids.values().next().value!);
    return false;
  }
}
