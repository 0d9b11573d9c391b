import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsultationEngine } from '../src/consultation/index.js';
import { buildTestApp, testConfig, type TestApp } from './helpers/build.js';
import { registerDoctor, registerPatient, startConversation, type Patient } from './helpers/actors.js';
import { pngDataUrl } from './helpers/images.js';
import { askedEvidence, consult, readConversation, REVIEW_QUESTION, say } from './helpers/consultation.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: createConsultationEngine(testConfig(null)) });
});
afterAll(() => t.close());

async function newPatient(): Promise<{ who: Patient; c: string }> {
  const who = await registerPatient(t.app);
  return { who, c: await startConversation(t.app, who) };
}

/** Opening, age and sex: the next doctor message is the first interview question. */
async function toFirstQuestion(who: Patient, c: string) {
  await say(t.app, who, c, 'I have a cough and a runny nose');
  await say(t.app, who, c, '45');
  return (await say(t.app, who, c, 'Male')).doctorMessage!;
}

const stateOf = async (c: string) =>
  (await t.app.db.selectFrom('conversations').select('consultationState').where('id', '=', c).executeTakeFirstOrThrow())
    .consultationState as {
    stage: string;
    unknown: string[];
    observations: { evidence: string }[];
    images: number;
  };

describe('never a dead end', () => {
  it('a bare hello gets a warm prompt with common complaints; a tapped one starts the consultation', async () => {
    const { who, c } = await newPatient();
    const hello = await say(t.app, who, c, 'hello');
    expect(hello.doctorMessage?.text).toMatch(/^Hello! What's bothering you most\?/);
    expect(hello.doctorMessage?.options?.choices.map((x) => x.label)).toContain('Sore throat');
    const tapped = await say(t.app, who, c, 'Sore throat');
    expect(tapped.doctorMessage?.text).toContain('how old are you?');
    expect((await stateOf(c)).observations.map((o) => o.evidence)).toContain('E_97');
  });

  it('words that say nothing twice still move on to the questions', async () => {
    const { who, c } = await newPatient();
    await say(t.app, who, c, 'hmm');
    const next = await say(t.app, who, c, "it's complicated");
    expect(next.doctorMessage?.text).toMatch(/I'll ask you some questions .* how old are you\?/);
  });

  it('a vague first word is no emergency on its own', async () => {
    const { who, c } = await newPatient();
    const next = await say(t.app, who, c, 'I just feel unwell');
    expect(next.doctorMessage?.text).toBe("I'm sorry you're not feeling well. First, how old are you?");
  });

  it('danger signs that together are an emergency get 000 in the first answer, before age and sex', async () => {
    for (const words of [
      'about an hour ago his speech went slurred and his left arm went weak, he can not lift it',
      "crushing chest pain going down my left arm and I'm sweating",
    ]) {
      const { who, c } = await newPatient();
      const first = await say(t.app, who, c, words);
      expect(first.doctorMessage?.text).toMatch(/call 000 now/);
      expect(first.doctorMessage?.text).not.toMatch(/how old/);
      expect(await readConversation(t.app, who, c)).toMatchObject({ urgent: true, triage: 'emergency' });
    }
  });

  it('a parent telling about their child is asked about the child, with the sex the words gave', async () => {
    const { who, c } = await newPatient();
    const first = await say(t.app, who, c, 'My son has had a fever and a cough for 2 days');
    expect(first.doctorMessage?.text).toBe(
      "I'm sorry you're not feeling well. First, how old is the person you are asking for?",
    );
    const next = await say(t.app, who, c, 'he is 3');
    expect(next.doctorMessage?.text).not.toMatch(/sex at birth/);
  });

  it('a date of birth that cannot be read twice is left for the doctor', async () => {
    const { who, c } = await newPatient();
    await consult(t.app, who, c, { opening: 'I have a cough and a runny nose', otherwise: 'no' }, (d) =>
      d.text.includes('date of birth'),
    );
    expect((await say(t.app, who, c, 'the fourth of July')).doctorMessage?.text).toMatch(
      /^Sorry, I couldn't read that as a date\. Could you type it as DD\/MM\/YYYY\?/,
    );
    expect((await say(t.app, who, c, 'July the 4th')).doctorMessage?.text).toMatch(
      /^No problem, we'll leave the date of birth for the doctor\. What's the best mobile number/,
    );
  });

  it('an answer it cannot read gets a gentle re-ask with the options; a second miss is recorded as unknown and it moves on', async () => {
    const { who, c } = await newPatient();
    const question = await toFirstQuestion(who, c);
    const code = askedEvidence(question.text)!;
    const first = await say(t.app, who, c, 'purple elephants');
    expect(first.doctorMessage?.text).toMatch(/^Sorry, I didn't quite follow\./);
    expect(first.doctorMessage?.text).toContain(question.text.split('\n').at(-1));
    expect(first.doctorMessage?.options).toEqual(question.options);
    const second = await say(t.app, who, c, 'bananas');
    expect(second.doctorMessage?.text).toMatch(/^No problem, let's move on\./);
    expect(askedEvidence(second.doctorMessage!.text)).not.toBe(code);
    expect((await stateOf(c)).unknown).toEqual([code]);

    const third = await say(t.app, who, c, 'Not sure');
    expect(third.doctorMessage?.text).not.toMatch(/^Sorry/);
    expect((await stateOf(c)).unknown).toHaveLength(2);
    await consult(t.app, who, c, { opening: 'no', otherwise: 'no' });
    expect((await readConversation(t.app, who, c)).summaryText).toMatch(/\n\*\*Unsure or not answered:\*\* .+; .+\n/);
  });

  it('a photo is acknowledged, kept on the record for the doctor, and not taken as a miss', async () => {
    const { who, c } = await newPatient();
    const question = await toFirstQuestion(who, c);
    const photo = pngDataUrl(300);
    const sent = await say(t.app, who, c, "Here's a photo of it", photo);
    expect(sent.patientMessage.imageUrl).toBe(photo);
    expect(sent.doctorMessage?.text).toMatch(
      /^Thank you for the photo\. I've kept it with your consultation so the doctor can see it\./,
    );
    expect(sent.doctorMessage?.options).toEqual(question.options);
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}/messages`,
      headers: { cookie: who.cookie },
    });
    expect(messages.json<{ imageUrl: string | null }[]>().filter((m) => m.imageUrl === photo)).toHaveLength(1);
    // Still one miss to go before the question is given up.
    expect((await say(t.app, who, c, 'blue')).doctorMessage?.text).toMatch(/^Sorry, I didn't quite follow/);
    await consult(t.app, who, c, { opening: 'no', otherwise: 'no' });
    expect((await readConversation(t.app, who, c)).summaryText).toContain('**Photos:** 1 shared in the chat');
  });

  it('a date of birth in the wrong form or the future gets a friendly re-ask; a bad phone number too, then it can be skipped', async () => {
    const { who, c } = await newPatient();
    const transcript = await consult(
      t.app,
      who,
      c,
      { opening: 'I have a cough and a runny nose', otherwise: 'no' },
      (d) => d.text.includes('date of birth'),
    );
    expect(transcript.at(-1)!.doctor?.text).toContain('DD/MM/YYYY');
    expect((await say(t.app, who, c, '01/01/2999')).doctorMessage?.text).toMatch(
      /^That date is in the future, so I think there's a typo\. Could you type it as DD\/MM\/YYYY\?/,
    );
    expect((await say(t.app, who, c, '4/7/1988')).doctorMessage?.text).toContain('mobile number');
    expect((await say(t.app, who, c, '0412')).doctorMessage?.text).toMatch(/doesn't look like a phone number/);
    expect((await say(t.app, who, c, 'Skip')).doctorMessage?.text).toContain('Medicare');
    expect(await readConversation(t.app, who, c)).toMatchObject({ dateOfBirth: '04/07/1988', mobileNumber: null });
  });

  it('asking for a doctor mid-interview offers the choice: keep going re-asks the same question, "connect me now" hands over', async () => {
    const doctor = await registerDoctor(t.app, { fullName: 'Dr Kim Lee' });
    const { who, c } = await newPatient();
    const question = await toFirstQuestion(who, c);
    const offer = await say(t.app, who, c, 'Can I speak to a real doctor?');
    expect(offer.doctorMessage?.options?.choices.map((x) => x.label)).toEqual(['Connect me now', 'Keep going']);
    const resumed = await say(t.app, who, c, 'Keep going');
    expect(resumed.doctorMessage?.text).toBe(`Sure, let's carry on. ${question.text.split('\n').at(-1)}`);
    await say(t.app, who, c, 'I want to talk to a doctor');
    // The details the review needs come first, then the doctor.
    const details = await say(t.app, who, c, 'Connect me now');
    expect(details.doctorMessage?.text).toBe(
      "I've written up what you've told me so far. Nearly done. For the doctor's records, what is your full name?",
    );
    const rest = await consult(t.app, who, c, { opening: 'Sam Taylor', otherwise: 'no' }, (d) =>
      d.text.includes('Dr Kim Lee'),
    );
    expect(rest.at(-1)!.doctor?.text).toMatch(/^No problem\. Dr Kim Lee will review your consultation/);
    const conversation = await readConversation(t.app, who, c);
    expect(conversation).toMatchObject({ doctorConnectStatus: 'assigned', assignedDoctor: { fullName: 'Dr Kim Lee' } });
    expect(conversation.diagnosisName).toBeTruthy();
    expect(conversation.summaryText).toContain('**Presenting complaint:** "I have a cough and a runny nose"');
    expect((await say(t.app, who, c, 'Hello?')).doctorMessage).toBeUndefined();
    await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', doctor.id).execute();
  });

  it('a request for a doctor with a danger sign in the same words gets the emergency advice first', async () => {
    const { who, c } = await newPatient();
    const first = await say(t.app, who, c, 'I need to see a doctor, I have crushing chest pain even at rest');
    expect(first.doctorMessage?.text).toMatch(/call 000 now/);
    expect(first.doctorMessage?.text).toContain('as a priority?');
    const declined = await say(t.app, who, c, 'No');
    expect(declined.doctorMessage?.text).toBe(
      'Okay. Please call 000 straight away if anything gets worse. Let me ask a few more questions. First, how old are you?',
    );
    expect(await readConversation(t.app, who, c)).toMatchObject({ urgent: true, triage: 'emergency' });
  });

  it('a family profile without a date of birth: asked for their age by name, the sex from the relationship', async () => {
    const { who, c } = await newPatient();
    await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { cookie: who.cookie },
      payload: { deviceId: who.deviceId, fullName: 'Leo Citizen', relationship: 'son' },
    });
    expect(
      (await say(t.app, who, c, 'My son has a cough')).doctorMessage?.options?.choices.map((x) => x.label),
    ).toEqual(['My son — Leo Citizen', 'Someone else']);
    const age = await say(t.app, who, c, 'my son');
    expect(age.doctorMessage?.text).toBe('Thanks, this consultation is for Leo Citizen. First, how old is Leo?');
    const next = await say(t.app, who, c, 'he is 6');
    expect(next.doctorMessage?.text).not.toContain('sex at birth');
    expect((await stateOf(c)) as unknown).toMatchObject({ age: 6, sex: 'M', stage: 'interview' });
    expect(await readConversation(t.app, who, c)).toMatchObject({
      fullName: 'Leo Citizen',
      dateOfBirth: null,
      country: 'Australia',
    });
  });

  it('the review question accepts words, and an unclear answer is asked once more', async () => {
    const { who, c } = await newPatient();
    await consult(t.app, who, c, { opening: 'I have a cough and a runny nose', otherwise: 'no' });
    const unclear = await say(t.app, who, c, 'hmm');
    expect(unclear.doctorMessage?.text).toBe(`Sorry, I didn't follow. ${REVIEW_QUESTION}`);
    const declined = await say(t.app, who, c, 'nah, I am fine');
    expect(declined.doctorMessage?.text).toMatch(/^No problem\./);
    expect((await readConversation(t.app, who, c)).doctorConnectStatus).toBe('declined');
  });
});
