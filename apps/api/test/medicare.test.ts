import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationEngine } from '../src/consultation/contract.js';
import { sealPlainColumns } from '../src/db/seal-plain-columns.js';
import { HIDDEN_MEDICARE_NUMBER, hideMedicareNumbers } from '../src/domain/medicare.js';
import { createConsultationEngine } from '../src/consultation/index.js';
import { saveTurnChanges, updateRecord } from '../src/repositories/conversations.js';
import { buildApp } from '../src/app.js';
import { pdfText } from './helpers/pdf-text.js';
import { buildTestApp, createTestDatabase, testConfig, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation, type Patient } from './helpers/actors.js';

/** 2123 45670 1: the check digit (9th) matches the first eight weighted 1, 3, 7, 9, 1, 3, 7, 9. */
const VALID = '2123456701';
const ALSO_VALID = '3950152231';

let t: TestApp;
let sam: Patient;
let logged = '';
beforeAll(async () => {
  // Everything the app logs, at its most talkative, to look for numbers in.
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await buildTestApp({ logLevel: 'trace' }, { logger: { level: 'trace', stream } });
  sam = await registerPatient(t.app);
});
afterAll(() => t.close());

const createProfile = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { cookie: sam.cookie },
    payload: { deviceId: sam.deviceId, fullName: 'Sam Citizen', ...payload },
  });

/** A one-page PDF drawing `line` as pdf-lib draws the documents' text. */
async function pathologyLikePdf(line: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(line, { x: 50, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

/** What the database holds, read past the seal. */
async function storedProfile(id: string) {
  const { rows } = await sql<{ medicare_number: string | null; medicare_reference_number: string | null }>`
    select medicare_number, medicare_reference_number from profiles where id = ${id}`.execute(
    t.app.db.withoutPlugins(),
  );
  return rows[0]!;
}

describe('Medicare numbers at rest', () => {
  it('stores a profile number sealed and answers it in full to its owner', async () => {
    const res = await createProfile({ medicareNumber: VALID, medicareReferenceNumber: '2' });
    expect(res.statusCode).toBe(201);
    const profile = res.json<{ id: string; medicareNumber: string; medicareReferenceNumber: string }>();
    expect(profile).toMatchObject({ medicareNumber: VALID, medicareReferenceNumber: '2' });

    const row = await storedProfile(profile.id);
    expect(row.medicare_number).toMatch(/^sealed:v1:/);
    expect(row.medicare_number).not.toContain(VALID);
    expect(row.medicare_reference_number).toMatch(/^sealed:v1:/);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${sam.deviceId}`,
      headers: { cookie: sam.cookie },
    });
    expect(list.json<{ id: string; medicareNumber: string }[]>().find((p) => p.id === profile.id)?.medicareNumber).toBe(
      VALID,
    );

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${profile.id}`,
      headers: { cookie: sam.cookie },
      payload: { medicareNumber: ALSO_VALID },
    });
    expect(changed.json<{ medicareNumber: string }>().medicareNumber).toBe(ALSO_VALID);
    const after = await storedProfile(profile.id);
    expect(after.medicare_number).not.toContain(ALSO_VALID);
  });

  it('seals the number on the conversation and answers it to the patient', async () => {
    const conversationId = await startConversation(t.app, sam);
    const conversation = await t.app.db
      .selectFrom('conversations')
      .select('version')
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    await saveTurnChanges(t.app.db, conversationId, conversation.version, {
      medicareNumber: VALID,
      medicareReferenceNumber: '1',
    });

    const { rows } = await sql<{
      medicare_number: string;
    }>`select medicare_number from conversations where id = ${conversationId}`.execute(t.app.db.withoutPlugins());
    expect(rows[0]!.medicare_number).toMatch(/^sealed:v1:/);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${conversationId}?userDeviceId=${sam.deviceId}`,
      headers: { cookie: sam.cookie },
    });
    expect(res.json()).toMatchObject({ medicareNumber: VALID, medicareReferenceNumber: '1' });
  });

  it('seals the clinical management, whose Clinical Summary prints the number', async () => {
    const conversationId = await startConversation(t.app, sam);
    const management = `## Clinical Summary\n**Medicare:** ${VALID} (ref 1)\n\n## Differential Diagnoses\n1. URTI`;
    await updateRecord(t.app.db, conversationId, {
      clinicalManagementText: management,
      clinicalManagementGeneratedAt: new Date(),
    });
    const { rows } = await sql<{ clinical_management_text: string }>`
      select clinical_management_text from conversations where id = ${conversationId}`.execute(
      t.app.db.withoutPlugins(),
    );
    expect(rows[0]!.clinical_management_text).toMatch(/^sealed:v1:/);
    expect(rows[0]!.clinical_management_text).not.toContain(VALID);
    const read = await t.app.db
      .selectFrom('conversations')
      .select('clinicalManagementText')
      .where('id', '=', conversationId)
      .executeTakeFirstOrThrow();
    expect(read.clinicalManagementText).toBe(management);
  });

  it('reads numbers written before sealing began, and seals them at start-up', async () => {
    const created = await createProfile({});
    const id = created.json<{ id: string }>().id;
    await sql`update profiles set medicare_number = ${VALID}, medicare_reference_number = '3' where id = ${id}`.execute(
      t.app.db.withoutPlugins(),
    );

    const before = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${sam.deviceId}`,
      headers: { cookie: sam.cookie },
    });
    expect(before.json<{ id: string; medicareNumber: string }[]>().find((p) => p.id === id)?.medicareNumber).toBe(
      VALID,
    );

    const conversationId = await startConversation(t.app, sam);
    await sql`update conversations set medicare_number = ${VALID}, clinical_management_text = ${`**Medicare:** ${VALID}`} where id = ${conversationId}`.execute(
      t.app.db.withoutPlugins(),
    );

    expect(await sealPlainColumns(t.app.db)).toBeGreaterThanOrEqual(2);
    expect((await storedProfile(id)).medicare_number).toMatch(/^sealed:v1:/);
    const { rows } = await sql<{ medicare_number: string; clinical_management_text: string }>`
      select medicare_number, clinical_management_text from conversations where id = ${conversationId}`.execute(
      t.app.db.withoutPlugins(),
    );
    expect(JSON.stringify(rows)).not.toContain(VALID);
    expect(rows[0]!.clinical_management_text).toMatch(/^sealed:v1:/);
    expect(await sealPlainColumns(t.app.db)).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${sam.deviceId}`,
      headers: { cookie: sam.cookie },
    });
    expect(after.json<{ id: string; medicareReferenceNumber: string }[]>().find((p) => p.id === id)).toMatchObject({
      medicareNumber: VALID,
      medicareReferenceNumber: '3',
    });
  });

  it('reads documents stored before sealing began, and seals them at start-up', async () => {
    const conversationId = await startConversation(t.app, sam);
    // A pathology request as it was stored before: the PDF itself, printing the number.
    const pdf = await pathologyLikePdf(`Medicare ${VALID} (ref 1)`);
    const { rows } = await sql<{ id: string }>`
      insert into attachments (conversation_id, user_id, kind, file_name, content_type, bytes, document_number,
        verification_code, doctor_name, provider_number)
      values (${conversationId}, ${sam.userId}, 'Pathology Request', 'pathology-request.pdf', 'application/pdf',
        ${pdf}, ${`PR-${VALID}`}, ${`CODE${Date.now()}`}, 'Dr Jane Smith', '2345678F')
      returning id`.execute(t.app.db.withoutPlugins());
    const id = rows[0]!.id;
    const storedBytes = async () => {
      const { rows: stored } = await sql<{ bytes: Uint8Array }>`select bytes from attachments where id = ${id}`.execute(
        t.app.db.withoutPlugins(),
      );
      return Buffer.from(stored[0]!.bytes);
    };
    const download = () =>
      t.app.inject({ method: 'GET', url: `/api/attachments/${id}`, headers: { cookie: sam.cookie } });

    const before = await download();
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(pdf)).toBe(true);

    expect(await sealPlainColumns(t.app.db)).toBeGreaterThanOrEqual(1);
    const sealed = await storedBytes();
    expect(sealed.subarray(0, 10).toString('latin1')).toBe('sealed:v1:');
    expect(sealed.includes('%PDF')).toBe(false);
    expect(await pdfText(sealed).catch(() => 'not a PDF')).not.toContain(VALID);
    expect(await sealPlainColumns(t.app.db)).toBe(0);

    const after = await download();
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(pdf)).toBe(true);
    expect(await pdfText(after.rawPayload)).toContain(VALID);
  });

  it('never writes a number to the logs', async () => {
    t.app.log.info(
      { profile: { fullName: 'Sam', medicareNumber: VALID }, medicareReferenceNumber: '7' },
      'a profile in the log',
    );
    expect(logged).toContain('a profile in the log');
    expect(logged).toContain('[Redacted]');
    expect(logged).not.toContain(VALID);
    expect(logged).not.toContain(ALSO_VALID);
    expect(logged).not.toContain('"medicareReferenceNumber":"7"');
  });
});

describe('a Medicare number typed in the chat', () => {
  /** The AI doctor at its Medicare question: it takes the number from the patient's words. */
  const takesTheCard: ConsultationEngine = {
    async reply(turn) {
      const typed = /\d/.test(turn.text);
      return {
        text: 'Thank you.',
        options: null,
        conversationUpdate: typed ? { medicareNumber: VALID, medicareReferenceNumber: '2' } : {},
        intents: [],
      };
    },
  };

  it('is kept on the conversation, sealed, and hidden in the stored message', async () => {
    const chat = await buildTestApp({}, { engine: takesTheCard });
    try {
      const patient = await registerPatient(chat.app);
      const conversationId = await startConversation(chat.app, patient);
      const res = await chat.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: patient.cookie },
        payload: { text: 'It is 2123 45670 1, reference 2', sender: 'patient' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ patientMessage: { text: string } }>().patientMessage.text).toBe(
        `It is ${HIDDEN_MEDICARE_NUMBER}, reference 2`,
      );

      const raw = chat.app.db.withoutPlugins();
      const { rows: messages } = await sql<{
        text: string;
      }>`select text from messages where conversation_id = ${conversationId}`.execute(raw);
      const { rows: conversations } = await sql<{ last_message: string; medicare_number: string }>`
        select last_message, medicare_number from conversations where id = ${conversationId}`.execute(raw);
      const stored = JSON.stringify([messages, conversations]);
      expect(stored).not.toMatch(/2123\s*45670/);
      expect(conversations[0]!.medicare_number).toMatch(/^sealed:v1:/);

      const read = await chat.app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}?userDeviceId=${patient.deviceId}`,
        headers: { cookie: patient.cookie },
      });
      expect(read.json()).toMatchObject({ medicareNumber: VALID, medicareReferenceNumber: '2' });
    } finally {
      await chat.close();
    }
  });
});

describe('a Medicare number typed outside the Medicare question', () => {
  it('is hidden in the stored message and never reaches the summary', async () => {
    const chat = await buildTestApp({ logLevel: 'silent' }, { engine: createConsultationEngine(testConfig(null)) });
    try {
      const patient = await registerPatient(chat.app);
      const conversationId = await startConversation(chat.app, patient);
      const res = await chat.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: patient.cookie },
        payload: {
          text: 'Sore throat and a fever since Monday, my medicare is 2123 45670 1, call me on 0412 345 678',
          sender: 'patient',
        },
      });
      expect(res.statusCode).toBe(200);
      const said = res.json<{ patientMessage: { text: string } }>().patientMessage.text;
      expect(said).toBe(
        `Sore throat and a fever since Monday, my medicare is ${HIDDEN_MEDICARE_NUMBER}, call me on 0412 345 678`,
      );
      const raw = chat.app.db.withoutPlugins();
      const { rows } = await sql<{ text: string }>`
        select text from messages where conversation_id = ${conversationId}
        union all select coalesce(consultation_state::text, '') from conversations where id = ${conversationId}
        union all select coalesce(last_message, '') from conversations where id = ${conversationId}`.execute(raw);
      expect(JSON.stringify(rows)).not.toMatch(/2123\s*45670/);
    } finally {
      await chat.close();
    }
  });

  it('leaves numbers that are not valid card numbers as they are', () => {
    expect(hideMedicareNumbers('temp 38.5, sugar 12.3, bp 150/95, 2123456711 and 0412 345 678')).toBe(
      'temp 38.5, sugar 12.3, bp 150/95, 2123456711 and 0412 345 678',
    );
    expect(hideMedicareNumbers('number 3950-1522-31 ok')).toBe(`number ${HIDDEN_MEDICARE_NUMBER} ok`);
  });
});

describe('Medicare number checks', () => {
  it.each([
    ['a wrong check digit', { medicareNumber: '2123456711' }, /Medicare ?number/i],
    ['a first digit outside 2-6', { medicareNumber: '1123456701' }, /Medicare ?number/i],
    ['letters', { medicareNumber: '21234567A1' }, /Medicare ?number/i],
    ['nine digits', { medicareNumber: '212345670' }, /Medicare ?number/i],
    ['a reference of 0', { medicareNumber: VALID, medicareReferenceNumber: '0' }, /reference ?number/i],
    ['a reference that is not a digit', { medicareReferenceNumber: 'A' }, /reference ?number/i],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, fields, message) => {
    const count = async () =>
      (await t.app.db.selectFrom('profiles').select('id').where('deviceId', '=', sam.deviceId).execute()).length;
    const n = await count();
    const res = await createProfile(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
    expect(await count()).toBe(n);
  });

  it('refuses a bad number on a change and keeps the old one', async () => {
    const id = (await createProfile({ medicareNumber: VALID })).json<{ id: string }>().id;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/profiles/${id}`,
      headers: { cookie: sam.cookie },
      payload: { medicareNumber: '2123456791' },
    });
    expect(res.statusCode).toBe(400);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/device/${sam.deviceId}`,
      headers: { cookie: sam.cookie },
    });
    expect(list.json<{ id: string; medicareNumber: string }[]>().find((p) => p.id === id)?.medicareNumber).toBe(VALID);
  });
});

describe('the data key', () => {
  it('stops the start when it cannot open the numbers already stored', async () => {
    const database = await createTestDatabase();
    const dataDir = database.url ? ':memory:' : mkdtempSync(path.join(tmpdir(), 'th-medicare-'));
    try {
      const first = await buildApp(testConfig(database.url, { dataDir }), { logger: false });
      const patient = await registerPatient(first);
      await first.inject({
        method: 'POST',
        url: '/api/profiles',
        headers: { cookie: patient.cookie },
        payload: { deviceId: patient.deviceId, fullName: 'Sam Citizen', medicareNumber: VALID },
      });
      await first.close();

      const otherKey = Buffer.alloc(32, 9);
      await expect(
        buildApp(testConfig(database.url, { dataDir, dataEncryptionKey: otherKey }), { logger: false }),
      ).rejects.toThrow(/DATA_ENCRYPTION_KEY does not open the values already sealed in profiles/);
      const again = await buildApp(testConfig(database.url, { dataDir }), { logger: false });
      await again.close();
    } finally {
      await database.drop();
      if (dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
