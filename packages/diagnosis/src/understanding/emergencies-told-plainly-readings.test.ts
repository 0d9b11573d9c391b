import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/**
 * Emergencies told plainly in a case description: bleeding in later pregnancy told as a gush "from the vagina"
 * (RANZCOG antepartum haemorrhage), a pad soaked every half hour after a birth (RANZCOG postpartum haemorrhage),
 * sight lost "nearly all" in one eye (RANZCO sudden loss of vision), lying still because moving hurts (OHCM
 * peritonism), a burn told by how it happened and how large and white it is (eTG burns), a red swelling "behind her
 * ear" told after the place (RCH mastoiditis), the bite of a large black spider told whole (eTG spider bite), a food
 * eaten and the swelling told in the next sentence (ASCIA anaphylaxis), chilblains told as swellings on the toes
 * every winter (DermNet), a squared-off shoulder (Rosen); `absent` must not be read.
 */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  [
    'She is 32 weeks pregnant and has had a sudden gush of bright red bleeding from the vagina.',
    { bleeding_in_pregnancy: true },
  ],
  ['I am 30 weeks pregnant and there is fresh bleeding from my vagina', { bleeding_in_pregnancy: true }],
  ['I have bleeding from my vagina between periods', {}, ['bleeding_in_pregnancy']],
  ['She gave birth six days ago and is soaking a pad every half hour.', { heavy_bleeding_after_birth: true }],
  ['I had my baby a week ago and I am soaking a pad every hour', { heavy_bleeding_after_birth: true }],
  ['I am soaking a pad every hour with my period', { E_145: true }, ['heavy_bleeding_after_birth']],
  ['He suddenly lost nearly all the sight in his left eye.', { sudden_vision_loss: true }],
  ['I suddenly lost most of the vision in my right eye', { sudden_vision_loss: true }],
  ['my tummy really hurts and I am lying completely still because moving makes it worse', { peritonism: true }],
  ['my knee hurts and she lies still because moving makes it worse', {}, ['peritonism']],
  ['He was burned when petrol flared up on a bonfire.', { burn_injury: true }],
  [
    'He was burned in a kitchen fire. Large areas of his chest are blistered and white.',
    { burn_injury: true, serious_burn: true },
  ],
  ['the area behind her ear is red, swollen and tender', { swelling_behind_ear: true }],
  ['his ear sticks out and he has a fever', { swelling_behind_ear: true }],
  ['he was bitten on the hand by a large shiny black spider', { funnel_web_spider: true, spider_bite: true }],
  ['I was bitten on the leg by a spider in the shed', { spider_bite: true }, ['funnel_web_spider']],
  ['She ate a cashew at a party ten minutes ago. Her lips are swelling.', { E_42: true }],
  ['he had some prawns at dinner. Now his tongue is swollen', { E_42: true }],
  ['she ate some almonds yesterday and feels fine', {}, ['E_42']],
  ['She choked while eating peanuts an hour ago. She has been wheezy since.', {}, ['E_42']],
  ['who gave birth nine days ago has barely slept', { recent_birth: true }],
  ['she gave birth nine weeks ago', {}, ['recent_birth']],
  ['itchy, burning, purple-red swellings on her toes every winter', { cold_induced_toe_spots: true }],
  ['red itchy patches on his toes since summer', {}, ['cold_induced_toe_spots']],
  ['His shoulder looks squared off after the fall.', { deformity: true }],
];

describe('emergencies told plainly in a case description', () => {
  it.each(CASES)('%s', (text, expected, absent) => expectReading(kb, text, expected, absent));
});
