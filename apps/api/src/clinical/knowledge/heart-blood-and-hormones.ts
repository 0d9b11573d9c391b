import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Management of heart and vessels, blood, and hormone and metabolic conditions (Therapeutic
 * Guidelines; Australian Medicines Handbook; Heart Foundation; RACGP and Diabetes Australia; ADS;
 * Endocrine Society of Australia; ANZSTH warfarin reversal; RCH Melbourne; NICE CKS), keyed by the
 * condition ids of the diagnosis package.
 */

const HEALTHDIRECT = 'For advice at any time, call Healthdirect on 1800 022 222.';

const EMERGENCY_CARE_000 =
  'Call 000 now. Do not drive yourself. Sit or lie down, and do not eat or drink until you have been checked.';

// — Shared medicines

const PERINDOPRIL: Medication = {
  name: 'Perindopril arginine',
  dose: '2.5 mg, increasing to 5 mg then 10 mg as needed',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term',
  cautions:
    'Dry cough; angioedema (stop and seek help if lips or tongue swell); high potassium and reduced kidney function (check UEC 1 to 2 weeks after starting or increasing); not in pregnancy; avoid with potassium supplements and NSAIDs.',
  needsMoreInfo:
    'Confirm the patient is not pregnant or planning pregnancy, and have baseline UEC (potassium and eGFR).',
};

const AMLODIPINE: Medication = {
  name: 'Amlodipine',
  dose: '5 mg (2.5 mg in older or frail people), up to 10 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term',
  cautions: 'Ankle swelling, flushing and headache; dizziness on standing in older people.',
  alternative: true,
};

const CANDESARTAN: Medication = {
  name: 'Candesartan',
  dose: '8 mg, up to 32 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term',
  cautions:
    'High potassium and reduced kidney function (check UEC after starting); not in pregnancy; an option when an ACE inhibitor causes cough.',
  alternative: true,
  needsMoreInfo: 'Confirm the patient is not pregnant, and have baseline UEC.',
};

const ASPIRIN_LOW_DOSE: Medication = {
  name: 'Aspirin',
  dose: '100 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term',
  cautions:
    'Bleeding risk; not with active peptic ulcer, aspirin allergy or current anticoagulation unless a specialist advises.',
  needsMoreInfo: 'Confirm no bleeding risk, peptic ulcer or anticoagulant use.',
};

const ATORVASTATIN: Medication = {
  name: 'Atorvastatin',
  dose: '20 mg (40 to 80 mg for established vascular disease)',
  route: 'oral',
  frequency: 'once daily',
  duration: 'long term',
  cautions:
    'Muscle aches (check CK if significant); raised liver enzymes; not in pregnancy or breastfeeding; interactions with clarithromycin, azole antifungals and some HIV medicines.',
  needsMoreInfo:
    'Base the decision on absolute cardiovascular risk; confirm not pregnant; baseline liver function tests.',
};

const PROPRANOLOL_SYMPTOMS: Medication = {
  name: 'Propranolol',
  dose: '10 to 40 mg',
  route: 'oral',
  frequency: '8-hourly',
  duration: 'until thyroid levels are controlled, then taper',
  cautions:
    'Not in asthma, heart block, slow heart rate or decompensated heart failure; can mask hypoglycaemia; do not stop suddenly.',
  needsMoreInfo: 'Confirm no asthma and a resting heart rate above 60.',
};

const HYDROCORTISONE_EMERGENCY: Medication = {
  name: 'Hydrocortisone sodium succinate (emergency injection kit)',
  dose: '100 mg (children 1 to 5 years 50 mg; under 1 year 25 mg)',
  route: 'intramuscular, into the outer thigh',
  frequency: 'once, now, before going to hospital',
  duration: 'single dose; hospital continues treatment',
  cautions:
    'There is no reason to delay it in a person with adrenal insufficiency who is vomiting or collapsing: it is life-saving first aid.',
};

const GLUCOSE_FAST: Medication = {
  name: 'Glucose (dextrose) tablets or gel, or 150 to 200 mL of fruit juice or regular soft drink',
  dose: '15 g of fast-acting carbohydrate',
  route: 'oral',
  frequency: 'at the first sign of a hypo; recheck after 15 minutes and repeat if glucose is still below 4 mmol/L',
  duration: 'as needed, followed by a snack or meal with longer-acting carbohydrate',
  cautions:
    'Only if the person is awake and able to swallow safely; never give food or drink to someone who is drowsy or unconscious.',
};

const GLUCAGON: Medication = {
  name: 'Glucagon (hypo kit)',
  dose: '1 mg (0.5 mg for children under 25 kg)',
  route: 'intramuscular or subcutaneous, given by a family member or carer',
  frequency: 'once, for a severe hypo when the person cannot swallow safely',
  duration: 'single dose; call 000',
  cautions:
    'Works less well after alcohol or prolonged fasting; nausea and vomiting are common; place the person on their side.',
  alternative: true,
};

// — Heart and vessels

const HEART_AND_VESSELS: ConditionManagement[] = [
  {
    condition: 'hypertension',
    care: 'Keep taking any blood pressure medicine as prescribed. Check your blood pressure at home or at a pharmacy and write the readings down. Cutting down on salt and alcohol, moving more, losing some weight and stopping smoking all lower blood pressure.',
    seekHelp:
      'your blood pressure is 180/110 or higher, or you have a severe headache, chest pain, shortness of breath, blurred vision, confusion, or weakness in your face, arm or leg (call 000 for these)',
    approach:
      'Confirm with home readings (twice daily for 7 days) or 24-hour ambulatory monitoring, then assess absolute cardiovascular risk (Australian CVD risk calculator). Lifestyle for all; start an ACE inhibitor or ARB, or a calcium channel blocker, at 160/100 or above, or at 140/90 or above with high cardiovascular risk, diabetes, kidney disease or organ damage. Target below 140/90 for most, and lower (systolic below 130, or 120 in selected high-risk patients) where tolerated.',
    investigations: [
      {
        name: 'Home blood pressure readings (7 days) or 24-hour ambulatory blood pressure monitoring',
        subtype: 'other',
        when: 'to confirm the diagnosis and to check treatment',
      },
      {
        name: 'UEC with eGFR, fasting or non-fasting lipids, HbA1c',
        subtype: 'pathology',
        when: 'at diagnosis, then yearly',
      },
      { name: 'Urine albumin-to-creatinine ratio (ACR)', subtype: 'pathology', when: 'at diagnosis, then yearly' },
      { name: '12-lead ECG', subtype: 'other', when: 'at diagnosis (left ventricular hypertrophy, arrhythmia)' },
    ],
    medications: [PERINDOPRIL, AMLODIPINE, CANDESARTAN],
    certificate: { suggestedDays: 1, note: 'Time off work is not usually needed; 1 day at most for assessment.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination, cardiovascular risk assessment and follow-up of readings within 1 to 4 weeks',
      },
      {
        kind: 'specialist',
        to: 'Physician (nephrologist or endocrinologist)',
        urgency: 'routine',
        reason:
          'hypertension under 40, resistant to three medicines, or features of a secondary cause (low potassium, kidney disease, episodes of sweating and palpitations)',
      },
      ED_NOW(
        'blood pressure 180/110 or higher with chest pain, breathlessness, severe headache, confusion, visual loss or weakness',
      ),
    ],
    advice: [
      'Measure your blood pressure sitting, after 5 minutes of rest, with the cuff at heart level; take two readings a minute apart.',
      'Eat less salt (under 5 g a day), keep alcohol to no more than 10 standard drinks a week, and aim for 150 minutes of activity a week.',
      'Do not stop blood pressure tablets without talking to your doctor; tell your doctor if you become pregnant.',
      'Call 000 for chest pain, trouble breathing, sudden weakness, trouble speaking, or a severe headache with a very high reading.',
    ],
  },
  {
    condition: 'hypertensive_emergency',
    care: `Very high blood pressure with these symptoms needs hospital treatment now. ${EMERGENCY_CARE_000}`,
    seekHelp: 'you have chest pain, trouble breathing, confusion, a seizure, or weakness: call 000 straight away',
    emergency: true,
    approach:
      'Severe hypertension with acute symptoms or organ damage (encephalopathy, stroke, acute coronary syndrome, pulmonary oedema, aortic dissection, pre-eclampsia, acute kidney injury): emergency department for controlled lowering with intravenous treatment. Do not lower blood pressure rapidly with oral medicines at home.',
    investigations: [
      { name: '12-lead ECG, troponin, UEC, FBC, urinalysis', subtype: 'pathology', when: 'in hospital' },
      { name: 'CT brain or chest imaging', subtype: 'imaging', when: 'in hospital, guided by symptoms' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks, depending on the organ damage and the hospital stay.',
    },
    referrals: [
      ED_NOW('blood pressure 180/110 or higher with symptoms of organ damage'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'review within a week of discharge to adjust treatment',
      },
    ],
    advice: [
      'Call 000 now; do not drive yourself.',
      'Bring your medicines, or a list of them, to hospital.',
      'If you are pregnant or have recently had a baby, tell the paramedics: very high blood pressure can be pre-eclampsia.',
    ],
  },
  {
    condition: 'heart_failure',
    care: 'Please see a doctor today. Weigh yourself every morning after going to the toilet and write it down. Keep taking your heart medicines, cut down on salt, and follow any fluid limit your doctor has given you.',
    seekHelp: 'you are breathless at rest or when lying flat, have chest pain, faint, or your lips turn blue: call 000',
    approach:
      'New or worsening heart failure: same-day assessment of fluid status, ECG, NT-proBNP, UEC and chest X-ray, echocardiogram to define ejection fraction. Loop diuretic for congestion; for reduced ejection fraction, the four pillars (ACE inhibitor, ARB or sacubitril/valsartan; beta-blocker; mineralocorticoid antagonist; SGLT2 inhibitor) titrated by the GP and cardiologist. Emergency department if breathless at rest, hypoxic, hypotensive or with chest pain.',
    investigations: [
      { name: 'NT-proBNP (or BNP)', subtype: 'pathology', when: 'now, if the diagnosis is new or uncertain' },
      {
        name: 'UEC, FBC, LFT, TSH, iron studies, HbA1c and lipids',
        subtype: 'pathology',
        when: 'now, and UEC 1 to 2 weeks after any change in diuretic or ACE inhibitor',
      },
      { name: '12-lead ECG', subtype: 'other', when: 'now' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'now, for congestion or another cause of breathlessness' },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'within 2 weeks for new heart failure' },
    ],
    medications: [
      {
        name: 'Furosemide',
        dose: '20 to 40 mg',
        route: 'oral',
        frequency: 'once daily in the morning (a second dose at midday if needed)',
        duration: 'until the weight returns to the dry weight, then the lowest dose that keeps it there',
        cautions:
          'Dehydration, low potassium and sodium, gout and worsening kidney function: check UEC within a week; reduce if dizzy on standing.',
        needsMoreInfo:
          'Needs an examination of fluid status, the current weight against the usual weight, and recent UEC.',
      },
      {
        name: 'Dapagliflozin',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions:
          'Genital thrush and urinary infection; ketoacidosis with normal glucose (stop when unwell, fasting or 3 days before surgery); not if eGFR is below 25; not in pregnancy or breastfeeding.',
        needsMoreInfo: 'Confirm the heart failure diagnosis, eGFR and whether the patient has type 1 diabetes.',
      },
    ],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks while symptoms settle; longer after a hospital stay.',
    },
    referrals: [
      ED_NOW('breathless at rest or lying flat, chest pain, fainting, low blood pressure or low oxygen'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination, ECG and blood tests today',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist (heart failure service)',
        urgency: 'urgent',
        reason: 'new heart failure or worsening despite treatment',
      },
      {
        kind: 'specialist',
        to: 'Cardiac rehabilitation or heart failure nurse program',
        urgency: 'routine',
        reason: 'education, exercise and medicine titration',
      },
    ],
    advice: [
      'Weigh yourself every morning; call your doctor if your weight goes up by 2 kg over 2 days.',
      'Limit salt, avoid anti-inflammatory painkillers (such as ibuprofen) and limit alcohol.',
      'Sleep propped up if lying flat makes you breathless, and call 000 if breathlessness comes on at rest.',
      'Stay as active as you comfortably can; a cardiac rehabilitation program can help.',
    ],
  },
  {
    condition: 'aortic_stenosis',
    care: 'Avoid heavy exertion until a doctor has checked your heart. Do not drive if you have fainted. Please see a doctor in the next few days for an examination and a heart scan.',
    seekHelp: 'you faint, have chest pain at rest, or become breathless at rest: call 000',
    approach:
      'Symptomatic aortic stenosis (exertional breathlessness, angina or syncope) has a poor outlook without valve replacement: echocardiogram and prompt cardiology referral for surgical or transcatheter replacement (TAVI). Avoid strenuous exertion and caution with vasodilators (nitrates, high-dose ACE inhibitors, PDE5 inhibitors).',
    investigations: [
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'within 1 to 2 weeks' },
      { name: '12-lead ECG', subtype: 'other', when: 'at the in-person review' },
      { name: 'FBC, UEC and NT-proBNP', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Usually a few days while assessment is arranged; avoid heavy physical work until reviewed.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'urgent',
        reason: 'symptomatic aortic stenosis: consideration of valve replacement',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination (murmur, blood pressure) and ECG within a week',
      },
      ED_NOW('fainting, chest pain at rest or breathlessness at rest'),
    ],
    advice: [
      'Avoid heavy lifting, competitive sport and sudden strenuous effort until you have seen a cardiologist.',
      'Do not drive after a faint until your doctor says it is safe.',
      'Call 000 if you faint, have chest pain at rest, or become breathless at rest.',
    ],
  },
  {
    condition: 'infective_endocarditis',
    care: 'A fever with a heart valve problem or injecting drug use needs hospital tests today. Please go to the emergency department now. Do not start leftover antibiotics, as they can hide the infection.',
    seekHelp:
      'you become breathless, confused, develop weakness of the face, arm or leg, or feel very unwell: call 000',
    emergency: true,
    approach:
      'Suspected infective endocarditis (fever with a prosthetic or damaged valve, congenital heart disease, previous endocarditis or injecting drug use): emergency department today for three sets of blood cultures before antibiotics and echocardiography (transoesophageal if needed). No antibiotics before cultures.',
    investigations: [
      {
        name: 'Blood cultures, three sets from separate sites before antibiotics',
        subtype: 'pathology',
        when: 'in hospital, today',
      },
      { name: 'FBC, CRP, UEC, LFT and urinalysis (haematuria)', subtype: 'pathology', when: 'in hospital, today' },
      { name: 'Echocardiogram (transthoracic, then transoesophageal)', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 28,
      note: 'Treatment usually needs 4 to 6 weeks of intravenous antibiotics; time off is decided by the treating team.',
    },
    referrals: [
      ED_NOW('fever with a valve problem, prosthetic valve or injecting drug use: blood cultures and echocardiography'),
      {
        kind: 'specialist',
        to: 'Infectious diseases physician and cardiologist',
        urgency: 'urgent',
        reason: 'endocarditis team care',
      },
    ],
    advice: [
      'Go to the emergency department today and tell them about your heart valve or any injecting drug use.',
      'Do not take antibiotics before blood cultures have been taken.',
      'After treatment, keep your teeth and gums healthy and tell dentists about your heart condition; antibiotics before some dental procedures may be needed.',
    ],
  },
  {
    condition: 'acute_rheumatic_fever',
    care: 'Fever with painful, swollen joints after a sore throat or skin sores needs to be checked in hospital, usually today or tomorrow. Paracetamol can help with pain and fever until then.',
    seekHelp:
      'there is breathlessness, chest pain, a racing heart, fainting, or jerky movements you cannot control: call 000',
    childhood: true,
    approach:
      'Suspected acute rheumatic fever (Jones criteria; highest risk in Aboriginal and Torres Strait Islander, Māori and Pacific Islander children): admission for ECG, echocardiography, ESR/CRP and streptococcal serology; benzathine benzylpenicillin, anti-inflammatories for arthritis once the diagnosis is made, notification and entry on the state RHD register for long-term secondary prophylaxis.',
    investigations: [
      {
        name: 'ESR, CRP, FBC, and streptococcal serology (ASOT, anti-DNase B)',
        subtype: 'pathology',
        when: 'at presentation',
      },
      { name: 'Throat swab culture (and skin sore swab if present)', subtype: 'pathology', when: 'at presentation' },
      { name: '12-lead ECG (prolonged PR interval)', subtype: 'other', when: 'at presentation' },
      { name: 'Echocardiogram', subtype: 'imaging', when: 'in hospital, within days' },
    ],
    medications: [
      {
        ...PARACETAMOL,
        needsMoreInfo: 'Children: 15 mg/kg every 4 to 6 hours (maximum 60 mg/kg a day); needs the weight.',
      },
    ],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 weeks or more; school or work return is decided by the treating team.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department or paediatric team (admission)',
        urgency: 'urgent',
        reason: 'suspected acute rheumatic fever: admission for echocardiography and confirmation',
      },
      {
        kind: 'specialist',
        to: 'Paediatrician or physician with the state RHD control program',
        urgency: 'urgent',
        reason: 'secondary prophylaxis and register',
      },
    ],
    advice: [
      'Rheumatic fever can damage the heart valves; early diagnosis and regular penicillin injections protect the heart.',
      'Treat sore throats and skin sores early, especially in families at high risk.',
      `Call 000 for breathlessness, chest pain or fainting. ${HEALTHDIRECT}`,
    ],
  },
  {
    condition: 'vasovagal_syncope',
    care: 'A simple faint is usually harmless. When you feel one coming (hot, sweaty, sick, greying vision), lie down and raise your legs, or sit with your head between your knees. Drink plenty of fluids and do not stand for long periods in the heat.',
    seekHelp:
      'you faint during exercise or lying down, have chest pain or a racing heart before fainting, injure yourself, or faint again: call 000 if you do not come round quickly',
    approach:
      'Reflex syncope with a typical trigger and warning symptoms and full recovery: a 12-lead ECG for everyone with a faint (NICE), then explanation, fluids and counter-pressure manoeuvres. Refer to cardiology if exertional, without warning, with palpitations, an abnormal ECG or a family history of sudden cardiac death.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'for everyone with a first faint, within a few days' },
      { name: 'FBC and blood glucose', subtype: 'pathology', when: 'if pale, bleeding or diabetic' },
      { name: 'Lying and standing blood pressure', subtype: 'other', when: 'at the in-person review' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually the day of the faint only.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'ECG and examination after a first faint',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'urgent',
        reason:
          'faint during exercise, without warning, with palpitations, an abnormal ECG or a family history of sudden death',
      },
      ED_NOW('not coming round quickly, chest pain, breathlessness, a head injury, or fainting during exertion'),
    ],
    advice: [
      'When you feel faint, lie down with your legs raised, or cross your legs and tense your muscles until it passes.',
      'Drink 2 to 3 litres of fluid a day unless a doctor has told you otherwise, and avoid long periods standing in the heat.',
      'Do not drive until your doctor has checked you after a faint.',
    ],
  },
  {
    condition: 'orthostatic_hypotension',
    care: 'Get up slowly: sit on the edge of the bed for a minute before standing. Drink plenty of fluids unless your doctor has limited them, and hold on to something steady when you stand. A doctor should review your medicines in the next few days.',
    seekHelp:
      'you faint, fall and hurt yourself, have black or bloody stools, chest pain or palpitations: call 000 if you collapse',
    approach:
      'Postural hypotension (a fall of 20/10 mmHg or more within 3 minutes of standing): review medicines first (antihypertensives, diuretics, alpha-blockers, nitrates, antidepressants, antiparkinsonian drugs), correct dehydration or bleeding, and look for autonomic causes (diabetes, Parkinson disease). Non-drug measures; fludrocortisone or midodrine only on specialist advice.',
    investigations: [
      { name: 'Lying and standing blood pressure and pulse', subtype: 'other', when: 'at the in-person review' },
      { name: 'FBC, UEC, glucose, B12', subtype: 'pathology', when: 'at the first review' },
      { name: '12-lead ECG', subtype: 'other', when: 'if there has been a faint' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually not needed; 1 day for assessment.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'lying and standing blood pressure and medicine review within a few days',
      },
      {
        kind: 'specialist',
        to: 'Geriatrician, cardiologist or neurologist',
        urgency: 'routine',
        reason: 'persisting symptoms after medicine review, or suspected autonomic failure',
      },
      ED_NOW('collapse with injury, black stools or vomiting blood, chest pain'),
    ],
    advice: [
      'Stand up in stages: sit, pause, then stand; march your legs or clench your fists before standing.',
      'Drink 2 litres of fluid a day unless told otherwise, and avoid large meals, alcohol and hot showers that make it worse.',
      'Do not stop blood pressure medicines on your own; ask your doctor to review them.',
    ],
  },
  {
    condition: 'pots',
    care: 'Drink 2 to 3 litres of fluid a day and add some extra salt to food (unless you have high blood pressure or kidney problems). Compression stockings or leggings and gradually building up exercise lying or sitting (rowing, swimming, recumbent bike) often help.',
    seekHelp:
      'you faint during exercise, have chest pain, breathlessness at rest, or your heart races for more than 15 minutes at rest: call 000 for chest pain or fainting',
    approach:
      'Suspected POTS (heart rate rise of 30 or more within 10 minutes of standing without hypotension, symptoms for over 3 months): active stand test, ECG, and exclusion of dehydration, anaemia, thyroid disease and medicines. Fluids, salt, compression and a graded recumbent exercise program; low-dose propranolol, ivabradine or fludrocortisone on specialist advice.',
    investigations: [
      {
        name: 'Active stand test (heart rate and blood pressure lying, then standing for 10 minutes)',
        subtype: 'other',
        when: 'at the in-person review',
      },
      { name: '12-lead ECG', subtype: 'other', when: 'at the in-person review' },
      { name: 'FBC, ferritin, UEC, TSH, morning cortisol', subtype: 'pathology', when: 'to exclude other causes' },
    ],
    medications: [
      {
        name: 'Propranolol',
        dose: '10 mg',
        route: 'oral',
        frequency: 'up to 2 or 3 times a day',
        duration: 'as advised by the specialist',
        cautions: 'Low dose only (higher doses worsen fatigue); not in asthma; can lower blood pressure.',
        needsMoreInfo:
          'Only after the diagnosis is confirmed on a stand test, usually on specialist advice; confirm no asthma.',
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days during flares; longer-term adjustments may be needed at work or school.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'active stand test and tests to exclude other causes',
      },
      {
        kind: 'specialist',
        to: 'Cardiologist or neurologist with an interest in autonomic disorders',
        urgency: 'routine',
        reason: 'confirmation and treatment',
      },
    ],
    advice: [
      'Drink a large glass of water before getting out of bed, and sit or lie down at the first sign of light-headedness.',
      'Build up exercise slowly, starting with exercise lying or sitting down.',
      'Avoid standing still for long periods, hot showers and large carbohydrate-heavy meals.',
    ],
  },
  {
    condition: 'ectopic_beats',
    care: 'Extra or skipped beats are common and usually harmless. Cutting down on caffeine, energy drinks and alcohol, and getting enough sleep, often reduces them. A doctor should arrange an ECG to check your heart rhythm.',
    seekHelp: 'you faint, have chest pain, breathlessness, or a fast heartbeat that does not settle: call 000',
    approach:
      'Palpitations of isolated missed or extra beats with no red flags: ECG, electrolytes and TSH, reassurance and reducing triggers. Holter monitor if frequent; echocardiogram if very frequent ventricular ectopics (over 10% of beats), structural heart disease, or exertional symptoms.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'within a few days' },
      { name: 'UEC, magnesium, TSH and FBC', subtype: 'pathology', when: 'baseline' },
      { name: '24-hour Holter monitor', subtype: 'other', when: 'if frequent, or if the ECG is abnormal' },
      {
        name: 'Transthoracic echocardiogram',
        subtype: 'imaging',
        when: 'frequent ventricular ectopics, a murmur, or heart disease',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      { kind: 'gp', to: 'General practitioner (in person)', urgency: 'routine', reason: 'ECG and examination' },
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'routine',
        reason: 'very frequent ectopics, an abnormal ECG or echocardiogram, or a family history of sudden death',
      },
      ED_NOW('fainting, chest pain, or a sustained fast heartbeat'),
    ],
    advice: [
      'Limit coffee, tea, cola and energy drinks, and avoid stimulant drugs and decongestants.',
      'Tiredness, stress and alcohol make ectopic beats more noticeable.',
      'Call 000 if you faint, have chest pain, or a racing heartbeat that will not settle.',
    ],
  },
  {
    condition: 'symptomatic_bradycardia',
    care: 'A slow heart rate with dizziness or fainting needs to be checked in hospital today. Please go to the emergency department; do not drive yourself. Sit or lie down if you feel light-headed.',
    seekHelp: 'you faint, have chest pain or breathlessness: call 000',
    emergency: true,
    approach:
      'Bradycardia with syncope, presyncope or breathlessness (sinus node disease, second- or third-degree heart block): emergency department for ECG and monitoring, review of rate-slowing medicines (beta-blockers, verapamil, diltiazem, digoxin), electrolytes and thyroid function; cardiology for pacemaker.',
    investigations: [
      { name: '12-lead ECG and cardiac monitoring', subtype: 'other', when: 'now, in hospital' },
      {
        name: 'UEC (potassium), TSH, troponin and digoxin level if taking it',
        subtype: 'pathology',
        when: 'in hospital',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually about a week, longer after pacemaker insertion; no driving until cleared.',
    },
    referrals: [
      ED_NOW('symptomatic slow heart rate: ECG and monitoring'),
      { kind: 'specialist', to: 'Cardiologist (electrophysiology)', urgency: 'urgent', reason: 'pacemaker assessment' },
    ],
    advice: [
      'Do not drive until a cardiologist clears you.',
      'Bring a list of your medicines: some heart and blood pressure tablets slow the heart.',
      'Call 000 if you faint or have chest pain.',
    ],
  },
  {
    condition: 'ventricular_tachycardia',
    care: `A racing heart with faintness or chest pain in someone with heart disease can be dangerous. ${EMERGENCY_CARE_000}`,
    seekHelp: 'you have any chest pain, breathlessness or faintness: call 000 straight away',
    emergency: true,
    approach:
      'Suspected ventricular tachycardia (palpitations with presyncope, syncope or chest pain, especially with previous infarction, cardiomyopathy or heart failure): ambulance for ECG, defibrillation or cardioversion as needed; electrophysiology for ICD.',
    investigations: [
      { name: '12-lead ECG during symptoms', subtype: 'other', when: 'by paramedics or on arrival' },
      { name: 'Troponin, UEC, magnesium', subtype: 'pathology', when: 'in hospital' },
      { name: 'Echocardiogram', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 weeks or more; driving and work restrictions are set by the cardiologist.',
    },
    referrals: [
      ED_NOW('suspected ventricular tachycardia'),
      {
        kind: 'specialist',
        to: 'Cardiologist (electrophysiology)',
        urgency: 'urgent',
        reason: 'after the emergency: ICD and ablation assessment',
      },
    ],
    advice: [
      'Call 000 now; unlock the door and have someone stay with you.',
      'If the person collapses and is not breathing normally, start CPR and use a defibrillator (AED) if one is nearby.',
    ],
  },
  {
    condition: 'hypertrophic_cardiomyopathy',
    care: 'Fainting during exercise, or a family history of sudden death, needs a heart check soon. Stop competitive sport and strenuous exercise until a cardiologist has seen you. Do not drive if you have fainted.',
    seekHelp: 'you faint again, have chest pain, breathlessness at rest or a racing heart: call 000',
    approach:
      'Exertional syncope or a family history of hypertrophic cardiomyopathy or sudden cardiac death: same-week ECG and echocardiogram, urgent cardiology (risk stratification, ICD assessment, genetic testing and screening of first-degree relatives). No competitive sport or strenuous exertion until assessed.',
    investigations: [
      { name: '12-lead ECG', subtype: 'other', when: 'within days' },
      { name: 'Transthoracic echocardiogram', subtype: 'imaging', when: 'within 1 to 2 weeks' },
      { name: 'Holter monitor and cardiac MRI', subtype: 'other', when: 'as the cardiologist advises' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Short absence for assessment; no strenuous physical work or sport until cleared.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Cardiologist',
        urgency: 'urgent',
        reason: 'exertional syncope or suspected hypertrophic cardiomyopathy',
      },
      { kind: 'gp', to: 'General practitioner (in person)', urgency: 'urgent', reason: 'ECG within days' },
      ED_NOW('repeated fainting, chest pain, breathlessness at rest or sustained palpitations'),
    ],
    advice: [
      'Stop competitive sport and strenuous exercise until the cardiologist says it is safe.',
      'Avoid dehydration, and tell close family members: they may need heart checks too.',
      'Do not drive after a faint until you are cleared.',
    ],
  },
  {
    condition: 'dvt',
    care: 'A possible blood clot in the leg needs an ultrasound today. Keep moving gently rather than resting in bed, and do not massage the leg.',
    seekHelp:
      'you become short of breath, have chest pain, cough up blood or faint: call 000 (the clot may have moved to the lungs)',
    approach:
      'Suspected DVT: two-level Wells score; D-dimer to exclude when unlikely; compression (duplex) ultrasound when likely or D-dimer positive, ideally within 4 hours. If the scan is delayed and DVT is likely, start anticoagulation while waiting. Confirmed DVT: a direct oral anticoagulant for at least 3 months (longer when unprovoked or with ongoing risk).',
    investigations: [
      {
        name: 'Venous duplex ultrasound of the leg',
        subtype: 'imaging',
        when: 'today (within 4 hours where possible)',
      },
      { name: 'D-dimer', subtype: 'pathology', when: 'when the Wells score makes DVT unlikely' },
      { name: 'FBC, UEC (eGFR), LFT, coagulation profile', subtype: 'pathology', when: 'before anticoagulation' },
    ],
    medications: [
      {
        name: 'Apixaban',
        dose: '10 mg for 7 days, then 5 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: 'at least 3 months',
        cautions:
          'Bleeding risk; not in pregnancy or with mechanical heart valves; interactions (azoles, rifampicin, carbamazepine); caution if eGFR below 25.',
        needsMoreInfo:
          'Needs the ultrasound result (or a high Wells score with a delayed scan), eGFR, weight, bleeding risk and pregnancy status.',
      },
      {
        name: 'Rivaroxaban',
        dose: '15 mg twice daily for 21 days, then 20 mg once daily',
        route: 'oral, with food',
        frequency: 'twice daily for 21 days, then once daily (maximum 30 mg a day)',
        duration: 'at least 3 months',
        cautions:
          'Bleeding risk; take with food; not in pregnancy or with mechanical heart valves; avoid if eGFR below 30.',
        alternative: true,
        needsMoreInfo: 'Needs the ultrasound result, eGFR, weight, bleeding risk and pregnancy status.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days; office work can often continue sooner.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person) or emergency department',
        urgency: 'urgent',
        reason: 'same-day assessment and ultrasound',
      },
      ED_NOW('breathlessness, chest pain, coughing blood or fainting (possible pulmonary embolism)'),
      {
        kind: 'specialist',
        to: 'Haematologist',
        urgency: 'routine',
        reason: 'unprovoked or recurrent clots, or clots in unusual places',
      },
    ],
    advice: [
      'Keep walking; elevate the leg when sitting; a compression stocking can ease swelling once treatment has started.',
      'Take the blood thinner exactly as prescribed and do not stop early.',
      'Watch for bleeding: black stools, blood in urine, or bleeding that will not stop.',
      'Call 000 for chest pain, breathlessness or coughing blood.',
    ],
  },
  {
    condition: 'superficial_thrombophlebitis',
    care: 'Warm compresses, raising the leg and anti-inflammatory medicine usually help within 1 to 2 weeks. Keep walking. A doctor should check the leg in the next few days, and may arrange an ultrasound.',
    seekHelp:
      'the whole calf or leg swells, the redness spreads fast with fever, or you become short of breath or have chest pain (call 000)',
    approach:
      'Superficial vein thrombosis: ultrasound when it is above the knee, within 3 cm of the saphenofemoral junction, 5 cm or longer, or with calf swelling (an underlying DVT is found in about 1 in 4). Short segments below the knee: NSAID, warmth and compression. 5 cm or longer: prophylactic-dose anticoagulation for 45 days. Near the junction: treat as DVT.',
    investigations: [
      {
        name: 'Venous duplex ultrasound',
        subtype: 'imaging',
        when: 'above the knee, 5 cm or longer, near the groin, or with leg swelling',
      },
    ],
    medications: [
      { ...IBUPROFEN, dose: '400 mg', frequency: '8-hourly with food', duration: '1 to 2 weeks' },
      {
        name: 'Rivaroxaban',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '45 days',
        cautions:
          'Bleeding risk; not in pregnancy; avoid if eGFR below 30; not with other anticoagulants or NSAIDs for long.',
        alternative: true,
        needsMoreInfo:
          'Only when ultrasound shows a thrombosed segment of 5 cm or more without DVT; needs eGFR and bleeding risk.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually none or 1 day.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination and ultrasound within a few days',
      },
      {
        kind: 'specialist',
        to: 'Vascular surgeon or phlebologist',
        urgency: 'routine',
        reason: 'recurrent thrombophlebitis in varicose veins',
      },
      ED_NOW('breathlessness, chest pain or coughing blood'),
    ],
    advice: [
      'Apply a warm compress for 15 minutes several times a day and raise the leg when resting.',
      'Keep walking; wear a compression stocking if it is comfortable.',
      'See a doctor urgently if the whole leg swells or you become short of breath.',
    ],
  },
  {
    condition: 'varicose_veins',
    care: 'Walking, raising your legs when resting, and wearing graduated compression stockings ease the aching and swelling. Keeping to a healthy weight helps.',
    seekHelp:
      'a vein bleeds (press firmly and raise the leg; call 000 if it will not stop), a vein becomes hard, red and painful, the skin near the ankle changes colour or breaks down, or the calf swells',
    approach:
      'Symptomatic varicose veins: conservative care (compression, elevation, exercise, weight). Venous duplex ultrasound and vascular referral for troublesome symptoms, skin changes (eczema, pigmentation, lipodermatosclerosis), ulceration, bleeding or thrombophlebitis (endovenous ablation, sclerotherapy or surgery).',
    investigations: [
      {
        name: 'Venous duplex ultrasound',
        subtype: 'imaging',
        when: 'if treatment is being considered, or with skin changes',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Vascular surgeon or phlebologist',
        urgency: 'routine',
        reason: 'troublesome symptoms, skin changes, ulcer, bleeding or thrombophlebitis',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination of the legs and skin',
      },
    ],
    advice: [
      'Wear graduated compression stockings during the day; put them on in the morning.',
      'Raise your legs above heart level for 15 to 30 minutes a few times a day, and avoid standing still for long.',
      'If a varicose vein bleeds, lie down, raise the leg and press firmly on it.',
    ],
  },
  {
    condition: 'peripheral_arterial_disease',
    care: 'Walking is the best treatment: walk until the pain is moderate, rest until it goes, then keep going, for 30 minutes most days. Stopping smoking is the single most important step. A doctor should check the circulation in your legs in the next few days.',
    seekHelp:
      'your leg or foot becomes cold, pale, numb or very painful, you get pain at rest or at night, or a sore on your foot or toe is not healing',
    approach:
      'Intermittent claudication: ankle-brachial index to confirm; aggressive risk-factor control (smoking cessation, antiplatelet, high-intensity statin, blood pressure and diabetes control) and supervised exercise. Vascular referral for lifestyle-limiting claudication despite exercise, and urgently for rest pain, ulceration or gangrene (chronic limb-threatening ischaemia).',
    investigations: [
      { name: 'Ankle-brachial index (ABI), with toe pressures if diabetic', subtype: 'other', when: 'to confirm' },
      { name: 'Lipids, HbA1c, UEC, FBC', subtype: 'pathology', when: 'baseline risk assessment' },
      { name: 'Arterial duplex ultrasound', subtype: 'imaging', when: 'if revascularisation is considered' },
    ],
    medications: [
      ASPIRIN_LOW_DOSE,
      { ...ATORVASTATIN, dose: '40 to 80 mg', needsMoreInfo: 'Confirm not pregnant; baseline liver function tests.' },
      {
        name: 'Clopidogrel',
        dose: '75 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Bleeding risk; an alternative when aspirin is not tolerated.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'ABI, pulses and cardiovascular risk management',
      },
      {
        kind: 'specialist',
        to: 'Vascular surgeon',
        urgency: 'urgent',
        reason: 'rest pain, ulceration or gangrene; routine for lifestyle-limiting claudication',
      },
      ED_NOW('a suddenly cold, pale, painful or numb leg'),
    ],
    advice: [
      'Stop smoking: Quitline is 13 78 48.',
      'Walk for 30 minutes at least 3 times a week, pushing into moderate pain and resting.',
      'Check your feet daily, wear well-fitting shoes, and see a podiatrist for nail and skin care.',
    ],
  },
  {
    condition: 'acute_limb_ischaemia',
    care: `A suddenly cold, pale, painful limb can be a blocked artery and needs surgery within hours. ${EMERGENCY_CARE_000} Keep the limb level or slightly down, and do not warm it or rub it.`,
    seekHelp: 'the limb becomes numb or you cannot move it: tell the paramedics, and call 000 if you have not already',
    emergency: true,
    approach:
      'Acute limb ischaemia (pain, pallor, pulselessness, paraesthesia, paralysis, perishing cold): emergency department and vascular surgery now for heparin and revascularisation; look for atrial fibrillation as an embolic source.',
    investigations: [
      { name: 'Arterial duplex ultrasound or CT angiography', subtype: 'imaging', when: 'in hospital, urgently' },
      { name: 'ECG (atrial fibrillation), FBC, UEC, coagulation, CK', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 2 weeks or more after revascularisation.' },
    referrals: [ED_NOW('suspected acute limb ischaemia: vascular surgery within hours')],
    advice: ['Call 000 now; every hour counts to save the limb.', 'Do not eat or drink in case you need an operation.'],
  },
  {
    condition: 'abdominal_aortic_aneurysm',
    care: `Sudden severe tummy or back pain with faintness can be a leaking aortic aneurysm. ${EMERGENCY_CARE_000} Lie flat while you wait.`,
    seekHelp: 'you feel faint or collapse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected symptomatic or ruptured abdominal aortic aneurysm (sudden abdominal, flank or back pain with hypotension or syncope, or a known aneurysm): ambulance, permissive hypotension, bedside ultrasound or CT angiography and immediate vascular surgery. Do not delay for imaging in an unstable patient.',
    investigations: [
      { name: 'Bedside ultrasound or CT aortic angiography', subtype: 'imaging', when: 'in hospital, immediately' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Usually 4 to 8 weeks after repair.' },
    referrals: [ED_NOW('suspected leaking or ruptured abdominal aortic aneurysm: vascular surgery')],
    advice: [
      'Call 000 now and lie flat.',
      'Do not eat or drink.',
      'Tell the paramedics if you have been told you have an aneurysm.',
    ],
  },
  {
    condition: 'aortic_dissection',
    care: `Sudden, severe, tearing pain in the chest or back can be a tear in the main artery. ${EMERGENCY_CARE_000} Do not take aspirin unless the paramedics tell you to.`,
    seekHelp: 'you feel faint, develop weakness or trouble speaking: call 000 straight away',
    emergency: true,
    approach:
      'Suspected acute aortic dissection (abrupt severe chest or back pain, tearing quality, pulse or blood pressure differential, neurological deficit): ambulance, CT aortic angiography, intravenous blood pressure and heart rate control, cardiothoracic surgery for type A. Antiplatelet and anticoagulant treatment is withheld until dissection is excluded.',
    investigations: [
      { name: 'CT aortic angiography', subtype: 'imaging', when: 'in hospital, immediately' },
      { name: '12-lead ECG and troponin', subtype: 'other', when: 'in hospital' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 28,
      note: 'Usually 6 weeks or more; return to work is decided by the surgical team.',
    },
    referrals: [ED_NOW('suspected acute aortic dissection: cardiothoracic or vascular surgery')],
    advice: [
      'Call 000 now.',
      'Do not take aspirin or blood thinners for this pain unless a paramedic or doctor advises.',
      'Rest and stay as calm as you can while waiting.',
    ],
  },
  {
    condition: 'raynaud_phenomenon',
    care: 'Keep your whole body warm, not just your hands: wear gloves, layers and warm socks, and warm your hands under lukewarm (not hot) water during an attack. Stopping smoking helps a lot.',
    seekHelp:
      'you get sores or ulcers on your fingertips, a finger stays white or blue and painful, or you also have joint pains, rashes, or trouble swallowing',
    approach:
      'Primary Raynaud phenomenon (young, symmetrical, no ulcers, normal examination): warmth, smoking cessation, avoid vasoconstrictors (decongestants, non-selective beta-blockers). Look for a secondary cause when onset is after 30, asymmetric, with digital ulcers or features of connective tissue disease (ANA, ESR, nailfold capillaries). A calcium channel blocker for frequent or severe attacks.',
    investigations: [
      {
        name: 'FBC, ESR/CRP, ANA (with ENA if positive)',
        subtype: 'pathology',
        when: 'onset after 30, asymmetry, ulcers or systemic features',
      },
    ],
    medications: [
      {
        name: 'Nifedipine modified release',
        dose: '30 mg (up to 60 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'through the colder months, then review',
        cautions:
          'Headache, flushing, ankle swelling and low blood pressure; avoid in pregnancy; grapefruit juice increases levels.',
        needsMoreInfo:
          'Only for frequent or severe attacks despite keeping warm; check blood pressure and pregnancy status.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination of hands and nailfolds, and tests for a secondary cause',
      },
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'urgent',
        reason: 'digital ulcers, or features of lupus, scleroderma or another connective tissue disease',
      },
    ],
    advice: [
      'Keep your core warm, wear gloves when handling cold things, and avoid sudden temperature changes.',
      'Avoid smoking, vaping and decongestant medicines, which narrow blood vessels.',
      'During an attack, move somewhere warm and swing your arms or warm your hands gently.',
    ],
  },
];

// — Blood

const BLOOD: ConditionManagement[] = [
  {
    condition: 'b12_deficiency',
    care: 'A blood test will confirm low vitamin B12. If it is low, injections (or tablets when the cause is diet) replace it; energy usually improves within weeks, nerve symptoms more slowly.',
    seekHelp:
      'you have weakness or unsteadiness on your feet, worsening numbness, memory problems or confusion, or breathlessness',
    approach:
      'Suspected B12 deficiency: FBC, B12 (active B12 if borderline), folate, iron studies, intrinsic factor antibodies and coeliac serology. Treat with intramuscular hydroxocobalamin (neurological involvement: 1 mg on alternate days until no further improvement, then every 2 months; otherwise 1 mg three times a week for 2 weeks, then every 3 months). Oral cyanocobalamin for dietary deficiency. Never treat with folic acid alone.',
    investigations: [
      {
        name: 'FBC and blood film, serum B12 (active B12 if borderline), folate, iron studies',
        subtype: 'pathology',
        when: 'now',
      },
      {
        name: 'Intrinsic factor antibodies and coeliac serology',
        subtype: 'pathology',
        when: 'if B12 is low without a dietary cause',
      },
    ],
    medications: [
      {
        name: 'Hydroxocobalamin',
        dose: '1 mg (1000 micrograms)',
        route: 'intramuscular',
        frequency:
          'three times a week for 2 weeks (alternate days until improvement stops if nerve symptoms), then every 3 months (every 2 months with nerve symptoms)',
        duration: 'lifelong for pernicious anaemia or malabsorption',
        cautions:
          'Injection-site pain; low potassium in the first days of treating severe anaemia; check folate and iron as well.',
        needsMoreInfo: 'Confirm deficiency on blood tests first (unless nerve symptoms are severe).',
      },
      {
        name: 'Cyanocobalamin',
        dose: '1000 micrograms',
        route: 'oral',
        frequency: 'once daily',
        duration: 'at least 3 months, then review; ongoing for vegans',
        cautions:
          'For dietary deficiency or as maintenance after injections; less reliable with pernicious anaemia unless taken consistently.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'blood tests and starting injections',
      },
      {
        kind: 'specialist',
        to: 'Haematologist',
        urgency: 'urgent',
        reason: 'low platelets or white cells too, or severe anaemia',
      },
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'urgent',
        reason: 'weakness, unsteady walking or worsening nerve symptoms (subacute combined degeneration)',
      },
    ],
    advice: [
      'If you are vegan, take a B12 supplement or eat B12-fortified foods long term.',
      'Long-term metformin and acid-reducing medicines can lower B12: ask about yearly checks.',
      'See a doctor promptly if you become unsteady on your feet or weak in the legs.',
    ],
  },
  {
    condition: 'folate_deficiency',
    care: 'A blood test will confirm low folate. Eating more leafy greens, legumes, fruit and fortified bread and cereals helps, and folic acid tablets correct it within a few months.',
    seekHelp: 'you become breathless, very pale or faint, or have numbness or unsteadiness',
    approach:
      'Suspected folate deficiency: FBC, folate, B12 (always exclude B12 deficiency before giving folic acid alone), iron studies, coeliac serology, and an alcohol and diet history. Folic acid 5 mg daily for 4 months, with dietary advice and treatment of the cause.',
    investigations: [
      { name: 'FBC and blood film, serum folate, B12 and iron studies', subtype: 'pathology', when: 'now' },
      {
        name: 'Coeliac serology and liver function tests',
        subtype: 'pathology',
        when: 'if no dietary or alcohol cause',
      },
    ],
    medications: [
      {
        name: 'Folic acid',
        dose: '5 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '4 months, then review',
        cautions:
          'Can mask B12 deficiency and let its nerve damage progress: check B12 first; interacts with phenytoin and methotrexate.',
        needsMoreInfo: 'Check the B12 level first.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'blood tests and review of the cause',
      },
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'suspected coeliac disease or malabsorption',
      },
    ],
    advice: [
      'Eat leafy green vegetables, legumes, citrus fruit and fortified bread and cereals.',
      'Cut down on alcohol, which stops folate being absorbed.',
      'If you could become pregnant, folic acid before and during early pregnancy protects the baby.',
    ],
  },
  {
    condition: 'itp',
    care: 'Unexplained bruising or tiny purple-red spots need a blood count today. Until then, avoid contact sports and rough play, and do not take aspirin or anti-inflammatory medicines such as ibuprofen; paracetamol is safe.',
    seekHelp:
      'there is bleeding that will not stop, blood in vomit, urine or stools, a head injury, a severe headache, drowsiness, or fever with the spots: call 000',
    approach:
      'Suspected immune thrombocytopenia: FBC and blood film today to confirm isolated thrombocytopenia and exclude leukaemia, with coagulation studies. Children usually recover within weeks to months with observation alone; treatment (corticosteroids, IVIG) is for bleeding, not the count. Haematology review; emergency department for wet (mucosal) bleeding or head injury.',
    investigations: [
      { name: 'FBC and blood film', subtype: 'pathology', when: 'today' },
      { name: 'Coagulation studies, UEC, LFT', subtype: 'pathology', when: 'today' },
      { name: 'HIV and hepatitis C serology', subtype: 'pathology', when: 'adults with new ITP' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'A day or two for tests; avoid contact sport until the platelet count recovers.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person) or emergency department',
        urgency: 'urgent',
        reason: 'blood count and film today',
      },
      {
        kind: 'specialist',
        to: 'Haematologist (paediatric haematologist for children)',
        urgency: 'urgent',
        reason: 'confirmed thrombocytopenia',
      },
      ED_NOW(
        'bleeding from the mouth or nose that will not stop, blood in urine or stools, head injury, severe headache, or fever with the rash',
      ),
    ],
    advice: [
      'Avoid aspirin, ibuprofen and other anti-inflammatory medicines; use paracetamol for pain.',
      'Avoid contact sports, trampolines and rough play until the platelet count is safe.',
      'Call 000 for a head injury, severe headache, drowsiness, or bleeding that will not stop.',
    ],
  },
  {
    condition: 'von_willebrand_disease',
    care: 'Easy bruising, nosebleeds, heavy periods or long bleeding after cuts or dental work can be a bleeding disorder. A doctor can arrange blood tests. Until then, avoid aspirin and anti-inflammatory medicines such as ibuprofen.',
    seekHelp:
      'bleeding will not stop after 15 minutes of firm pressure, you are soaking a pad or tampon every hour, or you feel faint or breathless',
    approach:
      'Suspected inherited bleeding disorder (mucocutaneous bleeding, heavy menstrual bleeding since menarche, bleeding after procedures, family history): FBC, coagulation profile (APTT), von Willebrand factor antigen and activity, factor VIII and blood group, with haematology referral. Tranexamic acid for heavy periods and minor bleeding; desmopressin or factor concentrate under haematology guidance.',
    investigations: [
      { name: 'FBC, ferritin, coagulation profile (PT, APTT, fibrinogen)', subtype: 'pathology', when: 'now' },
      {
        name: 'Von Willebrand factor antigen and activity, factor VIII, blood group',
        subtype: 'pathology',
        when: 'now (not while acutely unwell, pregnant or on the combined pill, which raise levels)',
      },
    ],
    medications: [
      {
        name: 'Tranexamic acid',
        dose: '1 g (1 to 1.5 g)',
        route: 'oral',
        frequency: '3 or 4 times a day',
        duration: 'for up to 4 days during heavy menstrual bleeding, or around dental procedures as advised',
        cautions:
          'Not with a history of blood clots or with the combined pill in women at clot risk; reduce in kidney impairment; not for blood in the urine.',
        needsMoreInfo: 'Confirm no history of thrombosis and normal kidney function.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed; longer during heavy bleeding.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist (haemophilia treatment centre)',
        urgency: 'routine',
        reason: 'confirmation, treatment plan before surgery or dental work, family testing',
      },
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'routine',
        reason: 'heavy menstrual bleeding not controlled with tranexamic acid or hormonal treatment',
      },
    ],
    advice: [
      'Avoid aspirin and anti-inflammatory painkillers; use paracetamol.',
      'Tell dentists and surgeons before any procedure.',
      'For a nosebleed, lean forward and pinch the soft part of the nose firmly for 15 minutes.',
    ],
  },
  {
    condition: 'over_anticoagulation',
    care: 'Do not take your next dose of blood thinner until you have spoken with a doctor today. Press firmly on any bleeding spot for 15 minutes. If you take warfarin, you need an INR blood test today.',
    seekHelp:
      'you vomit blood, have black or bloody stools, a head injury, severe headache, bleeding that will not stop, or feel faint: call 000',
    approach:
      'Bleeding or suspected over-anticoagulation: assess severity. Major bleeding (haemodynamic compromise, intracranial, gastrointestinal, or a fall with head injury) goes to the emergency department for reversal (vitamin K and prothrombin complex for warfarin; idarucizumab for dabigatran). Warfarin without bleeding (Australasian consensus): INR above range but below 4.5, reduce or omit a dose; 4.5 to 10, withhold and give oral vitamin K 1 to 2 mg if bleeding risk is high; above 10, withhold and give oral vitamin K 3 to 5 mg. Look for interacting medicines, illness and declining kidney function.',
    investigations: [
      { name: 'INR (warfarin)', subtype: 'pathology', when: 'today' },
      { name: 'FBC, UEC (eGFR) and LFT', subtype: 'pathology', when: 'today' },
      { name: 'CT brain', subtype: 'imaging', when: 'any head injury or new headache on an anticoagulant' },
    ],
    medications: [
      {
        name: 'Phytomenadione (vitamin K1)',
        dose: '1 to 2 mg (INR 4.5 to 10 with a high bleeding risk); 3 to 5 mg (INR above 10)',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose, with a repeat INR the next day',
        cautions: 'Only for warfarin, not for DOACs; larger doses make restarting warfarin difficult.',
        needsMoreInfo:
          'Needs today’s INR and the reason for anticoagulation (mechanical valves need specialist advice).',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 day; longer if admitted.' },
    referrals: [
      ED_NOW('major bleeding, head injury, black stools or vomiting blood, or feeling faint'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'INR and review of the anticoagulant dose and interacting medicines today',
      },
    ],
    advice: [
      'Do not double up missed doses, and check with a pharmacist before starting any new medicine, antibiotic or supplement.',
      'Keep your alcohol intake steady and low, and keep the amount of green leafy vegetables steady if you take warfarin.',
      'After any fall with a head knock, go to the emergency department even if you feel well.',
    ],
  },
  {
    condition: 'senile_purpura',
    care: 'Purple bruises on the forearms and backs of the hands after minor knocks are common as skin thins with age and sun damage. They fade over a few weeks. Moisturise, protect your arms from knocks and the sun, and keep taking your usual medicines.',
    seekHelp:
      'you bruise in other places without a reason, get tiny red spots, bleeding gums or nosebleeds, blood in your urine or stools, or feel unwell',
    approach:
      'Actinic (senile) purpura: a clinical diagnosis of well-defined purple patches on sun-damaged forearms and hands with normal blood tests; aspirin, anticoagulants and corticosteroids make it more visible. FBC and coagulation only if atypical (other sites, mucosal bleeding, petechiae). Reassurance; do not stop indicated antithrombotic therapy for this.',
    investigations: [
      {
        name: 'FBC and coagulation profile',
        subtype: 'pathology',
        when: 'only if bruising is elsewhere, there is mucosal bleeding or petechiae',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'if bruising is widespread or there is other bleeding',
      },
    ],
    advice: [
      'Use a moisturiser daily and protect your forearms with long sleeves and sunscreen.',
      'Do not stop aspirin or blood thinners without talking to your doctor.',
      'See a doctor if bruises appear without any knock in other places, or with other bleeding.',
    ],
  },
  {
    condition: 'acute_leukaemia',
    care: 'Tiredness, paleness, bruising, bleeding or repeated infections together need a blood count today. Avoid aspirin and anti-inflammatory medicines until you have been checked.',
    seekHelp:
      'there is a fever, bleeding that will not stop, breathlessness, confusion or drowsiness: go to the emergency department now or call 000',
    approach:
      'Suspected acute leukaemia (cytopenias with blasts, or unexplained pallor, bruising, infections and bone pain): same-day FBC and blood film; immediate haematology discussion if abnormal. Fever or bleeding needs the emergency department now (neutropenic sepsis, disseminated intravascular coagulation). Children: same-day paediatric haematology.',
    investigations: [
      { name: 'FBC and blood film', subtype: 'pathology', when: 'today' },
      { name: 'Coagulation profile, UEC, LFT, LDH, uric acid', subtype: 'pathology', when: 'today' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Time off during assessment and treatment is decided by the haematology team.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist (paediatric haematology-oncology for children)',
        urgency: 'urgent',
        reason: 'same-day review if the blood count or film is abnormal',
      },
      ED_NOW('fever, bleeding, breathlessness, confusion or drowsiness'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination and blood count today',
      },
    ],
    advice: [
      'Get the blood test today, and make sure you will be contactable for the result.',
      'Go to the emergency department immediately with any fever of 38 °C or more.',
      'Avoid aspirin and anti-inflammatory medicines; use paracetamol.',
    ],
  },
  {
    condition: 'chronic_lymphocytic_leukaemia',
    care: 'Swollen glands that last more than a few weeks, especially with tiredness or infections, need a blood count and examination. Many people with chronic leukaemia need only monitoring for years.',
    seekHelp:
      'you get a fever with shivers, become breathless, develop drenching night sweats or weight loss, or bleeding or bruising',
    approach:
      'Suspected CLL (persistent lymphocytosis, often with painless lymphadenopathy): FBC, blood film and peripheral blood flow cytometry; haematology referral. Early-stage disease is monitored; treatment for symptoms, cytopenias or progressive disease. Vaccinate (influenza, pneumococcal, COVID-19, recombinant zoster; no live vaccines) and treat infections early.',
    investigations: [
      { name: 'FBC, blood film and peripheral blood flow cytometry', subtype: 'pathology', when: 'now' },
      { name: 'UEC, LFT, LDH, immunoglobulins', subtype: 'pathology', when: 'now' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed during monitoring.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist',
        urgency: 'routine',
        reason: 'confirmed lymphocytosis; urgent with cytopenias, large nodes or B symptoms',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination of lymph nodes, liver and spleen; vaccinations',
      },
    ],
    advice: [
      'Keep your vaccinations up to date, but avoid live vaccines unless your haematologist approves.',
      'See a doctor the same day for a fever or a significant infection.',
      'Check your skin each year: skin cancers are more common with CLL.',
    ],
  },
  {
    condition: 'lymphoma',
    care: 'A painless swollen gland that lasts more than 2 to 4 weeks, or comes with night sweats, fevers or weight loss, needs to be examined and tested soon. Please book an appointment this week.',
    seekHelp: 'you become breathless, have swelling of the face or neck, trouble swallowing, or high fevers',
    approach:
      'Persistent lymphadenopathy (over 1.5 to 2 cm, beyond 4 weeks, hard, fixed, supraclavicular or with B symptoms): FBC, LDH, ESR, LFT, chest X-ray and ultrasound, then urgent referral for excision or core biopsy (not fine-needle aspiration alone). Staging PET-CT and treatment by haematology.',
    investigations: [
      { name: 'FBC and film, ESR, LDH, UEC, LFT', subtype: 'pathology', when: 'now' },
      {
        name: 'EBV, CMV, HIV and toxoplasma serology',
        subtype: 'pathology',
        when: 'to exclude infectious causes of glands',
      },
      { name: 'Ultrasound of the lymph node; chest X-ray', subtype: 'imaging', when: 'now' },
      { name: 'Excision or core biopsy of the node', subtype: 'other', when: 'via the specialist, within 2 weeks' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Time off during assessment as needed; treatment absence is decided by the haematology team.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist or general surgeon (for biopsy)',
        urgency: 'urgent',
        reason: 'persistent or suspicious lymphadenopathy, or B symptoms',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'examination of all node areas, liver and spleen within a week',
      },
      ED_NOW('breathlessness, stridor, or swelling of the face and neck (superior vena cava obstruction)'),
    ],
    advice: [
      'Most swollen glands are from infections and settle in 2 to 4 weeks, but one that keeps growing or lasts longer needs a biopsy.',
      'Note any night sweats, fevers or weight loss and tell your doctor.',
    ],
  },
  {
    condition: 'multiple_myeloma',
    care: 'Persistent bone or back pain with tiredness in an older person needs blood and urine tests soon. Paracetamol is the safest painkiller for now; avoid anti-inflammatory medicines, which can strain the kidneys.',
    seekHelp:
      'your legs become weak or numb, you lose control of your bladder or bowels, become confused, very thirsty, or have a fever: go to the emergency department or call 000',
    approach:
      'Suspected myeloma (bone pain, anaemia, hypercalcaemia, renal impairment, recurrent infections): FBC, UEC, calcium, serum protein electrophoresis with immunofixation, serum free light chains, urine Bence Jones protein, and low-dose whole-body CT or skeletal survey; urgent haematology referral. Emergency for spinal cord compression, hypercalcaemia or acute kidney injury.',
    investigations: [
      { name: 'FBC, ESR, UEC, calcium, albumin, LFT', subtype: 'pathology', when: 'now' },
      {
        name: 'Serum protein electrophoresis and immunofixation, serum free light chains, urine Bence Jones protein',
        subtype: 'pathology',
        when: 'now',
      },
      {
        name: 'Low-dose whole-body CT (or skeletal survey)',
        subtype: 'imaging',
        when: 'if the blood tests suggest myeloma',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'while pain lasts; review at follow-up' }],
    certificate: { suggestedDays: 3, note: 'Depends on pain; treatment absence is decided by the haematology team.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist',
        urgency: 'urgent',
        reason: 'a paraprotein or light chain abnormality with symptoms or organ damage',
      },
      ED_NOW(
        'leg weakness or numbness, loss of bladder or bowel control (spinal cord compression), confusion or severe thirst (high calcium)',
      ),
    ],
    advice: [
      'Drink plenty of water (2 to 3 litres a day unless told otherwise) to protect the kidneys.',
      'Avoid anti-inflammatory painkillers such as ibuprofen.',
      'Go to the emergency department straight away for new leg weakness, numbness or loss of bladder control.',
    ],
  },
  {
    condition: 'haemolytic_anaemia',
    care: 'Yellow skin or eyes with dark urine, paleness and tiredness need blood tests today. Stop any new medicine only after speaking with the doctor who prescribed it. Rest and drink fluids.',
    seekHelp: 'you are breathless at rest, have chest pain, feel faint, or are very drowsy: call 000',
    approach:
      'Suspected haemolysis (anaemia with jaundice, dark urine, raised reticulocytes): FBC and film, reticulocytes, LDH, haptoglobin, bilirubin, direct antiglobulin test, G6PD, UEC and LFT. Stop causative drugs, treat triggers; haematology same-day if the haemoglobin is falling. Emergency department for symptomatic anaemia.',
    investigations: [
      { name: 'FBC, blood film, reticulocyte count, LDH, haptoglobin, bilirubin', subtype: 'pathology', when: 'today' },
      { name: 'Direct antiglobulin (Coombs) test, G6PD assay, UEC, LFT', subtype: 'pathology', when: 'today' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Usually several days until the blood count is stable.' },
    referrals: [
      { kind: 'specialist', to: 'Haematologist', urgency: 'urgent', reason: 'confirmed haemolysis' },
      ED_NOW('breathlessness at rest, chest pain, fainting or drowsiness'),
      { kind: 'gp', to: 'General practitioner (in person)', urgency: 'urgent', reason: 'blood tests today' },
    ],
    advice: [
      'If you have G6PD deficiency, avoid broad beans (fava beans), naphthalene mothballs and the medicines on your G6PD list.',
      'Tell every doctor and pharmacist about the haemolysis before starting new medicines.',
    ],
  },
  {
    condition: 'sickle_cell_crisis',
    care: 'A painful sickle cell crisis that is not settling with your usual pain plan needs hospital care now. Go to the emergency department or call 000, and bring your care plan. Keep warm and keep drinking water.',
    seekHelp:
      'you have a fever, chest pain, breathlessness, weakness, a painful erection that will not go down, or severe tummy pain: call 000',
    emergency: true,
    approach:
      'Vaso-occlusive crisis: rapid analgesia (within 30 minutes of arrival, opioids per individual plan), fluids, oxygen if hypoxic, and screening for acute chest syndrome, infection, splenic sequestration, stroke and priapism. Fever needs urgent antibiotics (functional asplenia).',
    investigations: [
      {
        name: 'FBC, reticulocytes, UEC, LFT, group and hold, blood cultures if febrile',
        subtype: 'pathology',
        when: 'in hospital',
      },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'chest pain, cough, breathlessness or fever' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Usually several days; depends on the admission.' },
    referrals: [
      ED_NOW('sickle cell crisis not controlled with the home pain plan'),
      { kind: 'specialist', to: 'Haematologist', urgency: 'urgent', reason: 'follow-up and review of the care plan' },
    ],
    advice: [
      'Go to hospital now and show your sickle cell care plan.',
      'Keep warm and drink plenty of water; avoid getting cold or dehydrated.',
      'Any fever of 38 °C or more needs urgent medical care.',
    ],
  },
  {
    condition: 'haemochromatosis',
    care: 'High iron levels are usually treated simply by regular blood removal (like blood donation). Until you have seen the doctor, do not take iron or vitamin C supplements, and limit alcohol.',
    seekHelp: 'your skin or eyes turn yellow, your tummy swells, or you vomit blood or pass black stools',
    approach:
      'Raised transferrin saturation (over 45%) and ferritin: repeat fasting iron studies, HFE genotype (C282Y homozygous or C282Y/H63D), LFTs; assess for liver fibrosis (ferritin over 1000, raised ALT, or elastography). Therapeutic venesection (via the Australian Red Cross Lifeblood or haematology) to ferritin 50 to 100, then maintenance; screen first-degree relatives.',
    investigations: [
      {
        name: 'Repeat fasting iron studies (ferritin, transferrin saturation), LFT',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'HFE gene test', subtype: 'pathology', when: 'if transferrin saturation remains above 45%' },
      {
        name: 'Liver elastography (FibroScan) or ultrasound',
        subtype: 'imaging',
        when: 'ferritin over 1000 or abnormal liver tests',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not needed beyond appointments.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Haematologist or gastroenterologist',
        urgency: 'routine',
        reason: 'confirmed haemochromatosis; sooner if ferritin is over 1000 or liver tests are abnormal',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'arranging venesection and family screening',
      },
    ],
    advice: [
      'Avoid iron supplements, vitamin C supplements and raw shellfish; limit alcohol.',
      'Your parents, brothers, sisters and children should be offered testing.',
      'Regular venesection keeps iron normal and protects the liver, heart and joints.',
    ],
  },
  {
    condition: 'febrile_neutropenia',
    care: 'A fever during chemotherapy is an emergency, even if you feel well. Go to the emergency department now, or call 000 if you feel very unwell, and call your cancer centre on the way. Tell staff you are having chemotherapy.',
    seekHelp: 'you feel faint, confused, breathless or very unwell: call 000',
    emergency: true,
    approach:
      'Suspected febrile neutropenia (fever of 38 °C or more within 6 weeks of chemotherapy): emergency department for cultures and empirical broad-spectrum intravenous antibiotics within 60 minutes of arrival, without waiting for the blood count (eTG, ESMO). Do not give paracetamol before assessment to mask fever.',
    investigations: [
      {
        name: 'FBC, blood cultures (peripheral and from any central line), UEC, LFT, lactate',
        subtype: 'pathology',
        when: 'on arrival',
      },
      { name: 'Urine culture and chest X-ray', subtype: 'pathology', when: 'on arrival' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually about a week, guided by the oncology team.' },
    referrals: [
      ED_NOW('fever during chemotherapy: antibiotics within 60 minutes'),
      { kind: 'specialist', to: 'Treating oncologist or haematologist', urgency: 'urgent', reason: 'notify today' },
    ],
    advice: [
      'Go to hospital now; do not wait to see if the fever settles.',
      'Bring your chemotherapy details or alert card.',
      'Call your cancer centre’s 24-hour number on the way.',
    ],
  },
];

// — Hormones and metabolism

const HORMONES: ConditionManagement[] = [
  {
    condition: 'type_2_diabetes',
    care: 'Type 2 diabetes is managed with healthy eating, regular activity, and often tablets. Keep taking any diabetes medicines, drink water rather than sugary drinks, and book a review with a doctor in the next few days.',
    seekHelp:
      'you are vomiting, drowsy or confused, breathing fast, very thirsty with very high readings, or have a foot wound that is red or swollen: call 000 if drowsy or confused',
    approach:
      'Diagnosis: HbA1c 6.5% (48 mmol/mol) or more, or fasting glucose 7.0 mmol/L or more (repeat if asymptomatic). Baseline and annual cycle of care: UEC and eGFR, urine ACR, lipids, eye and foot examination, cardiovascular risk. Lifestyle for all; metformin first-line; add an SGLT2 inhibitor or GLP-1 receptor agonist with cardiovascular or kidney disease or heart failure, then titrate to an individual HbA1c target (usually 7% or less). Weight loss, ketones or a young lean patient: consider type 1 or LADA.',
    investigations: [
      {
        name: 'HbA1c (or fasting plasma glucose)',
        subtype: 'pathology',
        when: 'to diagnose, then every 3 to 6 months',
      },
      {
        name: 'UEC with eGFR, urine albumin-to-creatinine ratio, lipids, LFT',
        subtype: 'pathology',
        when: 'at diagnosis, then yearly',
      },
      {
        name: 'Retinal examination (optometrist or ophthalmologist)',
        subtype: 'other',
        when: 'at diagnosis, then every 1 to 2 years',
      },
    ],
    medications: [
      {
        name: 'Metformin',
        dose: '500 mg, increasing every 1 to 2 weeks to 1 g',
        route: 'oral, with meals',
        frequency:
          'once daily with the evening meal, increasing to twice daily (or modified release up to 2 g once daily)',
        duration: 'long term',
        cautions:
          'Nausea and diarrhoea (start low, take with food); stop while vomiting, dehydrated or before iodinated contrast or surgery; reduce if eGFR 30 to 45, avoid below 30; long-term use lowers B12.',
        needsMoreInfo: 'Confirm the diagnosis on HbA1c or fasting glucose, and check eGFR.',
      },
      {
        name: 'Empagliflozin',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions:
          'Genital thrush and urinary infection; ketoacidosis with near-normal glucose (stop when unwell, fasting, or 3 days before surgery); dehydration; less glucose-lowering when eGFR is low; not in pregnancy or breastfeeding (insulin is used).',
        alternative: true,
        needsMoreInfo:
          'For patients with cardiovascular or kidney disease, heart failure, or above target on metformin; needs eGFR.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination, GP management plan and annual cycle of care',
      },
      {
        kind: 'specialist',
        to: 'Credentialled diabetes educator and dietitian',
        urgency: 'routine',
        reason: 'education, meal planning and glucose monitoring',
      },
      {
        kind: 'specialist',
        to: 'Optometrist or ophthalmologist; podiatrist',
        urgency: 'routine',
        reason: 'eye and foot screening',
      },
      ED_NOW('vomiting with very high glucose, ketones, drowsiness, confusion or fast breathing'),
    ],
    advice: [
      'Aim for 150 minutes of activity a week, choose water, and fill half your plate with vegetables.',
      'Losing 5 to 10% of your weight can greatly improve glucose control; some people go into remission.',
      'On sick days, keep drinking fluids, check glucose more often and ask your doctor which tablets to pause (metformin and SGLT2 inhibitors).',
      'Register with the National Diabetes Services Scheme (NDSS) for subsidised supplies and education.',
    ],
  },
  {
    condition: 'type_1_diabetes',
    care: 'Thirst, passing lots of urine, weight loss and tiredness together can be new type 1 diabetes, which needs insulin. Please go to the emergency department today for a finger-prick glucose and ketone check; do not wait for a fasting blood test.',
    seekHelp: 'there is vomiting, tummy pain, fast or deep breathing, drowsiness or confusion: call 000',
    emergency: true,
    approach:
      'Suspected new type 1 diabetes (polyuria, polydipsia, weight loss, especially in a child or young adult): same-day capillary glucose and ketones and same-day referral to the emergency department or paediatric diabetes team; do not delay with fasting glucose or HbA1c. Insulin, education and diabetes autoantibodies by the specialist team.',
    investigations: [
      {
        name: 'Capillary blood glucose and blood ketones',
        subtype: 'pathology',
        when: 'today, at the first contact in person',
      },
      {
        name: 'Venous gas, UEC, HbA1c, diabetes autoantibodies (GAD, IA-2, ZnT8), coeliac serology, TSH',
        subtype: 'pathology',
        when: 'by the hospital or diabetes team',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually about a week for diagnosis and education; a carer’s certificate for parents of a child.',
    },
    referrals: [
      ED_NOW('suspected new type 1 diabetes: same-day glucose and ketones and specialist team'),
      {
        kind: 'specialist',
        to: 'Endocrinologist or paediatric diabetes team',
        urgency: 'urgent',
        reason: 'starting insulin and education',
      },
    ],
    advice: [
      'Go today: new type 1 diabetes can turn into diabetic ketoacidosis within a day or two.',
      'Keep drinking water on the way.',
      'Call 000 for vomiting, fast breathing or drowsiness.',
    ],
  },
  {
    condition: 'diabetic_ketoacidosis',
    care: `Vomiting, tummy pain or fast breathing with high glucose or ketones can be diabetic ketoacidosis. ${EMERGENCY_CARE_000} If you use insulin, do not stop your long-acting insulin.`,
    seekHelp: 'you become drowsy or confused: call 000 straight away',
    emergency: true,
    approach:
      'Suspected DKA (glucose usually over 11 mmol/L, or normal with an SGLT2 inhibitor, blood ketones 3 mmol/L or more, acidosis): emergency department for intravenous fluids, insulin infusion, potassium replacement and treatment of the trigger. Never advise stopping basal insulin.',
    investigations: [
      { name: 'Venous blood gas, blood ketones, glucose, UEC, FBC', subtype: 'pathology', when: 'on arrival' },
    ],
    medications: [],
    certificate: { suggestedDays: 5, note: 'Usually several days after discharge.' },
    referrals: [
      ED_NOW('suspected diabetic ketoacidosis'),
      {
        kind: 'specialist',
        to: 'Diabetes team',
        urgency: 'urgent',
        reason: 'review of insulin and sick-day plan after discharge',
      },
    ],
    advice: [
      'Call 000 now.',
      'Keep sipping water if you are not vomiting.',
      'Afterwards, review your sick-day plan: check ketones whenever glucose is over 15 mmol/L or you are unwell.',
    ],
  },
  {
    condition: 'hyperosmolar_hyperglycaemic_state',
    care: `Very high glucose with confusion, drowsiness or dehydration needs hospital treatment now. ${EMERGENCY_CARE_000}`,
    seekHelp: 'the person becomes harder to wake, has a seizure, or weakness: call 000 straight away',
    emergency: true,
    approach:
      'Suspected hyperosmolar hyperglycaemic state (usually older people with type 2 diabetes; glucose often over 30 mmol/L, severe dehydration, altered consciousness): emergency department for cautious fluid replacement, insulin, electrolytes, thromboprophylaxis and treatment of the trigger (infection, myocardial infarction, medicines).',
    investigations: [
      {
        name: 'Glucose, serum osmolality, UEC, venous gas, ketones, FBC, cultures, ECG',
        subtype: 'pathology',
        when: 'on arrival',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks.' },
    referrals: [
      ED_NOW('suspected hyperosmolar hyperglycaemic state'),
      { kind: 'specialist', to: 'Diabetes team', urgency: 'urgent', reason: 'review of treatment after discharge' },
    ],
    advice: ['Call 000 now.', 'If the person is awake and can swallow, give sips of water while waiting.'],
  },
  {
    condition: 'hypoglycaemia',
    care: 'For a hypo (glucose under 4 mmol/L, or shaky, sweaty and confused): if you can swallow, take 15 g of fast sugar now, such as 6 or 7 jelly beans or 150 to 200 mL of juice or regular soft drink. Recheck in 15 minutes and repeat if still low, then eat a sandwich or your next meal. Anyone who cannot swallow safely should be placed on their side and 000 called.',
    seekHelp:
      'the person is drowsy, cannot swallow, has a seizure, or does not recover within 15 to 30 minutes, or the hypo was on a sulfonylurea and keeps coming back: call 000',
    approach:
      'Hypoglycaemia in a person on insulin or a sulfonylurea: treat with 15 g rapid carbohydrate then longer-acting carbohydrate (glucagon or 000 if unable to swallow). Then find the cause (missed meal, exercise, alcohol, dosing error, declining kidney function, weight loss) and reduce the insulin or sulfonylurea dose. Sulfonylurea hypoglycaemia can recur for 24 to 72 hours: observe in hospital. Review driving (Austroads) after a severe hypo.',
    investigations: [
      {
        name: 'Capillary glucose during symptoms; continuous glucose monitoring if recurrent',
        subtype: 'pathology',
        when: 'now and ongoing',
      },
      { name: 'HbA1c, UEC (eGFR)', subtype: 'pathology', when: 'at review' },
    ],
    medications: [GLUCOSE_FAST, GLUCAGON],
    certificate: {
      suggestedDays: 1,
      note: 'Usually the day of the episode; no driving for 24 hours after a moderate hypo, longer after a severe one.',
    },
    referrals: [
      ED_NOW('unconscious, seizure, not recovering, or a sulfonylurea-related hypo'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'dose adjustment within 1 to 2 days',
      },
      {
        kind: 'specialist',
        to: 'Endocrinologist or diabetes educator',
        urgency: 'routine',
        reason: 'recurrent hypos or hypo unawareness',
      },
    ],
    advice: [
      'Always carry fast sugar and wear or carry diabetes identification.',
      'Check your glucose before driving: it should be above 5 mmol/L ("above 5 to drive").',
      'Eat carbohydrate when drinking alcohol and before exercise, and check glucose at bedtime after either.',
      'Teach family or friends how to use a glucagon kit.',
    ],
  },
  {
    condition: 'prediabetes',
    care: 'Prediabetes means your blood glucose is higher than normal but not yet diabetes. Losing 5 to 7% of your weight and doing 150 minutes of activity a week can halve the chance of it becoming type 2 diabetes.',
    seekHelp: 'you develop strong thirst, pass a lot of urine, lose weight without trying, or get blurred vision',
    approach:
      'Impaired fasting glucose (6.1 to 6.9 mmol/L), impaired glucose tolerance, or HbA1c 6.0 to 6.4%: intensive lifestyle change (structured program, dietitian), cardiovascular risk assessment, and HbA1c or fasting glucose every year.',
    investigations: [
      { name: 'HbA1c or fasting plasma glucose', subtype: 'pathology', when: 'every 12 months' },
      { name: 'Lipids, UEC, blood pressure', subtype: 'pathology', when: 'for cardiovascular risk assessment' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'cardiovascular risk assessment and yearly glucose testing',
      },
      {
        kind: 'specialist',
        to: 'Dietitian or structured lifestyle program',
        urgency: 'routine',
        reason: 'support with eating and activity',
      },
    ],
    advice: [
      'Choose water over sugary drinks, eat more vegetables and wholegrains, and reduce processed foods.',
      'Aim for at least 150 minutes of brisk activity a week and add muscle-strengthening exercise twice a week.',
      'Have your glucose checked every year.',
    ],
  },
  {
    condition: 'hypothyroidism',
    care: 'An underactive thyroid is confirmed with a blood test (TSH) and is treated with a daily thyroid hormone tablet. Energy and other symptoms improve over a few weeks once the dose is right.',
    seekHelp: 'you become very drowsy, confused, very cold, or your heart slows or you have chest pain',
    approach:
      'Suspected hypothyroidism: TSH, then free T4 if abnormal, and thyroid peroxidase antibodies. Levothyroxine for overt hypothyroidism (about 1.6 micrograms/kg in healthy younger adults; 25 micrograms, or 12.5 micrograms with ischaemic heart disease, in older people), TSH rechecked 6 weeks after each change. Subclinical: treat if TSH over 10, pregnant or planning pregnancy, or symptomatic; otherwise monitor.',
    investigations: [
      { name: 'TSH, with free T4 if abnormal', subtype: 'pathology', when: 'now' },
      { name: 'Thyroid peroxidase antibodies', subtype: 'pathology', when: 'if TSH is raised' },
      { name: 'FBC, lipids', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [
      {
        name: 'Levothyroxine',
        dose: '50 to 100 micrograms (25 micrograms in older people; 12.5 micrograms with ischaemic heart disease)',
        route: 'oral, on an empty stomach, 30 to 60 minutes before breakfast',
        frequency: 'once daily',
        duration: 'long term; recheck TSH every 6 weeks until stable, then yearly',
        cautions:
          'Too much causes palpitations, bone loss and atrial fibrillation; separate from iron, calcium and antacids by 4 hours; start low with heart disease.',
        needsMoreInfo: 'Confirm with TSH and free T4; needs age, weight, heart disease history and pregnancy plans.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'blood tests and dose titration',
      },
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'routine',
        reason: 'pregnancy, heart disease, a goitre or nodule, or hard-to-control levels',
      },
    ],
    advice: [
      'Take the tablet at the same time each day on an empty stomach.',
      'If you are planning pregnancy or become pregnant, tell your doctor: the dose usually needs to go up straight away.',
      'Have a TSH check 6 weeks after any dose change.',
    ],
  },
  {
    condition: 'hyperthyroidism',
    care: 'An overactive thyroid is confirmed with blood tests. Medicine to slow the heart can ease the shakiness and racing heart while the cause is treated. Please see a doctor in the next few days.',
    seekHelp:
      'you have a fever with a racing heart, confusion, vomiting, chest pain or breathlessness, or, if taking carbimazole, a sore throat or fever (stop it and get a blood count that day)',
    approach:
      'Thyrotoxicosis: TSH, free T4 and T3, TSH-receptor antibodies (Graves), and a technetium uptake scan if nodular or antibody-negative. Beta-blocker for symptoms; carbimazole for Graves disease or toxic nodules (propylthiouracil in the first trimester), with agranulocytosis warnings; endocrinology for radioiodine or surgery. Thyroiditis is managed with beta-blockers only.',
    investigations: [
      { name: 'TSH, free T4 and free T3, TSH-receptor antibodies', subtype: 'pathology', when: 'now' },
      { name: 'FBC and LFT', subtype: 'pathology', when: 'before starting carbimazole' },
      {
        name: 'Thyroid technetium uptake scan',
        subtype: 'imaging',
        when: 'if antibodies are negative or the thyroid is nodular',
      },
      { name: '12-lead ECG', subtype: 'other', when: 'if the pulse is irregular or fast' },
    ],
    medications: [
      PROPRANOLOL_SYMPTOMS,
      {
        name: 'Carbimazole',
        dose: '15 to 40 mg (then reduce to 5 to 15 mg)',
        route: 'oral',
        frequency: 'once daily (or in divided doses)',
        duration: '12 to 18 months for Graves disease, with thyroid tests every 4 to 6 weeks at first',
        cautions:
          'Agranulocytosis (stop and check FBC for any sore throat, mouth ulcer or fever); rash, liver toxicity; avoid in the first trimester; needs reliable contraception.',
        needsMoreInfo: 'Confirm the cause (Graves disease or toxic nodule) and pregnancy status; baseline FBC and LFT.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days while symptoms are controlled.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'urgent',
        reason: 'confirmed hyperthyroidism: antithyroid drugs, radioiodine or surgery',
      },
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'urgent',
        reason: 'eye pain, double vision or reduced vision (thyroid eye disease)',
      },
      ED_NOW('fever, confusion, vomiting, a very fast or irregular heartbeat, or chest pain (thyroid storm)'),
    ],
    advice: [
      'Stop smoking: it worsens Graves eye disease.',
      'If you take carbimazole, stop it and get a blood count the same day for any sore throat, mouth ulcers or fever.',
      'Avoid iodine-containing supplements (such as kelp) unless your doctor advises.',
    ],
  },
  {
    condition: 'thyroid_storm',
    care: `A fever, racing heart and agitation or confusion with an overactive thyroid can be life-threatening. ${EMERGENCY_CARE_000}`,
    seekHelp: 'the person becomes confused, drowsy or collapses: call 000 straight away',
    emergency: true,
    approach:
      'Suspected thyroid storm (Burch-Wartofsky): emergency department for beta-blockade, high-dose thionamide, iodine after the thionamide, corticosteroids, cooling and treatment of the trigger.',
    investigations: [
      { name: 'TSH, free T4 and T3, FBC, UEC, LFT, glucose, ECG, cultures', subtype: 'pathology', when: 'on arrival' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 2 weeks or more.' },
    referrals: [
      ED_NOW('suspected thyroid storm'),
      { kind: 'specialist', to: 'Endocrinologist', urgency: 'urgent', reason: 'after the emergency' },
    ],
    advice: ['Call 000 now.', 'Bring your thyroid medicines with you.'],
  },
  {
    condition: 'thyroid_nodule_goitre',
    care: 'Most thyroid lumps are harmless, but they need a blood test and an ultrasound to check. Please book an appointment in the next week or two.',
    seekHelp:
      'the lump grows quickly, your voice becomes hoarse, or you have trouble swallowing or breathing (call 000 for noisy or difficult breathing)',
    approach:
      'Thyroid nodule or goitre: TSH first (a low TSH suggests a toxic nodule: uptake scan), then thyroid ultrasound with TI-RADS scoring and fine-needle aspiration as indicated. Urgent referral for stridor, rapid growth, hoarseness, fixed hard nodule, cervical lymphadenopathy, a nodule in a child, or previous neck irradiation.',
    investigations: [
      { name: 'TSH (with free T4 if abnormal)', subtype: 'pathology', when: 'now' },
      { name: 'Thyroid and neck ultrasound', subtype: 'imaging', when: 'within 2 to 4 weeks' },
      {
        name: 'Ultrasound-guided fine-needle aspiration',
        subtype: 'other',
        when: 'as indicated by the ultrasound (TI-RADS)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      { kind: 'gp', to: 'General practitioner (in person)', urgency: 'routine', reason: 'examination and tests' },
      {
        kind: 'specialist',
        to: 'Endocrinologist or endocrine surgeon',
        urgency: 'urgent',
        reason: 'suspicious ultrasound or cytology, rapid growth, hoarseness or compressive symptoms',
      },
      ED_NOW('noisy breathing (stridor) or difficulty breathing'),
    ],
    advice: [
      'Most thyroid nodules are benign; the ultrasound guides whether a needle test is needed.',
      'Tell your doctor about any radiation to the neck in childhood or a family history of thyroid cancer.',
    ],
  },
  {
    condition: 'subacute_thyroiditis',
    care: 'A painful, tender thyroid after a viral illness usually settles over weeks to months. Anti-inflammatory medicine helps the pain, and a doctor may add a medicine for a racing heart. Please see a doctor in the next few days for blood tests.',
    seekHelp: 'you have trouble swallowing or breathing, a very high fever, or a racing heart with chest pain',
    approach:
      'Subacute (de Quervain) thyroiditis: tender goitre, raised ESR/CRP, thyrotoxicosis with low uptake on scan. NSAID for pain; prednisolone (starting 25 to 40 mg daily, tapered over 4 to 6 weeks) if severe or NSAIDs fail; beta-blocker for thyrotoxic symptoms; no antithyroid drugs. Monitor TSH every 4 to 6 weeks for a hypothyroid phase.',
    investigations: [
      { name: 'TSH, free T4 and T3, ESR and CRP, FBC', subtype: 'pathology', when: 'now' },
      { name: 'Thyroid technetium uptake scan', subtype: 'imaging', when: 'if the diagnosis is uncertain' },
      { name: 'TSH', subtype: 'pathology', when: 'every 4 to 6 weeks until recovered' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: '8-hourly with food',
        duration: 'until pain settles, usually 1 to 3 weeks',
      },
      { ...PROPRANOLOL_SYMPTOMS, dose: '10 to 20 mg', duration: 'while thyrotoxic, usually a few weeks' },
      {
        name: 'Prednisolone',
        dose: '25 mg (up to 40 mg)',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '1 to 2 weeks, then taper over 4 to 6 weeks',
        cautions: 'Raised glucose, mood change, insomnia; relapse if tapered too quickly.',
        alternative: true,
        needsMoreInfo: 'For severe pain or when NSAIDs fail; check diabetes and infection risk.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually a few days while pain and fever settle.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination and blood tests within a few days',
      },
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'routine',
        reason: 'uncertain diagnosis or prolonged course',
      },
    ],
    advice: [
      'It usually settles completely; a temporary underactive phase can follow, so keep your follow-up blood tests.',
      'Take anti-inflammatory medicine with food.',
    ],
  },
  {
    condition: 'postpartum_thyroiditis',
    care: 'Thyroid inflammation after having a baby is common and usually temporary. A blood test will show whether your thyroid is overactive or underactive. Sleep deprivation and low mood can feel similar, so please see a doctor in the next few days.',
    seekHelp:
      'you feel very low, hopeless or have thoughts of harming yourself or your baby (call Lifeline on 13 11 14 or PANDA on 1300 726 306, or 000 in an emergency), or you have chest pain or a very fast heartbeat',
    approach:
      'Postpartum thyroiditis (within 12 months of birth; thyrotoxic phase at 1 to 4 months, hypothyroid phase at 4 to 8 months): TSH, free T4, TPO antibodies, and TSH-receptor antibodies to exclude Graves disease. Propranolol (compatible with breastfeeding) for thyrotoxic symptoms; levothyroxine for symptomatic hypothyroidism or when planning pregnancy. Yearly TSH afterwards; screen for postnatal depression.',
    investigations: [
      { name: 'TSH, free T4, TPO antibodies, TSH-receptor antibodies', subtype: 'pathology', when: 'now' },
      { name: 'TSH', subtype: 'pathology', when: 'every 4 to 8 weeks until recovered, then yearly' },
      { name: 'Edinburgh Postnatal Depression Scale', subtype: 'other', when: 'at the review' },
    ],
    medications: [
      {
        ...PROPRANOLOL_SYMPTOMS,
        dose: '10 mg',
        duration: 'while thyrotoxic, usually a few weeks',
        needsMoreInfo: 'Confirm thyrotoxicosis on blood tests and no asthma; compatible with breastfeeding.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'blood tests, mood screening and follow-up',
      },
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'routine',
        reason: 'suspected Graves disease or persistent dysfunction',
      },
    ],
    advice: [
      'Most women recover within a year, but about a quarter develop a permanently underactive thyroid: have a yearly TSH.',
      'Tell your doctor before a future pregnancy so your thyroid can be checked early.',
      'PANDA (1300 726 306) supports parents with anxiety or low mood after a baby.',
    ],
  },
  {
    condition: 'addison_disease',
    care: 'Tiredness, weight loss, dizziness on standing and darker skin together can mean the adrenal glands are not making enough cortisol. A doctor should arrange blood tests in the next day or so. If you start vomiting or feel faint, go to the emergency department.',
    seekHelp:
      'you vomit, have diarrhoea, become very dizzy, confused, or faint: go to the emergency department or call 000 (this can be an adrenal crisis)',
    approach:
      'Suspected primary adrenal insufficiency: 8 to 9 am cortisol with ACTH, UEC (low sodium, high potassium), glucose, renin and aldosterone, 21-hydroxylase antibodies; urgent endocrinology for synacthen testing. Lifelong hydrocortisone and fludrocortisone with sick-day rules, an emergency injection kit and medical alert. Unwell or vomiting: treat as adrenal crisis without waiting for results.',
    investigations: [
      {
        name: 'Morning (8 to 9 am) cortisol and ACTH, UEC, glucose',
        subtype: 'pathology',
        when: 'today or tomorrow morning',
      },
      { name: 'Renin, aldosterone and 21-hydroxylase antibodies', subtype: 'pathology', when: 'with the cortisol' },
      { name: 'Short synacthen test', subtype: 'pathology', when: 'via the endocrinologist' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Usually a few days during diagnosis and starting treatment.' },
    referrals: [
      { kind: 'specialist', to: 'Endocrinologist', urgency: 'urgent', reason: 'suspected adrenal insufficiency' },
      ED_NOW('vomiting, diarrhoea, fainting, confusion or low blood pressure (adrenal crisis)'),
    ],
    advice: [
      'Once diagnosed, never stop your steroid tablets, and double or triple the dose on sick days as your plan says.',
      'Carry an emergency hydrocortisone injection kit and wear medical alert identification.',
      'Go to hospital straight away if you vomit and cannot keep your tablets down.',
    ],
  },
  {
    condition: 'adrenal_crisis',
    care: 'Vomiting, faintness or collapse in someone with adrenal insufficiency or on long-term steroids is an emergency. If you have an emergency hydrocortisone injection, give 100 mg into the outer thigh now, then call 000. Tell the paramedics about the adrenal insufficiency.',
    seekHelp: 'the person becomes drowsy, confused or collapses: call 000 straight away',
    emergency: true,
    approach:
      'Adrenal crisis: hydrocortisone 100 mg IM or IV immediately (do not wait for tests), then intravenous saline and hydrocortisone 50 mg 6-hourly (or 200 mg/24 h infusion), glucose and electrolyte correction, and treatment of the trigger.',
    investigations: [
      {
        name: 'UEC, glucose, cortisol (drawn before hydrocortisone if it does not delay it), FBC, cultures',
        subtype: 'pathology',
        when: 'on arrival',
      },
    ],
    medications: [HYDROCORTISONE_EMERGENCY],
    certificate: { suggestedDays: 5, note: 'Usually several days after discharge.' },
    referrals: [
      ED_NOW('suspected adrenal crisis'),
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'urgent',
        reason: 'review of the sick-day plan after the crisis',
      },
    ],
    advice: [
      'Give the emergency hydrocortisone injection now if you have one, then call 000.',
      'Keep your emergency kit and steroid card with you at all times.',
    ],
  },
  {
    condition: 'cushing_syndrome',
    care: 'Weight gain around the tummy and face, purple stretch marks and easy bruising can come from too much cortisol, most often from steroid medicines. Do not stop steroid tablets suddenly. Please see a doctor in the next few days.',
    seekHelp:
      'you develop very high blood sugar readings, severe muscle weakness, an infection that will not settle, or very low mood',
    approach:
      'Exclude exogenous glucocorticoids (including inhaled, topical and injected). For endogenous Cushing syndrome, two of: 1 mg overnight dexamethasone suppression test, 24-hour urinary free cortisol, late-night salivary cortisol; then endocrinology. Manage blood pressure, glucose and bone health. Steroid-induced: taper to the lowest effective dose where possible (never stop abruptly).',
    investigations: [
      {
        name: '1 mg overnight dexamethasone suppression test',
        subtype: 'pathology',
        when: 'if not on glucocorticoids',
      },
      {
        name: '24-hour urinary free cortisol or late-night salivary cortisol (two tests)',
        subtype: 'pathology',
        when: 'if not on glucocorticoids',
      },
      { name: 'HbA1c, UEC (potassium), lipids; bone density', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'routine',
        reason: 'abnormal screening tests or suspected endogenous Cushing syndrome',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'review of steroid use, blood pressure and glucose',
      },
    ],
    advice: [
      'Never stop steroid tablets suddenly: your body may need them, and stopping can cause an adrenal crisis.',
      'Ask about bone protection if you take steroids for a long time.',
    ],
  },
  {
    condition: 'hyperprolactinaemia',
    care: 'Milky nipple discharge and missed periods can be caused by a raised hormone called prolactin. A blood test (and a pregnancy test) will check. Some medicines raise prolactin, so bring a list of everything you take.',
    seekHelp: 'you notice loss of side vision, double vision, or a severe headache',
    approach:
      'Hyperprolactinaemia: exclude pregnancy, hypothyroidism, kidney disease, macroprolactin and medicines (antipsychotics, metoclopramide, domperidone, some antidepressants); repeat prolactin unstressed. Persistent unexplained elevation: pituitary MRI and visual fields, endocrinology for a dopamine agonist (cabergoline).',
    investigations: [
      {
        name: 'Prolactin (repeated, rested; with macroprolactin), beta-hCG, TSH, UEC',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'Pituitary MRI', subtype: 'imaging', when: 'persistent raised prolactin without a drug or other cause' },
      { name: 'Formal visual field testing', subtype: 'other', when: 'with a pituitary tumour or visual symptoms' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'routine',
        reason: 'confirmed hyperprolactinaemia without a medicine cause; urgent with visual loss',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'breast examination and blood tests',
      },
    ],
    advice: [
      'Do not stop antipsychotic or other prescribed medicines without discussing them with your doctor.',
      'Even with missed periods, pregnancy is possible: use contraception if you do not want to conceive.',
    ],
  },
  {
    condition: 'phaeochromocytoma',
    care: 'Attacks of pounding headache, sweating and a racing heart with high blood pressure have several causes; a rare adrenal tumour is one that needs blood tests. Please see a doctor in the next few days and record your blood pressure during an attack if you can.',
    seekHelp:
      'your blood pressure is 180/110 or higher with a severe headache, chest pain, confusion, vision changes or weakness: call 000',
    approach:
      'Suspected phaeochromocytoma or paraganglioma (paroxysmal headache, sweating and palpitations with hypertension, an adrenal incidentaloma, or a genetic syndrome): plasma free metanephrines (or 24-hour urinary fractionated metanephrines), then imaging and endocrinology. Do not start a beta-blocker alone before alpha-blockade.',
    investigations: [
      {
        name: 'Plasma free metanephrines (or 24-hour urine fractionated metanephrines)',
        subtype: 'pathology',
        when: 'now',
      },
      { name: 'CT or MRI of the adrenal glands', subtype: 'imaging', when: 'if metanephrines are raised' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed while tests are done.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist',
        urgency: 'urgent',
        reason: 'raised metanephrines or strong clinical suspicion',
      },
      ED_NOW('blood pressure 180/110 or higher with chest pain, severe headache, confusion or weakness'),
    ],
    advice: [
      'Keep a diary of attacks with blood pressure readings.',
      'Avoid decongestants and stimulants, which can trigger attacks.',
    ],
  },
  {
    condition: 'obesity',
    care: 'Small, lasting changes work best: regular meals with more vegetables and protein, fewer sugary drinks and takeaway foods, more daily movement, and better sleep. A doctor can check for related health problems and discuss a plan, including programs and medicines that can help.',
    seekHelp:
      'you have chest pain, breathlessness at rest, or stop breathing or choke during sleep, or you are using extreme dieting, vomiting or laxatives to lose weight',
    approach:
      'Weight management: measure BMI and waist, screen for complications (diabetes, hypertension, dyslipidaemia, fatty liver, sleep apnoea, osteoarthritis, depression and binge eating). Structured lifestyle intervention with dietitian and exercise physiology; pharmacotherapy as an adjunct with BMI 30 or more, or 27 or more with a weight-related condition (GLP-1 receptor agonists, phentermine, naltrexone-bupropion); bariatric surgery referral with BMI 40 or more, or 35 or more with complications.',
    investigations: [
      { name: 'HbA1c, lipids, LFT, UEC', subtype: 'pathology', when: 'baseline' },
      { name: 'TSH', subtype: 'pathology', when: 'if symptoms of hypothyroidism' },
      { name: 'Sleep study', subtype: 'other', when: 'snoring with witnessed pauses or daytime sleepiness' },
    ],
    medications: [
      {
        name: 'Semaglutide (weight-management formulation)',
        dose: '0.25 mg weekly for 4 weeks, increasing every 4 weeks to 2.4 mg weekly as tolerated',
        route: 'subcutaneous injection',
        frequency: 'once weekly',
        duration: 'long term while effective (weight returns when stopped); review at 16 weeks',
        cautions:
          'Nausea, vomiting, constipation; gallstones and pancreatitis; not in pregnancy (stop 2 months before trying to conceive); not with personal or family history of medullary thyroid cancer or MEN2; not PBS-subsidised for weight loss.',
        needsMoreInfo:
          'Needs BMI (30 or more, or 27 or more with a weight-related condition), pregnancy plans, and history of pancreatitis or gallstones.',
      },
      {
        name: 'Phentermine',
        dose: '15 to 30 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: 'up to 3 months, then review',
        cautions:
          'Raises heart rate and blood pressure, insomnia, anxiety; not with cardiovascular disease, uncontrolled hypertension, hyperthyroidism, glaucoma, agitation, substance misuse or MAO inhibitors; not in pregnancy.',
        alternative: true,
        needsMoreInfo: 'Needs BMI, blood pressure, heart history and current medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'measurement, complication screening and a management plan',
      },
      {
        kind: 'specialist',
        to: 'Dietitian, exercise physiologist and psychologist (GP management plan)',
        urgency: 'routine',
        reason: 'structured lifestyle support',
      },
      {
        kind: 'specialist',
        to: 'Bariatric surgeon or obesity service',
        urgency: 'routine',
        reason: 'BMI 40 or more, or 35 or more with complications, after lifestyle measures',
      },
    ],
    advice: [
      'Aim for a steady loss of 0.5 to 1 kg a week; even 5 to 10% of your weight brings real health benefits.',
      'Plan meals, eat slowly, choose water, and build up to 150 to 300 minutes of activity a week.',
      'Good sleep and managing stress help; talk to your doctor if eating feels out of control.',
    ],
  },
  {
    condition: 'hyperlipidaemia',
    care: 'High cholesterol causes no symptoms, but it raises the risk of heart attack and stroke. Eating more vegetables, wholegrains, nuts and fish, less fatty meat and fried or processed food, staying active and not smoking all help. A doctor will work out your overall heart risk to decide whether you need a tablet.',
    seekHelp: 'you have chest pain, or sudden weakness of the face, arm or leg, or trouble speaking: call 000',
    approach:
      'Raised cholesterol: assess absolute cardiovascular risk with the Australian CVD risk calculator (2023); exclude secondary causes (hypothyroidism, diabetes, kidney and liver disease, medicines). Lifestyle for all; statin for high risk (10% or more over 5 years), established cardiovascular disease, or clinically high-risk groups; consider familial hypercholesterolaemia when LDL is 5 mmol/L or more (Dutch Lipid Clinic score). Ezetimibe added when LDL targets are not met.',
    investigations: [
      {
        name: 'Lipid profile (fasting not required)',
        subtype: 'pathology',
        when: 'now, and 6 to 8 weeks after starting or changing treatment',
      },
      { name: 'HbA1c, UEC, LFT, TSH', subtype: 'pathology', when: 'baseline and secondary causes' },
    ],
    medications: [
      ATORVASTATIN,
      {
        name: 'Rosuvastatin',
        dose: '5 to 10 mg (up to 40 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions:
          'Muscle aches; lower doses in people of Asian background and with kidney impairment; not in pregnancy.',
        alternative: true,
        needsMoreInfo: 'Base the decision on absolute cardiovascular risk; confirm not pregnant.',
      },
      {
        name: 'Ezetimibe',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'long term',
        cautions: 'Usually well tolerated; added to a statin, or alone when statins are not tolerated.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'absolute cardiovascular risk assessment and follow-up lipids',
      },
      {
        kind: 'specialist',
        to: 'Lipid clinic or endocrinologist',
        urgency: 'routine',
        reason:
          'suspected familial hypercholesterolaemia, very high triglycerides (over 10 mmol/L), or statin intolerance',
      },
    ],
    advice: [
      'Choose vegetables, legumes, wholegrains, nuts, fish and olive oil; limit fatty and processed meats, butter, fried food and pastries.',
      'Stop smoking and stay active for at least 30 minutes on most days.',
      'If you start a statin, report unexplained muscle pain or weakness.',
    ],
  },
  {
    condition: 'vitamin_d_deficiency',
    care: 'A vitamin D supplement from the pharmacy and some safe sun exposure usually correct low vitamin D over a few months. Follow sun-safety advice: a few minutes of sun on the arms in the middle of the morning or afternoon is enough for most people in summer, longer in winter.',
    seekHelp: 'you have bone pain, muscle weakness, cramps or tingling around the mouth or in the hands',
    approach:
      'Vitamin D deficiency (25-OH vitamin D below 50 nmol/L): colecalciferol 1000 to 2000 IU daily for mild to moderate deficiency, 3000 to 5000 IU daily for 6 to 12 weeks when below 25 nmol/L, then maintenance; adequate dietary calcium. Recheck after 3 months only if severe or high-risk. Look for osteomalacia (raised ALP, low calcium or phosphate) and malabsorption.',
    investigations: [
      {
        name: '25-OH vitamin D',
        subtype: 'pathology',
        when: 'after 3 months of treatment, if severe or in a high-risk group',
      },
      { name: 'Calcium, phosphate, ALP, UEC', subtype: 'pathology', when: 'if severe deficiency or bone pain' },
    ],
    medications: [
      {
        name: 'Colecalciferol (vitamin D3)',
        dose: '1000 to 2000 IU (25 to 50 micrograms); 3000 to 5000 IU for 6 to 12 weeks if below 25 nmol/L',
        route: 'oral',
        frequency: 'once daily',
        duration: '3 months, then maintenance while risk factors persist',
        cautions: 'Avoid with high calcium, sarcoidosis or kidney stones without medical advice.',
      },
      {
        name: 'Colecalciferol (vitamin D3)',
        dose: '50000 IU (1.25 mg)',
        route: 'oral',
        frequency: 'once a month',
        duration: 'ongoing while risk factors persist',
        cautions: 'An option when daily tablets are hard to remember; avoid with high calcium.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Time off is not needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'severe deficiency, bone pain, or suspected malabsorption',
      },
    ],
    advice: [
      'Get safe sun on your arms and hands most days while following sun-safety advice.',
      'Eat calcium-rich foods (dairy or fortified alternatives) every day.',
      'People with darker skin, who cover up, or who are mostly indoors usually need ongoing supplements.',
    ],
  },
  {
    condition: 'hypercalcaemia',
    care: 'A high calcium result needs repeat and further blood tests, usually in the next few days. Drink plenty of water meanwhile, and stop any calcium or vitamin D supplements until you have seen a doctor.',
    seekHelp:
      'you become confused, very drowsy, are vomiting, very thirsty, or have severe tummy pain: go to the emergency department',
    approach:
      'Raised corrected calcium: repeat with PTH, UEC, phosphate, ALP, 25-OH vitamin D. Raised or inappropriately normal PTH: primary hyperparathyroidism (24-hour urine calcium, endocrinology for surgical criteria). Suppressed PTH: malignancy (protein electrophoresis, free light chains, imaging), vitamin D excess, sarcoidosis, thiazides. Calcium over 3.0 mmol/L or symptomatic: emergency department for intravenous fluids and bisphosphonate.',
    investigations: [
      {
        name: 'Repeat corrected or ionised calcium, PTH, phosphate, ALP, UEC, 25-OH vitamin D',
        subtype: 'pathology',
        when: 'within a few days (today if symptomatic)',
      },
      {
        name: 'Serum protein electrophoresis, free light chains, chest X-ray',
        subtype: 'pathology',
        when: 'if PTH is suppressed',
      },
      { name: '24-hour urine calcium', subtype: 'pathology', when: 'if PTH is raised' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Time off is not usually needed for mild hypercalcaemia.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist (or endocrine surgeon)',
        urgency: 'routine',
        reason: 'primary hyperparathyroidism',
      },
      ED_NOW('calcium above 3.0 mmol/L, or confusion, vomiting, dehydration or drowsiness'),
    ],
    advice: [
      'Drink 2 to 3 litres of water a day unless told otherwise.',
      'Stop calcium and vitamin D supplements until reviewed; do not cut out dietary calcium.',
      'Tell your doctor if you take a thiazide diuretic or lithium.',
    ],
  },
  {
    condition: 'hyponatraemia',
    care: 'A low sodium result needs to be repeated and the cause found, usually today or tomorrow. Do not drink large amounts of water in the meantime, and bring a list of all your medicines. Do not stop prescribed medicines without talking to a doctor.',
    seekHelp: 'you become confused, very drowsy, have a seizure, vomit repeatedly or have a severe headache: call 000',
    approach:
      'Hyponatraemia: assess severity (below 125 mmol/L or symptomatic goes to the emergency department) and chronicity; measure serum and urine osmolality, urine sodium, TSH, morning cortisol and glucose; review medicines (thiazides, SSRIs, carbamazepine, PPIs, desmopressin) and fluid intake. Chronic mild SIADH: fluid restriction; avoid rapid correction (osmotic demyelination).',
    investigations: [
      { name: 'Repeat UEC, serum osmolality, glucose', subtype: 'pathology', when: 'today or tomorrow' },
      {
        name: 'Urine osmolality and urine sodium (same time as the blood)',
        subtype: 'pathology',
        when: 'with the repeat bloods',
      },
      {
        name: 'TSH and 8 to 9 am cortisol',
        subtype: 'pathology',
        when: 'to exclude hypothyroidism and adrenal insufficiency',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; longer if admitted.' },
    referrals: [
      ED_NOW('sodium below 125 mmol/L, or confusion, drowsiness, vomiting or seizure'),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'repeat tests and medicine review within 1 to 2 days',
      },
      {
        kind: 'specialist',
        to: 'Endocrinologist or renal physician',
        urgency: 'routine',
        reason: 'persistent unexplained hyponatraemia',
      },
    ],
    advice: [
      'Avoid drinking large volumes of water or other fluids until your doctor advises.',
      'Tell your doctor about all medicines, including antidepressants and fluid tablets.',
      'Falls and unsteadiness can be caused by low sodium: take care on stairs.',
    ],
  },
  {
    condition: 'hyperkalaemia',
    care: 'A high potassium can upset the heart rhythm without warning, so it needs an ECG and a repeat blood test today: go to the emergency department now, or call 000 if you have palpitations, chest pain, faintness or weak legs. Until a doctor has seen you, do not take potassium supplements, salt substitutes, spironolactone, or blood pressure tablets ending in "-pril" or "-sartan", and avoid anti-inflammatory painkillers.',
    seekHelp:
      'you feel faint, have palpitations, a slow or irregular pulse, chest pain, or new weakness in your arms or legs: call 000',
    emergency: true,
    approach:
      'Hyperkalaemia (potassium above 5.5 mmol/L; severe at 6.5 or above, or with ECG changes): emergency department for a 12-lead ECG, a repeat unhaemolysed sample and a blood gas; IV calcium gluconate for ECG changes, insulin with glucose and nebulised salbutamol to shift potassium, then removal (sodium zirconium cyclosilicate or a resin, loop diuretics, dialysis); stop ACE inhibitors, ARBs, spironolactone, NSAIDs, trimethoprim and potassium supplements; find and treat the cause (acute kidney injury, missed dialysis, rhabdomyolysis, DKA, adrenal insufficiency).',
    investigations: [
      { name: '12-lead ECG and cardiac monitoring', subtype: 'other', when: 'in hospital, now' },
      {
        name: 'Repeat potassium (unhaemolysed), UEC, blood gas, glucose and CK',
        subtype: 'pathology',
        when: 'in hospital, now',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a day or two; longer after an admission or if kidney function has fallen.',
    },
    referrals: [
      ED_NOW('hyperkalaemia: ECG, repeat potassium and treatment'),
      {
        kind: 'specialist',
        to: 'Nephrologist',
        urgency: 'urgent',
        reason: 'kidney disease, dialysis, or recurrent hyperkalaemia on needed medicines',
      },
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'urgent',
        reason: 'repeat potassium within a week and a review of the medicines that raise it',
      },
    ],
    advice: [
      'Bring a list of all your medicines, including supplements and salt substitutes (many contain potassium).',
      'If you are on dialysis, never miss a session, and follow the potassium advice of your kidney dietitian.',
      'Do not restart the paused medicines until your doctor has rechecked your potassium.',
    ],
  },
  {
    condition: 'hypokalaemia',
    care: 'A low potassium usually comes from vomiting, diarrhoea or a fluid tablet, and is easily replaced, but it needs a blood test and a doctor today. Eat potassium-rich foods (bananas, oranges, potatoes, tomatoes, dried fruit) and keep up fluids. Go to the emergency department if you have palpitations, feel faint or your muscles are very weak.',
    seekHelp:
      'you have palpitations, feel faint, have chest pain, or your muscles become so weak that you cannot stand or breathe easily: call 000',
    approach:
      'Hypokalaemia: repeat potassium with magnesium, UEC, glucose and an ECG (U waves, QT, arrhythmia); emergency department for potassium below 2.5 mmol/L, ECG changes, arrhythmia, weakness, or on digoxin; otherwise oral potassium chloride and correction of low magnesium; treat the cause (loop or thiazide diuretic: lower the dose, add a potassium-sparing agent or switch; gastrointestinal loss; laxative misuse or purging; refeeding); investigate with renin and aldosterone if hypertensive without a clear cause.',
    investigations: [
      {
        name: 'Repeat potassium with magnesium, UEC and glucose',
        subtype: 'pathology',
        when: 'today, and 3 to 7 days after starting replacement',
      },
      { name: '12-lead ECG', subtype: 'other', when: 'today (U waves, QT prolongation, arrhythmia)' },
      {
        name: 'Aldosterone to renin ratio',
        subtype: 'pathology',
        when: 'if hypertensive with no diuretic or gut loss to explain it',
      },
    ],
    medications: [
      {
        name: 'Potassium chloride modified-release 600 mg tablets (8 mmol potassium)',
        dose: '1200 mg (2 tablets, 16 mmol)',
        route: 'oral',
        frequency: 'twice daily with food and a full glass of water',
        duration: '5 to 7 days, then recheck potassium',
        cautions:
          'Not in kidney impairment or with ACE inhibitors, ARBs or spironolactone unless the potassium is being monitored; swallow whole while upright (oesophageal ulceration); correct a low magnesium too.',
        needsMoreInfo: 'Check the measured potassium, kidney function and current medicines before prescribing.',
      },
      {
        name: 'Potassium chloride with potassium bicarbonate effervescent tablets (14 mmol potassium)',
        dose: '1 tablet (14 mmol) dissolved in water',
        route: 'oral',
        frequency: 'once or twice daily',
        duration: '5 to 7 days, then recheck potassium',
        cautions:
          'For those who cannot swallow the large tablets; the same cautions in kidney impairment and with medicines that raise potassium.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a day or two while the illness that caused it settles.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'urgent',
        reason: 'repeat potassium and magnesium, ECG and review of diuretics today',
      },
      ED_NOW('potassium below 2.5 mmol/L, palpitations, ECG changes or marked muscle weakness'),
    ],
    advice: [
      'Take potassium tablets with food and a full glass of water, sitting or standing upright.',
      'If a fluid tablet caused it, do not stop the tablet yourself: your doctor may change the dose or the medicine.',
      'Have the blood test repeated as arranged: too much potassium is as harmful as too little.',
      HEALTHDIRECT,
    ],
  },
];

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const HEART_BLOOD_AND_HORMONES: ConditionManagement[] = [...HEART_AND_VESSELS, ...BLOOD, ...HORMONES];
