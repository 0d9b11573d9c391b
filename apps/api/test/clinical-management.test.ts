import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionableItems } from '@telehealth/schema';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { handedOverConsultation, registerDoctor, registerPatient, type HandedOver } from './helpers/actors.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Consultation = HandedOver;

/** A finished consultation (sore throat) assigned to a new doctor, the only one available. */
const consultation = () => handedOverConsultation(t.app);

const generate = (c: Consultation, payload: Record<string, unknown> = {}, cookie = c.doctor.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${c.conversationId}/clinical-management`,
    headers: { cookie },
    payload: { doctorDeviceId: c.doctor.deviceId, ...payload },
  });

const items = async (c: Consultation) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations/${c.conversationId}/actionable-items?doctorDeviceId=${c.doctor.deviceId}`,
    headers: { cookie: c.doctor.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ actionableItems: ActionableItems }>().actionableItems;
};

const toggle = (
  c: Consultation,
  itemId: string,
  ticked: boolean,
  cookie = c.doctor.cookie,
  deviceId = c.doctor.deviceId,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/conversations/${c.conversationId}/actionable-items/${itemId}`,
    headers: { cookie },
    payload: { doctorDeviceId: deviceId, ticked },
  });

const stored = (conversationId: string) =>
  t.app.db
    .selectFrom('conversations')
    .select(['clinicalManagementText', 'clinicalManagementGeneratedAt'])
    .where('id', '=', conversationId)
    .executeTakeFirstOrThrow();

describe('clinical management', () => {
  it('is generated once, with the seven sections, and then served from the cache', async () => {
    const c = await consultation();
    expect(await items(c)).toEqual({
      diagnoses: [],
      medications: [],
      investigations: [],
      certificates: [],
      referrals: [],
      advice: [],
    });

    const first = await generate(c);
    expect(first.statusCode).toBe(200);
    const { management } = first.json<{ management: string }>();
    expect([...management.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual([
      'Clinical Summary',
      'Differential Diagnoses',
      'Investigations',
      'Pharmacological Management',
      'Medical Certificates',
      'Non-Pharmacological Management',
      'Referrals',
    ]);
    expect(management).toContain('Alex Citizen');
    expect(management).toContain('Viral pharyngitis (J02.9)');
    const cached = await stored(c.conversationId);
    expect(cached.clinicalManagementText).toBe(management);
    expect(cached.clinicalManagementGeneratedAt).toBeInstanceOf(Date);

    // A changed consultation does not change the cached plan until it is regenerated.
    await t.app.db
      .updateTable('conversations')
      .set({ diagnosisName: 'Influenza', diagnosisCode: 'J11.1' })
      .where('id', '=', c.conversationId)
      .execute();
    const again = await generate(c);
    expect(again.json()).toEqual({ management });
    expect((await stored(c.conversationId)).clinicalManagementGeneratedAt).toEqual(
      cached.clinicalManagementGeneratedAt,
    );

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c.conversationId}?doctorDeviceId=${c.doctor.deviceId}`,
      headers: { cookie: c.doctor.cookie },
    });
    expect(view.json()).toMatchObject({
      clinicalManagementText: management,
      clinicalManagementGeneratedAt: cached.clinicalManagementGeneratedAt!.toISOString(),
    });
  });

  it("answers the actionable items in the spec's shape", async () => {
    const c = await consultation();
    await generate(c);
    const all = await items(c);
    expect(Object.keys(all).sort()).toEqual([
      'advice',
      'certificates',
      'diagnoses',
      'investigations',
      'medications',
      'referrals',
    ]);
    for (const list of Object.values(all)) {
      for (const item of list) {
        expect(Object.keys(item).sort()).toEqual(['id', 'issued', 'subtype', 'text', 'ticked']);
        expect(item).toMatchObject({ ticked: false, issued: false });
      }
    }
    expect(all.diagnoses.map((d) => d.text)).toEqual([
      'Viral pharyngitis (J02.9): working diagnosis',
      'Influenza (J11.1): 18%',
    ]);
    expect(all.medications[0]).toMatchObject({ subtype: null });
    expect(all.medications[0]!.text).toMatch(/^Paracetamol 1 g oral/);
    expect(all.medications.some((m) => m.subtype === 'alternative')).toBe(true);
    expect(new Set(all.investigations.map((i) => i.subtype))).toEqual(new Set(['pathology', 'imaging']));
    expect(all.investigations.map((i) => i.text)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Throat swab/),
        expect.stringMatching(/^Full blood count/),
        expect.stringMatching(/^C-reactive protein/),
      ]),
    );
    expect(all.certificates).toEqual([]); // the patient did not ask for one in the chat
    expect(all.referrals.map((r) => r.subtype)).toEqual(['gp', 'emergency']);
    expect(all.advice.length).toBeGreaterThan(2);
  });

  it('regenerates on demand: new text and un-issued items, issued items kept, a later timestamp', async () => {
    const c = await consultation();
    await generate(c);
    const before = await items(c);
    const before_at = (await stored(c.conversationId)).clinicalManagementGeneratedAt!;
    const issuedAdvice = before.advice[0]!;
    const tickedMedicine = before.medications[0]!;
    await t.app.db
      .updateTable('actionableItems')
      .set({ issued: true, ticked: true, issuedAt: new Date() })
      .where('id', '=', issuedAdvice.id)
      .execute();
    expect((await toggle(c, tickedMedicine.id, true)).statusCode).toBe(200);

    await t.app.db
      .updateTable('conversations')
      .set({
        diagnosisName: 'Influenza',
        diagnosisCode: 'J11.1',
        summaryText: 'Fever and aches for 2 days. Influenza 70%, URTI 20%.',
      })
      .where('id', '=', c.conversationId)
      .execute();
    const res = await generate(c, { forceRegenerate: true });
    expect(res.statusCode).toBe(200);
    const { management } = res.json<{ management: string }>();
    expect(management).toContain('**Working diagnosis:** Influenza (J11.1)');
    expect(management).toContain('Oseltamivir');
    const after_at = (await stored(c.conversationId)).clinicalManagementGeneratedAt!;
    expect(after_at.getTime()).toBeGreaterThan(before_at.getTime());

    const after = await items(c);
    expect(after.diagnoses[0]!.text).toBe('Influenza (J11.1): working diagnosis');
    expect(after.medications.some((m) => m.text.startsWith('Oseltamivir 75 mg oral'))).toBe(true);
    // The issued item is the same row, still issued; nothing else survives, and nothing is ticked.
    expect(after.advice.find((a) => a.id === issuedAdvice.id)).toEqual({ ...issuedAdvice, ticked: true, issued: true });
    const keptIds = new Set(
      Object.values(before)
        .flat()
        .map((i) => i.id),
    );
    const survivors = Object.values(after)
      .flat()
      .filter((i) => keptIds.has(i.id));
    expect(survivors.map((i) => i.id)).toEqual([issuedAdvice.id]);
    expect(
      Object.values(after)
        .flat()
        .filter((i) => i.ticked && !i.issued),
    ).toEqual([]);

    // Regenerating twice in a row still moves the timestamp, and never duplicates the issued item.
    await generate(c, { forceRegenerate: true });
    expect((await stored(c.conversationId)).clinicalManagementGeneratedAt!.getTime()).toBeGreaterThan(
      after_at.getTime(),
    );
    const texts = (await items(c)).advice.map((a) => a.text);
    expect(new Set(texts).size).toBe(texts.length);

    const audit = await t.app.db
      .selectFrom('auditEvents')
      .select('action')
      .where('subjectId', '=', c.conversationId)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['clinical_management.generate', 'clinical_management.regenerate']),
    );
  });
});

describe('ticking items', () => {
  it('ticks and unticks an item that is not yet issued', async () => {
    const c = await consultation();
    await generate(c);
    const item = (await items(c)).investigations[0]!;
    const on = await toggle(c, item.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ ...item, ticked: true });
    expect((await items(c)).investigations[0]).toMatchObject({ id: item.id, ticked: true });
    expect((await toggle(c, item.id, false)).json()).toMatchObject({ ticked: false });
    expect((await items(c)).investigations[0]).toMatchObject({ id: item.id, ticked: false });
  });

  it('refuses to change an issued item with a 409 and a message', async () => {
    const c = await consultation();
    await generate(c);
    const item = (await items(c)).referrals[0]!;
    await t.app.db
      .updateTable('actionableItems')
      .set({ issued: true, ticked: true })
      .where('id', '=', item.id)
      .execute();
    const res = await toggle(c, item.id, false);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/already been issued/);
    expect((await items(c)).referrals[0]).toMatchObject({ ticked: true, issued: true });
  });

  it("answers 404 for an unknown item or another conversation's item, 400 for a malformed one", async () => {
    const c = await consultation();
    const d = await consultation();
    await generate(c);
    await generate(d);
    const theirs = (await items(d)).advice[0]!;
    expect((await toggle(c, theirs.id, true)).statusCode).toBe(404);
    expect((await toggle(c, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await toggle(c, 'not-a-uuid', true)).statusCode).toBe(400);
    expect((await items(d)).advice[0]!.ticked).toBe(false);
  });
});

describe('only the assigned doctor', () => {
  it('refuses the patient, another doctor, a wrong device and no cookie on every call, and changes nothing', async () => {
    const c = await consultation();
    await generate(c);
    const item = (await items(c)).medications[0]!;
    const otherDoctor = await registerDoctor(t.app, { fullName: 'Dr Other' });
    const stranger = await registerPatient(t.app);

    const callers: [string, string, string, number][] = [
      ['no cookie', '', c.doctor.deviceId, 401],
      ['the patient', c.patient.cookie, c.doctor.deviceId, 401],
      ['another patient', stranger.cookie, c.doctor.deviceId, 401],
      ['another doctor', otherDoctor.cookie, otherDoctor.deviceId, 403],
      ["another doctor naming the assigned doctor's device", otherDoctor.cookie, c.doctor.deviceId, 403],
      ["the assigned doctor's cookie with another device", c.doctor.cookie, otherDoctor.deviceId, 403],
    ];
    const before = await stored(c.conversationId);
    for (const [who, cookie, deviceId, status] of callers) {
      const headers = cookie ? { cookie } : {};
      const calls = [
        t.app.inject({
          method: 'POST',
          url: `/api/conversations/${c.conversationId}/clinical-management`,
          headers,
          payload: { doctorDeviceId: deviceId, forceRegenerate: true },
        }),
        t.app.inject({
          method: 'GET',
          url: `/api/conversations/${c.conversationId}/actionable-items?doctorDeviceId=${deviceId}`,
          headers,
        }),
        toggle(c, item.id, true, cookie, deviceId),
        t.app.inject({
          method: 'POST',
          url: `/api/conversations/${c.conversationId}/issue-items`,
          headers,
          payload: { doctorDeviceId: deviceId },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
        expect(res.json<{ message: string }>().message).toBeTruthy();
      }
    }
    expect(await stored(c.conversationId)).toEqual(before);
    expect((await items(c)).medications[0]).toEqual(item);
    const messages = await t.app.db
      .selectFrom('messages')
      .select('id')
      .where('conversationId', '=', c.conversationId)
      .execute();
    expect(messages).toHaveLength(0);
  });

  it('answers 404 for a conversation that does not exist and 400 for a malformed id', async () => {
    const c = await consultation();
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/00000000-0000-4000-8000-000000000000/clinical-management',
      headers: { cookie: c.doctor.cookie },
      payload: { doctorDeviceId: c.doctor.deviceId },
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/conversations/nope/actionable-items',
      headers: { cookie: c.doctor.cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
