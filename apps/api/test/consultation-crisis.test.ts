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

/**
 * What every crisis response holds: kind words, 000, Lifeline, an urgent doctor; no question but the plan question,
 * asked when thoughts of dying were told without a plan, means or intent (RANZCP; NICE NG225).
 */
function expectCrisisSupport(text: string, asks: 'suicide_plan' | null = null) {
  expect(text).toContain("I'm really sorry you're going through this");
  expect(text).toContain('call 000');
  expect(text).toContain(LIFELINE);
  expect(text).toContain(asks ? "I'm stopping my other questions here" : "I'm stopping my questions here");
  expect(askedEvidence(text)).toBe(asks);
}

describe('a mental health crisis stops the interview', () => {
  it('thoughts of suicide in the first words: support, Lifeline and Kids Helpline, an urgent review, the plan question, no quiz after', async () => {
    const { who, c } = await newPatient();
    const first = await say(t.app, who, c, "I've been feeling really low and I keep thinking about killing myself");
    const text = first.doctorMessage!.text;
    expectCrisisSupport(text, 'suicide_plan');
    // Age not known yet: the young are told of Kids Helpline too.
    expect(text).toContain(KIDS_HELPLINE);
    // No doctor is on: the patient waits in the queue, first, as urgent; the plan question comes last.
    expect(text).toMatch(
      /(A doctor will join this chat shortly|You are number 1 in the queue)[^]*Have you made a plan/,
    );
    expect(first.doctorMessage!.options?.choices.map((o) => o.label)).toContain('No');

    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({
      crisis: true,
      urgent: true,
      doctorConnectStatus: 'requested',
      progress: null,
      triage: 'urgent',
    });
    expect(conversation.summaryText).toBeTruthy();

    // No plan: a doctor today. Whatever comes next is company and the numbers, never another question.
    for (const words of ["No, I haven't got a plan", '35', 'yes', 'I have a headache too']) {
      const next = (await say(t.app, who, c, words)).doctorMessage!;
      expect(next.text).toContain("I'm here with you until a doctor joins this chat.");
      expect(next.text).toContain(LIFELINE);
      expect(askedEvidence(next.text)).toBeNull();
      expect(next.text).not.toMatch(/how old|sex at birth|full name|Most likely|Possibly/);
    }
    expect(await readConversation(t.app, who, c)).toMatchObject({ triage: 'urgent' });
  });

  it('the means told in reply to the plan question: 000, and the patient is told to call now', async () => {
    const { who, c } = await newPatient();
    await say(t.app, who, c, "I don't want to be alive anymore");
    const reply = (await say(t.app, who, c, "I've got my dad's gun in the shed")).doctorMessage!.text;
    expect(reply).toContain('**Please call 000 now**');
    expect(askedEvidence(reply)).toBeNull();
    expect(await readConversation(t.app, who, c)).toMatchObject({ crisis: true, urgent: true, triage: 'emergency' });
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
    expectCrisisSupport(crisis, 'suicide_plan');
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
    expectCrisisSupport(crisis, 'suicide_plan');
    expect(crisis).toMatch(/Dr .* will review your consultation and reply here shortly[^]*Have you made a plan/);
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
