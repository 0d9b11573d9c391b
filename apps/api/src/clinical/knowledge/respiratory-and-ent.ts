import { IBUPROFEN, MOMETASONE_NASAL, PANTOPRAZOLE, PARACETAMOL, SALINE_NASAL_SPRAY } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW } from './referrals.js';

/*
 * Management of the respiratory and ENT (ears, nose, throat, mouth, teeth) conditions added beside the
 * DDXPlus set. Doses are adult doses from Therapeutic Guidelines (eTG: Respiratory, Antibiotic, Oral and
 * Dental), the Australian Medicines Handbook, the Australian Asthma Handbook and COPD-X; children's doses
 * are weight-based and flagged for the doctor.
 */

const SALBUTAMOL_RELIEVER: Medication = {
  name: 'Salbutamol 100 micrograms/actuation inhaler with spacer',
  dose: '2 to 4 puffs (200 to 400 micrograms)',
  route: 'inhaled',
  frequency: 'when required for symptoms',
  duration: 'ongoing as the reliever',
  cautions: 'Tremor and a fast heart rate; needing it more than twice a week means the asthma is not controlled.',
};

const BUDESONIDE_FORMOTEROL: Medication = {
  name: 'Budesonide with formoterol 200/6 micrograms inhaler',
  dose: '1 inhalation',
  route: 'inhaled',
  frequency:
    'as needed for symptoms (maximum 12 inhalations a day); or 1 to 2 inhalations twice daily plus as needed (maintenance and reliever)',
  duration: 'ongoing; review in 4 to 6 weeks',
  cautions:
    'Rinse and spit after use (oral thrush, hoarse voice); for age 12 and over; not with another long-acting beta-agonist.',
};

const NICOTINE_PATCH: Medication = {
  name: 'Nicotine transdermal patch 21 mg/24 hours',
  dose: '1 patch',
  route: 'transdermal',
  frequency: 'once daily (with a fast-acting form such as gum or lozenge for cravings)',
  duration: '8 to 12 weeks, stepping down',
  cautions: 'Skin irritation and vivid dreams (remove at bedtime); safer than smoking even with heart disease.',
  alternative: true,
  needsMoreInfo: 'Only for people who smoke and want to quit; check cigarettes per day to choose the strength.',
};

const CHLORHEXIDINE_MOUTHWASH: Medication = {
  name: 'Chlorhexidine 0.2% mouthwash',
  dose: '10 mL',
  route: 'rinse for 1 minute and spit out',
  frequency: '12-hourly',
  duration: '5 to 14 days',
  cautions: 'Stains teeth and alters taste with longer use; use 30 minutes apart from toothpaste.',
};

const WARM_SALINE_RINSE: Medication = {
  name: 'Warm salt-water mouth rinse (half a teaspoon of salt in a glass of warm water)',
  dose: '1 glass (about 200 mL)',
  route: 'rinse and spit out',
  frequency: '4 times a day, after meals',
  duration: 'until healed',
  cautions: 'Do not swallow; no significant cautions.',
};

const DENTAL_ANALGESIA_IBUPROFEN: Medication = {
  ...IBUPROFEN,
  dose: '400 mg',
  frequency:
    'every 6 to 8 hours with food, taken with paracetamol for dental pain (maximum 1200 mg a day without medical advice)',
  duration: 'up to 5 days, until dental treatment',
};

const PROCHLORPERAZINE: Medication = {
  name: 'Prochlorperazine',
  dose: '5 to 10 mg',
  route: 'oral',
  frequency: '8-hourly when required',
  duration: 'no more than 2 to 3 days (longer use slows recovery of balance)',
  cautions:
    'Drowsiness (do not drive); acute dystonia, especially in young women; avoid in Parkinson disease and in children.',
};

const CIPROFLOXACIN_EAR_DROPS: Medication = {
  name: 'Ciprofloxacin 0.3% ear drops',
  dose: '5 drops into the affected ear (after cleaning)',
  route: 'aural',
  frequency: '12-hourly',
  duration: '7 to 14 days',
  cautions:
    'Not ototoxic, so it is the drop of choice when the eardrum may be perforated; warm the bottle in the hand first to avoid dizziness.',
};

const DENTIST = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'specialist',
  to: 'Dentist',
  urgency,
  reason,
});
const ENT = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'specialist',
  to: 'Ear, nose and throat (ENT) surgeon',
  urgency,
  reason,
});
const GP = (urgency: Referral['urgency'], reason: string): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency,
  reason,
});

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const RESPIRATORY_AND_ENT: ConditionManagement[] = [
  // ——— Lungs and airways
  {
    condition: 'covid19',
    care: 'Rest, drink plenty of fluids and use paracetamol or ibuprofen for fever and aches. Stay home while you have symptoms and wear a mask around others. If you are 70 or older, or have a condition that puts you at higher risk, speak to a doctor today about antiviral tablets, which work best in the first 5 days.',
    seekHelp:
      'you are short of breath, have chest pain or pressure, feel confused or very drowsy, your lips look blue, or you cannot keep fluids down',
    approach:
      'Confirm with a rapid antigen or PCR test. Symptom relief for most. Oral antivirals within 5 days of symptom onset for people eligible under the PBS criteria (age 70 and over; 50 and over, or Aboriginal and Torres Strait Islander people 30 and over, with a risk factor; moderate to severe immunocompromise; previous COVID-19 hospitalisation). Check interactions and kidney function before nirmatrelvir with ritonavir.',
    investigations: [
      {
        name: 'SARS-CoV-2 rapid antigen test or PCR (respiratory viral PCR panel)',
        subtype: 'pathology',
        when: 'to confirm the diagnosis if not already done',
      },
      {
        name: 'Pulse oximetry (home or in person)',
        subtype: 'other',
        when: 'if breathless or at high risk; oxygen saturation under 95% needs review',
      },
      {
        name: 'UEC with eGFR',
        subtype: 'pathology',
        when: 'before nirmatrelvir with ritonavir if kidney function is not known',
      },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Nirmatrelvir with ritonavir (300 mg + 100 mg)',
        dose: 'nirmatrelvir 300 mg (two 150 mg tablets) with ritonavir 100 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days, started within 5 days of symptom onset',
        cautions:
          'Many serious drug interactions through ritonavir (statins, antiarrhythmics, some anticoagulants, immunosuppressants, antiepileptics): check every medicine; halve nirmatrelvir to 150 mg if eGFR 30 to 60; not if eGFR under 30 or severe liver disease.',
        needsMoreInfo:
          'Only for patients eligible for antivirals; check all current medicines for interactions, kidney function and pregnancy first.',
      },
      {
        name: 'Molnupiravir',
        dose: '800 mg (four 200 mg capsules)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days, started within 5 days of symptom onset',
        cautions:
          'Not in pregnancy or breastfeeding, nor under 18 years; use effective contraception during and for 4 days after (men for 3 months after); less effective than nirmatrelvir with ritonavir.',
        alternative: true,
        needsMoreInfo: 'For eligible patients who cannot take nirmatrelvir with ritonavir; exclude pregnancy.',
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'Stay home until acute symptoms have resolved (usually 5 to 7 days); avoid high-risk settings such as aged care and hospitals for 7 days.',
    },
    referrals: [
      ED_NOW('breathlessness at rest, oxygen saturation under 92%, chest pain, confusion or blue lips'),
      GP('urgent', 'assessment for antivirals today if at higher risk and not assessed by telehealth'),
    ],
    advice: [
      'Stay home while you have symptoms, wear a mask if you must go out, and avoid visiting hospitals, aged care or people at higher risk for 7 days.',
      'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for fever and aches.',
      'If you are older or have a chronic illness, antiviral tablets can lower the risk of severe illness: they must be started within 5 days.',
      'Call 000 if you are struggling to breathe, have chest pain, feel confused or your lips turn blue. For advice, call Healthdirect on 1800 022 222.',
    ],
  },
  {
    condition: 'long_covid',
    care: 'Pace yourself: plan rest between activities and build up slowly, staying within what you can manage without a crash the next day. Keep a diary of symptoms and triggers to share with your doctor.',
    seekHelp:
      'you have chest pain, fainting, breathlessness at rest, a racing heart at rest, or new weakness or confusion',
    approach:
      'A diagnosis of exclusion 4 or more weeks after COVID-19. Screen for other causes and complications with blood tests, and an ECG and chest X-ray when chest or breathing symptoms persist. Management is supportive: pacing for post-exertional malaise, graded return to work, sleep and mood support, and referral to rehabilitation or a long COVID service.',
    investigations: [
      {
        name: 'FBC, UEC, LFT, CRP, TSH, ferritin and HbA1c',
        subtype: 'pathology',
        when: 'at the first review, to exclude other causes of fatigue',
      },
      { name: 'ECG', subtype: 'other', when: 'if palpitations, chest pain or dizziness on standing' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'if cough or breathlessness persists beyond 12 weeks' },
      {
        name: 'Lying and standing blood pressure and heart rate (active stand test)',
        subtype: 'other',
        when: 'if dizziness or a racing heart on standing',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Often a graded return to work over weeks with reduced hours; review every 2 to 4 weeks.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Post-COVID (long COVID) clinic or rehabilitation service',
        urgency: 'routine',
        reason: 'persistent symptoms beyond 12 weeks affecting daily life',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physician or cardiologist',
        urgency: 'routine',
        reason: 'abnormal chest X-ray, oxygen desaturation on exertion, or palpitations with ECG changes',
      },
      ED_NOW('chest pain, fainting, breathlessness at rest or new neurological symptoms'),
    ],
    advice: [
      'Pacing helps more than pushing through: stop before you are exhausted, and increase activity slowly.',
      'Most people improve over weeks to months.',
      'Look after sleep, eat regularly and stay connected with others. If your mood is low, talk to your doctor, or call Lifeline on 13 11 14.',
    ],
  },
  {
    condition: 'post_viral_cough',
    care: 'Honey in warm water, sipping fluids and avoiding smoke can soothe the cough. It usually fades over 3 to 8 weeks without antibiotics.',
    seekHelp:
      'you cough up blood, become short of breath, have a fever or chest pain, lose weight, or the cough lasts more than 8 weeks',
    approach:
      'A self-limiting cough after a respiratory infection: reassurance and simple measures; antibiotics do not help. Review if it lasts beyond 8 weeks (chest X-ray, consider asthma, reflux, post-nasal drip, whooping cough in the first 3 weeks of paroxysms).',
    investigations: [
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'if the cough lasts beyond 8 weeks, in smokers over 40, or with red flags',
      },
      {
        name: 'Pertussis PCR (nasopharyngeal swab)',
        subtype: 'pathology',
        when: 'if coughing fits, whoop or vomiting after coughing within 3 weeks of onset',
      },
      {
        name: 'Spirometry with bronchodilator response',
        subtype: 'other',
        when: 'if the cough persists with wheeze or night symptoms (possible asthma)',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needs time away; the person is not infectious once the cold has passed.',
    },
    referrals: [GP('routine', 'review if the cough lasts more than 8 weeks, or with any red flag')],
    advice: [
      'A cough often lingers for 3 to 8 weeks after a cold, even though you are getting better.',
      'A teaspoon of honey (not for babies under 1) and warm drinks can ease it; avoid smoke.',
      'Antibiotics do not help a post-viral cough.',
      'See a doctor if you cough up blood, become breathless, lose weight, or it lasts more than 8 weeks.',
    ],
  },
  {
    condition: 'chronic_asthma',
    care: 'Keep taking your preventer every day, check your inhaler technique (a pharmacist can help), use a spacer, and keep your reliever with you. Book a review to adjust your treatment and update your written asthma action plan.',
    seekHelp:
      'your reliever is not helping, you need it more than every 3 hours, you cannot speak in full sentences, or your lips turn blue: call 000 and start asthma first aid',
    approach:
      'Assess control (day and night symptoms, reliever use, activity limitation, flare-ups), adherence, inhaler technique and triggers before stepping up. Anti-inflammatory reliever or maintenance-and-reliever budesonide with formoterol, or a regular low-dose inhaled corticosteroid, per the Australian Asthma Handbook. Confirm with spirometry and give a written action plan.',
    investigations: [
      {
        name: 'Spirometry with bronchodilator response',
        subtype: 'other',
        when: 'to confirm asthma and measure control',
      },
      {
        name: 'Allergen skin-prick testing or specific IgE',
        subtype: 'pathology',
        when: 'if allergic triggers are suspected',
      },
    ],
    medications: [
      BUDESONIDE_FORMOTEROL,
      {
        name: 'Fluticasone propionate 125 micrograms/actuation inhaler with spacer',
        dose: '1 puff (125 micrograms)',
        route: 'inhaled',
        frequency: 'twice daily',
        duration: 'ongoing; review in 4 to 6 weeks',
        cautions: 'Rinse and spit after use (oral thrush, hoarse voice); must be taken every day to work.',
        alternative: true,
      },
      {
        ...SALBUTAMOL_RELIEVER,
        alternative: true,
        needsMoreInfo: 'As the reliever when the preventer is a plain inhaled corticosteroid.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away unless there has been a flare-up.' },
    referrals: [
      GP('routine', 'asthma review within 1 to 2 weeks: technique, adherence, action plan and spirometry'),
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason:
          'uncontrolled despite medium-dose inhaled corticosteroid with a long-acting beta-agonist, or 2 or more courses of oral steroid a year',
      },
      ED_NOW('unable to speak in sentences, reliever not helping, drowsiness or blue lips'),
    ],
    advice: [
      'Asthma is well controlled when you need your reliever no more than twice a week and it does not wake you at night.',
      'Take your preventer every day, even when you feel well; rinse your mouth afterwards.',
      'Keep your written asthma action plan handy and avoid smoke and known triggers.',
      'Asthma first aid: sit upright, 4 puffs of reliever through a spacer, 4 breaths each, wait 4 minutes and repeat; call 000 if not improving.',
    ],
  },
  {
    condition: 'acute_severe_asthma',
    care: 'Call 000 now and say it is a severe asthma attack. Sit upright and start asthma first aid: 4 separate puffs of your blue reliever through a spacer, 4 breaths after each puff; wait 4 minutes and repeat until the ambulance arrives.',
    seekHelp:
      'you become drowsy, confused or too tired to breathe, your lips turn blue, or you collapse: this is life-threatening, keep giving the reliever and tell 000',
    emergency: true,
    approach:
      'Acute severe or life-threatening asthma (unable to speak in sentences, accessory muscle use, reliever not helping; drowsiness, exhaustion, cyanosis or a silent chest): ambulance to the emergency department for oxygen to saturation 92 to 96%, continuous or back-to-back salbutamol with ipratropium, systemic corticosteroid and escalation (magnesium, ventilatory support). No remote treatment beyond asthma first aid.',
    investigations: [
      { name: 'Pulse oximetry and blood gas in hospital', subtype: 'pathology', when: 'in the emergency department' },
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'in hospital, if pneumothorax, pneumonia or a poor response is suspected',
      },
    ],
    medications: [
      {
        name: 'Salbutamol 100 micrograms/actuation inhaler with spacer (asthma first aid)',
        dose: '4 puffs, 1 puff at a time with 4 breaths each (adults and children 6 and over; 2 puffs under 6)',
        route: 'inhaled',
        frequency: 'every 4 minutes until the ambulance arrives',
        duration: 'until help arrives',
        cautions:
          'Tremor and a fast heart rate are expected and are not a reason to stop; keep going while waiting for the ambulance.',
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: 'Usually 3 to 7 days after a hospital attendance, longer after an admission.',
    },
    referrals: [
      ED_NOW('acute severe asthma: unable to speak in sentences, reliever not helping, drowsiness or blue lips'),
      GP('urgent', 'review within 1 week of discharge: preventer, inhaler technique and a written asthma action plan'),
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'after any life-threatening attack or admission for asthma',
      },
    ],
    advice: [
      'Call 000 now. Sit upright and keep giving 4 puffs of reliever through a spacer every 4 minutes until help arrives.',
      'Do not lie down, and do not drive yourself to hospital.',
      'After any severe attack, see your doctor within a week to review your preventer and asthma action plan.',
    ],
  },
  {
    condition: 'exercise_induced_bronchoconstriction',
    care: 'Warm up for 10 to 15 minutes before exercise and use your reliever puffer 5 to 20 minutes beforehand. Keep exercising: it is good for you.',
    seekHelp:
      'you faint or have chest pain during exercise, your reliever does not help, or you cannot speak in full sentences: call 000',
    approach:
      'Confirm with spirometry or a bronchial provocation test (mannitol or exercise challenge). Reliever or budesonide with formoterol before exercise; add a daily preventer if symptoms occur at other times. Consider inducible laryngeal obstruction (inspiratory noise, throat tightness) and cardiac causes (chest pain, fainting) when it does not respond.',
    investigations: [
      {
        name: 'Spirometry with bronchodilator response',
        subtype: 'other',
        when: 'to confirm variable airflow limitation',
      },
      {
        name: 'Bronchial provocation test (mannitol or exercise challenge)',
        subtype: 'other',
        when: 'if spirometry is normal and the diagnosis is uncertain',
      },
      { name: 'ECG', subtype: 'other', when: 'if chest pain, palpitations or fainting on exertion' },
    ],
    medications: [
      { ...SALBUTAMOL_RELIEVER, frequency: '5 to 20 minutes before exercise, and when required', duration: 'ongoing' },
      {
        ...BUDESONIDE_FORMOTEROL,
        frequency: '1 inhalation 5 to 20 minutes before exercise (maximum 12 inhalations a day)',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'No time away is needed; a letter for sport or school may be.' },
    referrals: [
      GP('routine', 'spirometry and review of the response to treatment'),
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'no response to pre-exercise reliever, or suspected inducible laryngeal obstruction',
      },
      ED_NOW('fainting or chest pain during exercise'),
    ],
    advice: [
      'Warm up gradually, and breathe through your nose in cold or dry air (a scarf over the mouth helps).',
      'Use your reliever 5 to 20 minutes before exercise.',
      'If you need your reliever at other times or at night, see your doctor: you may need a daily preventer.',
      'Fainting or chest pain with exercise needs urgent medical assessment.',
    ],
  },
  {
    condition: 'stable_copd',
    care: 'Stopping smoking is the most important step (Quitline 13 78 48). Stay active, keep up your vaccinations, and see your doctor for breathing tests and the right inhalers.',
    seekHelp:
      'you are much more breathless than usual, cough up blood, have chest pain, feel drowsy or confused, or your lips turn blue: call 000',
    approach:
      'Confirm with spirometry (post-bronchodilator FEV1/FVC under 0.7). Per COPD-X: smoking cessation, vaccination (influenza, pneumococcal, COVID-19, RSV at 60 and over), pulmonary rehabilitation, a short-acting reliever, then a long-acting muscarinic antagonist (or LAMA with LABA) for persistent breathlessness, and a written COPD action plan.',
    investigations: [
      { name: 'Spirometry with bronchodilator response', subtype: 'other', when: 'to confirm COPD and grade severity' },
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'at diagnosis, to exclude other causes (lung cancer in smokers)',
      },
      {
        name: 'Full blood count (FBC)',
        subtype: 'pathology',
        when: 'at diagnosis (anaemia, polycythaemia, eosinophils)',
      },
      {
        name: 'Pulse oximetry',
        subtype: 'other',
        when: 'at each review; under 92% at rest needs arterial blood gases',
      },
      {
        name: 'Alpha-1 antitrypsin level',
        subtype: 'pathology',
        when: 'if COPD starts before 45 or with little smoking history',
      },
    ],
    medications: [
      { ...SALBUTAMOL_RELIEVER, cautions: 'Tremor and a fast heart rate; increasing need is a sign of a flare-up.' },
      {
        name: 'Tiotropium 2.5 micrograms/actuation soft-mist inhaler',
        dose: '2 actuations (5 micrograms)',
        route: 'inhaled',
        frequency: 'once daily',
        duration: 'ongoing; review breathlessness in 6 to 8 weeks',
        cautions: 'Dry mouth; caution with narrow-angle glaucoma and urinary retention.',
        needsMoreInfo: 'Once spirometry confirms COPD and breathlessness persists despite the reliever.',
      },
      {
        name: 'Varenicline',
        dose: '0.5 mg once daily for 3 days, then 0.5 mg twice daily for 4 days, then 1 mg',
        route: 'oral',
        frequency: 'twice daily (after the first week)',
        duration: '12 weeks (a further 12 weeks if quit)',
        cautions: 'Nausea (take with food), vivid dreams; monitor mood; halve the dose if eGFR under 30.',
        alternative: true,
        needsMoreInfo: 'Only for people who smoke and want to quit; ask about mood and kidney function.',
      },
      NICOTINE_PATCH,
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Stable COPD rarely needs time away; a flare-up usually needs 5 to 7 days.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Pulmonary rehabilitation program',
        urgency: 'routine',
        reason: 'breathlessness limiting daily activities',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'routine',
        reason: 'uncertain diagnosis, onset before 45, frequent flare-ups or low oxygen',
      },
      ED_NOW('breathless at rest, confusion, drowsiness or blue lips'),
    ],
    advice: [
      'Stop smoking: it slows the damage more than any medicine. Quitline is 13 78 48.',
      'Keep active; pulmonary rehabilitation programs improve breathing and stamina.',
      'Get your flu, COVID-19 and pneumococcal vaccines (and RSV if you are 60 or over).',
      'Ask for a written COPD action plan so you know what to do in a flare-up.',
    ],
  },
  {
    condition: 'pleurisy',
    care: 'Anti-inflammatory pain relief (such as ibuprofen, if safe for you) and rest help. Because other causes of this pain can be serious, please see a doctor in person today.',
    seekHelp:
      'you become short of breath, cough up blood, have a swollen calf, feel faint, or the pain becomes severe: call 000',
    approach:
      'Pleuritic chest pain needs same-day examination to exclude pulmonary embolism, pneumonia, pneumothorax and pericarditis (Wells and PERC rules, ECG, chest X-ray, D-dimer when appropriate). Viral pleurisy is treated with an NSAID and settles in 1 to 2 weeks.',
    investigations: [
      { name: 'ECG', subtype: 'other', when: 'at the same-day review (pericarditis, PE)' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'at the same-day review (pneumonia, pneumothorax, effusion)' },
      {
        name: 'D-dimer',
        subtype: 'pathology',
        when: 'if pulmonary embolism is of low probability by the Wells score and not excluded by PERC',
      },
      {
        name: 'CT pulmonary angiogram',
        subtype: 'imaging',
        when: 'if pulmonary embolism is likely or the D-dimer is raised',
      },
      { name: 'FBC and CRP', subtype: 'pathology', when: 'if fever or suspected pneumonia' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: '8-hourly with food',
        duration: '7 to 14 days',
        needsMoreInfo:
          'Only once pulmonary embolism and pneumonia have been excluded; check for peptic ulcer, kidney disease, anticoagulants and NSAID-sensitive asthma.',
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days, depending on pain and the job.' },
    referrals: [
      GP('urgent', 'same-day examination, ECG and chest X-ray to exclude PE, pneumonia and pneumothorax'),
      ED_NOW('breathlessness, coughing blood, calf swelling, fainting or severe pain'),
    ],
    advice: [
      'Pain relief lets you breathe deeply and cough, which helps prevent a chest infection.',
      'Viral pleurisy usually settles within 1 to 2 weeks.',
      'Call 000 if you become short of breath, cough up blood, faint or have a swollen, painful calf: these can mean a blood clot in the lung.',
    ],
  },
  {
    condition: 'pleural_effusion',
    care: 'This needs a chest X-ray and examination today. Please see a doctor in person or go to an emergency department, especially if you are breathless.',
    seekHelp:
      'you are breathless at rest, cannot lie flat, have chest pain, feel faint or your lips turn blue: call 000',
    approach:
      'Suspected pleural effusion: same-day chest X-ray and ultrasound; diagnostic and therapeutic thoracentesis (protein, LDH, pH, glucose, cytology, culture) to separate transudate (heart, liver, kidney failure) from exudate (infection, cancer, PE). No treatment is started remotely beyond symptom relief.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'today' },
      { name: 'Thoracic ultrasound', subtype: 'imaging', when: 'to confirm and guide drainage' },
      {
        name: 'Pleural fluid protein, LDH, pH, glucose, cell count, cytology and culture',
        subtype: 'pathology',
        when: 'at thoracentesis',
      },
      { name: 'FBC, UEC, LFT, CRP, BNP and serum protein and LDH', subtype: 'pathology', when: 'at the same visit' },
      { name: 'CT of the chest', subtype: 'imaging', when: 'for an exudate without a clear cause' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Depends on the cause and any procedure; extend as the treating team advises.',
    },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected pleural effusion with breathlessness: imaging and drainage today',
      },
      {
        kind: 'specialist',
        to: 'Respiratory physician',
        urgency: 'urgent',
        reason: 'investigation of an unexplained or recurrent effusion',
      },
    ],
    advice: [
      'Fluid around the lung has many causes, including heart failure, infection and cancer: finding the cause needs tests today.',
      'Sit upright if breathing is easier that way.',
      'Call 000 if you become breathless at rest, have chest pain or feel faint.',
    ],
  },
  {
    condition: 'interstitial_lung_disease',
    care: 'Your doctor will arrange breathing tests and a CT scan and refer you to a lung specialist. Stop smoking, avoid dust, mould and bird exposure, and keep your vaccinations up to date.',
    seekHelp:
      'you become suddenly more breathless, breathless at rest, have chest pain or a fever, or your lips turn blue',
    approach:
      'Progressive exertional breathlessness with a dry cough (with or without clubbing and crackles): high-resolution CT, full lung function tests and autoimmune serology, and referral to a respiratory physician for multidisciplinary diagnosis. Remove exposures (birds, mould, occupational dusts, drugs such as amiodarone, methotrexate, nitrofurantoin). Antifibrotics and immunosuppression are specialist-initiated.',
    investigations: [
      { name: 'High-resolution CT of the chest', subtype: 'imaging', when: 'at diagnosis' },
      { name: 'Full lung function tests (spirometry, lung volumes, DLCO)', subtype: 'other', when: 'at diagnosis' },
      {
        name: 'Six-minute walk test with oximetry',
        subtype: 'other',
        when: 'at diagnosis, to measure exertional desaturation',
      },
      {
        name: 'Autoimmune serology (ANA, ENA, rheumatoid factor, anti-CCP, ANCA, CK)',
        subtype: 'pathology',
        when: 'at diagnosis',
      },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'first test if CT is not immediately available' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Depends on severity and occupational exposure; removal from a causative workplace exposure may be needed.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Respiratory physician (interstitial lung disease clinic)',
        urgency: 'urgent',
        reason: 'suspected interstitial lung disease: diagnosis and treatment',
      },
      {
        kind: 'specialist',
        to: 'Pulmonary rehabilitation program',
        urgency: 'routine',
        reason: 'exertional breathlessness',
      },
      ED_NOW('sudden worsening breathlessness, breathlessness at rest or blue lips'),
    ],
    advice: [
      'Stop smoking, and avoid exposure to birds, mould, and dust at work or home.',
      'Keep your flu, COVID-19 and pneumococcal vaccinations up to date.',
      'If your lung disease is linked to your work, you may be eligible for workers compensation: tell your doctor about your job history.',
    ],
  },
  {
    condition: 'mesothelioma',
    care: 'Your doctor will arrange a chest scan and an urgent referral to a lung specialist. Keep a record of where and when you may have been exposed to asbestos.',
    seekHelp: 'you become breathless at rest, have severe chest pain, cough up blood or feel faint',
    approach:
      'Suspected mesothelioma (asbestos exposure with breathlessness, chest wall pain or effusion): urgent CT chest and respiratory referral for pleural fluid cytology and biopsy. Notifiable to the Australian Mesothelioma Registry; compensation through state dust diseases schemes.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'now' },
      { name: 'CT of the chest and upper abdomen with contrast', subtype: 'imaging', when: 'urgently' },
      { name: 'Pleural fluid cytology and pleural biopsy', subtype: 'pathology', when: 'via the respiratory team' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 7,
      note: 'Depends on investigations and treatment; extend as the treating team advises.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Respiratory physician (lung cancer multidisciplinary team)',
        urgency: 'urgent',
        reason: 'suspected mesothelioma: biopsy and staging',
      },
      ED_NOW('breathlessness at rest, coughing blood or severe chest pain'),
    ],
    advice: [
      'Tell your doctors about every job or renovation where you may have breathed asbestos dust.',
      'Support is available from Asbestos Disease Support Societies and the Cancer Council on 13 11 20.',
      'Compensation may be available through your state dust diseases scheme.',
    ],
  },
  {
    condition: 'obstructive_sleep_apnoea',
    care: 'Sleep on your side, avoid alcohol and sleeping tablets in the evening, and aim for a healthy weight. Do not drive if you feel sleepy. Your doctor can arrange a sleep study.',
    seekHelp:
      'you fall asleep while driving or at work, wake choking with chest pain, or your ankles swell and breathing gets worse',
    approach:
      'Screen with the Epworth Sleepiness Scale and STOP-Bang; confirm with a home (level 2 or 3) or laboratory sleep study. Treat with weight loss, positional therapy and alcohol avoidance, and CPAP for moderate to severe OSA or sleepiness; a mandibular advancement splint for mild to moderate OSA. Advise on driving (Austroads fitness-to-drive standards) and treat blood pressure and metabolic risk.',
    investigations: [
      {
        name: 'Home or laboratory polysomnography (sleep study)',
        subtype: 'other',
        when: 'to confirm and grade severity',
      },
      {
        name: 'Epworth Sleepiness Scale and STOP-Bang questionnaire',
        subtype: 'other',
        when: 'at the first consultation',
      },
      {
        name: 'HbA1c, lipids and TSH',
        subtype: 'pathology',
        when: 'cardiometabolic risk assessment and to exclude hypothyroidism',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needs time away; safety-critical workers (drivers, machine operators) may need restricted duties until treated.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Sleep physician',
        urgency: 'routine',
        reason: 'sleep study and CPAP or other treatment',
      },
      {
        kind: 'specialist',
        to: 'Dentist (mandibular advancement splint)',
        urgency: 'routine',
        reason: 'mild to moderate OSA or CPAP intolerance',
      },
    ],
    advice: [
      'Do not drive or operate machinery when sleepy; untreated sleep apnoea causes crashes. Commercial drivers must tell their licensing authority.',
      'Losing weight, sleeping on your side and avoiding alcohol and sedatives at night reduce apnoeas.',
      'CPAP treatment usually makes a big difference to energy, concentration and blood pressure.',
    ],
  },
  {
    condition: 'inhaled_foreign_body',
    care: 'Call 000 now. If the person cannot breathe, speak or cough, give 5 back blows then 5 chest thrusts (for a baby, head down along your forearm). Do not put your fingers in the mouth to search. If they can cough and breathe, keep them calm and upright and go to hospital.',
    seekHelp:
      'breathing becomes noisy or hard, the lips turn blue, or the person becomes drowsy or stops breathing: call 000 and start CPR if unresponsive',
    emergency: true,
    childhood: true,
    approach:
      'Suspected aspirated foreign body (choking episode followed by cough, wheeze or reduced air entry): emergency department for assessment and rigid bronchoscopy; a normal chest X-ray does not exclude it. No remote treatment beyond choking first aid.',
    investigations: [
      {
        name: 'Chest X-ray (inspiratory and expiratory) in hospital',
        subtype: 'imaging',
        when: 'in the emergency department',
      },
      {
        name: 'Rigid bronchoscopy',
        subtype: 'other',
        when: 'in hospital, if a foreign body is suspected even with a normal X-ray',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: "Usually a carer's certificate for a parent; extend after any procedure." },
    referrals: [ED_NOW('suspected inhaled foreign body: bronchoscopy may be needed')],
    advice: [
      'Call 000 now. Keep the person calm and upright; let them cough if they can.',
      'If they cannot breathe, speak or cough: 5 back blows, then 5 chest thrusts, and repeat. Start CPR if they become unresponsive.',
      'Never do blind finger sweeps in the mouth.',
      'Prevention: whole nuts, popcorn and hard lollies are not safe for children under 5; keep small objects and button batteries out of reach.',
    ],
  },
  {
    condition: 'ace_inhibitor_cough',
    care: 'Do not stop your blood pressure medicine on your own. A doctor can switch you to a similar medicine that does not cause cough; the cough then usually settles within 1 to 4 weeks.',
    seekHelp:
      'your lips, tongue or face swell (call 000), you cough up blood, become breathless, or the cough persists 3 months after the switch',
    approach:
      'Dry cough in up to 1 in 10 people on an ACE inhibitor, at any time after starting. Stop the ACE inhibitor and change to an angiotensin II receptor blocker (or another class); the cough resolves within 1 to 4 weeks (occasionally 3 months). Lip or tongue swelling means angioedema: stop the drug and do not switch to an ARB without specialist advice.',
    investigations: [
      {
        name: 'UEC (potassium and creatinine)',
        subtype: 'pathology',
        when: '1 to 2 weeks after starting the angiotensin II receptor blocker',
      },
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'if the cough persists 4 weeks after stopping, or in smokers over 40',
      },
      { name: 'Blood pressure check', subtype: 'other', when: '2 to 4 weeks after the switch' },
    ],
    medications: [
      {
        name: 'Candesartan',
        dose: '8 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'ongoing, instead of the ACE inhibitor; adjust to blood pressure',
        cautions:
          'Not in pregnancy; raises potassium and creatinine; avoid with a history of ACE-inhibitor angioedema unless a specialist advises.',
        needsMoreInfo:
          'Confirm why the ACE inhibitor was prescribed (blood pressure, heart failure, kidney disease), its dose, recent kidney function and potassium, and pregnancy; choose an equivalent dose.',
      },
      {
        name: 'Irbesartan',
        dose: '150 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'ongoing, instead of the ACE inhibitor',
        cautions: 'Not in pregnancy; raises potassium and creatinine.',
        alternative: true,
        needsMoreInfo: 'As for candesartan: indication, kidney function, potassium and pregnancy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [
      GP('routine', 'blood pressure and kidney function check 1 to 2 weeks after switching'),
      ED_NOW('swelling of the lips, tongue or throat (angioedema)'),
    ],
    advice: [
      'Keep taking a blood pressure medicine: stopping suddenly without a replacement can be harmful.',
      'The cough usually goes within 1 to 4 weeks of stopping the ACE inhibitor.',
      'Tell future doctors and pharmacists that ACE inhibitors (names ending in -pril) gave you a cough.',
      'Call 000 if your lips, tongue or face swell.',
    ],
  },
  {
    condition: 'cystic_fibrosis_exacerbation',
    care: 'Contact your cystic fibrosis team today: they know your past sputum results and will decide on antibiotics. Keep up your airway clearance and fluids.',
    seekHelp:
      'you cough up more than a few spoonfuls of blood, become very breathless, have chest pain (possible collapsed lung) or feel drowsy: call 000',
    approach:
      'A pulmonary exacerbation of cystic fibrosis: sputum culture and antibiotics directed by previous isolates (often intravenous, in hospital or hospital-in-the-home), with intensified airway clearance, coordinated by the CF centre. Telehealth does not start antibiotics without the CF team.',
    investigations: [
      { name: 'Sputum microscopy, culture and sensitivities', subtype: 'pathology', when: 'before antibiotics' },
      { name: 'Spirometry (FEV1 compared with baseline)', subtype: 'other', when: 'at the CF clinic review' },
      { name: 'FBC, CRP, UEC and blood glucose', subtype: 'pathology', when: 'at the CF clinic review' },
      { name: 'Chest X-ray', subtype: 'imaging', when: 'if chest pain (pneumothorax) or not improving' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Often 1 to 2 weeks, especially with intravenous antibiotics.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Cystic fibrosis centre (respiratory team)',
        urgency: 'urgent',
        reason: 'pulmonary exacerbation: antibiotics guided by previous cultures',
      },
      ED_NOW('significant haemoptysis, sudden chest pain or severe breathlessness'),
    ],
    advice: [
      'Call your CF team today and do extra airway clearance sessions.',
      'Drink plenty of fluids and keep up your usual enzymes and nutrition.',
      'Call 000 for coughing up a lot of blood, sudden chest pain or severe breathlessness.',
    ],
  },
  {
    condition: 'inducible_laryngeal_obstruction',
    care: 'During an episode, relax your shoulders, breathe in gently through your nose or through pursed lips, and breathe out slowly. A speech pathologist can teach breathing techniques that stop the episodes.',
    seekHelp:
      'your lips turn blue, you collapse or cannot speak, or the noisy breathing does not settle within minutes: call 000',
    approach:
      'Paradoxical vocal fold closure on breathing in, often with exercise, irritants, reflux or stress; commonly mistaken for asthma that does not respond to treatment. Confirm by laryngoscopy during symptoms or provocation (exercise or methacholine), exclude coexisting asthma with spirometry, avoid escalating asthma medicines without evidence, and refer to a speech pathologist for laryngeal control therapy; treat rhinitis and reflux.',
    investigations: [
      {
        name: 'Laryngoscopy during symptoms or a provocation test (continuous laryngoscopy during exercise)',
        subtype: 'other',
        when: 'to confirm the diagnosis',
      },
      {
        name: 'Spirometry with flow-volume loop and bronchodilator response',
        subtype: 'other',
        when: 'to look for coexisting asthma (flattened inspiratory loop)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'No time away is usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Speech pathologist (voice and upper airway)',
        urgency: 'routine',
        reason: 'laryngeal control breathing therapy',
      },
      ENT('routine', 'laryngoscopy to confirm the diagnosis and exclude other laryngeal disease'),
      ED_NOW('noisy breathing in at rest that does not settle, blue lips or collapse'),
    ],
    advice: [
      'Episodes are frightening but usually settle within minutes with relaxed breathing.',
      'If you also have asthma, keep taking your preventer; if puffers never help your attacks, tell your doctor.',
      'Treating reflux, a runny nose and throat irritants can reduce episodes.',
    ],
  },
  {
    condition: 'protracted_bacterial_bronchitis',
    care: 'A 2-week course of antibiotics from a doctor usually clears this wet cough. Keep your child away from cigarette smoke.',
    seekHelp:
      'your child is breathless, working hard to breathe, coughs up blood, is losing weight, or the cough comes back after treatment',
    childhood: true,
    approach:
      'Wet cough for more than 4 weeks in a well child with no other cause (no choking episode, normal growth and breathing): amoxicillin with clavulanic acid for 2 weeks, extended to 4 weeks if the cough persists. Recurrence (more than 3 episodes a year) or failure of 4 weeks of antibiotics needs a paediatric respiratory referral to exclude bronchiectasis, aspiration and immune deficiency.',
    investigations: [
      {
        name: 'Chest X-ray',
        subtype: 'imaging',
        when: 'if the cough does not resolve after antibiotics, or with any red flag',
      },
      { name: 'Spirometry', subtype: 'other', when: 'in children old enough (usually 6 and over)' },
    ],
    medications: [
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '22.5 mg/kg (amoxicillin component; maximum 875 mg)',
        route: 'oral',
        frequency: '12-hourly with food',
        duration: '2 weeks (extended to 4 weeks if the cough persists)',
        cautions: 'Not with penicillin allergy; diarrhoea and nappy rash.',
        needsMoreInfo: "Weight-based: needs the child's weight and allergy history.",
      },
      {
        name: 'Cefuroxime',
        dose: '15 mg/kg (maximum 500 mg)',
        route: 'oral',
        frequency: '12-hourly with food',
        duration: '2 weeks',
        cautions: 'Not after an immediate severe reaction to penicillin.',
        alternative: true,
        needsMoreInfo: "Weight-based; for non-severe penicillin allergy: needs the child's weight.",
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "Usually a carer's certificate for appointments; the child is not very infectious.",
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatric respiratory physician',
        urgency: 'routine',
        reason: 'cough persisting after 4 weeks of antibiotics, or more than 3 episodes a year',
      },
      GP('routine', 'review at the end of the antibiotic course'),
    ],
    advice: [
      'Give the whole course of antibiotics; the cough should be much better within 2 weeks.',
      'Keep your child away from cigarette smoke and vaping.',
      'Cough medicines are not recommended for young children.',
      'See a doctor if the wet cough comes back, or if your child is breathless, not growing well or coughs up blood.',
    ],
  },
  {
    condition: 'aspiration_pneumonia',
    care: 'This needs a doctor to examine the chest today, and often hospital care. Sit upright to eat and drink, and stop eating if coughing or choking.',
    seekHelp: 'breathing is fast or difficult, the person is confused or drowsy, or lips look blue: call 000',
    approach:
      'Pneumonia after aspiration (dysphagia from stroke, Parkinson disease or dementia, reduced consciousness, alcohol): same-day assessment with severity scoring; most need hospital. When managed in the community after examination, amoxicillin with clavulanic acid. Speech pathology swallow assessment to prevent recurrence.',
    investigations: [
      { name: 'Chest X-ray', subtype: 'imaging', when: 'today' },
      { name: 'FBC, UEC, CRP and blood cultures', subtype: 'pathology', when: 'at the same-day review' },
      { name: 'Pulse oximetry', subtype: 'other', when: 'at the same-day review' },
      { name: 'Speech pathology swallow assessment', subtype: 'other', when: 'once the acute illness is treated' },
    ],
    medications: [
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 mg + 125 mg',
        route: 'oral',
        frequency: '12-hourly with food',
        duration: '5 to 7 days',
        cautions: 'Not with penicillin allergy; diarrhoea; cholestatic jaundice (rare).',
        needsMoreInfo:
          'Only after in-person examination shows the patient is well enough for community care; check penicillin allergy and kidney function.',
      },
    ],
    certificate: { suggestedDays: 7, note: "Usually a carer's certificate; extend after any hospital stay." },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected aspiration pneumonia: same-day assessment and usually admission',
      },
      ED_NOW('fast or laboured breathing, confusion, drowsiness or blue lips'),
      {
        kind: 'specialist',
        to: 'Speech pathologist',
        urgency: 'routine',
        reason: 'swallow assessment and safe-eating plan',
      },
    ],
    advice: [
      'Sit fully upright to eat and drink and for 30 minutes afterwards; take small mouthfuls slowly.',
      'Keep the mouth and teeth or dentures clean, which reduces the germs that can be breathed in.',
      'Call 000 for fast or difficult breathing, confusion or blue lips.',
    ],
  },
  {
    condition: 'empyema',
    care: 'Infection that is not clearing after pneumonia treatment needs hospital assessment today. Please go to an emergency department.',
    seekHelp: 'breathing is hard, you feel confused or faint, or your lips turn blue: call 000',
    approach:
      'Persisting fever, pleuritic pain and breathlessness despite antibiotics for pneumonia suggest a parapneumonic effusion or empyema: chest X-ray and ultrasound, pleural aspiration (pH under 7.2 or pus needs drainage), intravenous antibiotics and chest drain in hospital.',
    investigations: [
      { name: 'Chest X-ray and thoracic ultrasound', subtype: 'imaging', when: 'today' },
      {
        name: 'Pleural fluid pH, glucose, LDH, Gram stain and culture',
        subtype: 'pathology',
        when: 'at pleural aspiration',
      },
      { name: 'FBC, CRP, UEC and blood cultures', subtype: 'pathology', when: 'today' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 2 to 4 weeks including hospital treatment; extend as advised.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected empyema: drainage and intravenous antibiotics',
      },
      { kind: 'specialist', to: 'Respiratory physician', urgency: 'urgent', reason: 'pleural drainage and follow-up' },
    ],
    advice: [
      'A chest infection that keeps causing fever and pain despite antibiotics needs to be checked in hospital today.',
      'Call 000 for breathing difficulty, confusion or fainting.',
    ],
  },

  // ——— Throat and neck
  {
    condition: 'strep_tonsillitis',
    care: 'Paracetamol or ibuprofen, cold drinks, ice blocks and salt-water gargles ease the pain. A doctor may prescribe penicillin; stay home until 24 hours after starting antibiotics.',
    seekHelp:
      'you cannot swallow your saliva, are drooling, have a muffled voice, one-sided throat swelling, trouble opening your mouth or breathing',
    approach:
      'Bacterial tonsillitis is likely with fever, tonsillar exudate, tender anterior neck nodes and no cough (Centor or FeverPAIN). Antibiotics shorten symptoms only modestly: give them when group A streptococcus is likely and the illness is severe, in scarlet fever, or when the risk of acute rheumatic fever is high (Aboriginal and Torres Strait Islander people in high-risk settings, past rheumatic fever). Throat swab where the result will change management.',
    investigations: [
      {
        name: 'Throat swab for group A streptococcus (culture or rapid test)',
        subtype: 'pathology',
        when: 'if antibiotics are being considered, or in high-risk populations',
      },
      {
        name: 'EBV serology and FBC',
        subtype: 'pathology',
        when: 'if symptoms last beyond a week or with marked fatigue and neck glands (glandular fever)',
      },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Phenoxymethylpenicillin',
        dose: '500 mg (child 15 mg/kg up to 500 mg)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '10 days',
        cautions:
          'Not with penicillin allergy; take on an empty stomach; complete the course to prevent rheumatic fever.',
        needsMoreInfo:
          'Only if group A streptococcus is likely (Centor 3 to 4, positive swab) or rheumatic fever risk is high; confirm no penicillin allergy; weight for a child.',
      },
      {
        name: 'Cefalexin',
        dose: '1 g (child 25 mg/kg up to 1 g)',
        route: 'oral',
        frequency: '12-hourly',
        duration: '10 days',
        cautions: 'Not after an immediate severe reaction to penicillin.',
        alternative: true,
        needsMoreInfo: 'For non-severe penicillin allergy when an antibiotic is indicated.',
      },
      {
        name: 'Azithromycin',
        dose: '500 mg (child 12 mg/kg up to 500 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: '5 days',
        cautions: 'QT prolongation; macrolide-resistant streptococci occur.',
        alternative: true,
        needsMoreInfo: 'Only for immediate severe penicillin allergy when an antibiotic is indicated.',
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 2 to 3 days; exclude from school or childcare until 24 hours after starting antibiotics.',
    },
    referrals: [
      ED_NOW(
        'drooling, unable to swallow fluids, trismus, one-sided swelling or noisy breathing (quinsy or epiglottitis)',
      ),
      ENT(
        'routine',
        'recurrent tonsillitis (7 or more episodes in a year, 5 a year for 2 years, or 3 a year for 3 years) or quinsy',
      ),
    ],
    advice: [
      'Drink plenty of fluids even if swallowing hurts; cold drinks and ice blocks help.',
      'If antibiotics are prescribed, finish the full 10-day course.',
      'Stay home from work, school or childcare until 24 hours after starting antibiotics.',
      'Seek urgent care if you cannot swallow fluids, start drooling, have trouble opening your mouth or breathing.',
    ],
  },
  {
    condition: 'glandular_fever',
    care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for the sore throat and fever. Avoid contact sport and heavy lifting for at least 4 weeks because the spleen can be enlarged. Do not share drinks or kiss while unwell.',
    seekHelp:
      'you cannot swallow fluids, are drooling or have noisy breathing, have sudden pain in the upper left side of your tummy, turn yellow, or feel faint',
    approach:
      'Epstein–Barr virus infection: confirm with EBV serology (or heterophile antibody test) and FBC (atypical lymphocytes); check LFTs. Supportive care; avoid amoxicillin (rash). Corticosteroids only for airway compromise (hospital). No contact sport for at least 3 to 4 weeks. Fatigue can last weeks to months.',
    investigations: [
      {
        name: 'EBV serology (VCA IgM and IgG, EBNA) or heterophile antibody test',
        subtype: 'pathology',
        when: 'to confirm the diagnosis',
      },
      { name: 'FBC with film', subtype: 'pathology', when: 'at diagnosis (atypical lymphocytes, low platelets)' },
      { name: 'Liver function tests (LFT)', subtype: 'pathology', when: 'at diagnosis, and if jaundiced' },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: {
      suggestedDays: 7,
      note: 'Often 1 to 2 weeks; a graded return is common as fatigue can last several weeks.',
    },
    referrals: [
      ED_NOW(
        'drooling, unable to swallow fluids, noisy breathing, sudden left upper abdominal pain or fainting (splenic rupture)',
      ),
      GP('routine', 'review if fatigue persists beyond 4 weeks or before returning to contact sport'),
    ],
    advice: [
      'Rest as you need to; fatigue can last for weeks, so return to study or work gradually.',
      'No contact sport, heavy lifting or rough play for at least 4 weeks: the spleen can rupture.',
      'Avoid alcohol while your liver tests are abnormal.',
      'The virus spreads in saliva: do not share drinks or utensils, and avoid kissing while unwell.',
    ],
  },
  {
    condition: 'quinsy',
    care: 'Please go to an emergency department today: this abscess needs to be drained. Sip fluids if you can and take paracetamol for pain on the way.',
    seekHelp: 'you have any trouble breathing, noisy breathing, cannot swallow your saliva, or feel faint: call 000',
    approach:
      'Peritonsillar abscess (severe one-sided throat pain, trismus, muffled voice, uvular deviation): needle aspiration or incision and drainage, intravenous benzylpenicillin (with metronidazole if severe) and analgesia, usually in the emergency department with ENT. Not managed remotely.',
    investigations: [
      { name: 'Examination with needle aspiration (ENT or emergency department)', subtype: 'other', when: 'today' },
      { name: 'CT of the neck with contrast', subtype: 'imaging', when: 'if deep neck space extension is suspected' },
      { name: 'FBC, CRP and EBV serology', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [{ ...PARACETAMOL, duration: 'until seen in hospital today' }],
    certificate: { suggestedDays: 5, note: 'Usually 5 to 7 days after drainage.' },
    referrals: [
      ED_NOW('suspected quinsy: drainage and intravenous antibiotics today'),
      ENT('routine', 'tonsillectomy is considered after a second quinsy'),
    ],
    advice: [
      'Go to the emergency department today; do not wait for it to settle.',
      'Call 000 if you have trouble breathing or cannot swallow your saliva.',
    ],
  },
  {
    condition: 'adenotonsillar_hypertrophy',
    care: 'Saline nose spray and a steroid nose spray from a doctor may help the blocked nose and snoring. Keep a video of your child breathing asleep to show the doctor.',
    seekHelp: 'your child stops breathing for long periods in sleep, turns blue, or struggles to breathe when awake',
    childhood: true,
    approach:
      'Snoring with witnessed apnoeas, mouth breathing, restless sleep and daytime behaviour or learning problems: examine tonsils, assess growth; a trial of intranasal corticosteroid for 6 to 12 weeks for mild symptoms; refer to ENT for adenotonsillectomy when obstructive sleep apnoea is likely or recurrent tonsillitis meets criteria. Sleep study if the diagnosis is uncertain.',
    investigations: [
      {
        name: 'Overnight oximetry or polysomnography (paediatric sleep study)',
        subtype: 'other',
        when: 'if obstructive sleep apnoea is uncertain or severe',
      },
      {
        name: 'Audiology (hearing test and tympanometry)',
        subtype: 'other',
        when: 'if hearing or speech concerns (glue ear often coexists)',
      },
    ],
    medications: [
      SALINE_NASAL_SPRAY,
      {
        ...MOMETASONE_NASAL,
        dose: '1 spray in each nostril (100 micrograms)',
        duration: '6 to 12 weeks, then review',
        needsMoreInfo: "For children 3 years and over; confirm the child's age.",
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for appointments; after adenotonsillectomy usually 10 to 14 days.",
    },
    referrals: [
      ENT(
        'routine',
        'snoring with witnessed apnoeas or daytime symptoms, or recurrent tonsillitis: adenotonsillectomy assessment',
      ),
      ED_NOW('long pauses in breathing with colour change, or breathing difficulty when awake'),
    ],
    advice: [
      'Snoring most nights with gasps or pauses is not normal in children and can affect behaviour, learning and growth.',
      'A short phone video of your child breathing asleep helps the doctor.',
      'Removing large tonsils and adenoids usually cures the snoring.',
    ],
  },
  {
    condition: 'retropharyngeal_abscess',
    care: 'Please call 000 or go straight to an emergency department. Keep your child calm and upright, and do not give food or drink.',
    seekHelp: 'breathing becomes noisy or difficult, your child drools, cannot swallow or becomes drowsy: call 000',
    emergency: true,
    childhood: true,
    approach:
      'Deep neck space infection (fever, neck stiffness or reluctance to move the neck, drooling, dysphagia, stridor) in a young child: emergency department for airway assessment, CT of the neck, intravenous antibiotics and surgical drainage. No remote treatment.',
    investigations: [
      {
        name: 'CT of the neck with contrast (in hospital)',
        subtype: 'imaging',
        when: 'in the emergency department once the airway is safe',
      },
      { name: 'FBC, CRP and blood cultures (in hospital)', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: "Usually a carer's certificate; extend after discharge as the hospital advises.",
    },
    referrals: [ED_NOW('suspected retropharyngeal abscess: airway at risk')],
    advice: [
      'Go to the emergency department now; call 000 if there is any breathing difficulty.',
      'Keep your child calm and sitting upright; do not give food or drink.',
    ],
  },
  {
    condition: 'ludwigs_angina',
    care: 'Please call 000 now. Sit upright, do not lie flat, and do not eat or drink.',
    seekHelp:
      'you have any trouble breathing, noisy breathing, cannot swallow your saliva, or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Rapidly spreading cellulitis of the floor of the mouth and submandibular spaces, usually from a lower molar infection: airway emergency. Ambulance to the emergency department for airway management, intravenous antibiotics and surgical drainage. No remote treatment.',
    investigations: [
      {
        name: 'CT of the neck with contrast (in hospital)',
        subtype: 'imaging',
        when: 'in hospital once the airway is secure',
      },
      { name: 'FBC, CRP, blood glucose and blood cultures (in hospital)', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Extend after discharge as the hospital advises.' },
    referrals: [ED_NOW('suspected Ludwig angina: airway at risk')],
    advice: [
      'Call 000 now. Sit upright and lean forward; do not lie down.',
      'Do not eat, drink or take anything by mouth while waiting for the ambulance.',
    ],
  },
  {
    condition: 'globus',
    care: 'The feeling of a lump in the throat is common and usually harmless, especially when eating and drinking are normal. Sipping water, avoiding repeated throat clearing and easing stress often help.',
    seekHelp:
      'food sticks when you swallow, swallowing hurts, you lose weight, your voice stays hoarse, you cough up blood, or you notice a lump in your neck',
    approach:
      'Globus pharyngeus is a persistent sensation of a lump without true dysphagia. Exclude red flags (dysphagia, odynophagia, weight loss, hoarseness, neck mass, haemoptysis, smoking and alcohol history): any red flag needs ENT nasendoscopy. Reassurance; a trial of a proton pump inhibitor when reflux symptoms coexist; speech pathology for persistent symptoms.',
    investigations: [
      {
        name: 'Nasendoscopy (via ENT)',
        subtype: 'other',
        when: 'if any red flag, or persisting beyond 6 to 8 weeks despite treatment',
      },
      { name: 'Thyroid ultrasound', subtype: 'imaging', when: 'only if a neck lump is found on examination' },
    ],
    medications: [
      {
        ...PANTOPRAZOLE,
        duration: '8 weeks, then review and stop if no benefit',
        needsMoreInfo: 'Only when reflux symptoms (heartburn, acid taste) coexist.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'No time away is usually needed.' },
    referrals: [
      ENT(
        'routine',
        'persistent symptoms, or urgently (within 2 weeks) with dysphagia, weight loss, hoarseness or a neck lump',
      ),
      {
        kind: 'specialist',
        to: 'Speech pathologist',
        urgency: 'routine',
        reason: 'persistent globus with throat clearing or voice strain',
      },
    ],
    advice: [
      'Try not to keep clearing your throat; sip water or swallow instead.',
      'Stress and anxiety can make the feeling stronger; relaxation can help.',
      'See a doctor if food sticks, swallowing hurts, your voice changes, or you lose weight.',
    ],
  },
  {
    condition: 'vocal_cord_nodules',
    care: 'Rest your voice, do not shout or whisper, sip water through the day, and avoid smoke. A speech pathologist can teach you to use your voice without strain.',
    seekHelp:
      'your voice stays hoarse for more than 3 weeks, you have trouble swallowing or breathing, cough up blood, or notice a lump in your neck',
    approach:
      'Hoarseness from voice overuse (teachers, singers, children who shout): voice rest, vocal hygiene and voice therapy with a speech pathologist. Any hoarseness persisting beyond 3 weeks needs the larynx seen by nasendoscopy, urgently in smokers.',
    investigations: [
      {
        name: 'Nasendoscopy or laryngoscopy (via ENT)',
        subtype: 'other',
        when: 'hoarseness lasting more than 3 weeks',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Voice rest for 2 to 5 days for people whose work depends on their voice.' },
    referrals: [
      ENT('routine', 'hoarseness for more than 3 weeks: laryngoscopy'),
      {
        kind: 'specialist',
        to: 'Speech pathologist (voice)',
        urgency: 'routine',
        reason: 'voice therapy and vocal hygiene',
      },
    ],
    advice: [
      'Rest your voice: speak softly rather than whispering, and avoid shouting, singing and talking over noise.',
      'Drink water regularly, limit caffeine and alcohol, and avoid smoke.',
      'Use a microphone if you speak to groups for work.',
      'See a doctor if your voice is still hoarse after 3 weeks.',
    ],
  },
  {
    condition: 'chronic_laryngitis',
    care: 'Stop smoking, rest and look after your voice, drink water through the day, and avoid late meals and alcohol if reflux may be part of it. Your voice box needs to be checked by a specialist because hoarseness has lasted more than 3 weeks.',
    seekHelp: 'you have trouble swallowing or breathing, cough up blood, lose weight, or notice a lump in your neck',
    approach:
      'Persistent hoarseness from smoking, laryngopharyngeal reflux or voice misuse. Hoarseness beyond 3 weeks needs laryngoscopy to exclude laryngeal cancer (urgently in smokers and drinkers). Smoking cessation, vocal hygiene and voice therapy; a proton pump inhibitor trial when reflux is suspected.',
    investigations: [
      {
        name: 'Nasendoscopy or laryngoscopy (via ENT)',
        subtype: 'other',
        when: 'hoarseness lasting more than 3 weeks: urgently if a smoker',
      },
    ],
    medications: [
      {
        ...PANTOPRAZOLE,
        duration: '8 weeks, then review',
        needsMoreInfo:
          'When reflux is suspected (heartburn, throat clearing, worse after meals or lying down); not a substitute for laryngoscopy.',
      },
      NICOTINE_PATCH,
    ],
    certificate: { suggestedDays: 1, note: 'Voice rest of a few days for people whose work depends on their voice.' },
    referrals: [
      ENT('urgent', 'hoarseness for more than 3 weeks: laryngoscopy to exclude cancer'),
      { kind: 'specialist', to: 'Speech pathologist (voice)', urgency: 'routine', reason: 'voice therapy' },
    ],
    advice: [
      'Stopping smoking is the best thing for your voice box. Quitline is 13 78 48.',
      'Avoid throat clearing, shouting and whispering; sip water often.',
      'Hoarseness lasting more than 3 weeks must be checked by an ENT specialist.',
    ],
  },
  {
    condition: 'head_and_neck_cancer',
    care: 'Your doctor will arrange an urgent referral to an ear, nose and throat specialist to look at your throat with a small camera. Please keep that appointment.',
    seekHelp: 'you have trouble breathing or noisy breathing, cannot swallow fluids, or cough up blood: call 000',
    approach:
      'Red flags for head and neck cancer (hoarseness over 3 weeks, persistent dysphagia or odynophagia, a neck lump over 3 weeks, unilateral ear pain with a normal ear, weight loss, in a smoker or drinker): urgent ENT referral (seen within 2 weeks) for nasendoscopy, imaging and biopsy; fine-needle aspiration of a neck lump under ultrasound.',
    investigations: [
      { name: 'Nasendoscopy (via ENT)', subtype: 'other', when: 'urgently, within 2 weeks' },
      { name: 'Ultrasound of the neck with fine-needle aspiration of any lump', subtype: 'imaging', when: 'urgently' },
      { name: 'CT of the neck and chest with contrast', subtype: 'imaging', when: 'as directed by ENT for staging' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Depends on investigations and treatment; extend as the treating team advises.',
    },
    referrals: [
      ENT('urgent', 'suspected head and neck cancer: to be seen within 2 weeks'),
      ED_NOW('stridor, unable to swallow fluids or significant bleeding'),
    ],
    advice: [
      'These symptoms have several causes, but they need a specialist check soon.',
      'Stopping smoking and cutting down alcohol help whatever the cause. Quitline is 13 78 48.',
      'Cancer Council offers information and support on 13 11 20.',
    ],
  },
  {
    condition: 'oral_cancer',
    care: 'A mouth ulcer or patch that has not healed in 3 weeks needs to be looked at by a specialist and may need a small biopsy. Your doctor will arrange an urgent referral.',
    seekHelp: 'you have bleeding that will not stop, cannot swallow, or have trouble breathing',
    approach:
      'A non-healing oral ulcer, lump, or red or white patch for more than 3 weeks (especially in a smoker or drinker, or with a neck lump) needs urgent referral to an oral and maxillofacial surgeon or ENT for biopsy.',
    investigations: [
      {
        name: 'Biopsy of the lesion (via oral and maxillofacial surgery or ENT)',
        subtype: 'pathology',
        when: 'urgently',
      },
      { name: 'Ultrasound of the neck', subtype: 'imaging', when: 'if a neck lump is present' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Depends on investigations and treatment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Oral and maxillofacial surgeon or ENT surgeon',
        urgency: 'urgent',
        reason: 'non-healing oral lesion: biopsy within 2 weeks',
      },
      DENTIST('routine', 'dental review and ongoing mouth checks'),
    ],
    advice: [
      'Most mouth ulcers heal within 2 weeks; one that has not healed in 3 weeks must be checked.',
      'Stopping smoking and cutting down alcohol reduce the risk of mouth cancer. Quitline is 13 78 48.',
    ],
  },
  {
    condition: 'cervical_lymphadenitis',
    care: 'Swollen neck glands with a cold or sore throat are common and usually go down over 2 to 4 weeks. Paracetamol or ibuprofen help if they are tender.',
    seekHelp:
      'a gland keeps growing, becomes red, hot and very painful, you have a high fever, night sweats or weight loss, or a lump lasts more than 4 to 6 weeks',
    approach:
      'Reactive nodes with a viral infection need only review. A single enlarging, red, tender node with fever suggests bacterial lymphadenitis (cefalexin or flucloxacillin; abscess needs ultrasound and drainage). Nodes over 2 cm, hard, fixed, supraclavicular, persisting beyond 4 to 6 weeks, or with night sweats and weight loss need FBC, ultrasound and referral.',
    investigations: [
      {
        name: 'FBC with film and CRP',
        subtype: 'pathology',
        when: 'if persistent beyond 2 weeks, systemically unwell or with red flags',
      },
      { name: 'EBV and CMV serology', subtype: 'pathology', when: 'if generalised nodes with fatigue' },
      {
        name: 'Ultrasound of the neck',
        subtype: 'imaging',
        when: 'if over 2 cm, fluctuant (abscess), or persisting beyond 4 to 6 weeks',
      },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Cefalexin',
        dose: '500 mg (child 12.5 mg/kg up to 500 mg)',
        route: 'oral',
        frequency: '6-hourly',
        duration: '7 to 10 days',
        cautions: 'Not after an immediate severe reaction to penicillin; diarrhoea.',
        alternative: true,
        needsMoreInfo:
          'Only for acute bacterial lymphadenitis (a single enlarging, red, tender node with fever); weight for a child; allergy history.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Only if unwell with the underlying infection.' },
    referrals: [
      GP('routine', 'examination if a node is still enlarged after 2 to 4 weeks'),
      {
        kind: 'specialist',
        to: 'ENT surgeon or haematologist',
        urgency: 'urgent',
        reason:
          'node over 2 cm, hard, fixed or supraclavicular, persisting beyond 6 weeks, or with night sweats and weight loss',
      },
    ],
    advice: [
      'Glands swell when fighting an infection and can take a few weeks to go down.',
      'See a doctor if a lump keeps growing, is hard or fixed, is above the collarbone, lasts more than 4 to 6 weeks, or comes with night sweats or weight loss.',
    ],
  },
  {
    condition: 'pharyngeal_foreign_body',
    care: 'Please go to an emergency department today to have the bone removed. Do not try to dislodge it by swallowing bread or making yourself vomit.',
    seekHelp: 'you cannot swallow your saliva, are drooling, have trouble breathing, chest pain or a fever: call 000',
    approach:
      'A sensation of a sharp object after eating fish or chicken, often well localised, needs examination and nasendoscopy to remove tonsil or tongue-base bones; chicken bones may show on a lateral neck X-ray, fish bones often do not. Persisting symptoms with a negative examination need CT because of oesophageal perforation risk.',
    investigations: [
      { name: 'Examination and flexible nasendoscopy (ED or ENT)', subtype: 'other', when: 'today' },
      { name: 'Lateral soft-tissue neck X-ray', subtype: 'imaging', when: 'for chicken or large fish bones' },
      { name: 'CT of the neck', subtype: 'imaging', when: 'if symptoms persist with a negative examination' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually 1 day.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected impacted fish or chicken bone: removal today',
      },
      ENT('urgent', 'removal under nasendoscopy if not found in the emergency department'),
    ],
    advice: [
      'Do not swallow bread or force food down to shift it, and do not make yourself vomit.',
      'Call 000 if you cannot swallow your saliva, have trouble breathing or develop chest pain or fever.',
    ],
  },

  // ——— Ears
  {
    condition: 'otitis_externa',
    care: 'Keep the ear dry (no swimming for 7 to 10 days; cover with cotton wool and petroleum jelly in the shower) and do not use cotton buds. Prescription ear drops usually clear it within a week; paracetamol or ibuprofen ease the pain.',
    seekHelp:
      'the pain becomes severe, redness spreads to the face or behind the ear, you have a fever, or you have diabetes and it is not improving in 2 to 3 days',
    approach:
      'Acute otitis externa: aural toilet (dry mopping or suction if the canal is blocked) and topical antibiotic with corticosteroid drops for 7 days; a wick if the canal is swollen shut. Use a non-ototoxic quinolone drop if the drum may be perforated. Oral antibiotics only for spreading cellulitis. Consider necrotising otitis externa in older people with diabetes.',
    investigations: [
      {
        name: 'Ear swab for microscopy, culture and sensitivities',
        subtype: 'pathology',
        when: 'if not improving after a week, recurrent, or in immunocompromised people',
      },
      { name: 'Blood glucose or HbA1c', subtype: 'pathology', when: 'if recurrent or in older people' },
    ],
    medications: [
      {
        name: 'Dexamethasone 0.05% with framycetin 0.5% and gramicidin 0.005% ear drops',
        dose: '3 drops into the affected ear',
        route: 'aural',
        frequency: '3 times a day',
        duration: '7 days',
        cautions:
          'Aminoglycoside: do not use if the eardrum may be perforated or a grommet is present (ototoxic); stop if irritation worsens (contact allergy).',
        needsMoreInfo:
          'Only if the eardrum is known to be intact (no previous perforation, grommets or discharge suggesting perforation).',
      },
      {
        name: 'Ciprofloxacin 0.3% with hydrocortisone 1% ear drops',
        dose: '3 drops into the affected ear',
        route: 'aural',
        frequency: '12-hourly',
        duration: '7 days',
        cautions: 'Warm the bottle in the hand first; suitable when perforation cannot be excluded.',
        alternative: true,
      },
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; longer for workers who must wear ear protection or headsets.',
    },
    referrals: [
      GP('urgent', 'aural toilet or a wick if the canal is swollen shut or drops cannot get in'),
      ENT(
        'urgent',
        'severe pain in an older person with diabetes, or no improvement after 2 weeks (possible necrotising otitis externa)',
      ),
    ],
    advice: [
      'Keep the ear dry until it has healed; no swimming for 7 to 10 days.',
      'Lie with the affected ear up for a few minutes after putting the drops in.',
      'Do not put cotton buds or anything else in your ears.',
      'Swimmers can use acidifying ear drops after swimming to help prevent it coming back.',
    ],
  },
  {
    condition: 'necrotising_otitis_externa',
    care: 'This serious ear infection needs specialist hospital treatment. Please see an ear, nose and throat team or go to an emergency department today.',
    seekHelp:
      'your face droops, you have trouble swallowing or speaking, a severe headache, or feel confused or drowsy: call 000',
    approach:
      'Severe persistent otalgia and otorrhoea with granulation tissue in an older person with diabetes or immunosuppression: osteomyelitis of the skull base, usually Pseudomonas. Same-day ENT or emergency assessment for CT or MRI, cultures and prolonged intravenous antipseudomonal therapy. Not managed remotely.',
    investigations: [
      { name: 'Ear swab for culture (Pseudomonas)', subtype: 'pathology', when: 'at the same-day review' },
      { name: 'CT or MRI of the temporal bone and skull base', subtype: 'imaging', when: 'urgently' },
      { name: 'FBC, CRP, ESR, blood glucose and UEC', subtype: 'pathology', when: 'at the same-day review' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Treatment lasts weeks; extend as the treating team advises.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'urgent',
        reason: 'suspected necrotising otitis externa: same-day ENT assessment and intravenous antibiotics',
      },
      ENT('urgent', 'skull base osteomyelitis management'),
    ],
    advice: [
      'Go to hospital today: this infection needs specialist treatment for several weeks.',
      'Keep your blood sugar as well controlled as possible.',
    ],
  },
  {
    condition: 'glue_ear',
    care: 'Glue ear usually clears by itself within 3 months. Face your child when you speak, get close, reduce background noise, and tell the teacher. Antibiotics, decongestants and antihistamines do not help.',
    seekHelp:
      'your child has ear pain with fever, a discharging ear, speech or learning concerns, or hearing has not improved after 3 months',
    childhood: true,
    approach:
      'Otitis media with effusion: active monitoring for 3 months with a hearing test. Autoinflation (nasal balloon) for children 4 and over. ENT referral for grommets with persistent bilateral effusion and hearing loss beyond 3 months, speech or learning delay, or structural drum changes. An adult with a persistent one-sided effusion needs nasendoscopy to exclude a nasopharyngeal tumour.',
    investigations: [
      {
        name: 'Audiology (hearing test and tympanometry)',
        subtype: 'other',
        when: 'at diagnosis if hearing concerns, and after 3 months',
      },
      { name: 'Nasendoscopy (via ENT)', subtype: 'other', when: 'in adults with a one-sided effusion' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for appointments; the child can attend school or childcare.",
    },
    referrals: [
      ENT(
        'routine',
        'persistent effusion with hearing loss beyond 3 months, speech or learning delay, or any adult with a one-sided effusion',
      ),
      { kind: 'specialist', to: 'Audiologist', urgency: 'routine', reason: 'hearing test and tympanometry' },
    ],
    advice: [
      'Most glue ear clears within 3 months without treatment.',
      "Get your child's attention before speaking, face them, and turn off the TV or radio when talking.",
      'Tell the teacher so your child can sit near the front.',
      'Keep your child away from cigarette smoke.',
    ],
  },
  {
    condition: 'ear_wax',
    care: 'Softening drops from the pharmacy (olive oil or a wax softener) used for 3 to 5 days often clear it. Do not use cotton buds or ear candles. If it stays blocked, a nurse or doctor can syringe or suction the ear.',
    seekHelp:
      'the ear becomes painful, discharges, you feel dizzy, or hearing is suddenly lost or does not return after the wax is cleared',
    approach:
      'Impacted cerumen: softening drops for 3 to 5 days, then irrigation or microsuction if symptoms persist. Do not irrigate with a known perforation, grommets, previous ear surgery or otitis externa. Hearing should be rechecked if it does not improve after removal.',
    investigations: [
      {
        name: 'Audiology (hearing test)',
        subtype: 'other',
        when: 'if hearing does not return to normal after the wax is removed',
      },
    ],
    medications: [
      {
        name: 'Olive oil ear drops',
        dose: '2 to 3 drops into the affected ear',
        route: 'aural',
        frequency: '2 to 3 times a day',
        duration: '3 to 5 days (up to 2 weeks)',
        cautions: 'Not if the eardrum is perforated or a grommet is present; lie with the ear up for 5 minutes after.',
      },
      {
        name: 'Docusate sodium 0.5% ear drops',
        dose: 'about 10 drops (enough to fill the ear canal)',
        route: 'aural',
        frequency: 'once daily for up to 2 nights, then plug with cotton wool',
        duration: 'up to 2 days before removal',
        cautions: 'Not with a perforated eardrum or ear infection; may cause mild irritation.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [
      GP('routine', 'ear irrigation or microsuction if drops have not cleared it after 5 days'),
      ENT('routine', 'microsuction when irrigation is unsuitable (perforation, grommets, previous ear surgery)'),
    ],
    advice: [
      'Ears clean themselves: do not use cotton buds, hairpins or ear candles.',
      'Use the softening drops for 3 to 5 days; the blocked feeling may briefly get worse as the wax softens.',
      'See a doctor if you have ear pain, discharge, dizziness or hearing that does not come back.',
    ],
  },
  {
    condition: 'perforated_eardrum',
    care: 'Keep the ear completely dry (no swimming; cotton wool with petroleum jelly in the shower), do not put drops or anything else in the ear unless prescribed, and use paracetamol for pain. Most perforations heal within 6 to 8 weeks.',
    seekHelp:
      'you have spinning dizziness, ringing with marked hearing loss, weakness of the face, or a fever with smelly discharge',
    approach:
      'Traumatic tympanic membrane perforation (slap, blast, cotton bud, barotrauma): keep dry, analgesia, and a non-ototoxic quinolone drop only if discharging. Most heal spontaneously within 6 to 8 weeks; audiology and ENT review if not healed, or urgently with vertigo, severe hearing loss or facial weakness (ossicular or inner ear injury).',
    investigations: [
      { name: 'Otoscopy (in person)', subtype: 'other', when: 'to confirm, and again at 6 weeks' },
      { name: 'Audiology (hearing test)', subtype: 'other', when: 'if hearing loss persists, and at 6 to 8 weeks' },
    ],
    medications: [
      PARACETAMOL,
      {
        ...CIPROFLOXACIN_EAR_DROPS,
        alternative: true,
        needsMoreInfo: 'Only if the ear is discharging (infection); non-ototoxic drops only.',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; divers and swimmers need to stay out of the water until healed.',
    },
    referrals: [
      GP('routine', 'otoscopy to confirm and review at 6 weeks'),
      ENT(
        'urgent',
        'vertigo, severe or worsening hearing loss, or facial weakness; routinely if not healed after 6 to 8 weeks',
      ),
    ],
    advice: [
      'Keep water out of the ear until a doctor confirms it has healed; no swimming or diving.',
      'Do not blow your nose hard.',
      'Most burst eardrums heal by themselves within 2 months.',
    ],
  },
  {
    condition: 'eustachian_tube_dysfunction',
    care: 'Try gently popping your ears (pinch your nose, close your mouth and gently blow), yawning or chewing gum. Saline nose spray, and a steroid nose spray if you have hay fever or a blocked nose, usually help within a few weeks.',
    seekHelp:
      'you develop ear pain with fever, discharge, dizziness, sudden hearing loss, or it lasts more than 3 months',
    approach:
      'Aural fullness and muffled hearing after a cold or with rhinitis: autoinflation, saline and an intranasal corticosteroid for underlying rhinitis; a decongestant spray for no more than 3 days (for example before a flight). Most settle within weeks; persistent symptoms beyond 3 months need ENT review (and nasendoscopy in adults with one-sided symptoms).',
    investigations: [
      { name: 'Tympanometry and audiology', subtype: 'other', when: 'if symptoms persist beyond 6 to 12 weeks' },
    ],
    medications: [
      SALINE_NASAL_SPRAY,
      {
        ...MOMETASONE_NASAL,
        duration: '4 to 6 weeks, then review',
        alternative: true,
        needsMoreInfo: 'When allergic or chronic rhinitis is contributing.',
      },
      {
        name: 'Oxymetazoline 0.05% nasal spray',
        dose: '2 to 3 sprays in each nostril',
        route: 'intranasal',
        frequency: '12-hourly when required',
        duration: 'no more than 3 days (rebound congestion)',
        cautions: 'Avoid in uncontrolled hypertension and with MAO inhibitors; not for more than 3 days.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [ENT('routine', 'symptoms beyond 3 months, or one-sided symptoms in an adult')],
    advice: [
      'Gentle ear popping, yawning, swallowing and chewing gum help open the tubes.',
      'Avoid flying or diving with a cold if you can; if you must fly, use a decongestant spray an hour before descent.',
      'Most blocked ears after a cold settle within a few weeks.',
    ],
  },
  {
    condition: 'ear_barotrauma',
    care: 'Use pain relief, try gentle ear popping and yawning, and avoid flying and diving until your ear feels normal. A decongestant nose spray for a few days may help.',
    seekHelp:
      'you have spinning dizziness, sudden hearing loss or loud ringing (especially after diving), weakness, numbness or breathing trouble after a dive: call 000 or the Divers Emergency Service on 1800 088 200',
    approach:
      'Middle ear barotrauma after flying or diving: analgesia, autoinflation and a short course of topical decongestant; most resolve within days to 2 weeks. Vertigo, sensorineural hearing loss or tinnitus after diving suggest inner ear barotrauma or decompression illness: urgent assessment (hyperbaric unit).',
    investigations: [
      { name: 'Otoscopy (in person)', subtype: 'other', when: 'if pain persists or hearing is reduced' },
      { name: 'Audiology (hearing test)', subtype: 'other', when: 'if hearing loss or tinnitus persists' },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        name: 'Oxymetazoline 0.05% nasal spray',
        dose: '2 to 3 sprays in each nostril',
        route: 'intranasal',
        frequency: '12-hourly',
        duration: 'no more than 3 days',
        cautions: 'Rebound congestion with longer use; avoid in uncontrolled hypertension.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; pilots, cabin crew and divers should not work until cleared.',
    },
    referrals: [
      ED_NOW(
        'vertigo, sudden hearing loss or neurological symptoms after diving (inner ear barotrauma or decompression illness)',
      ),
      ENT('routine', 'symptoms persisting beyond 2 weeks or a perforation'),
    ],
    advice: [
      'Do not fly or dive until the ear has fully recovered.',
      'On future flights, swallow, yawn or chew during descent, and avoid flying with a cold.',
      'After a dive, dizziness, sudden deafness, numbness or breathlessness need emergency care: call 000 or the Divers Emergency Service on 1800 088 200.',
    ],
  },
  {
    condition: 'bppv',
    care: 'Get up slowly and sit on the edge of the bed before standing. A simple repositioning manoeuvre (the Epley manoeuvre), done by a doctor or physiotherapist or at home as shown, often stops the spinning straight away. Avoid driving, ladders and heights while dizzy.',
    seekHelp:
      'the dizziness is constant, you have a new severe headache, double vision, trouble speaking or swallowing, weakness or numbness, or cannot walk: call 000',
    approach:
      'Brief positional vertigo with a positive Dix–Hallpike test: the Epley (canalith repositioning) manoeuvre, repeated if needed, and home Brandt–Daroff or self-Epley exercises; vestibular suppressants are not recommended beyond a day or two. Refer to vestibular physiotherapy if persisting. Atypical features need neurological assessment.',
    investigations: [
      {
        name: 'Dix–Hallpike test (in person or guided by video)',
        subtype: 'other',
        when: 'to confirm posterior canal BPPV',
      },
      { name: 'Lying and standing blood pressure', subtype: 'other', when: 'if light-headedness rather than spinning' },
    ],
    medications: [
      {
        ...PROCHLORPERAZINE,
        duration: '1 to 2 days only',
        needsMoreInfo: 'Only for severe nausea during the first day or two; it does not treat BPPV.',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; longer for work at heights, driving or operating machinery.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Vestibular physiotherapist',
        urgency: 'routine',
        reason: 'repositioning manoeuvres if symptoms persist or recur',
      },
      ED_NOW('constant vertigo with headache, double vision, slurred speech, weakness, numbness or inability to walk'),
    ],
    advice: [
      'BPPV is caused by tiny crystals in the inner ear and is harmless, though unpleasant; it often recurs.',
      'Move slowly when getting up, rolling over or looking up; sleep with two pillows for a few nights.',
      'Do not drive while you are dizzy; take care to avoid falls at home.',
    ],
  },
  {
    condition: 'vestibular_neuritis',
    care: 'Rest lying still in a quiet room in the first day, sip fluids, and take anti-sickness medicine only for the first 2 to 3 days. Start moving your head and walking (with support) as soon as you can: this helps the balance system recover.',
    seekHelp:
      'you have a new severe headache, double vision, slurred speech, weakness or numbness, trouble swallowing, or cannot walk even with help: call 000 as these can be signs of a stroke',
    approach:
      'Acute continuous vertigo with nausea and unsteadiness over a day or more, without neurological signs (labyrinthitis if hearing is affected). Same-day examination to exclude posterior circulation stroke (HINTS examination, neurological examination, gait), especially with vascular risk factors. Short-term vestibular suppressant, then early vestibular rehabilitation; audiometry if hearing is affected.',
    investigations: [
      {
        name: 'Neurological and HINTS examination (head impulse, nystagmus, test of skew)',
        subtype: 'other',
        when: 'same day',
      },
      {
        name: 'MRI of the brain with diffusion-weighted imaging',
        subtype: 'imaging',
        when: 'if HINTS suggests a central cause, neurological signs, or vascular risk factors with atypical features',
      },
      { name: 'Audiology (hearing test)', subtype: 'other', when: 'if hearing loss or tinnitus (labyrinthitis)' },
    ],
    medications: [PROCHLORPERAZINE],
    certificate: { suggestedDays: 5, note: 'Usually 3 to 7 days; longer for driving, heights or machinery.' },
    referrals: [
      GP('urgent', 'same-day examination to exclude a stroke'),
      {
        kind: 'specialist',
        to: 'Vestibular physiotherapist',
        urgency: 'routine',
        reason: 'vestibular rehabilitation if unsteadiness persists beyond 1 to 2 weeks',
      },
      ED_NOW('headache, double vision, slurred speech, weakness, numbness or inability to walk'),
    ],
    advice: [
      'The worst spinning usually settles within a few days; balance improves over weeks.',
      'Use anti-sickness tablets for no more than 2 to 3 days; gentle head and walking exercises speed recovery.',
      'Do not drive until the dizziness has gone.',
      'Call 000 for any stroke signs: face drooping, arm weakness, speech problems, double vision or inability to walk.',
    ],
  },
  {
    condition: 'menieres',
    care: 'During an attack, lie still in a quiet place and take anti-sickness medicine if prescribed. Reducing salt, caffeine and alcohol may reduce attacks. A specialist can confirm the diagnosis with hearing tests.',
    seekHelp:
      'you have a new severe headache, double vision, slurred speech, weakness or numbness, or sudden hearing loss in one ear',
    approach:
      'Episodic vertigo lasting 20 minutes to 12 hours with fluctuating low-frequency hearing loss, tinnitus and aural fullness. Audiometry and ENT referral to confirm (and MRI to exclude a vestibular schwannoma). Acute attacks: short-term vestibular suppressant. Prevention: salt, caffeine and alcohol reduction; betahistine is widely used although evidence of benefit is limited; intratympanic therapy by ENT for refractory disease.',
    investigations: [
      { name: 'Audiology (pure-tone audiogram)', subtype: 'other', when: 'at diagnosis and during symptoms' },
      {
        name: 'MRI of the internal auditory meatus',
        subtype: 'imaging',
        when: 'to exclude a vestibular schwannoma with asymmetric hearing loss',
      },
    ],
    medications: [
      { ...PROCHLORPERAZINE, duration: 'during attacks only, no more than 2 to 3 days at a time' },
      {
        name: 'Betahistine',
        dose: '16 mg',
        route: 'oral',
        frequency: '3 times a day with food',
        duration: '3 months, then review benefit',
        cautions: 'Evidence of benefit is limited; caution with asthma and peptic ulcer; not in phaeochromocytoma.',
        alternative: true,
        needsMoreInfo: 'Once the diagnosis is confirmed; ask about asthma and peptic ulcer.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Attacks may need 1 to 3 days away; safety-critical workers need review.' },
    referrals: [
      ENT('routine', 'confirm the diagnosis and manage recurrent attacks'),
      { kind: 'specialist', to: 'Audiologist', urgency: 'routine', reason: 'hearing assessment and tinnitus support' },
    ],
    advice: [
      'Keep a diary of attacks and possible triggers.',
      'A low-salt diet and cutting back caffeine and alcohol may help.',
      'Do not drive if attacks come without warning; discuss driving with your doctor.',
    ],
  },
  {
    condition: 'sudden_hearing_loss',
    care: 'Sudden hearing loss in one ear is treated as urgent: please see a doctor today. Treatment works best if started within days.',
    seekHelp: 'you also have a severe headache, weakness, numbness, slurred speech or double vision: call 000',
    approach:
      'Sudden sensorineural hearing loss (within 72 hours, usually one ear, with a normal ear canal and drum; tuning fork Weber lateralises to the good ear): urgent audiology and ENT review within 24 to 48 hours. High-dose oral corticosteroid started within 14 days (best within 72 hours) after excluding wax, infection and conductive causes; MRI to exclude a vestibular schwannoma.',
    investigations: [
      { name: 'Audiology (pure-tone audiogram)', subtype: 'other', when: 'urgently, within 24 to 48 hours' },
      {
        name: 'Otoscopy and tuning fork tests (in person)',
        subtype: 'other',
        when: 'today, to exclude wax and conductive loss',
      },
      {
        name: 'MRI of the internal auditory meatus',
        subtype: 'imaging',
        when: 'after the acute phase, to exclude a vestibular schwannoma',
      },
    ],
    medications: [
      {
        name: 'Prednisolone',
        dose: '1 mg/kg (maximum 60 mg)',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '7 days, then taper over 7 days',
        cautions:
          'Raises blood glucose (monitor in diabetes) and blood pressure; mood and sleep disturbance; take with food.',
        needsMoreInfo:
          'Only after examination confirms a sensorineural loss (normal canal and drum); ask about diabetes, peptic ulcer, infection and weight.',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Depends on the job; noise exposure should be avoided until assessed.' },
    referrals: [
      ENT('urgent', 'sudden sensorineural hearing loss: to be seen within 24 to 48 hours'),
      { kind: 'specialist', to: 'Audiologist', urgency: 'urgent', reason: 'urgent audiogram' },
      ED_NOW('with headache, weakness, numbness, slurred speech or double vision'),
    ],
    advice: [
      'Sudden hearing loss is an emergency for the ear: treatment should start within days.',
      'Avoid loud noise until you have been assessed.',
      'Call 000 if you also have stroke symptoms.',
    ],
  },
  {
    condition: 'mastoiditis',
    care: 'Please go to an emergency department now. Give paracetamol for pain and fever on the way if needed.',
    seekHelp: 'your child becomes drowsy, has a stiff neck, severe headache, a droopy face or a seizure: call 000',
    emergency: true,
    childhood: true,
    approach:
      'Acute mastoiditis (postauricular swelling, redness and tenderness with a protruding pinna, usually after otitis media): emergency department for intravenous antibiotics, CT if complications are suspected, and ENT review for drainage or mastoidectomy. No remote treatment.',
    investigations: [
      { name: 'FBC, CRP and blood cultures (in hospital)', subtype: 'pathology', when: 'in the emergency department' },
      {
        name: 'CT of the temporal bones with contrast (in hospital)',
        subtype: 'imaging',
        when: 'if complications (abscess, venous sinus thrombosis) are suspected',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: "Usually a carer's certificate; extend after discharge as the hospital advises.",
    },
    referrals: [ED_NOW('suspected acute mastoiditis: intravenous antibiotics and ENT review')],
    advice: [
      'Go to the emergency department now.',
      'Call 000 if your child becomes drowsy, has a stiff neck, a seizure, or their face droops.',
    ],
  },
  {
    condition: 'csom',
    care: 'Keep the ear dry (no swimming until it is healed; cotton wool with petroleum jelly in the shower). Gently dry-mop the discharge with rolled tissue spears 2 to 3 times a day before putting in the prescribed drops.',
    seekHelp:
      'there is swelling or pain behind the ear, a severe headache, dizziness, weakness of the face, or drowsiness',
    approach:
      'Discharging ear through a perforated drum for more than 2 weeks: aural toilet (dry mopping) and topical ciprofloxacin drops for at least 1 to 2 weeks; ear swab; audiology; ENT referral for persistent discharge, cholesteatoma concerns (foul scanty discharge, retraction pocket) or to repair the perforation. Common and often under-treated in Aboriginal and Torres Strait Islander children.',
    investigations: [
      { name: 'Ear swab for microscopy, culture and sensitivities', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'Audiology (hearing test)', subtype: 'other', when: 'at diagnosis and after treatment' },
      {
        name: 'CT of the temporal bones',
        subtype: 'imaging',
        when: 'via ENT if cholesteatoma or complications are suspected',
      },
    ],
    medications: [CIPROFLOXACIN_EAR_DROPS],
    certificate: { suggestedDays: 1, note: 'Usually none; children can attend school but should not swim.' },
    referrals: [
      ENT('routine', 'discharge persisting after 4 weeks of treatment, suspected cholesteatoma, or perforation repair'),
      { kind: 'specialist', to: 'Audiologist', urgency: 'routine', reason: 'hearing assessment' },
      ED_NOW('swelling behind the ear, facial weakness, severe headache, vertigo or drowsiness'),
    ],
    advice: [
      'Dry-mop the ear with tissue spears until the tissue comes out dry, then put in the drops.',
      'Keep the ear dry; no swimming until a doctor says it has healed.',
      'Hearing can be affected: tell the school so your child sits near the front.',
    ],
  },
  {
    condition: 'presbycusis',
    care: 'A hearing test with an audiologist is the first step; hearing aids help most people a great deal. Ask people to face you and speak clearly, and reduce background noise.',
    seekHelp: 'hearing drops suddenly, is much worse in one ear, or comes with dizziness, ear pain or discharge',
    approach:
      'Gradual bilateral high-frequency sensorineural hearing loss with age: exclude wax; audiology; hearing aids (the Australian Government Hearing Services Program covers pensioners, veterans and others). Asymmetric or sudden loss, or one-sided tinnitus, needs ENT review and MRI.',
    investigations: [
      { name: 'Audiology (pure-tone audiogram and speech testing)', subtype: 'other', when: 'at diagnosis' },
      { name: 'Otoscopy (in person)', subtype: 'other', when: 'to exclude wax' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [
      { kind: 'specialist', to: 'Audiologist', urgency: 'routine', reason: 'hearing assessment and hearing aids' },
      ENT('routine', 'asymmetric hearing loss, one-sided tinnitus or sudden change'),
    ],
    advice: [
      'Hearing aids work best when fitted early; untreated hearing loss increases isolation and is linked with memory decline.',
      'You may be eligible for free or subsidised hearing services through the Hearing Services Program.',
      'Protect your remaining hearing from loud noise.',
    ],
  },
  {
    condition: 'noise_induced_hearing_loss',
    care: 'Protect your ears from further loud noise with earplugs or earmuffs, and have a hearing test with an audiologist.',
    seekHelp: 'hearing drops suddenly, is much worse in one ear, or comes with dizziness or ear pain',
    approach:
      'Sensorineural loss with a 4 kHz notch after occupational or recreational noise: audiology, hearing protection, hearing aids and tinnitus management. Work-related hearing loss may be compensable; report through the employer and workers compensation.',
    investigations: [
      { name: 'Audiology (pure-tone audiogram)', subtype: 'other', when: 'at diagnosis and yearly if still exposed' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'No time away is needed; a workplace noise assessment may be.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Audiologist',
        urgency: 'routine',
        reason: 'hearing assessment, hearing aids and tinnitus support',
      },
      ENT('routine', 'asymmetric hearing loss or sudden change'),
    ],
    advice: [
      'Noise damage is permanent but you can stop it getting worse: wear hearing protection around loud machinery, music and shooting.',
      'If noise at work caused it, you may be entitled to workers compensation.',
      'Tinnitus often becomes less bothersome with sound therapy and support from an audiologist.',
    ],
  },
  {
    condition: 'acoustic_neuroma',
    care: 'Hearing loss or ringing in one ear needs an MRI scan to check the hearing nerve. Your doctor will arrange this and a specialist referral.',
    seekHelp: 'you have a severe headache, vomiting, facial numbness or weakness, or new trouble walking',
    approach:
      'Asymmetric sensorineural hearing loss or unilateral tinnitus: audiometry and gadolinium-enhanced MRI of the internal auditory meatus; refer to ENT or neurosurgery. Most vestibular schwannomas grow slowly and are watched, irradiated or removed by size and symptoms.',
    investigations: [
      { name: 'MRI of the internal auditory meatus with gadolinium', subtype: 'imaging', when: 'to confirm' },
      { name: 'Audiology (pure-tone audiogram)', subtype: 'other', when: 'at diagnosis' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'No time away is needed for investigation.' },
    referrals: [
      ENT('routine', 'asymmetric hearing loss for MRI and management (neurosurgery if a tumour is confirmed)'),
      ED_NOW('severe headache with vomiting, facial weakness or trouble walking'),
    ],
    advice: [
      'These growths are not cancer and usually grow slowly.',
      'Many people only need regular scans; treatment depends on size and symptoms.',
    ],
  },
  {
    condition: 'ramsay_hunt',
    care: 'Antiviral tablets and steroids work best if started within 3 days, so please see a doctor today. Protect the eye on the weak side with lubricating drops by day and ointment at night, and tape it closed for sleep if it will not shut.',
    seekHelp:
      'the eye becomes painful or red, vision changes, or you have a severe headache, confusion or weakness in an arm or leg',
    approach:
      'Herpes zoster oticus with facial palsy (vesicles in the ear canal or pinna, otalgia, with or without hearing loss and vertigo): oral antiviral plus prednisolone started within 72 hours, eye protection, audiology, and ENT review. Exclude stroke when the forehead is spared or other neurology is present.',
    investigations: [
      { name: 'Swab of vesicles for VZV PCR', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
      { name: 'Audiology (hearing test)', subtype: 'other', when: 'if hearing loss or tinnitus' },
    ],
    medications: [
      {
        name: 'Valaciclovir',
        dose: '1 g',
        route: 'oral',
        frequency: '8-hourly',
        duration: '7 days',
        cautions: 'Reduce the dose in kidney impairment; drink plenty of fluids.',
        needsMoreInfo: 'Check kidney function (eGFR) and pregnancy.',
      },
      {
        name: 'Prednisolone',
        dose: '1 mg/kg (maximum 75 mg)',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '5 to 7 days',
        cautions: 'Raises blood glucose and blood pressure; mood and sleep disturbance; take with food.',
        needsMoreInfo: 'Ask about diabetes, peptic ulcer, active infection and weight.',
      },
      {
        name: 'Famciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '7 days',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
      },
      {
        name: 'Carmellose sodium 0.5% eye drops',
        dose: '1 to 2 drops into the affected eye',
        route: 'ocular',
        frequency: 'every 1 to 2 hours while awake, with a lubricating ointment at night',
        duration: 'until the eye closes fully',
        cautions: 'No significant cautions; tape the eye closed at night if it does not close.',
      },
    ],
    certificate: {
      suggestedDays: 7,
      note: 'Often 1 to 2 weeks; longer with vertigo or if the job relies on facial expression or speech.',
    },
    referrals: [
      ENT('urgent', 'facial nerve and hearing assessment'),
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'urgent',
        reason: 'a painful or red eye, or an eye that cannot close',
      },
      ED_NOW('weakness of an arm or leg, confusion or severe headache'),
    ],
    advice: [
      'Start the tablets as soon as possible; they work best within 3 days of the rash.',
      'Protect the eye: drops by day, ointment and taping at night.',
      'Avoid contact with pregnant women who have not had chickenpox, newborns and people with weak immunity until the blisters crust.',
    ],
  },
  {
    condition: 'tmj_disorder',
    care: 'Eat soft foods for a week or two, avoid chewing gum and wide yawning, use warm packs on the jaw, and take paracetamol or ibuprofen if needed. Notice and relax clenching during the day (teeth apart, lips together).',
    seekHelp:
      'you cannot open or close your mouth, have swelling or fever, or jaw pain comes on with exertion or with chest pain (call 000)',
    approach:
      'Temporomandibular disorder (jaw pain with clicking, limited opening, bruxism; often stress-related): self-care, short-term analgesia, jaw exercises and physiotherapy; an occlusal splint from a dentist for night-time bruxism. Exclude dental infection, giant cell arteritis in older people (jaw claudication, scalp tenderness) and cardiac pain referred to the jaw.',
    investigations: [
      {
        name: 'Orthopantomogram (OPG) dental X-ray',
        subtype: 'imaging',
        when: 'if dental causes are suspected or not improving',
      },
      {
        name: 'ESR and CRP',
        subtype: 'pathology',
        when: 'if over 50 with jaw pain on chewing, headache or scalp tenderness (giant cell arteritis)',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 10 to 14 days' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [
      DENTIST('routine', 'occlusal splint for bruxism and dental assessment'),
      {
        kind: 'specialist',
        to: 'Physiotherapist (jaw)',
        urgency: 'routine',
        reason: 'jaw exercises and manual therapy if not settling',
      },
    ],
    advice: [
      'Rest the jaw: soft foods, small bites, no gum, and support your chin when yawning.',
      'Keep your teeth apart and jaw relaxed during the day; stress management helps.',
      'Most jaw joint pain settles within weeks to a few months.',
    ],
  },

  // ——— Nose
  {
    condition: 'epistaxis',
    care: 'Sit up, lean forward, and pinch the soft part of your nose firmly for 10 to 15 minutes without letting go; breathe through your mouth and spit out blood. An ice pack on the bridge of the nose helps. Afterwards avoid blowing or picking your nose, hot drinks and heavy lifting for a day.',
    seekHelp:
      'the bleeding does not stop after 20 minutes of firm pressure, it is very heavy, you feel faint, you take a blood thinner, or it followed a head injury: go to an emergency department or call 000',
    approach:
      "Anterior epistaxis from Little's area: first aid, then petroleum jelly or an antiseptic nasal cream for recurrent bleeds, and cautery for a visible vessel. Uncontrolled bleeding after 20 minutes of pressure, posterior bleeding, haemodynamic compromise or anticoagulation needs the emergency department. Check blood pressure, INR on warfarin, and FBC and coagulation if recurrent or with other bleeding.",
    investigations: [
      {
        name: 'FBC and coagulation studies',
        subtype: 'pathology',
        when: 'if recurrent, heavy, or with easy bruising or bleeding gums',
      },
      { name: 'INR', subtype: 'pathology', when: 'if taking warfarin' },
      { name: 'Blood pressure check', subtype: 'other', when: 'at a routine review' },
    ],
    medications: [
      {
        name: 'Soft white paraffin (petroleum jelly)',
        dose: 'a small amount (about 0.5 cm) smeared inside each nostril',
        route: 'topical (intranasal)',
        frequency: 'twice daily',
        duration: '2 weeks',
        cautions: 'No significant cautions; do not insert deeply.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely more than a day.' },
    referrals: [
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason:
          'bleeding not controlled by 20 minutes of pressure, heavy bleeding, faintness, or bleeding on anticoagulants',
      },
      ENT('routine', 'recurrent nosebleeds for cautery, or one-sided bleeding with blockage (exclude a tumour)'),
    ],
    advice: [
      'First aid: sit up, lean forward, and pinch the soft part of the nose for 10 to 15 minutes without peeking.',
      'For the next day, avoid blowing your nose, hot drinks, alcohol, exercise and heavy lifting.',
      'A humidifier and petroleum jelly inside the nostrils help prevent further bleeds.',
      'Go to an emergency department if bleeding does not stop after 20 minutes of pressure, or call 000 if it is heavy or you feel faint.',
    ],
  },
  {
    condition: 'nasal_fracture',
    care: 'Apply an ice pack wrapped in a cloth for 15 minutes every few hours, keep your head raised, and use paracetamol for pain. Do not blow your nose. A doctor should check the nose once the swelling goes down (after about 5 to 7 days).',
    seekHelp:
      'the nose bleeds for more than 20 minutes, clear fluid runs from the nose, both sides become completely blocked with a swelling inside, vision changes, or you were knocked out or feel drowsy: go to an emergency department',
    approach:
      'Nasal bone fracture: X-rays are not needed. Exclude septal haematoma (urgent drainage), CSF rhinorrhoea, orbital or other facial fractures and head injury. Reassess at 5 to 7 days when swelling settles; refer to ENT for closed reduction within 10 to 14 days (7 days in children) if the nose is deformed or blocked.',
    investigations: [
      {
        name: 'Examination of the septum (in person)',
        subtype: 'other',
        when: 'within 24 hours, to exclude septal haematoma',
      },
      {
        name: 'CT of the facial bones',
        subtype: 'imaging',
        when: 'only if other facial fractures or eye involvement are suspected',
      },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true, needsMoreInfo: 'Once the nosebleed has stopped.' }],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days; no contact sport for 4 to 6 weeks.' },
    referrals: [
      GP('urgent', 'examination within 24 hours to exclude a septal haematoma'),
      ENT('routine', 'deformity or blockage at 5 to 7 days: closed reduction within 10 to 14 days'),
      ED_NOW(
        'septal haematoma, clear fluid from the nose, uncontrolled bleeding, vision change or head injury with drowsiness',
      ),
    ],
    advice: [
      'Ice, head up and pain relief for the first few days.',
      'Do not blow your nose for a week, and avoid contact sport for 4 to 6 weeks.',
      'Have the nose checked after 5 to 7 days: a bent nose is easiest to straighten within 2 weeks.',
    ],
  },
  {
    condition: 'rhinitis_medicamentosa',
    care: 'Stop the decongestant nose spray. Your nose will feel more blocked for a week or two before it gets better; a steroid nose spray and saline rinses help you through.',
    seekHelp: 'you have nosebleeds, one-sided blockage, or facial pain or swelling',
    approach:
      'Rebound congestion from topical decongestants used for more than 3 to 5 days: stop the decongestant (abruptly, or one nostril at a time), start a daily intranasal corticosteroid and saline irrigation, and treat the original cause of congestion (allergic rhinitis, septal deviation).',
    investigations: [],
    medications: [{ ...MOMETASONE_NASAL, duration: '4 to 6 weeks, then review' }, SALINE_NASAL_SPRAY],
    certificate: { suggestedDays: 1, note: 'No time away is usually needed.' },
    referrals: [ENT('routine', 'persistent blockage after 2 months off decongestants (septal deviation, polyps)')],
    advice: [
      'Decongestant sprays should not be used for more than 3 days at a time.',
      'The rebound blockage settles within 1 to 2 weeks of stopping.',
      'Sleeping with your head raised and using saline rinses help in the meantime.',
    ],
  },
  {
    condition: 'non_allergic_rhinitis',
    care: 'Saline nose rinses and a steroid nose spray used every day usually help. Avoid known triggers such as smoke, strong smells and sudden cold air.',
    seekHelp: 'symptoms are on one side only, you have nosebleeds, facial pain or swelling, or loss of smell',
    approach:
      'Chronic rhinitis without allergic features (triggers: temperature change, irritants, spicy food, alcohol): saline irrigation and an intranasal corticosteroid; ipratropium nasal spray for predominantly watery rhinorrhoea; review medicines (alpha-blockers, antihypertensives, topical decongestants). Allergy testing if uncertain.',
    investigations: [
      {
        name: 'Allergen-specific IgE or skin-prick testing',
        subtype: 'pathology',
        when: 'if allergy is still possible',
      },
    ],
    medications: [
      SALINE_NASAL_SPRAY,
      { ...MOMETASONE_NASAL, duration: 'at least 4 weeks, then review' },
      {
        name: 'Ipratropium bromide 0.06% nasal spray',
        dose: '2 sprays in each nostril',
        route: 'intranasal',
        frequency: '3 to 4 times a day',
        duration: 'when required',
        cautions: 'Nasal dryness and nosebleeds; caution with narrow-angle glaucoma and prostate enlargement.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [ENT('routine', 'one-sided symptoms, bleeding, polyps or no response after 3 months of treatment')],
    advice: [
      'Use the steroid spray every day for several weeks; it takes time to work.',
      'Avoid cigarette smoke, strong perfumes and other irritants.',
      'Decongestant sprays should not be used for more than 3 days.',
    ],
  },
  {
    condition: 'post_viral_anosmia',
    care: 'Smell training can help recovery: twice a day, sniff four strong scents (such as rose, lemon, clove and eucalyptus) for 20 seconds each while thinking about them, for at least 3 months. Make sure your smoke alarms work and check use-by dates, as you may not smell smoke, gas or spoiled food.',
    seekHelp:
      'the loss is on one side only, you have a blocked nose or nosebleeds, a head injury, or new headaches, weakness or memory problems',
    approach:
      'Loss of smell after a viral infection (including COVID-19), with a clear nose: olfactory training for at least 12 weeks; most recover partially or fully over months. Refer to ENT if no improvement after 3 to 6 months, or with nasal symptoms, unilateral loss, head injury or neurological features (nasendoscopy, MRI).',
    investigations: [
      {
        name: 'Nasendoscopy (via ENT)',
        subtype: 'other',
        when: 'if nasal symptoms, or no improvement after 3 to 6 months',
      },
      {
        name: 'MRI of the brain and olfactory bulbs',
        subtype: 'imaging',
        when: 'only with neurological features or no viral trigger',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'No time away is needed, except for jobs that rely on smell (cooks, firefighters, gas workers) where duties may need adjusting.',
    },
    referrals: [ENT('routine', 'no improvement after 3 to 6 months, or with red flags')],
    advice: [
      'Smell training twice a day for at least 3 months helps many people recover.',
      'Install and test smoke and gas alarms, and label food with dates.',
      'Recovery can take months; changes in how things smell (parosmia) are often a sign of recovery.',
    ],
  },

  // ——— Teeth and mouth
  {
    condition: 'dental_abscess',
    care: 'See a dentist today or as soon as possible: the abscess needs to be drained or the tooth treated. Take ibuprofen together with paracetamol for pain (if safe for you) and rinse with warm salt water.',
    seekHelp:
      'swelling spreads to your eye, neck or under your tongue, you have trouble swallowing, breathing or opening your mouth, or you have a high fever or feel very unwell: go to an emergency department or call 000',
    approach:
      'Acute dentoalveolar abscess: definitive treatment is dental (drainage, root canal treatment or extraction). Antibiotics only for spreading infection or systemic features, or when dental treatment is delayed, per eTG Oral and Dental. Facial cellulitis extending to the eye or neck, trismus, dysphagia or fever needs the emergency department.',
    investigations: [
      { name: 'Dental X-ray (periapical or OPG) by the dentist', subtype: 'imaging', when: 'at the dental visit' },
      {
        name: 'FBC, CRP and blood glucose',
        subtype: 'pathology',
        when: 'if systemically unwell or recurrent infections',
      },
    ],
    medications: [
      DENTAL_ANALGESIA_IBUPROFEN,
      { ...PARACETAMOL, frequency: 'every 6 hours, taken with ibuprofen for dental pain (maximum 4 g in 24 hours)' },
      {
        name: 'Amoxicillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '5 days',
        cautions: 'Not with penicillin allergy; diarrhoea; not a substitute for dental treatment.',
        needsMoreInfo:
          'Only with spreading infection (facial swelling), fever, or when dental treatment is delayed; confirm no penicillin allergy.',
      },
      {
        name: 'Metronidazole',
        dose: '400 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days, added to amoxicillin',
        cautions: 'Metallic taste, nausea; avoid alcohol; interacts with warfarin.',
        alternative: true,
        needsMoreInfo: 'Added to amoxicillin for severe infection or when there is no response after 48 to 72 hours.',
      },
      {
        name: 'Clindamycin',
        dose: '300 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '5 days',
        cautions: 'Clostridioides difficile diarrhoea; take with a full glass of water.',
        alternative: true,
        needsMoreInfo: 'For penicillin allergy when an antibiotic is indicated.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days, including the dental procedure.' },
    referrals: [
      DENTIST('urgent', 'drainage and treatment of the tooth today or as soon as possible'),
      ED_NOW(
        'swelling spreading to the eye, neck or floor of the mouth, trismus, difficulty swallowing or breathing, or systemic illness',
      ),
    ],
    advice: [
      'Antibiotics alone do not cure a tooth abscess: you need dental treatment.',
      'Ibuprofen with paracetamol is the most effective pain relief for toothache if they are safe for you.',
      'If you cannot get a dentist, public dental services give priority to urgent problems.',
      'Go to an emergency department if swelling spreads, or you cannot swallow, breathe or open your mouth.',
    ],
  },
  {
    condition: 'pulpitis',
    care: 'See a dentist within a few days: the tooth needs a filling or root canal treatment. Ibuprofen with paracetamol (if safe for you) controls the pain best; avoid very hot, cold and sweet food and drink.',
    seekHelp: 'your face or gum swells, you have a fever, or pain becomes severe and constant despite pain relief',
    approach:
      'Dental caries with reversible or irreversible pulpitis: dental treatment (restoration, pulp extirpation or extraction). Antibiotics do not relieve pulpitis pain and are not indicated without spreading infection (eTG Oral and Dental). Analgesia with ibuprofen and paracetamol.',
    investigations: [{ name: 'Dental X-ray by the dentist', subtype: 'imaging', when: 'at the dental visit' }],
    medications: [
      DENTAL_ANALGESIA_IBUPROFEN,
      { ...PARACETAMOL, frequency: 'every 6 hours, taken with ibuprofen for dental pain (maximum 4 g in 24 hours)' },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely more than a day, for the dental visit.' },
    referrals: [DENTIST('urgent', 'filling or root canal treatment within a few days')],
    advice: [
      'Antibiotics do not help toothache from decay: the tooth needs dental treatment.',
      'Brush twice a day with fluoride toothpaste and cut down sugary food and drinks.',
      'See a dentist urgently if your face or gum swells or you develop a fever.',
    ],
  },
  {
    condition: 'pericoronitis',
    care: 'Rinse with warm salt water or an antiseptic mouthwash after meals, brush gently around the back tooth, and use pain relief. See a dentist in the next few days.',
    seekHelp:
      'you have trouble opening your mouth, swallowing or breathing, swelling spreads to your cheek, jaw or neck, or you have a fever',
    approach:
      'Inflammation of the gum flap over a partially erupted lower third molar: local irrigation and debridement by a dentist, chlorhexidine or warm saline rinses, analgesia. Antibiotics (metronidazole or amoxicillin) only for systemic features or spreading infection. Recurrent episodes: extraction of the wisdom tooth.',
    investigations: [
      {
        name: 'Orthopantomogram (OPG) dental X-ray',
        subtype: 'imaging',
        when: 'at the dental visit, if extraction is considered',
      },
    ],
    medications: [
      CHLORHEXIDINE_MOUTHWASH,
      DENTAL_ANALGESIA_IBUPROFEN,
      { ...PARACETAMOL, alternative: true },
      {
        name: 'Metronidazole',
        dose: '400 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions: 'Metallic taste, nausea; avoid alcohol; interacts with warfarin.',
        alternative: true,
        needsMoreInfo: 'Only with fever, trismus or spreading swelling.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [
      DENTIST('urgent', 'irrigation and assessment of the wisdom tooth within a few days'),
      ED_NOW('trismus with difficulty swallowing or breathing, or swelling spreading to the neck'),
    ],
    advice: [
      'Keep the area clean: rinse after eating and brush gently around the tooth.',
      'If it keeps coming back, the wisdom tooth may need to be removed.',
    ],
  },
  {
    condition: 'dry_socket',
    care: 'Contact the dentist who removed the tooth: they can clean the socket and place a soothing dressing, which eases the pain quickly. Meanwhile take regular pain relief, rinse gently with warm salt water after meals, and do not smoke.',
    seekHelp: 'you develop a fever, facial swelling, pus, or trouble opening your mouth or swallowing',
    approach:
      'Alveolar osteitis 2 to 4 days after extraction (severe pain, empty socket, bad taste): dental irrigation and an obtundent dressing, analgesia. Antibiotics are not indicated unless there are signs of spreading infection.',
    investigations: [],
    medications: [
      DENTAL_ANALGESIA_IBUPROFEN,
      { ...PARACETAMOL, frequency: 'every 6 hours, taken with ibuprofen for dental pain (maximum 4 g in 24 hours)' },
      { ...WARM_SALINE_RINSE, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [DENTIST('urgent', 'socket irrigation and dressing within 1 to 2 days')],
    advice: [
      'Do not smoke, spit forcefully or drink through a straw while the socket heals.',
      'The pain usually settles within days of the socket being dressed.',
    ],
  },
  {
    condition: 'dental_trauma',
    care: 'If an adult tooth has been knocked out: hold it by the crown (not the root), rinse briefly in milk or saline, and push it back into the socket straight away, then bite on a clean cloth. If you cannot, keep it in milk or in the cheek of the person (if old enough not to swallow it). See a dentist within 30 minutes if possible. Do not put a baby tooth back.',
    seekHelp:
      'there is a head injury, drowsiness, vomiting, bleeding that will not stop, or trouble breathing: call 000',
    approach:
      'Dental injury: an avulsed permanent tooth should be replanted within 60 minutes (dry time is critical) and splinted by a dentist; do not replant primary teeth. Loose, displaced or fractured teeth need dental review the same day. Check for head injury, facial fractures and tetanus status; consider non-accidental injury in young children.',
    investigations: [
      { name: 'Dental X-rays by the dentist', subtype: 'imaging', when: 'at the same-day dental visit' },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true }],
    certificate: { suggestedDays: 1, note: "Usually 1 day; a carer's certificate for a child's dental visit." },
    referrals: [
      DENTIST(
        'immediate',
        'knocked-out adult tooth for replantation and splinting; loose or broken teeth the same day',
      ),
      ED_NOW('head injury, uncontrolled bleeding, or suspected jaw or facial fracture'),
      GP('routine', 'tetanus vaccination if the wound was dirty and the last dose was more than 5 years ago'),
    ],
    advice: [
      'Time matters for a knocked-out adult tooth: replant it or keep it in milk and get to a dentist within 30 to 60 minutes.',
      'Never scrub the root or let the tooth dry out.',
      'Wear a mouthguard for contact sports.',
    ],
  },
  {
    condition: 'gum_disease',
    care: 'Brush twice a day with a soft brush and fluoride toothpaste, angling the bristles at the gum line, and clean between your teeth daily. See a dentist or hygienist for a professional clean. Bleeding usually improves within 2 weeks of good cleaning.',
    seekHelp:
      'gums are very painful with ulcers or a bad smell and fever, teeth become loose, or you bleed or bruise easily elsewhere',
    approach:
      'Plaque-induced gingivitis or chronic periodontitis: oral hygiene instruction, professional scaling and periodontal care; smoking cessation; check diabetes. Bleeding out of proportion, bruising or other bleeding needs FBC and coagulation. Short-term chlorhexidine mouthwash as an adjunct.',
    investigations: [
      { name: 'HbA1c', subtype: 'pathology', when: 'if diabetes is possible (severe or recurrent gum disease)' },
      {
        name: 'FBC and coagulation studies',
        subtype: 'pathology',
        when: 'if bleeding is spontaneous or with bruising or nosebleeds',
      },
    ],
    medications: [{ ...CHLORHEXIDINE_MOUTHWASH, duration: 'up to 2 weeks, alongside brushing and flossing' }],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [DENTIST('routine', 'scale and clean, and periodontal assessment')],
    advice: [
      'Bleeding gums are usually a sign of plaque: keep brushing and flossing even if they bleed.',
      'Smoking makes gum disease worse and hides the bleeding. Quitline is 13 78 48.',
      'Gum disease is linked with diabetes and heart disease: regular dental checks matter.',
    ],
  },
  {
    condition: 'aphthous_ulcers',
    care: 'Use a soothing mouthwash or gel from the pharmacy, avoid spicy, salty and acidic food, and use a soft toothbrush and a toothpaste without sodium lauryl sulfate. Most ulcers heal within 1 to 2 weeks.',
    seekHelp:
      'an ulcer lasts more than 3 weeks, ulcers are very large or many, or you have fever, weight loss, diarrhoea, genital ulcers, a rash or sore eyes',
    approach:
      'Recurrent aphthous stomatitis: topical analgesia and a topical corticosteroid paste. Frequent or severe ulcers: FBC, iron studies, B12, folate and coeliac serology; consider Behçet disease, inflammatory bowel disease and HIV with systemic features. Any ulcer present for more than 3 weeks needs biopsy.',
    investigations: [
      {
        name: 'FBC, iron studies, vitamin B12 and folate',
        subtype: 'pathology',
        when: 'if ulcers are frequent or severe',
      },
      {
        name: 'Coeliac serology (tTG-IgA with total IgA)',
        subtype: 'pathology',
        when: 'if ulcers are frequent, or with gut symptoms',
      },
    ],
    medications: [
      {
        name: 'Triamcinolone acetonide 0.1% oral paste',
        dose: 'a thin layer (about 0.5 cm of paste) over the ulcer',
        route: 'topical (oral mucosa)',
        frequency: '2 to 3 times a day, after meals and at bedtime',
        duration: 'until healed (usually up to 7 days)',
        cautions: 'Do not use on infected or viral (herpes) ulcers; prolonged use can cause oral thrush.',
      },
      {
        name: 'Benzydamine 0.15% mouthwash/gargle',
        dose: '15 mL',
        route: 'rinse and spit out',
        frequency: 'every 1.5 to 3 hours when required',
        duration: 'up to 7 days',
        cautions: 'Stinging or numbness of the mouth; do not swallow.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Oral medicine specialist or dentist',
        urgency: 'urgent',
        reason: 'an ulcer lasting more than 3 weeks (biopsy)',
      },
      GP('routine', 'blood tests if ulcers are frequent or severe'),
    ],
    advice: [
      'Avoid things that sting: spicy, salty or acidic food, and crunchy foods that scratch.',
      'Common triggers include minor injury, stress and some toothpastes.',
      'An ulcer that has not healed in 3 weeks must be checked by a doctor or dentist.',
    ],
  },
  {
    condition: 'oral_thrush',
    care: 'Antifungal gel or drops from a doctor or pharmacist usually clear thrush within 1 to 2 weeks. Rinse your mouth after using a steroid puffer, and take dentures out at night and clean them.',
    seekHelp: 'it hurts to swallow, it keeps coming back, or you have a weakened immune system',
    approach:
      "Oral candidiasis: topical miconazole gel or nystatin for 7 to 14 days; oral fluconazole for extensive disease, denture stomatitis not responding, or immunocompromise. Address causes: inhaled corticosteroid technique, dentures, recent antibiotics, diabetes, dry mouth. Recurrent or unexplained thrush in adults needs HbA1c and consideration of HIV testing. In breastfed infants, treat the mother's nipples too.",
    investigations: [
      { name: 'HbA1c or blood glucose', subtype: 'pathology', when: 'if recurrent or no obvious cause' },
      { name: 'HIV serology', subtype: 'pathology', when: 'if unexplained in an adult, with consent' },
      { name: 'Oral swab for fungal culture', subtype: 'pathology', when: 'if not responding to treatment' },
    ],
    medications: [
      {
        name: 'Miconazole 2% oral gel',
        dose: '2.5 mL (infants 1 mL)',
        route: 'applied in the mouth and held before swallowing',
        frequency: '4 times a day after meals',
        duration: '7 days, continuing for 7 days after it clears',
        cautions:
          'Serious interaction with warfarin (raises INR) and some other medicines; not for infants under 4 months without medical advice (choking); apply in small amounts.',
        needsMoreInfo: 'Check for warfarin and other interacting medicines; age for an infant.',
      },
      {
        name: 'Nystatin 100 000 units/mL oral suspension',
        dose: '1 mL',
        route: 'oral (held in the mouth before swallowing)',
        frequency: '4 times a day after feeds or meals',
        duration: '7 to 14 days, continuing for 2 days after it clears',
        cautions: 'No significant interactions; safe in infants and pregnancy.',
        alternative: true,
      },
      {
        name: 'Fluconazole',
        dose: '50 to 100 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '7 to 14 days',
        cautions: 'Many drug interactions (warfarin, statins, sulfonylureas); avoid in pregnancy.',
        alternative: true,
        needsMoreInfo: 'For extensive or resistant thrush or immunocompromise; check interactions and pregnancy.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [GP('routine', 'recurrent thrush: look for diabetes, immune problems or denture issues')],
    advice: [
      'After using a steroid inhaler, rinse your mouth with water and spit.',
      'Remove and clean dentures every night and soak them in a denture cleaner.',
      'For babies, sterilise dummies and bottle teats; breastfeeding mothers may need cream for their nipples too.',
    ],
  },
  {
    condition: 'herpetic_gingivostomatitis',
    care: 'The most important thing is keeping up fluids: offer cold drinks, ice blocks, milk and soft cold food often. Give paracetamol or ibuprofen regularly for pain. It usually gets better within 7 to 10 days.',
    seekHelp:
      'your child is not drinking, has fewer wet nappies or no urine for 8 hours, is very drowsy, or has sores near the eye: go to an emergency department',
    childhood: true,
    approach:
      'Primary HSV-1 infection (fever, painful gingivitis and vesicles around the mouth, usually ages 1 to 5): hydration is the priority, with regular analgesia. Oral aciclovir shortens the illness if started within 72 hours of onset in a child with significant symptoms. Admission for dehydration; urgent ophthalmology for eye involvement.',
    investigations: [
      { name: 'Swab of a lesion for HSV PCR', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
    ],
    medications: [
      { ...PARACETAMOL, dose: '15 mg/kg (adult 1 g)', needsMoreInfo: 'Dose by weight for a child.' },
      {
        name: 'Aciclovir',
        dose: '15 mg/kg (maximum 200 mg)',
        route: 'oral',
        frequency: '5 times a day',
        duration: '7 days',
        cautions: 'Keep well hydrated; reduce the dose in kidney impairment.',
        needsMoreInfo: "Only within 72 hours of onset with significant symptoms; needs the child's weight.",
      },
      {
        name: 'Valaciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 to 10 days',
        cautions: 'Reduce the dose in kidney impairment.',
        alternative: true,
        needsMoreInfo:
          'For adolescents and adults with primary infection, within 72 hours of onset; check kidney function.',
      },
    ],
    certificate: {
      suggestedDays: 5,
      note: "Usually a carer's certificate; keep the child home until the sores have dried, usually 5 to 7 days.",
    },
    referrals: [
      ED_NOW('not drinking, signs of dehydration, drowsiness, or sores near the eye'),
      GP('urgent', 'review within 24 to 48 hours if drinking is reduced'),
    ],
    advice: [
      'Fluids matter most: cold drinks, ice blocks, milk, yoghurt and jelly are easiest.',
      'Give pain relief regularly, especially before meals and drinks.',
      'The virus spreads through saliva: avoid kissing and sharing cups, and wash hands after touching the mouth.',
      'Go to an emergency department if your child is not drinking or has few wet nappies.',
    ],
  },
  {
    condition: 'angular_cheilitis',
    care: 'A cream that treats yeast and inflammation, from a doctor or pharmacist, usually clears it in 1 to 2 weeks. Use lip balm, avoid licking your lips, and clean dentures well.',
    seekHelp: 'it spreads, bleeds, does not heal after 2 weeks of treatment, or keeps coming back',
    approach:
      'Inflammation at the angles of the mouth, usually Candida and/or Staphylococcus aureus, promoted by saliva pooling, dentures, and iron, B12 or folate deficiency: miconazole with hydrocortisone cream; address dentures and skin folds; check FBC, iron studies, B12, folate and glucose if recurrent.',
    investigations: [
      {
        name: 'FBC, iron studies, vitamin B12 and folate',
        subtype: 'pathology',
        when: 'if recurrent or not responding',
      },
      { name: 'HbA1c', subtype: 'pathology', when: 'if recurrent' },
      { name: 'Skin swab for microscopy and culture', subtype: 'pathology', when: 'if not responding to treatment' },
    ],
    medications: [
      {
        name: 'Miconazole 2% with hydrocortisone 1% cream',
        dose: 'a thin layer (about 0.5 cm of cream) to the corners of the mouth',
        route: 'topical',
        frequency: 'twice daily',
        duration: 'up to 14 days',
        cautions: 'Do not use for longer than 2 weeks; not on cold sores.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [DENTIST('routine', 'ill-fitting dentures or loss of bite height')],
    advice: [
      'Keep the corners of the mouth dry and protected with a lip balm or petroleum jelly.',
      'Clean dentures daily and leave them out overnight.',
      'If it keeps returning, ask about a blood test for iron and vitamin levels.',
    ],
  },
  {
    condition: 'sialadenitis',
    care: 'Drink plenty of fluids, suck sour lollies or lemon wedges to get the saliva flowing, massage the swollen gland towards the mouth, and use warm packs and pain relief. A doctor may prescribe antibiotics.',
    seekHelp:
      'the swelling spreads to your neck or under your tongue, you have trouble swallowing, breathing or opening your mouth, a high fever, or it is not improving after 2 days of antibiotics',
    approach:
      'Acute bacterial sialadenitis (usually parotid, in dehydrated or older people, often Staphylococcus aureus): hydration, sialogogues, massage, warm compresses and an anti-staphylococcal antibiotic; pus from the duct for culture. Consider mumps in unvaccinated people with bilateral swelling. Ultrasound if an abscess or stone is suspected or no improvement in 48 to 72 hours.',
    investigations: [
      { name: 'Swab of pus from the duct opening for culture', subtype: 'pathology', when: 'if pus can be expressed' },
      {
        name: 'Ultrasound of the salivary gland',
        subtype: 'imaging',
        when: 'if not improving in 48 to 72 hours, or a stone or abscess is suspected',
      },
      {
        name: 'Mumps PCR (buccal swab) or serology',
        subtype: 'pathology',
        when: 'if bilateral swelling or not vaccinated',
      },
    ],
    medications: [
      {
        name: 'Flucloxacillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly, on an empty stomach',
        duration: '7 days',
        cautions:
          'Not with penicillin allergy; cholestatic jaundice (more common in older people and with longer courses).',
        needsMoreInfo:
          'For suspected bacterial infection (pus, fever, a single tender gland); confirm no penicillin allergy.',
      },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly',
        duration: '7 days',
        cautions: 'Not after an immediate severe reaction to penicillin.',
        alternative: true,
        needsMoreInfo: 'For non-severe penicillin allergy.',
      },
      PARACETAMOL,
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 2 to 3 days; exclude from work or school for 5 days if mumps is suspected.',
    },
    referrals: [
      ENT('urgent', 'abscess, no improvement after 48 to 72 hours of antibiotics, or recurrent episodes'),
      ED_NOW('swelling of the floor of the mouth or neck, difficulty swallowing or breathing, or severe illness'),
    ],
    advice: [
      'Keep well hydrated and suck sour lollies to keep the saliva flowing.',
      'Massage the gland from the back towards the front several times a day.',
      'Good mouth care (brushing, rinsing) helps prevent it coming back.',
    ],
  },
  {
    condition: 'salivary_stone',
    care: 'Drink plenty of water, suck sour lollies or lemon wedges to flush the gland, and massage it towards the mouth. Warm packs and pain relief help. Small stones often pass on their own.',
    seekHelp:
      'the gland becomes red, hot and very painful, you have a fever or pus in your mouth, or swelling spreads to your neck or under your tongue',
    approach:
      'Sialolithiasis (meal-time swelling and pain, usually the submandibular gland): hydration, sialogogues and massage; ultrasound to confirm; ENT or oral surgery referral for stones that do not pass (duct removal or sialendoscopy). Treat superimposed infection as sialadenitis.',
    investigations: [{ name: 'Ultrasound of the salivary glands', subtype: 'imaging', when: 'to confirm the stone' }],
    medications: [
      { ...IBUPROFEN, duration: 'during painful episodes, up to 5 days' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time away.' },
    referrals: [
      ENT('routine', 'stones that do not pass or recurrent episodes: sialendoscopy or removal'),
      GP('urgent', 'signs of infection (fever, pus, redness)'),
    ],
    advice: [
      'Sour lollies and lemon increase saliva flow and can push a small stone out.',
      'Drink plenty of water through the day.',
      'See a doctor promptly if the gland becomes red, hot and very painful, or you get a fever.',
    ],
  },
  {
    condition: 'burning_mouth_syndrome',
    care: 'Sip cold water, suck ice chips, avoid spicy or acidic food, alcohol and mouthwashes containing alcohol, and try a toothpaste without sodium lauryl sulfate. A doctor can check for treatable causes with blood tests.',
    seekHelp:
      'you notice ulcers, white or red patches, a lump, or the burning comes with weight loss or difficulty swallowing',
    approach:
      'A diagnosis of exclusion, commonest in peri- and postmenopausal women. Exclude secondary causes: candidiasis, dry mouth, iron, B12, folate or zinc deficiency, diabetes, hypothyroidism, reflux, denture problems, and medicines (ACE inhibitors). Reassure; cognitive behavioural therapy helps; oral medicine referral for specialist treatment (topical clonazepam, low-dose tricyclics) when secondary causes are excluded.',
    investigations: [
      { name: 'FBC, iron studies, vitamin B12, folate and zinc', subtype: 'pathology', when: 'at the first review' },
      { name: 'HbA1c and TSH', subtype: 'pathology', when: 'at the first review' },
      { name: 'Oral swab for Candida', subtype: 'pathology', when: 'if thrush is possible' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'No time away is needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Oral medicine specialist',
        urgency: 'routine',
        reason: 'persistent burning mouth once secondary causes are excluded',
      },
      DENTIST('routine', 'denture fit and dental causes'),
    ],
    advice: [
      'Burning mouth syndrome is real and common, and not a sign of cancer or infection.',
      'Sipping cold water, chewing sugar-free gum and avoiding irritants often help.',
      'Stress and low mood can make it worse; talk to your doctor if they are affecting you.',
    ],
  },
];
