import { assess } from '../assessment.js';
import { choices, yesNo } from '../quick-replies.js';
import { advance, stay, type Said, type Step, type Turn } from '../turn.js';
import { asksForDoctor, yesOrNo } from '../words.js';
import { EMERGENCY_ADVICE } from './emergency.js';

export const REVIEW_QUESTION = 'Would you like one of our doctors to review your consultation?';
const TALK_TO_A_DOCTOR = 'Talk to a doctor';

/**
 * Asks for a doctor's review. The words here stand until the assignment answers; the use case then
 * words the outcome (a doctor's name, or a place in the queue) after `preface`.
 */
export function requestReview(turn: Turn, preface = ''): Said {
  const urgent = turn.state.triage === 'emergency' || turn.state.triage === 'urgent';
  turn.intents.push({ kind: 'request-doctor', urgent, lead: preface });
  return { text: `${preface}I'm asking one of our doctors to review your consultation.` };
}

/** The last of the review's stages: the request itself, then waiting for the doctor. */
export const reviewStep: Step = {
  async ask(turn) {
    // The summary again, now with the patient's details and any certificate asked for.
    await assess(turn);
    const said = requestReview(turn);
    turn.state.stage = 'waiting';
    return said;
  },
  async answer(turn) {
    return waitingStep.answer(turn);
  },
};

/** The details a review needs come first (REVIEW_ORDER starts with the name). */
const toReview = (preface: string) => advance('name', preface);

/** The assessment, then the offer of a doctor's review. */
export const handoverStep: Step = {
  async ask(turn) {
    const assessment = await assess(turn);
    return { text: `${assessment}\n\n${REVIEW_QUESTION}`, options: yesNo() };
  },
  async answer(turn) {
    const yes = asksForDoctor(turn.text) ? true : yesOrNo(turn.text);
    if (yes) return toReview('Thank you.');
    if (yes === false || turn.state.misses >= 1) {
      turn.update.doctorConnectStatus = 'declined';
      return {
        kind: 'settle',
        to: 'declined',
        said: {
          text: 'No problem. I hope you feel better soon. If you change your mind, just tell me "I\'d like to talk to a doctor" at any time, and remember to call 000 in an emergency.',
          options: choices([TALK_TO_A_DOCTOR]),
        },
      };
    }
    return stay({ text: `Sorry, I didn't follow. ${REVIEW_QUESTION}`, options: yesNo() });
  },
};

/** They said no to a doctor; they may still ask, in words, at any time. */
export const declinedStep: Step = {
  async ask() {
    return null;
  },
  async answer(turn) {
    if (asksForDoctor(turn.text) || yesOrNo(turn.text) === true) return toReview('Of course.');
    return stay({
      text: "Thanks for letting me know. If you'd like one of our doctors to look at this, just say so. For a new health concern, tap New to start a fresh consultation.",
      options: choices([TALK_TO_A_DOCTOR]),
    });
  },
};

/** In the queue: the AI keeps them company until a doctor joins (then it goes quiet). */
export const waitingStep: Step = {
  async ask() {
    return null;
  },
  async answer(turn) {
    const place = turn.queuePosition;
    const where = place ? `You are number ${place} in the queue. ` : '';
    return stay({
      text: `Thanks, I've kept your message for the doctor. ${where}A doctor will join this chat as soon as one is free. If you feel worse while you wait, call 000.`,
    });
  },
};

const CONNECT_NOW = 'Connect me now';
const KEEP_GOING = 'Keep going';

/** The patient asked for a doctor before the end: their choice, now or after the questions. */
export const doctorNowStep: Step = {
  async ask() {
    return {
      text: 'Of course. I can ask one of our doctors to review your consultation now, or we can finish my questions first so they have the full picture. Which would you prefer?',
      options: choices([CONNECT_NOW, KEEP_GOING]),
    };
  },
  async answer(turn) {
    const said = turn.text.toLowerCase();
    const now =
      said.includes('now') || said.includes('connect') || yesOrNo(turn.text) === true || asksForDoctor(turn.text);
    if (now) {
      await assess(turn);
      // Stopped before a question that could have ruled an emergency out: they hear what the doctor's record says.
      const s = turn.state;
      const advice = s.triage === 'emergency' && !s.emergencyAdvised ? `${EMERGENCY_ADVICE} ` : '';
      if (advice) s.emergencyAdvised = true;
      return toReview(`${advice}I've written up what you've told me so far.`);
    }
    if (
      said.includes('keep') ||
      said.includes('finish') ||
      said.includes('continue') ||
      yesOrNo(turn.text) === false ||
      turn.state.misses >= 1
    ) {
      return advance(turn.state.resume ?? 'interview', "Sure, let's carry on.");
    }
    return stay({
      text: 'Sorry, shall I connect you with a doctor now, or keep going with the questions?',
      options: choices([CONNECT_NOW, KEEP_GOING]),
    });
  },
};
