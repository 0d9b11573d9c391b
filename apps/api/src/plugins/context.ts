import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db, DatabaseHandle } from '../db/database.js';
import type { BusEvent, EventBus } from '../realtime/event-bus.js';
import type { NotifyInWrite } from '../repositories/audiences.js';
import type { SocketHub } from '../realtime/hub.js';
import type { SessionCache } from '../use-cases/session-cache.js';
import type { TurnConversations } from '../use-cases/turn-conversations.js';
import type { ConsultationEngine } from '../consultation/contract.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: DatabaseHandle;
    bus: EventBus;
    hub: SocketHub;
    engine: ConsultationEngine;
    /** The sessions this instance has validated (see session-cache.ts). */
    sessionCache: SessionCache;
    /** The conversations as this instance's patient turns wrote them (see turn-conversations.ts). */
    turnConversations: TurnConversations;
    /** Publishes events once the transaction that caused them has committed. */
    publish(events: BusEvent[]): Promise<void>;
    /** Where a one-statement write notifies its own events (the bus's `inWrite`). */
    notifyInWrite: NotifyInWrite | null;
  }
}

export interface ContextOptions {
  config: Config;
  database: DatabaseHandle;
  bus: EventBus;
  hub: SocketHub;
  engine: ConsultationEngine;
  sessionCache: SessionCache;
  turnConversations: TurnConversations;
}

/** The resources every route uses, released in reverse order when the app closes. */
export const contextPlugin = fp<ContextOptions>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('bus', opts.bus);
    app.decorate('hub', opts.hub);
    app.decorate('engine', opts.engine);
    app.decorate('sessionCache', opts.sessionCache);
    app.decorate('turnConversations', opts.turnConversations);
    app.decorate('notifyInWrite', opts.bus.inWrite);
    app.decorate('publish', async (events: BusEvent[]) => {
      if (events.length === 0) return;
      // This instance drops what the events end or change at once; the others when they hear them.
      for (const event of events) opts.sessionCache.hear(event);
      try {
        await opts.bus.publish(events);
      } catch (err) {
        // The write has committed; a lost notification only delays a live update (clients refetch).
        app.log.error({ err }, 'failed to publish events');
      }
    });
    app.addHook('onClose', async () => {
      opts.hub.close();
      await opts.bus.close();
      await opts.database.db.destroy();
    });
  },
  { name: 'context' },
);
