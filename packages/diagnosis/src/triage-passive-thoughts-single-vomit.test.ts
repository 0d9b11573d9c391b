import { describe, expect, it } from 'vitest';
import { createInterview, loadKnowledgeBase, settlingQuestionsOf, understand, type Disposition } from './index.js';
import { interviewFromWords } from './test-support.js';

/**
 * Two over-calls of the thirteenth triage batch. Thoughts of dying with no plan, means, time or intent are a doctor
 * or the mental health team today, while a plan, means, a time in mind or intent told in reply to the plan question
 * stays 000 (RANZCP deliberate self-harm 2016; NICE NG225). A single vomit after a child's head knock is watched
 * today, not 000: NICE CG176 counts three or more vomits in a child as the sign that needs a scan within the hour.
 */
const kb = loadKnowledgeBase();
const patient = { age: 30, sex: 'F' as const };
const asPlanReply = (words: string) =>
  understand(kb, words, { question: { evidence: 'suicide_plan', type: 'B' }, patient }).find(
    (o) => o.evidence === 'suicide_plan',
  )?.value;

/** Opening words, then each question answered by the patient's reply to it, read with the question. */
function disposition(words: string, age: number, sex: 'F' | 'M', replies: Record<string, string> = {}): Disposition {
  const interview = createInterview(kb, { age, sex });
  for (const o of understand(kb, words, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const reply = replies[q.evidence];
    const read = reply ? understand(kb, reply, { question: q, patient: { age, sex } }) : [];
    const answer = read.find((o) => o.evidence === q.evidence)?.value;
    if (answer !== undefined) interview.observe(q.evidence, answer);
    else if (q.type === 'B') interview.observe(q.evidence, false);
    else if (q.type === 'M') interview.observe(q.evidence, []);
    else interview.decline(q.evidence);
  }
  return interview.disposition();
}

/** Opening words, then every question answered from the patient's other words ("no" where they are silent). */
function fromFacts(words: string, age: number, sex: 'F' | 'M', facts: string[]): Disposition {
  const { interview } = interviewFromWords(kb, words, { age, sex }, facts);
  return interview.disposition();
}

describe('the reply to the plan question', () => {
  it('reads means, a time in mind, a method or a final act as a yes, even beside "no plan"', () => {
    expect(asPlanReply("I've got my old rifle")).toBe(true);
    expect(asPlanReply("I've thought about when I'd do it")).toBe(true);
    expect(asPlanReply("I've saved up pills")).toBe(true);
    expect(asPlanReply('tonight')).toBe(true);
    expect(asPlanReply("I don't have a plan but I've got the pills")).toBe(true);
    expect(asPlanReply("I've written letters to the kids")).toBe(true);
  });

  it('reads a plain denial of plan and intent as a no', () => {
    expect(asPlanReply("I don't have a plan.")).toBe(false);
    expect(asPlanReply("I wouldn't act on it.")).toBe(false);
    expect(asPlanReply("I haven't got a gun")).not.toBe(true);
  });

  it('reads a rifle or "tonight" as nothing about suicide out of the question', () => {
    const free = (words: string) => understand(kb, words, { patient }).map((o) => o.evidence);
    expect(free("I've got my old rifle")).not.toContain('suicide_plan');
    expect(free('tonight')).not.toContain('suicide_plan');
  });
});

describe('thoughts of dying', () => {
  const words = "I've been feeling really low and sometimes I think about dying";

  it('are a doctor today when a plan, means and intent are denied', () => {
    expect(disposition(words, 28, 'F', { suicide_plan: "I don't have a plan, I wouldn't act on it." })).toBe('urgent');
  });

  it('stay 000 with means, a time or a final act told in reply to the plan question', () => {
    expect(disposition(words, 28, 'F', { suicide_plan: "I've got my old rifle in the shed." })).toBe('emergency');
    expect(disposition(words, 28, 'F', { suicide_plan: "I've thought about when I'd do it." })).toBe('emergency');
    expect(disposition(words, 28, 'F', { suicide_plan: "No plan, but I've saved up pills." })).toBe('emergency');
  });

  it('stay 000 with voices or an overdose taken, whatever the plan question answers', () => {
    const replies = { suicide_plan: "I don't have a plan." };
    expect(disposition(`${words} and I hear voices telling me to`, 28, 'F', replies)).toBe('emergency');
    expect(disposition(`${words}, I took an overdose an hour ago`, 28, 'F', replies)).toBe('emergency');
  });
});

describe('the plan question, while it waits', () => {
  const words = "I've been feeling really low and sometimes I think about dying";
  const told = (maxQuestions?: number) => {
    const interview = createInterview(kb, { age: 28, sex: 'F' }, maxQuestions === undefined ? {} : { maxQuestions });
    for (const o of understand(kb, words, { patient: { age: 28, sex: 'F' } })) interview.observe(o.evidence, o.value);
    return interview;
  };

  it('is named as the question the triage waits on, urgent until it is answered', () => {
    const interview = told();
    expect(settlingQuestionsOf(interview)).toEqual(['suicide_plan']);
    expect(interview.disposition()).toBe('urgent');
  });

  it('counts as 000 when no question is left to ask it, and is no longer named', () => {
    const interview = told(0);
    expect(settlingQuestionsOf(interview)).toEqual([]);
    expect(interview.disposition()).toBe('emergency');
  });

  it('is answered, and no longer waits, once the plan is denied', () => {
    const interview = told();
    interview.observe('suicide_plan', false);
    expect(settlingQuestionsOf(interview)).toEqual([]);
    expect(interview.disposition()).toBe('urgent');
  });
});

describe('what keeps thoughts of dying 000 told in the opening words', () => {
  const read = (words: string) => understand(kb, words).map((o) => o.evidence);

  it('reads a method planned, pills taken and someone locked away, and not everyday likenesses', () => {
    expect(read("I don't want to live any more and I have been planning how I would do it")).toContain('suicide_plan');
    expect(read('I am planning how I would do it, the kitchen renovation')).not.toContain('suicide_plan');
    expect(read('been thinking about ending it and i have a plan')).toContain('suicide_plan');
    expect(read('I want to end things with my boyfriend and I have a plan for the weekend')).not.toContain(
      'suicide_plan',
    );
    expect(read('My friend is talking about suicide and has taken some pills')).toContain('took_overdose');
    expect(read('I have taken some pills for my headache')).not.toContain('took_overdose');
    expect(read("he says he wants to die and he's locked himself in his room")).toContain('out_of_reach');
    // How it would be done, worked out: told of oneself or of someone else.
    expect(read('tells his brother he has worked out how he would end his life')).toContain('suicide_plan');
    expect(read('she has thought about how she would kill herself')).toContain('suicide_plan');
    expect(read('I worked out how to get to the station')).not.toContain('suicide_plan');
    expect(read('says he has a plan to end his life tonight')).toContain('suicide_plan');
    expect(read('she has a plan to take the kids to the beach')).not.toContain('suicide_plan');
  });

  it('calls someone who wants to die and cannot be reached an emergency, the plan not asked of them', () => {
    const words = "My teenage son says he wants to die and he's locked himself in his room";
    expect(disposition(words, 16, 'M', { suicide_plan: 'No, not that I know of.' })).toBe('emergency');
  });
});

describe('a vomit after a head knock', () => {
  it('reads "vomited once" and "was sick once" as a single vomit, and a count of three as not', () => {
    const read = (words: string) => understand(kb, words).map((o) => o.evidence);
    expect(read('She vomited once.')).toEqual(expect.arrayContaining(['vomited_once', 'E_211']));
    expect(read('he was sick once')).toContain('vomited_once');
    expect(read("she's vomited three times")).not.toContain('vomited_once');
  });

  it('asks how many when a vomit follows a knock: one is a doctor today, a count not told stays 000', () => {
    const words = 'she fell off the monkey bars and bumped her head';
    const well = ["She's playing normally now.", "She isn't sleepy."];
    expect(fromFacts(words, 7, 'F', ['She vomited once.', ...well])).toBe('urgent');
    expect(fromFacts(words, 7, 'F', ['She has been vomiting.', ...well])).toBe('emergency');
    expect(fromFacts(words, 7, 'F', ['She vomited once.', 'She was knocked out.'])).toBe('emergency');
  });

  it('is a doctor today for one vomit in a well child, and 000 for repeated vomiting', () => {
    const words = 'she fell off the monkey bars and bumped her head and vomited once';
    expect(disposition(words, 7, 'F')).toBe('urgent');
    expect(disposition('she fell off the monkey bars and bumped her head and has vomited three times', 7, 'F')).toBe(
      'emergency',
    );
  });
});
