/**
 * Clinicians' words, as a referral letter, a nurse's note or a patient who works in health would write
 * them, spelled as the lay words the reader already knows ("otalgia" reads as "earache"). Applied to
 * normalized text, so negation and clauses stay where they were ("denies syncope" → "denies fainting").
 * Only terms with one meaning are here: "erythema" or "vaginal bleeding" say too little on their own.
 */
const CLINICAL_TERMS: readonly [pattern: string, lay: string][] = [
  ['otalgia', 'earache'],
  ['odynophagia', 'pain when swallowing'],
  ['(?:pruritus|pruritis) ani|perianal (?:pruritus|itch(?:ing)?)', 'itchy bottom'],
  ['(?:vulval|vaginal|vulvovaginal|vulvo vaginal) (?:pruritus|pruritis)', 'vaginal itch'],
  ['(?:generali[sz]ed )?(?:pruritus|pruritis)|pruritic skin', 'itchy skin'],
  ['(?:pre ?syncope|near syncope|presyncopal (?:episodes?|symptoms?)|pre syncopal (?:episodes?|symptoms?))', 'nearly fainted'],
  ['syncopal (?:episodes?|attacks?|events?)|syncope', 'fainting'],
  ['rhinorrho?ea', 'runny nose'],
  ['ha?ematochezia|(?:pr|per rectal) bleed(?:ing)?|bright red blood (?:per rectum|pr)|fresh blood per rectum', 'blood in stool'],
  ['paraesth?esiae?|paresth?esias?', 'pins and needles'],
  ['diplopia', 'double vision'],
  ['(?:expressive |receptive )?(?:dysphasia|aphasia)', 'trouble speaking'],
  ['(?:cervical |axillary |inguinal |tender )?(?:lymphadenopathy|lymphadenitis)', 'swollen glands'],
  ['polydipsia', 'really thirsty'],
  ['altered (?:mental status|mental state|conscious state|level of consciousness|mentation)|disorient(?:ed|ation)', 'confused'],
  ['urinary frequency|frequency of (?:micturition|urination|passing urine)|(?<=(?:dysuria|urgency|burning) (?:, |and |, and )?)frequency|frequency(?= (?:, |and |, and )?(?:urgency|dysuria|nocturia))', 'weeing more often than usual'],
  ['emesis', 'vomiting'],
  ['tachypno?eic|tachypno?ea', 'breathing fast'],
  ['galactorrho?ea', 'a discharge from my nipple'],
  ['myalgias?', 'muscle aches'],
  ['(?:poly)?arthralgias?', 'joint pains'],
  ['orthopno?ea', 'breathless when i lie flat'],
  ['paroxysmal nocturnal dyspno?ea', 'wake up gasping for breath at night'],
  ['anosmia', 'lost my sense of smell'],
  ['metrorrhagia|intermenstrual bleeding|inter menstrual bleeding', 'bleeding between periods'],
  ['dysarthria|dysarthric|slurring of speech', 'my speech is slurred'],
  ['(?:easy|unexplained|spontaneous) bruising|bruising easily', 'i bruise easily'],
  ['early satiety', 'i feel full quickly'],
  ['nipple discharge', 'a discharge from my nipple'],
  ['weakness (?:of|in) (?:the )?(left|right) (arm|leg|hand)', 'weakness in my $1 $2'],
];

const COMPILED = CLINICAL_TERMS.map(([pattern, lay]) => [new RegExp(`(?<=\\s)(?:${pattern})(?=\\s)`, 'g'), lay] as const);

/** Normalized text with clinicians' terms in lay words. */
export function layTerms(norm: string): string {
  let t = norm;
  for (const [regex, lay] of COMPILED) t = t.replace(regex, lay);
  return t;
}
