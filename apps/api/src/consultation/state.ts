import type { DifferentialEntry, Observation, Question, Sex, Triage } from '@telehealth/diagnosis';

/** Where the consultation stands; the names follow ARCHITECTURE §5. */
export type Stage =
  | 'describe'
  | 'for-whom'
  | 'age'
  | 'sex'
  | 'interview'
  | 'name'
  | 'date-of-birth'
  | 'mobile'
  | 'medicare'
  | 'certificate'
  | 'certificate-dates'
  | 'certificate-condition'
  /** Asks for the doctor's review once the details it needs are in, then waits. */
  | 'review'
  | 'handover'
  | 'declined'
  | 'waiting'
  /** Interjections: the emergency advice with a priority doctor, and a patient asking for a doctor mid-way. */
  | 'emergency-offer'
  | 'doctor-now'
  /** Thoughts of suicide or self-harm: the interview has stopped for crisis support. */
  | 'crisis';

export type CertificatePurpose = 'work' | 'school' | 'university' | 'carer';

/**
 * The consultation as plain JSON on `conversations.consultation_state`: everything the next turn
 * needs, so a restarted API (or another instance) carries on where the last one stopped.
 */
export interface ConsultationState {
  version: 1;
  stage: Stage;
  /** Answers to the current prompt that could not be understood; the second one moves on. */
  misses: number;
  /** Patient turns the AI doctor has answered: the assessment comes within TURN_LIMIT of them. */
  turns: number;
  /** The patient spoke of suicide or self-harm: crisis support was given. */
  crisis: boolean;
  /** After the assessment the patient asked for a doctor: the details the review needs come first. */
  reviewWanted: boolean;
  /** Honest words on how far the questions are, set each time the interview asks one. */
  progressHint: string | null;
  /** The stage to go back to after an interjection. */
  resume: Stage | null;
  /** The patient's first description, in their own words. */
  complaint: string | null;
  age: number | null;
  sex: Sex | null;
  /** Age or sex the patient could not give: the interview goes on with a stand-in. */
  ageUnknown: boolean;
  sexUnknown: boolean;
  /** The saved profile the consultation is for, or the patient said "someone else". */
  profileId: string | null;
  forSomeoneElse: boolean;
  /** Every answer, in DDXPlus codes, in the order given (also those volunteered before the interview). */
  observations: Observation[];
  /** Evidences asked about that the patient could not answer. */
  unknown: string[];
  /** Interview questions asked so far (answered or not). */
  asked: number;
  /** The interview question awaiting an answer. */
  question: Question | null;
  images: number;
  /** The most serious triage the patient has been told about. */
  triage: Triage | null;
  emergencyAdvised: boolean;
  certificate: { purpose: CertificatePurpose; fromDate: string | null; toDate: string | null } | null;
  /** The ranked differential of the assessment (most likely first), for clinical management. */
  differential: DifferentialEntry[] | null;
}

/** The state of a conversation that has only the app's welcome: the next words describe the symptoms. */
export function welcomedState(): ConsultationState {
  return {
    version: 1,
    stage: 'describe',
    misses: 0,
    turns: 0,
    crisis: false,
    reviewWanted: false,
    progressHint: null,
    resume: null,
    complaint: null,
    age: null,
    sex: null,
    ageUnknown: false,
    sexUnknown: false,
    profileId: null,
    forSomeoneElse: false,
    observations: [],
    unknown: [],
    asked: 0,
    question: null,
    images: 0,
    triage: null,
    emergencyAdvised: false,
    certificate: null,
    differential: null,
  };
}

/** The stored state, or a fresh one when there is none (or it was written by an unknown version). */
export function readState(stored: unknown): ConsultationState {
  const raw = typeof stored === 'string' ? safeParse(stored) : stored;
  if (!raw || typeof raw !== 'object' || (raw as { version?: unknown }).version !== 1) return welcomedState();
  // Defaults first, so a state saved before a field existed still reads.
  return { ...welcomedState(), ...(raw as Partial<ConsultationState>) };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const SEVERITY: Record<Triage, number> = { routine: 0, urgent: 1, emergency: 2 };

/** The more serious of two triage levels. */
export function worseTriage(a: Triage | null, b: Triage | null): Triage | null {
  if (!a) return b;
  if (!b) return a;
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}
