import { describe, expect, it } from 'vitest';
import { interviewTypical, typicalPatient } from './bench/typical.js';
import { interviewVignette } from './bench/vignette-patient.js';
import type { ConsultationCase } from './interview-cases-everyday.js';
import { createInterview } from './interview.js';
import { SOURCES } from './knowledge/sources.js';
import { BODY_SYSTEMS, URGENCIES, type Urgency } from './knowledge/types.js';
import { understand } from './understanding/understand.js';
import { assessmentOf } from './assessment.js';
import type { Disposition, EvidenceValue, Interview, KnowledgeBase, Question } from './types.js';
import { casesOutside } from './vignettes/sets.js';
import type { Vignette } from './vignettes/types.js';

export { interviewTypical, typicalPatient };

/** The interview of a condition's textbook patient, run to its end. */
export function interviewed(
  kb: KnowledgeBase,
  conditionId: string,
  options?: { confidence?: number; maxQuestions?: number },
): Interview {
  const patient = typicalPatient(kb, conditionId);
  const interview = createInterview(kb, patient.patient, options);
  for (const o of patient.opening) interview.observe(o.evidence, o.value);
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const known = patient.answers.get(q.evidence);
    if (q.type === 'B') interview.observe(q.evidence, known === true);
    else if (q.type === 'M') interview.observe(q.evidence, (known as string[] | undefined) ?? []);
    else if (known !== undefined) interview.observe(q.evidence, known);
    else interview.decline(q.evidence);
  }
  return interview;
}

/** The id of the leading condition. */
export function topId(kb: KnowledgeBase, interview: Interview): string {
  const name = interview.differential()[0]?.pathology ?? '';
  return kb.pathology(name)?.id ?? name;
}

/**
 * Runs an interview to its end as a patient who says only what `answer` gives and "no" to the rest (a
 * question with no "no" is declined). Returns the codes asked, in order.
 */
export function answerTheRestNo(
  interview: Interview,
  answer: (q: Question) => EvidenceValue | undefined = () => undefined,
): string[] {
  const asked: string[] = [];
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    asked.push(q.evidence);
    const given = answer(q);
    if (given !== undefined) interview.observe(q.evidence, given);
    else if (q.type === 'B') interview.observe(q.evidence, false);
    else if (q.type === 'M') interview.observe(q.evidence, []);
    else interview.decline(q.evidence);
  }
  return asked;
}

/**
 * An interview opened with a patient's words and run to its end, each question answered from what their words (the
 * opening and `more`) say, "no" or none where they are silent: a patient who says only this much.
 */
export function interviewFromWords(
  kb: KnowledgeBase,
  words: string,
  patient: { age: number; sex: 'F' | 'M' },
  more: readonly string[] = [],
): { interview: Interview; asked: string[] } {
  const interview = createInterview(kb, patient);
  const truth = new Map<string, EvidenceValue>();
  for (const text of [words, ...more]) for (const o of understand(kb, text)) truth.set(o.evidence, o.value);
  for (const o of understand(kb, words)) interview.observe(o.evidence, o.value);
  const asked = answerTheRestNo(interview, (q) => truth.get(q.evidence));
  return { interview, asked };
}

/**
 * One of our whole consultations, driven as the chat drives it: the right condition must be among the
 * first three and the disposition at least the urgency a clinician would give.
 */
export function checkConsultation(
  kb: KnowledgeBase,
  [expected, age, sex, says, facts, urgency]: ConsultationCase,
): void {
  const right = Array.isArray(expected) ? expected : [expected];
  const outcome = interviewVignette(kb, {
    id: right.join('|'),
    system: 'general',
    age,
    sex,
    says,
    facts,
    expected: right[0] as string,
    urgency: urgency ?? 'days',
    source: 'own',
  });
  expect(
    outcome.ranked.slice(0, 3).filter((id) => right.includes(id)),
    outcome.ranked.slice(0, 3).join(', '),
  ).not.toHaveLength(0);
  if (urgency)
    expect(URGENCIES.indexOf(outcome.disposition), outcome.disposition).toBeGreaterThanOrEqual(
      URGENCIES.indexOf(urgency),
    );
}

/** The words read as `expected` (each finding with that value) and with none of the `absent` findings. */
export function expectReading(
  kb: KnowledgeBase,
  text: string,
  expected: Record<string, EvidenceValue>,
  absent: readonly string[] = [],
): void {
  const observations = understand(kb, text);
  const got = Object.fromEntries(observations.map((o) => [o.evidence, o.value]));
  for (const [evidence, value] of Object.entries(expected)) {
    expect(got[evidence], `${evidence} in ${JSON.stringify(observations)}`).toEqual(value);
  }
  for (const evidence of absent)
    expect(got[evidence], `${evidence} in ${JSON.stringify(observations)}`).toBeUndefined();
}

/**
 * A batch of vignettes each with an id no earlier case has, a condition the knowledge base knows, an
 * urgency, at least three facts, and sources the knowledge base lists.
 */
export function expectCasesApart(kb: KnowledgeBase, batch: readonly Vignette[], earlier: readonly Vignette[]): void {
  const sources = Object.keys(SOURCES);
  const ids = new Set(kb.pathologies.map((p) => p.id));
  const seen = new Set(earlier.map((v) => v.id));
  for (const v of batch) {
    expect(seen.has(v.id), v.id).toBe(false);
    seen.add(v.id);
    expect(ids.has(v.expected), `${v.id}: ${v.expected}`).toBe(true);
    expect(URGENCIES).toContain(v.urgency);
    expect(v.facts.length, v.id).toBeGreaterThanOrEqual(3);
    for (const part of v.source.split(';')) {
      const key = part.split(':')[0]?.trim() ?? '';
      expect(sources, `${v.id}: ${key}`).toContain(key);
    }
  }
}

/**
 * A batch written for everyday conditions once missing, through the consultation's own interview: the conditions
 * are recognised (most named first, nearly all within three) and none is triaged below the urgency a clinician
 * would give it. With `conditions`, its cases are also kept apart from every other set, two of each of at least
 * that many conditions.
 */
export function describeNowKnownBatch(
  kb: KnowledgeBase,
  title: string,
  batch: readonly Vignette[],
  options: { conditions?: number; urgencyTitle?: string } = {},
): void {
  const rank = (u: (typeof URGENCIES)[number]) => URGENCIES.indexOf(u);
  describe(title, () => {
    const outcomes = batch.map((v) => interviewVignette(kb, v));

    const { conditions } = options;
    if (conditions !== undefined)
      it('keeps its cases apart from every earlier set, two of each condition, with listed sources', () => {
        expectCasesApart(kb, batch, casesOutside(batch));
        const perCondition = new Map<string, number>();
        for (const v of batch) perCondition.set(v.expected, (perCondition.get(v.expected) ?? 0) + 1);
        expect(perCondition.size).toBeGreaterThanOrEqual(conditions);
        for (const [id, n] of perCondition) expect(n, id).toBe(2);
      });

    it('names most of its conditions first, and nearly all within the first three', () => {
      const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
      const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
      expect(first / outcomes.length).toBeGreaterThanOrEqual(0.8);
      expect(top3 / outcomes.length).toBeGreaterThanOrEqual(0.9);
    });

    it(options.urgencyTitle ?? 'sends no case below the urgency it needs', () => {
      for (const o of outcomes)
        expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank(o.vignette.urgency));
    });
  });
}

/**
 * A batch of short case vignettes told about the patient (clinical-4 on): over 150 across every body system, about a
 * third each emergency, doctor and self-care, in the third person with the age, apart from every other case; then
 * through the consultation's own interview, most named first and nearly all within three (`bars`), and no emergency
 * triaged below a doctor today.
 */
export function describeCaseVignetteBatch(
  kb: KnowledgeBase,
  ordinal: string,
  batch: readonly Vignette[],
  bars: { first: number; top3: number },
): void {
  const share = (test: (v: Vignette) => boolean) => batch.filter(test).length / batch.length;
  const rank = (u: Urgency) => URGENCIES.indexOf(u);

  describe(`the ${ordinal} batch: short case vignettes told about the patient`, () => {
    it('are over 150, across every body system, both sexes, children, older adults and pregnancy', () => {
      expect(batch.length).toBeGreaterThanOrEqual(150);
      expect(new Set(batch.map((v) => v.system)).size).toBe(BODY_SYSTEMS.length);
      expect(share((v) => v.sex === 'F')).toBeGreaterThan(1 / 3);
      expect(share((v) => v.sex === 'M')).toBeGreaterThan(1 / 3);
      expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(20);
      expect(batch.filter((v) => v.age >= 65).length).toBeGreaterThanOrEqual(25);
      expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(10);
    });

    it('are about a third each emergencies, cases for a doctor and self-care', () => {
      const emergency = share((v) => v.urgency === 'emergency');
      const doctor = share((v) => v.urgency === 'urgent' || v.urgency === 'days');
      const selfCare = share((v) => v.urgency === 'self-care');
      for (const part of [emergency, doctor, selfCare]) {
        expect(part).toBeGreaterThan(0.25);
        expect(part).toBeLessThan(0.45);
      }
    });

    it('are one to four sentences about the patient, not in their own voice, giving the age', () => {
      for (const v of batch) {
        expect(v.says, v.id).not.toMatch(/\b(?:I|my|I'm|I've|me)\b/);
        const sentences = v.says.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
        expect(sentences, v.id).toBeLessThanOrEqual(4);
        expect(v.says, v.id).toMatch(/\b\d+-(?:year|month|week)-old\b/);
      }
    });

    it('each name a known condition, an urgency and listed sources, apart from every other case', () => {
      expectCasesApart(kb, batch, casesOutside(batch));
    });
  });

  describe(`the ${ordinal} batch through the interview`, () => {
    const outcomes = batch.map((v) => interviewVignette(kb, v));

    it('names most of its conditions first, and nearly all within the first three', () => {
      const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
      const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
      expect(first / outcomes.length).toBeGreaterThanOrEqual(bars.first);
      expect(top3 / outcomes.length).toBeGreaterThanOrEqual(bars.top3);
    });

    it('sends no emergency below urgent', () => {
      for (const o of outcomes.filter((x) => x.vignette.urgency === 'emergency'))
        expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank('urgent'));
    });
  });
}

/** An interview given these answers, and nothing else asked. */
export function interviewAnswered(
  kb: KnowledgeBase,
  age: number,
  sex: 'F' | 'M',
  answers: readonly [string, unknown][],
): Interview {
  const interview = createInterview(kb, { age, sex });
  for (const [evidence, value] of answers) interview.observe(evidence, value as never);
  return interview;
}

/** The questions an interview opened with these words asks first, answered yes if in `yes`, else no (or declined). */
export function questionsAskedAfter(
  kb: KnowledgeBase,
  words: string,
  age: number,
  sex: 'F' | 'M',
  count: number,
  yes: readonly string[] = [],
): string[] {
  const interview = createInterview(kb, { age, sex });
  for (const o of understand(kb, words, { patient: { age, sex } })) interview.observe(o.evidence, o.value);
  const asked: string[] = [];
  for (let q = interview.nextQuestion(); q && asked.length < count; q = interview.nextQuestion()) {
    asked.push(q.evidence);
    if (q.type === 'B') interview.observe(q.evidence, yes.includes(q.evidence));
    else interview.decline(q.evidence);
  }
  return asked;
}

/** A story told in a patient's words, run to its end with "no" to the rest: the top three (ids) and the disposition. */
export function consultFromWords(
  kb: KnowledgeBase,
  words: string,
  age: number,
  sex: 'F' | 'M',
  more: string[] = [],
): { top: string[]; disposition: Disposition } {
  const { interview } = interviewFromWords(kb, words, { age, sex }, more);
  const ranked = assessmentOf(kb, interview).differential.map((d) => kb.pathology(d.pathology)?.id ?? d.pathology);
  return { top: ranked.slice(0, 3), disposition: interview.disposition() };
}

/** What the reader takes from some words, by finding. */
export const readingOf = (kb: KnowledgeBase, words: string): Map<string, EvidenceValue> =>
  new Map(understand(kb, words).map((o) => [o.evidence, o.value]));

/** The voice a case is told in: a clinician's note, a carer or relative, or the patient's own texting. */
export function voiceOf(v: Vignette): 'notes' | 'carer' | 'patient' {
  if (
    /\b(?:c\/o|PMHx|O\/E|HR \d|BP \d|SpO2|T \d|BMI \d|HbA1c|eGFR|ESR|Hb \d|USS|XR|G\dP\d|FOOSH)|\b\d+\/(?:7|12|52|40)\b/.test(
      v.says,
    )
  )
    return 'notes';
  const opening = v.says.slice(0, 40);
  if (
    /^(?:Mum|Dad)\b/.test(opening) ||
    /\b(?:[Mm]y|[Oo]ur)\s+(?:\d+-(?:year|month|week)-old\b|(?:son|daughter|husband|wife|partner|mum|mother|dad|father|brother|sister|flatmate|housemate|resident)\b)/.test(
      opening,
    )
  )
    return 'carer';
  return 'patient';
}

/**
 * A batch told in three voices (clinical-8 on): over 150 across every body system, about a third each texted by the
 * patient, written as a clinician's note and told by a carer or relative, about a fifth emergencies, apart from
 * every other case; then through the consultation's own interview, most named first and nearly all within three
 * (`bars`), and no emergency triaged below a doctor today.
 */
export function describeThreeVoicesBatch(
  kb: KnowledgeBase,
  ordinal: string,
  batch: readonly Vignette[],
  bars: { first: number; top3: number },
): void {
  const share = (test: (v: Vignette) => boolean) => batch.filter(test).length / batch.length;
  const rank = (u: Urgency) => URGENCIES.indexOf(u);

  describe(`the ${ordinal} batch: case vignettes in the patient's, a carer's and a clinician's words`, () => {
    it('are over 150, across every body system, both sexes, children, older adults and pregnancy', () => {
      expect(batch.length).toBeGreaterThanOrEqual(150);
      expect(new Set(batch.map((v) => v.system)).size).toBe(BODY_SYSTEMS.length);
      expect(share((v) => v.sex === 'F')).toBeGreaterThan(1 / 3);
      expect(share((v) => v.sex === 'M')).toBeGreaterThan(1 / 3);
      expect(batch.filter((v) => v.age < 16).length).toBeGreaterThanOrEqual(20);
      expect(batch.filter((v) => v.age >= 65).length).toBeGreaterThanOrEqual(25);
      expect(batch.filter((v) => v.system === 'pregnancy').length).toBeGreaterThanOrEqual(10);
    });

    it('are about a third each in the patient’s, a carer’s and a clinician’s words, notes giving the age', () => {
      for (const voice of ['notes', 'carer', 'patient'] as const) {
        const part = share((v) => voiceOf(v) === voice);
        expect(part, voice).toBeGreaterThan(0.25);
        expect(part, voice).toBeLessThan(0.42);
      }
      for (const v of batch.filter((x) => voiceOf(x) === 'notes'))
        expect(v.says, v.id).toMatch(/\b\d+-(?:year|month|week)-old\b/);
    });

    it('are about a fifth emergencies, the rest for a doctor or self-care', () => {
      const emergency = share((v) => v.urgency === 'emergency');
      expect(emergency).toBeGreaterThan(0.15);
      expect(emergency).toBeLessThan(0.28);
      expect(share((v) => v.urgency === 'urgent' || v.urgency === 'days')).toBeGreaterThan(0.3);
      expect(share((v) => v.urgency === 'self-care')).toBeGreaterThan(0.15);
    });

    it('each name a known condition, an urgency and listed sources, apart from every other case', () => {
      expectCasesApart(kb, batch, casesOutside(batch));
    });
  });

  describe(`the ${ordinal} batch through the interview`, () => {
    const outcomes = batch.map((v) => interviewVignette(kb, v));

    it('names most of its conditions first, and nearly all within the first three', () => {
      const first = outcomes.filter((o) => o.ranked[0] === o.vignette.expected).length;
      const top3 = outcomes.filter((o) => o.ranked.slice(0, 3).includes(o.vignette.expected)).length;
      expect(first / outcomes.length).toBeGreaterThanOrEqual(bars.first);
      expect(top3 / outcomes.length).toBeGreaterThanOrEqual(bars.top3);
    });

    it('sends no emergency below urgent', () => {
      for (const o of outcomes.filter((x) => x.vignette.urgency === 'emergency'))
        expect(rank(o.disposition), o.vignette.id).toBeGreaterThanOrEqual(rank('urgent'));
    });
  });
}
