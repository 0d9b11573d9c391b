import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';

const kb = loadKnowledgeBase();
const read = (text: string) => Object.fromEntries(understand(kb, text).map((o) => [o.evidence, o.value]));

describe("clinicians' words", () => {
  it.each([
    ['2 days of dysuria, frequency and urgency', { dysuria: true, urinary_frequency: true, urinary_urgency: true }],
    ['urinary frequency', { urinary_frequency: true }],
    ['denies syncope', { E_159: false }],
    ['presyncopal episodes on standing', { E_82: true }],
    ['rhinorrhoea and sneezing', { E_181: true }],
    ['cervical lymphadenopathy', { E_9: true }],
    ['new diplopia', { E_52: true }],
    ['paraesthesiae in both hands', { E_177: true }],
    ['altered mental status', { E_39: true }],
    ['polydipsia and polyuria', { thirst: true }],
    ['orthopnoea', { E_217: true }],
    ['PR bleeding for a week', { E_179: true }],
    ['generalised pruritus', { E_136: 6 }],
    ['pruritus ani', { anal_itch: true }],
    ['galactorrhoea', { nipple_discharge: true }],
    ['dysarthria', { E_63: true }],
    ['early satiety', { E_161: true }],
    ['hearing loss', { hearing_loss: true }],
    ['anosmia', { E_103: true }],
    ['burning on urination and frequency', { dysuria: true, urinary_frequency: true }],
    ['anorexia and nausea', { E_32: true }],
    ['tonsillar exudate and tender anterior cervical lymph nodes', { tonsil_exudate: true, E_9: true }],
    ['preceded by visual zigzags', { visual_aura: true }],
    ['red itchy eye with sticky yellow discharge and crusting of the eyelashes', { E_74: true, eye_discharge: true }],
    ['purulent nasal discharge', { E_182: true }],
    ['after heavy alcohol intake', { E_78: true }],
    ['self-induced vomiting', { purging: true }],
    ['bright red bleeding on wiping, pain on defecation', { blood_on_paper: true, painful_bowel_motions: true }],
    ['red plaques with silvery scale and nail pitting', { scaly_plaques: true, nail_dystrophy: true }],
    ['honey-coloured crusted sores around the nose', { honey_crusts: true }],
    ['a fluctuant red lump in the armpit', { pus_collection: true }],
    ['numbness and tingling in the thumb, index and middle fingers', { hand_numb_night: true }],
    ['crampy lower abdominal pain starting with each period', { period_pain: true }],
    ['burning retrosternal pain after meals and lying down', { E_215: true, E_217: true }],
    ['rolled his ankle playing basketball', { E_53: true }],
    ['oxygen saturation 88% on room air', { low_oxygen_reading: true }],
    ['BP 80/50, GCS 13', { low_blood_pressure_reading: true, E_39: true }],
    ['heart rate 140', { fast_heart_rate_reading: true }],
    ['I feel dizzy, sick and sweaty', { E_82: true, E_148: true, E_50: true }],
    ['he feels very hot', { E_91: true }],
  ] as const)('%s', (text, expected) => expect(read(text)).toMatchObject(expected));

  it('reads where the pain is, not where it is denied, and a low back as a place', () => {
    const back = read('acute low back pain after lifting, no leg pain, no numbness');
    expect(back.E_53).toBe(true);
    expect(back.E_55).toContain('V_40');
    expect(back.E_55).not.toContain('V_119');
    expect(back.E_55).not.toContain('V_120');
    expect(read('acute low back pain after lifting')).not.toHaveProperty('E_56');
    expect(read('back pain, no pain in my legs').E_55).toEqual(['V_40']);
  });

  it('does not take the place of an illness treated or tested before as where a pain is now', () => {
    const after = read("I finished antibiotics for a chest infection last week and now I've got diarrhoea with cramps");
    expect(after.E_53).toBe(true);
    expect(after).not.toHaveProperty('E_55');
    expect(read('sent for a knee x-ray and my hip aches').E_55 ?? []).not.toContain('V_92');
    expect(read('my chest hurts since the chest infection').E_55).toEqual(['V_101', 'V_29']);
  });

  it('lets "without" deny its own item, or a whole list joined by "or"', () => {
    expect(read('red eyes without discharge, cracked red lips, strawberry tongue')).toMatchObject({
      E_74: true,
      strawberry_tongue: true,
    });
    expect(read('without fever, cough or rash')).toMatchObject({ E_91: false, E_201: false, E_129: false });
  });

  it('reads no danger in ordinary measurements', () => {
    for (const text of ['my sats are 97%', 'BP 120/80', 'my pulse is 72', 'I am 88 years old']) {
      expect(Object.keys(read(text)).filter((k) => k.endsWith('_reading'))).toEqual([]);
    }
  });

  it('leaves words with other meanings alone', () => {
    expect(read('the frequency of my headaches is increasing')).not.toHaveProperty('urinary_frequency');
    expect(read('the water is very hot')).not.toHaveProperty('E_91');
    expect(read('I feel fine but my son is sick')).not.toHaveProperty('E_148');
  });
});
