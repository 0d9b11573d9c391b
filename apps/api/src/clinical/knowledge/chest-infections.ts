import { DOXYCYCLINE_RESPIRATORY, IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement } from './types.js';

export const CHEST_INFECTIONS: ConditionManagement[] = [
  {
    condition: 'influenza',
    care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for fever and aches. Stay home until the fever has gone. Antiviral medicine can help if started within 48 hours, especially for people at higher risk, so ask a doctor.',
    seekHelp:
      'you find it hard to breathe, have chest pain, a fever for more than 3 days, cannot keep fluids down, or are not improving after 10 days',
    approach:
      'Symptom relief and isolation while febrile. Oseltamivir within 48 hours of onset, or at any time for people at high risk of complications. Confirm with a PCR swab.',
    investigations: [
      {
        name: 'Respiratory viral PCR swab (influenza A/B, SARS-CoV-2, RSV)',
        subtype: 'pathology',
        when: 'to confirm influenza and guide antiviral treatment',
      },
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'if short of breath, chest pain, or fever beyond 5 days (secondary pneumonia)',
      },
      {
        name: 'Full blood count (FBC) and C-reactive protein (CRP)',
        subtype: 'pathology',
        when: 'if not settling after 5 to 7 days',
      },
    ],
    medications: [
      {
        name: 'Oseltamivir',
        dose: '75 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions:
          'Nausea (take with food); reduce the dose when creatinine clearance is below 60 mL/min; rare neuropsychiatric effects.',
        needsMoreInfo:
          'Most useful within 48 hours of onset, or for people at high risk (65 or older, pregnant, chronic heart, lung, kidney or immune disease): confirm onset time and risk factors.',
      },
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 5, note: 'Stay home until at least 24 hours without fever; 3 to 7 days is typical.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'not improving after 5 days, or high risk of complications',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'shortness of breath, chest pain, confusion, or unable to keep fluids down',
      },
    ],
    advice: [
      'Rest, drink plenty of fluids and take paracetamol for fever and aches.',
      'Stay home and away from others, especially older or pregnant people and babies, until you have had no fever for at least 24 hours.',
      'A yearly flu vaccine is the best protection for next season.',
      'Seek urgent care if you become short of breath, have chest pain, feel confused, or cannot keep fluids down.',
    ],
  },
  {
    condition: 'pneumonia',
    care: 'Rest, drink plenty of fluids, and use paracetamol for fever. Most chest infections need a doctor to decide about antibiotics, so a review is worthwhile.',
    seekHelp:
      'you are breathless at rest, have chest pain, cough up blood, feel confused or drowsy, or your lips look blue',
    approach:
      'Community-acquired pneumonia: assess severity (SMART-COP / CORB) — this needs oxygen saturation, respiratory rate and an examination. Low severity: oral amoxicillin for 5 days with review in 48 hours; otherwise hospital.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'to confirm the diagnosis and its extent' },
      { name: 'Full blood count (FBC)', subtype: 'pathology', when: 'baseline' },
      { name: 'C-reactive protein (CRP)', subtype: 'pathology', when: 'baseline, and to follow the response' },
      {
        name: 'Urea, electrolytes and creatinine (UEC)',
        subtype: 'pathology',
        when: 'baseline (severity score and antibiotic dosing)',
      },
      {
        name: 'Sputum microscopy, culture and sensitivity',
        subtype: 'pathology',
        when: 'if productive, before antibiotics when practical',
      },
    ],
    medications: [
      {
        name: 'Amoxicillin',
        dose: '1 g',
        route: 'oral',
        frequency: '8-hourly',
        duration: '5 days',
        cautions: 'Not with penicillin allergy; diarrhoea; review in 48 hours.',
        needsMoreInfo:
          'Confirm no penicillin allergy and low severity: needs oxygen saturation, respiratory rate, blood pressure and confusion status.',
      },
      {
        ...DOXYCYCLINE_RESPIRATORY,
        alternative: true,
        needsMoreInfo: 'For penicillin allergy, or added when an atypical pathogen (Mycoplasma) is suspected.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; fatigue often lasts longer than the cough.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination and oxygen saturation within 24 hours, and review at 48 hours',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'breathlessness at rest, confusion, low blood pressure, oxygen saturation under 92%, or not improving on antibiotics',
      },
    ],
    advice: [
      'Rest, drink plenty of fluids, and take the antibiotic course exactly as prescribed.',
      'You should start to feel better within 2 to 3 days; the cough and tiredness may last a few weeks.',
      'Do not smoke; sit up and take deep breaths several times a day.',
      'Call 000 if you are breathless at rest, have blue lips, chest pain, or become confused or very drowsy.',
    ],
  },
  {
    condition: 'acute_bronchitis',
    care: 'Rest, drink fluids, and use honey and warm drinks for the cough. Antibiotics rarely help bronchitis; the cough can last 2 to 3 weeks. Avoid smoking.',
    seekHelp:
      'you find it hard to breathe, have chest pain, a fever for more than 3 days, cannot keep fluids down, or are not improving after 10 days',
    approach:
      'Acute bronchitis is viral in almost all cases: no antibiotics. Symptom relief; investigate a cough that lasts beyond 3 weeks.',
    investigations: [
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'if the cough lasts beyond 3 weeks, or with blood in the sputum or abnormal chest signs',
      },
      {
        name: 'Full blood count (FBC) and C-reactive protein (CRP)',
        subtype: 'pathology',
        when: 'if fever persists or pneumonia is suspected',
      },
      { name: 'Spirometry', subtype: 'other', when: 'after recovery if wheeze persists (asthma or COPD)' },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 4 days; the cough itself does not mean the person must stay home.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'cough lasting more than 3 weeks, or wheeze',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'breathlessness at rest, coughing blood, or chest pain',
      },
    ],
    advice: [
      'The cough can last up to 3 weeks; antibiotics do not shorten it.',
      'Honey in warm water or tea can ease the cough (not for babies under 12 months).',
      'Do not smoke, and avoid smoky places.',
      'See a doctor if you cough up blood, become short of breath, or the cough lasts more than 3 weeks.',
    ],
  },
  {
    condition: 'whooping_cough',
    care: 'Whooping cough is treated with antibiotics and is very contagious, especially to babies; see a doctor soon and stay away from infants and pregnant women.',
    seekHelp: 'coughing fits make you (or your child) turn blue, stop breathing, or vomit repeatedly: call 000',
    approach:
      'Pertussis: a notifiable disease. Treat within 3 weeks of cough onset to reduce spread; exclude from work, school or childcare until 5 days of antibiotics; protect infants and pregnant contacts.',
    investigations: [
      {
        name: 'Nasopharyngeal swab PCR for Bordetella pertussis',
        subtype: 'pathology',
        when: 'if cough began less than 3 weeks ago',
      },
      { name: 'Bordetella pertussis IgA serology', subtype: 'pathology', when: 'if cough has lasted 2 weeks or more' },
    ],
    medications: [
      {
        name: 'Azithromycin',
        dose: '500 mg on day 1, then 250 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '5 days',
        cautions: 'QT prolongation (known long QT or interacting drugs); gastrointestinal upset.',
      },
      {
        name: 'Clarithromycin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 days',
        cautions: 'Many interactions (statins, warfarin, colchicine); QT prolongation; taste disturbance.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'Exclusion until 5 days of an appropriate antibiotic, or 21 days from cough onset if untreated.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'notification, and prophylaxis and vaccination for household contacts',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'pauses in breathing, blue colour, or an infant with the illness',
      },
    ],
    advice: [
      'Stay away from work, school and others until you have taken 5 days of the antibiotic.',
      'Keep away from babies and pregnant women; household contacts may need antibiotics and a booster vaccine.',
      'The cough may continue for weeks even after treatment; this does not mean you are still infectious.',
      'Call 000 if anyone stops breathing, turns blue, or a baby struggles to feed.',
    ],
  },
  {
    condition: 'bronchiolitis',
    care: 'Offer small, frequent feeds, clear the nose with saline drops, and keep your baby upright for feeds. Most babies improve after 3 to 5 days.',
    seekHelp:
      'your baby struggles to breathe, pauses in breathing, feeds less than half the usual amount, has fewer wet nappies, or looks pale or blue: call 000',
    childhood: true,
    approach:
      'A viral illness of infants: supportive care only (no bronchodilators, corticosteroids or antibiotics). Hospital for poor feeding, breathing difficulty or apnoea.',
    investigations: [
      {
        name: 'Nasopharyngeal respiratory viral PCR (RSV)',
        subtype: 'pathology',
        when: 'only if admitted to hospital',
      },
      {
        name: 'Pulse oximetry at an in-person review',
        subtype: 'other',
        when: 'if breathing is laboured or feeding is reduced',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: "Usually a carer's certificate for a parent; symptoms peak around days 2 to 3.",
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'feeding less than half the usual amount, fewer wet nappies, laboured breathing, pauses in breathing or blue colour',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'review within 24 hours for babies under 3 months or born prematurely',
      },
    ],
    advice: [
      'Offer smaller feeds more often, and clear the nose gently with saline drops before feeds.',
      'Symptoms are usually worst on days 2 to 3 and the cough can last up to 4 weeks.',
      'Keep your baby away from cigarette smoke.',
      'Call 000 if your baby has pauses in breathing, turns blue, is working hard to breathe, or is feeding less than half the usual amount.',
    ],
  },
  {
    condition: 'tuberculosis',
    care: 'A doctor should arrange a chest X-ray and sputum tests soon. Until then, cover your coughs and limit close contact with others.',
    seekHelp: 'you cough up blood or become short of breath',
    approach:
      'Suspected active tuberculosis: a notifiable disease. Confirm with sputum and imaging and refer to the state TB service, which starts and supervises treatment (rifampicin, isoniazid, pyrazinamide, ethambutol). No treatment is started by telehealth.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'now' },
      {
        name: 'Sputum for AFB microscopy, mycobacterial culture and TB PCR (3 samples)',
        subtype: 'pathology',
        when: 'now, early-morning samples',
      },
      {
        name: 'Interferon-gamma release assay (QuantiFERON-TB)',
        subtype: 'pathology',
        when: 'supporting evidence of infection',
      },
      { name: 'HIV serology', subtype: 'pathology', when: 'recommended for everyone with tuberculosis' },
      {
        name: 'Full blood count (FBC), liver function tests (LFT) and UEC',
        subtype: 'pathology',
        when: 'baseline before treatment',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Exclusion until the TB service confirms the person is no longer infectious (usually at least 2 weeks of treatment).',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'State tuberculosis control service / respiratory physician',
        urgency: 'urgent',
        reason: 'suspected active tuberculosis: diagnosis, notification, treatment and contact tracing',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'coughing large amounts of blood or breathlessness at rest',
      },
    ],
    advice: [
      'Until you are assessed, stay home, cover your mouth when coughing, wear a mask around others, and keep rooms well ventilated.',
      'Avoid contact with young children and anyone with a weak immune system.',
      'Tuberculosis is curable with a full course of treatment, which is free in Australia through the state TB service.',
      'Call 000 if you cough up a lot of blood or become very short of breath.',
    ],
  },
];
