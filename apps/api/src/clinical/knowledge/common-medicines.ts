import type { Medication } from './types.js';

/** Medicines several conditions share; a condition adjusts duration or marks one as an alternative. */

export const PARACETAMOL: Medication = {
  name: 'Paracetamol',
  dose: '1 g',
  route: 'oral',
  frequency: 'every 4 to 6 hours when required (maximum 4 g in 24 hours)',
  duration: 'while symptoms last, up to 5 days',
  cautions:
    'Lower the daily maximum (60 mg/kg) in liver disease, heavy alcohol use, malnutrition or weight under 50 kg; avoid doubling up with combination cold and flu products.',
};

// NSAIDs from 20 weeks of pregnancy: TGA safety advisory (fetal kidney impairment and oligohydramnios), AMH.
export const IBUPROFEN: Medication = {
  name: 'Ibuprofen',
  dose: '200 to 400 mg',
  route: 'oral',
  frequency: 'every 6 to 8 hours with food (maximum 1200 mg a day)',
  duration: 'up to 5 days',
  cautions:
    'Avoid with peptic ulcer or gastrointestinal bleeding, kidney impairment, heart failure, NSAID-sensitive asthma, anticoagulants and from 20 weeks of pregnancy (fetal kidney harm).',
};

export const SALINE_NASAL_SPRAY: Medication = {
  name: 'Sodium chloride 0.9% nasal spray',
  dose: '1 to 2 sprays in each nostril',
  route: 'intranasal',
  frequency: 'as often as needed',
  duration: 'while congested',
  cautions: 'No significant cautions; safe in pregnancy.',
};

export const MOMETASONE_NASAL: Medication = {
  name: 'Mometasone furoate 50 micrograms/actuation nasal spray',
  dose: '2 sprays in each nostril (200 micrograms)',
  route: 'intranasal',
  frequency: 'once daily',
  duration: 'at least 4 weeks, then review',
  cautions: 'Nosebleeds and nasal irritation: aim away from the septum; the full effect takes several days.',
};

export const PANTOPRAZOLE: Medication = {
  name: 'Pantoprazole',
  dose: '40 mg',
  route: 'oral',
  frequency: 'once daily, 30 to 60 minutes before breakfast',
  duration: '4 weeks, then step down to the lowest dose that controls symptoms',
  cautions:
    'Long-term use: low magnesium, vitamin B12 deficiency, fractures and C. difficile infection; alarm symptoms need endoscopy rather than a trial of treatment.',
};

export const ASPIRIN_LOADING: Medication = {
  name: 'Aspirin',
  dose: '300 mg',
  route: 'oral, chewed or dispersed in water',
  frequency: 'once, now',
  duration: 'single dose before reaching hospital',
  cautions: 'Not with a true aspirin allergy, active bleeding or a recent bleed on anticoagulants.',
  needsMoreInfo: 'Confirm no aspirin allergy and no active bleeding before advising it.',
};

export const DOXYCYCLINE_RESPIRATORY: Medication = {
  name: 'Doxycycline',
  dose: '100 mg',
  route: 'oral',
  frequency: '12-hourly',
  duration: '5 days',
  cautions:
    'Take with a full glass of water, sitting upright and not at bedtime (oesophageal ulceration); photosensitivity; not in pregnancy or children under 8.',
};
