import type { KnowledgeBase } from '@telehealth/diagnosis';
import type { ConsultationEngine, ConsultationReply, ConsultationTurn } from './contract.js';
import type { ConsultationLlm } from './llm/consultation-llm.js';
import { readState, type Stage } from './state.js';
import { certificateConditionStep, certificateDatesStep, certificateStep } from './steps/certificate.js';
import { ageStep, sexStep } from './steps/demographics.js';
import { describeStep } from './steps/describe.js';
import { emergencyCheck, emergencyOfferStep } from './steps/emergency.js';
import { forWhomStep } from './steps/for-whom.js';
import { crisisCheck, crisisStep } from './steps/crisis.js';
import { declinedStep, doctorNowStep, handoverStep, reviewStep, waitingStep } from './steps/handover.js';
import { interviewStep, TURN_LIMIT } from './steps/interview.js';
import { dateOfBirthStep, medicareStep, mobileStep, nameStep } from './steps/patient-details.js';
import type { Outcome, Said, Step, Turn } from './turn.js';
import { patientOf, recordObservations } from './interview-state.js';
import { understandWords } from './understanding.js';
import { asksForDoctor } from './words.js';
import { hideMedicareNumbers } from '../domain/medicare.js';

/** The consultation in order (ARCHITECTURE §5); a step with nothing to ask is passed over. */
const ORDER: readonly Stage[] = ['describe', 'for-whom', 'age', 'sex', 'interview', 'handover'];
const BEFORE_ASSESSMENT: ReadonlySet<Stage> = new Set(ORDER.slice(0, -1));
/**
 * Once the patient wants a doctor after the assessment: only then the details the review (and a
 * certificate) need, then the request itself.
 */
const REVIEW_ORDER: readonly Stage[] = [
  'name',
  'date-of-birth',
  'mobile',
  'medicare',
  'certificate',
  'certificate-dates',
  'certificate-condition',
  'review',
];

const STEPS: Readonly<Record<Stage, Step>> = {
  describe: describeStep,
  'for-whom': forWhomStep,
  age: ageStep,
  sex: sexStep,
  interview: interviewStep,
  name: nameStep,
  'date-of-birth': dateOfBirthStep,
  mobile: mobileStep,
  medicare: medicareStep,
  certificate: certificateStep,
  'certificate-dates': certificateDatesStep,
  'certificate-condition': certificateConditionStep,
  review: reviewStep,
  handover: handoverStep,
  declined: declinedStep,
  waiting: waitingStep,
  'emergency-offer': emergencyOfferStep,
  'doctor-now': doctorNowStep,
  crisis: crisisStep,
};

const IMAGE_THANKS = "Thank you for the photo. I've kept it with your consultation so the doctor can see it.";
const SORRY =
  'Sorry, something went wrong on my side. Could you say that again? If you feel very unwell, please call 000.';

/** A read done on first call; later calls answer the same promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= read());
}

function nextInOrder(stage: Stage): Stage {
  const order = REVIEW_ORDER.includes(stage) ? REVIEW_ORDER : ORDER;
  const i = order.indexOf(stage);
  return order[Math.min(i + 1, order.length - 1)] ?? 'handover';
}

/** Moves to a stage and asks its question, passing over stages with nothing to ask. */
async function enter(turn: Turn, stage: Stage): Promise<Said> {
  for (let next: Stage = stage; ; next = nextInOrder(next)) {
    turn.state.stage = next;
    turn.state.misses = 0;
    const said = await STEPS[next].ask(turn);
    if (said) return said;
    if (next === 'handover' || next === 'review') throw new Error(`The ${next} always has something to say`);
  }
}

async function follow(turn: Turn, outcome: Outcome, prefaces: string[]): Promise<Said> {
  const s = turn.state;
  if (outcome.kind === 'stay') {
    // A photo with words that answer nothing is not a miss: they were showing the doctor something.
    if (!turn.imageUrl) s.misses++;
    return outcome.said;
  }
  if (outcome.kind === 'settle') {
    s.stage = outcome.to;
    s.misses = 0;
    return outcome.said;
  }
  if (outcome.preface) prefaces.push(outcome.preface);
  return enter(turn, outcome.to ?? nextInOrder(s.stage));
}

function withPrefaces(prefaces: string[], said: Said): Said {
  if (!prefaces.length) return said;
  const glue = said.text.includes('\n') ? '\n\n' : ' ';
  return { ...said, text: `${prefaces.join(' ')}${glue}${said.text}` };
}

/**
 * The AI doctor of ARCHITECTURE §5: a small state machine over the conversation's stored state,
 * with `@telehealth/diagnosis` doing the reasoning and, when configured, an LLM the wording. It
 * reads nothing and writes nothing: the reply carries the new state and the intents.
 */
export class DiagnosticConsultation implements ConsultationEngine {
  constructor(
    private readonly kb: KnowledgeBase,
    private readonly llm: ConsultationLlm | null,
    private readonly onError: (err: unknown) => void = (err) => console.error('consultation turn failed', err),
  ) {}

  async reply(input: ConsultationTurn, options: { model?: boolean } = {}): Promise<ConsultationReply | null> {
    const state = readState(input.conversation.consultationState);
    const turn: Turn = {
      kb: this.kb,
      llm: options.model === false ? null : this.llm,
      // A card number is read only where it is asked for; anywhere else it never reaches the state, summary or LLM.
      text: state.stage === 'medicare' ? input.text : hideMedicareNumbers(input.text),
      imageUrl: input.imageUrl,
      profiles: once(input.profiles),
      now: input.now,
      queuePosition: input.queuePosition,
      conversation: input.conversation,
      state,
      update: {},
      intents: [],
    };
    try {
      return await this.turn(turn);
    } catch (err) {
      // The patient's message is kept either way; they are never left without an answer.
      this.onError(err);
      return { text: SORRY, options: null, conversationUpdate: {}, intents: [] };
    }
  }

  private async turn(turn: Turn): Promise<ConsultationReply> {
    const s = turn.state;
    s.turns++;
    let prefaces: string[] = [];
    if (turn.imageUrl) {
      s.images++;
      prefaces.push(IMAGE_THANKS);
    }
    let said: Said;
    if (BEFORE_ASSESSMENT.has(s.stage) && asksForDoctor(turn.text)) {
      // Symptoms in the same words still count ("I need a doctor, my chest hurts").
      const kept = recordObservations(turn.kb, s, understandWords(turn.kb, turn.text, null, patientOf(s)));
      if (kept.length && s.stage === 'describe') s.complaint = turn.text;
      s.resume = s.stage;
      said = await enter(turn, 'doctor-now');
    } else {
      said = await follow(turn, await STEPS[s.stage].answer(turn), prefaces);
    }
    if (s.turns >= TURN_LIMIT && BEFORE_ASSESSMENT.has(s.stage)) {
      // However the answers went, the assessment comes within the turn limit.
      s.question = null;
      said = await enter(turn, 'handover');
    }
    const crisis = await crisisCheck(turn);
    if (crisis) {
      said = crisis;
      prefaces = [];
    } else if (BEFORE_ASSESSMENT.has(s.stage) || s.stage === 'doctor-now') {
      const emergency = emergencyCheck(turn);
      if (emergency) {
        if (s.stage !== 'doctor-now') s.resume = s.stage;
        s.stage = 'emergency-offer';
        s.misses = 0;
        said = emergency;
      }
    }
    said = withPrefaces(prefaces, said);
    turn.update.consultationState = JSON.stringify(s);
    return {
      text: said.text,
      options: said.options ?? null,
      conversationUpdate: turn.update,
      // The words after a request open with this turn's prefaces too ("Thank you for the photo. …").
      intents: turn.intents.map((i) =>
        i.kind === 'request-doctor' ? { ...i, lead: withPrefaces(prefaces, { text: i.lead }).text } : i,
      ),
    };
  }
}
