import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these words are read as; `absent` must not be read. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // A reading from a machine without the words blood pressure; other numbers with a slash are not one.
  ['The machine at the chemist said 168/102 and again 164/100', { E_102: true }],
  ['my home monitor reads 150 over 95 most mornings', { E_102: true }, ['high_blood_pressure_reading']],
  ['the pharmacy machine said 192/118!', { high_blood_pressure_reading: true, E_102: true }],
  ['the chemist said 24/7 opening hours', {}, ['E_102', 'high_blood_pressure_reading']],
  ['my watch said 150 steps', {}, ['E_102']],
  // A quiet baby in a pregnancy; a quiet newborn is not fewer movements.
  ["36 weeks. today I've barely felt her move", { reduced_fetal_movements: true }],
  ["I'm 30 weeks pregnant and he's been really quiet today", { reduced_fetal_movements: true }],
  ['my 6 weeks old son has been quiet today', {}, ['reduced_fetal_movements']],
  // A glucose test in a pregnancy, the weeks before or after; outside one it is not this.
  ['my glucose drink test came back high at 26 weeks', { high_glucose_test: true }],
  ["I'm pregnant and I failed the sugar test", { high_glucose_test: true }],
  ['my glucose test came back high at the GP', {}, ['high_glucose_test']],
  // A prolapse told as a bulge down below.
  ['feels like something is bulging down below', { vaginal_bulge: true }],
  ['I can feel a lump at the entrance when I wipe', { vaginal_bulge: true }],
  ['a lump in my neck is bulging out', {}, ['vaginal_bulge']],
  // A mole that changed, with who noticed it between; its edges and colours.
  ['A mole on my back that my wife noticed has got bigger and darker', { mole_change: true }],
  ['the mole has uneven edges and it is two colours now', { mole_irregular: true }],
  ['my mole has been there for years and has not changed', {}, ['mole_change', 'mole_irregular']],
  // A floater by its shape; flashes at the edge of the vision; a flash of anger is not that.
  ['a big new cobweb floater in my right eye', { flashes_floaters: true }],
  ['flashes at the edge of my vision in the dark', { flashes_floaters: true }],
  ['I get flashes of anger at work', {}, ['flashes_floaters']],
  // Both shoulders and hips stiff; arms that cannot be raised to shave.
  ["I'm stiff as a board in both shoulders and hips every morning", { shoulder_girdle_stiffness: true }],
  ['can hardly lift my arms to shave', { shoulder_girdle_stiffness: true }],
  // Nights without sleep with fast talk or spending; sleepless nights alone are insomnia, not mania.
  ['she hasnt slept for 4 nights, talking nonstop and spent $8000', { elevated_mood: true }],
  ['talking so fast we cant keep up', { elevated_mood: true }],
  ["I haven't slept for 3 nights because of the baby", {}, ['elevated_mood']],
  // Checking and searching as a habit.
  ['I check my body for lumps every day and google every symptom', { health_worry: true }],
  ['last month I was sure I had a brain tumour, this month it is bowel cancer', { health_worry: true }],
  ['I check my car for scratches every day', {}, ['health_worry']],
  // Burned by touching something hot.
  ['grabbed a hot oven tray without a mitt', { burn_injury: true }],
  ['grabbed a tray from the oven, it was cold', {}, ['burn_injury']],
  // Eating small hard food and then a choking fit.
  ['he was eating peanuts and had a huge coughing and choking fit', { choking_episode: true }],
  ['he was eating dinner and had a coughing fit', {}, ['choking_episode']],
  // A wheeze some minutes into sport.
  ['gets really wheezy and coughy about 5 mins into netball', { exercise_wheeze: true }],
  ['wheezy for 5 mins into the night', {}, ['exercise_wheeze']],
  // A calf that cramps every time he walks.
  ['my calf cramps up every time I walk about 200 metres', { leg_pain_walking: true }],
  ['my calf cramps at night in bed', {}, ['leg_pain_walking']],
  // A child woken by sore legs.
  ['she wakes some nights crying her legs hurt', { night_leg_pains: true }],
  // A known colitis by its initials; the letters in another sense are not.
  ['my UC is flaring badly', { E_47: true }],
  ['I study at the UC campus', {}, ['E_47']],
  // A build told without the "and".
  ['tall skinny guy here', { tall_thin_build: true }],
  ['skinny jeans are tall orders', {}, ['tall_thin_build']],
  // Stopping the drink after trying to give it up, across a full stop.
  ['trying to give up the grog. stopped yesterday morning and now im shaky', { stopped_drinking_shakes: true }],
  ['trying to give up smoking. stopped yesterday', {}, ['stopped_drinking_shakes']],
  // The white of the eye told first.
  ['the white of my left eye has a big bright red blood patch', { blood_red_patch_eye: true }],
  ['the white of my eye is itchy', {}, ['blood_red_patch_eye']],
  // A burn that stings is pain; a sting from a bee, or a wee that stings, is not read here as pain.
  ['ran it under cool water for 20 mins. stings', { E_53: true }],
  ['my hand really stings', { E_53: true }],
  ['two bee stings on my arm', {}, ['E_53']],
  // Blood as an adjective of the poo; looser for months.
  ['8 bloody runny poos a day', { bloody_diarrhoea: true, E_51: true }],
  ['a bloody runny nose', {}, ['bloody_diarrhoea']],
  ['my bowels have been looser for about two months', { bowel_habit_change: true }],
  ['my bowels have been looser since the curry', {}, ['bowel_habit_change']],
  // A guess of piles is not a lump at the anus.
  ['dark blood a couple of times. Probably piles.', {}, ['anal_lump']],
  ['I have piles', { anal_lump: true }],
];

describe('own-words hallmarks, fourth batch: machines, quiet babies, moles, floaters, habits of worry', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
