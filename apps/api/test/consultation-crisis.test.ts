import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation, type Patient } from './helpers/actors.js';
import { askedEvidence, readConversation, say } from './helpers/consultation.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

async function newPatient(): Promise<{ who: Patient; c: string }> {
  const who = await registerPatient(t.app);
  return { who, c: await startConversation(t.app, who) };
}

const LIFELINE = 'Lifeline: 13 11 14';
const KIDS_HELPLINE = 'Kids Helpline: 1800 55 1800';

/** What every crisis response holds: kind words, 000, Lifeline, an urgent doctor; no question. */
function expectCrisisSupport(text: string) {
  expect(text).toContain("I'm really sorry you're going through this");
  expect(text).toContain('call 000');
  expect(text).toContain(LIFELINE);
  expect(text).toContain("I'm stopping my questions here");
  expect(askedEvidence(text)).toBeNull();
}

describe('a mental health crisis stops the interview', () => {
  it('thoughts of suicide in the first words: support, Lifeline and Kids Helpline, an urgent review, no quiz after', async () => {
    const { who, c } = await newPatient();
    const first = await say(t.app, who, c, "I've been feeling really low and I keep thinking about killing myself");
    const text = first.doctorMessage!.text;
    expectCrisisSupport(text);
    // Age not known yet: the young are told of Kids Helpline too.
    expect(text).toContain(KIDS_HELPLINE);
    // No doctor is on: the patient waits in the queue, first, as urgent.
    expect(text).toMatch(/A doctor will join this chat shortly\.|You are number 1 in the queue/);
    expect(first.doctorMessage!.options ?? null).toBeNull();

    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({
      crisis: true,
      urgent: true,
      doctorConnectStatus: 'requested',
      progress: null,
    });
    expect(['urgent', 'emergency']).toContain(conversation.triage);
    expect(conversation.summaryText).toBeTruthy();

    // Whatever comes next is company and the numbers, never another question.
    for (const words of ['35', 'yes', 'I have a headache too']) {
      const next = (await say(t.app, who, c, words)).doctorMessage!;
      expect(next.text).toContain("I'm here with you until a doctor joins this chat.");
      expect(next.text).toContain(LIFELINE);
      expect(askedEvidence(next.text)).toBeNull();
      expect(next.text).not.toMatch(/how old|sex at birth|full name|Most likely|Possibly/);
    }
  });

  it('said mid-interview, in words the reader does not take as a finding, by an adult: no Kids Helpline', async () => {
    const { who, c } = await newPatient();
    await say(t.app, who, c, 'I have a headache');
    await say(t.app, who, c, '40');
    await say(t.app, who, c, 'Female');
    const crisis = (await say(t.app, who, c, 'honestly I keep thinking of hurting myself')).doctorMessage!.text;
    expectCrisisSupport(crisis);
    expect(crisis).not.toContain(KIDS_HELPLINE);
    expect(await readConversation(t.app, who, c)).toMatchObject({ crisis: true, urgent: true });
  });

  it('a yes to the interview question about such thoughts counts the same', async () => {
    const { who, c } = await newPatient();
    await say(t.app, who, c, "I've been feeling down and hopeless for weeks");
    await say(t.app, who, c, '19');
    let doctor = (await say(t.app, who, c, 'Male')).doctorMessage!;
    for (let i = 0; i < 10 && askedEvidence(doctor.text) !== 'suicidal_thoughts'; i++) {
      doctor = (await say(t.app, who, c, 'no')).doctorMessage!;
    }
    expect(askedEvidence(doctor.text)).toBe('suicidal_thoughts');
    const crisis = (await say(t.app, who, c, 'yes')).doctorMessage!.text;
    expectCrisisSupport(crisis);
    expect(crisis).toContain(KIDS_HELPLINE);
  });

  it('after the assessment, and with a doctor on: the patient is handed over at once', async () => {
    await registerDoctor(t.app);
    const { who, c } = await newPatient();
    await t.app.db
      .updateTable('conversations')
      .set({
        consultationState: JSON.stringify({
          version: 1,
          stage: 'declined',
          observations: [{ evidence: 'E_201', value: true }],
          age: 30,
          sex: 'F',
        }),
      })
      .where('id', '=', c)
      .execute();
    const crisis = (await say(t.app, who, c, "I don't want to be here anymore")).doctorMessage!.text;
    expectCrisisSupport(crisis);
    expect(crisis).toMatch(/Dr .* will review your consultation and reply here shortly/);
    expect(await readConversation(t.app, who, c)).toMatchObject({
      crisis: true,
      urgent: true,
      doctorConnectStatus: 'assigned',
    });
  });

  it('saying it is not so is not a crisis', async () => {
    const { who, c } = await newPatient();
    const reply = (
      await say(t.app, who, c, "I've had a cough for a week. I'm not suicidal, I would never want to hurt myself")
    ).doctorMessage!.text;
    expect(reply).not.toContain(LIFELINE);
    expect(await readConversation(t.app, who, c)).toMatchObject({ crisis: false });
  });
});
