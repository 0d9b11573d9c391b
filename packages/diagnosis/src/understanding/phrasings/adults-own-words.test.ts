import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../../index.js';
import { expectReading } from '../../test-support.js';

const kb = loadKnowledgeBase();
const DYSPHAGIA = 'E_65';
const DROOPY_EYELID = 'E_172';
const WEAKNESS_WORSE_FATIGUE = 'E_90';
const IV_DRUG_USE = 'E_61';
const PAIN = 'E_53';
const WORSE_COUGH_STRAIN = 'E_221';
const SLEEP_APNOEA_PAUSES = 'E_23';

/** What adults' own words are read as; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Blood streaked in the vomit after many bouts; blood vomited without the bouts is not this.
  [
    'was spewing all night and on the last few chucks there were streaks of bright red blood in it',
    { blood_after_retching: true },
  ],
  ['streaks of blood after all the vomiting', { blood_after_retching: true }],
  ['there is blood on the toilet paper', {}, ['blood_after_retching']],
  // Food and drink that stick on the way down.
  ['both food and drinks feel like they stick behind my breastbone', { [DYSPHAGIA]: true }],
  ['food been getting stuck going down', { [DYSPHAGIA]: true }],
  ['I got stuck in traffic going down the hill', {}, [DYSPHAGIA]],
  // A bulge at an old scar, out with a cough, back lying down.
  [
    "there's a bulge come up along my old c-section scar that pops out when i cough",
    { abdominal_lump: true, past_abdominal_surgery: true },
  ],
  ['it comes out when i cough or strain', { [WORSE_COUGH_STRAIN]: true }],
  ['a little bit of wee comes out when I cough', { stress_leak: true }, [WORSE_COUGH_STRAIN]],
  ['it goes back in when i lie down', { lump_reducible: true }],
  ['the scar on my knee is itchy', {}, ['abdominal_lump']],
  // The same questions over and over, told by the partner.
  ['my husband keeps asking me the same questions over and over', { repetitive_questioning: true }],
  ['she asked us the same things again and again', { repetitive_questioning: true }],
  ['the doctor asked me the same questions as last time', {}, ['repetitive_questioning']],
  // An electric shock in slang.
  ['got a belt off a live wire rewiring the shed', { electric_shock: true }],
  ['I was zapped by the powerpoint', { electric_shock: true }],
  ['my seat belt rubs my neck', {}, ['electric_shock']],
  // Foot drop told as what the foot does.
  ['keep tripping over my own foot, it slaps down when i walk', { leg_weakness: true }],
  ['I tripped over the dog', {}, ['leg_weakness']],
  // Lids that droop, and tire by the afternoon.
  ['by the arvo my eyelids droop', { [DROOPY_EYELID]: true, [WEAKNESS_WORSE_FATIGUE]: true }],
  ['i have to rest my jaw halfway through chewing a steak', { [WEAKNESS_WORSE_FATIGUE]: true }],
  ['by the afternoon I am hungry', {}, [WEAKNESS_WORSE_FATIGUE]],
  // Injecting drugs told in two words; injecting insulin is not.
  ['i inject, no judgement please', { [IV_DRUG_USE]: true }],
  ['I inject insulin twice a day', {}, [IV_DRUG_USE]],
  // Opioids taken beyond the prescription.
  ['started on oxy after my back op and now i cant stop', { opioid_misuse: true }],
  ['I take more endone than prescribed', { opioid_misuse: true }],
  ['I take oxycodone as prescribed after my operation', {}, ['opioid_misuse']],
  // Methamphetamine most weekends, unable to stop though wanting to.
  ['using ice most weekends', { substance_use: true }],
  ['cant seem to stop even though i want to', { cannot_cut_down: true }],
  ['I can not stop coughing', {}, ['cannot_cut_down']],
  // Eating huge amounts in one go.
  ['i keep eating massive amounts in one go', { binge_episodes: true }],
  ['I feel out of control when I eat', { binge_episodes: true }],
  ['I am eating huge amounts of fruit lately', {}, ['binge_episodes']],
  // Moods that swing within hours; the fear of being left.
  ['my moods swing from fine to rage to empty in hours', { emotional_instability: true }],
  ["i'm terrified people will leave me", { emotional_instability: true }],
  // A fasting sugar above normal.
  ['my fasting sugar was 6.4 on a check-up blood test', { blood_test_high_sugar: true }],
  ['my fasting sugar was 5.1', {}, ['blood_test_high_sugar']],
  // An elbow "totally the wrong shape"; stopping the grog cold turkey two days ago.
  ['came off the bike, elbow is totally the wrong shape', { deformity: true }],
  ['stopped the grog cold turkey 2 days ago', { stopped_drinking_shakes: true }],
  ['I quit smoking cold turkey 2 days ago', {}, ['stopped_drinking_shakes']],
  // Weeing every few minutes after the burning; going every few minutes with the trots is not.
  ['burning when i wee and going every 10 min', { dysuria: true, urinary_frequency: true }],
  ['I need to pee very often', { urinary_frequency: true }],
  ['the trots, going every 10 min', {}, ['urinary_frequency']],
  ['my poo is watery and I have to go to the toilet every 20 minutes', {}, ['urinary_frequency']],
  // Calves that cramp after a short walk, not at night.
  ['calves cramp up after a couple of blocks', { leg_pain_walking: true }, ['leg_cramps_night']],
  // Asleep at the lights; breathing that stops between snores is not a collapse.
  ['i nodded off at the lights yesterday', { daytime_sleepiness: true }],
  [
    'the wife says i snore like a chainsaw and sometimes stop breathing',
    { [SLEEP_APNOEA_PAUSES]: true },
    ['stopped_breathing'],
  ],
  ['my baby stopped breathing and went blue', { stopped_breathing: true }],
  // A pressure feeling in the chest is chest pain.
  ['I have a pressure feeling in my chest', { [PAIN]: true }],
  // A stream slow to start at the urinal is not stiff joints.
  ['takes forever to get going at the urinal and then it dribbles', { weak_stream: true }, ['morning_stiffness']],
  ['It takes a while to start peeing', { weak_stream: true }],
  ['it takes me an hour to get going in the morning', { morning_stiffness: true }, ['weak_stream']],
  // Kneeling or leaning on it all day.
  ['i lean on it at my desk all day', { overuse: true }],
  ["i'm a carpet layer", { overuse: true }],
  // Worse lying on it, said of the shoulder named before.
  ['pain in my shoulder, worse lying on it at night', { pain_lying_on_side: true }],
  // "Can't do it without pain" is pain, not its denial; "can walk without pain" still denies it.
  ["can't reach up to the top shelf or hang washing without a catch of pain in my shoulder", { [PAIN]: true }],
  ['I can walk without pain now', { [PAIN]: false }],
];

describe("adults' own words: slang, what they can no longer do, and what others see", () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
