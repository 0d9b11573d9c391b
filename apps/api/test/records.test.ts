import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionableItems, Conversation, Document, WaitingRoomPatient } from '@telehealth/schema';
import { addDays, clinicToday } from '../src/domain/dates.js';
import { CLOSED_BY_PATIENT } from '../src/domain/http-errors.js';
import { recordsPurgeCommand } from '../src/cli/purge-command.js';
import { purgeExpiredRecords } from '../src/use-cases/records.js';
import { buildTestApp, TEST_DATA_KEY, type TestApp } from './helpers/build.js';
import { openSocket } from './helpers/socket.js';
import {
  handedOverConsultation,
  registerDoctor,
  startConversation,
  type DoctorActor,
  type Patient,
} from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Reviewed {
  patient: Patient;
  doctor: DoctorActor;
  conversationId: string;
  verificationCode: string;
  attachmentUrl: string;
}

const today = clinicToday();

/** A consultation a doctor reviewed: assigned, its plan generated, and a certificate issued into the chat. */
async function reviewedConsultation(patient?: Patient): Promise<Reviewed> {
  const {
    patient: owner,
    doctor,
    conversationId,
  } = await handedOverConsultation(t.app, {
    patient,
    conversation: {
      certificateRequest: JSON.stringify({
        purpose: 'work',
        fromDate: today,
        toDate: addDays(today, 1),
        nameCondition: false,
      }),
    },
  });
  const asDoctor = { cookie: doctor.cookie };
  const plan = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/clinical-management`,
    headers: asDoctor,
    payload: {},
  });
  expect(plan.statusCode).toBe(200);
  const items = (
    await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}/actionable-items`,
      headers: asDoctor,
    })
  ).json<{ actionableItems: ActionableItems }>().actionableItems;
  const certificate = items.certificates[0]!;
  const ticked = await t.app.inject({
    method: 'PATCH',
    url: `/api/conversations/${conversationId}/actionable-items/${certificate.id}`,
    headers: asDoctor,
    payload: { ticked: true },
  });
  expect(ticked.statusCode).toBe(200);
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/issue-items`,
    headers: asDoctor,
    payload: {},
  });
  expect(issued.statusCode).toBe(200);
  const document = await t.app.db
    .selectFrom('attachments')
    .select(['id', 'verificationCode'])
    .where('conversationId', '=', conversationId)
    .executeTakeFirstOrThrow();
  return {
    patient: owner,
    doctor,
    conversationId,
    verificationCode: document.verificationCode,
    attachmentUrl: `/api/attachments/${document.id}`,
  };
}

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function clearAll(patient: Patient) {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/conversations/user/${patient.userId}`,
    headers: { cookie: patient.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ message: string }>().message;
}

describe('when a patient clears all their conversations', () => {
  it('keeps the reviewed consultation as the clinic’s record, closed by the patient, and deletes the rest', async () => {
    const r = await reviewedConsultation();
    const unreviewed = await startConversation(t.app, r.patient);
    const messagesBefore = await t.app.db
      .selectFrom('messages')
      .select('id')
      .where('conversationId', '=', r.conversationId)
      .execute();

    expect(await clearAll(r.patient)).toBe('Deleted 2 conversations');

    // The patient's view and copy are gone: lists, the conversation, its messages, its documents.
    expect((await get(`/api/conversations?userId=${r.patient.userId}`, r.patient.cookie)).json()).toEqual([]);
    expect((await get(`/api/conversations/${r.conversationId}`, r.patient.cookie)).statusCode).toBe(404);
    expect((await get(`/api/conversations/${r.conversationId}/messages`, r.patient.cookie)).statusCode).toBe(404);
    expect((await get(`/api/documents/user/${r.patient.userId}`, r.patient.cookie)).json<Document[]>()).toEqual([]);
    expect((await get(r.attachmentUrl, r.patient.cookie)).statusCode).toBe(404);
    // A consultation no doctor ever reviewed is deleted as before.
    expect(await t.app.db.selectFrom('conversations').select('id').where('id', '=', unreviewed).execute()).toEqual([]);

    // The doctor still has the record, plainly marked closed by the patient.
    const list = (await get(`/api/doctors/${r.doctor.id}/patients`, r.doctor.cookie)).json<WaitingRoomPatient[]>();
    expect(list.find((p) => p.id === r.conversationId)).toMatchObject({ closedByPatient: true });
    const record = (await get(`/api/conversations/${r.conversationId}`, r.doctor.cookie)).json<Conversation>();
    expect(record).toMatchObject({
      closedByPatient: true,
      fullName: 'Alex Citizen',
      diagnosisName: 'Viral pharyngitis',
      summaryText: expect.stringContaining('Sore throat'),
      clinicalManagementText: expect.stringContaining('## Clinical Summary'),
    });
    expect(record.clinicalActionableItems?.certificates[0]).toMatchObject({ issued: true });
    const transcript = await get(`/api/conversations/${r.conversationId}/messages`, r.doctor.cookie);
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json<unknown[]>()).toHaveLength(messagesBefore.length);
    expect((await get(r.attachmentUrl, r.doctor.cookie)).statusCode).toBe(200);

    // The doctor can no longer write or issue into it, and nothing is stored when they try.
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${r.conversationId}/messages`,
      headers: { cookie: r.doctor.cookie },
      payload: { text: 'Are you feeling better?', sender: 'doctor' },
    });
    expect(message.statusCode).toBe(409);
    expect(message.json()).toMatchObject({ message: CLOSED_BY_PATIENT });
    const issue = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${r.conversationId}/issue-items`,
      headers: { cookie: r.doctor.cookie },
      payload: {},
    });
    expect(issue.statusCode).toBe(409);
    const messagesAfter = await t.app.db
      .selectFrom('messages')
      .select('id')
      .where('conversationId', '=', r.conversationId)
      .execute();
    expect(messagesAfter).toHaveLength(messagesBefore.length);

    // Verification is the issuer's record: the certificate is still genuine.
    const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${r.verificationCode}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, doctorName: 'Dr Jane Smith', validFrom: today });

    // The audit trail says who closed it and when.
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['actorType', 'actorId'])
      .where('action', '=', 'conversation.closed_by_patient')
      .where('subjectId', '=', r.conversationId)
      .execute();
    expect(audit).toEqual([{ actorType: 'patient', actorId: r.patient.userId }]);
  });

  it('keeps a document genuine after the patient clears their documents and then their conversations', async () => {
    const r = await reviewedConsultation();
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/documents/user/${r.patient.userId}`,
      headers: { cookie: r.patient.cookie },
    });
    expect(cleared.json()).toEqual({ message: 'Deleted 1 document' });
    expect((await get(r.attachmentUrl, r.patient.cookie)).statusCode).toBe(404);
    expect((await get(r.attachmentUrl, r.doctor.cookie)).statusCode).toBe(200);
    // Gone from the patient's chat, still linked in the doctor's.
    const linked = async (cookie: string) =>
      (await get(`/api/conversations/${r.conversationId}/messages`, cookie))
        .json<{ attachmentUrl: string | null }[]>()
        .some((m) => m.attachmentUrl === r.attachmentUrl);
    expect(await linked(r.patient.cookie)).toBe(false);
    expect(await linked(r.doctor.cookie)).toBe(true);
    await clearAll(r.patient);
    const verified = await t.app.inject({ method: 'GET', url: `/api/verify/${r.verificationCode.toLowerCase()}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ valid: true, documentType: 'Medical Certificate' });
  });

  it('closes a reviewed consultation that “Clear Old Conversations” reaches, and leaves recent ones open', async () => {
    const r = await reviewedConsultation();
    const recent = await reviewedConsultation(r.patient);
    const fourMonthsAgo = new Date();
    fourMonthsAgo.setUTCMonth(fourMonthsAgo.getUTCMonth() - 4);
    await t.app.db
      .updateTable('conversations')
      .set({ timestamp: fourMonthsAgo })
      .where('id', '=', r.conversationId)
      .execute();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/conversations/user/${r.patient.userId}/old?monthsOld=3`,
      headers: { cookie: r.patient.cookie },
    });
    expect(res.json()).toEqual({ message: 'Deleted 1 conversation older than 3 months' });
    const mine = (await get(`/api/conversations?userId=${r.patient.userId}`, r.patient.cookie)).json<Conversation[]>();
    expect(mine.map((c) => c.id)).toEqual([recent.conversationId]);
    expect(mine[0]!.closedByPatient).toBe(false);
    const record = (await get(`/api/conversations/${r.conversationId}`, r.doctor.cookie)).json<Conversation>();
    expect(record.closedByPatient).toBe(true);
  });

  it('does not let a patient’s socket register for a consultation they closed', async () => {
    const r = await reviewedConsultation();
    await clearAll(r.patient);
    const ws = await t.app.injectWS('/ws', { headers: { cookie: r.patient.cookie } });
    const events: { type: string }[] = [];
    ws.on('message', (data) => events.push(JSON.parse(String(data)) as { type: string }));
    ws.send(
      JSON.stringify({
        type: 'register',
        userType: 'patient',
        conversationId: r.conversationId,
        userId: r.patient.userId,
      }),
    );
    const start = Date.now();
    while (events.length === 0 && Date.now() - start < 5000) await new Promise((res) => setTimeout(res, 20));
    ws.terminate();
    expect(events.map((e) => e.type)).toEqual(['error']);
  });

  it('tells the assigned doctor’s open waiting room and chat at once that the patient closed it', async () => {
    const r = await reviewedConsultation();
    const otherDoctor = await registerDoctor(t.app);
    const waitingRoom = await openSocket(t.app, r.doctor.cookie);
    expect((await waitingRoom.register('doctor', 'waiting-room', r.doctor.id)).type).toBe('registered');
    const chat = await openSocket(t.app, r.doctor.cookie);
    expect((await chat.register('doctor', r.conversationId, r.doctor.id)).type).toBe('registered');
    const elsewhere = await openSocket(t.app, otherDoctor.cookie);
    expect((await elsewhere.register('doctor', 'waiting-room', otherDoctor.id)).type).toBe('registered');

    await clearAll(r.patient);
    const closed = { type: 'conversation_closed', conversationId: r.conversationId };
    expect(await waitingRoom.next('conversation_closed', 30_000)).toEqual(closed);
    expect(await chat.next('conversation_closed', 30_000)).toEqual(closed);
    // The waiting room's list, read again as the app does on that event, shows it closed.
    const list = (await get(`/api/doctors/${r.doctor.id}/patients`, r.doctor.cookie)).json<WaitingRoomPatient[]>();
    expect(list.find((p) => p.id === r.conversationId)?.closedByPatient).toBe(true);
    // A doctor who never had the patient hears nothing of it.
    expect(elsewhere.events.map((e) => e.type)).toEqual(['registered']);
    for (const s of [waitingRoom, chat, elsewhere]) s.close();
  });
});

const yearsFromNow = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
};

const exists = async (id: string) =>
  (await t.app.db.selectFrom('conversations').select('id').where('id', '=', id).execute()).length === 1;

describe('when the retention period ends', () => {
  it('destroys an adult’s closed record 7 years after its last entry, a child’s only once they turn 25', async () => {
    const adult = await reviewedConsultation();
    const child = await reviewedConsultation();
    const open = await reviewedConsultation();
    await t.app.db
      .updateTable('conversations')
      .set({ dateOfBirth: '01/06/2020' })
      .where('id', '=', child.conversationId)
      .execute();
    await clearAll(adult.patient);
    await clearAll(child.patient);

    // Six years on, nothing is due; eight years on, only the adult's closed record.
    expect(await purgeExpiredRecords(t.app.db, yearsFromNow(6))).toEqual([]);
    // (Records closed by the tests above are due too: this file's database is shared by its tests.)
    const destroyed = (await purgeExpiredRecords(t.app.db, yearsFromNow(8))).map((r) => r.id);
    expect(destroyed).toContain(adult.conversationId);
    expect(destroyed).not.toContain(child.conversationId);
    expect(await exists(adult.conversationId)).toBe(false);
    expect(await exists(child.conversationId)).toBe(true);
    expect(await exists(open.conversationId)).toBe(true); // still the patient's own: never purged
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select(['actorType', 'detail'])
      .where('action', '=', 'record.destroyed')
      .where('subjectId', '=', adult.conversationId)
      .execute();
    expect(audit).toEqual([
      { actorType: 'operator', detail: { lastEntry: expect.any(String), retainedUntil: expect.any(String) } },
    ]);
    // The child turns 25 in 2045.
    const later = (await purgeExpiredRecords(t.app.db, new Date('2045-06-02T00:00:00Z'))).map((r) => r.id);
    expect(later).toEqual([child.conversationId]);
  });

  it.skipIf(!process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL)(
    'the records:purge command lists nothing due today, and refuses an unknown option',
    async () => {
      const lines: string[] = [];
      const errors: string[] = [];
      const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
      const env = {
        DATABASE_URL: t.databaseUrl!,
        DATA_ENCRYPTION_KEY: TEST_DATA_KEY.toString('hex'),
        LOG_LEVEL: 'silent',
      };
      expect(await recordsPurgeCommand([], env, process.cwd(), out)).toBe(0);
      expect(lines).toEqual(['No record has reached the end of its retention period.']);
      expect(await recordsPurgeCommand(['--all'], env, process.cwd(), out)).toBe(1);
      expect(errors).toEqual(['Unknown argument --all: the only option is --delete']);
      expect(await recordsPurgeCommand(['--delete'], env, process.cwd(), out)).toBe(0);
      expect(lines.at(-1)).toBe('Destroyed 0 record(s) whose retention period had ended.');
    },
  );
});
