import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
