import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import { live } from './sessions.js';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a little is left for its framing. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

/**
 * Each event (JSON, in order) with who may receive it, read in one statement when it is published:
 * for a conversation's event its patient, its active doctors and their live sessions; for a waiting
 * room's, the doctor's live sessions. A payload that would not fit a notification drops the message
 * it carries (delivery reads it by id), then the audience too (delivery reads the rights).
 * With `channel`, every payload is sent with pg_notify in the same statement, in order.
 */
export async function eventsWithAudience(
  db: Db,
  events: object[],
  idleMinutes: number,
  channel: string | null,
): Promise<string[]> {
  const { rows } = await sql<{
    payload: string;
  }>`${payloadsOf(JSON.stringify(events), idleMinutes, channel, null)}`.execute(db);
  return rows.map((r) => r.payload);
}

/**
 * Where a write's own statement sends its events: the bus's channel and how long a session lasts
 * idle. With `outbox` (PostgreSQL) the statement stores them in the outbox instead and `outbox`
 * publishes them once it has committed: a notification in the write would hold PostgreSQL's one
 * notification lock through the commit's flush, so concurrent chat writes would commit one at a
 * time. Null where events are published once the write is done.
 */
export interface NotifyInWrite {
  channel: string;
  idleMinutes: number;
  outbox?: OutboxPublisher;
  /**
   * With `outbox`: hands this instance's own sockets the payloads a write stored, as soon as it has
   * committed (not after the outbox's notification has come back); `order` is the write's place in
   * the messages' order. The bus drops the same events when they are heard again.
   */
  heardHere?: (payloads: string[], order: number) => void;
}

/** Publishes, once its write has committed, the outbox row a write stored (see realtime/outbox.ts). */
export interface OutboxPublisher {
  publish(id: string): Promise<void>;
}

/** Where a write's statement puts its events: notified on a channel, or stored in the outbox under an id. */
export type EventsTarget = { channel: string } | { outboxId: string };

/**
 * The events' notifications (or their outbox row) as part of a write, for a CTE of that write:
 * sent or stored only when the row source named by `when` (a CTE of the same statement) has a row,
 * and committed with the write or not at all. It has one row when they were; the statement must
 * read it (a CTE no one reads is never run, unless it writes). `eventsJson` is the events as a JSON
 * array. The outbox row holds the payloads as they would have been notified, in order; its `heard`
 * returns them to the writer (null when they were notified).
 */
export function notifyingCte(eventsJson: string, target: EventsTarget, idleMinutes: number, when: string) {
  const gate = sql`where exists (select 1 from ${sql.table(when)})`;
  // In parentheses: a CTE given as raw SQL is written as it is. An insert must be the CTE itself.
  if ('outboxId' in target)
    return sql<{ notified: number; heard: string[] | null }>`(insert into event_outbox (id, payloads)
      select ${target.outboxId}::uuid, array_agg(p.payload order by p.ord)
      from (${payloadsOf(eventsJson, idleMinutes, null, gate)}) p
      having count(*) > 0
      returning 1 as notified, payloads as heard)`;
  return sql<{
    notified: number;
    heard: string[] | null;
  }>`(select count(*)::int as notified, null::text[] as heard from (${payloadsOf(
    eventsJson,
    idleMinutes,
    target.channel,
    gate,
  )}) n)`;
}

/** The payloads (and with `channel`, their notifications) of events, in order; `gate` filters them all. */
function payloadsOf(eventsJson: string, idleMinutes: number, channel: string | null, gate: RawBuilder<unknown> | null) {
  const liveSession = live(idleMinutes);
  const nobody = sql`jsonb_build_object('ownerId', null, 'doctorIds', '[]'::jsonb, 'sessionIds', '[]'::jsonb)`;
  const heard = sql`
    select e.ord, e.ev, case
      when e.ev->>'kind' in ('new_message', 'doctor_assigned', 'conversation_closed') then coalesce((
        select jsonb_build_object(
          'ownerId', c.user_id,
          'doctorIds', coalesce(d.ids, '[]'::jsonb),
          'sessionIds', coalesce((
            -- Two lookups, each on its holder's index (one condition with an or would scan every session).
            select jsonb_agg(l.id) from (
              select s.id from sessions s
              where s.user_id = c.user_id and s.role = 'patient' and ${liveSession}
              union all
              select s.id from sessions s
              where s.doctor_id = any(array(select (jsonb_array_elements_text(d.ids))::uuid))
                and s.role = 'doctor' and ${liveSession}
            ) l
          ), '[]'::jsonb))
        from conversations c
        left join lateral (
          select jsonb_agg(a.doctor_id) as ids from doctor_patient_assignments a
          where a.conversation_id = c.id and a.status = 'active'
        ) d on true
        where c.id = (e.ev->>'conversationId')::uuid
      ), ${nobody})
      when e.ev->>'kind' in ('new_patient_assigned', 'doctor_verified') then jsonb_build_object(
        'ownerId', null,
        'doctorIds', jsonb_build_array(e.ev->>'doctorId'),
        'sessionIds', coalesce((
          select jsonb_agg(s.id) from sessions s
          where s.role = 'doctor' and s.doctor_id = (e.ev->>'doctorId')::uuid and ${liveSession}
        ), '[]'::jsonb))
    end as audience
    from jsonb_array_elements(${eventsJson}::jsonb) with ordinality as e(ev, ord)
    ${gate ?? sql``}`;
  const sized = sql`
    select h.ord, case
      when octet_length(f.full::text) <= ${NOTIFY_PAYLOAD_LIMIT} then f.full::text
      when octet_length((f.full - 'message')::text) <= ${NOTIFY_PAYLOAD_LIMIT} then (f.full - 'message')::text
      else (h.ev - 'message')::text
    end as payload
    from heard h
    cross join lateral (
      select case when h.audience is null then h.ev else h.ev || jsonb_build_object('audience', h.audience) end as full
    ) f`;
  // Materialised: each audience is read once, not again wherever the payload's size is weighed.
  return channel
    ? sql`
        with heard as materialized (${heard})
        select p.payload, pg_notify(${channel}, p.payload) from (${sized}) p order by p.ord`
    : sql`
        with heard as materialized (${heard})
        select p.ord, p.payload from (${sized}) p order by p.ord`;
}
