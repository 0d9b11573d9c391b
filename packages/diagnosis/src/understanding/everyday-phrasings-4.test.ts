import { describe, it } from 'vitest';
import { loadKnowledgeBase, type EvidenceValue } from '../index.js';
import { expectReading } from '../test-support.js';

const kb = loadKnowledgeBase();

/** What these everyday words are read as: each listed finding with its value; `absent` must not be read at all. */
const CASES: [string, Record<string, EvidenceValue>, string[]?][] = [
  // Blood passed from the back passage is a bleed, not passing urine a lot.
  ['passing a lot of blood from my bottom', { heavy_rectal_bleeding: true, E_179: true }, ['urinary_frequency']],
  ['been passing bright red blood from my back passage, 5 times today', { heavy_rectal_bleeding: true }],
  ['passing some blood from my bum', { E_179: true }, ['heavy_rectal_bleeding']],
  ['I am passing urine a lot', { urinary_frequency: true }],
  ['my bowels have changed and there is blood mixed in', { bowel_habit_change: true, E_179: true }],
  // After a birth: pads soaked, big clots, a smell; without a birth it is not a postpartum bleed.
  [
    'my baby is 2 weeks old and I am soaking a pad every hour',
    { heavy_bleeding_after_birth: true, recent_birth: true },
  ],
  ['soaking a pad every hour on my period', {}, ['heavy_bleeding_after_birth']],
  ['had my son by caesarean 6 days ago and the discharge smells awful', { offensive_lochia: true, recent_birth: true }],
  // A bolus stuck now, not trouble swallowing for months.
  ['a bit of chicken got stuck going down', { food_stuck_now: true }],
  ['I can not swallow anything, not even my own spit', { food_stuck_now: true }],
  ['a child eating grapes who suddenly choked', { choking_episode: true }],
  ['she was playing with beads and started choking', { choking_episode: true }],
  // Angina that now comes at rest.
  ['I get angina on hills but now it comes on when I am just sitting still', { E_14: true }],
  ['chest pain when I run, it goes when I stop', {}, ['E_14']],
  // A raised reading told in pregnancy; the same reading outside pregnancy is not gestational.
  ['I am 30 weeks pregnant and my bp was 150/100 at the chemist', { high_bp_in_pregnancy: true }],
  ['my bp was 150/100 at the chemist', {}, ['high_bp_in_pregnancy']],
  ['feels like a ball down there when I stand', { vaginal_bulge: true }],
  ['electric jolts through my jaw when I chew', { electric_shock_face_pain: true }],
  // Mania told by its deeds; a depression in the past is history, not low mood now.
  ['she has not slept more than 3 hours a night for a week', { elevated_mood: true }],
  ['he had depression years ago', { E_80: true }, ['low_mood']],
  ['I get really sick on ferries', { sick_with_travel: true }],
  ['I hardly ever go out in the sun', { low_sun_exposure: true }],
  ['my last tetanus booster, not sure', { tetanus_overdue: true }],
  ['it hurts deep inside during sex', { pain_during_sex: true }],
  ['my calf goes into a rock hard knot at night', { leg_cramps_night: true }],
  ['ugly twisty purple veins behind my knees', { bulging_leg_veins: true }],
  ['he was scratched by a stray cat', { animal_bite: true }],
  ['every time she plays netball she gets wheezy', { exercise_wheeze: true }],
  ['his snot is green but only from the right nostril', { one_sided_smelly_nasal_discharge: true }],
  // Told as a habit, it has happened before; a trigger of a new illness is not a recurrence.
  ['every time she has a cold her ear gets blocked', { recurrent: true }],
  ['I keep getting ulcers in my mouth', { recurrent: true }],
  ['the headaches come every month', { recurrent: true }],
  ['two attacks in the last six months', { recurrent: true }],
  ['sharp pain every time I breathe in', {}, ['recurrent']],
  ['the cough keeps getting worse', {}, ['recurrent']],
  ['a little lump that looks like a cauliflower', { skin_wart: true }],
  ['my eyes burn and feel gritty, both sides', { dry_eye_feeling: true, both_eyes: true }],
  // The eyes named in one sentence and their burning in the next; a dry eye's worse-by-evening told apart.
  ['my eyes feel gritty. they burn.', { dry_eye_feeling: true }],
  ['my eyes feel sore and gritty, worse at the end of the day', { dry_eye_feeling: true }],
  ['my eyes are sandy and it is worse when reading', { dry_eye_feeling: true }],
  ['my eyes are fine. my knee is worse at the end of the day', {}, ['dry_eye_feeling']],
  ['I see double and it is worse when reading', {}, ['dry_eye_feeling']],
  ['I bruise so easily now', { E_178: true }],
  ['big bruises on my shins from the slightest knock', { E_178: true }],
  ['he wakes at night crying that his legs ache', { night_leg_pains: true }],
  ['my periods have always been awful', { period_pain: true, E_53: true }],
  ['we have been trying for a baby 2 years, no luck', { difficulty_conceiving: true }],
  ['every time I go for a run I get short of breath', { exercise_wheeze: true, recurrent: true }],
  // A painful or swollen lump read as one finding still says pain and a swelling.
  ['a painful swollen lump at the entrance to my vagina', { vulval_swelling: true, E_53: true, E_151: true }],
  ['a lump on my labia', { vulval_swelling: true }, ['E_53', 'E_151']],
  // The back of a heel is the heel, not the back; a slash between words is either.
  ['the back of my heel is sore', { E_53: true, E_55: ['V_23', 'V_24'] }],
  ['back of my heel/ankle sore', { E_53: true, E_55: ['V_23', 'V_24', 'V_34', 'V_35'] }],
  ['sore boobs before my period', { E_55: ['V_159', 'V_160'] }],
  // A word naming something else next to a span ("30 weeks along") does not hide a span elsewhere in the sentence.
  ['red and crusty along the lashes in the mornings, has gone on for months', { duration: 'months' }],
  ['I have smoked for years', {}, ['duration']],
  ['she is 30 weeks along and has had a cough since yesterday', { duration: 'days' }],
];

describe('everyday phrasings, fifth batch', () => {
  it.each(CASES)('%s', (text, expected, absent = []) => {
    expectReading(kb, text, expected, absent);
  });
});
