import { ASPIRIN_LOADING, IBUPROFEN, PANTOPRAZOLE } from './common-medicines.js';
import type { ConditionManagement, Medication } from './types.js';

const GLYCERYL_TRINITRATE: Medication = {
  name: 'Glyceryl trinitrate 400 micrograms/spray sublingual spray',
  dose: '1 spray (400 micrograms)',
  route: 'under the tongue',
  frequency: 'at the onset of angina; repeat after 5 minutes if needed (maximum 3 sprays)',
  duration: 'ongoing, when required',
  cautions:
    'Sit down first (dizziness, low blood pressure); not within 24 hours of sildenafil or vardenafil or 48 hours of tadalafil; call 000 if pain persists 10 minutes after the first spray.',
};

const METOPROLOL: Medication = {
  name: 'Metoprolol tartrate',
  dose: '25 mg',
  route: 'oral',
  frequency: '12-hourly',
  duration: 'ongoing; titrate to heart rate and symptoms',
  cautions: 'Avoid in asthma, heart block, slow heart rate or decompensated heart failure; do not stop suddenly.',
  needsMoreInfo: 'Needs heart rate, blood pressure and an ECG before starting.',
};

const ACS_ADVICE = [
  'Call 000 now. Do not drive yourself; sit or lie down and rest while you wait.',
  'Chew one 300 mg aspirin now unless you are allergic to aspirin or have been told not to take it.',
  'If you have a glyceryl trinitrate spray, use it as prescribed while you wait.',
];

export const HEART: ConditionManagement[] = [
  {
    condition: 'acute_coronary_syndrome',
    care: 'This could be a heart attack. Call 000 now. If you are not allergic to aspirin, chew one 300 mg tablet while you wait. Do not drive yourself.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Possible acute myocardial infarction: ambulance now, aspirin 300 mg chewed unless contraindicated. ECG within 10 minutes of arrival and troponin are done in hospital.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'by paramedics or within 10 minutes of arriving in hospital' },
      { name: 'High-sensitivity troponin', subtype: 'pathology', when: 'in hospital, repeated per protocol' },
    ],
    medications: [ASPIRIN_LOADING],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 6 weeks after a heart attack; the cardiology team will advise on return to work.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected acute coronary syndrome',
      },
      { kind: 'specialist', to: 'Cardiac rehabilitation program', urgency: 'routine', reason: 'after discharge' },
    ],
    advice: ACS_ADVICE,
  },
  {
    condition: 'unstable_angina',
    care: 'Chest pain at rest needs to be checked in hospital now. Call 000. If you have angina spray, use it as directed while you wait.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Angina at rest or worsening angina is an acute coronary syndrome until proven otherwise: ambulance now, aspirin 300 mg chewed unless contraindicated.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'by paramedics or within 10 minutes of arriving in hospital' },
      { name: 'High-sensitivity troponin', subtype: 'pathology', when: 'in hospital, repeated per protocol' },
    ],
    medications: [ASPIRIN_LOADING],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; longer after a procedure.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'suspected unstable angina (acute coronary syndrome)',
      },
      { kind: 'specialist', to: 'Cardiologist', urgency: 'urgent', reason: 'follow-up after the emergency assessment' },
    ],
    advice: ACS_ADVICE,
  },
  {
    condition: 'stable_angina',
    care: 'Rest and avoid exertion until a doctor has checked your heart, ideally today. Keep a note of when symptoms come and go.',
    seekHelp:
      'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
    approach:
      'Exertional angina: glyceryl trinitrate for attacks, aspirin and risk-factor management, a beta-blocker for prevention, and cardiology assessment (stress testing or CT coronary angiography).',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'now, at an in-person review' },
      {
        name: 'Full blood count (FBC), UEC, fasting lipids, HbA1c and TSH',
        subtype: 'pathology',
        when: 'baseline and risk assessment',
      },
      {
        name: 'CT coronary angiogram or stress echocardiogram',
        subtype: 'imaging',
        when: 'as the cardiologist advises',
      },
    ],
    medications: [
      GLYCERYL_TRINITRATE,
      {
        name: 'Aspirin',
        dose: '100 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Bleeding risk; not with active peptic ulcer or aspirin allergy; caution with anticoagulants.',
        needsMoreInfo: 'Confirm bleeding risk and current medicines (anticoagulants) first.',
      },
      METOPROLOL,
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days while assessment is arranged; avoid heavy exertion meanwhile.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'urgent',
        reason: 'new exertional angina: risk stratification and investigation',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'ECG, blood pressure and cardiovascular risk assessment within a week',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'pain at rest, lasting more than 10 minutes, or not relieved by glyceryl trinitrate',
      },
    ],
    advice: [
      'Stop and rest at the first sign of chest discomfort; use your spray as directed.',
      'Call 000 if the pain comes on at rest, lasts more than 10 minutes, or does not ease with your spray.',
      'Do not smoke; keep blood pressure, cholesterol and blood sugar under control and stay active within your limits.',
    ],
  },
  {
    condition: 'atrial_fibrillation',
    care: 'An irregular heartbeat should be checked by a doctor today with an ECG. Avoid alcohol and caffeine meanwhile.',
    seekHelp:
      'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
    approach:
      'Confirm on ECG. Unstable or new with chest pain, breathlessness or fainting: emergency department. Otherwise rate control, a stroke-risk decision on anticoagulation (CHA2DS2-VA), and a search for causes.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'now, to confirm the rhythm' },
      {
        name: 'TSH, full blood count (FBC), UEC and liver function tests',
        subtype: 'pathology',
        when: 'baseline and causes',
      },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'structural heart disease' },
      { name: 'Holter monitor', subtype: 'other', when: 'if episodes come and go' },
    ],
    medications: [
      METOPROLOL,
      {
        name: 'Apixaban',
        dose: '5 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: 'long term',
        cautions:
          'Use 2.5 mg 12-hourly with two of: age 80 or over, weight 60 kg or less, creatinine 133 micromol/L or more; bleeding risk; interactions (azoles, rifampicin); not in pregnancy or with a mechanical heart valve.',
        needsMoreInfo:
          'Decide from the CHA2DS2-VA score (anticoagulate at 2 or more, consider at 1); needs age, weight, kidney function and bleeding risk.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'chest pain, breathlessness, fainting, or a very fast heart rate',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'urgent',
        reason: 'new atrial fibrillation: rhythm strategy and anticoagulation',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'ECG and examination within a few days',
      },
    ],
    advice: [
      'Avoid alcohol, energy drinks and high caffeine intake, which can trigger episodes.',
      'Call 000 if you have chest pain, shortness of breath, fainting, or new weakness of the face, arm or leg, or trouble speaking.',
      'Keep a note of when episodes happen and how long they last.',
    ],
  },
  {
    condition: 'psvt',
    care: 'Sit down and rest. Bearing down as if straining on the toilet for 15 seconds can sometimes stop a fast heartbeat. Please see a doctor today.',
    seekHelp:
      'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
    approach:
      'Paroxysmal supraventricular tachycardia: vagal manoeuvres (modified Valsalva) for attacks; emergency department if it does not stop or with chest pain or fainting; cardiology for ablation.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'during an episode if possible, and at rest' },
      { name: 'Holter or event monitor', subtype: 'other', when: 'to capture episodes' },
      { name: 'TSH, UEC and magnesium', subtype: 'pathology', when: 'baseline' },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'to exclude structural heart disease' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 2 days.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'an episode lasting more than 15 minutes despite vagal manoeuvres, or with chest pain, breathlessness or fainting',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist (electrophysiology)',
        urgency: 'routine',
        reason: 'recurrent episodes: consideration of catheter ablation',
      },
    ],
    advice: [
      'To stop an episode: sit up, blow hard into a 10 mL syringe or against a closed mouth for 15 seconds, then lie back and have someone raise your legs for 15 seconds.',
      'Limit caffeine, alcohol and energy drinks.',
      'Call 000 if an episode will not stop, or you have chest pain, breathlessness or fainting.',
    ],
  },
  {
    condition: 'myocarditis',
    care: 'Rest and avoid exertion until a doctor has checked your heart, ideally today. Keep a note of when symptoms come and go.',
    seekHelp:
      'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
    emergency: true,
    approach:
      'Suspected myocarditis: emergency department for ECG, troponin and echocardiography, with monitoring for arrhythmia. No medicine is started remotely (avoid NSAIDs until assessed).',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'now, in hospital' },
      { name: 'High-sensitivity troponin, CRP and FBC', subtype: 'pathology', when: 'in hospital' },
      {
        name: 'Echocardiogram and cardiac MRI',
        subtype: 'imaging',
        when: 'in hospital or as the cardiologist advises',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 weeks or more; no competitive sport or strenuous exercise for 3 to 6 months.',
    },
    referrals: [
      { kind: 'emergency', to: 'Emergency department', urgency: 'immediate', reason: 'suspected myocarditis' },
      { kind: 'specialist', to: 'Cardiologist', urgency: 'urgent', reason: 'follow-up and return-to-exercise advice' },
    ],
    advice: [
      'Go to the emergency department now; call 000 if you have chest pain, breathlessness, palpitations or fainting.',
      'Avoid exercise and strenuous activity until a cardiologist says it is safe.',
    ],
  },
  {
    condition: 'pericarditis',
    care: 'A doctor should check your heart with an ECG today. Anti-inflammatory medicine usually helps; rest and avoid exercise until then.',
    seekHelp:
      'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
    approach:
      'Acute pericarditis: ECG and troponin to exclude myocardial involvement, then high-dose NSAID with gastric protection plus colchicine for 3 months, and rest from strenuous exercise.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'now' },
      { name: 'High-sensitivity troponin, CRP, FBC and UEC', subtype: 'pathology', when: 'now' },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'to look for an effusion' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'if breathless or an alternative cause is suspected' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '600 mg',
        frequency: '8-hourly with food',
        duration: '1 to 2 weeks, then taper as pain and CRP settle',
        needsMoreInfo: 'Confirm normal kidney function and no bleeding risk; give with a proton pump inhibitor.',
      },
      {
        name: 'Colchicine',
        dose: '500 micrograms',
        route: 'oral',
        frequency: '12-hourly (once daily if under 70 kg)',
        duration: '3 months',
        cautions:
          'Diarrhoea; reduce in kidney impairment; serious interactions with clarithromycin, azole antifungals, ciclosporin and verapamil; myopathy with statins.',
        needsMoreInfo: 'Needs weight, kidney function and current medicines.',
      },
      { ...PANTOPRAZOLE, dose: '20 mg', frequency: 'once daily', duration: 'while taking the NSAID' },
      {
        name: 'Aspirin',
        dose: '750 mg to 1 g',
        route: 'oral',
        frequency: '8-hourly with food',
        duration: '1 to 2 weeks, then taper',
        cautions:
          'Bleeding risk; gastric protection; not with aspirin allergy; at this dose avoid from 20 weeks of pregnancy.',
        alternative: true,
        needsMoreInfo: 'Preferred when the patient already takes antiplatelet therapy or has ischaemic heart disease.',
      },
    ],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks; no strenuous exercise until symptoms and CRP settle.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'fever over 38 °C, breathlessness, fainting, raised troponin or a large effusion',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'ECG and blood tests today, review in 1 week',
      },
    ],
    advice: [
      'Rest and avoid strenuous exercise until your doctor says the inflammation has settled.',
      'Take the anti-inflammatory with food, and colchicine as prescribed for the full 3 months to prevent it coming back.',
      'Call 000 if the pain becomes severe, you become breathless, feel faint, or your heart races.',
    ],
  },
];
