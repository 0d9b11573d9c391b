/**
 * Plain-English labels for the DDXPlus value codes. Body locations are written with a side placeholder
 * (%) filled with "right" or "left" from the code's (R)/(L) suffix.
 */
const BODY_PARTS: Readonly<Record<string, string>> = {
  'iliac wing': '% hip bone (iliac wing)',
  groin: '% groin',
  axilla: '% armpit',
  tonsil: '% tonsil',
  anus: 'anus (back passage)',
  'back of the neck': 'back of the neck',
  'back of head': 'back of the head',
  biceps: 'front of the % upper arm (biceps)',
  mouth: 'mouth',
  'thyroid cartilage': "Adam's apple (front of the throat)",
  ankle: '% ankle',
  clitoris: 'clitoris',
  coccyx: 'tailbone (coccyx)',
  'cervical spine': 'spine in the neck',
  'thoracic spine': 'upper or middle back (spine)',
  'lumbar spine': 'lower back (spine)',
  commissure: '% corner of the mouth',
  'iliac crest': 'top of the % hip (iliac crest)',
  thigh: '% thigh',
  'lower teeth': '% lower teeth',
  'upper teeth': '% upper teeth',
  'finger (index)': '% index finger',
  'finger (middle)': '% middle finger',
  'finger (ring finger)': '% ring finger',
  'finger (little finger)': '% little finger',
  'top of the head': 'top of the head',
  shoulder: '% shoulder',
  epigastric: 'upper belly, just below the breastbone',
  forearm: '% forearm',
  'dorsal aspect of the hand': 'back of the % hand',
  'dorsal aspect of the foot': 'top of the % foot',
  'dorsal aspect of the wrist': 'back of the % wrist',
  sole: 'sole of the % foot',
  'palmar face of the wrist': 'inside of the % wrist',
  'lateral side of the foot': 'outer edge of the % foot',
  buttock: '% buttock',
  flank: '% side of the belly (flank)',
  'palmar side of the forearm': 'inside of the % forearm',
  'iliac fossa': '% lower belly',
  forehead: 'forehead',
  knee: '% knee',
  'lower gum': 'lower gum',
  'popliteal fossa': 'back of the % knee',
  'upper gum': 'upper gum',
  glans: 'tip of the penis',
  'labia majora': '% outer lip of the vulva (labia majora)',
  'big toe': '% big toe',
  hip: '% hip',
  hymen: 'hymen',
  hypochondrium: '% upper belly, under the ribs',
  'ischio jambier': 'back of the % thigh (hamstring)',
  cheek: '% cheek',
  'internal cheek': 'inside of the % cheek',
  'side of the neck': '% side of the neck',
  'side of the chest': '% side of the chest',
  'bottom lip': 'bottom lip',
  'upper lip': 'upper lip',
  'renal fossa': '% kidney area (loin)',
  uvula: 'uvula (the dangly bit at the back of the throat)',
  jaw: 'jaw',
  chin: 'chin',
  'lower chest': 'lower chest',
  calf: '% calf',
  nose: 'nose',
  occiput: 'base of the skull',
  eye: '% eye',
  scapula: '% shoulder blade',
  ear: '% ear',
  'toe (1)': '% second toe',
  'toe (2)': '% third toe',
  'toe (3)': '% fourth toe',
  'little toe (4)': '% little toe',
  elbow: '% elbow',
  palace: 'roof of the mouth (palate)',
  'posterior chest wall': '% side of the upper back',
  'vaginal wall': '% vaginal wall',
  palm: '% palm',
  penis: 'penis',
  belly: 'belly (tummy)',
  'labia minora': '% inner lip of the vulva (labia minora)',
  pharynx: 'back of the throat',
  'posterior aspect of the ankle': 'back of the % ankle (Achilles)',
  thumb: '% thumb',
  scrotum: 'scrotum',
  breast: '% breast',
  'under the tongue': 'under the tongue',
  'under the jaw': 'under the jaw',
  'upper chest': 'upper chest',
  'above the tongue': 'top of the tongue',
  pubis: 'pubic area',
  heel: '% heel',
  temple: '% temple',
  testicle: '% testicle',
  tibia: '% shin',
  trapezius: 'top of the % shoulder (trapezius)',
  trachea: 'windpipe',
  triceps: 'back of the % upper arm (triceps)',
  urethra: 'urethra (where urine comes out)',
  vagina: 'vagina',
  vermilion: '% edge of the lips',
  'vulval vestibule': 'vulva (entrance of the vagina)',
  nowhere: 'nowhere else',
};

/** Pain character (E_54): the English release translated some French words literally. */
const PAIN_WORDS: Readonly<Record<string, string>> = {
  V_11: 'none of these',
  V_71: 'tearing',
  V_112: 'shooting or stabbing',
  V_154: 'nagging',
  V_161: 'tender (sore to touch)',
  V_179: 'like a knife',
  V_180: 'pulling',
  V_181: 'burning',
  V_182: 'cramping',
  V_183: 'heavy or pressing',
  V_184: 'throbbing',
  V_191: 'violent',
  V_192: 'sharp',
  V_193: 'sickening',
  V_196: 'frightening',
  V_198: 'exhausting',
};

const OTHER_VALUES: Readonly<Record<string, string>> = {
  // Rash colour (E_130)
  V_86: 'dark',
  V_107: 'yellow',
  V_138: 'pale',
  V_156: 'pink',
  V_157: 'red',
  // Travel (E_204)
  V_0: 'North Africa',
  V_1: 'West Africa',
  V_2: 'South Africa',
  V_3: 'Central America',
  V_4: 'North America',
  V_5: 'South America',
  V_6: 'Asia',
  V_7: 'South-East Asia',
  V_8: 'the Caribbean',
  V_9: 'Europe',
  V_13: 'Oceania (Australia, New Zealand, Pacific)',
};

/** Labels of the yes/no style values, per evidence (the default "N" and "NA" mean different things). */
const DEFAULT_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  E_204: { V_10: "No, I haven't travelled" },
  E_130: { V_11: 'no particular colour / not sure' },
  E_131: { V_10: 'No', V_12: 'Yes' },
  E_135: { V_10: 'No', V_12: 'Yes' },
};

/** Ends of the 0–10 scales, so a patient knows which way they run. */
export const SCALE_ENDS: Readonly<Record<string, readonly [string, string]>> = {
  E_56: ['no pain', 'worst pain imaginable'],
  E_58: ['spread out, hard to pin down', 'one precise spot'],
  E_59: ['came on slowly', 'came on suddenly'],
  E_132: ['not swollen', 'very swollen'],
  E_134: ['no pain', 'extremely painful'],
  E_136: ['no itch', 'unbearable itch'],
};

/** A body-location label such as "side of the chest(L)" in plain English: "left side of the chest". */
export function bodyPartLabel(source: string): string {
  const m = /^(.*?)\s*\((R|L)\)$/.exec(source.trim());
  const base = (m?.[1] ?? source).trim().toLowerCase();
  const side = m ? (m[2] === 'R' ? 'right' : 'left') : '';
  const template = BODY_PARTS[base] ?? (side ? `% ${base}` : base);
  return template.replace(/%\s?/, side ? `${side} ` : '').trim();
}

export function optionLabel(
  evidence: string,
  code: string | number,
  source: string | undefined,
  isLocation: boolean,
): string {
  if (typeof code === 'number') {
    const ends = SCALE_ENDS[evidence];
    if (ends && code === 0) return `0 (${ends[0]})`;
    if (ends && code === 10) return `10 (${ends[1]})`;
    return String(code);
  }
  const special = DEFAULT_LABELS[evidence]?.[code];
  if (special) return special;
  if (evidence === 'E_54') return PAIN_WORDS[code] ?? source ?? code;
  if (isLocation) return bodyPartLabel(source ?? code);
  return OTHER_VALUES[code] ?? source ?? code;
}
