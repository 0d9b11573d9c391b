import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these words, told by parents, carers and pregnant women, are read as; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Months of pregnancy counted the patient's way; a month is not a pregnancy when it is of something else.
  ["I'm 6 months gone and feel fine", { preterm_gestation: true, pregnancy_over_20_weeks: true, E_167: true }],
  ['my wife is 8 month pregnant, first baby', { preterm_gestation: true, pregnancy_over_20_weeks: true }],
  ['im 7 and a half months, sudden pain', { preterm_gestation: true }],
  ['she is nine months pregnant', { pregnancy_over_20_weeks: true }, ['preterm_gestation']],
  ['I am 6 months post op from my knee', {}, ['preterm_gestation', 'E_167']],
  ['I have been 6 months off work', {}, ['preterm_gestation', 'E_167']],
  // Early weeks told after the word, or without it.
  ['pregnant 9 week. vomit all day', { pregnancy_under_14_weeks: true, E_167: true }],
  ["I'm about 11 weeks and bleeding", { pregnancy_under_14_weeks: true }],
  ["I'm 10 weeks out from surgery", {}, ['pregnancy_under_14_weeks', 'E_167']],
  ['I had it 8 weeks ago', {}, ['pregnancy_under_14_weeks']],
  // A due date passed, or told as a month.
  ['due date was 3 days ago', { pregnancy_over_20_weeks: true }],
  ["I'm 5 days past my due date", { pregnancy_over_20_weeks: true }],
  ["I'm 5 days overdue", {}, ['pregnancy_over_20_weeks']],
  ['due in march and only just started to feel kicks', { E_167: true }],
  ['my rent is due in march', {}, ['E_167']],
  // Tightenings every few minutes; cramps so told only in a pregnancy.
  ['tightenings have been every 5 minutes for the last hour', { regular_contractions: true }],
  ["I'm pregnant and the cramps are coming every 10 min", { regular_contractions: true }],
  ['I have stomach cramps every 10 minutes since the curry', {}, ['regular_contractions']],
  // A reading of 140/90 or more in a pregnancy; the same reading outside one is not.
  ["I'm 6 months gone and the chemist BP machine said 148/96", { high_bp_in_pregnancy: true }],
  ['the chemist BP machine said 148/96', {}, ['high_bp_in_pregnancy']],
  ['28 weeks pregnant, my bp was 120/75 today', {}, ['high_bp_in_pregnancy']],
  // Tissue passed with the bleeding.
  ['I passed something that looked like a bit of tissue', { pregnancy_heavy_bleeding: true }],
  // A toddler who cries hard then stops breathing; a baby who stops breathing is not that.
  ['he cries really hard and then just stops breathing, goes blue', { breath_holding: true }],
  ['my baby stopped breathing for a few seconds', { stopped_breathing: true }, ['breath_holding']],
  // A child who sits up screaming out of sleep, or remembers nothing of it.
  ['an hour after she goes to sleep she sits up screaming', { night_terrors: true }],
  ['She does not remember it in the morning.', { night_terrors: true }],
  ['I sit up screaming at the football', {}, ['night_terrors']],
  // A fever in a baby a few weeks old, told as a reading or as feeling hot.
  ['my 6 week old feels hot, thermometer says 38.4 under the arm', { fever_in_young_infant: true, E_91: true }],
  ['our newborn is 10 days old and her temp is 38.2', { fever_in_young_infant: true }],
  ['my 6 week old has a rash on his cheeks', {}, ['fever_in_young_infant']],
  // Snot from one side; things put up the nose.
  ['green snot from one side of her nose only for a week', { one_sided_smelly_nasal_discharge: true }],
  ['The discharge is from one nostril only.', { one_sided_smelly_nasal_discharge: true }],
  ['she puts things in her mouth and nose a lot', { object_in_nose: true }],
  // A pause after snoring is a pause in sleep, not an arrest.
  [
    'he snores every night and sometimes he stops breathing for a few seconds then snorts',
    { snoring: true, E_23: true },
    ['stopped_breathing'],
  ],
  // A scrotum getting bigger with the side between.
  ['my scrotum on the right has slowly got bigger', { testicular_swelling: true }],
  // A fleshy growth spreading onto the eye.
  ['a fleshy pink triangle growing onto the clear part of my eye', { growth_on_eye: true }],
  ['A fleshy growth is spreading onto my eye from the inner corner.', { growth_on_eye: true }],
  // A child who cannot see the board.
  ['he squints to read the board and sits really close to the TV', { blurred_vision: true }],
  // Loud work, the television too loud, the ears ringing.
  ["worked in a sawmill 30 years, didn't always wear the earmuffs", { noise_exposure: true }],
  ['my wife says the TV is too loud', { hearing_loss: true }],
  ["I can't follow talk in the pub", { hearing_loss: true }],
  ['Both ears ring.', { tinnitus: true }],
  ['I wear earplugs to sleep', {}, ['noise_exposure']],
  // Seeing or talking to what is not there; messages from the television; the baby not hers.
  ["she's talking to people who aren't there", { hearing_voices: true }],
  ['She sees things that are not there.', { hearing_voices: true }],
  ['says the baby is not ours and someone is sending her messages through the TV', { paranoid_beliefs: true }],
  // A mouth ulcer that will not heal; a sore tongue whose pain lingers is not that.
  [
    "an ulcer on the side of my tongue that's been there about 6 weeks and won't heal",
    { mouth_sore_not_healing: true },
  ],
  ['my tongue is sore and the pain will not go away', {}, ['mouth_sore_not_healing']],
  // A tooth knocked out, which one told between.
  ['he knocked out one of his big front teeth', { tooth_injury: true }],
  // Legs that wake a child at night; a scalp patch of broken hairs and scaly skin.
  ['she wakes up crying at night with pain in both legs', { night_leg_pains: true }],
  ['the hair has broken off short and the skin is scaly on his head', { hair_loss: true }],
  ['a patch on his head where the skin is scaly', { flaky_scalp: true }],
  ['the skin on my elbow is scaly', {}, ['flaky_scalp']],
  // A tender lump in the side of the neck is a gland.
  ['She has a tender lump in her neck.', { E_9: true }],
  ['a lump in his neck that is tender', { E_9: true }],
  // Pain far worse than it looks, the skin going dusky; lips going dusky are not that.
  ['the leg is agony, way worse than it looks', { pain_out_of_proportion: true, E_53: true }],
  ['the skin is going dusky purple', { pain_out_of_proportion: true }],
  ['my lips are going dusky blue', { blue_lips: true }, ['pain_out_of_proportion']],
  // A pop in a pregnancy is the waters; a pop in a knee is an injury.
  ['due in 5 weeks and felt a pop and a gush of water down my legs', { waters_broken: true }, ['pop_at_injury']],
  ['I felt a pop in my knee playing netball', { pop_at_injury: true }, ['waters_broken']],
  // The corners of someone else's mouth; a wisdom tooth half through.
  ["Mum's corners of her mouth are cracked and red", { mouth_corner_cracks: true }],
  ['my wisdom tooth is half through and the gum over it is swollen', { wisdom_tooth_gum: true }],
  // A child who will not move the neck, or holds it stiff.
  ["he won't move his neck, holds it stiff", { neck_stiffness: true }],
  ['she holds her neck stiff and cries', { neck_stiffness: true }],
  ['he moves his neck fine', {}, ['neck_stiffness']],
  ['my neck is stiff and I cannot turn my head', { E_192: true }],
  // A child who will not drink; hearing gone in one ear; others itching too.
  ['She does not want to drink.', { poor_feeding: true }],
  ["she has a cold and doesn't want to eat", {}, ['poor_feeding']],
  ['she pushed her bottle away', { poor_feeding: true }],
  ['My hearing has slowly gone in one ear.', { hearing_loss_one_side: true, hearing_loss: true }],
  ['a couple of other residents are itchy too', { itch_worse_night: true }],
  // An eye that waters, or has gone deep red; yellow spreading down a baby.
  ['My eye waters.', { E_127: true }],
  ['the water bottle is in my eye bag', {}, ['E_127']],
  ['One eye is deep red.', { E_74: true }],
  ['The yellow is spreading down her body.', { jaundice: true }],
];

describe('everyday phrasings, seventh batch: parents, carers and pregnancy in their own words', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
