import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';

const kb = loadKnowledgeBase();
/** What was read, by finding name ("fever", not its DDXPlus code). */
const named = (text: string, age: number, sex: 'F' | 'M') =>
  Object.fromEntries(
    understand(kb, text, { patient: { age, sex } }).map((o) => [kb.evidence(o.evidence)?.name ?? o.evidence, o.value]),
  );
const read = (text: string) => named(text, 40, 'F');
const readChild = (text: string, age: number) => named(text, age, 'M');

describe("a case stem's medical terms", () => {
  it.each([
    ['right-sided pleuritic chest pain', { worse_deep_breath: true, pain: true }],
    ['pain that is pleuritic', { worse_deep_breath: true }],
    ['productive cough with rusty sputum', { productive_cough: true, cough: true }],
    ['haemoptysis', { coughing_blood: true }],
    ['dyspnoea', { short_of_breath: true }],
    ['photophobia and meningism', { photophobia: true, neck_stiffness: true }],
    ["positive Kernig's sign", { neck_stiffness: true }],
    ['rigors and myalgia', { rigors: true, muscle_aches: true }],
    ['arthralgia', { several_joints_painful: true }],
    ['epistaxis', { nosebleed: true }],
    ['dysphagia', { difficulty_swallowing: true }],
    ['haematemesis and melaena', { vomiting_blood: true, black_stools: true }],
    ['menorrhagia', { heavy_periods: true }],
    ['dysmenorrhoea', { period_pain: true }],
    ['haematuria', { haematuria: true }],
    ['pallor', { pale: true }],
    ['scleral icterus', { jaundice: true }],
    ['coryzal', { runny_nose: true }],
    ['3 days of coryza and cough', { runny_nose: true, cough: true }],
    ['widespread pruritic wheals', { hives: true }],
    ['subcostal recession', { laboured_breathing: true }],
    ['increased work of breathing', { laboured_breathing: true }],
    ['speaking in short phrases only', { cannot_speak_sentences: true }],
    ['cold peripheries and a capillary refill of 4 seconds', { mottled_skin: true }],
    ['inability to close the right eye', { cannot_close_eye: true }],
    ['right-sided facial weakness', { facial_weakness: true }],
    ['jaw claudication', { jaw_pain_weakness: true }],
    ['inability to pass urine', { urinary_retention: true }],
    ['pain on traction of the pinna', { ear_pain_touching: true }],
    ['urine beta-hCG positive', { positive_pregnancy_test: true }],
    ['a spreading, hot, tender, erythematous area on the left shin', { spreading_redness: true }],
    ['a vesicular rash in a band along the left T5 dermatome', { rash_one_side_band: true, blisters: true }],
    ['He has used his salbutamol inhaler every hour with little relief.', { reliever_not_helping: true }],
    ['No limb weakness, no speech disturbance.', { weakness_both_limbs: false, slurred_speech: false }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('reads swollen hands as the finding of a child, not of an adult', () => {
    expect(readChild('a rash and swelling of the hands and feet', 3)).toMatchObject({ swollen_hands_feet: true });
    expect(readChild('cracked lips, rash and swollen hands', 3)).toMatchObject({ swollen_hands_feet: true });
    expect(read('my hands are swollen')).not.toHaveProperty('swollen_hands_feet');
  });

  it('reads feeding half the usual amount as poor feeding in a baby', () => {
    expect(readChild('feeding about half her usual volumes', 0.33)).toMatchObject({ poor_feeding: true });
  });

  it('reads what a "non" denies as not there, never as there', () => {
    expect(read('a 44-year-old non-smoker presents with cough')).toMatchObject({ smoker: false, cough: true });
    expect(readChild('projectile non-bilious vomiting', 0.1)).not.toHaveProperty('vomiting_bile');
    expect(read('non-productive cough')).toMatchObject({ cough: true, productive_cough: false });
    expect(read('palatal petechiae')).not.toHaveProperty('non_blanching_rash');
    expect(read('terminal dribbling')).not.toHaveProperty('drooling');
  });
});

describe('a case told in the third person', () => {
  it('reads what she reports and what he denies', () => {
    expect(read('She reports dysuria and frequency. She denies loin pain or vaginal discharge.')).toMatchObject({
      dysuria: true,
      urinary_frequency: true,
      vaginal_discharge: false,
    });
    // A pain denied in one place is not pain denied everywhere (a belly pain told elsewhere stays).
    expect(read('He denies chest pain, palpitations or syncope.')).toMatchObject({
      palpitations: false,
      fainted: false,
    });
    expect(read('Her mother says she has had a fever and a rash.')).toMatchObject({ fever: true, rash: true });
    expect(read('The child is coryzal and has a barking cough.')).toMatchObject({
      runny_nose: true,
      barking_cough: true,
    });
  });

  it('ends a denial where the case goes on "with"', () => {
    const malaria = read(
      'returned from Papua New Guinea, where he took no malaria prophylaxis, with fever, rigors and myalgia',
    );
    expect(malaria).toMatchObject({ fever: true, rigors: true, muscle_aches: true });
    expect(read('no cough, with fever and rigors')).toMatchObject({ cough: false, fever: true, rigors: true });
    expect(read('without fever, cough or rash')).toMatchObject({ fever: false, cough: false, rash: false });
  });

  it('takes the span of a case stem as how long the illness has lasted, not the age or a single episode', () => {
    expect(
      read('A 72-year-old woman presents with 4 weeks of shoulder aching and stiffness lasting 2 hours').duration,
    ).toBe('weeks');
    expect(read('A 45-year-old man presents with a 3-day history of cough').duration).toBe('days');
    expect(read('one episode of vomiting')).not.toHaveProperty('recurrent');
    expect(read('recurrent episodes of vomiting')).toMatchObject({ recurrent: true });
    // Six weeks without a period is not six weeks of the illness.
    expect(
      read('A 27-year-old woman presents with 6 weeks of amenorrhoea and left iliac fossa pain').duration,
    ).not.toBe('months');
  });
});
