import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { preparedQuery, preparedWrite } from '../src/db/prepared-query.js';
import { findConversationForTurn } from '../src/repositories/conversations.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a prepared query', () => {
  it('answers each call with its own arguments, wherever and however often they appear', async () => {
    const echo = preparedQuery(
      (db, a: string, b: number) =>
        db.selectNoFrom([sql<string>`${a}::text`.as('first'), sql<number>`${b}::int + ${b}::int`.as('twice')]),
      2,
    );
    expect((await echo(t.app.db, 'one', 1)).rows).toEqual([{ first: 'one', twice: 2 }]);
    expect((await echo(t.app.db, 'two', 21)).rows).toEqual([{ first: 'two', twice: 42 }]);
  });

  it('is refused when its query leaves an argument out', () => {
    const careless = preparedQuery((db, _unused: string) => db.selectNoFrom(sql<number>`1`.as('one')), 1);
    expect(() => careless(t.app.db, 'x')).toThrow(/every argument/);
  });

  it('is refused as a write when it names a sealed column, whose argument would go in unsealed', async () => {
    const alex = await registerPatient(t.app);
    const id = await startConversation(t.app, alex);
    const sealing = preparedWrite(
      (db, conversationId: string, number: string) =>
        db.updateTable('conversations').set({ medicareNumber: number }).where('id', '=', conversationId),
      2,
    );
    expect(() => sealing(t.app.db, id, '2123456701')).toThrow(/sealed column medicare_number/);
    const preview = preparedWrite(
      (db, conversationId: string, text: string) =>
        db.updateTable('conversations').set({ lastMessage: text }).where('id', '=', conversationId),
      2,
    );
    await preview(t.app.db, id, 'Seen');
    const row = await t.app.db
      .selectFrom('conversations')
      .select('lastMessage')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.lastMessage).toBe('Seen');
  });

  it('opens sealed columns and names fields in camel case, as the builder does', async () => {
    const alex = await registerPatient(t.app);
    const id = await startConversation(t.app, alex);
    await t.app.db.updateTable('conversations').set({ medicareNumber: '2123456701' }).where('id', '=', id).execute();
    const sealed = await sql<{ n: string }>`select medicare_number as n from conversations where id = ${id}`.execute(
      t.app.db.withoutPlugins(),
    );
    expect(sealed.rows[0]!.n).not.toContain('2123456701');
    const other = await startConversation(t.app, alex);
    const read = await findConversationForTurn(t.app.db, id, randomUUID());
    expect(read).toMatchObject({ id, medicareNumber: '2123456701', sentMessageId: null, userId: alex.userId });
    // The same compiled query with other arguments: the other conversation, not a cached answer.
    expect(await findConversationForTurn(t.app.db, other, randomUUID())).toMatchObject({
      id: other,
      medicareNumber: null,
    });
    expect(await findConversationForTurn(t.app.db, randomUUID(), randomUUID())).toBeUndefined();
  });

  it('is sent by name on PostgreSQL, and prepared again on every connection once a migration changed its columns', async (ctx) => {
    if (t.app.database.kind !== 'postgres') ctx.skip();
    const db = t.app.db.withTables<{ namedProbe: { id: number; note?: string } }>();
    await sql`create table named_probe (id int primary key)`.execute(t.app.db);
    try {
      await sql`insert into named_probe (id) values (1)`.execute(t.app.db);
      const probe = preparedQuery((_db, id: number) => db.selectFrom('namedProbe').selectAll().where('id', '=', id), 1);
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      // More calls at once than the pool has connections: each connection prepares it for itself.
      const many = (n: number) => Promise.all(Array.from({ length: n }, () => probe(t.app.db, 1)));
      for (const { rows } of await many(12)) expect(rows).toEqual([{ id: 1 }]);
      const names = sent.mock.calls.map(([first]) => (first as { name?: string }).name);
      expect(names.every((name) => typeof name === 'string' && name === names[0])).toBe(true);
      sent.mockRestore();
      // PostgreSQL refuses a prepared `*` whose columns changed; each call still answers, with the new column.
      await sql`alter table named_probe add column note text default 'added'`.execute(t.app.db);
      for (const { rows } of await many(12)) expect(rows).toEqual([{ id: 1, note: 'added' }]);
    } finally {
      await sql`drop table named_probe`.execute(t.app.db);
    }
  });
});
