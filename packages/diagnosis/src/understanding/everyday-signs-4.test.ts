import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The hallmarks of the fourth set of everyday conditions, in other words than the vignettes use; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A red ring spreading from a tick bite; a scaly ring is not it.
  ['there is a bullseye rash where the tick was', { expanding_red_ring: true }],
  ['an expanding red circle on my leg', { expanding_red_ring: true }],
  ['a ring shaped rash with a scaly edge on my arm', {}, ['expanding_red_ring']],
  // A needlestick or a splash of someone else's blood; a fear of needles is not.
  ['I pricked myself with a dirty syringe', { sharps_exposure: true }],
  ["a patient's blood splashed into my eye", { sharps_exposure: true }],
  ['I am scared of needles', {}, ['sharps_exposure']],
  // Something stuck under the skin.
  ['there is a thorn stuck in my heel', { embedded_object: true }],
  ['a sliver of glass is lodged in my thumb', { embedded_object: true }],
  // A lump above a testicle, not the testicle itself.
  ['a pea sized lump on top of my right testicle', { lump_above_testicle: true, testicular_swelling: true }],
  ['a hard lump in my testicle', {}, ['lump_above_testicle']],
  // Pain under the ball of the foot.
  ['the balls of my feet ache after work', { ball_of_foot_pain: true }],
  ['burning under the ball of my left foot', { ball_of_foot_pain: true }],
  ['it aches underneath the front of my feet', { ball_of_foot_pain: true }],
  // A scar growing past its wound.
  ['my surgery scar keeps growing and is raised', { growing_scar: true }],
  ['a thick raised scar on my shoulder', { growing_scar: true }],
  ['the scar on my knee from the operation has become lumpy and bigger', { growing_scar: true }],
  // A bump that dimples when pinched.
  ['the bump dimples in when I squeeze it', { dimpling_skin_bump: true }],
  // A bright red lump that bleeds at a touch.
  ['a raspberry lump on my lip that bleeds very easily', { bleeding_red_lump: true }],
  ['my mole bled once', {}, ['bleeding_red_lump']],
  // A strawberry mark; a strawberry tongue is not.
  ['a strawberry birthmark on her forehead', { strawberry_mark: true }],
  ['his tongue looks like a strawberry', {}, ['strawberry_mark']],
  // Twitching eyelids and muscles (fasciculations, not the jerking of myoclonus).
  ['my eye lid keeps twitching', { muscle_twitching: true }, ['muscle_jerking']],
  ['my calf muscles have been flickering all week', { muscle_twitching: true }],
  // Yellow patches on the eyelids; yellow eyes are jaundice.
  ['yellowish bumps near my eyelids', { yellow_eyelid_patches: true }],
  ['the whites of my eyes are yellow', {}, ['yellow_eyelid_patches']],
  // A foreskin that will not pull back; one stuck behind the head is paraphimosis.
  ['his foreskin will not pull back', { tight_foreskin: true }],
  ['I have paraphimosis', {}, ['tight_foreskin']],
  // Vulval soreness in the clinician's words.
  ['the doctor said it was vulvovaginitis', { vaginal_itch: true }],
  ['there is vulval redness', { vaginal_itch: true }],
  // A young girl's bath products.
  ['she loves bubble bath', { bath_irritants: true }],
  // Undigested food in a toddler's poo, and too much juice.
  ['there are carrots coming straight through in his nappies', { undigested_food_stools: true }],
  ['he drinks lots of apple juice', { lots_of_juice: true }],
  // Pain in the middle of the cycle; a late period is not.
  ['I get a pain when I ovulate', { midcycle_pain: true }],
  ['it always comes in the middle of my cycle', { midcycle_pain: true }],
  // Sore, damaged nipples when breastfeeding.
  ['my nipples are raw and bleeding', { sore_cracked_nipples: true }],
  // A rash that follows the sun; sunburn is not it.
  ['I get a sun rash every spring', { sun_triggered_rash: true }],
  ['itchy bumps came up after sitting out in the sun', { sun_triggered_rash: true }],
  ['I got sunburnt at the beach', {}, ['sun_triggered_rash']],
];

describe('the hallmarks of the fourth set of everyday conditions', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
