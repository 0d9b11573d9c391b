import { assess } from '../assessment.js';
import { currentTriage, emergencySignOf } from '../interview-state.js';
import { yesNo } from '../quick-replies.js';
import { worseTriage } from '../state.js';
import { advance, markUrgent, stay, type Said, type Step, type Turn } from '../turn.js';
import { asksForDoctor, yesOrNo } from '../words.js';
import { requestReview } from './handover.js';

export const EMERGENCY_ADVICE =
  '**What you are describing could be serious. Please call 000 now, or go to the nearest emergency department.** Do not drive yourself, and do not wait for this chat.';
/** Answers (volunteered or asked) before the model's triage alone can raise the alarm. */
const MIN_ANSWERS_FOR_TRIAGE = 3;
const PRIORITY_OFFER = 'Would you like one of our doctors to review your consultation now, as a priority?';

/**
 * After every answer before the assessment: the moment the triage says 'emergency', the patient
 * is told what to do, the conversation is marked urgent, and a priority review is offered.
 * Returns the words when that moment is now.
 */
export function emergencyCheck(turn: Turn): Said | null {
  const s = turn.state;
  if (s.emergencyAdvised || !s.observations.length) return null;
  // A danger sign counts at once, and so do danger signs that together are an emergency (slurred speech and
  // a weak arm): neither waits for age and sex. Without one, the model's triage is heard once it rests on
  // the patient's own age and sex and a few answers: on one vague word ("I feel unwell") it is mostly prior.
  const dangerSign =
    s.observations.some((o) => turn.kb.isRedFlag(o.evidence, o.value)) || emergencySignOf(turn.kb, s) !== null;
  const demographics = (s.age !== null || s.ageUnknown) && (s.sex !== null || s.sexUnknown);
  if (!dangerSign && !(demographics && s.observations.length >= MIN_ANSWERS_FOR_TRIAGE)) return null;
  const triage = currentTriage(turn.kb, s);
  if (triage !== 'emergency') return null;
  s.triage = worseTriage(s.triage, triage);
  s.emergencyAdvised = true;
  markUrgent(turn);
  turn.update.triage = 'emergency';
  return { text: `${EMERGENCY_ADVICE}\n\n${PRIORITY_OFFER}`, options: yesNo() };
}

export const emergencyOfferStep: Step = {
  async ask() {
    return { text: `${EMERGENCY_ADVICE}\n\n${PRIORITY_OFFER}`, options: yesNo() };
  },
  async answer(turn) {
    const yes = asksForDoctor(turn.text) ? true : yesOrNo(turn.text);
    if (yes) {
      await assess(turn);
      return {
        kind: 'settle',
        said: requestReview(
          turn,
          'I have marked your consultation as a priority. Please still call 000 now if you have not already. ',
        ),
        to: 'waiting',
      };
    }
    if (yes === false || turn.state.misses >= 1) {
      return advance(
        turn.state.resume ?? 'interview',
        'Okay. Please call 000 straight away if anything gets worse. Let me ask a few more questions.',
      );
    }
    return stay({
      text: `Sorry, I didn't follow. ${PRIORITY_OFFER} (Please call 000 now if you feel very unwell.)`,
      options: yesNo(),
    });
  },
};
