/**
 * What was stored against what each socket received. A socket is owed every message of its
 * conversation written after the server confirmed its registration; each owed message either arrived
 * live (a new_message event), or came back only with the refetch the apps make after a reconnect, or
 * is lost (neither). Every acknowledged send is checked to be stored.
 */
import type { AppSocket } from './app-socket.js';
import type { Consultation } from './consultation.js';

export interface StoredMessage {
  id: string;
  conversationId: string;
  createdAt: number;
}

export interface DeliveryTally {
  owed: number;
  live: number;
  recoveredByRefetch: number;
  lost: number;
  /** Lost messages: when they were stored, to place them against the faults. */
  lostAt: number[];
  /** Acknowledged sends missing from the database (null: not checked, for a count taken mid-run). */
  acknowledgedNotStored: number | null;
  sockets: number;
  reconnects: number;
}

export function tallyDeliveries(
  consultations: Consultation[],
  stored: StoredMessage[],
  from = 0,
  to = Infinity,
): DeliveryTally {
  const byConversation = new Map<string, StoredMessage[]>();
  for (const m of stored) {
    const list = byConversation.get(m.conversationId) ?? [];
    list.push(m);
    byConversation.set(m.conversationId, list);
  }
  const storedIds = new Set(stored.map((m) => m.id));
  const tally: DeliveryTally = {
    owed: 0,
    live: 0,
    recoveredByRefetch: 0,
    lost: 0,
    lostAt: [],
    acknowledgedNotStored: to === Infinity ? 0 : null,
    sockets: 0,
    reconnects: 0,
  };
  const check = (socket: AppSocket | null | undefined, conversationId: string) => {
    if (!socket || socket.registeredAt === null) return;
    tally.sockets++;
    tally.reconnects += socket.reconnects;
    for (const m of byConversation.get(conversationId) ?? []) {
      if (m.createdAt <= socket.registeredAt || m.createdAt < from || m.createdAt >= to) continue;
      tally.owed++;
      if (socket.live.has(m.id)) tally.live++;
      else if (socket.refetched.has(m.id)) tally.recoveredByRefetch++;
      else {
        tally.lost++;
        tally.lostAt.push(m.createdAt);
      }
    }
  };
  for (const c of consultations) {
    if (!c.conversationId) continue;
    check(c.socket, c.conversationId);
    check(c.doctorChat?.socket, c.conversationId);
    // Mid-run, sends acknowledged after the database was read would count as missing: checked at the end only.
    if (to === Infinity) for (const id of c.acknowledged) if (!storedIds.has(id)) tally.acknowledgedNotStored!++;
  }
  return tally;
}
