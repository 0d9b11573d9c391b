import {
  createInterview,
  emergencyDiscriminatorOf,
  restoreInterview,
  settlingQuestionsOf,
} from '@telehealth/diagnosis';
import type {
  EvidenceValue,
  Interview,
  InterviewState,
  KnowledgeBase,
  Observation,
  Patient,
  Sex,
  Triage,
} from '@telehealth/diagnosis';
import type { ConsultationState } from './state.js';
import { worseTriage } from './state.js';

/** Stand-ins while age or sex are not known (or the patient could not say): an adult. */
const STAND_IN_AGE = 35;
const STAND_IN_SEX: Sex = 'F';

/** Most interview questions one chat asks, whatever the model's own stopping rule says: patients tire. */
export const MAX_QUESTIONS = 20;

function build(
  kb: KnowledgeBase,
  state: ConsultationState,
  sex: Sex,
  observations: Observation[],
  asked: number,
  declined: string[] = [],
  questionsOver = false,
): Interview {
  const fresh = freshState(kb, state.age ?? STAND_IN_AGE, sex);
  // No more questions: the interview may ask none beyond those it has asked.
  const options = questionsOver
    ? { ...fresh.options, maxQuestions: Math.min(fresh.options.maxQuestions, asked) }
    : fresh.options;
  return restoreInterview(kb, {
    ...fresh,
    options,
    observations,
    declined,
    asked,
    pending: state.question?.evidence ?? null,
  });
}

const FRESH = new WeakMap<KnowledgeBase, Map<string, InterviewState>>();

/**
 * A new interview's state for this patient (the engine's default options), worked out once per age and
 * sex: a turn restores several interviews, and each would otherwise build a new one first.
 */
function freshState(kb: KnowledgeBase, age: number, sex: Sex): InterviewState {
  let byPatient = FRESH.get(kb);
  if (!byPatient) FRESH.set(kb, (byPatient = new Map()));
  const key = `${age}|${sex}`;
  let fresh = byPatient.get(key);
  if (!fresh) {
    fresh = createInterview(kb, { age, sex }).toJSON();
    byPatient.set(key, fresh);
  }
  return fresh;
}

/** What is known of the patient so far, for reading their words (a baby's feeds are not a teenager's appetite). */
export function patientOf(state: ConsultationState): Partial<Patient> {
  return { ...(state.age !== null ? { age: state.age } : {}), ...(state.sex ? { sex: state.sex } : {}) };
}

/** The interview behind the differential and the triage: the patient's answers only. */
export function answeredInterview(kb: KnowledgeBase, state: ConsultationState): Interview {
  return build(kb, state, state.sex ?? STAND_IN_SEX, state.observations, state.asked);
}

/**
 * The interview that picks the next question: questions the patient could not answer are declined,
 * so they are never asked again and the differential stays free of answers nobody gave.
 */
export function questioningInterview(kb: KnowledgeBase, state: ConsultationState): Interview {
  return build(kb, state, state.sex ?? STAND_IN_SEX, state.observations, state.asked, declinedOf(kb, state));
}

const declinedOf = (kb: KnowledgeBase, state: ConsultationState) =>
  state.unknown.filter((code) => kb.evidence(code) && !state.observations.some((o) => o.evidence === code));

/**
 * The questioning interview, once it has chosen the state's question, for this turn's triage checks: with
 * no question declined it was built from just what they would build theirs from (the question awaited
 * included), so they read it rather than build it again. Choosing the question changed nothing they read.
 */
export function questionChosen(kb: KnowledgeBase, state: ConsultationState, interview: Interview): void {
  if (!state.question || declinedOf(kb, state).length > 0) return;
  const sex = state.sex ?? STAND_IN_SEX;
  triageBuilds(state).set(triageKey(state, sex), interview);
}

/**
 * Records answers, keeping only those the knowledge base accepts (a value an evidence cannot take
 * is dropped, not stored). Returns the ones kept.
 */
export function recordObservations(
  kb: KnowledgeBase,
  state: ConsultationState,
  observations: Observation[],
): Observation[] {
  const kept: Observation[] = [];
  for (const o of observations) {
    if (!kb.evidence(o.evidence)) continue;
    try {
      // Throws on a value the evidence cannot take.
      build(kb, { ...state, question: null }, state.sex ?? STAND_IN_SEX, [o], 0);
    } catch {
      continue;
    }
    state.observations = [
      ...state.observations.filter((x) => x.evidence !== o.evidence),
      { evidence: o.evidence, value: o.value },
    ];
    kept.push(o);
  }
  return kept;
}

/** The interviews one turn's triage checks built, by what each was built from: the checks read the same ones. */
const TRIAGE_BUILDS = new WeakMap<ConsultationState, Map<string, Interview>>();

/**
 * The interview of the answers as they stand under one sex, built once per turn's state: the emergency
 * check reads its emergency sign, then its triage. Its readers change nothing in it.
 */
function triageInterview(kb: KnowledgeBase, state: ConsultationState, sex: Sex, questionsOver = false): Interview {
  const built = triageBuilds(state);
  const key = triageKey(state, sex, questionsOver);
  let interview = built.get(key);
  if (!interview)
    built.set(key, (interview = build(kb, state, sex, state.observations, state.asked, [], questionsOver)));
  return interview;
}

function triageBuilds(state: ConsultationState): Map<string, Interview> {
  let built = TRIAGE_BUILDS.get(state);
  if (!built) TRIAGE_BUILDS.set(state, (built = new Map()));
  return built;
}

/** Everything `build` reads for a triage check, so that a state changed between two checks builds afresh. */
const triageKey = (state: ConsultationState, sex: Sex, questionsOver = false) =>
  JSON.stringify([state.age, sex, state.asked, state.question?.evidence ?? null, state.observations, questionsOver]);

/**
 * The emergency the patient's words make whatever the differential (stroke signs, a heart attack's warning
 * signs), under either sex while it is not known: a reason to say "call 000" before asking anything.
 */
export function emergencySignOf(kb: KnowledgeBase, state: ConsultationState): string | null {
  for (const sex of state.sex ? [state.sex] : (['F', 'M'] as const)) {
    const sign = emergencyDiscriminatorOf(triageInterview(kb, state, sex));
    if (sign) return sign;
  }
  return null;
}

/**
 * Triage now; before the sex is known, the more serious of the two readings. An emergency a triage question would
 * settle (thoughts of dying, before the plan question) counts as urgent only while that question can still come:
 * once the questions are over (`questionsOver`: the assessment, crisis support) it counts as the emergency it may be.
 */
export function currentTriage(kb: KnowledgeBase, state: ConsultationState, questionsOver = false): Triage {
  const sexes = state.sex ? [state.sex] : (['F', 'M'] as const);
  const readings = sexes.map((sex) => triageInterview(kb, state, sex, questionsOver).triage());
  return readings.reduce<Triage | null>((a, b) => worseTriage(a, b), null) ?? 'routine';
}

/** The questions triage settlers wait on now, under either sex while it is not known (codes). */
export function settlingQuestions(kb: KnowledgeBase, state: ConsultationState): string[] {
  const sexes = state.sex ? [state.sex] : (['F', 'M'] as const);
  return [...new Set(sexes.flatMap((sex) => settlingQuestionsOf(triageInterview(kb, state, sex))))];
}

/** Whether an answer says something is there (a yes, a non-zero rating, a chosen place). */
export function isPositiveAnswer(kb: KnowledgeBase, evidence: string, value: EvidenceValue): boolean {
  const info = kb.evidence(evidence);
  if (!info) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'boolean') return value;
  return value !== info.defaultValue && value !== 0;
}
