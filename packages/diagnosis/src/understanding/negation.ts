import { statedInList } from './list-items.js';
import { clauseStart } from './normalize.js';

export type Polarity = 'affirmed' | 'negated' | 'uncertain';

/** Negation cues (in normalized text) that deny what follows them in the same clause. */
const NEGATION =
  /\s(?:no|not|nil|never|without|denies|deny|denied|nor|neither|none|nothing|free of|absence of|no longer|nope|nah|negative for|ruled out)\s/g;
/**
 * Negations that are not denials: "can't stop coughing", "it hasn't stopped", "not only", "no, ..." answering something else,
 * "not himself" or "not quite right", which say someone is unwell, and "don't think it's his diabetes", which
 * doubts a cause, not the diabetes; "not really sure why I'm messaging" doubts the reason for writing, not what follows.
 * "A sore throat that won't quit" or "won't clear up" says it lasts.
 */
const NOT_A_DENIAL =
  /^(?:(?:really |quite |entirely |too )?sure (?:why|what|how|if|whether|where|when)|stop|stopped|stopping|help|helping|get rid of|shake|seem to stop|only|just|until|touching|working|doing (?:anything|much)|shifting|shift|budge|settling|settle|ease(?: off| up)?|let up|go away|going away|gone away|quit|clear up|clear|settle down|give up|getting better|improving|(?:him|her|my|your|them|our)sel(?:f|ves)|(?:quite |really |at all )?right|think (?:it is|this is|that is) (?:his|her|my|their|from|due to|because of)|,|\.)\s/;
/**
 * "Can't breathe", "couldn't sleep", "my face won't work": an inability is a symptom, and denies nothing told after it in the
 * clause ("I couldn't breathe and thought I was going to die").
 */
const INABILITY =
  /^(?:feel (?:my|his|her|their|when|if)|breathe|work|close|open|catch (?:my|his|her|their|a) breath|sleep|swallow|walk|stand|move|speak|talk|see|hear|lift|bend|straighten|keep (?:anything|food|fluids|water|it) down)\s/;
const CAN = /\s(?:can|could|cannot|will|would)$/;
/** An inability told before "without" in the clause: "can't lift the kettle without", "can barely walk without". */
const DOING_WITHOUT = /^(?:[a-z]+\s){1,12}without\s/;
const CANNOT_DO =
  /\s(?:can not|could not|unable to|can barely|can hardly|could barely|could hardly)\s(?:[a-z]+\s){1,12}$/;
/**
 * "No period for 5 months and milky stuff from my nipples": a "no" whose item is closed by a span is itself a symptom
 * (an absence that has lasted), and denies nothing told after the "and".
 */
const ABSENCE_SPANNED =
  /^(?:[a-z]+\s){1,3}(?:for|in)\s(?:(?:over|about|nearly|almost|the last|the past)\s)?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|a few|many)\s(?:days?|weeks?|months?|years?)\s(?:(?:now|or so)\s)?(?:and|but|,)\s/;
/**
 * A denial inside a relative clause about the person ("a boy who has not been immunised", "a man who does not
 * smoke") ends where the sentence's own verb takes up again: "... has a high fever" is told, not denied. Not when
 * an "or" carries the denial on ("who has not eaten or had a fever").
 */
const RELATIVE_BEFORE = /\s(?:who|whose)\s(?:[a-z]+\s){0,3}$/;
const MAIN_VERB_AFTER =
  /^(?:[a-z]+\s){1,4}?(?:and\s)?(?:has|have|is|are|was|were|now|presents|developed|develops|complains|reports|gets|got|started|woke|keeps|feels|felt|looks|seems|says|noticed|notices)\s/;
/** Hedges: the patient does not know, or asks whether it is ("am I having a stroke?" is a fear, not a sign). */
const UNCERTAIN =
  /\s(?:not sure|unsure|do not know|dunno|maybe|might have|might be|may have|possibly|perhaps|not certain|no idea|can not tell|can not say|am i|is (?:he|she|it|this|mum|dad) having|is (?:he|she) (?:just |really )?|could (?:it|this) be|is (?:it|this) (?:a|an))\s/;
/**
 * A question the patient asks, its finding right after it: "is he depressed?", "could it be cancer?", "is this
 * meningitis?", "I'm worried it's a stroke". The question's "?" is a sentence end after normalizing, so the question is
 * told by its opening words at the clause's start, with only the subject and a few small words between them and the
 * finding ("is it normal that she is breathing fast" states the fast breathing and stays read). A belief ("I think he has threadworms") is still told.
 */
const ASKED =
  /^\s(?:so |and |but |or |um |oh |doctor |doc )?(?:is|could|can|might|may|would|does|do|did|am|are|should)(?: (?:he|she|it|this|that|i|they|there|(?:my|his|her|the|our) \w+))(?: (?:be|have|has|got|having|get|getting|had|just|really|actually|possibly|maybe|a|an|the|some|sort of|kind of|like|something like))* \S$|\s(?:worried|worry|worrying|scared|afraid|frightened|terrified|concerned|wondering|wonder)(?: (?:if|whether|that|maybe))? (?:it|this|he|she|they) (?:is|s|might be|could be|may be|would be|has|has got|might have|could have|may have)(?: (?:a|an|the|some|got|having|like))* \S$/;
/** A denial right after the words: "fever: no", "cough - none". */
const POST_NEGATION = /^\s*(?:,\s*)?(?:no|none|nope|nah|nil|negative|absent|not really|not at all)\s*(?:\.|,|$)/;

type Span = readonly [number, number];

/**
 * Whether a cue belongs to a phrase already read as a symptom ("no motivation", "can't sleep") and a comma
 * stands between that phrase and the words at `start`: "no motivation, don't enjoy anything" lists two
 * symptoms; the "no" is the first one's own word, not a denial of the list.
 */
function ownWordOfEarlier(norm: string, at: number, start: number, affirmed: readonly Span[]): boolean {
  return affirmed.some(
    ([s, e]) => at + 1 >= s && at + 1 < e && e <= start && norm.slice(e - 1, start + 1).includes(' , '),
  );
}

/** The cues before `start`, in its clause, that deny what follows them (not "can't stop"), with where each begins. */
function* denyingCues(
  norm: string,
  start: number,
  affirmed: readonly Span[] = [],
): Generator<{ at: number; cue: string; after: string }> {
  const from = clauseStart(norm, start);
  const before = norm.slice(from, start + 1);
  for (const m of before.matchAll(NEGATION)) {
    const after = before.slice(m.index + m[0].length);
    if (NOT_A_DENIAL.test(after)) continue;
    if (ownWordOfEarlier(norm, from + m.index, start, affirmed)) continue;
    if (
      RELATIVE_BEFORE.test(before.slice(0, m.index + 1)) &&
      MAIN_VERB_AFTER.test(after) &&
      !/\s(?:or|nor)\s/.test(` ${after}`)
    )
      continue;
    if (m[0].trim() === 'not' && INABILITY.test(after) && CAN.test(before.slice(0, m.index))) continue;
    // "can't reach up without a catch of pain": what comes only with the doing is there, denied by neither word.
    if (m[0].trim() === 'without' && CANNOT_DO.test(before.slice(0, m.index + 1))) continue;
    if (m[0].trim() === 'not' && CAN.test(before.slice(0, m.index)) && DOING_WITHOUT.test(after)) continue;
    if (m[0].trim() === 'no' && ABSENCE_SPANNED.test(after)) continue;
    yield { at: from + m.index, cue: m[0].trim(), after };
  }
}

/**
 * Whether the phrase found at [start, end) of the normalized text is affirmed, denied or hedged. `affirmed`
 * are the spans of phrases read before as symptoms, whose own negation words deny nothing after a comma.
 */
export function polarityAt(norm: string, start: number, end: number, affirmed: readonly Span[] = []): Polarity {
  const before = norm.slice(clauseStart(norm, start), start + 1);
  if (UNCERTAIN.test(before) || ASKED.test(before)) return 'uncertain';
  for (const { at, cue, after } of denyingCues(norm, start, affirmed)) {
    // "red eyes without discharge, cracked lips": "without" denies its own item, not the list after it
    // (but "without fever, cough or rash" denies all three).
    if (cue === 'without' && after.includes(' , ')) {
      const sentenceEnd = norm.indexOf(' . ', start);
      if (!/\s(?:or|nor)\s/.test(norm.slice(at, sentenceEnd < 0 ? norm.length : sentenceEnd))) continue;
    }
    if (statedInList(norm, at, start, end)) continue;
    return 'negated';
  }
  if (POST_NEGATION.test(norm.slice(end))) return 'negated';
  return 'affirmed';
}

/** Where the words that deny the phrase at `start` begin ("no" in "no leg pain"), or null when it is not denied there. */
export function denialStart(norm: string, start: number): number | null {
  let last: number | null = null;
  for (const { at } of denyingCues(norm, start)) last = at;
  return last;
}

const BODY_SUBJECT =
  '(?:left |right |both |other )?(?:neck|lips?|skin|eyes?|legs?|arms?|ankles?|feet|foot|face|tummy|belly|stomach|wee|urine|pee|poos?|stools?|breathing|breath|throat|chest|ears?|nose|knees?|hands?|fingers?|toes?|calf|calves|speech|vision|eyesight|hearing|gums|tongue|voice|nappies|nappy|joints?|hip|shoulder|periods?|temperature)';
/** Words after "is not" that are not the denial of a finding: "isn't stopping", "isn't too bad", "isn't sure". */
const KEEP_AFTER_NOT =
  '(?:stopping|stopped|getting|improving|going|gone|settling|helping|working|easing|better|as|too|that|so|very|really|sure|certain|right|bad|good|great|quite|much|any|the|a|an|just|only|always)';
const FRONTED = new RegExp(
  `(?<=\\s)((?:my|his|her|their|the|its|our|your) ${BODY_SUBJECT}) (is|are|was|were|feels?|felt|looks?|looked|seems?|has been|have been) not (?!${KEEP_AFTER_NOT}\\s)`,
  'g',
);

/**
 * "My neck is not stiff", "her lips aren't blue": the denial moved in front of the words it denies ("not my
 * neck is stiff"), so that the phrasing of the finding is found whole and read as denied. Only for a part of
 * the body or what comes from it, never for what is itself a finding ("the rash isn't itchy" is a rash, "the
 * bleeding isn't stopping" is bleeding).
 */
export function frontDenials(norm: string): string {
  return norm.replace(FRONTED, 'not $1 $2 ');
}
