import { MISSPELLINGS } from './misspellings.js';

/** Contractions spelled out, so that "haven't" and "have not" read the same. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'am not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|must|need)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'?d\b/g, 'i would'],
  [/\bi'?ll\b/g, 'i will'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(you|we|they)'ve\b/g, '$1 have'],
  [/'s\b/g, ''],
];

/**
 * Texting shorthand spelled out, so that "pins n needles", "3 yr old" and "since last nite" read as written in
 * full. Applied after punctuation is spaced out; each is a whole word. "r" is "are" only after a plural or a
 * pronoun ("my lips r swelling"), not a clinician's "R eye".
 */
const TEXTING: [RegExp, string][] = [
  [/ n (?=\S)/g, ' and '],
  [/ (you|u|we|they|these|those|[a-z]+s) r (?=\S)/g, ' $1 are '],
  [/ u (?=\S)/g, ' you '],
  [/ ur (?=\S)/g, ' your '],
  [/ (?:thru|thro) /g, ' through '],
  [/ tho /g, ' though '],
  [/ (to)?nite /g, ' $1night '],
  [/ 2(day|nite|night) /g, ' to$1 '],
  [/ wk /g, ' week '],
  [/ wks /g, ' weeks '],
  // "9 wks preg": a pregnancy's weeks, so that they are read as its stage and not as how long it has lasted.
  [/ (\d+ weeks) preg /g, ' $1 pregnant '],
  [/ (\d+) ?(?:yo|y o|yr old|yrs old|year old) /g, ' $1 year old '],
  [/ (\d+) ?(?:yrs|yr) /g, ' $1 years '],
  [/ (\d+) ?hrs? /g, ' $1 hours '],
  [/ mins /g, ' minutes '],
  [/ secs /g, ' seconds '],
  [/ esp /g, ' especially '],
  [/ bf /g, ' boyfriend '],
  [/ gf /g, ' girlfriend '],
  [/ b4 /g, ' before '],
  [/ (?:coz|cos|cuz|bc) /g, ' because '],
  [/ abt /g, ' about '],
  [/ w\/o /g, ' without '],
  [/ w\/ /g, ' with '],
  [/ ppl /g, ' people '],
  [/ (?:pls|plz) /g, ' please '],
  [/ v (?=\S)/g, ' very '],
  [/ rly /g, ' really '],
  [/ (?:sooo+|soo) /g, ' so '],
  [/ (?:nothin|nuthin) /g, ' nothing '],
];

/** The parts of the body, and what comes from them, that a case told about someone gives a possessive. */
const BODY_PARTS =
  'chest|heart|ribs?|rib cage|breast ?bone|back|spine|belly|tummy|stomach|abdomen|bowels?|bladder|pelvis|groin|bottom|anus|' +
  'head|scalp|face|forehead|temples?|cheeks?|jaw|neck|throat|eyes?|eyelids?|vision|ears?|hearing|nose|nostrils?|' +
  'mouth|lips?|tongue|teeth|tooth|gums|voice|breathing|skin|arms?|armpits?|shoulders?|elbows?|wrists?|hands?|fingers?|' +
  'thumbs?|nails?|legs?|thighs?|knees?|shins?|calf|calves|ankles?|feet|foot|heels?|toes?|hips?|joints?|muscles?|' +
  'testicles?|scrotum|penis|vagina|vulva|breasts?|nipples?|periods?|urine|wee|poo|stools?|temperature|pulse|sides?|body';
/**
 * "His chest", "her right ribs", "the front of their knee": a case told about someone reads as the patient's own
 * words ("my chest"), which the phrasings are written in. Only before a part of the body, so "her" as an object
 * ("it woke her up") stays.
 */
const POSSESSIVE_BODY = new RegExp(
  ` (?:his|her|their) (?=(?:(?:left|right|lower|upper|whole|both|top|bottom|inner|outer|front|little|big|private) )*(?:${BODY_PARTS}) )`,
  'g',
);

/**
 * Lower-case text with contractions spelled out, hyphens and most punctuation turned into spaces.
 * Sentence ends (. ! ? ;) become " . " and commas " , " so that clauses can be told apart; "7/10"
 * and decimals are kept; a slash between words ("heel/ankle") is "or".
 */
export function normalize(text: string): string {
  let t = ` ${text.toLowerCase()} `.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  t = t
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/(\d)\.(\d)/g, '$1\u2024$2') // keep decimals through the sentence split
    .replace(/[.!?;]+/g, ' . ')
    .replace(/,/g, ' , ')
    .replace(/\u2024/g, '.')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
    .replace(/[^a-z0-9./,\s]/g, ' ')
    .replace(/([a-z]{3,})\/([a-z]{3,})/g, '$1 or $2') // "heel/ankle": either word, each read as itself
    .replace(/\s+/g, ' ');
  // Twice, so that slips side by side ("sudenly rite") are both spelled right.
  for (let i = 0; i < 2; i++) for (const [pattern, replacement] of MISSPELLINGS) t = t.replace(pattern, replacement);
  // Twice, so that shorthand side by side ("n r") is all spelled out.
  for (let i = 0; i < 2; i++) for (const [pattern, replacement] of TEXTING) t = t.replace(pattern, replacement);
  t = t.replace(POSSESSIVE_BODY, ' my ');
  return ` ${t.trim()} `;
}

/**
 * Where a new clause starts: at a sentence end, at "but", "however" and the like, and at a comma or
 * "and" followed by a new subject (", and I have ..."), and at a comma before a new scene ("..., at home he has ..."), and at a comma before "just" ("no fever, just a cough" tells the cough). Negation does not reach across these.
 */
const CLAUSE_BREAK =
  /\s(?:\.|but|however|although|though|except|apart from|aside from|yet|still|while|whereas|only|after|since|because|before|until)\s|\s(?:and|,) (?=(?:is|are|was|were|has|have|had|gets|got|keeps|seems|feels)\s)|\s, (?=with\s)|\s, (?=just\s)|\s(?:,|and|or|,\s+and)\s(?=(?:i|my|it|its|there|he|she|they|we|the|that|this|now|yes|yeah|yep|his|her|our|your|their|both)\s)|\s(?:and|,\s+and)\s(?=(?:a|an|some)\s)|\s, (?=(?:at|in|on|during|over) (?:home|school|work|kindy|kinder|preschool|day ?care|night|the (?:morning|evening|night|weekend)s?|weekends?) (?:i|he|she|they|we|it|my|his|her)\s)/g;

/** Index where the clause holding `position` starts. */
export function clauseStart(norm: string, position: number): number {
  let start = 0;
  for (const m of norm.matchAll(CLAUSE_BREAK)) {
    const end = m.index + m[0].length;
    if (end <= position + 1) start = end - 1;
    else break;
  }
  return start;
}

/** Sentence-level pieces (split at . ! ? ;), with their offsets in the normalized text. */
export function sentences(norm: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = norm.indexOf(' . '); i >= 0; i = norm.indexOf(' . ', i + 1)) {
    out.push({ start, end: i + 1 });
    start = i + 2;
  }
  out.push({ start, end: norm.length });
  return out.filter((s) => norm.slice(s.start, s.end).trim() !== '');
}
