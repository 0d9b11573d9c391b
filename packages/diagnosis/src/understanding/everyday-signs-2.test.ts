import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** The hallmarks of the second set of everyday conditions, in other words than the vignettes use; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A broken jaw numbs the lower lip and chin; a numb upper lip is the cheekbone's nerve instead.
  ['since the fight my bottom lip is numb', { lower_lip_chin_numb: true }, ['cheek_numb']],
  ['my upper lip is numb', {}, ['lower_lip_chin_numb']],
  // An open lock of the jaw, not a clicking jaw.
  ['my mouth is locked open after the dentist', { jaw_stuck_open: true }],
  ['I could not shut my mouth after yawning', { jaw_stuck_open: true }],
  ['my jaw clicks when I open my mouth', {}, ['jaw_stuck_open']],
  // Travel sickness in its everyday names; a plain "I feel sick" is not.
  ['he gets travel sick on the bus', { sick_with_travel: true }],
  ['I feel queasy on ferries', { sick_with_travel: true }],
  ['I feel sick and have a headache', {}, ['sick_with_travel']],
  // Corns and hard skin; not corn the food.
  ['I have a callus under my heel', { hard_skin_on_foot: true }],
  ['thick dead skin on the soles of my feet', { hard_skin_on_foot: true }],
  ['I ate corn flakes for breakfast', {}, ['hard_skin_on_foot']],
  // Skin tags.
  ['a few skin tags in my armpit', { skin_tag_on_stalk: true }],
  ['a little dangly piece of skin on my neck', { skin_tag_on_stalk: true }],
  // The outer thigh, numb or burning.
  ['the outer part of my thigh feels numb and burning', { outer_thigh_numb_burning: true }],
  ['tingling on the outside of my left thigh', { outer_thigh_numb_burning: true }],
  ['my thigh muscle is sore after the gym', {}, ['outer_thigh_numb_burning']],
  // Blood under a nail.
  ['I dropped a weight on my toe and the toenail has turned black', { blood_under_nail: true }],
  ['there is a bruise under my fingernail', { blood_under_nail: true }],
  // Tonsil stones.
  ['I get tonsil stones', { tonsil_stones_seen: true }],
  ['cheesy white bits come out of my tonsils', { tonsil_stones_seen: true }],
  // Coughed up with no place named; coughed-up phlegm is not a stone.
  ['I keep coughing up small smelly white lumps', { tonsil_stones_seen: true }],
  ['I spit out hard little yellow balls', { tonsil_stones_seen: true }],
  ['I am coughing up white phlegm', {}, ['tonsil_stones_seen']],
  // Bad breath told with the breath first.
  ['my breath is bad even after brushing', { bad_taste_mouth: true }],
  ['his breath smells', { bad_taste_mouth: true }],
  // An electric shock, not the electric-shock pains of a nerve.
  ['I was electrocuted at work', { electric_shock: true }],
  ['got shocked by a frayed cable', { electric_shock: true }],
  ['sudden electric shock pains in my cheek', {}, ['electric_shock']],
  // The rash around the mouth, and what brought it on.
  ['a bumpy red rash around my nostrils', { spots_around_mouth: true }],
  ['I have been using hydrocortisone on my face', { face_creams_or_steroids: true }],
  // Brown patches on the face.
  ['dark patches on my forehead', { brown_patches_face: true }],
  ['I have the mask of pregnancy', { brown_patches_face: true }],
  // Foot drop told as what it does, and its cause.
  ['the top of my left foot is numb', { numb_top_of_foot: true }],
  ['I keep tripping and my foot drags', { leg_weakness: true }],
  ['I can not lift my toes up', { leg_weakness: true }],
  ['I always sit with my legs crossed', { legs_crossed_or_squatting: true }],
];

describe('the hallmarks of the second set of everyday conditions', () => {
  for (const [text, expected, absent] of CASES) {
    it(`reads "${text}"`, () => expectReading(kb, text, expected, absent));
  }
});
