import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW } from './referrals.js';

/**
 * Management of the neurology and mental health conditions (Therapeutic Guidelines: Neurology and
 * Psychotropic; AMH; NICE CKS; RANZCP; Stroke Foundation; Austroads Assessing Fitness to Drive).
 */

// — Shared medicines

const ASPIRIN_MIGRAINE: Medication = {
  name: 'Aspirin (soluble)',
  dose: '900 mg',
  route: 'oral, dissolved in water',
  frequency: 'at the start of the headache; repeat after 4 to 6 hours if needed (maximum 4 g in 24 hours)',
  duration: 'during an attack',
  cautions:
    'Not under 16 years (Reye syndrome), with peptic ulcer or bleeding, anticoagulants, aspirin-sensitive asthma or from 20 weeks of pregnancy (fetal kidney harm).',
};

const IBUPROFEN_MIGRAINE: Medication = {
  ...IBUPROFEN,
  dose: '400 mg',
  frequency: 'at the start of the headache, then every 6 to 8 hours with food if needed (maximum 1200 mg a day)',
  duration: 'during an attack',
};

const PARACETAMOL_ATTACK: Medication = {
  ...PARACETAMOL,
  frequency: 'at the start of the headache, then every 4 to 6 hours if needed (maximum 4 g in 24 hours)',
  duration: 'during an attack',
};

const METOCLOPRAMIDE: Medication = {
  name: 'Metoclopramide',
  dose: '10 mg',
  route: 'oral',
  frequency: 'at the start of the attack, then 8-hourly if needed (maximum 30 mg a day)',
  duration: 'up to 5 days',
  cautions:
    'Can cause acute dystonic reactions, especially in young women and people under 20; not with Parkinson disease, epilepsy or bowel obstruction. Also speeds absorption of the painkiller.',
};

const SUMATRIPTAN: Medication = {
  name: 'Sumatriptan',
  dose: '50 to 100 mg',
  route: 'oral',
  frequency:
    'at the start of the headache (not during the aura); a second dose after at least 2 hours if the headache returns (maximum 300 mg in 24 hours)',
  duration: 'during an attack; on fewer than 10 days a month',
  cautions:
    'Not with coronary, cerebrovascular or peripheral vascular disease, uncontrolled hypertension, hemiplegic or brainstem aura, or within 24 hours of an ergot; chest tightness is common; serotonin toxicity (rare) with SSRIs or SNRIs.',
  needsMoreInfo: 'Check for cardiovascular disease, uncontrolled hypertension and pregnancy before prescribing.',
};

const PROPRANOLOL_MIGRAINE: Medication = {
  name: 'Propranolol (preventive)',
  dose: '10 mg, increased every 1 to 2 weeks to 40 mg if needed',
  route: 'oral',
  frequency: 'twice daily',
  duration: '6 to 12 months, then review',
  cautions:
    'Not with asthma, heart block, bradycardia or uncontrolled heart failure; tiredness, cold hands, vivid dreams; do not stop suddenly.',
  needsMoreInfo:
    'Prevention only for 4 or more migraine days a month or disabling attacks; check for asthma and heart rate.',
};

const AMITRIPTYLINE_PREVENTIVE: Medication = {
  name: 'Amitriptyline (preventive)',
  dose: '10 mg, increased by 10 mg every 1 to 2 weeks to 25 to 50 mg',
  route: 'oral',
  frequency: 'once daily, 2 hours before bedtime',
  duration: '6 to 12 months, then review',
  cautions:
    'Drowsiness, dry mouth, constipation, weight gain; avoid with recent heart attack, arrhythmia, glaucoma or urinary retention; toxic in overdose, so prescribe small quantities if there is any suicide risk.',
  needsMoreInfo: 'Check for heart disease, glaucoma, suicide risk and other serotonergic or sedating medicines first.',
};

const AMITRIPTYLINE_NEUROPATHIC: Medication = {
  name: 'Amitriptyline',
  dose: '10 mg, increased every 1 to 2 weeks to 25 to 50 mg',
  route: 'oral',
  frequency: 'once daily, 2 hours before bedtime',
  duration: 'review benefit after 4 to 6 weeks at a full dose',
  cautions:
    'Drowsiness, dry mouth, constipation, confusion and falls in older people; avoid with heart disease, glaucoma or urinary retention; toxic in overdose.',
  needsMoreInfo: 'Check for heart disease, glaucoma, falls risk and suicide risk first.',
};

const PREGABALIN: Medication = {
  name: 'Pregabalin',
  dose: '75 mg (25 mg in frail older people), increased over 1 to 2 weeks to 150 mg',
  route: 'oral',
  frequency: 'twice daily',
  duration: 'review benefit after 4 weeks at a full dose',
  cautions:
    'Dizziness, drowsiness, weight gain, swelling; risk of misuse and of breathing depression with opioids; reduce the dose in kidney impairment; taper to stop.',
  needsMoreInfo: 'Check kidney function (eGFR), opioid use and any history of substance misuse.',
  alternative: true,
};

const SERTRALINE: Medication = {
  name: 'Sertraline',
  dose: '50 mg (25 mg for the first week if anxious)',
  route: 'oral',
  frequency: 'once daily',
  duration: 'at least 6 to 12 months after recovery, then taper',
  cautions:
    'Nausea, sleep change, agitation or sexual side effects early on; suicidal thoughts can increase in people under 25 in the first weeks; serotonin toxicity with other serotonergic drugs; bleeding with NSAIDs or anticoagulants; taper to stop.',
  needsMoreInfo:
    'After a mental health assessment including suicide risk and a screen for bipolar disorder; ask about pregnancy, breastfeeding and other medicines; review within 2 weeks.',
};

const ESCITALOPRAM: Medication = {
  name: 'Escitalopram',
  dose: '10 mg (5 mg over 65)',
  route: 'oral',
  frequency: 'once daily',
  duration: 'at least 6 to 12 months after recovery, then taper',
  cautions:
    'As for sertraline; prolongs the QT interval (avoid with QT-prolonging drugs or congenital long QT); low sodium in older people.',
  needsMoreInfo: 'As for sertraline; check for heart rhythm problems and QT-prolonging medicines.',
  alternative: true,
};

const THIAMINE: Medication = {
  name: 'Thiamine',
  dose: '100 mg',
  route: 'oral',
  frequency: 'once daily (three times daily during withdrawal)',
  duration: 'at least 1 month, and while drinking heavily',
  cautions:
    'Safe; give by injection in hospital if Wernicke encephalopathy is possible (confusion, unsteadiness, abnormal eye movements).',
};

const PREDNISOLONE_BELLS: Medication = {
  name: 'Prednisolone',
  dose: '50 mg',
  route: 'oral',
  frequency: 'once daily in the morning',
  duration: '10 days',
  cautions:
    'Raises blood sugar and blood pressure, mood change, insomnia; caution with diabetes, active infection or peptic ulcer.',
  needsMoreInfo:
    'Start within 72 hours of onset, and only for an isolated facial palsy involving the forehead (no limb weakness, no ear blisters); check for diabetes and pregnancy.',
};

// — Shared referrals and advice

const GP_IN_PERSON = (reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency,
  reason,
});

const HEADACHE_RED_FLAGS =
  'Call 000 for a sudden severe headache (the worst ever), a headache with a stiff neck and fever, confusion, weakness, trouble speaking or loss of vision.';
const SUPPORT_LINES =
  'Support is available any time: Lifeline 13 11 14, Beyond Blue 1300 22 4636, and Kids Helpline 1800 55 1800 for young people up to 25.';
const CRISIS_LINE =
  'If you have thoughts of suicide or harming yourself, call Lifeline on 13 11 14, or 000 if you are in danger now.';
const HEALTHDIRECT = 'For health advice any time, call Healthdirect on 1800 022 222.';
const STROKE_FAST =
  'Think FAST: Face drooping, Arm weakness, Speech difficulty, Time to call 000. Call even if the symptoms go away.';

export const NEUROLOGY_AND_MENTAL_HEALTH: ConditionManagement[] = [
  // ————— Headache
  {
    condition: 'migraine_without_aura',
    care: 'Rest in a dark, quiet room and take a painkiller (aspirin, ibuprofen or paracetamol) as early as possible in the attack, with an anti-nausea medicine if you feel sick. A doctor can prescribe migraine tablets (triptans) and discuss prevention if attacks are frequent.',
    seekHelp:
      'a headache is sudden and severe, unlike your usual migraines, or comes with weakness, confusion, a stiff neck, fever or loss of vision: call 000',
    approach:
      'Migraine without aura (ICHD-3): treat attacks early with aspirin, ibuprofen or paracetamol plus metoclopramide, and a triptan if these fail. Keep acute treatment to fewer than 10 days a month to avoid medication-overuse headache; avoid opioids. Offer prevention (propranolol, amitriptyline, candesartan) for 4 or more migraine days a month. No imaging without red flags.',
    investigations: [
      {
        name: 'CT or MRI of the brain',
        subtype: 'imaging',
        when: 'only with red flags or an atypical or changing pattern',
      },
    ],
    medications: [
      ASPIRIN_MIGRAINE,
      { ...IBUPROFEN_MIGRAINE, alternative: true },
      { ...PARACETAMOL_ATTACK, alternative: true },
      METOCLOPRAMIDE,
      SUMATRIPTAN,
      PROPRANOLOL_MIGRAINE,
      { ...AMITRIPTYLINE_PREVENTIVE, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'An attack usually lasts 4 to 72 hours; 1 day, occasionally 2.' },
    referrals: [
      GP_IN_PERSON('blood pressure check, headache diary review and a prevention plan'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'frequent or disabling migraine despite two preventive medicines, or diagnostic doubt',
      },
      ED_NOW('sudden severe headache, fever with neck stiffness, new neurological symptoms or confusion'),
    ],
    advice: [
      'Treat each attack early; rest in a dark, quiet room and sip water.',
      'Keep a headache diary and look for triggers: missed meals, poor sleep, dehydration, alcohol, stress and hormonal changes.',
      'Use painkillers or triptans on fewer than 10 days a month, or the headaches can become more frequent (medication-overuse headache).',
      HEADACHE_RED_FLAGS,
    ],
  },
  {
    condition: 'migraine_with_aura',
    care: 'Rest in a dark, quiet room. Take a painkiller (aspirin, ibuprofen or paracetamol) when the aura starts, with an anti-nausea medicine if needed; migraine tablets (triptans) work best taken when the headache begins. The warning signs (such as zigzag lines) usually fade within an hour.',
    seekHelp:
      'the aura lasts more than an hour, you have weakness on one side, trouble speaking, or the symptoms are different from your usual attacks: call 000',
    approach:
      'Migraine with aura: acute treatment as for migraine (triptan at the onset of the headache, not during the aura). A first aura, an aura over 60 minutes, motor weakness or onset over 50 needs assessment for TIA. Combined oestrogen contraception is contraindicated (stroke risk): offer a progestogen-only or non-hormonal method. Prevention as for migraine.',
    investigations: [
      {
        name: 'MRI of the brain',
        subtype: 'imaging',
        when: 'first aura over 50, aura over 60 minutes, motor weakness, or atypical features',
      },
    ],
    medications: [
      ASPIRIN_MIGRAINE,
      { ...IBUPROFEN_MIGRAINE, alternative: true },
      { ...PARACETAMOL_ATTACK, alternative: true },
      METOCLOPRAMIDE,
      SUMATRIPTAN,
      PROPRANOLOL_MIGRAINE,
    ],
    certificate: { suggestedDays: 1, note: 'Usually a day; sometimes 2.' },
    referrals: [
      GP_IN_PERSON('review of contraception, blood pressure and a prevention plan'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'atypical or prolonged aura, or frequent attacks despite prevention',
      },
      ED_NOW('weakness on one side, trouble speaking, aura lasting over an hour, or a sudden severe headache'),
    ],
    advice: [
      'The aura (zigzag lines, flashing lights, blind spots or tingling that spreads over minutes) usually lasts 5 to 60 minutes and is followed by the headache.',
      'If you use the combined contraceptive pill, ring or patch, talk to your doctor: with migraine with aura, these raise the risk of stroke.',
      'Do not smoke: with migraine with aura it adds to the risk of stroke.',
      'Call 000 if you have weakness, trouble speaking, or an aura that is different from usual or lasts more than an hour.',
    ],
  },
  {
    condition: 'vestibular_migraine',
    care: 'During a dizzy spell, lie still in a quiet, dark room and take an anti-nausea medicine if one has been prescribed. The same lifestyle steps that help migraine (regular sleep, meals and fluids, managing stress) reduce spells.',
    seekHelp:
      'the dizziness comes with weakness, numbness, double vision, slurred speech, a sudden severe headache or you cannot walk: call 000',
    approach:
      'Recurrent vertigo with migraine features in someone with a history of migraine: exclude BPPV, Ménière disease and posterior circulation events (HINTS examination when constant vertigo). Acute: prochlorperazine and simple analgesia; prevention as for migraine when spells are frequent; vestibular rehabilitation.',
    investigations: [
      { name: 'Audiometry', subtype: 'other', when: 'if hearing loss or tinnitus (to exclude Ménière disease)' },
      { name: 'MRI of the brain', subtype: 'imaging', when: 'atypical features or neurological signs' },
    ],
    medications: [
      {
        name: 'Prochlorperazine',
        dose: '5 to 10 mg',
        route: 'oral',
        frequency: 'up to 3 times daily when needed',
        duration: 'during spells, a few days at a time',
        cautions: 'Drowsiness and acute dystonic reactions; avoid long-term use and in older people with parkinsonism.',
      },
      { ...PARACETAMOL_ATTACK, alternative: true },
      PROPRANOLOL_MIGRAINE,
    ],
    certificate: { suggestedDays: 1, note: 'During a spell; do not drive or work at heights while dizzy.' },
    referrals: [
      GP_IN_PERSON('examination (positional tests, ear and neurological examination)'),
      {
        kind: 'specialist',
        to: 'Neurologist or ENT surgeon',
        urgency: 'routine',
        reason: 'diagnostic doubt or frequent spells despite prevention',
      },
      { kind: 'specialist', to: 'Vestibular physiotherapist', urgency: 'routine', reason: 'vestibular rehabilitation' },
      ED_NOW('vertigo with weakness, numbness, double vision, slurred speech or inability to walk'),
    ],
    advice: [
      'Do not drive, climb ladders or operate machinery during a dizzy spell.',
      'Regular sleep, meals and fluids, and limiting caffeine and alcohol, reduce attacks.',
      'Call 000 if dizziness comes with weakness, numbness, double vision, slurred speech or a sudden severe headache.',
    ],
  },
  {
    condition: 'tension_headache',
    care: 'Paracetamol or ibuprofen, a warm shower or heat pack on the neck, gentle stretching, a walk and a break from screens usually ease a tension headache.',
    seekHelp:
      'a headache is sudden and severe, wakes you from sleep, keeps getting worse, or comes with fever, a stiff neck, weakness or confusion',
    approach:
      'Tension-type headache: reassurance, simple analgesia on fewer than 10 days a month, and attention to stress, sleep, posture and exercise. Amitriptyline for chronic tension-type headache (15 or more days a month). No imaging without red flags.',
    investigations: [],
    medications: [
      { ...PARACETAMOL, duration: 'on fewer than 10 days a month' },
      { ...IBUPROFEN, alternative: true, duration: 'on fewer than 10 days a month' },
      {
        ...AMITRIPTYLINE_PREVENTIVE,
        name: 'Amitriptyline (preventive, chronic tension-type headache)',
        alternative: true,
        needsMoreInfo:
          'Only for headaches on 15 or more days a month; check for heart disease, glaucoma and suicide risk.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed for more than a day.' },
    referrals: [
      GP_IN_PERSON('blood pressure and examination if headaches are frequent or changing'),
      {
        kind: 'specialist',
        to: 'Psychologist or physiotherapist',
        urgency: 'routine',
        reason: 'stress management, relaxation training or neck and posture treatment for frequent headaches',
      },
    ],
    advice: [
      'Regular sleep, meals, water and exercise, and short breaks from screens, help prevent tension headaches.',
      'Use painkillers on fewer than 10 days a month so they do not cause more headaches.',
      'Stress management, relaxation and neck exercises help frequent headaches.',
      HEADACHE_RED_FLAGS,
      HEALTHDIRECT,
    ],
  },
  {
    condition: 'medication_overuse_headache',
    care: 'Headaches that happen most days can be caused by taking painkillers or migraine tablets too often. Stopping them usually makes the headaches much better within weeks, although they may get worse for a week or so first. Please plan this with a doctor.',
    seekHelp:
      'you get a sudden severe headache, weakness, confusion or a stiff neck with fever, or you use codeine or other opioids and feel unwell when you stop them',
    approach:
      'Headache on 15 or more days a month with simple analgesics on 15 or more days or triptans, combination analgesics or opioids on 10 or more days: explain, withdraw the overused medicine (abruptly for simple analgesics and triptans; taper codeine and other opioids), start a preventive (amitriptyline, propranolol or candesartan), and review with a diary in 2 to 4 weeks.',
    investigations: [],
    medications: [{ ...AMITRIPTYLINE_PREVENTIVE }, { ...PROPRANOLOL_MIGRAINE, alternative: true }],
    certificate: { suggestedDays: 2, note: 'Withdrawal headache may need 1 to 3 days off in the first week.' },
    referrals: [
      GP_IN_PERSON('withdrawal plan and review with a headache diary in 2 to 4 weeks'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'opioid or barbiturate overuse, failed withdrawal, or complex headache',
      },
    ],
    advice: [
      'Keep a headache diary, including every painkiller or migraine tablet you take.',
      'After stopping the overused tablets, expect the headaches to get worse for 2 to 10 days before they improve.',
      'Later, keep painkillers to fewer than 10 days a month, and triptans or codeine-containing products to fewer than 10 days a month.',
      HEADACHE_RED_FLAGS,
    ],
  },
  {
    condition: 'subarachnoid_haemorrhage',
    care: 'A sudden, severe headache like this can be bleeding around the brain. Call 000 now. Lie down, do not drive, and do not take aspirin or ibuprofen.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Thunderclap headache is subarachnoid haemorrhage until proven otherwise: ambulance to the emergency department now. Non-contrast CT within 6 hours of onset; lumbar puncture or CT angiography if later or negative. No antiplatelets or NSAIDs.',
    investigations: [
      { name: 'Non-contrast CT of the brain', subtype: 'imaging', when: 'in the emergency department, immediately' },
      {
        name: 'CT angiography or lumbar puncture (xanthochromia)',
        subtype: 'other',
        when: 'in hospital, if the CT is negative or more than 6 hours after onset',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 28,
      note: 'From presentation; recovery after a haemorrhage often takes months, as the hospital team advises.',
    },
    referrals: [
      ED_NOW('thunderclap headache: suspected subarachnoid haemorrhage'),
      {
        kind: 'specialist',
        to: 'Neurosurgeon',
        urgency: 'immediate',
        reason: 'confirmed subarachnoid haemorrhage (arranged by the hospital)',
      },
    ],
    advice: [
      'Call 000 now. Do not drive yourself.',
      'Lie down somewhere quiet and do not eat or drink until you are assessed.',
      'Do not take aspirin or anti-inflammatory painkillers.',
    ],
  },
  {
    condition: 'bacterial_meningitis',
    care: 'A headache with fever and a stiff neck, confusion or a spotty rash can be meningitis, which is life-threatening. Call 000 now.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected bacterial meningitis: ambulance to the emergency department now. Antibiotics must not wait: in person, if transfer will be delayed, give ceftriaxone 2 g IV or IM (or benzylpenicillin 2.4 g IV or IM for suspected meningococcal disease) before transfer. Blood cultures, lumbar puncture and dexamethasone in hospital. Notify public health; contacts may need clearance antibiotics.',
    investigations: [
      {
        name: 'Blood cultures, FBC, CRP, UEC, lactate',
        subtype: 'pathology',
        when: 'in the emergency department, before or with the first antibiotic dose',
      },
      { name: 'Lumbar puncture (CSF microscopy, culture, PCR)', subtype: 'other', when: 'in hospital, when safe' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'From presentation; recovery often takes weeks, as the hospital advises.' },
    referrals: [
      ED_NOW('suspected bacterial meningitis'),
      {
        kind: 'specialist',
        to: 'Public health unit',
        urgency: 'urgent',
        reason:
          'notifiable disease: contact tracing and clearance antibiotics for close contacts (arranged by the hospital)',
      },
    ],
    advice: [
      'Call 000 now and tell them you think it might be meningitis.',
      'If a rash does not fade when you press a glass on it, say so: this needs treatment within minutes.',
      'Close contacts may need preventive antibiotics; public health will contact them.',
    ],
  },
  {
    condition: 'viral_meningitis',
    care: 'A headache with fever, a stiff neck and sensitivity to light needs to be checked in hospital today, because it cannot be told apart from bacterial meningitis without tests. Please go to the emergency department now, or call 000 if you are drowsy or confused.',
    seekHelp: 'you become drowsy or confused, develop a rash that does not fade when pressed, or have a fit: call 000',
    emergency: true,
    approach:
      'Meningism with fever cannot be attributed to a virus without CSF analysis: emergency department now (lumbar puncture, blood cultures; empirical antibiotics and aciclovir until bacterial meningitis and encephalitis are excluded). Viral meningitis itself is managed supportively.',
    investigations: [
      { name: 'Lumbar puncture (CSF microscopy, culture, viral PCR)', subtype: 'other', when: 'in hospital' },
      { name: 'Blood cultures, FBC, CRP, UEC', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Recovery from viral meningitis usually takes 1 to 2 weeks; tiredness and headaches can last longer.',
    },
    referrals: [ED_NOW('fever with meningism: exclude bacterial meningitis')],
    advice: [
      'Go to the emergency department now; call 000 if you are drowsy, confused or have a rash that does not fade.',
      'Do not drive yourself.',
    ],
  },
  {
    condition: 'encephalitis',
    care: 'Fever with confusion, strange behaviour or a fit can be inflammation of the brain. Call 000 now.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected encephalitis: ambulance to the emergency department now. IV aciclovir is started in hospital without waiting for results, with MRI, lumbar puncture (HSV PCR) and EEG.',
    investigations: [
      { name: 'MRI of the brain and lumbar puncture (HSV and other viral PCR)', subtype: 'other', when: 'in hospital' },
      { name: 'EEG', subtype: 'other', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'From presentation; recovery usually takes weeks to months.' },
    referrals: [ED_NOW('suspected encephalitis')],
    advice: [
      'Call 000 now. Stay with the person, and if they have a fit, lie them on their side and note how long it lasts.',
    ],
  },
  {
    condition: 'giant_cell_arteritis',
    care: 'A new headache with a tender scalp or jaw pain when chewing, at your age, can be inflamed arteries (giant cell arteritis), which can threaten your eyesight. You need to see a doctor today for blood tests and treatment.',
    seekHelp:
      'you have any loss of vision, double vision, or a curtain over your sight: go to the emergency department now or call 000',
    approach:
      'Suspected giant cell arteritis (over 50, new headache, scalp tenderness, jaw claudication, raised ESR/CRP): same-day bloods and start prednisolone 40 to 60 mg without waiting for biopsy or ultrasound; visual symptoms need the emergency department (IV methylprednisolone). Urgent rheumatology; temporal artery ultrasound or biopsy within 1 to 2 weeks of starting steroids. Add bone and stomach protection.',
    investigations: [
      { name: 'ESR, CRP and full blood count (FBC)', subtype: 'pathology', when: 'today' },
      {
        name: 'Temporal artery ultrasound or biopsy',
        subtype: 'imaging',
        when: 'within 1 to 2 weeks of starting steroids',
      },
      { name: 'UEC, liver function, HbA1c', subtype: 'pathology', when: 'baseline before steroids' },
    ],
    medications: [
      {
        name: 'Prednisolone',
        dose: '50 mg (40 to 60 mg)',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: 'until the specialist review, then a slow taper over 1 to 2 years',
        cautions:
          'Raises blood sugar and blood pressure, mood change, infection, osteoporosis (add calcium, vitamin D and bone protection) and stomach ulcer (consider a PPI).',
        needsMoreInfo:
          'Start after a same-day in-person assessment and blood tests (ESR, CRP); visual symptoms need IV steroids in hospital; check for diabetes and infection.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Depends on symptoms; most return to work within a week of starting treatment.',
    },
    referrals: [
      ED_NOW('any visual loss, double vision or amaurosis with suspected giant cell arteritis'),
      {
        kind: 'specialist',
        to: 'Rheumatologist',
        urgency: 'urgent',
        reason: 'suspected giant cell arteritis: confirmation and steroid plan',
      },
      GP_IN_PERSON('same-day assessment and blood tests', 'urgent'),
    ],
    advice: [
      'Do not stop prednisolone suddenly once started.',
      'Go to the emergency department straight away if you have any change in your vision.',
      'Steroids can raise blood sugar and weaken bones; your doctor will check these.',
    ],
  },
  {
    condition: 'idiopathic_intracranial_hypertension',
    care: 'Headaches with brief greying-out of vision or double vision can be caused by raised pressure around the brain, which can affect eyesight. You need an eye check (looking at the back of the eye) today or tomorrow.',
    seekHelp: 'your vision is getting worse or you lose part of your vision: go to the emergency department now',
    approach:
      'Suspected idiopathic intracranial hypertension (headache, transient visual obscurations, pulsatile tinnitus, often in women with obesity): urgent fundoscopy for papilloedema; MRI with venography to exclude a mass and venous sinus thrombosis, then lumbar puncture with opening pressure. Weight loss and acetazolamide are started by the specialist; visual loss is an emergency.',
    investigations: [
      {
        name: 'Fundoscopy and visual fields (optometrist or ophthalmologist)',
        subtype: 'other',
        when: 'within 24 hours',
      },
      { name: 'MRI of the brain with MR venography', subtype: 'imaging', when: 'urgently if papilloedema is found' },
      { name: 'Lumbar puncture with opening pressure', subtype: 'other', when: 'after imaging, in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'While tests are arranged; longer if vision is affected.' },
    referrals: [
      { kind: 'specialist', to: 'Ophthalmologist', urgency: 'urgent', reason: 'suspected papilloedema' },
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'urgent',
        reason: 'suspected idiopathic intracranial hypertension',
      },
      ED_NOW('worsening or lost vision'),
    ],
    advice: [
      'Have the back of your eyes checked urgently, by an optometrist or eye doctor.',
      'Do not drive if your vision is blurred or greying out.',
      'If you use medicines that can raise pressure (tetracycline antibiotics, high-dose vitamin A, isotretinoin), tell your doctor.',
    ],
  },
  {
    condition: 'brain_tumour',
    care: 'A headache that keeps getting worse over weeks, is worst on waking or comes with fits, weakness or personality change needs a brain scan. Please see a doctor today to arrange it.',
    seekHelp: 'you have a fit, new weakness, drowsiness, repeated vomiting or confusion: call 000',
    approach:
      'Progressive headache with features of raised intracranial pressure, new seizures, focal deficits or cognitive or personality change: same-day examination (including fundoscopy) and urgent MRI of the brain (CT if MRI is not available); emergency department if deficits are progressing or the patient is drowsy. Steroids and definitive treatment through neurosurgery.',
    investigations: [
      {
        name: 'MRI of the brain with contrast (CT if MRI unavailable)',
        subtype: 'imaging',
        when: 'urgently, within days; same day if neurological signs',
      },
      { name: 'FBC, UEC, calcium, liver function', subtype: 'pathology', when: 'baseline' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'While investigations are arranged; after that as the specialist advises.' },
    referrals: [
      GP_IN_PERSON('same-day neurological examination and fundoscopy', 'urgent'),
      {
        kind: 'specialist',
        to: 'Neurosurgeon or neurologist',
        urgency: 'urgent',
        reason: 'suspected intracranial mass',
      },
      ED_NOW('seizure, drowsiness, progressive weakness or repeated vomiting'),
    ],
    advice: [
      'Do not drive until you have been assessed: a fit or vision change can make driving unsafe.',
      'Call 000 if you have a fit, become drowsy or confused, or develop new weakness.',
    ],
  },

  // ————— Head injury
  {
    condition: 'concussion',
    care: 'Rest for a day or two, then slowly return to usual activities as symptoms allow. Use paracetamol for the headache, avoid alcohol, and do not drive for at least 24 hours. Someone should stay with you for the first 24 hours.',
    seekHelp:
      'you become drowsy or hard to wake, vomit more than once, have a fit, become confused, have weakness or numbness, a worsening headache, or clear fluid from the nose or ears: call 000',
    approach:
      'Mild head injury with concussion symptoms: assess for CT criteria (Canadian CT head rule or NICE: age 65 or over, anticoagulants, vomiting twice or more, GCS below 15 at 2 hours, amnesia over 30 minutes, dangerous mechanism, suspected skull fracture, seizure) and refer to the emergency department if any. Otherwise written head injury advice, a responsible adult for 24 hours, relative rest then graded return to study, work and sport (no contact sport until symptom-free and medically cleared).',
    investigations: [
      {
        name: 'CT of the brain',
        subtype: 'imaging',
        when: 'if any CT head rule criterion is present (in the emergency department)',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'up to 1 week' }],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; graded return to school or work; longer if symptoms persist (post-concussion symptoms).',
    },
    referrals: [
      ED_NOW(
        'on anticoagulants, 65 or older, vomiting more than once, loss of consciousness, amnesia, seizure, drowsiness or worsening symptoms',
      ),
      GP_IN_PERSON('review in 1 to 2 days, and clearance before return to contact sport', 'urgent'),
      {
        kind: 'specialist',
        to: 'Sports physician or concussion clinic',
        urgency: 'routine',
        reason: 'symptoms beyond 2 to 4 weeks, or return to contact sport',
      },
    ],
    advice: [
      'Have a responsible adult stay with you for the first 24 hours.',
      'Avoid alcohol, sleeping tablets and driving for at least 24 hours, and screens and hard thinking for a day or two.',
      'Return to school, work and then sport gradually; no contact sport until you have no symptoms and a doctor has cleared you.',
      'Call 000 if you get drowsy, vomit more than once, have a fit, become confused or weak, or the headache gets worse.',
    ],
  },
  {
    condition: 'subdural_haematoma',
    care: 'Headache, confusion, drowsiness or weakness after a knock to the head, especially if you take a blood thinner or are older, can be bleeding inside the skull. Call 000 now.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected subdural haematoma (older, anticoagulated or alcohol-dependent patient with headache, fluctuating confusion, drowsiness or focal signs, often after minor trauma): ambulance to the emergency department now for CT; anticoagulant reversal and neurosurgical review in hospital.',
    investigations: [
      { name: 'Non-contrast CT of the brain', subtype: 'imaging', when: 'in the emergency department, immediately' },
      { name: 'Coagulation studies (INR), FBC', subtype: 'pathology', when: 'in the emergency department' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'From presentation; as the hospital team advises.' },
    referrals: [ED_NOW('suspected subdural haematoma')],
    advice: [
      'Call 000 now. Do not take another dose of a blood thinner until a doctor has assessed you.',
      'Bring a list of your medicines to hospital.',
    ],
  },

  {
    condition: 'post_concussion_syndrome',
    care: 'Headaches, poor concentration, tiredness, dizziness or irritability can continue for weeks after a concussion, and most people recover fully within 3 months. Keep gently active, return to work or study step by step, keep regular sleep, and limit painkillers to a few days a week.',
    seekHelp:
      'the headache gets much worse, you vomit, become drowsy or confused, have a fit, or develop weakness or numbness: call 000',
    approach:
      'Persistent post-concussion symptoms: exclude red flags (worsening headache, focal signs, drowsiness; CT if any or if anticoagulated). Reassure and educate; graded return to activity, school and work; sleep and mood care; avoid analgesic overuse. Vestibular physiotherapy for dizziness, psychology for mood or anxiety; concussion clinic if symptoms persist beyond 4 to 12 weeks.',
    investigations: [
      {
        name: 'CT or MRI of the brain',
        subtype: 'imaging',
        when: 'only with worsening or focal symptoms, or on anticoagulants',
      },
    ],
    medications: [{ ...PARACETAMOL, duration: 'on no more than 2 to 3 days a week' }],
    certificate: {
      suggestedDays: 3,
      note: 'A graded return (reduced hours or workload) is usually better than long absences.',
    },
    referrals: [
      GP_IN_PERSON('review of symptoms and a graded return-to-activity plan'),
      {
        kind: 'specialist',
        to: 'Concussion clinic, sports physician or rehabilitation physician',
        urgency: 'routine',
        reason: 'symptoms beyond 4 to 12 weeks',
      },
      {
        kind: 'specialist',
        to: 'Vestibular physiotherapist or psychologist',
        urgency: 'routine',
        reason: 'dizziness, or low mood and anxiety',
      },
      ED_NOW('worsening headache, repeated vomiting, drowsiness, confusion, seizure or new weakness'),
    ],
    advice: [
      'Most people recover fully within 3 months.',
      'Increase activity a little each day; a short rest is fine if symptoms flare, but long rest slows recovery.',
      'Avoid contact sport until cleared by a doctor, and avoid alcohol while recovering.',
      'Use painkillers on no more than 2 to 3 days a week, so they do not cause rebound headaches.',
    ],
  },
  {
    condition: 'transient_global_amnesia',
    care: 'Sudden memory loss with repeated questions needs to be checked in hospital today to rule out a stroke or a seizure. Call 000 or go to the emergency department, and stay with the person.',
    seekHelp:
      'there is any weakness, trouble speaking, drowsiness, a fit, or the memory loss lasts more than 24 hours: call 000',
    emergency: true,
    approach:
      'Suspected transient global amnesia (sudden anterograde amnesia with repetitive questioning, preserved identity and no focal signs, resolving within 24 hours): emergency department assessment to exclude stroke, seizure, hypoglycaemia and intoxication. Benign once confirmed; recurrence is uncommon.',
    investigations: [
      { name: 'Blood glucose, FBC, UEC', subtype: 'pathology', when: 'in the emergency department' },
      { name: 'CT or MRI of the brain', subtype: 'imaging', when: 'in hospital' },
      { name: 'EEG', subtype: 'other', when: 'if recurrent or seizure features' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually back to normal within a day; rest for a day or two afterwards.' },
    referrals: [
      ED_NOW('sudden memory loss: exclude stroke, seizure or hypoglycaemia'),
      GP_IN_PERSON('follow-up after the episode'),
    ],
    advice: [
      'Stay with the person and keep them safe; they will keep asking the same questions, which is part of the condition.',
      'Call 000 if there is any weakness, trouble speaking, drowsiness or a fit.',
      'Do not drive until a doctor has reviewed you.',
    ],
  },

  // ————— Stroke and its mimics
  {
    condition: 'stroke',
    care: 'These can be signs of a stroke. Call 000 now: every minute counts. Note the time the symptoms started. Do not eat, drink or take any tablets, including aspirin, until you have been assessed in hospital.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected acute stroke: ambulance to a stroke-capable hospital now; note the time last known well. Nothing by mouth until a swallow screen, and no aspirin before imaging excludes haemorrhage. Thrombolysis and thrombectomy decisions follow CT, CT angiography and perfusion imaging in hospital.',
    investigations: [
      {
        name: 'CT of the brain with CT angiography and perfusion',
        subtype: 'imaging',
        when: 'in hospital, immediately',
      },
      { name: 'Blood glucose', subtype: 'pathology', when: 'by paramedics (to exclude hypoglycaemia)' },
      { name: '12-lead ECG', subtype: 'other', when: 'in hospital (atrial fibrillation)' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 28,
      note: 'From presentation; return to work depends on recovery and the rehabilitation team.',
    },
    referrals: [
      ED_NOW('suspected acute stroke: time-critical'),
      {
        kind: 'specialist',
        to: 'Stroke rehabilitation service',
        urgency: 'routine',
        reason: 'after the acute admission',
      },
    ],
    advice: [
      STROKE_FAST,
      'Do not drive. Do not eat, drink or take any tablets until assessed in hospital.',
      'Write down the time the symptoms started and bring a list of your medicines.',
    ],
  },
  {
    condition: 'tia',
    care: 'Stroke symptoms that go away can be a warning of a stroke (a mini-stroke, or TIA). You need to be assessed in hospital today, even though you feel better. Call 000 if the symptoms come back.',
    seekHelp: 'the weakness, numbness, speech or vision problems come back or do not go away: call 000 straight away',
    emergency: true,
    approach:
      'Suspected TIA: same-day emergency department or rapid-access TIA clinic assessment (Stroke Foundation), with brain imaging, carotid imaging and ECG; antiplatelet therapy (aspirin, or short-term dual antiplatelet therapy for high-risk TIA) starts once imaging excludes haemorrhage. Crescendo TIAs or ongoing symptoms: 000. Address blood pressure, lipids, atrial fibrillation, diabetes and smoking.',
    investigations: [
      { name: 'CT or MRI of the brain', subtype: 'imaging', when: 'same day' },
      { name: 'Carotid duplex ultrasound or CT angiography', subtype: 'imaging', when: 'same day to within 48 hours' },
      { name: '12-lead ECG and Holter monitoring', subtype: 'other', when: 'same day; Holter if no cause found' },
      { name: 'FBC, UEC, glucose or HbA1c, lipids, coagulation', subtype: 'pathology', when: 'same day' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'While assessed; no driving for at least 2 weeks after a TIA (Austroads).' },
    referrals: [
      ED_NOW('suspected transient ischaemic attack: same-day stroke assessment'),
      {
        kind: 'specialist',
        to: 'Neurologist or stroke physician (TIA clinic)',
        urgency: 'urgent',
        reason: 'follow-up and secondary prevention',
      },
    ],
    advice: [
      STROKE_FAST,
      'Do not drive for at least 2 weeks after a TIA.',
      'Stopping smoking and controlling blood pressure, cholesterol and diabetes lower the risk of a stroke.',
    ],
  },
  {
    condition: 'bells_palsy',
    care: 'Weakness of one side of the face that came on over a day is most often Bell palsy, which usually recovers. Steroid tablets started within 3 days help, so see a doctor today to check it is not a stroke. Protect the eye: use lubricating drops by day, ointment at night, and tape the eye closed if it does not shut.',
    seekHelp:
      'you also have weakness or numbness in an arm or leg, trouble speaking, double vision, confusion or a severe headache: call 000',
    approach:
      'Isolated lower motor neuron facial palsy (forehead involved) of acute onset: exclude stroke (forehead-sparing weakness, limb or speech signs), Ramsay Hunt (ear vesicles), otitis media and parotid lesions. Prednisolone within 72 hours; add an antiviral only for severe palsy or Ramsay Hunt. Eye protection. Refer if no improvement by 3 weeks, recurrent or atypical.',
    investigations: [
      { name: 'Blood glucose or HbA1c', subtype: 'pathology', when: 'before steroids if diabetes is possible' },
      {
        name: 'MRI of the brain and internal auditory meatus',
        subtype: 'imaging',
        when: 'atypical, recurrent or not improving after 3 months',
      },
    ],
    medications: [
      PREDNISOLONE_BELLS,
      {
        name: 'Hypromellose 0.3% eye drops',
        dose: '1 to 2 drops in the affected eye',
        route: 'eye',
        frequency: 'every 1 to 2 hours while awake',
        duration: 'until the eye closes fully',
        cautions: 'No significant cautions.',
      },
      {
        name: 'Paraffin eye ointment (white soft paraffin with liquid paraffin)',
        dose: '1 cm ribbon into the affected eye',
        route: 'eye',
        frequency: 'at night, with the eyelid taped closed',
        duration: 'until the eye closes fully',
        cautions: 'Blurs vision for a while after use.',
      },
      {
        name: 'Valaciclovir',
        dose: '1 g',
        route: 'oral',
        frequency: '8-hourly',
        duration: '7 days',
        cautions: 'Reduce the dose in kidney impairment.',
        needsMoreInfo:
          'Only with prednisolone for a severe or complete palsy, or blisters in the ear (Ramsay Hunt syndrome); check kidney function.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Depends on the job (driving, speaking roles); recovery usually starts within 3 weeks.',
    },
    referrals: [
      ED_NOW(
        'limb weakness, speech disturbance, forehead-sparing weakness or other neurological signs (possible stroke)',
      ),
      GP_IN_PERSON('same-day examination (forehead, ear, parotid) and to start treatment within 72 hours', 'urgent'),
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'urgent',
        reason: 'painful or red eye, or the eye cannot be protected',
      },
      {
        kind: 'specialist',
        to: 'Neurologist or ENT surgeon',
        urgency: 'routine',
        reason: 'no improvement after 3 weeks, recurrence or atypical features',
      },
    ],
    advice: [
      'Most people recover fully within 3 to 6 months, many within weeks.',
      'Protect the eye: lubricating drops during the day, ointment and tape at night, and sunglasses outside.',
      'See a doctor urgently if the eye becomes painful or red.',
      'Call 000 if you develop weakness or numbness in an arm or leg, trouble speaking or a severe headache.',
    ],
  },

  // ————— Seizures
  {
    condition: 'first_seizure',
    care: 'A first fit needs a medical assessment today, even if you feel back to normal. Until you have been assessed, do not drive, swim or bathe alone, or work at heights, and have someone stay with you.',
    seekHelp:
      'a fit lasts more than 5 minutes, another fit starts before waking up, the person is injured, is not waking up normally, or has trouble breathing: call 000',
    approach:
      'First seizure: confirm it was a seizure (witness account, tongue bite, post-ictal confusion) rather than syncope; look for provoking causes (hypoglycaemia, low sodium, alcohol or drug withdrawal, sleep deprivation, head injury). Same-day assessment with glucose, electrolytes and ECG; EEG and MRI and a first-seizure clinic. Antiseizure medicine is usually started by the neurologist. Driving: no private driving for at least 6 months after a first unprovoked seizure (Austroads).',
    investigations: [
      { name: 'Blood glucose, UEC, calcium, magnesium, FBC', subtype: 'pathology', when: 'same day' },
      { name: '12-lead ECG', subtype: 'other', when: 'same day (exclude cardiac syncope)' },
      { name: 'EEG', subtype: 'other', when: 'within days, through the first-seizure clinic' },
      {
        name: 'MRI of the brain (CT in the emergency department if head injury or focal signs)',
        subtype: 'imaging',
        when: 'within weeks; CT same day if indicated',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; longer for jobs involving driving, heights or machinery until cleared.',
    },
    referrals: [
      ED_NOW(
        'not back to normal, injured, a seizure over 5 minutes, more than one seizure, pregnancy, head injury or fever',
      ),
      {
        kind: 'specialist',
        to: 'Neurologist (first-seizure clinic)',
        urgency: 'urgent',
        reason: 'first seizure: diagnosis, EEG, MRI and treatment decision',
      },
    ],
    advice: [
      'If someone has a fit: stay calm, time it, move hard objects away, put something soft under the head, and roll them onto their side when the jerking stops. Do not put anything in their mouth.',
      'Call 000 if a fit lasts more than 5 minutes, another starts, they are injured, pregnant or do not wake up normally.',
      'You must not drive until cleared; by law this is usually at least 6 months after a first unprovoked seizure.',
      'Shower rather than bathe, do not swim alone, and avoid heights until you have been assessed.',
    ],
  },
  {
    condition: 'epilepsy_seizure',
    care: 'If you are back to normal after a typical seizure, rest, take your usual epilepsy medicine, and contact your doctor or neurologist within the next few days. Think about what may have triggered it, such as missed doses, poor sleep, alcohol or illness.',
    seekHelp:
      'a seizure lasts more than 5 minutes, seizures come one after another, the person is injured, pregnant, or does not wake up normally: call 000',
    approach:
      'Breakthrough seizure in known epilepsy: check adherence, sleep, alcohol, intercurrent illness, vomiting, new interacting medicines and pregnancy; consider drug levels where useful. Review the seizure action plan and rescue medicine, and contact the treating neurologist about dose adjustment. Driving restrictions apply (Austroads).',
    investigations: [
      {
        name: 'Antiseizure medicine level (phenytoin, carbamazepine, valproate) if relevant',
        subtype: 'pathology',
        when: 'if adherence or toxicity is in question',
      },
      { name: 'UEC, glucose, FBC', subtype: 'pathology', when: 'if unwell or the seizure was atypical' },
    ],
    medications: [
      {
        name: 'Midazolam (buccal or intranasal)',
        dose: '10 mg',
        route: 'buccal or intranasal',
        frequency: 'once for a seizure lasting over 5 minutes, as set out in the seizure management plan',
        duration: 'as needed, with an ambulance called',
        cautions:
          'Breathing depression, especially with other sedatives; only by a trained carer; call 000 after giving it.',
        needsMoreInfo:
          'Only under an individual seizure management plan from the treating neurologist; the dose is lower for children (weight-based).',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually a day to recover; longer for jobs involving driving, heights or machinery.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Treating neurologist',
        urgency: 'urgent',
        reason: 'breakthrough seizure: review of treatment',
      },
      GP_IN_PERSON('adherence, triggers and seizure action plan review'),
      ED_NOW('seizure over 5 minutes, repeated seizures, injury, pregnancy or not recovering normally'),
    ],
    advice: [
      'Take your epilepsy medicine at the same times every day; do not stop it suddenly.',
      'Get regular sleep and limit alcohol: both commonly trigger seizures.',
      'You must not drive until your doctor says you can, under the Austroads standards.',
      'Call 000 if a seizure lasts more than 5 minutes or another starts before recovery.',
    ],
  },

  // ————— Facial and nerve pain
  {
    condition: 'trigeminal_neuralgia',
    care: 'Brief electric-shock pains in the face set off by touch, chewing or brushing the teeth are usually trigeminal neuralgia. Ordinary painkillers rarely help; a prescription nerve-pain medicine (carbamazepine) usually works well, so see a doctor.',
    seekHelp: 'you also have numbness or weakness of the face, double vision, or hearing loss',
    approach:
      'Classical trigeminal neuralgia: carbamazepine titrated to effect (oxcarbazepine, baclofen or lamotrigine through a specialist if not tolerated). MRI to exclude a secondary cause, especially if under 40, bilateral, or with sensory loss. Neurosurgical referral for microvascular decompression if medicines fail.',
    investigations: [
      {
        name: 'MRI of the brain (trigeminal nerve protocol)',
        subtype: 'imaging',
        when: 'at diagnosis, especially if under 40 or with numbness',
      },
      {
        name: 'FBC, UEC (sodium) and liver function',
        subtype: 'pathology',
        when: 'before carbamazepine and after 1 to 2 months',
      },
      {
        name: 'HLA-B*1502 test',
        subtype: 'pathology',
        when: 'before carbamazepine in people of Han Chinese or South-East Asian ancestry',
      },
    ],
    medications: [
      {
        name: 'Carbamazepine',
        dose: '100 mg, increased by 100 to 200 mg every 3 days until pain is controlled (usually 200 mg 3 to 4 times daily; maximum 1200 mg a day)',
        route: 'oral',
        frequency: 'twice daily at first, then 3 to 4 times daily',
        duration: 'while in pain, then taper slowly during remission',
        cautions:
          'Dizziness, unsteadiness, low sodium, blood and liver problems, serious skin reactions (Stevens-Johnson syndrome); many interactions, including making hormonal contraception unreliable; harmful in pregnancy.',
        needsMoreInfo:
          'HLA-B*1502 testing first for people of Asian ancestry; baseline FBC, sodium and liver function; check pregnancy plans and contraception.',
      },
      { ...PARACETAMOL, alternative: true, duration: 'while waiting for carbamazepine to work' },
    ],
    certificate: { suggestedDays: 2, note: 'During a severe flare while treatment is adjusted.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'atypical features, age under 40, or carbamazepine not tolerated',
      },
      {
        kind: 'specialist',
        to: 'Neurosurgeon',
        urgency: 'routine',
        reason: 'pain not controlled by medicines (microvascular decompression)',
      },
    ],
    advice: [
      'Keep a pain diary, noting triggers such as cold wind, chewing or touching your face.',
      'Do not stop carbamazepine suddenly; see a doctor quickly for a rash, fever, mouth ulcers or unusual bruising.',
      'Soft foods and a straw for drinks help while pain is bad.',
    ],
  },
  {
    condition: 'postherpetic_neuralgia',
    care: 'Burning or shooting pain where shingles was can last months. Simple painkillers help a little; prescription nerve-pain medicines and numbing patches or creams usually help more. Loose clothing over the area helps.',
    seekHelp: 'a new rash or blisters appear, the pain spreads, or you have weakness or numbness',
    approach:
      'Pain persisting 3 months or more after shingles: amitriptyline or pregabalin titrated to effect, with paracetamol; topical lidocaine or capsaicin for localised pain. Avoid long-term opioids. Offer the recombinant zoster vaccine to prevent recurrence.',
    investigations: [],
    medications: [
      AMITRIPTYLINE_NEUROPATHIC,
      PREGABALIN,
      { ...PARACETAMOL, duration: 'regularly while in pain', alternative: true },
      {
        name: 'Capsaicin 0.075% cream',
        dose: 'a thin layer (about 0.5 g) over the painful area',
        route: 'topical',
        frequency: '3 to 4 times daily',
        duration: 'at least 4 weeks to judge the effect',
        cautions: 'Burning at first; wash hands after use and keep away from the eyes; not on broken skin.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; during a severe flare.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Pain medicine specialist',
        urgency: 'routine',
        reason: 'pain not controlled after two medicines',
      },
      GP_IN_PERSON('review of benefit and side effects after 4 weeks, and zoster vaccination'),
    ],
    advice: [
      'Nerve-pain medicines take a few weeks to work and are increased slowly.',
      'Cool packs (not ice directly) and loose cotton clothing over the area can ease the pain.',
      'Ask about the shingles vaccine to lower the chance of shingles coming back.',
    ],
  },

  // ————— Nerves, brain and movement
  {
    condition: 'peripheral_neuropathy',
    care: 'Numbness, tingling or burning in both feet needs blood tests to look for a cause, such as diabetes, low vitamin B12, alcohol or thyroid problems. Check your feet every day and wear well-fitting shoes.',
    seekHelp:
      'weakness comes on quickly or spreads up your legs, you have trouble walking or breathing, or you lose bladder or bowel control: call 000',
    approach:
      'Length-dependent sensory neuropathy: screen for diabetes, B12 and folate deficiency, thyroid disease, kidney and liver disease, alcohol, paraproteinaemia and medicines. Nerve conduction studies if asymmetric, motor-predominant, rapidly progressive or unexplained. Treat the cause; amitriptyline, pregabalin or duloxetine for neuropathic pain; foot care and podiatry.',
    investigations: [
      {
        name: 'HbA1c or fasting glucose, vitamin B12, folate, TSH, UEC, liver function, FBC',
        subtype: 'pathology',
        when: 'at diagnosis',
      },
      { name: 'Serum protein electrophoresis', subtype: 'pathology', when: 'at diagnosis, especially over 50' },
      {
        name: 'Nerve conduction studies',
        subtype: 'other',
        when: 'if asymmetric, motor, rapidly progressive or unexplained',
      },
    ],
    medications: [
      AMITRIPTYLINE_NEUROPATHIC,
      PREGABALIN,
      {
        name: 'Duloxetine',
        dose: '30 mg, increased after 1 to 2 weeks to 60 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'review benefit after 4 to 8 weeks',
        cautions:
          'Nausea, dizziness, raised blood pressure; serotonin toxicity with other serotonergic drugs; avoid in severe kidney or liver disease; taper to stop.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_IN_PERSON('examination (sensation, reflexes, feet) and blood tests'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'atypical, motor or rapidly progressive neuropathy, or no cause found',
      },
      { kind: 'specialist', to: 'Podiatrist', urgency: 'routine', reason: 'foot care and protective footwear' },
      ED_NOW('rapidly ascending weakness (possible Guillain-Barré syndrome)'),
    ],
    advice: [
      'Check your feet daily for cuts, blisters or colour change, and test bath water with your elbow.',
      'Limit alcohol; keep blood sugar well controlled if you have diabetes.',
      'Nerve-pain medicines take a few weeks to work.',
    ],
  },
  {
    condition: 'multiple_sclerosis',
    care: 'Numbness, weakness, blurred vision or double vision that builds up over days in a young adult needs a specialist assessment and an MRI scan. Please see a doctor soon; vision loss or eye pain needs an eye check within a day.',
    seekHelp: 'you have sudden weakness, loss of vision, trouble speaking, or lose bladder or bowel control: call 000',
    approach:
      'Possible demyelinating event (optic neuritis, partial myelitis or a brainstem syndrome evolving over days in a young adult): urgent neurology referral and MRI of the brain and spinal cord; same-day ophthalmology for optic neuritis. Relapse treatment (high-dose methylprednisolone) and disease-modifying therapy are decided by the neurologist.',
    investigations: [
      {
        name: 'MRI of the brain and spinal cord with contrast',
        subtype: 'imaging',
        when: 'urgently, through the neurologist',
      },
      { name: 'FBC, UEC, B12, TSH, CRP', subtype: 'pathology', when: 'to exclude mimics' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: 'Depends on the deficit and the job; relapses often take weeks to recover.',
    },
    referrals: [
      { kind: 'specialist', to: 'Neurologist', urgency: 'urgent', reason: 'suspected demyelinating event' },
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'urgent',
        reason: 'visual loss or painful eye movement (optic neuritis)',
      },
      ED_NOW('rapidly worsening weakness, loss of bladder or bowel control, or severe visual loss'),
    ],
    advice: [
      'Do not drive if your vision is affected.',
      'Heat (hot showers, exercise) can temporarily bring symptoms back; this is not a new attack.',
      'MS Australia (1800 042 138) has information and support.',
    ],
  },
  {
    condition: 'delirium',
    care: 'Sudden confusion in an older person is usually caused by an illness, such as an infection, dehydration or a medicine, and needs a doctor today. Keep the person calm and safe, with a familiar person, their glasses and hearing aids, and fluids to drink.',
    seekHelp:
      'the person is very drowsy, cannot be woken, has a fever with a fast heart rate or breathing, a fall or head injury, or new weakness: call 000',
    approach:
      'Acute, fluctuating inattention and confusion: find and treat the cause (infection, dehydration, urinary retention, constipation, pain, hypoxia, hypoglycaemia, electrolytes, medicines such as anticholinergics, opioids and sedatives, alcohol withdrawal). Same-day assessment, usually in the emergency department. Non-drug measures; avoid sedatives; low-dose antipsychotic only for severe distress or danger, in hospital.',
    investigations: [
      { name: 'FBC, UEC, calcium, glucose, liver function, CRP', subtype: 'pathology', when: 'same day' },
      {
        name: 'Urine MCS',
        subtype: 'pathology',
        when: 'only with urinary symptoms (a positive dipstick alone is common and not a cause)',
      },
      { name: 'Chest X-ray and ECG', subtype: 'other', when: 'same day' },
      { name: 'CT of the brain', subtype: 'imaging', when: 'after a fall, on anticoagulants, or with focal signs' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: "A carer's certificate is often what is needed; recovery can take days to weeks.",
    },
    referrals: [
      ED_NOW('delirium: same-day search for the cause'),
      {
        kind: 'specialist',
        to: 'Geriatrician',
        urgency: 'urgent',
        reason: 'assessment and follow-up, including for underlying dementia',
      },
    ],
    advice: [
      'Stay with the person; speak calmly, remind them gently of the day, the place and who you are.',
      'Make sure they have their glasses, hearing aids and fluids, and bring all their medicines to the doctor.',
      'Call 000 if they are very drowsy, cannot be woken, or have a fall or a fit.',
    ],
  },
  {
    condition: 'dementia',
    care: 'Memory problems that have crept up over months should be checked by a doctor in person: some causes are treatable, and a diagnosis helps plan support. Bring someone who knows you well to the appointment.',
    seekHelp:
      'the confusion comes on suddenly or gets much worse over days, or there is a fall, a fever, or new weakness',
    approach:
      'Progressive cognitive decline affecting daily function: exclude delirium, depression and reversible causes (B12, thyroid, calcium, medicines, alcohol), cognitive testing (MMSE, RUDAS or GPCOG) in person, brain imaging, and referral to a memory clinic or geriatrician. Cholinesterase inhibitors are started after specialist confirmation. Plan ahead: enduring power of attorney, advance care plan, driving, safety and carer support (My Aged Care).',
    investigations: [
      {
        name: 'FBC, UEC, calcium, glucose, liver function, TSH, vitamin B12 and folate',
        subtype: 'pathology',
        when: 'at assessment',
      },
      { name: 'CT or MRI of the brain', subtype: 'imaging', when: 'at assessment' },
      { name: 'Cognitive screening test (MMSE, RUDAS, MoCA or GPCOG)', subtype: 'other', when: 'in person' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: "A carer's certificate may be needed for family attending appointments." },
    referrals: [
      GP_IN_PERSON('cognitive assessment, medication review and care planning'),
      {
        kind: 'specialist',
        to: 'Memory clinic or geriatrician',
        urgency: 'routine',
        reason: 'diagnosis and treatment of suspected dementia',
      },
    ],
    advice: [
      'The National Dementia Helpline (Dementia Australia) is 1800 100 500; My Aged Care is 1800 200 422 for help at home.',
      'Plan ahead while you can: a will, an enduring power of attorney and an advance care plan.',
      'Driving needs to be assessed; tell your doctor if there have been near misses.',
      'Sudden worsening of confusion is not usual for dementia and needs a doctor the same day.',
    ],
  },
  {
    condition: 'parkinsons_disease',
    care: 'Slowness, stiffness and a shake at rest can be signs of Parkinson disease, which is diagnosed by examination. Please see a doctor in person; treatment with medicines and exercise can help a lot.',
    seekHelp: 'you have falls with injury, hallucinations or sudden confusion, or cannot swallow',
    approach:
      'Suspected parkinsonism (bradykinesia with rest tremor or rigidity): review for drug-induced parkinsonism (antipsychotics, metoclopramide, prochlorperazine) and refer to a neurologist or geriatrician for diagnosis and levodopa or other treatment. Exercise, physiotherapy, falls prevention, and screening for depression, constipation and sleep problems.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed for the diagnosis itself.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Neurologist or geriatrician',
        urgency: 'routine',
        reason: 'suspected Parkinson disease: diagnosis and treatment',
      },
      {
        kind: 'specialist',
        to: 'Physiotherapist',
        urgency: 'routine',
        reason: 'exercise program and falls prevention',
      },
      GP_IN_PERSON('examination and review of medicines that can cause parkinsonism'),
    ],
    advice: [
      'Regular exercise (walking, cycling, dancing, tai chi) helps movement and mood.',
      "Parkinson's Australia: 1800 644 189.",
      'Tell your doctor about falls, constipation, low mood, sleep problems or acting out dreams.',
    ],
  },
  {
    condition: 'essential_tremor',
    care: 'A shake in both hands that is worse when using them (holding a cup, writing) and often runs in families is usually essential tremor, which is not dangerous. Cutting down caffeine helps; medicines can reduce it if it gets in the way of daily life.',
    seekHelp: 'the shake is only on one side, comes with slowness, stiffness or walking changes, or comes on suddenly',
    approach:
      'Bilateral action or postural tremor, often familial and eased by alcohol: check thyroid function and medicines (salbutamol, lithium, valproate, SSRIs, caffeine). Treat only if disabling: propranolol or primidone. Refer if atypical or refractory.',
    investigations: [{ name: 'TSH', subtype: 'pathology', when: 'at diagnosis' }],
    medications: [
      {
        name: 'Propranolol',
        dose: '10 mg, increased gradually to 40 mg if needed',
        route: 'oral',
        frequency: '2 to 3 times daily (or before a specific activity)',
        duration: 'long term if it helps',
        cautions:
          'Not with asthma, heart block, bradycardia or uncontrolled heart failure; tiredness; do not stop suddenly.',
        needsMoreInfo: 'Check for asthma, heart rate and blood pressure.',
      },
      {
        name: 'Primidone',
        dose: '62.5 mg at night, increased slowly to 250 mg a day if needed',
        route: 'oral',
        frequency: 'once daily at night (divided doses at higher doses)',
        duration: 'long term if it helps',
        cautions:
          'Drowsiness and unsteadiness at first; enzyme inducer with many interactions (including hormonal contraception).',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_IN_PERSON('examination to confirm the type of tremor'),
      {
        kind: 'specialist',
        to: 'Neurologist',
        urgency: 'routine',
        reason: 'atypical or disabling tremor not helped by medicines',
      },
    ],
    advice: [
      'Caffeine, stress, tiredness and some medicines make tremor worse.',
      'Weighted cutlery, cups with lids and using both hands can help.',
      'Do not use alcohol to control the tremor.',
      HEALTHDIRECT,
    ],
  },
  {
    condition: 'restless_legs_syndrome',
    care: 'Restless legs often improve with regular exercise, stretching, a warm bath or massage before bed, and less caffeine and alcohol. A blood test for low iron is worth doing, as iron tablets help if iron is low.',
    seekHelp: 'one leg becomes swollen, red or painful, or you have weakness or numbness',
    approach:
      'Restless legs syndrome: check ferritin (treat iron deficiency when ferritin is below 75 micrograms/L), kidney function and glucose; review aggravating medicines (antihistamines, antidepressants, antipsychotics, metoclopramide). Sleep hygiene and exercise. For frequent, distressing symptoms, low-dose pramipexole (beware augmentation) or pregabalin.',
    investigations: [
      { name: 'Ferritin, iron studies, FBC', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'UEC and HbA1c', subtype: 'pathology', when: 'at diagnosis' },
    ],
    medications: [
      {
        name: 'Ferrous sulfate (105 mg elemental iron)',
        dose: '1 tablet',
        route: 'oral',
        frequency: 'once daily or on alternate days',
        duration: '3 months, then recheck ferritin',
        cautions: 'Constipation, nausea and dark stools; take apart from tea, coffee, calcium and antacids.',
        needsMoreInfo: 'Only if ferritin is below 75 micrograms/L.',
      },
      {
        name: 'Pramipexole',
        dose: '0.125 mg, increased every 4 to 7 days to a maximum of 0.5 mg',
        route: 'oral',
        frequency: 'once daily, 2 to 3 hours before bedtime',
        duration: 'long term if helpful; review for augmentation',
        cautions:
          'Augmentation (symptoms earlier in the day and worse), nausea, sudden sleepiness, and impulse-control problems (gambling, shopping).',
        alternative: true,
        needsMoreInfo:
          'Only for frequent, distressing symptoms after iron is corrected; ask about gambling or impulse-control problems.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_IN_PERSON('iron studies and medicine review'),
      {
        kind: 'specialist',
        to: 'Neurologist or sleep physician',
        urgency: 'routine',
        reason: 'severe or refractory symptoms, or augmentation',
      },
    ],
    advice: [
      'Walking, stretching, a warm bath or massage before bed, and keeping to regular sleep times help.',
      'Cut down caffeine, alcohol and smoking, especially in the evening.',
      'Some medicines (sedating antihistamines, some antidepressants and anti-nausea tablets) can make restless legs worse: ask your pharmacist.',
      HEALTHDIRECT,
    ],
  },
  // ————— Mood
  {
    condition: 'depression',
    care: 'Depression is common and treatable. Talking therapy helps most people, and a GP can set up a Mental Health Treatment Plan for Medicare-funded sessions with a psychologist. Keep to a routine, stay active, spend time with people you trust, and go easy on alcohol. Beyond Blue (1300 22 4636) can talk any time.',
    seekHelp:
      'you have thoughts of ending your life or harming yourself (call Lifeline on 13 11 14, or 000 if you are in danger now), or you are not coping',
    approach:
      'Assess severity (PHQ-9 or K10), suicide risk, bipolar history, substance use and physical causes. Mild: psychological therapy (CBT, interpersonal therapy, online programs) and behavioural activation. Moderate to severe: an SSRI with psychological therapy; review within 1 to 2 weeks of starting and continue 6 to 12 months after remission. Psychotic features, severe risk or failure of two treatments: psychiatry.',
    investigations: [
      {
        name: 'FBC, TSH, UEC, liver function, vitamin B12 and folate',
        subtype: 'pathology',
        when: 'first presentation, or physical symptoms such as weight loss or fatigue',
      },
      { name: 'PHQ-9 or K10 questionnaire', subtype: 'other', when: 'at assessment and to monitor response' },
    ],
    medications: [
      SERTRALINE,
      ESCITALOPRAM,
      {
        name: 'Mirtazapine',
        dose: '15 mg, increased to 30 mg after 1 to 2 weeks if needed',
        route: 'oral',
        frequency: 'once daily at night',
        duration: 'at least 6 to 12 months after recovery, then taper',
        cautions: 'Drowsiness and weight gain; low white cell count (rare: report fever or sore throat).',
        alternative: true,
        needsMoreInfo: 'After a suicide risk assessment; useful when insomnia or poor appetite are prominent.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Depends on severity and the job; a graded return and staying connected with work often help recovery.',
    },
    referrals: [
      GP_IN_PERSON('Mental Health Treatment Plan, risk assessment and review within 1 to 2 weeks', 'urgent'),
      {
        kind: 'specialist',
        to: 'Psychologist',
        urgency: 'routine',
        reason: 'psychological therapy (CBT or interpersonal therapy)',
      },
      {
        kind: 'specialist',
        to: 'Psychiatrist',
        urgency: 'routine',
        reason: 'severe, psychotic, bipolar or treatment-resistant depression',
      },
      ED_NOW('thoughts of suicide with a plan or intent, or unable to stay safe'),
    ],
    advice: [
      'Keep a daily routine: get up at the same time, eat regular meals and do something active each day, even a short walk.',
      'Alcohol and drugs make depression worse.',
      'Antidepressants take 2 to 6 weeks to work; do not stop them suddenly.',
      SUPPORT_LINES,
      CRISIS_LINE,
    ],
  },
  {
    condition: 'bipolar_mania',
    care: 'Feeling unusually high or wired, needing little sleep, racing thoughts or spending a lot can be a manic episode. It needs a doctor today. Avoid alcohol and drugs, try to rest, and let someone you trust know what is happening.',
    seekHelp:
      'you or others are at risk, you are hearing or seeing things others do not, or you have thoughts of harming yourself: call 000 or Lifeline on 13 11 14',
    approach:
      'Suspected mania or hypomania: same-day psychiatric assessment (state mental health line or the emergency department) to assess risk and capacity and start a mood stabiliser or antipsychotic. Stop antidepressants. Exclude substances, thyroid disease and organic causes. Involve family, and consider driving, finances and work safety.',
    investigations: [
      {
        name: 'FBC, UEC, liver function, TSH, glucose and urine drug screen',
        subtype: 'pathology',
        when: 'at assessment',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Time away is usually needed during an episode; return as the treating team advises.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychiatrist or public mental health (acute care) team',
        urgency: 'urgent',
        reason: 'suspected manic episode: same-day assessment',
      },
      ED_NOW('risk to self or others, psychotic symptoms, or severe agitation'),
    ],
    advice: [
      'Avoid alcohol, cannabis and other drugs; they make mania worse.',
      'Try to keep regular sleep; postpone big decisions and large purchases.',
      'Do not drive while you are unwell.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'postnatal_depression',
    care: 'Many new parents feel like this, and it is treatable. Talk to your GP or child health nurse, and call PANDA (1300 726 306) or Beyond Blue (1300 22 4636) for support. Accept practical help with the baby so you can rest.',
    seekHelp:
      'you have thoughts of harming yourself or your baby, or feel out of touch with reality: call 000, or Lifeline on 13 11 14',
    approach:
      'Perinatal depression: screen (EPNDS), assess risk to mother and infant, and check for psychosis and bipolar history. Psychological therapy first for mild to moderate; sertraline when moderate to severe (compatible with breastfeeding). Involve partner and family, the maternal and child health nurse, and perinatal mental health services.',
    investigations: [
      { name: 'Edinburgh Postnatal Depression Scale (EPNDS)', subtype: 'other', when: 'at assessment' },
      { name: 'FBC, TSH (postpartum thyroiditis), iron studies', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [
      {
        ...SERTRALINE,
        needsMoreInfo:
          'After a risk assessment (including thoughts of harm to the baby) and a screen for bipolar disorder; sertraline is preferred when breastfeeding.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: "A carer's certificate for a partner may help in the first weeks of treatment.",
    },
    referrals: [
      GP_IN_PERSON('Mental Health Treatment Plan and review within 1 to 2 weeks', 'urgent'),
      {
        kind: 'specialist',
        to: 'Perinatal mental health service or psychologist',
        urgency: 'urgent',
        reason: 'perinatal depression',
      },
      ED_NOW('thoughts of harming self or baby, or psychotic symptoms'),
    ],
    advice: [
      'PANDA National Helpline: 1300 726 306 (Monday to Saturday); Beyond Blue 1300 22 4636 any time.',
      'Rest when you can, eat regularly and let others help with the baby and housework.',
      'Your child health nurse and GP can link you with local support groups.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'suicidal_crisis',
    care: 'Thank you for telling us. You do not have to go through this alone. If you might act on these thoughts or you are not safe, call 000 or go to your nearest emergency department now. You can talk to someone right now: Lifeline 13 11 14 (or text 0477 13 11 14), the Suicide Call Back Service 1300 659 467, or Kids Helpline 1800 55 1800 if you are under 25. Stay with someone you trust and move away from anything you could use to hurt yourself.',
    seekHelp:
      'you feel you might act on thoughts of suicide, or you have already harmed yourself or taken an overdose: call 000 or go to the nearest emergency department now',
    emergency: true,
    approach:
      'Suicidal crisis: ask directly about intent, plan, means, timing, previous attempts, substance use and protective factors. Imminent risk (plan, intent, means, overdose or inability to stay safe): keep the person engaged, involve a support person, arrange 000 or police and ambulance, and do not leave them alone. Otherwise same-day crisis mental health assessment, a written safety plan, means restriction, and follow-up within 24 to 72 hours.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Time away is often needed; the treating team will advise on a return.' },
    referrals: [
      ED_NOW('suicidal thoughts with a plan, intent, access to means, an overdose, or unable to stay safe'),
      {
        kind: 'specialist',
        to: 'Public mental health crisis (acute care) team',
        urgency: 'immediate',
        reason: 'same-day crisis assessment',
      },
      GP_IN_PERSON('follow-up within 1 to 3 days and a Mental Health Treatment Plan', 'urgent'),
    ],
    advice: [
      'Call 000 if you are in danger now or have taken an overdose.',
      'Lifeline 13 11 14 (24 hours), text 0477 13 11 14; Suicide Call Back Service 1300 659 467; Kids Helpline 1800 55 1800 for young people; 13YARN 13 92 76 for Aboriginal and Torres Strait Islander people.',
      'Ask someone you trust to stay with you, and to remove or lock away medicines, weapons or anything you could use to hurt yourself.',
      'These feelings can pass, and help does work.',
    ],
  },
  {
    condition: 'self_harm_nssi',
    care: 'Thank you for telling us. Look after any wound: clean it, press firmly on bleeding, and cover it. You deserve support: talk to someone you trust, or call Lifeline on 13 11 14 or Kids Helpline on 1800 55 1800. A doctor should see you today to check the wound and talk about what is going on.',
    seekHelp:
      'a cut is deep, gaping or will not stop bleeding, you have taken tablets or poison, or you feel you might end your life: call 000',
    approach:
      'Self-harm: assess the injury (and any ingestion: Poisons Information 13 11 26), suicidal intent and risk, without judgement. Same-day review for wound care and a psychosocial assessment; a safety plan, means restriction, and referral for psychological therapy (DBT-informed for repeated self-harm; headspace for young people). Do not prescribe medicines for self-harm itself; prescribe any medicine in small quantities.',
    investigations: [
      {
        name: 'Paracetamol level and other toxicology',
        subtype: 'pathology',
        when: 'if any overdose is possible (in the emergency department)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Depends on the injury and the risk assessment.' },
    referrals: [
      ED_NOW('deep wound, overdose or poisoning, or high suicide risk'),
      GP_IN_PERSON('wound care and psychosocial assessment today', 'urgent'),
      {
        kind: 'specialist',
        to: 'Psychologist or headspace (young people)',
        urgency: 'urgent',
        reason: 'psychological therapy and safety planning',
      },
    ],
    advice: [
      'Clean any wound, press firmly to stop bleeding, and cover it; get help for deep or gaping cuts.',
      'If you have swallowed tablets or something harmful, call 000 or the Poisons Information Centre on 13 11 26, even if you feel well.',
      'Lifeline 13 11 14, Kids Helpline 1800 55 1800 and headspace (eheadspace.org.au) are there to talk.',
      'Make a plan for the next time the urge comes: people to call, places to go, and ways to get through the moment.',
    ],
  },

  // ————— Anxiety and related
  {
    condition: 'generalised_anxiety_disorder',
    care: 'Constant worry is very common and treatable. Regular exercise, less caffeine and alcohol, and slow-breathing or relaxation practice help. A psychologist (through a GP Mental Health Treatment Plan) or free online programs such as MindSpot (1800 61 44 34) or THIS WAY UP teach skills that work.',
    seekHelp:
      'you have thoughts of harming yourself (Lifeline 13 11 14), chest pain, or the anxiety stops you functioning',
    approach:
      'Generalised anxiety disorder: exclude physical causes (thyroid, caffeine, stimulants, alcohol withdrawal) and screen for depression and substance use. CBT (face to face or online) first; an SSRI for moderate to severe or persistent symptoms. Avoid benzodiazepines except very briefly.',
    investigations: [
      { name: 'TSH and FBC', subtype: 'pathology', when: 'first presentation or physical symptoms' },
      { name: 'GAD-7 or K10 questionnaire', subtype: 'other', when: 'at assessment and to monitor' },
    ],
    medications: [SERTRALINE, ESCITALOPRAM],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; staying engaged in work often helps.' },
    referrals: [
      GP_IN_PERSON('Mental Health Treatment Plan and review'),
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'cognitive behavioural therapy' },
    ],
    advice: [
      'Cut down caffeine, energy drinks and alcohol; they worsen anxiety and sleep.',
      'Exercise most days and practise slow breathing or relaxation daily.',
      'Online programs such as MindSpot (mindspot.org.au) and THIS WAY UP are free or low-cost and work well.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'social_anxiety',
    care: 'Intense fear of social situations is common and responds well to cognitive behavioural therapy, which gradually builds confidence. Online programs (MindSpot, THIS WAY UP) or a psychologist through your GP can help.',
    seekHelp: 'you feel hopeless or have thoughts of harming yourself (Lifeline 13 11 14)',
    approach:
      'Social anxiety disorder: CBT with graded exposure (individual or online) first line; an SSRI for severe or persistent symptoms. Screen for depression and alcohol use.',
    investigations: [],
    medications: [
      {
        ...SERTRALINE,
        needsMoreInfo:
          'Only for severe or persistent social anxiety, after a risk assessment; review within 2 to 4 weeks.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'CBT with graded exposure' },
      GP_IN_PERSON('Mental Health Treatment Plan'),
    ],
    advice: [
      'Avoiding feared situations keeps the fear going; gradual, planned steps towards them reduce it.',
      'Alcohol used to cope can become a problem of its own.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'health_anxiety',
    care: 'Worrying a lot about having a serious illness is common, and it can be helped. Try to limit checking your body and searching symptoms online, and keep regular check-ups with one GP rather than many tests. A psychologist can teach skills that reduce the worry.',
    seekHelp:
      'you develop new symptoms such as weight loss, bleeding, a lump or fever, or you have thoughts of harming yourself (Lifeline 13 11 14)',
    approach:
      'Health anxiety: acknowledge the distress, examine and test only as clinically indicated, and agree on regular scheduled reviews with one GP. CBT is effective; an SSRI when severe or with depression. Watch for new objective findings.',
    investigations: [],
    medications: [
      { ...SERTRALINE, needsMoreInfo: 'Only when severe or with depression or OCD features, after a risk assessment.' },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'CBT for health anxiety' },
      GP_IN_PERSON('one regular GP and scheduled reviews'),
    ],
    advice: [
      'Limit body checking and online symptom searching; notice how they make the worry worse.',
      'Book regular reviews with one GP instead of seeking reassurance from many sources.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'specific_phobia',
    care: 'A strong fear of one thing (such as needles, flying or spiders) is common and usually responds very well to a few sessions of exposure therapy with a psychologist.',
    seekHelp:
      'the fear stops you getting medical care you need (for example with a needle phobia), or you have thoughts of harming yourself',
    approach:
      'Specific phobia: graded exposure therapy (often brief, even a single session). For needle or blood phobia with fainting, applied tension and planning (numbing cream, lying down). Medicines are not first-line.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [{ kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'exposure-based therapy' }],
    advice: [
      'Gradual, repeated exposure to what you fear, in small planned steps, is the most effective treatment.',
      'For needle fear: tell the nurse, lie down, use numbing cream and tense your leg and arm muscles if you feel faint.',
      HEALTHDIRECT,
    ],
  },
  {
    condition: 'ocd',
    care: 'Unwanted thoughts that keep returning and urges to check, clean or count are common in OCD, and they are treatable. A psychologist trained in exposure and response prevention, and sometimes a medicine, help most people.',
    seekHelp:
      'you feel hopeless or have thoughts of harming yourself (Lifeline 13 11 14), or the rituals take over your day',
    approach:
      'Obsessive-compulsive disorder: CBT with exposure and response prevention first line; an SSRI (often at higher doses, for 12 weeks before judging) for moderate to severe OCD or when therapy is not enough. Screen for depression and tics.',
    investigations: [],
    medications: [
      {
        ...SERTRALINE,
        dose: '50 mg, increased every few weeks up to 200 mg if needed',
        needsMoreInfo: 'After a risk assessment; OCD often needs higher doses and 12 weeks to judge the effect.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist (exposure and response prevention)',
        urgency: 'routine',
        reason: 'CBT for OCD',
      },
      { kind: 'specialist', to: 'Psychiatrist', urgency: 'routine', reason: 'severe or treatment-resistant OCD' },
      GP_IN_PERSON('Mental Health Treatment Plan'),
    ],
    advice: [
      'Rituals give short-term relief but keep OCD going; therapy helps you resist them step by step.',
      'Family members can help by not joining in rituals or giving repeated reassurance.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'ptsd',
    care: 'Flashbacks, nightmares and feeling on edge after a frightening event are common, and trauma-focused therapy helps most people. A GP can refer you to a psychologist. Try to keep a routine, stay connected with people, and limit alcohol.',
    seekHelp:
      'you have thoughts of harming yourself (Lifeline 13 11 14), or you are not safe where you live (1800RESPECT 1800 737 732)',
    approach:
      'PTSD (symptoms over a month after trauma): trauma-focused psychological therapy (trauma-focused CBT, EMDR) first line; an SSRI or venlafaxine if therapy is unavailable or not enough, or with depression. Avoid benzodiazepines. Assess current safety, suicide risk and substance use.',
    investigations: [{ name: 'PCL-5 questionnaire', subtype: 'other', when: 'at assessment and to monitor' }],
    medications: [
      {
        ...SERTRALINE,
        needsMoreInfo:
          'When trauma-focused therapy is unavailable or not enough, or with depression; after a risk assessment.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Depends on the job and the triggers; a graded return often helps.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist (trauma-focused therapy)',
        urgency: 'routine',
        reason: 'trauma-focused CBT or EMDR',
      },
      GP_IN_PERSON('Mental Health Treatment Plan and safety check'),
    ],
    advice: [
      'Open Arms (veterans and families) 1800 011 046; 1800RESPECT 1800 737 732 for sexual, domestic or family violence.',
      'Alcohol and drugs may numb things briefly but make PTSD worse.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'acute_stress_reaction',
    care: 'Feeling shaken, jumpy, having trouble sleeping or replaying what happened is a normal reaction in the days after a frightening event, and it usually eases over a few weeks. Rest, be with people you trust, keep to a routine, and go easy on alcohol.',
    seekHelp:
      'symptoms are not easing after 2 to 4 weeks, you cannot cope, you are not safe (1800RESPECT 1800 737 732), or you have thoughts of harming yourself (Lifeline 13 11 14)',
    approach:
      'Acute stress reaction: psychological first aid (safety, practical support, information); no routine psychological debriefing and avoid benzodiazepines. Review in 2 to 4 weeks; trauma-focused CBT if symptoms persist beyond 2 weeks or are severe.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 2, note: 'A few days is usually enough; review if longer is needed.' },
    referrals: [
      GP_IN_PERSON('review in 2 to 4 weeks'),
      { kind: 'specialist', to: 'Psychologist', urgency: 'routine', reason: 'trauma-focused CBT if symptoms persist' },
    ],
    advice: [
      'It is normal to feel this way after something frightening; most people recover over a few weeks.',
      'Keep to a routine, eat and sleep as regularly as you can, and talk with people you trust when you feel ready.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'adjustment_disorder',
    care: 'Feeling overwhelmed, low or anxious after a big change or stress is understandable. Talking it through with a counsellor or psychologist, solving problems one at a time, keeping active and sleeping regularly help. Your workplace may offer free counselling (an Employee Assistance Program).',
    seekHelp:
      'you have thoughts of harming yourself (Lifeline 13 11 14), or things are getting worse rather than better',
    approach:
      'Adjustment disorder: supportive counselling and problem-solving therapy; address the stressor (work, relationship, finances, legal). Review to detect depression or anxiety disorders; medicines are not first-line.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually a few days; longer only if part of a treatment plan.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist or counsellor',
        urgency: 'routine',
        reason: 'supportive counselling and problem solving',
      },
      GP_IN_PERSON('review in 2 to 4 weeks'),
    ],
    advice: [
      'Break problems into small steps and tackle one at a time.',
      'Financial counselling (National Debt Helpline 1800 007 007) or legal advice can help with the cause of the stress.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'grief',
    care: 'Grief after a death is a normal, painful response, and it comes in waves. Be gentle with yourself: rest, eat, keep some routine, and lean on the people around you. Griefline (1300 845 745) is there to talk.',
    seekHelp:
      'you cannot function for many weeks, feel hopeless, or have thoughts of ending your life (Lifeline 13 11 14)',
    approach:
      'Normal bereavement: support, information and follow-up; antidepressants are not indicated for grief itself. Watch for prolonged grief disorder (intense grief beyond 12 months that impairs function), depression and suicide risk, and refer for grief counselling.',
    investigations: [],
    medications: [],
    certificate: {
      suggestedDays: 2,
      note: 'Compassionate leave (2 days per occasion under the National Employment Standards) may apply; longer if unable to function.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Grief counsellor or psychologist',
        urgency: 'routine',
        reason: 'grief counselling if struggling',
      },
      GP_IN_PERSON('follow-up in a few weeks'),
    ],
    advice: [
      'There is no right way or timetable to grieve; waves of sadness, anger or guilt are normal.',
      'Griefline 1300 845 745; Lifeline 13 11 14 any time.',
      'Avoid using alcohol or sleeping tablets to cope.',
      HEALTHDIRECT,
    ],
  },
  {
    condition: 'burnout',
    care: 'Feeling exhausted, cynical and unable to concentrate after a long stretch of work or study stress is burnout. Time to rest, a talk with your manager about workload, regular sleep, exercise and time with people you enjoy help. Your workplace may offer free counselling (an Employee Assistance Program).',
    seekHelp:
      'you feel hopeless, cannot get out of bed most days, or have thoughts of harming yourself (Lifeline 13 11 14)',
    approach:
      'Occupational burnout: screen for depression, anxiety and physical causes of fatigue; brief time off, workload and workplace discussion (EAP, return-to-work plan), sleep and exercise; psychology through a Mental Health Treatment Plan if impaired.',
    investigations: [{ name: 'FBC, TSH, iron studies', subtype: 'pathology', when: 'if fatigue persists after rest' }],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: 'Usually up to 1 to 2 weeks with a plan for return; review if longer is needed.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist',
        urgency: 'routine',
        reason: 'stress management and return-to-work planning',
      },
      GP_IN_PERSON('review before returning to work'),
    ],
    advice: [
      'Protect sleep and time away from work or study; switch off notifications after hours.',
      'Talk with your manager or HR about workload, or use your Employee Assistance Program.',
      SUPPORT_LINES,
    ],
  },
  {
    condition: 'insomnia_disorder',
    care: 'Keep the same wake-up time every day, get out of bed if you cannot sleep after about 20 minutes, and keep the bed for sleep. Cut caffeine after midday and avoid alcohol and screens before bed. Cognitive behavioural therapy for insomnia (CBT-I), including free online programs, works better than sleeping tablets.',
    seekHelp: 'you snore loudly with pauses in breathing, fall asleep while driving, or feel low or hopeless',
    approach:
      'Chronic insomnia: look for and treat causes (depression, anxiety, pain, sleep apnoea, restless legs, caffeine, alcohol, medicines). CBT-I (in person or online) first line, with sleep restriction and stimulus control. Avoid long-term hypnotics; a short course only for acute, severe insomnia; prolonged-release melatonin is an option at 55 or over.',
    investigations: [
      {
        name: 'Sleep study (polysomnography)',
        subtype: 'other',
        when: 'if sleep apnoea or another sleep disorder is suspected',
      },
      { name: 'Sleep diary for 2 weeks', subtype: 'other', when: 'at assessment' },
    ],
    medications: [
      {
        name: 'Melatonin (prolonged-release)',
        dose: '2 mg',
        route: 'oral',
        frequency: 'once daily, 1 to 2 hours before bedtime',
        duration: 'up to 13 weeks',
        cautions: 'Drowsiness the next morning; modest benefit.',
        needsMoreInfo: 'Prolonged-release melatonin is for people aged 55 or over.',
      },
      {
        name: 'Temazepam',
        dose: '10 mg',
        route: 'oral',
        frequency: 'at bedtime, only when needed',
        duration: 'no more than 7 nights',
        cautions:
          'Dependence, falls and next-day drowsiness (do not drive); dangerous with alcohol or opioids; avoid in older people, sleep apnoea and pregnancy.',
        alternative: true,
        needsMoreInfo:
          'Only for short-term, severe insomnia; check for alcohol or opioid use, sleep apnoea and falls risk.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      GP_IN_PERSON('CBT-I and review of causes'),
      {
        kind: 'specialist',
        to: 'Psychologist (CBT for insomnia) or sleep physician',
        urgency: 'routine',
        reason: 'persistent insomnia or suspected sleep disorder',
      },
    ],
    advice: [
      'Keep the same wake-up time every day, even after a bad night; avoid daytime naps.',
      'If you cannot sleep after about 20 minutes, get up and do something quiet in dim light, then go back to bed when sleepy.',
      'Free online CBT for insomnia is available (for example THIS WAY UP).',
      'Limit caffeine after midday, alcohol and screens before bed.',
      HEALTHDIRECT,
    ],
  },

  // ————— Psychosis
  {
    condition: 'first_episode_psychosis',
    care: 'Hearing or seeing things others do not, or feeling watched or controlled, can be psychosis. It is treatable, and early help makes a big difference. It needs a mental health assessment today: contact your state mental health line or go to the emergency department. Avoid cannabis, ice and alcohol.',
    seekHelp:
      'you feel unsafe, feel like harming yourself or others, or the voices tell you to do something dangerous: call 000',
    approach:
      'Suspected first-episode psychosis: same-day psychiatric assessment (public mental health team or the emergency department), risk assessment, and early psychosis service (headspace or an early psychosis program for young people). Exclude substance-induced and organic causes. Low-dose antipsychotic started by the treating team; involve family.',
    investigations: [
      {
        name: 'FBC, UEC, calcium, glucose, liver function, TSH, B12, syphilis and HIV serology',
        subtype: 'pathology',
        when: 'at assessment',
      },
      { name: 'Urine drug screen', subtype: 'pathology', when: 'at assessment' },
      { name: 'MRI of the brain', subtype: 'imaging', when: 'atypical features, neurological signs or older onset' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Time away is usually needed; return as the treating team advises.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Public mental health (acute care) team or early psychosis service',
        urgency: 'urgent',
        reason: 'suspected first-episode psychosis: same-day assessment',
      },
      ED_NOW('risk to self or others, severe agitation, or confusion (possible organic cause)'),
    ],
    advice: [
      'Cannabis, ice and other drugs can trigger or worsen psychosis.',
      'Do not drive while unwell.',
      'headspace (1800 650 890) supports young people aged 12 to 25.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'postpartum_psychosis',
    care: 'Confusion, very unusual thoughts, hearing things or extreme mood changes after having a baby can be postpartum psychosis, a medical emergency that responds well to treatment. Call 000 or go to the emergency department now. Make sure another adult is with the mother and baby at all times.',
    seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
    emergency: true,
    approach:
      'Suspected postpartum psychosis (usually within 2 weeks of birth): psychiatric emergency. Emergency department or the acute mental health team now; admission, ideally to a mother-baby unit. Ensure the safety of mother and infant; exclude organic causes (infection, thyroid, eclampsia).',
    investigations: [
      {
        name: 'FBC, UEC, calcium, glucose, TSH, CRP, urine drug screen',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 28,
      note: "A carer's certificate for the partner is often needed; recovery takes weeks to months.",
    },
    referrals: [
      ED_NOW('suspected postpartum psychosis'),
      {
        kind: 'specialist',
        to: 'Perinatal psychiatry (mother-baby unit)',
        urgency: 'immediate',
        reason: 'admission and treatment',
      },
    ],
    advice: [
      'Call 000 now. Do not leave the mother alone, or alone with the baby.',
      'PANDA (1300 726 306) can support the family.',
    ],
  },

  // ————— Alcohol and other drugs
  {
    condition: 'alcohol_use_disorder',
    care: 'Cutting down is worth it at any stage, and help works. If you drink heavily every day, do not stop suddenly without medical advice, because withdrawal can be dangerous. The National Alcohol and Other Drug Hotline (1800 250 015) can talk through options any time.',
    seekHelp:
      'you get the shakes, sweats, see things or have a fit after cutting down, or have thoughts of harming yourself: call 000',
    approach:
      'Alcohol use disorder: AUDIT and a brief intervention; assess dependence and withdrawal risk (plan supervised withdrawal for heavy daily drinkers). Thiamine. Relapse prevention with naltrexone or acamprosate, plus counselling or AOD services and mutual support. Check liver, blood count and mental health.',
    investigations: [
      { name: 'Liver function (GGT), FBC (MCV), UEC, lipids', subtype: 'pathology', when: 'at assessment' },
      { name: 'Hepatitis B and C serology', subtype: 'pathology', when: 'if risk factors' },
      { name: 'AUDIT questionnaire', subtype: 'other', when: 'at assessment' },
    ],
    medications: [
      THIAMINE,
      {
        name: 'Naltrexone',
        dose: '50 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'at least 3 to 6 months',
        cautions:
          'Blocks opioid pain relief (and causes withdrawal in anyone taking opioids); not in acute hepatitis or liver failure; nausea.',
        needsMoreInfo: 'Check liver function and that no opioids are taken; start after withdrawal.',
      },
      {
        name: 'Acamprosate',
        dose: '666 mg (2 × 333 mg tablets); 333 mg three times daily if under 60 kg',
        route: 'oral',
        frequency: 'three times daily',
        duration: 'at least 3 to 6 months',
        cautions: 'Diarrhoea; reduce the dose in kidney impairment and avoid if eGFR is below 30.',
        alternative: true,
        needsMoreInfo: 'Check kidney function; start after withdrawal.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Longer only during a supervised withdrawal.' },
    referrals: [
      GP_IN_PERSON('assessment, blood tests and a plan to cut down or stop'),
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'routine',
        reason: 'counselling, withdrawal planning and relapse prevention',
      },
    ],
    advice: [
      'National Alcohol and Other Drug Hotline: 1800 250 015 (24 hours); Alcoholics Anonymous and SMART Recovery groups are free.',
      'Do not stop suddenly if you drink heavily every day: talk to a doctor about a safe withdrawal.',
      'Australian guidelines advise no more than 10 standard drinks a week and no more than 4 on any one day.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'alcohol_withdrawal',
    care: 'Shakes, sweats, anxiety and poor sleep after stopping or cutting down heavy drinking are alcohol withdrawal, which can become dangerous. You need to be seen by a doctor today. Do not stay alone, drink plenty of water, and do not drive.',
    seekHelp:
      'you have a fit, see or hear things that are not there, become confused, or cannot stop vomiting: call 000',
    approach:
      'Alcohol withdrawal: assess severity in person (CIWA-Ar), with a history of withdrawal seizures or delirium tremens, other drugs, and medical or psychiatric illness. Severe withdrawal, previous seizures or DTs, confusion, or no support: emergency department or inpatient withdrawal. Otherwise supervised home withdrawal with a short diazepam regimen, daily review and thiamine. Watch for Wernicke encephalopathy.',
    investigations: [
      { name: 'UEC, magnesium, phosphate, glucose, liver function, FBC', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [
      { ...THIAMINE, frequency: 'three times daily during withdrawal, then once daily', duration: 'at least 1 month' },
      {
        name: 'Diazepam',
        dose: '5 to 10 mg',
        route: 'oral',
        frequency: 'up to 6-hourly on days 1 and 2, then reducing each day',
        duration: 'stop by day 5 to 7',
        cautions:
          'Sedation and breathing depression, especially with alcohol or opioids; dependence; supply small amounts, held by a support person.',
        needsMoreInfo:
          'Only for supervised home withdrawal after an in-person assessment (CIWA-Ar, no past withdrawal seizures or DTs, a support person, daily review), never while still drinking.',
      },
    ],
    certificate: { suggestedDays: 5, note: 'For the withdrawal period, usually 5 to 7 days.' },
    referrals: [
      ED_NOW('seizure, hallucinations, confusion, severe withdrawal, or past delirium tremens'),
      GP_IN_PERSON('same-day withdrawal assessment and daily review', 'urgent'),
      {
        kind: 'specialist',
        to: 'Alcohol and other drug (withdrawal) service',
        urgency: 'urgent',
        reason: 'supervised withdrawal',
      },
    ],
    advice: [
      'Have someone stay with you for the first few days; do not drive.',
      'Drink plenty of water and eat small regular meals.',
      'Call 000 for a fit, confusion, or seeing or hearing things that are not there.',
      'National Alcohol and Other Drug Hotline: 1800 250 015.',
    ],
  },
  {
    condition: 'substance_use_disorder',
    care: 'Help is available without judgement. Cutting down or stopping, even step by step, makes a difference. The National Alcohol and Other Drug Hotline (1800 250 015) can tell you about local services. Never use alone, and avoid mixing drugs or drugs with alcohol.',
    seekHelp:
      'you feel paranoid, hear voices, have chest pain, overheat, have a fit, or have thoughts of harming yourself: call 000',
    approach:
      'Substance use disorder (cannabis, methamphetamine and others): non-judgemental assessment of use, dependence, harms, mental health and risk; brief intervention and motivational interviewing; referral to AOD services for counselling (CBT, contingency management). No routine pharmacotherapy for cannabis or stimulant dependence; treat comorbid mental illness. Offer blood-borne virus testing and vaccination if injecting.',
    investigations: [
      { name: 'Hepatitis B and C, HIV serology', subtype: 'pathology', when: 'if injecting or other risk' },
      { name: 'Liver function, FBC, UEC', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Longer only as part of a treatment plan.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'routine',
        reason: 'counselling and treatment',
      },
      GP_IN_PERSON('assessment of health and mental health, and blood-borne virus testing'),
      ED_NOW('psychosis, chest pain, overheating, seizure or overdose'),
    ],
    advice: [
      'National Alcohol and Other Drug Hotline: 1800 250 015 (24 hours); Counselling Online (counsellingonline.org.au).',
      'Ice and cannabis can trigger paranoia and psychosis.',
      'Never share injecting equipment; needle and syringe programs are free.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'opioid_dependence',
    care: 'Opioid dependence is a health condition, and treatment works: medicines such as buprenorphine or methadone make life safer and more stable. Ask a GP or your local alcohol and drug service about opioid treatment. Carry naloxone, which reverses an overdose and is free from pharmacies.',
    seekHelp:
      'someone is very drowsy, cannot be woken, or has slow or noisy breathing after using opioids: give naloxone if you have it and call 000',
    approach:
      'Opioid dependence: assess use, route, other drugs (especially benzodiazepines and alcohol), overdose history, withdrawal and mental health. Offer opioid agonist treatment (buprenorphine with or without naloxone, or methadone) through an authorised prescriber, take-home naloxone, and blood-borne virus testing. Avoid prescribing benzodiazepines.',
    investigations: [
      { name: 'Hepatitis B and C, HIV serology', subtype: 'pathology', when: 'at assessment' },
      { name: 'Urine drug screen', subtype: 'pathology', when: 'before starting opioid agonist treatment' },
      { name: 'Liver function, FBC', subtype: 'pathology', when: 'at assessment' },
    ],
    medications: [
      {
        name: 'Naloxone nasal spray',
        dose: '1.8 mg (one spray into one nostril)',
        route: 'intranasal',
        frequency: 'once for a suspected overdose; repeat in the other nostril after 2 to 3 minutes if no response',
        duration: 'keep on hand; call 000 whenever it is used',
        cautions: 'Wears off before many opioids do: stay with the person and call 000; may cause sudden withdrawal.',
      },
      {
        name: 'Buprenorphine with naloxone sublingual film',
        dose: 'buprenorphine 2 to 8 mg on day 1, adjusted to 12 to 24 mg daily',
        route: 'sublingual',
        frequency: 'once daily (supervised dosing at first)',
        duration: 'long term (months to years)',
        cautions:
          'Starting too soon after full agonists causes sudden withdrawal; sedation and overdose risk with benzodiazepines or alcohol.',
        needsMoreInfo:
          'Needs an in-person assessment, a prescriber authorised under state opioid treatment rules, and the timing of the last opioid use.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Longer only during stabilisation or withdrawal.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service or opioid treatment prescriber',
        urgency: 'urgent',
        reason: 'opioid agonist treatment',
      },
      GP_IN_PERSON('assessment, naloxone and blood-borne virus testing'),
      ED_NOW('overdose, drowsiness or slowed breathing'),
    ],
    advice: [
      'Carry naloxone and make sure people around you know how to use it; it is free from pharmacies.',
      'Never use alone, and do not mix opioids with alcohol, sleeping tablets or benzodiazepines.',
      'After a break in use, tolerance drops: the usual amount can be fatal.',
      'National Alcohol and Other Drug Hotline: 1800 250 015.',
    ],
  },

  {
    condition: 'tobacco_dependence',
    care: 'Quitting is the best thing you can do for your health, and combining support with medicine more than doubles your chances. Call Quitline on 13 7848, or use the My QuitBuddy app. Nicotine patches with gum, lozenges or a spray are available from pharmacies, and a doctor can prescribe varenicline.',
    seekHelp:
      'you feel low, agitated or have thoughts of harming yourself while using a quit-smoking medicine (stop it and call Lifeline on 13 11 14)',
    approach:
      'Tobacco or nicotine dependence (Ask, Advise, Help): assess dependence (time to first cigarette, cigarettes a day) and offer combination NRT (patch plus a fast-acting form) or varenicline, with Quitline referral and a quit date; bupropion as an alternative. Review at 1 to 2 weeks. Nicotine vaping products are a second-line option for people who have not quit with first-line treatment.',
    investigations: [],
    medications: [
      {
        name: 'Varenicline',
        dose: '0.5 mg once daily for 3 days, 0.5 mg twice daily for 4 days, then 1 mg twice daily',
        route: 'oral',
        frequency: 'twice daily after the first 3 days, with food',
        duration: '12 weeks (a further 12 weeks if quit, to prevent relapse)',
        cautions:
          'Nausea, vivid dreams and insomnia; watch for mood change or suicidal thoughts; reduce the dose if eGFR is below 30.',
        needsMoreInfo:
          'Ask about pregnancy, kidney disease and mental illness; set a quit date 1 to 2 weeks after starting.',
      },
      {
        name: 'Nicotine patch (24-hour)',
        dose: '21 mg/24 hours (14 mg/24 hours if under 10 cigarettes a day)',
        route: 'transdermal',
        frequency: 'one patch daily, on a new site each day',
        duration: '8 to 12 weeks, stepping down the strength',
        cautions:
          'Skin irritation and vivid dreams (remove the patch at night if troublesome); use with a fast-acting form (gum, lozenge, spray) for cravings.',
        alternative: true,
      },
      {
        name: 'Bupropion (modified-release)',
        dose: '150 mg once daily for 3 days, then 150 mg twice daily',
        route: 'oral',
        frequency: 'twice daily (at least 8 hours apart) after the first 3 days',
        duration: '7 to 9 weeks',
        cautions:
          'Lowers the seizure threshold (not with epilepsy, eating disorders or alcohol withdrawal); insomnia; many interactions.',
        alternative: true,
        needsMoreInfo: 'Check for seizures, eating disorders, bipolar disorder and interacting medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Quitline (13 7848)',
        urgency: 'routine',
        reason: 'free counselling and follow-up calls',
      },
      GP_IN_PERSON('review 1 to 2 weeks after the quit date'),
    ],
    advice: [
      'Quitline 13 7848 and the My QuitBuddy app are free.',
      'Set a quit date, remove cigarettes and lighters, and plan for trigger times such as after meals or with alcohol.',
      'Cravings pass within a few minutes; use a fast-acting nicotine product, drink water or go for a walk.',
      'A slip is not a failure: keep going with the plan.',
    ],
  },
  {
    condition: 'gambling_disorder',
    care: 'Gambling problems are common and help works. Gambling Help Online and the National Gambling Helpline (1800 858 858) are free and confidential, any time. You can block yourself from online betting through BetStop, and ask a trusted person to help manage money for now.',
    seekHelp:
      'you have thoughts of ending your life (call Lifeline on 13 11 14, or 000 if you are in danger), or you are in financial crisis (National Debt Helpline 1800 007 007)',
    approach:
      'Gambling disorder: ask about suicide risk (high with gambling debts), mood, alcohol and family impact. Refer to gambling help services for CBT and financial counselling; self-exclusion (BetStop, venue exclusion). Treat comorbid depression or anxiety.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gambling help service (1800 858 858)',
        urgency: 'routine',
        reason: 'counselling (CBT) and financial counselling',
      },
      GP_IN_PERSON('mood and suicide risk assessment, Mental Health Treatment Plan if needed'),
    ],
    advice: [
      'National Gambling Helpline 1800 858 858 and gamblinghelponline.org.au (24 hours, free).',
      'BetStop (betstop.gov.au) lets you block all licensed online betting in one step.',
      'National Debt Helpline 1800 007 007 for free financial counselling.',
      CRISIS_LINE,
    ],
  },

  // ————— Eating disorders
  {
    condition: 'anorexia_nervosa',
    care: 'Eating very little and losing a lot of weight can seriously affect the heart and body, even when you feel well. You need a medical check soon, including your heart rate, blood pressure and blood tests. The Butterfly Foundation (1800 33 4673) offers support and information.',
    seekHelp:
      'you faint, have chest pain or a racing or very slow heartbeat, feel confused, or have thoughts of harming yourself: call 000',
    approach:
      'Suspected anorexia nervosa: assess medical risk (heart rate, lying and standing blood pressure, temperature, BMI and rate of weight loss, ECG, electrolytes including phosphate and magnesium, glucose); admit for bradycardia below 50, hypotension, postural changes, hypothermia, electrolyte disturbance or very low or falling BMI. Eating Disorder Treatment and Management Plan (Medicare-funded psychology and dietetics); family-based treatment for adolescents; specialist eating disorder service.',
    investigations: [
      {
        name: 'UEC, magnesium, phosphate, glucose, liver function, FBC',
        subtype: 'pathology',
        when: 'at assessment, and often during refeeding',
      },
      { name: '12-lead ECG', subtype: 'other', when: 'at assessment' },
      {
        name: 'Heart rate, lying and standing blood pressure, temperature, weight and height',
        subtype: 'other',
        when: 'in person, at assessment',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 3,
      note: 'Depends on medical stability; school or work may need to pause during treatment.',
    },
    referrals: [
      GP_IN_PERSON('medical risk assessment and Eating Disorder Treatment and Management Plan', 'urgent'),
      {
        kind: 'specialist',
        to: 'Eating disorder service (or paediatrician for young people)',
        urgency: 'urgent',
        reason: 'specialist eating disorder treatment',
      },
      ED_NOW('fainting, chest pain, heart rate below 50, confusion, or very low or rapidly falling weight'),
    ],
    advice: [
      'Butterfly National Helpline: 1800 33 4673 (ED HOPE).',
      'Medical checks are important even if you feel well.',
      'Family and friends can get support and guidance from Butterfly too.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'bulimia_nervosa',
    care: 'Cycles of bingeing and getting rid of food (vomiting, laxatives or over-exercising) are common and treatable with specialised therapy. Vomiting can lower potassium and affect the heart, so a blood test and heart check are needed. The Butterfly Foundation (1800 33 4673) can help.',
    seekHelp:
      'you faint, have palpitations or chest pain, vomit blood, feel very weak, or have thoughts of harming yourself: call 000',
    approach:
      'Bulimia nervosa: check electrolytes (potassium) and ECG, and assess suicide risk and self-harm. CBT for eating disorders (CBT-ED) through an Eating Disorder Treatment and Management Plan; high-dose fluoxetine as an adjunct. Dental review.',
    investigations: [
      { name: 'UEC (potassium), magnesium, phosphate, glucose', subtype: 'pathology', when: 'at assessment' },
      { name: '12-lead ECG', subtype: 'other', when: 'if potassium is low or palpitations' },
    ],
    medications: [
      {
        name: 'Fluoxetine',
        dose: '20 mg, increased to 60 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: 'at least 6 to 12 months',
        cautions:
          'Nausea, agitation, insomnia; suicidal thoughts can increase under 25; many interactions (long half-life).',
        needsMoreInfo: 'As an adjunct to psychological therapy; check potassium, ECG and suicide risk first.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Depends on medical stability and treatment.' },
    referrals: [
      GP_IN_PERSON('medical assessment and Eating Disorder Treatment and Management Plan', 'urgent'),
      {
        kind: 'specialist',
        to: 'Psychologist or eating disorder service (CBT-ED)',
        urgency: 'routine',
        reason: 'eating disorder treatment',
      },
      ED_NOW('fainting, palpitations, chest pain or very low potassium'),
    ],
    advice: [
      'Butterfly National Helpline: 1800 33 4673.',
      'Rinse your mouth with water after vomiting and wait an hour before brushing to protect your teeth.',
      'Regular meals and snacks reduce the urge to binge.',
      CRISIS_LINE,
    ],
  },
  {
    condition: 'binge_eating_disorder',
    care: 'Regular episodes of eating a lot while feeling out of control are common and treatable. Regular meals (not skipping or strict dieting) and a psychologist trained in eating disorders help. The Butterfly Foundation (1800 33 4673) has support.',
    seekHelp: 'you feel hopeless or have thoughts of harming yourself (Lifeline 13 11 14)',
    approach:
      'Binge eating disorder: CBT for eating disorders (guided self-help or individual) through an Eating Disorder Treatment and Management Plan; regular eating rather than restrictive dieting; screen for depression, diabetes, blood pressure and lipids.',
    investigations: [{ name: 'HbA1c, lipids, liver function', subtype: 'pathology', when: 'at assessment' }],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist or eating disorder service (CBT-ED)',
        urgency: 'routine',
        reason: 'binge eating disorder',
      },
      GP_IN_PERSON('Eating Disorder Treatment and Management Plan and physical health check'),
    ],
    advice: [
      'Eat three meals and two to three snacks a day; strict dieting makes bingeing more likely.',
      'Butterfly National Helpline: 1800 33 4673.',
      SUPPORT_LINES,
    ],
  },

  // ————— Neurodevelopment and personality
  {
    condition: 'adhd',
    care: 'Ongoing trouble with attention, restlessness or impulsivity at home and at school or work can be ADHD. A diagnosis needs a full assessment by a paediatrician or psychiatrist; a GP can arrange the referral. Routines, clear instructions and support at school help while you wait.',
    seekHelp: 'there is self-harm, thoughts of suicide, or behaviour that puts the child or others at risk',
    approach:
      'Possible ADHD: history from several settings (parent and teacher rating scales), hearing and vision checks, and screening for learning, sleep, anxiety and mood problems; refer for diagnostic assessment (paediatrician for children, psychiatrist for adults). Stimulant medicines are started by the specialist under state rules; parenting programs and school supports.',
    investigations: [
      { name: 'Hearing and vision tests', subtype: 'other', when: 'before referral' },
      { name: 'Parent and teacher rating scales (e.g. Conners, SNAP-IV)', subtype: 'other', when: 'before referral' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not usually needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatrician (children) or psychiatrist (adults)',
        urgency: 'routine',
        reason: 'ADHD assessment and treatment',
      },
      GP_IN_PERSON('hearing and vision checks and referral'),
    ],
    advice: [
      'Routines, short clear instructions, and breaking tasks into small steps help.',
      'Talk with the school about learning supports.',
      'Raising Children Network (raisingchildren.net.au) has practical guidance for families.',
    ],
    childhood: true,
  },
  {
    condition: 'autism',
    care: 'Differences in social communication, play and behaviour can be signs of autism. Early assessment and support make a real difference. A GP can check hearing and development and refer for a full assessment.',
    seekHelp: 'your child loses skills they had (such as words), stops eating or drinking, or has fits',
    approach:
      'Possible autism: developmental history, hearing test, and referral to a paediatrician or multidisciplinary team for diagnostic assessment; early intervention (speech pathology, occupational therapy) can start before diagnosis through the NDIS early childhood approach. Regression of skills needs prompt review.',
    investigations: [{ name: 'Audiology (hearing test)', subtype: 'other', when: 'before referral' }],
    medications: [],
    certificate: { suggestedDays: 1, note: "Not usually needed; a carer's certificate for appointments if requested." },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatrician or multidisciplinary autism assessment team',
        urgency: 'routine',
        reason: 'autism assessment',
      },
      {
        kind: 'specialist',
        to: 'Speech pathologist and occupational therapist',
        urgency: 'routine',
        reason: 'early intervention',
      },
    ],
    advice: [
      'You do not need a diagnosis to get early support: ask about the NDIS early childhood approach.',
      'Raising Children Network (raisingchildren.net.au) and Autism Awareness Australia have reliable information.',
    ],
    childhood: true,
  },
  {
    condition: 'borderline_personality_disorder',
    care: 'Intense emotions, fear of being left, and stormy relationships can be very painful, and specific therapies help a great deal. A GP can refer you to a psychologist or mental health service. Lifeline (13 11 14) is there in a crisis.',
    seekHelp: 'you have harmed yourself, feel you might, or have thoughts of suicide: call 000 or Lifeline on 13 11 14',
    approach:
      'Possible borderline personality disorder: validate, assess risk, and agree on a crisis plan; refer for structured psychological therapy (DBT, mentalisation-based therapy). Avoid polypharmacy and benzodiazepines; medicines only for comorbid conditions; prescribe small quantities. Consistent follow-up with one GP.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Short absences in a crisis; longer as part of a treatment plan.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Psychologist or public mental health service (DBT program)',
        urgency: 'routine',
        reason: 'structured psychological therapy',
      },
      GP_IN_PERSON('crisis plan and regular review'),
      ED_NOW('self-harm needing care, overdose or high suicide risk'),
    ],
    advice: [
      'Write a crisis plan: warning signs, things that help, people to call and services (Lifeline 13 11 14).',
      'SANE Australia (1800 187 263) has information and peer support.',
      CRISIS_LINE,
    ],
  },
];
