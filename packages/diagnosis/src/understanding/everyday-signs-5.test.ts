import { describe, it } from 'vitest';
import type { EvidenceValue } from '../index.js';
import { loadKnowledgeBase } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** Everyday words that were misread or not read; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A child who does not seem to hear is a hearing loss, whoever he does not hear; a denial before a comma
  // does not reach a new scene ("..., at home he has the TV up loud").
  ['my son doesnt seem to hear her', { hearing_loss: true }],
  ["she doesn't seem to be hearing anything we say", { hearing_loss: true }],
  ["he doesn't hear his teacher", { hearing_loss: true }],
  ['he doesnt seem to hear her, at home he has the tv up really loud', { hearing_loss: true }],
  ['he has the tv up really loud and says what a lot', { hearing_loss: true }],
  ["I don't hear voices", {}, ['hearing_loss']],
  ['no fever, at night she has a cough', { E_91: false, E_201: true }],
  // A pain that won't go away is a constant (nagging) pain; one that goes away with rest is not.
  ["I have pain that won't go away", { E_53: true, E_54: ['V_154'] }],
  ['my back pain wont go away', { E_53: true, E_55: ['V_40'], E_54: ['V_154'] }],
  ['my headache is there all the time', { E_53: true, E_54: ['V_154'] }],
  ['the pain goes away when I rest', { E_53: true }, ['E_54']],
  ["a crushing pain in my chest that won't go away", { E_53: true, E_54: ['V_183'] }],
  // A lump by a joint of the hand or foot is a lump under the skin and a swelling there (a ganglion).
  ['smooth round lump on the back of my wrist, rubbery', { skin_lump: true, E_151: true, E_152: ['V_74', 'V_75'] }],
  ['a bump on top of my foot', { skin_lump: true, E_151: true }],
  ['there is no lump on my wrist', { skin_lump: false }, ['E_151']],
  // Cold to the touch all over (hypothermia); cold and clammy skin is another sign.
  ['his skin is very cold', { cold_to_touch: true }],
  ["he's freezing to touch", { cold_to_touch: true }],
  ['my skin is very cold and clammy', {}, ['cold_to_touch']],
  ['my hands are very cold', {}, ['cold_to_touch']],
  // A child's arm held against the body or supported by the other hand is not being used.
  ['she is holding her arm against her body', { not_using_arm: true }],
  ["he's supporting his arm with his other hand", { not_using_arm: true }],
  ['she is holding her phone against her ear', {}, ['not_using_arm']],
  // Pancreatitis told in everyday words: a pain boring through to the back, eased by sitting forward.
  [
    'severe pain in the top of my gut boring through to my back and i keep vomiting. sitting forward helps a bit',
    { E_55: ['V_187'], E_56: 8, E_57: ['V_40'], tearing_pain_to_back: true, E_33: true },
  ],
  // Exhausted by work: the stress and the exhaustion.
  ["I've been exhausted by work for months", { work_stress: true, E_89: true }],
  ['stressed at work', { work_stress: true }, ['E_89']],
  // One eye that will not close (a facial palsy).
  ['I cannot close one eye', { cannot_close_eye: true }],
  // A cord that fell off is no fall; the lump in the belly button after it is a granuloma's.
  [
    "the cord fell off 3 weeks ago but his belly button is still wet and there's a little pink fleshy lump in it",
    { belly_button_lump_baby: true },
    ['recent_injury'],
  ],
  ['I fell off my bike', { recent_injury: true }],
  // Thick, discoloured mucus from the nose is a coloured nasal discharge.
  ['thick discoloured nasal discharge', { E_182: true, E_181: true }],
  ['my nasal discharge is discoloured', { E_182: true }],
  // Spots seen are in the vision, not on the skin (pre-eclampsia's and migraine's visual disturbance).
  ['34 weeks pregnant with a bad headache and seeing spots', { visual_aura: true }, ['E_129']],
  ['there are black spots in front of my eyes', { visual_aura: true }, ['E_129']],
  ['I have red spots on my arm', { E_129: true }, ['visual_aura']],
  // The greying and the heat before a faint are the faint's warning, not a loss of vision or a fever.
  [
    'she felt hot and sick and her vision went grey first, and she came round',
    { E_148: true },
    ['sudden_vision_loss', 'E_91'],
  ],
  ['before i fainted i felt hot and sick and my vision went grey', { E_159: true }, ['sudden_vision_loss', 'E_91']],
  ['the vision in my left eye suddenly went black', { sudden_vision_loss: true }],
  ['i felt really hot and my neck is stiff', { E_91: true }],
];

describe('everyday signs, fifth set', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => expectReading(kb, text, expected, absent));
});
