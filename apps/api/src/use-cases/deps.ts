import type { Db } from '../db/database.js';
import type { BusEvent } from '../realtime/event-bus.js';
import type { NotifyInWrite } from '../repositories/audiences.js';

/** What a use case works with: the database, and the bus for events once its transaction has committed. */
export interface UseCaseDeps {
  db: Db;
  publish(events: BusEvent[]): Promise<void>;
  /** Where a one-statement write notifies its own events (PostgreSQL); otherwise it publishes them after. */
  notifyInWrite?: NotifyInWrite | null;
}
