import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation } from './helpers/actors.js';
import { consult, readConversation, say } from './helpers/consultation.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

const MARKUP_NAME = 'V [Pay here](https://evil.example/pay) ![p](/api/users/device/device_1_attacker)';
const COMPLAINT = 'a cough <img src=/api/doctors/device/x> [call me](https://evil.example) ![p](/api/users/device/y)';

/** Link or image syntax that is not escaped: what a markdown renderer would act on. */
const LIVE_MARKUP = /(?<!\\)!?(?<!\\)\[[^\]]*(?<!\\)\]\(|(?<!\\)<img/;

describe('no markup from people (D2)', () => {
  it('quotes a doctor’s name and a patient’s words into the AI’s markdown escaped, and marks only the AI’s messages as markdown', async () => {
    // Names are refused with markup at sign-up now; one stored before that rule is still quoted escaped.
    await expect(registerDoctor(t.app, { fullName: MARKUP_NAME })).rejects.toThrow(/400/);
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Placeholder' });
    await t.app.db
      .updateTable('doctors')
      .set({ fullName: MARKUP_NAME, verifiedName: MARKUP_NAME })
      .where('id', '=', doctor.id)
      .execute();
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await say(t.app, patient, c, COMPLAINT);
    await say(t.app, patient, c, 'I want to talk to a doctor');
    await say(t.app, patient, c, 'Connect me now');
    // The details the review needs, then the handover.
    const rest = await consult(t.app, patient, c, { opening: 'Sam Taylor', otherwise: 'no' }, (d) =>
      d.text.includes('will review your consultation'),
    );
    const handover = { doctorMessage: rest.at(-1)!.doctor };

    const text = handover.doctorMessage?.text ?? '';
    expect(text).toContain('will review your consultation');
    expect(text).toContain(
      '\\[Pay here\\]\\(https://evil.example/pay\\) \\!\\[p\\]\\(/api/users/device/device\\_1\\_attacker\\)',
    );
    expect(text).not.toMatch(LIVE_MARKUP);
    expect(handover.doctorMessage?.format).toBe('markdown');

    const summary = (await readConversation(t.app, patient, c)).summaryText ?? '';
    expect(summary).toContain('\\<img src=/api/doctors/device/x\\> \\[call me\\]\\(https://evil.example\\)');
    expect(summary).not.toMatch(LIVE_MARKUP);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: patient.cookie },
    });
    const messages = list.json<Message[]>();
    expect(messages.filter((m) => m.sender === 'patient').every((m) => m.format === 'text')).toBe(true);
    expect(messages.filter((m) => m.sender === 'doctor').every((m) => m.format === 'markdown')).toBe(true);
  });

  it('shows what a doctor typed as text, never as markdown', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Ada Byrne' });
    const patient = await registerPatient(t.app);
    const c = await startConversation(t.app, patient);
    await say(t.app, patient, c, 'I want to talk to a doctor');
    await say(t.app, patient, c, 'Connect me now');
    await consult(t.app, patient, c, { opening: 'Sam Taylor', otherwise: 'no' }, (d) =>
      d.text.includes('will review your consultation'),
    );
    // The least busy doctor: the new one, with no patient yet.
    expect((await readConversation(t.app, patient, c)).assignedDoctor?.fullName).toBe('Dr Ada Byrne');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: doctor.cookie },
      payload: { text: 'Pay here: ![p](/api/users/device/z)', sender: 'doctor', timestamp: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ message: Message }>().message).toMatchObject({
      text: 'Pay here: ![p](/api/users/device/z)',
      format: 'text',
    });
  });
});
