import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { WebSocket } from 'ws';
import {
  documentTypeLabel,
  type ActionableItem,
  type ActionableItems,
  type Document,
  type Message,
} from '@telehealth/schema';
import { addDays, clinicToday, formatLongDate } from '../src/domain/dates.js';
import { pdfText } from './helpers/pdf-text.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { onRealPostgres } from './helpers/postgres.js';
import { handedOverConsultation, registerDoctor, registerPatient, type HandedOver } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Consultation = HandedOver;

const today = clinicToday();

/** A finished sore-throat consultation assigned to a new doctor (the only one available), with its plan generated. */
async function consultation(conversation: Record<string, unknown> = {}): Promise<Consultation> {
  const { patient, doctor, conversationId } = await handedOverConsultation(t.app, {
    conversation: {
      medicareNumber: '2123456701',
      medicareReferenceNumber: '1',
      certificateRequest: JSON.stringify({
        purpose: 'work',
        fromDate: today,
        toDate: addDays(today, 1),
        nameCondition: false,
      }),
      ...conversation,
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/clinical-management`,
    headers: { cookie: doctor.cookie },
    payload: { doctorDeviceId: doctor.deviceId },
  });
  expect(res.statusCode).toBe(200);
  return { patient, doctor, conversationId };
}

async function items(c: Consultation): Promise<ActionableItems> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${c.conversationId}/actionable-items?doctorDeviceId=${c.doctor.deviceId}`,
    headers: { cookie: c.doctor.cookie },
  });
  return res.json<{ actionableItems: ActionableItems }>().actionableItems;
}

async function tick(c: Consultation, list: ActionableItem[]) {
  for (const item of list) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${c.conversationId}/actionable-items/${item.id}`,
      headers: { cookie: c.doctor.cookie },
      payload: { doctorDeviceId: c.doctor.deviceId, ticked: true },
    });
    expect(res.statusCode).toBe(200);
  }
}

const issue = (c: Consultation) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${c.conversationId}/issue-items`,
    headers: { cookie: c.doctor.cookie },
    payload: { doctorDeviceId: c.doctor.deviceId },
  });

const download = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The patient's socket on the conversation, collecting every event. */
async function patientSocket(c: Consultation): Promise<{ ws: WebSocket; messages: Message[] }> {
  const ws = await t.app.injectWS('/ws', { headers: { cookie: c.patient.cookie } });
  const events: { type: string; message?: Message }[] = [];
  ws.on('message', (data) => events.push(JSON.parse(data.toString())));
  ws.send(
    JSON.stringify({
      type: 'register',
      userType: 'patient',
      conversationId: c.conversationId,
      userId: c.patient.userId,
    }),
  );
  await until(() => events.some((e) => e.type === 'registered'), 'registration');
  const messages: Message[] = [];
  ws.on('message', (data) => {
    const event = JSON.parse(data.toString()) as { type: string; message?: Message };
    if (event.type === 'new_message' && event.message) messages.push(event.message);
  });
  return { ws, messages };
}

const countRows = async (table: 'attachments' | 'messages', conversationId: string) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversationId', '=', conversationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('issuing ticked items', () => {
  it('puts verifiable PDFs and messages in the chat and documents, and marks the items issued', async () => {
    const c = await consultation();
    const socket = await patientSocket(c);
    const all = await items(c);
    const chosen = {
      diagnosis: all.diagnoses[0]!,
      certificate: all.certificates[0]!,
      swab: all.investigations.find((i) => i.text.startsWith('Throat swab'))!,
      fbc: all.investigations.find((i) => i.text.startsWith('Full blood count'))!,
      xray: all.investigations.find((i) => i.subtype === 'imaging')!,
      gp: all.referrals.find((r) => r.subtype === 'gp')!,
      paracetamol: all.medications.find((m) => m.text.startsWith('Paracetamol'))!,
      advice: all.advice.slice(0, 2),
    };
    await tick(c, [
      chosen.diagnosis,
      chosen.certificate,
      chosen.swab,
      chosen.fbc,
      chosen.xray,
      chosen.gp,
      chosen.paracetamol,
      ...chosen.advice,
    ]);
    await t.app.db
      .updateTable('conversations')
      .set({ diagnosisName: 'Sore throat', diagnosisCode: null })
      .where('id', '=', c.conversationId)
      .execute();

    const res = await issue(c);
    expect(res.statusCode, res.body).toBe(200);
    const { summary } = res.json<{ summary: string }>();
    expect(summary).toBe(
      'Issued 9 items: diagnosis recorded: Viral pharyngitis, 1 medical certificate, a pathology request (2 tests), an imaging request (1 examination), 1 referral letter, 1 medication sent to the chat (no prescription is sent), advice sent to the chat.',
    );

    // Items: the ticked ones issued, the rest untouched.
    const after = await items(c);
    const ticked = new Set(
      [
        chosen.diagnosis,
        chosen.certificate,
        chosen.swab,
        chosen.fbc,
        chosen.xray,
        chosen.gp,
        chosen.paracetamol,
        ...chosen.advice,
      ].map((i) => i.id),
    );
    for (const item of Object.values(after).flat()) {
      expect(item.issued, item.text).toBe(ticked.has(item.id));
      expect(item.ticked, item.text).toBe(ticked.has(item.id));
    }

    // The diagnosis is recorded on the conversation.
    const conversation = await t.app.db
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', c.conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ diagnosisName: 'Viral pharyngitis', diagnosisCode: 'J02.9' });

    // Messages: one per document, one per medicine, one for the advice; all pushed over the socket.
    const messagesRes = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c.conversationId}/messages`,
      headers: { cookie: c.patient.cookie },
    });
    const messages = messagesRes.json<Message[]>();
    expect(messages).toHaveLength(6);
    expect(messages.every((m) => m.sender === 'doctor')).toBe(true);
    await until(() => socket.messages.length === 6, 'six new_message events');
    expect(socket.messages.map((m) => m.id).sort()).toEqual(messages.map((m) => m.id).sort());
    socket.ws.terminate();

    const medicine = messages.find((m) => m.text.includes('recommends this medicine'))!;
    expect(medicine.text).toContain(
      'Dr Jane Smith recommends this medicine: Paracetamol 1 g oral, every 4 to 6 hours when required',
    );
    // Nothing here can send a prescription, so the words never promise one.
    expect(medicine.text).toContain('This chat cannot send a prescription.');
    for (const m of messages) expect(m.text).not.toMatch(/prescription (will|to) follow|follow separately/i);
    expect(medicine.attachmentUrl).toBeNull();
    const advice = messages.find((m) => m.text.startsWith('Advice from Dr Jane Smith'))!;
    for (const a of chosen.advice) expect(advice.text).toContain(a.text);
    expect(messages.find((m) => m.text.includes('referred you to: General practitioner'))?.attachmentUrl).toMatch(
      /^\/api\/attachments\//,
    );

    // Documents: listed for the patient with the spec's labels.
    const docsRes = await t.app.inject({
      method: 'GET',
      url: `/api/documents/user/${c.patient.userId}`,
      headers: { cookie: c.patient.cookie },
    });
    expect(docsRes.statusCode).toBe(200);
    const docs = docsRes.json<Document[]>();
    expect(docs.map(documentTypeLabel).sort()).toEqual(['Document', 'Document', 'Pathology Form', 'Work Certificate']);
    // Named for people; the spec's labels still read 'certificate' and 'pathology' in the names.
    expect(docs.map((d) => d.attachmentName).sort()).toEqual([
      'Imaging request \u2014 Chest X-ray',
      'Medical certificate \u2014 work',
      // A long first name is cut, so the title fits one line of a phone's list.
      'Pathology request \u2014 Throat swab for microscopy, culture and sensiti\u2026 and 1 more',
      'Referral letter \u2014 General practitioner (in person)',
    ]);
    const certificate = docs.find((d) => d.attachmentName.includes('certificate'))!;
    expect(certificate).toMatchObject({ attachmentPurpose: 'work', attachmentCondition: null });
    const pathology = docs.find((d) => d.attachmentName.toLowerCase().includes('pathology'))!;
    expect(pathology).toMatchObject({ attachmentPurpose: 'pathology', attachmentCondition: 'Viral pharyngitis' });

    // Downloads: the owner patient and the assigned doctor only.
    const otherDoctor = await registerDoctor(t.app, { fullName: 'Dr Other' });
    const stranger = await registerPatient(t.app);
    for (const doc of docs) {
      const mine = await download(doc.attachmentUrl, c.patient.cookie);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('application/pdf');
      // The file keeps a safe slug as its name.
      expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+(-[a-z0-9]+)+\.pdf"$/);
      expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const doctors = await download(doc.attachmentUrl, c.doctor.cookie);
      expect(doctors.statusCode).toBe(200);
      expect(doctors.rawPayload.equals(mine.rawPayload)).toBe(true);
      for (const cookie of [otherDoctor.cookie, stranger.cookie, undefined]) {
        expect((await download(doc.attachmentUrl, cookie)).statusCode).toBe(404);
      }
    }

    // The certificate's content, read back from the PDF the patient downloads.
    const stored = await t.app.db
      .selectFrom('attachments')
      .selectAll()
      .where('conversationId', '=', c.conversationId)
      .where('kind', '=', 'Medical Certificate')
      .executeTakeFirstOrThrow();
    const certificateText = (
      await pdfText((await download(certificate.attachmentUrl, c.patient.cookie)).rawPayload)
    ).replace(/\n/g, ' ');
    for (const expected of [
      'Haven Health',
      'Alex Citizen',
      '14/03/1990',
      `unfit for work from ${formatLongDate(today)} to ${formatLongDate(addDays(today, 1))} inclusive, due to a medical condition`,
      'Dr Jane Smith',
      'Provider No. 2345678F',
      stored.documentNumber,
      stored.verificationCode,
    ]) {
      expect(certificateText).toContain(expected);
    }
    expect(certificateText).not.toMatch(/pharyngitis/i);
    expect(stored).toMatchObject({
      validFrom: today,
      validTo: addDays(today, 1),
      purpose: 'work',
      doctorName: 'Dr Jane Smith',
      providerNumber: '2345678F',
    });

    const pathologyText = (
      await pdfText((await download(pathology.attachmentUrl, c.patient.cookie)).rawPayload)
    ).replace(/\n/g, ' ');
    expect(pathologyText).toContain('Pathology Request');
    expect(pathologyText).toContain('Throat swab for microscopy, culture and sensitivity');
    expect(pathologyText).toContain('Full blood count (FBC)');
    expect(pathologyText).toContain('2123456701 (ref 1)');
    expect(pathologyText).toContain('Urgency Routine');

    // At rest the pathology request (which prints the Medicare number) is sealed: no PDF, no number.
    const pathologyId = pathology.attachmentUrl.split('/').pop()!;
    const { rows: raw } = await sql<{ bytes: Uint8Array }>`
      select bytes from attachments where id = ${pathologyId}`.execute(t.app.db.withoutPlugins());
    const atRest = Buffer.from(raw[0]!.bytes);
    expect(atRest.subarray(0, 10).toString('latin1')).toBe('sealed:v1:');
    expect(atRest.includes('%PDF')).toBe(false);
    expect(await pdfText(atRest).catch(() => 'not a PDF')).not.toContain('2123456701');

    // Verification: genuine, with dates and the doctor, and no health detail; any typing of the code works.
    const verified = await t.app.inject({
      method: 'GET',
      url: `/api/verify/${stored.verificationCode.toLowerCase().replace(/-/g, '')}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      valid: true,
      documentType: 'Medical Certificate',
      documentNumber: stored.documentNumber,
      issuedAt: stored.createdAt.toISOString(),
      issuedOn: today,
      validFrom: today,
      validTo: addDays(today, 1),
      doctorName: 'Dr Jane Smith',
      providerNumber: '2345678F',
    });
    expect(verified.body).not.toMatch(/Alex|pharyngitis|2123456701/i);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/verify/AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('No document has this verification code');

    // Audit, then: issued items can no longer be toggled, and nothing is left to issue.
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('subjectId', '=', c.conversationId)
      .where('action', '=', 'clinical_items.issue')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'doctor', actorId: c.doctor.id });
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${c.conversationId}/actionable-items/${chosen.certificate.id}`,
      headers: { cookie: c.doctor.cookie },
      payload: { doctorDeviceId: c.doctor.deviceId, ticked: false },
    });
    expect(locked.statusCode).toBe(409);
    const nothing = await issue(c);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({
      error: expect.stringMatching(/No items to issue/),
      message: expect.stringMatching(/No items to issue/),
    });
  });

  it('names the condition on the certificate only when the patient agreed, and issues a carer certificate as asked', async () => {
    const c = await consultation({
      certificateRequest: JSON.stringify({ purpose: 'carer', fromDate: today, toDate: today, nameCondition: true }),
    });
    await tick(c, (await items(c)).certificates);
    expect((await issue(c)).statusCode).toBe(200);
    const doc = await t.app.db
      .selectFrom('attachments')
      .selectAll()
      .where('conversationId', '=', c.conversationId)
      .executeTakeFirstOrThrow();
    expect(doc).toMatchObject({
      kind: 'Medical Certificate',
      purpose: 'carer',
      condition: 'Viral pharyngitis',
      validFrom: today,
      validTo: today,
    });
    const text = (await pdfText(doc.bytes)).replace(/\n/g, ' ');
    expect(text).toContain(
      `requires the care of a family or household member from ${formatLongDate(today)} to ${formatLongDate(today)} inclusive, due to Viral pharyngitis.`,
    );
    const docs = (
      await t.app.inject({
        method: 'GET',
        url: `/api/documents/user/${c.patient.userId}`,
        headers: { cookie: c.patient.cookie },
      })
    ).json<Document[]>();
    expect(docs.map(documentTypeLabel)).toEqual(['Carer Certificate']);
    expect(docs[0]!.attachmentCondition).toBe('Viral pharyngitis');
  });

  it('sends an emergency referral with a letter and tells the patient to go now', async () => {
    const c = await consultation({
      diagnosisName: 'Pulmonary embolism',
      diagnosisCode: 'I26',
      triage: 'emergency',
      urgent: true,
      summaryText: 'Sudden breathlessness.',
    });
    await tick(
      c,
      (await items(c)).referrals.filter((r) => r.subtype === 'emergency'),
    );
    expect((await issue(c)).statusCode).toBe(200);
    const [message] = await t.app.db
      .selectFrom('messages')
      .selectAll()
      .where('conversationId', '=', c.conversationId)
      .execute();
    expect(message!.text).toContain('Please go to your nearest emergency department now');
    const letter = await t.app.db
      .selectFrom('attachments')
      .selectAll()
      .where('conversationId', '=', c.conversationId)
      .executeTakeFirstOrThrow();
    const text = (await pdfText(letter.bytes)).replace(/\n/g, ' ');
    expect(text).toContain('Referral Letter');
    expect(text).toContain('Dear Emergency Department team,');
    expect(text).toContain('Pulmonary embolism (I26.9)');
    expect(text).toContain('Prescriber No. 1234567');
    expect(text).toContain('Immediate: please see today');
  });

  it("refuses documents without the patient's name, and issues nothing", async () => {
    const c = await consultation({ fullName: null });
    const all = await items(c);
    await tick(c, [all.advice[0]!, all.certificates[0]!]);
    const res = await issue(c);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/full name is needed/);
    expect(await countRows('messages', c.conversationId)).toBe(0);
    expect(
      Object.values(await items(c))
        .flat()
        .filter((i) => i.issued),
    ).toEqual([]);
  });

  it('issues each item once when two issue calls race', async () => {
    const c = await consultation();
    const all = await items(c);
    await tick(c, [all.certificates[0]!, all.advice[0]!]);
    const results = await Promise.all([issue(c), issue(c)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await countRows('attachments', c.conversationId)).toBe(1);
    expect(await countRows('messages', c.conversationId)).toBe(2);
  });
});

describe('a failure half-way through issuing', () => {
  it('leaves nothing issued, stored, sent or recorded, and a retry then succeeds', async () => {
    const c = await consultation();
    const socket = await patientSocket(c);
    const all = await items(c);
    const chosen = [
      all.diagnoses[1]!, // a differential, so a recorded diagnosis would show
      all.certificates[0]!,
      all.investigations.find((i) => i.subtype === 'pathology')!,
      all.referrals.find((r) => r.subtype === 'gp')!,
      all.medications[0]!,
      all.advice[0]!,
    ];
    await tick(c, chosen);
    // The referral letter is stored after the diagnosis, the certificate and the pathology request.
    await sql`create or replace function fail_referral_insert() returns trigger language plpgsql as $$
      begin
        if new.kind = 'Referral Letter' then raise exception 'storage failed'; end if;
        return new;
      end $$`.execute(t.app.db);
    await sql`create trigger fail_referral before insert on attachments for each row execute function fail_referral_insert()`.execute(
      t.app.db,
    );
    try {
      const res = await issue(c);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'Failed to issue items. Please try again.',
        message: 'Failed to issue items. Please try again.',
      });
    } finally {
      await sql`drop trigger fail_referral on attachments`.execute(t.app.db);
      await sql`drop function fail_referral_insert()`.execute(t.app.db);
    }

    expect(await countRows('attachments', c.conversationId)).toBe(0);
    expect(await countRows('messages', c.conversationId)).toBe(0);
    const after = await items(c);
    for (const item of Object.values(after).flat()) {
      expect(item.issued).toBe(false);
      expect(item.ticked).toBe(chosen.some((x) => x.id === item.id));
    }
    const conversation = await t.app.db
      .selectFrom('conversations')
      .select(['diagnosisName', 'lastMessage'])
      .where('id', '=', c.conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toEqual({ diagnosisName: 'Viral pharyngitis', lastMessage: null });
    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select('id')
      .where('subjectId', '=', c.conversationId)
      .where('action', '=', 'clinical_items.issue')
      .execute();
    expect(audit).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.messages).toHaveLength(0);

    const retry = await issue(c);
    expect(retry.statusCode).toBe(200);
    expect(await countRows('attachments', c.conversationId)).toBe(3);
    expect(await countRows('messages', c.conversationId)).toBe(5);
    await until(() => socket.messages.length === 5, 'five new_message events');
    expect(
      (
        await t.app.db
          .selectFrom('conversations')
          .select('diagnosisName')
          .where('id', '=', c.conversationId)
          .executeTakeFirstOrThrow()
      ).diagnosisName,
    ).toBe('Influenza');
    socket.ws.terminate();
  });
});

describe.runIf(onRealPostgres)('the database connection lost while issuing', () => {
  it('answers 503 to issue again, as any request whose connection was lost, and nothing was issued', async () => {
    const c = await consultation();
    const all = await items(c);
    await tick(c, [all.certificates[0]!]);
    // The server ends the issuing transaction's own connection as the certificate is stored.
    await sql`create or replace function end_own_connection() returns trigger language plpgsql as $$
      begin
        perform pg_terminate_backend(pg_backend_pid());
        return new;
      end $$`.execute(t.app.db);
    await sql`create trigger end_connection before insert on attachments for each row execute function end_own_connection()`.execute(
      t.app.db,
    );
    try {
      const res = await issue(c);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
    } finally {
      await sql`drop trigger end_connection on attachments`.execute(t.app.db);
      await sql`drop function end_own_connection()`.execute(t.app.db);
    }
    expect(await countRows('attachments', c.conversationId)).toBe(0);
    expect((await issue(c)).statusCode).toBe(200);
    expect(await countRows('attachments', c.conversationId)).toBe(1);
  });
});
