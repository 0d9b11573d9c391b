/** Parts of the body a case note gives a side to with a bare "L" or "R". */
const SIDED_PARTS =
  '(?:arm|forearm|elbow|wrist|hand|fingers?|thumb|shoulder|hip|thigh|knee|leg|calf|shin|ankle|foot|feet|heel|toes?|big toe|eye|ear|side|chest|breast|testis|testicle|groin|loin|flank|temple|cheek|jaw|nostril|buttock|scapula|shoulder blade|tonsil|1st mtp|first mtp)';

/**
 * A clinician's notation the reader did not know, spelled out in the words it does ("his R foot" → "his right
 * foot", "tender distal radius" → "tender wrist"). Applied to normalized text after the other case-note words, so
 * negation stays where it was written. Each pattern has one meaning in a case note:
 * - a bare L or R before a part of the body is its side;
 * - the distal radius is the wrist (a Colles fracture: Oxford Handbook of Emergency Medicine);
 * - fingers or toes "warm and sensate", "neurovascularly intact", report normal circulation and feeling, not a
 *   complaint of the fingers (so they are dropped);
 * - one side of the pelvis is that side of the lower belly (RANZCOG acute pelvic pain);
 * - landing and pivoting or twisting in sport is a twisting injury, not a plane's landing (MSK guidelines: knee);
 * - the first MTP joint is the big toe joint (gout: Murtagh); an inverted ankle is a rolled one (ankle sprain);
 * - a stocking distribution is both feet (peripheral neuropathy: Murtagh);
 * - circumcorneal injection or a ciliary flush is redness around the coloured part of the eye (RANZCO uveitis);
 * - tragal tenderness is pain when the ear is pulled (otitis externa: eTG);
 * - a lump in front of the ear told with a red eye is a preauricular lymph node, not the parotid (adenoviral
 *   conjunctivitis: RANZCO red eye).
 */
const CLINICAL_NOTATION_2: readonly [pattern: string, words: string][] = [
  // A lone "r" is read as texting's "are" before this: "his are foot" is "his right foot".
  [`(?<=\\s)r(?= (?:${SIDED_PARTS})\\b)|(?<=\\s(?:my|his|her|their|the|your) )are(?= (?:${SIDED_PARTS})\\b)`, 'right'],
  [`(?<=\\s)l(?= (?:${SIDED_PARTS})\\b)`, 'left'],
  ['distal radius|distal radial|radial styloid', 'wrist'],
  [
    '(?:(?:fingers|toes|hand|foot|limb) (?:are |is )?(?:warm(?:,)? (?:and )?(?:sensate|well perfused|pink)|neurovascularly intact|nv intact)|distally neurovascularly intact|neurovascularly intact)',
    '',
  ],
  ['(left|right) side of (?:the |my |his |her |their )?pelvis|pelvis on the (left|right)', '$1$2 lower belly'],
  [
    'landing (?:and|then) (?:pivoting|twisting|turning)|landed (?:awkwardly )?and (?:pivoted|twisted|turned)',
    'twisted',
  ],
  ['(?:1st|first) mtp(?: joint)?', 'big toe joint'],
  ['inverted(?= (?:(?:my|his|her|their|the) )?(?:left |right )?ankle)', 'rolled'],
  ['(?:in )?a stocking(?: and glove)? distribution', 'in both feet'],
  [
    'circumcorneal (?:injection|redness|flush)|ciliary (?:injection|flush)',
    'a red eye with redness around the coloured part',
  ],
  ['tragal tenderness|tender tragus|pain on (?:moving|pulling) the (?:tragus|pinna)', 'pain when the ear is pulled'],
  [
    '(?<=\\beyes?\\b[^.]{0,120})(?:a )?(?:tender |small |swollen )?(?:lump|node|gland) in front of (?:my |his |her |their |the )?(?:left |right )?ear|(?:tender )?pre ?auricular (?:lymph )?(?:node|gland|lymphadenopathy)s?',
    'swollen glands',
  ],
];

const COMPILED = CLINICAL_NOTATION_2.map(([pattern, words]) => [new RegExp(pattern, 'g'), words] as const);

/** Normalized text with these notations of a case note spelled out in words the reader knows. */
export function clinicalNotation2(norm: string): string {
  let t = norm;
  for (const [regex, words] of COMPILED) t = t.replace(regex, words);
  return t.replace(/\s+/g, ' ');
}
