import type { Question } from '@telehealth/diagnosis';
import { assess } from '../assessment.js';
import { crisisFindingsIn, isCrisisFinding, isCrisisQuestion } from '../crisis-words.js';
import { patientOf, recordObservations, settlingQuestions } from '../interview-state.js';
import { recordQuestionAnswer } from '../question-answer.js';
import { questionReplies } from '../quick-replies.js';
import { worseTriage } from '../state.js';
import { current, markUrgent, stay, type Said, type Step, type Turn } from '../turn.js';

const LIFELINE = '**Lifeline: 13 11 14** (any time, day or night)';
const KIDS_HELPLINE = '**Kids Helpline: 1800 55 1800** (for young people up to 25)';
const CALL_000 = '**If anyone is in immediate danger, or might act on these thoughts now, call 000.**';
const OVERDOSE =
  '**If tablets or medicines have been taken, call 000 now, even if you feel well:** some do harm hours later.';
const STOPPING =
  "I'm stopping my questions here, because talking to someone matters more right now. I've asked for one of our doctors to look at this urgently.";
const STOPPING_BUT_ONE =
  "I'm stopping my other questions here, because talking to someone matters more right now. I've asked for one of our doctors to look at this urgently.";
/**
 * Asked directly and once: a plan, the means or intent is what makes thoughts of suicide an emergency, and asking
 * does not put the idea in anyone's head (Lifeline and Healthdirect: ask about a plan; RANZCP deliberate self-harm
 * 2016; NICE NG225 self-harm 1.5: intent, plans and access to means).
 */
const ONE_QUESTION = 'There is one thing I need to ask, so the doctor knows how to keep you safe right now.';
/** A plan, means or intent told in reply: an imminent risk (Lifeline, Healthdirect: call 000; NICE NG225: means). */
const PLAN_TOLD =
  '**Please call 000 now**, or ask someone near you to call, and stay with someone until help comes. If you can, put the means (tablets, a weapon, a rope) somewhere out of reach. You can also call Lifeline on 13 11 14 while you wait.';
/** Kids Helpline takes calls from young people up to 25. */
const KIDS_HELPLINE_UNTIL = 25;

/** The kind words and the numbers to call, in the order a person in crisis needs them. */
function supportLines(turn: Turn): string[] {
  const s = turn.state;
  const overdose = s.observations.some((o) => o.evidence === 'took_overdose' && o.value === true);
  const young = s.age === null || s.age < KIDS_HELPLINE_UNTIL;
  return [
    "I'm really sorry you're going through this, and I'm glad you told me. You don't have to face it alone.",
    overdose ? OVERDOSE : CALL_000,
    `You can talk to someone right now: ${LIFELINE}${young ? `, or ${KIDS_HELPLINE}` : ''}.`,
  ];
}

/**
 * The question that would tell thoughts of dying from an imminent risk (a plan, the means, intent), while the
 * triage waits on it: the only question crisis support asks.
 */
function planQuestion(turn: Turn): Question | null {
  const code = settlingQuestions(turn.kb, turn.state).find(isCrisisQuestion);
  return (code && turn.kb.question(code)) || null;
}

/**
 * Thoughts of suicide or self-harm, said in this turn or answered to a question: the interview
 * stops, the patient gets crisis support and an urgent doctor's review, and, when the thoughts alone
 * were told, the plan question. Returns the words when that moment is now, else null.
 */
export async function crisisCheck(turn: Turn): Promise<Said | null> {
  const s = turn.state;
  if (s.stage === 'crisis') return null;
  const said = crisisFindingsIn(turn.kb, turn.text, patientOf(s));
  recordObservations(turn.kb, s, said);
  if (!said.length && (s.crisis || !s.observations.some(isCrisisFinding))) return null;

  s.crisis = true;
  s.stage = 'crisis';
  s.misses = 0;
  s.question = null;
  s.question = planQuestion(turn);
  // The clinician's summary and the triage, for the doctor; the patient gets no diagnosis. Without the plan
  // question to come, an emergency that waits on it counts as one.
  await assess(turn, { questionsOver: s.question === null });
  s.triage = worseTriage(s.triage, 'urgent');
  turn.update.triage = s.triage;
  markUrgent(turn);
  // Whatever the step wanted, this is the one request for a doctor.
  turn.intents = turn.intents.filter((i) => i.kind !== 'request-doctor');
  const lead = `${[...supportLines(turn), s.question ? STOPPING_BUT_ONE : STOPPING].join('\n\n')}\n\n`;
  const then = s.question
    ? { text: `${ONE_QUESTION} ${s.question.text}`, options: questionReplies(s.question) }
    : undefined;
  if (current(turn, 'doctorConnectStatus') === 'requested') {
    const waiting = `${lead}You are already waiting for a doctor, and I've moved you up as urgent.`;
    return then ? { text: `${waiting}\n\n${then.text}`, options: then.options } : { text: waiting };
  }
  turn.intents.push({ kind: 'request-doctor', urgent: true, lead, ...(then ? { then } : {}) });
  // These words stand until the assignment answers; then its outcome follows the lead, and the question follows it.
  return then ? { text: `${lead.trim()}\n\n${then.text}`, options: then.options } : { text: lead.trim() };
}

/**
 * The answer to the plan question: recorded, and the triage taken again with no question left. A plan, means or
 * intent, or no answer, is the emergency it may be; a plain no stays a doctor today (RANZCP; NICE NG225). Returns
 * whether a plan, means or intent was told.
 */
async function planAnswered(turn: Turn, question: Question): Promise<'plan' | 'none' | 'unanswered'> {
  const s = turn.state;
  const { answered, value } = await recordQuestionAnswer(turn, question);
  if (!answered) s.unknown = [...new Set([...s.unknown, question.evidence])];
  s.asked++;
  s.question = null;
  await assess(turn);
  markUrgent(turn);
  return !answered ? 'unanswered' : value === true ? 'plan' : 'none';
}

/** After crisis support: the plan question's answer if it was asked, then company and the numbers, never more questions. */
export const crisisStep: Step = {
  async ask() {
    return null;
  },
  async answer(turn) {
    const question = turn.state.question;
    const plan = question ? await planAnswered(turn, question) : 'none';
    const place = turn.queuePosition ? ` You are number ${turn.queuePosition} in the queue.` : '';
    const thanks = plan === 'unanswered' ? "That's okay, you don't have to answer." : 'Thank you for telling me.';
    const lines = plan === 'plan' ? [PLAN_TOLD] : supportLines(turn).slice(1);
    return stay({
      text: `${thanks} I'm here with you until a doctor joins this chat.${place}\n\n${lines.join('\n\n')}`,
    });
  },
};
