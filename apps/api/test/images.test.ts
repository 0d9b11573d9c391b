import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  CONVERSATION_IMAGE_BUDGET_BYTES,
  MAX_IMAGE_BYTES,
  PATIENT_DAILY_IMAGE_BUDGET_BYTES,
  type Message,
} from '@telehealth/schema';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation, type Patient } from './helpers/actors.js';
import { imageDataUrl, pngDataUrl } from './helpers/images.js';

let t: TestApp;
let alex: Patient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

const send = (conversationId: string, imageUrl: string, text = 'photo', patient: Patient = alex) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: patient.cookie },
    payload: { text, sender: 'patient', imageUrl },
  });
const countMessages = async (id: string) =>
  (await t.app.db.selectFrom('messages').select('id').where('conversationId', '=', id).execute()).length;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('images are what they say they are (D6)', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('accepts a real %s', async (type) => {
    const c = await startConversation(t.app, alex);
    const image = imageDataUrl(type, 2000);
    const res = await send(c, image);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ patientMessage: Message }>().patientMessage.imageUrl).toBe(image);
  });

  it.each([
    ['HTML labelled as PNG', dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>'))],
    [
      'an SVG with script',
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ],
    ['a JPEG labelled as PNG', dataUrl('image/png', Buffer.from(imageDataUrl('jpeg', 100).split(',')[1]!, 'base64'))],
    ['a PNG labelled as GIF', dataUrl('image/gif', Buffer.from(pngDataUrl(100).split(',')[1]!, 'base64'))],
    ['a type no browser shows inline', dataUrl('image/x-icon', Buffer.alloc(64, 0))],
  ])('refuses %s with 415 and stores nothing', async (_what, imageUrl) => {
    const c = await startConversation(t.app, alex);
    const res = await send(c, imageUrl);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ message: string }>().message).toMatch(/PNG, JPEG, WebP or GIF/);
    expect(await countMessages(c)).toBe(0);
  });
});

// Each test here stores a whole 50 MB budget of images: minutes for the embedded database on a busy
// machine, so these get more than the file's usual minute.
describe('each conversation has an image budget (D6)', { timeout: 300_000 }, () => {
  it(`takes images up to ${CONVERSATION_IMAGE_BUDGET_BYTES} bytes in all, then refuses with 413 and keeps nothing`, async () => {
    // A patient of its own: the images count against their daily budget too.
    const ann = await registerPatient(t.app);
    const c = await startConversation(t.app, ann);
    const full = CONVERSATION_IMAGE_BUDGET_BYTES / MAX_IMAGE_BYTES;
    for (let i = 0; i < full; i++)
      expect((await send(c, pngDataUrl(MAX_IMAGE_BYTES), `photo ${i + 1}`, ann)).statusCode).toBe(200);
    const n = await countMessages(c);
    const over = await send(c, pngDataUrl(1000), 'one more', ann);
    expect(over.statusCode).toBe(413);
    expect(over.json<{ message: string }>().message).toBe(
      'This consultation has reached its limit of 50 MB of images. Please describe anything else in words.',
    );
    expect(await countMessages(c)).toBe(n);
    // Words still go through.
    const words = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: ann.cookie },
      payload: { text: 'just words', sender: 'patient' },
    });
    expect(words.statusCode).toBe(200);
    // Another conversation has its own budget.
    expect((await send(await startConversation(t.app, ann), pngDataUrl(1000), 'photo', ann)).statusCode).toBe(200);
  });

  it('counts two images sent at once against the budget one at a time', async () => {
    const ben = await registerPatient(t.app);
    const c = await startConversation(t.app, ben);
    const full = CONVERSATION_IMAGE_BUDGET_BYTES / MAX_IMAGE_BYTES;
    for (let i = 0; i < full - 1; i++)
      expect((await send(c, pngDataUrl(MAX_IMAGE_BYTES), 'photo', ben)).statusCode).toBe(200);
    const both = await Promise.all([
      send(c, pngDataUrl(MAX_IMAGE_BYTES), 'a', ben),
      send(c, pngDataUrl(MAX_IMAGE_BYTES), 'b', ben),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 413]);
    const row = await t.app.db
      .selectFrom('conversations')
      .select('imageBytes')
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    expect(row.imageBytes).toBe(CONVERSATION_IMAGE_BUDGET_BYTES);
  });
});

describe('each patient has a daily image budget, whatever the conversation', () => {
  /** Images the patient sent earlier, stored as the database would hold them (made there, not sent over). */
  async function alreadySent(patient: Patient, conversationId: string, bytes: number) {
    await sql`
      insert into messages (conversation_id, user_id, text, sender, timestamp, image_type, image_data)
      values (${conversationId}, ${patient.userId}, 'earlier photo', 'patient', 'earlier', 'image/png',
              repeat('x', ${bytes})::bytea)`.execute(t.app.db);
  }

  it(`refuses an image past ${PATIENT_DAILY_IMAGE_BUDGET_BYTES} bytes in 24 hours with 413, in a new conversation too`, async () => {
    const cleo = await registerPatient(t.app);
    const first = await startConversation(t.app, cleo);
    const second = await startConversation(t.app, cleo);
    // Each conversation within its own budget; together the patient's whole day but 500 bytes.
    await alreadySent(cleo, first, CONVERSATION_IMAGE_BUDGET_BYTES);
    await alreadySent(cleo, second, PATIENT_DAILY_IMAGE_BUDGET_BYTES - CONVERSATION_IMAGE_BUDGET_BYTES - 500);

    const fresh = await startConversation(t.app, cleo);
    const over = await send(fresh, pngDataUrl(1000), 'one more photo', cleo);
    expect(over.statusCode).toBe(413);
    expect(over.json<{ message: string }>().message).toBe(
      'You have sent 100 MB of images in the last 24 hours, the most a patient may. Please describe anything else in words, or send the photo tomorrow.',
    );
    expect(await countMessages(fresh)).toBe(0);
    expect((await send(fresh, pngDataUrl(400), 'a small one', cleo)).statusCode).toBe(200);
    const words = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${fresh}/messages`,
      headers: { cookie: cleo.cookie },
      payload: { text: 'just words', sender: 'patient' },
    });
    expect(words.statusCode).toBe(200);
    // Another patient's day is their own.
    expect((await send(await startConversation(t.app, alex), pngDataUrl(1000))).statusCode).toBe(200);

    // A day later the earlier images no longer count.
    await t.app.db
      .updateTable('messages')
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('conversationId', 'in', [first, second])
      .execute();
    expect((await send(fresh, pngDataUrl(1000), 'next day', cleo)).statusCode).toBe(200);
  });
});

describe('the message list (D6)', () => {
  it('answers every message with its image exactly as sent, from a list written as it is read', async () => {
    const c = await startConversation(t.app, alex);
    const big = imageDataUrl('jpeg', 3 * 1024 * 1024 + 7);
    const small = imageDataUrl('webp', 20);
    await send(c, big, 'first');
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: alex.cookie },
      payload: { text: 'no photo "quoted"\n', sender: 'patient' },
    });
    await send(c, small, 'third');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: alex.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json<Message[]>();
    // Compared, not printed: a failure should not print megabytes.
    expect(
      list.map((m) => [
        m.text,
        m.imageUrl === null ? null : m.imageUrl === big ? 'big' : m.imageUrl === small ? 'small' : 'changed',
      ]),
    ).toEqual([
      ['first', 'big'],
      ['no photo "quoted"', null],
      ['third', 'small'],
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(
      [
        'attachmentCondition',
        'attachmentName',
        'attachmentPurpose',
        'attachmentUrl',
        'conversationId',
        'createdAt',
        'format',
        'id',
        'imageUrl',
        'options',
        'sender',
        'text',
        'timestamp',
        'userId',
      ].sort(),
    );
    const empty = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${await startConversation(t.app, alex)}/messages`,
      headers: { cookie: alex.cookie },
    });
    expect(empty.json()).toEqual([]);
  });
});
