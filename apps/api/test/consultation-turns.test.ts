import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation } from './helpers/actors.js';
import { consult, readConversation, REVIEW_QUESTION, say, show, type Script } from './helpers/consultation.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

/** The bound: the assessment by the twentieth patient turn, whatever the answers. */
const TURN_LIMIT = 20;
const DETAILS = /full name|date of birth|mobile number|Medicare|medical certificate/;

const patients: [string, Script][] = [
  [
    'a sore throat, answered no to everything',
    { opening: 'I have a sore throat', age: '28', sex: 'Female', otherwise: 'no' },
  ],
  [
    'a cough, answered "I\'m not sure" to everything',
    { opening: "I've had a cough for a week", age: '52', sex: 'Male', otherwise: "I'm not sure" },
  ],
  [
    'tummy pain, every answer in words nobody can read',
    { opening: 'my tummy hurts', age: '35', sex: 'Female', otherwise: 'purple elephants' },
  ],
  [
    'a headache, nothing understood from the start',
    { opening: 'hmm', openingAgain: 'blah', age: 'old enough', sex: 'Female', otherwise: 'purple elephants' },
  ],
];

describe('a short interview', () => {
  it.each(patients)('%s: the assessment within 20 turns, with no patient details before it', async (_name, script) => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    const transcript = await consult(t.app, who, c, { ...script, priority: 'No' });
    expect(transcript.length, show(transcript)).toBeLessThanOrEqual(TURN_LIMIT);
    const last = transcript.at(-1)!.doctor!.text;
    expect(last).toContain(REVIEW_QUESTION);
    expect(last).toMatch(/\*\*(Most likely|Possibly):\*\*|\*\*I'm not sure what is causing this\.\*\*/);
    expect(last).toContain('**What you can do now:**');
    expect(last).toContain('call 000 in an emergency, if');
    for (const e of transcript.slice(0, -1)) expect(e.doctor?.text ?? '', show(transcript)).not.toMatch(DETAILS);
  });

  it('asks for the details only once a doctor is wanted, then requests the review', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    await consult(t.app, who, c, { opening: 'I have a sore throat', age: '28', sex: 'Female', otherwise: 'no' });
    expect((await readConversation(t.app, who, c)).fullName).toBeNull();
    expect((await say(t.app, who, c, 'Yes')).doctorMessage?.text).toContain('what is your full name?');
    await say(t.app, who, c, 'Sam Taylor');
    await say(t.app, who, c, '01/01/1990');
    await say(t.app, who, c, 'Skip');
    expect((await say(t.app, who, c, 'Skip')).doctorMessage?.text).toContain('Do you need a medical certificate');
    const requested = (await say(t.app, who, c, 'No, thanks')).doctorMessage?.text;
    expect(requested).toMatch(/^No problem\. (All our doctors are busy|A doctor will join)/);
    expect(await readConversation(t.app, who, c)).toMatchObject({
      fullName: 'Sam Taylor',
      dateOfBirth: '01/01/1990',
      doctorConnectStatus: 'requested',
    });
  });

  it('shows the patient how far the consultation has come', async () => {
    const who = await registerPatient(t.app);
    const c = await startConversation(t.app, who);
    expect((await readConversation(t.app, who, c)).progress).toEqual({ step: 1, hint: 'Telling me your symptoms' });
    await say(t.app, who, c, 'I have a sore throat');
    await say(t.app, who, c, '28');
    await say(t.app, who, c, 'Female');
    const asking = (await readConversation(t.app, who, c)).progress;
    expect(asking?.step).toBe(2);
    expect(['Questions about your symptoms', 'A few more questions', 'Nearly done']).toContain(asking?.hint);
    await consult(t.app, who, c, { opening: 'no', otherwise: 'no' });
    expect((await readConversation(t.app, who, c)).progress).toEqual({ step: 3, hint: 'Your assessment' });
  });
});
