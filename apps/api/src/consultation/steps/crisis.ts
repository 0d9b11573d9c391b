import { assess } from '../assessment.js';
import { crisisFindingsIn, isCrisisFinding } from '../crisis-words.js';
import { patientOf, recordObservations } from '../interview-state.js';
import { worseTriage } from '../state.js';
import { current, markUrgent, stay, type Said, type Step, type Turn } from '../turn.js';

const LIFELINE = '**Lifeline: 13 11 14** (any time, day or night)';
const KIDS_HELPLINE = '**Kids Helpline: 1800 55 1800** (for young people up to 25)';
const CALL_000 = '**If anyone is in immediate danger, or might act on these thoughts now, call 000.**';
const OVERDOSE =
  '**If tablets or medicines have been taken, call 000 now, even if you feel well:** some do harm hours later.';
const STOPPING =
  "I'm stopping my questions here, because talking to someone matters more right now. I've asked for one of our doctors to look at this urgently.";
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
 * Thoughts of suicide or self-harm, said in this turn or answered to a question: the interview
 * stops, the patient gets crisis support and an urgent doctor's review. Returns the words when
 * that moment is now, else null.
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
  // The clinician's summary and the triage, for the doctor; the patient gets no diagnosis.
  await assess(turn);
  s.triage = worseTriage(s.triage, 'urgent');
  turn.update.triage = s.triage;
  markUrgent(turn);
  // Whatever the step wanted, this is the one request for a doctor.
  turn.intents = turn.intents.filter((i) => i.kind !== 'request-doctor');
  const lead = `${[...supportLines(turn), STOPPING].join('\n\n')}\n\n`;
  if (current(turn, 'doctorConnectStatus') === 'requested') {
    return { text: `${lead}You are already waiting for a doctor, and I've moved you up as urgent.` };
  }
  turn.intents.push({ kind: 'request-doctor', urgent: true, lead });
  // These words stand until the assignment answers; then its outcome follows the lead.
  return { text: lead.trim() };
}

/** After crisis support: company and the numbers again, never more questions. */
export const crisisStep: Step = {
  async ask() {
    return null;
  },
  async answer(turn) {
    const place = turn.queuePosition ? ` You are number ${turn.queuePosition} in the queue.` : '';
    return stay({
      text: `Thank you for telling me. I'm here with you until a doctor joins this chat.${place}\n\n${supportLines(turn).slice(1).join('\n\n')}`,
    });
  },
};
