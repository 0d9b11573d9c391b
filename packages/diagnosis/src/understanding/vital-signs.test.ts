import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase, understand } from '../index.js';
import type { Patient } from '../types.js';

const kb = loadKnowledgeBase();
const read = (text: string, patient?: Partial<Patient>) =>
  Object.fromEntries(understand(kb, text, patient ? { patient } : {}).map((o) => [o.evidence, o.value]));
const ADULT = { age: 40, sex: 'F' } as const;

describe('vital signs as a clinician writes them', () => {
  it.each([
    ['T 38.0 °C', { E_91: true }],
    ['T 38.9 °C', { E_91: true }],
    ['temp of 38.2', { E_91: true }],
    ['febrile to 38.6', { E_91: true }],
    ['temperature 101.3 °F', { E_91: true }],
    ['T 39.0 °C', { E_91: true, high_fever: true }],
    ['T 102.5 F', { E_91: true, high_fever: true }],
    ['afebrile', { E_91: false }],
    ['She is apyrexial.', { E_91: false }],
    ['T 37.4 °C', { E_91: false }],
    ['temperature 99 F', { E_91: false }],
  ] as const)('%s', (text, expected) => expect(read(text, ADULT)).toMatchObject(expected));

  it('reads 37.4 °C as no fever and 37.5 to 37.9 as neither', () => {
    expect(read('T 37.4 °C', ADULT).E_91).toBe(false);
    expect(read('T 37.9 °C', ADULT)).not.toHaveProperty('E_91');
    expect(read('temperature 37.6', ADULT)).not.toHaveProperty('E_91');
    expect(read('T 38.9 °C', ADULT)).not.toHaveProperty('high_fever');
  });

  it('does not read the weather, an angle or a normal reading as a fever', () => {
    expect(read('working on a roof in 40 °C heat', ADULT)).not.toHaveProperty('E_91');
    expect(read('knee flexion to 100 degrees', ADULT)).not.toHaveProperty('E_91');
    expect(read('temperature 36.8 °C', ADULT).E_91).toBe(false);
  });

  it('keeps a fever told in the history when the temperature is normal now', () => {
    expect(read('2 days of fever and rigors. T 37.2 °C.', ADULT).E_91).toBe(true);
    expect(read('Afebrile now, but fever last night.', ADULT).E_91).toBe(true);
  });

  it('does not let a denial before a reading deny it, nor a normal reading deny what follows', () => {
    expect(read('No cough, T 38.5 °C.', ADULT)).toMatchObject({ E_201: false, E_91: true });
    expect(read('T 37.1 °C, RR 30, short of breath', ADULT)).toMatchObject({
      E_91: false,
      laboured_breathing: true,
      E_66: true,
    });
  });

  it('reads a respiratory rate as breathing fast for the age (WHO, APLS, NEWS2)', () => {
    expect(read('RR 24', ADULT)).not.toHaveProperty('laboured_breathing');
    expect(read('RR 25', ADULT).laboured_breathing).toBe(true);
    expect(read('RR 45', { age: 3, sex: 'M' }).laboured_breathing).toBe(true);
    expect(read('RR 35', { age: 3, sex: 'M' })).not.toHaveProperty('laboured_breathing');
    expect(read('RR 58', { age: 0.33, sex: 'F' }).laboured_breathing).toBe(true);
    expect(read('RR 45', { age: 0.33, sex: 'F' })).not.toHaveProperty('laboured_breathing');
    expect(read('respiratory rate 32/min', { age: 8, sex: 'F' }).laboured_breathing).toBe(true);
    expect(read('RR 30')).not.toHaveProperty('laboured_breathing');
  });

  it('reads heart rate, oxygen saturation and blood pressure by their findings', () => {
    expect(read('HR 134, BP 86/50, SpO2 90% on room air', ADULT)).toMatchObject({
      fast_heart_rate_reading: true,
      low_blood_pressure_reading: true,
      low_oxygen_reading: true,
    });
    expect(read('HR 96, BP 128/80, SpO2 97%', ADULT)).not.toHaveProperty('fast_heart_rate_reading');
    expect(read('HR 96, BP 128/80, SpO2 97%', ADULT)).not.toHaveProperty('low_oxygen_reading');
  });
});
