import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * What the eighth batch of case vignettes showed unread, each in other words than the case's, and what must not
 * be read from near misses (`absent`).
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  ['His right foot is cold, pale and numb since lunch', { cold_pale_limb: true }],
  ['She has a white, cold, painful arm', { cold_pale_limb: true }],
  ['Her hands are cold in winter', {}, ['cold_pale_limb']],
  ['He was jerking with his eyes rolling up for a minute', { E_43: true }],
  ['10/7 post LSCS, now heavy PV bleeding with clots', { recent_birth: true, heavy_bleeding_after_birth: true }],
  ['Two weeks after a normal delivery she is tired', { recent_birth: true }, ['heavy_bleeding_after_birth']],
  ['Ferritin 2100 on his bloods', { high_iron_result: true }],
  ['Her iron studies came back really high', { high_iron_result: true }],
  ['Transferrin saturation 64% last month', { high_iron_result: true }, ['low_oxygen_reading']],
  ['Oxygen saturation 88% on air', { low_oxygen_reading: true }],
  ['O/E generalised rigidity and guarding', { peritonism: true }],
  ['His abdomen is hard as a rock', { peritonism: true }],
  ['He has not opened his bowels for six days and is leaking brown fluid into his pad', { faecal_soiling: true }],
  ['A tender lump on the edge of my bottom', { anal_lump: true }],
  ['She has an indwelling catheter and no urine in the bag since this morning', { catheter_not_draining: true }],
  ['Shiny white patches around the vulva', { genital_white_patches: true }],
  ['White patches on my elbows', {}, ['genital_white_patches']],
  ['The skin tears with intercourse', { pain_during_sex: true }],
  ['His head is turned to the left and he can not straighten it', { dystonic_spasm: true }],
  ['He checks the doors and windows 30 times a night', { obsessions: true }],
  ['Got punched on the left ear', { ear_trauma: true }],
  ['My ear hurts and some blood came out', { ear_discharge: true }],
  ['The pain is out of all proportion to the redness', { pain_out_of_proportion: true }],
  ['Painful swelling at the front of the neck', { neck_lump: true }],
  ['She loses her things and never finishes her homework', { poor_concentration: true }],
  ['He screams inconsolably every evening', { evening_crying: true }],
  ['She grabbed the hot iron', { burn_injury: true }],
  ['An itchy rash within her stretch marks', { rash_in_stretch_marks: true }],
  ['My nipples look grazed after feeds', { sore_cracked_nipples: true }],
  ['Her eyes keep rolling upwards since the injection', { E_180: true }],
  ['Numb around the anus and trouble passing urine', { urinary_retention: true }],
  ['Trouble passing urine at night with a weak stream', {}, ['urinary_retention']],
];

describe('readings the eighth batch of case vignettes prompted', () => {
  for (const [text, expected, absent] of CASES) it(text, () => expectReading(kb, text, expected, absent));
});
