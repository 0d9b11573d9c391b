import type { Sex } from '@telehealth/diagnosis';

/**
 * The sex a description of someone gives without "I'm a …": case notes and referral-style openings
 * ("A 72-year-old diabetic woman has …", "A woman 28 weeks pregnant …", "A tall thin 19-year-old had
 * a pain in his chest") and "I'm 30 weeks pregnant". Asking "what was your sex at birth?" after words
 * that say it costs a turn of the interview and reads as not listening. `t` is normalised text.
 */

/** Up to three describing words before the person ("diabetic", "tall thin"), never a word that starts a clause. */
const DESCRIBING =
  '(?:(?!(?:with|and|who|has|had|is|was|of|in|at|from|a|an|the|his|her|my|their|to)\\b)[a-z]+[\\s-]+){0,3}';
const PERSON = '(woman|female|girl|lady|man|male|guy|boy|gentleman)';
const AGE_OLD = '\\d{1,3}[\\s-]*(?:years?|yrs?|months?|weeks?|days?)[\\s-]*old[\\s-]+';

/** "A 72-year-old diabetic woman", "a woman 35 weeks pregnant", "an elderly man": the person the case is. */
const CASE_PERSON = new RegExp(`^(?:a|an)\\s+${DESCRIBING}(?:${AGE_OLD}${DESCRIBING})?${PERSON}\\b`);
/** "… a 57-year-old overweight man …" anywhere in the words. */
const AGED_PERSON = new RegExp(`\\b${AGE_OLD}${DESCRIBING}${PERSON}\\b`);
/** The words of one speaking of themselves: a description with them is theirs, not a case told about someone. */
const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|me|my|mine|myself|we|our|us)\b/;
const SHE = /\b(?:she|her|hers|herself)\b/;
const HE = /\b(?:he|his|him|himself)\b/;

const GAVE_BIRTH =
  /\b(?:i (?:gave birth|delivered|had (?:my|a|our|the) (?:baby|son|daughter|twins|c-?section|caesarean|cesarean))|since (?:i had|having) (?:my|the) baby|my (?:c-?section|caesarean|cesarean|labour|labor|delivery) (?:was|went))\b/;
const BREASTFEEDING = /\bi(?:'m| am)\s+(?:still\s+|exclusively\s+)?(?:breast-?\s?feeding|nursing)\b/;
/** "My period is late", "my periods have stopped": not "my daughter's period". */
const OWN_PERIOD = /\bmy (?:period|periods|menstrual)\b/;

const SEX_OF: Readonly<Record<string, Sex>> = {
  woman: 'F',
  female: 'F',
  girl: 'F',
  lady: 'F',
  man: 'M',
  male: 'M',
  guy: 'M',
  boy: 'M',
  gentleman: 'M',
};

export function describedSex(t: string): Sex | null {
  // Pregnancy is told of oneself or of the woman the case is: her sex at birth was female.
  if (/\b(?:i am|i'm|i'm currently|i am currently)\s+(?:about\s+)?(?:\d{1,2}\s+weeks?\s+)?pregnant\b/.test(t))
    return 'F';
  // So is a birth, breastfeeding or a period told of oneself: "I had my baby three days ago and both my
  // breasts are full and tight" is a mother's engorgement, not a man's tight chest.
  if (GAVE_BIRTH.test(t) || BREASTFEEDING.test(t) || OWN_PERIOD.test(t)) return 'F';
  if (FIRST_PERSON.test(t)) return null;
  const person = CASE_PERSON.exec(t) ?? AGED_PERSON.exec(t);
  if (person) return SEX_OF[person[1]!] ?? null;
  // A case told about someone ("A 2-year-old at childcare has blisters on his hands"): the pronouns say who.
  if (!/^(?:a|an)\s/.test(t)) return null;
  if (/\bpregnant\b/.test(t)) return 'F';
  const she = SHE.test(t);
  const he = HE.test(t);
  return she === he ? null : she ? 'F' : 'M';
}
