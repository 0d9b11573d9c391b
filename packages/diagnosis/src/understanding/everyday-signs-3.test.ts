import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The hallmarks of the third set of everyday conditions, in other words than the vignettes use; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Ringing in the ears told as what the ears have.
  ['my left ear has a high pitched whistling', { tinnitus: true }],
  // Rough bumps like goosebumps; goosebumps from the cold are not.
  ['she has chicken skin on her upper arms', { goosebump_bumps: true }],
  ['tiny rough bumps all over the backs of my arms', { goosebump_bumps: true }],
  // Worn teeth from grinding.
  ['my teeth have worn flat', { worn_teeth: true }],
  // Coming too soon, not a period coming early.
  ['I ejaculate too quickly with my partner', { early_ejaculation: true }],
  ['I have premature ejaculation', { early_ejaculation: true }],
  ['my period came too early this month', {}, ['early_ejaculation']],
  // Razor bumps are ingrown hairs, and spots at the follicles.
  ['I get ingrown hairs on my legs', { ingrown_hairs_shaving: true, follicle_spots: true }],
  ['razor rash on my chin', { ingrown_hairs_shaving: true }],
  // A coated tongue; a sore tongue is not.
  ['my tongue looks furry in the mornings', { coated_tongue: true }],
  ['my tongue is sore', {}, ['coated_tongue']],
  // Bad breath told as the breath smelling.
  ['my breath smelling foul worries me', { bad_taste_mouth: true }],
  // Cherry-red spots that have come over years; a crop of red spots today is not them.
  ['I have lots of raised red spots on my back', { red_dome_spots: true }],
  ['a few little purple dots on her tummy', { non_blanching_rash: true }, ['red_dome_spots']],
  ['tiny red dots on his legs that came up today', {}, ['red_dome_spots']],
  ['campbell de morgan spots on my chest', { red_dome_spots: true }],
  // A tongue-tie, and the feeding it can upset.
  ['the doctor said he is tongue tied', { tongue_tie_seen: true }],
  ['she struggles to latch on', { latch_difficulty: true }],
  ['my nipples are cracked from feeding', { latch_difficulty: true }],
  // Coin-shaped and weeping patches.
  ['coin shaped patches on my legs', { coin_shaped_patches: true, E_129: true }],
  ['the patches are oozing', { weeping_skin: true }],
  // Breast tissue in a boy or man.
  ['I am getting man boobs', { male_breast_swelling: true }],
  ['a sore lump behind my nipple', { male_breast_swelling: true }],
  // A nose blocked on both sides, and polyps seen.
  ['my nose is blocked on both sides', { blocked_nose_both_sides: true }],
  ['there is a grey lump up my nostril', { blocked_nose_both_sides: true }],
  // A ring of bumps, not a scaly ring.
  ['a ring of small bumps on my knuckle', { ring_of_bumps: true }],
  // A thick patch from scratching.
  ['I can not stop scratching my ankle', { thick_scratched_patch: true }],
  ['a leathery patch of skin I keep scratching', { thick_scratched_patch: true }],
  // A moist lump in a baby's belly button.
  ['a little pink lump in her belly button', { belly_button_lump_baby: true }],
  ['his belly button will not dry up', { belly_button_lump_baby: true }],
];

describe('the hallmarks of the third set of everyday conditions', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
