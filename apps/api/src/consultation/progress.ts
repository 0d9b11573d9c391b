import type { ConsultationProgress } from '@telehealth/schema';
import { readState, type Stage } from './state.js';

/** The model stops asking near this confidence; past these, the end is likely close. */
const FEW_LEFT_CONFIDENCE = 0.6;
const FEW_LEFT_QUESTIONS = 6;
const NEARLY_DONE_QUESTIONS = 2;

const PROGRESS_HINTS = {
  symptoms: 'Telling me your symptoms',
  questions: 'Questions about your symptoms',
  fewMore: 'A few more questions',
  nearlyDone: 'Nearly done',
  assessment: 'Your assessment',
} as const;

/**
 * Words for the questions still to come, from what is certain (the questions the limits still
 * allow) and what is likely (the leading condition's probability nearing the stopping point).
 */
export function progressHint({ questionsLeft, confidence }: { questionsLeft: number; confidence: number }): string {
  if (questionsLeft <= NEARLY_DONE_QUESTIONS) return PROGRESS_HINTS.nearlyDone;
  if (questionsLeft <= FEW_LEFT_QUESTIONS || confidence >= FEW_LEFT_CONFIDENCE) return PROGRESS_HINTS.fewMore;
  return PROGRESS_HINTS.questions;
}

const TELLING: ReadonlySet<Stage> = new Set(['describe', 'for-whom', 'age', 'sex']);
/** Asides that return to where the patient was. */
const ASIDES: ReadonlySet<Stage> = new Set(['emergency-offer', 'doctor-now']);

/** Where a stored consultation stands, for the patient's progress hint; null after crisis support. */
export function consultationProgress(stored: unknown): ConsultationProgress | null {
  const s = readState(stored);
  if (s.crisis) return null;
  const at = ASIDES.has(s.stage) ? (s.resume ?? 'interview') : s.stage;
  if (TELLING.has(at)) return { step: 1, hint: PROGRESS_HINTS.symptoms };
  if (at === 'interview') return { step: 2, hint: s.progressHint ?? PROGRESS_HINTS.questions };
  return { step: 3, hint: PROGRESS_HINTS.assessment };
}

/** Whether the stored consultation stopped for crisis support. */
export function inCrisis(stored: unknown): boolean {
  return readState(stored).crisis;
}
