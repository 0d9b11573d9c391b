import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteConversations } from '../src/use-cases/bulk-delete.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the bulk-delete use case', () => {
  it('deletes only conversations quiet for longer than the months given, and records how many in the audit', async () => {
    const patient = await registerPatient(t.app);
    const old = await startConversation(t.app, patient);
    const recent = await startConversation(t.app, patient);
    const fourMonthsAgo = new Date();
    fourMonthsAgo.setUTCMonth(fourMonthsAgo.getUTCMonth() - 4);
    await t.app.db.updateTable('conversations').set({ timestamp: fourMonthsAgo }).where('id', '=', old).execute();

    expect(await deleteConversations(t.app, patient.userId, 3)).toBe(1);
    const left = await t.app.db.selectFrom('conversations').select('id').where('userId', '=', patient.userId).execute();
    expect(left.map((r) => r.id)).toEqual([recent]);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['action', 'detail'])
      .where('subjectId', '=', patient.userId)
      .execute();
    expect(audit).toEqual([
      { action: 'conversations.delete_old', detail: { count: 1, keptAsRecords: 0, monthsOld: 3 } },
    ]);
  });
});
