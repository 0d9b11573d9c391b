import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDb, migrateToLatest, type Db } from '../src/db/database.js';
import { EMBEDDED_START_PARAMS } from '../src/db/embedded.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { createEmbeddedEventBus, type EventBus, type HeardEvent } from '../src/realtime/event-bus.js';
import { TEST_DATA_KEY } from './helpers/build.js';

// The embedded database's statements as the app runs them: kept prepared, each request's outside
// another's transaction, and the events a write notifies heard only once it has committed.
let pglite: PGlite;
let db: Db;
let bus: EventBus;
const heard: HeardEvent[] = [];

beforeAll(async () => {
  pglite = new PGlite({ startParams: [...EMBEDDED_START_PARAMS] });
  db = embeddedDb(pglite, textSeal(TEST_DATA_KEY));
  await migrateToLatest(db);
  await sql`create table scratch (id int primary key, note text, at timestamptz, data bytea, doc jsonb)`.execute(db);
  bus = await createEmbeddedEventBus(pglite, { db, idleMinutes: 60 });
  bus.subscribe((event) => heard.push(event));
});

afterAll(async () => {
  await bus.close();
  await db.destroy();
});

const notes = async () =>
  (await sql<{ id: number }>`select id from scratch order by id`.execute(db)).rows.map((r) => r.id);

describe('the embedded dialect', () => {
  it('runs one statement text again and again with each call its own arguments and types', async () => {
    const at = new Date('2026-03-04T05:06:07.000Z');
    for (let id = 1; id <= 8; id++) {
      await db
        .insertInto('scratch' as never)
        .values({
          id,
          note: id % 2 ? `note ${id}` : null,
          at,
          data: new Uint8Array([id, 0, 255]),
          doc: `{"n":${id}}`,
        } as never)
        .execute();
    }
    const rows = (
      await sql<{
        id: number;
        note: string | null;
        at: Date;
        data: Uint8Array;
        doc: { n: number };
      }>`select * from scratch where id >= ${3} order by id`.execute(db)
    ).rows;
    expect(rows.map((r) => r.id)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(rows[0]).toMatchObject({ note: 'note 3', doc: { n: 3 } });
    expect(rows[1]!.note).toBeNull();
    expect(rows[0]!.at.toISOString()).toBe(at.toISOString());
    expect([...rows[5]!.data]).toEqual([8, 0, 255]);
    const count = await db
      .deleteFrom('scratch' as never)
      .where('id' as never, '>', 6 as never)
      .executeTakeFirst();
    expect(count.numDeletedRows).toBe(2n);
  });

  it('keeps a statement usable after a call of it failed', async () => {
    const insert = (id: number) => sql`insert into scratch (id, note) values (${id}, 'again')`.execute(db);
    await expect(insert(1)).rejects.toThrow(/duplicate key/);
    await insert(20);
    expect(await notes()).toContain(20);
  });

  it("holds another request's statement until a transaction ends, so it never commits or rolls back with it", async () => {
    const outside: Promise<unknown>[] = [];
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into scratch (id) values (${30})`.execute(trx);
        // Another request's write, sent while the transaction is open.
        outside.push(sql`insert into scratch (id) values (${31})`.execute(db));
        await new Promise((resolve) => setImmediate(resolve));
        await sql`insert into scratch (id) values (${1})`.execute(trx);
      }),
    ).rejects.toThrow(/duplicate key/);
    await Promise.all(outside);
    const ids = await notes();
    expect(ids).not.toContain(30);
    expect(ids).toContain(31);
  });

  it('commits what a transaction wrote, and a later statement sees it', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`insert into scratch (id) values (${40})`.execute(trx);
    });
    expect(await notes()).toContain(40);
  });
});

describe('the embedded event bus', () => {
  const event = (messageId: string) =>
    JSON.stringify([{ kind: 'new_message', conversationId: '00000000-0000-4000-8000-000000000000', messageId }]);
  const notify = (runner: Db, messageId: string) =>
    sql`select pg_notify(${'telehealth_events'}, e::text) from jsonb_array_elements(${event(messageId)}::jsonb) e`.execute(
      runner,
    );

  /** Notifications are handed to the listener as the statement's answer is read: let those calls run. */
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('hears what a write notified once it has committed, and nothing of one rolled back', async () => {
    heard.length = 0;
    await notify(db, 'alone');
    await settled();
    expect(heard.map((e) => e.kind === 'new_message' && e.messageId)).toEqual(['alone']);
    await db.transaction().execute(async (trx) => {
      await notify(trx, 'in a transaction');
      await settled();
      expect(heard).toHaveLength(1);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await notify(trx, 'rolled back');
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    await settled();
    expect(heard.map((e) => e.kind === 'new_message' && e.messageId)).toEqual(['alone', 'in a transaction']);
  });

  it('notifies in the write, as on PostgreSQL', () => {
    expect(bus.inWrite).toEqual({ channel: 'telehealth_events', idleMinutes: 60 });
  });
});
