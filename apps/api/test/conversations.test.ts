import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type Patient,
} from './helpers/actors.js';

let t: TestApp;
let alex: Patient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('conversations', () => {
  it('creates an ongoing conversation and shows every spec key, null when empty', async () => {
    const id = await startConversation(t.app, alex);
    const res = await get(`/api/conversations/${id}?userDeviceId=${alex.deviceId}`, alex.cookie);
    expect(res.statusCode).toBe(200);
    const c = res.json<Record<string, unknown>>();
    expect(c).toMatchObject({
      id,
      userId: alex.userId,
      status: 'ongoing',
      lastMessage: null,
      assignedDoctor: null,
      urgent: false,
    });
    for (const key of [
      'timestamp',
      'lastMessage',
      'diagnosisName',
      'diagnosisCode',
      'createdAt',
      'fullName',
      'dateOfBirth',
      'country',
      'mobileNumber',
      'medicareNumber',
      'medicareReferenceNumber',
      'preferredDoctor',
      'doctorConnectStatus',
      'summaryText',
      'summaryPreview',
      'summaryGeneratedAt',
      'clinicalManagementText',
      'clinicalManagementGeneratedAt',
      'clinicalActionableItems',
      'assignedDoctor',
    ]) {
      expect(c).toHaveProperty(key);
    }
  });

  it('lists the user’s conversations, newest first, with the assigned doctor', async () => {
    const p = await registerPatient(t.app);
    const first = await startConversation(t.app, p);
    const second = await startConversation(t.app, p);
    await t.app.db
      .updateTable('conversations')
      .set({ timestamp: new Date(Date.now() - 60_000) })
      .where('id', '=', first)
      .execute();
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Ada Lovelace', avatarNumber: '7' });
    await requestDoctorFor(t.app, first);
    const res = await get(`/api/conversations?userId=${p.userId}`, p.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ id: string; assignedDoctor: unknown; doctorConnectStatus: string | null }[]>();
    expect(list.map((c) => c.id)).toEqual([second, first]);
    expect(list[1]).toMatchObject({
      assignedDoctor: { fullName: 'Dr Ada Lovelace', avatarNumber: '7' },
      doctorConnectStatus: 'assigned',
    });

    const assigned = await get(`/api/conversations/${first}/assigned-doctor`, p.cookie);
    expect(assigned.statusCode).toBe(200);
    // With when the doctor joined: the patient's chat notes it at that point of the conversation.
    const { assignedAt, ...card } = assigned.json<{ assignedAt: string }>();
    expect(card).toEqual({ fullName: 'Dr Ada Lovelace', avatarNumber: '7' });
    expect(Date.now() - Date.parse(assignedAt)).toBeLessThan(60_000);
    const none = await get(`/api/conversations/${second}/assigned-doctor`, p.cookie);
    expect(none.statusCode).toBe(404);

    // The assigned doctor reads it (and the read is audited); the patient's device parameter is refused for them.
    const read = await get(`/api/conversations/${first}?doctorDeviceId=${doctor.deviceId}`, doctor.cookie);
    expect(read.statusCode).toBe(200);
    const audits = await t.app.db.selectFrom('auditEvents').selectAll().where('subjectId', '=', first).execute();
    expect(audits.map((a) => a.action)).toContain('conversation.read');
  });

  it('refuses to create a conversation for someone else or without a session', async () => {
    const other = await registerPatient(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: other.cookie },
      payload: { userId: alex.userId, status: 'ongoing' },
    });
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { userId: alex.userId },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: alex.cookie },
      payload: { userId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('clears all conversations, and then they answer 404', async () => {
    const p = await registerPatient(t.app);
    const a = await startConversation(t.app, p);
    await startConversation(t.app, p);
    const keep = await startConversation(t.app, alex);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${p.userId}`,
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Deleted 2 conversations' });
    expect((await get(`/api/conversations/${a}`, p.cookie)).statusCode).toBe(404);
    expect((await get(`/api/conversations/${keep}`, alex.cookie)).statusCode).toBe(200);
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('action', '=', 'conversations.delete_all')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('clears only conversations older than monthsOld', async () => {
    const p = await registerPatient(t.app);
    const old = await startConversation(t.app, p);
    const recent = await startConversation(t.app, p);
    const fourMonths = new Date();
    fourMonths.setUTCMonth(fourMonths.getUTCMonth() - 4);
    await t.app.db.updateTable('conversations').set({ timestamp: fourMonths }).where('id', '=', old).execute();

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${p.userId}/old?monthsOld=3`,
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: string }>().message).toBe('Deleted 1 conversation older than 3 months');
    const left = (await get(`/api/conversations?userId=${p.userId}`, p.cookie)).json<{ id: string }[]>();
    expect(left.map((c) => c.id)).toEqual([recent]);

    const bad = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${p.userId}/old?monthsOld=-1`,
      headers: { cookie: p.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const defaulted = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${p.userId}/old`,
      headers: { cookie: p.cookie },
    });
    expect(defaulted.json<{ message: string }>().message).toContain('older than 3 months');
  });
});
