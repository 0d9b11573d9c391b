/**
 * The shorthand of a case note as a nurse, a pharmacist or a relative who works in health writes it
 * ("45M, 3/7 fever, c/o dysuria, hx of T2DM, UPT neg"), spelled out in the words the reader already knows.
 * Applied to normalized text before the clinicians' terms, so that negation stays where it was written
 * ("nil PV bleeding" → "nil vaginal bleeding"). Each abbreviation here has one meaning in a case note.
 */
const CASE_NOTE_WORDS: readonly [pattern: string, words: string][] = [
  // Spans in the notation of a case note: 3/7 days, 2/52 weeks, 6/12 months, 36/40 weeks of pregnancy.
  ['(?:x|for) (\\d{1,2})/7', 'for $1 days'],
  ['(?:x|for) (\\d{1,2})/52', 'for $1 weeks'],
  ['(?:x|for) (\\d{1,2})/12', 'for $1 months'],
  ['(?<!on |since )(\\d{1,2})/7', '$1 days'],
  ['(\\d{1,2})/52', '$1 weeks'],
  ['(\\d{1,2})/12(?= old)', '$1 months'],
  ['(?<!bp |pressure |blood pressure )(\\d{1,2})/12', '$1 months'],
  [
    '(?:at |g\\d p\\d |g\\d )?([4-9]|[1-3]\\d|4[0-2])(?:\\+\\d)?/40(?: weeks)?(?: pregnant| gestation)?',
    '$1 weeks pregnant',
  ],
  ['(\\d{1,3}) ?y/?o', '$1 year old'],
  ['c/o', 'complains of'],
  ['(?:hx|h/o|pmhx|pmh)(?: of)?', 'history of'],
  ['o/e', 'on examination'],
  // Pregnancy and periods.
  [
    '(?:upt|bhcg|b hcg|hcg|urine pregnancy test)(?: was| is)? (?:neg|negative)|(?:neg|negative) (?:upt|bhcg|b hcg|hcg)',
    'negative pregnancy test',
  ],
  [
    '(?:upt|bhcg|b hcg|hcg)(?: was| is)? (?:pos|positive)|(?:pos|positive) (?:upt|bhcg|b hcg|hcg)',
    'positive pregnancy test',
  ],
  ['(?:reduced|decreased|less|fewer|no|nil|absent) (?:fm|fms|fetal movements?|foetal movements?)', 'baby moving less'],
  // A last period five or more weeks ago is a late one.
  ['lmp (?:was )?(?:[5-9]|[1-3]\\d) weeks ago', 'my period is late'],
  ['lmp', 'last period'],
  ['pv (?:bleed(?:ing)?|spotting|blood loss|loss)|(?:bleeding|spotting) pv', 'vaginal bleeding'],
  ['pv discharge|discharge pv', 'vaginal discharge'],
  ['upsi', 'unprotected sex'],
  ['ocp|coc|combined pill', 'the pill'],
  // Conditions known before.
  ['t1dm|iddm|type 1 dm', 'type 1 diabetes'],
  ['t2dm|dm2|niddm|type 2 dm', 'type 2 diabetes'],
  ['htn', 'high blood pressure'],
  ['bph', 'an enlarged prostate'],
  ['(?<=history of )af', 'atrial fibrillation'],
  // Findings.
  ['soboe', 'short of breath on exertion'],
  ['pnd', 'waking at night gasping for breath'],
  ['bno', 'bowels not opened'],
  ['(?:wt|weight) (?:loss|lost)', 'weight loss'],
  ['loc', 'loss of consciousness'],
  // A generalised or tonic-clonic fit; "shaking fits" alone are as often a fever's rigors.
  [
    'generali[sz]ed (?:shaking |jerking |tonic clonic )?(?:fits?|seizures?|convulsions?)|(?:jerking|tonic clonic|febrile) (?:fits?|seizures?|convulsions?)|gtcs?',
    'seizure',
  ],
  [
    '(?:pain |chest pain )?worse (?:on |with |when )?(?:breathing in|inspiration|deep inspiration)|pain on (?:breathing in|inspiration)',
    'pain worse when i take a deep breath',
  ],
  ['fb(?= sensation| in)', 'foreign body'],
  ['foreign body sensation', 'feels like something in my eye'],
  ['1st mtp(?: joint)?|first mtp(?: joint)?|(?:1st|first) metatarsophalangeal(?: joint)?', 'big toe joint'],
  ['abdo', 'abdomen'],
  ['(?:unable to|can not|not able to) pu|(?:unable to|can not|not able to) pass urine', 'unable to wee'],
  // "Passing a lot of blood" is not urine: "a lot" followed by "of" names what is passed.
  [
    '(?:passing|pass|passed|urinating|voiding) (?:urine |water )?(?:often|frequently|all the time|a lot(?! of)|more often)',
    'weeing more often than usual',
  ],
  [
    '(?:get|gets|getting|got) up (?:at night |in the night |overnight )?to (?:pass urine|pass water|urinate|void)',
    'getting up at night to wee',
  ],
  [
    '(?:feels? )?(?:(?:my |the )?bladder )?(?:does not|not) empty(?:ing)? (?:fully|completely|properly)|incomplete (?:bladder )?emptying',
    'feels like my bladder is not empty',
  ],
  ['(?:unable to|can not|not able to) weight ?bear|non weight bearing|nwb', 'can not bear weight'],
  [
    '(?:leg |limb )?(?:is )?(?:shortened and (?:externally )?rotated|(?:externally )?rotated and shortened)',
    'leg is deformed',
  ],
  // "84F fall at home", "post fall": a fall told as a note.
  [
    '(?:post|after|following|s/p)(?: a)? fall|(?<!will |to |may |might )fall(?= (?:at|from|onto|down|off|in the|on the|out of) )',
    'had a fall',
  ],
  // "knee surgery 2 weeks ago", "op 5/7 ago": an operation not long ago.
  [
    '(?<!had (?:\\w+ )?)(?:\\w+ )?(?:surgery|operation|op)(?= (?:\\d{1,2}|two|three|a few) (?:days|weeks) ago)',
    'had surgery',
  ],
  // "R iliac fossa", "L calf": the side of a part of the body.
  [
    'r(?= (?:iliac|upper|lower|loin|flank|sided|side|calf|leg|arm|eye|ear|knee|hip|shoulder|breast|testicle|testis|scrotal|chest|foot|hand|wrist|ankle|elbow|groin|thigh|buttock|facial|face|neck|tonsil|nostril) )',
    'right',
  ],
  [
    'l(?= (?:iliac|upper|lower|loin|flank|sided|side|calf|leg|arm|eye|ear|knee|hip|shoulder|breast|testicle|testis|scrotal|chest|foot|hand|wrist|ankle|elbow|groin|thigh|buttock|facial|face|neck|tonsil|nostril) )',
    'left',
  ],
];

const COMPILED = CASE_NOTE_WORDS.map(
  ([pattern, words]) => [new RegExp(`(?<=\\s)(?:${pattern})(?=\\s|$)`, 'g'), words] as const,
);

/** Normalized text with the shorthand of case notes spelled out. */
export function caseNoteWords(norm: string): string {
  let t = norm;
  for (const [regex, words] of COMPILED) t = t.replace(regex, words);
  return t.replace(/\s+/g, ' ');
}

/**
 * Symbols a case note uses that normalizing would strip ("N&V", "+ve", "-ve"), spelled out in the raw text
 * first, so that "N&V" is not read as "and v".
 */
export function caseNoteSymbols(text: string): string {
  return text
    .replace(/\b[nN] ?(?:&|\+|\/) ?[vV]\b/g, ' nausea and vomiting ')
    .replace(/\b[dD] ?(?:&|\+|\/) ?[vV]\b/g, ' diarrhoea and vomiting ')
    .replace(/(?:\+ ?ve|\bpos)\b/gi, ' positive ')
    .replace(/(?:(?<![a-z])- ?ve|\bneg)\b/gi, ' negative ')
    .replace(/&/g, ' and ');
}
