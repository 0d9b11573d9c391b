import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication } from './types.js';

const SALBUTAMOL: Medication = {
  name: 'Salbutamol 100 micrograms/actuation inhaler with spacer',
  dose: '4 to 12 puffs (1 puff at a time, 4 breaths each)',
  route: 'inhaled',
  frequency: 'every 20 minutes for the first hour if needed, then every 4 hours when required',
  duration: 'until symptoms settle; review within 24 to 48 hours',
  cautions: 'Tremor and a fast heart rate are common; needing it more than every 3 hours means urgent review.',
};

export const LUNGS_AND_AIRWAYS: ConditionManagement[] = [
  {
    condition: 'asthma_attack',
    care: 'Use your reliever puffer (e.g. Ventolin): 4 puffs through a spacer, one at a time, 4 breaths each. Sit upright and stay calm. If there is no improvement, repeat every 4 minutes (asthma first aid).',
    seekHelp: 'you cannot speak in full sentences, your reliever is not helping, or your lips turn blue: call 000',
    approach:
      'Mild to moderate flare-up: reliever via spacer and a short course of oral prednisolone, then review the preventer and the written asthma action plan. Severe features need the emergency department.',
    investigations: [
      {
        name: 'Spirometry with bronchodilator response',
        subtype: 'other',
        when: 'after recovery, to confirm asthma and guide the preventer',
      },
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'only if pneumothorax or pneumonia is suspected or not improving',
      },
    ],
    medications: [
      SALBUTAMOL,
      {
        name: 'Prednisolone',
        dose: '37.5 to 50 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '5 to 10 days (no taper needed)',
        cautions:
          'Raises blood glucose and blood pressure; mood and sleep disturbance; take with food; caution with peptic ulcer or active infection.',
      },
      {
        name: 'Budesonide with formoterol 200/6 micrograms inhaler',
        dose: '1 inhalation',
        route: 'inhaled',
        frequency: 'as needed for symptoms (maximum 12 inhalations a day), or as the asthma action plan says',
        duration: 'ongoing as reliever and preventer',
        cautions:
          'Rinse mouth after use (oral thrush); not for people already taking another long-acting beta-agonist.',
        alternative: true,
        needsMoreInfo: 'Check the current preventer and asthma action plan before changing treatment.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days, depending on how quickly symptoms settle.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'unable to speak in sentences, reliever not helping, drowsiness, blue lips or oxygen saturation under 92%',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'review within 1 to 2 days, inhaler technique and an updated asthma action plan',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'frequent flare-ups or more than one course of prednisolone a year',
      },
    ],
    advice: [
      'Use your reliever with a spacer as prescribed, and follow your written asthma action plan.',
      'Keep taking your preventer every day, even when you feel well.',
      'Avoid your triggers, including smoke; check your inhaler technique with a pharmacist.',
      'Call 000 if you cannot speak in full sentences, your reliever is not helping, your lips turn blue, or you feel drowsy. Give 4 puffs every 4 minutes while waiting.',
    ],
  },
  {
    condition: 'copd_exacerbation',
    care: 'Use your reliever inhaler as your action plan says, rest, and see a doctor today about steroids or antibiotics.',
    seekHelp: 'you are much more breathless than usual, drowsy or confused, or your lips turn blue: call 000',
    approach:
      'Increase the short-acting bronchodilator, oral prednisolone for 5 days, and an antibiotic when sputum is more purulent. Hospital if severe breathlessness, confusion or low oxygen.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'to exclude pneumonia or pneumothorax' },
      {
        name: 'Sputum microscopy, culture and sensitivity',
        subtype: 'pathology',
        when: 'if sputum is purulent or not responding to treatment',
      },
      { name: 'Full blood count (FBC), CRP and UEC', subtype: 'pathology', when: 'if unwell or not improving' },
      { name: 'Spirometry', subtype: 'other', when: 'after recovery, if not done in the last year' },
    ],
    medications: [
      {
        ...SALBUTAMOL,
        dose: '2 to 4 puffs',
        frequency: 'every 3 to 4 hours when required',
        duration: 'during the flare-up',
      },
      {
        name: 'Prednisolone',
        dose: '30 to 50 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '5 days',
        cautions: 'Raises blood glucose; mood and sleep disturbance; take with food.',
      },
      {
        name: 'Amoxicillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '5 days',
        cautions: 'Not with penicillin allergy; diarrhoea.',
        needsMoreInfo:
          'Only if the sputum is more purulent or there are signs of infection; confirm no penicillin allergy.',
      },
      {
        name: 'Doxycycline',
        dose: '200 mg on day 1, then 100 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '5 days in total',
        cautions: 'Take with water, upright, not at bedtime; photosensitivity; not in pregnancy or children under 8.',
        alternative: true,
        needsMoreInfo: 'For penicillin allergy when an antibiotic is indicated.',
      },
    ],
    certificate: { suggestedDays: 5, note: 'Usually 5 to 7 days.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'breathless at rest, confusion, drowsiness, blue lips or chest pain',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'review within 1 to 2 days and a COPD action plan',
      },
      {
        kind: 'specialist',
        to: 'Pulmonary rehabilitation program',
        urgency: 'routine',
        reason: 'after recovery, to reduce future flare-ups',
      },
    ],
    advice: [
      'Use your reliever as prescribed, pace yourself, and try pursed-lip breathing.',
      'Stopping smoking is the most important thing you can do; Quitline is 13 78 48.',
      'Make sure your flu, COVID-19 and pneumococcal vaccines are up to date.',
      'Call 000 if you are breathless at rest, confused or drowsy, or your lips turn blue.',
    ],
  },
  {
    condition: 'bronchiectasis',
    care: 'Keep up airway clearance (breathing exercises, huffing), drink fluids, and see a doctor about antibiotics for a flare.',
    seekHelp:
      'you are breathless at rest, have chest pain, cough up blood, feel confused or drowsy, or your lips look blue',
    approach:
      'An infective exacerbation: sputum culture first, then 14 days of an antibiotic chosen by previous cultures, with daily airway clearance.',
    investigations: [
      {
        name: 'Sputum microscopy, culture and sensitivity (including mycobacteria)',
        subtype: 'pathology',
        when: 'before starting antibiotics',
      },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'if unwell or pneumonia is suspected' },
      {
        name: 'High-resolution CT of the chest',
        subtype: 'imaging',
        when: 'if bronchiectasis has not been confirmed before',
      },
      {
        name: 'Full blood count (FBC) and C-reactive protein (CRP)',
        subtype: 'pathology',
        when: 'if systemically unwell',
      },
    ],
    medications: [
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 mg + 125 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '14 days',
        cautions: 'Not with penicillin allergy; diarrhoea; cholestatic jaundice (rare).',
        needsMoreInfo:
          'Choose by previous sputum results (Pseudomonas needs ciprofloxacin); confirm no penicillin allergy.',
      },
      {
        name: 'Doxycycline',
        dose: '100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '14 days',
        cautions: 'Take with water, upright, not at bedtime; photosensitivity; not in pregnancy or children under 8.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 5, note: 'Usually 3 to 7 days.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'ongoing management and frequent exacerbations',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physiotherapist',
        urgency: 'routine',
        reason: 'airway clearance techniques',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'coughing blood, breathless at rest, or confusion',
      },
    ],
    advice: [
      'Do your airway clearance exercises at least once or twice a day, more during a flare-up.',
      'Take the full course of antibiotics and send a sputum sample first if you can.',
      'Keep your vaccinations up to date and stay active.',
      'Seek urgent care if you cough up blood or become short of breath at rest.',
    ],
  },
  {
    condition: 'spontaneous_pneumothorax',
    care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'A collapsed lung cannot be excluded without a chest X-ray: the emergency department now. No medicine is started remotely.',
    investigations: [{ name: 'Chest X-ray (erect)', subtype: 'imaging', when: 'in the emergency department now' }],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks; no flying until resolved and no scuba diving without specialist clearance.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected spontaneous pneumothorax',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'follow-up after treatment and advice about recurrence',
      },
    ],
    advice: [
      'Go to the nearest emergency department now; call 000 if you are very short of breath or the pain is severe.',
      'Do not fly or scuba dive until a doctor has confirmed the lung has fully healed.',
      'Smoking greatly increases the risk of it happening again.',
    ],
  },
  {
    condition: 'pulmonary_embolism',
    care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected pulmonary embolism: the emergency department now for risk scoring, CT pulmonary angiography and anticoagulation. No medicine is started remotely.',
    investigations: [
      { name: 'CT pulmonary angiogram', subtype: 'imaging', when: 'in hospital' },
      { name: 'D-dimer', subtype: 'pathology', when: 'in hospital, only when the pre-test probability is low' },
      { name: 'ECG', subtype: 'other', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 1 to 3 weeks, guided by the treating hospital.' },
    referrals: [
      { kind: 'emergency', to: 'Emergency department', urgency: 'immediate', reason: 'suspected pulmonary embolism' },
    ],
    advice: [
      'Go to the emergency department now. Call 000 if you are short of breath at rest, have chest pain, cough blood or feel faint.',
      'Do not drive yourself.',
    ],
  },
  {
    condition: 'lung_cancer',
    care: 'These symptoms need tests such as a chest X-ray or CT scan. A doctor can arrange them and a specialist referral without delay.',
    seekHelp: 'you cough up blood, become short of breath, or have chest pain',
    approach:
      'Possible lung cancer: urgent imaging and referral to a respiratory physician or lung cancer clinic; no treatment by telehealth beyond symptom relief.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'now' },
      { name: 'CT of the chest with contrast', subtype: 'imaging', when: 'now, or if the X-ray is abnormal' },
      { name: 'Full blood count (FBC), UEC, liver function tests and calcium', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Longer certificates follow specialist assessment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Respiratory physician (lung cancer clinic)',
        urgency: 'urgent',
        reason: 'suspected lung cancer: diagnosis and staging',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'coughing large amounts of blood, or breathless at rest',
      },
    ],
    advice: [
      'Please have the scans done promptly; finding the cause early matters.',
      'If you smoke, stopping now helps whatever the result; Quitline is 13 78 48.',
      'Call 000 if you cough up a lot of blood or become very short of breath.',
      'It is normal to feel worried; you can talk to your GP, or call Cancer Council on 13 11 20.',
    ],
  },
  {
    condition: 'sarcoidosis',
    care: 'A doctor can arrange a chest X-ray and blood tests and a specialist referral.',
    seekHelp: 'you become more breathless, have chest pain or palpitations, or your eyes become painful or red',
    approach:
      'Possible sarcoidosis: chest imaging, calcium and lung function, and respiratory physician referral. Mild disease often needs no treatment; NSAIDs for joint pain or erythema nodosum.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'now' },
      { name: 'High-resolution CT of the chest', subtype: 'imaging', when: 'if the X-ray is abnormal' },
      { name: 'Calcium, UEC, liver function tests, FBC and serum ACE', subtype: 'pathology', when: 'baseline' },
      { name: 'Full lung function tests (spirometry and gas transfer)', subtype: 'other', when: 'baseline' },
      { name: 'ECG', subtype: 'other', when: 'baseline (cardiac involvement)' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: '8-hourly with food',
        duration: '1 to 2 weeks',
        needsMoreInfo: 'For joint pain or erythema nodosum; check kidney function and calcium first.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; longer if fatigue is severe.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'confirmation and management of suspected sarcoidosis',
      },
      { kind: 'specialist', to: 'Ophthalmologist', urgency: 'routine', reason: 'eye screening for uveitis' },
    ],
    advice: [
      'Sarcoidosis often settles by itself; tests will show which organs are involved.',
      'See a doctor promptly for eye pain, redness or blurred vision, palpitations or fainting.',
      'Avoid calcium and vitamin D supplements until your calcium level is known.',
    ],
  },
  {
    condition: 'acute_pulmonary_oedema',
    care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Acute pulmonary oedema: call an ambulance now. Treatment (oxygen, nitrates, diuretics, ventilatory support) is in hospital; no medicine is started remotely.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'in hospital' },
      { name: 'ECG and high-sensitivity troponin', subtype: 'other', when: 'in hospital' },
      { name: 'BNP, UEC and FBC', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'From presentation; extend after discharge as the treating team advises.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected acute pulmonary oedema',
      },
      { kind: 'specialist', to: 'Cardiologist', urgency: 'urgent', reason: 'cause of heart failure after discharge' },
    ],
    advice: [
      'Call 000 now. Sit upright with your legs down while you wait; do not lie flat.',
      'Do not drive yourself to hospital.',
    ],
  },
];
