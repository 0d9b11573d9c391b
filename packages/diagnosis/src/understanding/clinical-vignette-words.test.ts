import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import { durationIn } from './durations.js';
import { normalize } from './normalize.js';

const kb = loadKnowledgeBase();
const ADULT = { age: 50, sex: 'M' } as const;
const read = (text: string) =>
  Object.fromEntries(understand(kb, text, { patient: ADULT }).map((o) => [kb.evidence(o.evidence)?.name, o.value]));

describe("a clinician's telling of a case", () => {
  it.each([
    ['PMH: HTN, previous MI.', { ischaemic_heart_disease: true, hypertension: true }],
    [
      'An 80-year-old man with ischaemic heart disease presents with breathlessness.',
      { ischaemic_heart_disease: true },
    ],
    ['Known IHD.', { ischaemic_heart_disease: true }],
    ['Sudden right arm and leg weakness and slurred speech.', { arm_or_leg_weakness_one_side: true }],
    ['Denies previous MI.', { ischaemic_heart_disease: false }],
    ['Pain on coughing.', { worse_cough_strain: true }],
    ['Sharp chest pain eased by sitting forward.', { better_leaning_forward: true }],
    ['Leans forward for relief.', { better_leaning_forward: true }],
    ['Central chest tightness on walking uphill, relieved within 5 minutes of rest.', { chest_pain_exertion: true }],
    ['Recurrent racing heartbeat which starts and stops abruptly.', { palpitations_start_stop_suddenly: true }],
    ['Viral illness a week ago.', { recent_viral_infection: true }],
    ['No nausea, nil visual disturbance, no vomiting.', { nausea: false, blurred_vision: false, vomiting: false }],
    ['Drinks heavily.', { alcohol_excess: true }],
    ['Urine dipstick: blood +++.', { haematuria: true }],
    ['Vomiting and a stool of blood and mucus.', { blood_in_stool: true }],
    ['New temporal headache, pain in the jaw on chewing.', { scalp_tenderness: true }],
    ['Needing 3 pillows at night.', { worse_lying_down: true }],
    ['Previous episodes of biliary colic.', { known_gallstones: true }],
    ['Known shellfish allergy.', { severe_food_allergy: true }],
    ['Meds: recently started oxybutynin.', { new_medicine: true }],
    ['No better after 12 puffs of salbutamol at home.', { reliever_not_helping: true }],
    ['Using his neck muscles to breathe.', { laboured_breathing: true }],
    ['He is sucking in under his ribs to breathe.', { laboured_breathing: true }],
    ['He says he wants to end his life and has a plan.', { suicidal_thoughts: true, suicide_plan: true }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('does not read a denial of misuse, an angle at the bedside or a plan of something else as a finding', () => {
    expect(read('No drug or alcohol misuse.')).not.toHaveProperty('alcohol_excess', true);
    expect(read('SLR positive at 40 degrees on the left.')).not.toHaveProperty('fever');
    expect(read('Knee flexion to 100 degrees.')).not.toHaveProperty('fever');
    expect(read('He has a plan to see his GP next week.')).not.toHaveProperty('suicide_plan');
    expect(read('She recently started walking again.')).not.toHaveProperty('new_medicine');
  });

  it('reads lower and upper abdominal pain at their places', () => {
    expect(read('Bilateral lower abdominal pain.')).toMatchObject({ pain_site: ['V_87', 'V_88', 'V_153'] });
    expect(read('Left lower abdominal pain.')).toMatchObject({ pain_site: ['V_88'] });
    expect(read('Upper abdominal pain.')).toMatchObject({ pain_site: ['V_197'] });
  });
});

describe("the illness's span in a case note", () => {
  const span = (text: string) => durationIn(normalize(text));
  it.each([
    ['Referral: 60-year-old man, smoker with high cholesterol, 2 months of chest tightness on walking.', 'months'],
    ['34M smoker, 2 weeks of pain around the right eye every night, lasting about 45 minutes.', 'weeks'],
    ['A 68-year-old woman presents with years of knee pain and morning stiffness under 30 minutes.', 'months'],
    ['Fever since yesterday; had a generalised seizure lasting 2 min.', 'days'],
    ['A 31-year-old woman at 9 weeks of pregnancy with light bleeding since this morning.', 'hours'],
  ] as const)('%s → %s', (text, expected) => expect(span(text)).toBe(expected));

  it('takes a single episode of minutes as the illness when nothing else tells how long', () => {
    expect(span('Witnessed seizure lasting 2 min, now back to normal.')).toBe('hours');
  });
});
