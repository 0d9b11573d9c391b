import type { Sex } from '@telehealth/diagnosis';
import { escapeMarkdown } from '../../domain/markdown-text.js';
import { choices } from '../quick-replies.js';
import { describedSex } from './described-sex.js';
import { advance, stay, type Step, type Turn } from '../turn.js';
import { firstNumber, normalise } from '../words.js';

/** An age in years from "34", "I'm 34", "34 years old", "18 months", "six weeks". */
export function parseAge(text: string): number | null {
  const t = normalise(text);
  const n = firstNumber(t);
  if (n === null) return null;
  if (/\bmonths?\b/.test(t)) return n <= 36 ? Math.round((n / 12) * 10) / 10 : null;
  if (/\bweeks?\b/.test(t)) return n <= 104 ? Math.round((n / 52) * 10) / 10 : null;
  if (/\bdays?\b/.test(t)) return n <= 60 ? 0 : null;
  return Number.isInteger(n) && n >= 0 && n <= 120 ? n : null;
}

export function parseSex(text: string): Sex | null {
  const t = normalise(text);
  if (t === 'f' || /\b(female|woman|women|girl|lady|daughter|mother|mum|mom|wife|sister|grandmother)\b/.test(t))
    return 'F';
  if (t === 'm' || /\b(male|man|men|boy|guy|son|father|dad|husband|brother|grandfather)\b/.test(t)) return 'M';
  return null;
}

/** Years per unit of an age told as "18 months old" or "6 weeks old". */
const AGE_UNIT_YEARS: Readonly<Record<string, number>> = { y: 1, m: 1 / 12, w: 1 / 52, d: 0 };

/** An age told in a unit ("18", "months") in years, to a tenth. */
const inYears = (n: string, unit: string) => Math.round(Number(n) * (AGE_UNIT_YEARS[unit.charAt(0)] ?? 1) * 10) / 10;

/**
 * Age and sex mentioned in passing in a description: "I'm a 34 year old woman with a cough", "a
 * 45-year-old man presents with chest pain", "my 6 week old baby", "28F, burning when I wee".
 */
export function demographicsIn(text: string): { age: number | null; sex: Sex | null } {
  const t = normalise(text);
  // "34 years old", "18-month-old", "34yo", "aged 34", "I'm 34", "45M": not "a 3-year history" or "for 2 years".
  // Not "my 3 week old …", "our 5 year old …" or "my baby is 8 weeks old": someone else's age (someoneElseIn).
  const aged =
    /(?<!\b(?:my|our|his|her|their) |\b(?:baby|son|daughter|child|kid|boy|girl|toddler|newborn|infant) (?:is|was) )\b(\d{1,3})[\s-]*(years?|yrs?|months?|mos?|weeks?|wks?|days?)[\s-]*old\b/.exec(
      t,
    );
  const short = /(?:^|[,;(]\s*)(\d{1,3})\s?([mf])\b(?![\s-]*(?:in|at|of|by|to|tall|away)\b)/.exec(t);
  const plain =
    /\b(\d{1,3})[\s-]*(?:yo|y\/o)\b/.exec(t) ??
    /\b(?:i'm|i am|aged?)\s+(\d{1,3})\b(?![\s-]*(?:weeks?|days?|months?|times?|kg|cm|%|percent|hours?))/.exec(t);
  let age: number | null = null;
  if (aged) age = inYears(aged[1]!, aged[2]!);
  else if (plain) age = Number(plain[1]);
  else if (short) age = Number(short[1]);
  const sexMatch =
    /\b(?:i'm|i am|as) an? (?:\d{1,3}[\s-]*(?:years?|yrs?)?[\s-]*(?:old)?[\s-]*)?(woman|female|girl|lady|man|male|guy|boy)\b/.exec(
      t,
    ) ??
    /\b\d{1,3}[\s-]*(?:years?|yrs?|months?|weeks?|days?)[\s-]*old[\s-]+(?:(?:baby|pregnant|previously well|healthy|fit)\s+)?(woman|female|girl|lady|man|male|guy|boy|gentleman)\b/.exec(
      t,
    );
  const sex = sexMatch ? parseSex(sexMatch[1]!) : short ? (short[2] === 'f' ? 'F' : 'M') : describedSex(t);
  return { age: age !== null && age <= 120 ? age : null, sex };
}

/** Who a parent, partner or carer tells about, and the sex the word gives. */
const RELATIONS: Readonly<Record<string, Sex | null>> = {
  husband: 'M',
  son: 'M',
  boy: 'M',
  dad: 'M',
  father: 'M',
  grandpa: 'M',
  grandfather: 'M',
  brother: 'M',
  boyfriend: 'M',
  wife: 'F',
  daughter: 'F',
  girl: 'F',
  mum: 'F',
  mom: 'F',
  mother: 'F',
  grandma: 'F',
  grandmother: 'F',
  nan: 'F',
  nanna: 'F',
  sister: 'F',
  girlfriend: 'F',
  partner: null,
  baby: null,
  child: null,
  kid: null,
  toddler: null,
  newborn: null,
  infant: null,
  friend: null,
};
const RELATION = Object.keys(RELATIONS).join('|');
/**
 * "My son has …", "my 3 year old daughter is …", "my husband, 67, can't …": the relation is who the
 * symptoms belong to. Not "my husband says I …" or "my mum thinks …": the verb must be one a patient's
 * symptoms are told with.
 */
/** "3 week old", "18-month-old": the age a parent gives before the child. */
const AGE_BEFORE = '(\\d{1,3})[\\s-]*(years?|yrs?|months?|weeks?|days?)[\\s-]*old';
/** The verbs a patient's symptoms are told with. */
const TOLD_WITH =
  "(?:(?:also|just|suddenly|now|still|keeps?) )?(?:is|has|had|'s|was|can't|can not|cannot|couldn't|keeps|kept|woke|got|started|seems|looks|fell|vomited|threw|won't|will not|isn't|hasn't|feels|felt|complains|developed|hit|banged|swallowed|ate|cut|burnt|burned|might|may|gets)\\b";
const TOLD_ABOUT = new RegExp(
  `\\bmy (?:(?:${AGE_BEFORE}|little|baby|teenage|elderly|older|young|youngest|eldest|oldest) )?(${RELATION})(?:,? (?:who is |aged? )?\\(?(\\d{1,3})\\)?,?)? ${TOLD_WITH}`,
);
/** "My 3 week old has a fever": a child told of by age alone. */
const TOLD_ABOUT_BY_AGE = new RegExp(`\\bmy ${AGE_BEFORE} ${TOLD_WITH}`);

/**
 * Someone else's consultation told in the first words: "my husband is 67 and his speech went slurred", "my
 * 3 year old son has a fever". Their sex from the relation, their age when told beside it.
 */
export function someoneElseIn(text: string): { age: number | null; sex: Sex | null } | null {
  const t = normalise(text);
  const byRelation = TOLD_ABOUT.exec(t);
  const m = byRelation ?? TOLD_ABOUT_BY_AGE.exec(t);
  if (!m) return null;
  // "I have a cough and my son has one too": the one speaking told of themselves first.
  if (
    /\bi(?:'ve| have|'m| am| feel| got)\b(?! (?:worried|concerned|scared|writing|asking|here|messaging|not sure|wondering))/.test(
      t.slice(0, m.index),
    )
  )
    return null;
  const after = t.slice(m.index + m[0].length);
  // "My baby is 8 weeks old and I feel I'm not coping": the child's age is the setting, the one speaking the patient.
  if (
    / (?:is|was)$/.test(m[0]) &&
    /^ \d{1,3}[\s-]*(?:years?|months?|weeks?|days?)?(?:[\s-]*old)?(?: now)? (?:,|and|but|so) (?:i|i'm|i've)\b/.test(
      after,
    )
  )
    return null;
  // "My husband is 67 and …": an age right after "is", never "is 3 weeks pregnant" or "has 2 days of …".
  const isAge = /^ (\d{1,3})\b(?![\s-]*(?:weeks?|days?|months?|hours?|times?|kg|cm|%|percent|degrees?|c\b))/.exec(
    after,
  );
  const told = byRelation ? (m[4] ?? (/ is$/.test(m[0]) ? isAge?.[1] : undefined)) : undefined;
  // "My 6 week old baby …": the age the parent gave before the child, in its unit.
  const before = m[1] !== undefined ? inYears(m[1], m[2]!) : undefined;
  // "My baby is 8 weeks old and …": in its unit after "is".
  const isAgeOld = / is$/.test(m[0]) ? /^ (\d{1,3})[\s-]*(years?|months?|weeks?|days?)[\s-]*old\b/.exec(after) : null;
  const years =
    told !== undefined ? Number(told) : (before ?? (isAgeOld ? inYears(isAgeOld[1]!, isAgeOld[2]!) : undefined));
  const age = years !== undefined && years <= 120 ? years : null;
  return { age, sex: byRelation ? (RELATIONS[m[3]!] ?? null) : null };
}

/** "How old is …": the patient, the family member whose profile was chosen, or someone else. */
async function whose(turn: Turn): Promise<{ are: string; your: string }> {
  // Without a chosen profile there is no name to say: the profiles are not read.
  const chosen = turn.state.profileId;
  const profile = chosen ? (await turn.profiles()).find((p) => p.id === chosen) : undefined;
  const typed = profile && profile.relationship !== 'self' ? profile.fullName.trim().split(/\s+/)[0] : null;
  // Said inside the AI's markdown: the name is quoted, never read as markup.
  const first = typed ? escapeMarkdown(typed) : null;
  if (first) return { are: `is ${first}`, your: `${first}'s` };
  return turn.state.forSomeoneElse
    ? { are: 'is the person you are asking for', your: 'their' }
    : { are: 'are you', your: 'your' };
}

export const ageStep: Step = {
  async ask(turn) {
    const s = turn.state;
    if (s.age !== null || s.ageUnknown) return null;
    return { text: `First, how old ${(await whose(turn)).are}?` };
  },
  async answer(turn) {
    const age = parseAge(turn.text);
    if (age !== null) {
      turn.state.age = age;
      return advance();
    }
    if (turn.state.misses === 0)
      return stay({
        text: `Sorry, I didn't catch that. How old ${(await whose(turn)).are}, in years? For example: 34.`,
      });
    turn.state.ageUnknown = true;
    return advance(undefined, "No problem, we'll go on without it.");
  },
};

export const sexStep: Step = {
  async ask(turn) {
    const s = turn.state;
    if (s.sex !== null || s.sexUnknown) return null;
    return {
      text: `And what was ${(await whose(turn)).your} sex at birth? Some conditions are more likely in one or the other.`,
      options: choices(['Female', 'Male']),
    };
  },
  async answer(turn) {
    const sex = parseSex(turn.text);
    if (sex) {
      turn.state.sex = sex;
      return advance();
    }
    if (turn.state.misses === 0)
      return stay({ text: 'Sorry, I missed that. Female or male?', options: choices(['Female', 'Male']) });
    turn.state.sexUnknown = true;
    return advance(undefined, "That's fine, let's carry on.");
  },
};
