import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';

/*
 * Management of urinary and kidney, sexual and reproductive health and pregnancy conditions, keyed by the
 * diagnosis package's condition id. Doses are adult doses from Therapeutic Guidelines, the Australian
 * Medicines Handbook and the ASHM Australian STI Management Guidelines; pregnancy care follows RANZCOG
 * and the Australian Pregnancy Care Guidelines.
 */

const AMOXICILLIN_CLAVULANATE: Medication = {
  name: 'Amoxicillin with clavulanic acid',
  dose: '875 mg + 125 mg',
  route: 'oral',
  frequency: '12-hourly with food',
  duration: '10 days',
  cautions: 'Not with penicillin allergy; diarrhoea and thrush are common; cholestatic hepatitis is rare.',
};

const CEFALEXIN: Medication = {
  name: 'Cefalexin',
  dose: '500 mg',
  route: 'oral',
  frequency: '6-hourly',
  duration: '10 days',
  cautions:
    'Not with immediate (anaphylactic) penicillin or cephalosporin allergy; diarrhoea; safe in pregnancy and breastfeeding.',
};

const DOXYCYCLINE_STI: Medication = {
  name: 'Doxycycline',
  dose: '100 mg',
  route: 'oral',
  frequency: '12-hourly',
  duration: '7 days',
  cautions:
    'Not in pregnancy, breastfeeding or children under 8; take with a full glass of water, sitting upright and not at bedtime; photosensitivity.',
};

const AZITHROMYCIN_1G: Medication = {
  name: 'Azithromycin',
  dose: '1 g',
  route: 'oral',
  frequency: 'once',
  duration: 'single dose',
  cautions: 'Nausea and diarrhoea; QT prolongation with other QT-prolonging medicines.',
};

const CEFTRIAXONE_IM: Medication = {
  name: 'Ceftriaxone',
  dose: '500 mg (in 2 mL of 1% lidocaine)',
  route: 'intramuscular injection',
  frequency: 'once',
  duration: 'single dose',
  cautions: 'Not with a severe (anaphylactic) cephalosporin or penicillin allergy; given in person at a clinic.',
  needsMoreInfo: 'Given in person (GP or sexual health clinic): confirm no severe beta-lactam allergy.',
};

const METRONIDAZOLE_7D: Medication = {
  name: 'Metronidazole',
  dose: '400 mg',
  route: 'oral',
  frequency: '12-hourly with food',
  duration: '7 days',
  cautions:
    'Metallic taste and nausea; avoid alcohol during treatment and for 24 hours after; interacts with warfarin; safe in pregnancy and breastfeeding at this dose.',
};

const NAPROXEN_PERIOD: Medication = {
  name: 'Naproxen',
  dose: '500 mg at first, then 250 mg',
  route: 'oral',
  frequency: 'every 6 to 8 hours with food (maximum 1250 mg on the first day, 1000 mg a day after)',
  duration: 'from the start of the period for 2 to 3 days',
  cautions: 'Avoid with peptic ulcer, kidney impairment, NSAID-sensitive asthma, anticoagulants and in pregnancy.',
};

const TRANEXAMIC_ACID: Medication = {
  name: 'Tranexamic acid',
  dose: '1 g',
  route: 'oral',
  frequency: '3 to 4 times a day',
  duration: 'up to 4 days during each heavy period',
  cautions:
    'Not with active or previous venous thromboembolism; reduce the dose in kidney impairment; caution with the combined pill.',
};

const COMBINED_PILL: Medication = {
  name: 'Ethinylestradiol with levonorgestrel (combined oral contraceptive)',
  dose: '30 micrograms + 150 micrograms',
  route: 'oral',
  frequency: 'once daily (can be taken continuously, skipping the inactive tablets)',
  duration: 'ongoing, review at 3 months',
  cautions:
    'Not with migraine with aura, previous venous thromboembolism, smoking over 35, uncontrolled hypertension, breast cancer or liver disease; raises the risk of blood clots.',
  needsMoreInfo: 'Check blood pressure, migraine with aura, clotting history, smoking and age before prescribing.',
};

const ESTRIOL_VAGINAL: Medication = {
  name: 'Estriol 1 mg/g vaginal cream',
  dose: '0.5 g (0.5 mg)',
  route: 'vaginal',
  frequency: 'at night for 2 to 3 weeks, then twice a week',
  duration: 'ongoing while it helps',
  cautions:
    'Local irritation; any postmenopausal bleeding must be investigated first; discuss with the oncologist after breast cancer.',
  needsMoreInfo: 'Postmenopausal women only; confirm any vaginal bleeding has been investigated.',
};

const EMERGENCY_DEPARTMENT = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Emergency department',
  urgency: 'immediate',
  reason,
});
const BIRTH_SUITE = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Birth suite or maternity assessment unit (or the emergency department)',
  urgency: 'immediate',
  reason,
});
const SEXUAL_HEALTH = (reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to: 'Sexual health clinic (or GP in person)',
  urgency,
  reason,
});

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const URINARY_AND_REPRODUCTIVE: ConditionManagement[] = [
  {
    condition: 'cystitis',
    care: 'Drink plenty of water, use paracetamol for pain, and a urinary alkaliniser from the pharmacy can ease the burning. Antibiotics from a doctor usually clear it within 2 to 3 days.',
    seekHelp:
      'you develop a fever, shivers, pain in your back or side, vomiting, blood in your urine that does not settle, or you might be pregnant',
    approach:
      'Uncomplicated cystitis in a non-pregnant woman: a 3-day course of trimethoprim (or cefalexin or nitrofurantoin) without a urine culture. Men, pregnancy, recurrence, treatment failure or upper-tract features need a urine culture and a longer or different course.',
    investigations: [
      {
        name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)',
        subtype: 'pathology',
        when: 'men, pregnancy, recurrence, failed treatment, or upper-tract features',
      },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
    ],
    // Therapeutic Guidelines (cystitis): 3 days for women (5 for cefalexin and nitrofurantoin), 7 days for men;
    // 14 days is for suspected acute prostatitis, which is managed as its own condition.
    medications: [
      {
        name: 'Trimethoprim',
        dose: '300 mg',
        route: 'oral',
        frequency: 'once daily at night',
        duration: '3 days (women); 7 days (men)',
        cautions:
          'Avoid in the first trimester of pregnancy and with methotrexate; raises potassium; check resistance if recently used.',
        needsMoreInfo: 'Confirm the patient is not pregnant and has not had trimethoprim in the last 3 months.',
      },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days (women); 7 days (men)',
        cautions: 'Avoid with immediate (anaphylactic) penicillin allergy; safe in pregnancy.',
        alternative: true,
      },
      {
        name: 'Nitrofurantoin',
        dose: '100 mg',
        route: 'oral',
        frequency: '6-hourly with food',
        duration: '5 days (women); 7 days (men)',
        cautions:
          'Not if eGFR is below 30 or at term in pregnancy; not for upper urinary tract infection; may colour urine brown.',
        alternative: true,
      },
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days; longer only with upper urinary tract infection.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason:
          'recurrent infections (3 or more a year), haematuria that persists after treatment, or any infection in a man',
      },
      {
        kind: 'emergency',
        to: 'Emergency department',
        urgency: 'immediate',
        reason: 'fever with rigors, vomiting or loin pain (pyelonephritis or urosepsis)',
      },
    ],
    advice: [
      'Drink plenty of fluids and pass urine whenever you feel the need.',
      'Take the whole course of antibiotics even if you feel better sooner.',
      'Pass urine after sex; cranberry products have little evidence for treating an infection.',
      'See a doctor urgently for fever, shivers, back or side pain, or vomiting: the infection may have reached the kidneys.',
    ],
  },
  {
    condition: 'pyelonephritis',
    care: 'This needs a doctor today for a urine test and antibiotics. Drink plenty of fluids and take paracetamol for pain and fever.',
    seekHelp:
      'you keep vomiting and cannot keep fluids or tablets down, have shaking chills, feel faint, drowsy or confused, or are not clearly better within 48 hours of starting antibiotics',
    approach:
      'Acute pyelonephritis: urine culture before antibiotics. A well, non-pregnant adult who can take tablets: oral amoxicillin+clavulanate or cefalexin for 10 days (ciprofloxacin only for resistant organisms), review at 48 hours with the culture. Vomiting, sepsis, pregnancy, obstruction or failure of oral treatment: hospital for intravenous gentamicin plus amoxicillin (or ceftriaxone).',
    investigations: [
      {
        name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)',
        subtype: 'pathology',
        when: 'now, before the first antibiotic dose',
      },
      {
        name: 'FBC, UEC and CRP',
        subtype: 'pathology',
        when: 'today if unwell, older, diabetic or with kidney disease',
      },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
      {
        name: 'Ultrasound of the kidneys and bladder',
        subtype: 'imaging',
        when: 'men, recurrent infection, suspected stone or obstruction, or no improvement after 48 to 72 hours',
      },
    ],
    medications: [
      {
        ...AMOXICILLIN_CLAVULANATE,
        needsMoreInfo: 'Confirm no penicillin allergy, not pregnant, and able to take tablets (mild illness).',
      },
      { ...CEFALEXIN, alternative: true },
      {
        name: 'Ciprofloxacin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '7 days',
        cautions:
          'Reserve for resistant organisms or beta-lactam allergy; tendon rupture, QT prolongation, C. difficile; not in pregnancy.',
        alternative: true,
        needsMoreInfo:
          'Only when the culture shows resistance to first-line options, or with a severe beta-lactam allergy.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 3, note: 'Usually 3 to 5 days; longer after a hospital admission.' },
    referrals: [
      EMERGENCY_DEPARTMENT(
        'vomiting, rigors, low blood pressure, confusion, pregnancy, or no improvement on oral antibiotics (possible urosepsis)',
      ),
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'urgent',
        reason: 'review within 48 hours with the culture result',
      },
    ],
    advice: [
      'Take the antibiotics for the whole course, drink plenty of fluids and rest.',
      'You should feel better within 48 hours; if not, see a doctor again.',
      'Go to the emergency department if you cannot keep fluids down, have shaking chills, or feel faint or confused.',
    ],
  },
  {
    condition: 'acute_prostatitis',
    care: 'This needs a doctor today: a urine test and a 2-week course of antibiotics. Drink plenty of fluids and use paracetamol or ibuprofen for pain.',
    seekHelp:
      'you cannot pass urine, have shaking chills, feel faint or confused, or are not improving within 48 hours of antibiotics',
    approach:
      'Acute bacterial prostatitis: urine culture (and first-void urine NAAT for chlamydia and gonorrhoea if under 35 or at risk), then 14 days of trimethoprim+sulfamethoxazole or amoxicillin+clavulanate (ciprofloxacin for resistance or allergy). Avoid prostate massage and do not test PSA during the infection. Hospital for sepsis or retention; ultrasound if not settling (prostatic abscess).',
    investigations: [
      {
        name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)',
        subtype: 'pathology',
        when: 'now, before antibiotics',
      },
      {
        name: 'First-void urine NAAT for chlamydia and gonorrhoea',
        subtype: 'pathology',
        when: 'under 35 or with sexual risk',
      },
      { name: 'FBC, UEC and CRP', subtype: 'pathology', when: 'today' },
      {
        name: 'Bladder scan or ultrasound of the bladder and prostate',
        subtype: 'imaging',
        when: 'if voiding is difficult or not improving after 48 hours (retention or abscess)',
      },
    ],
    medications: [
      {
        name: 'Trimethoprim with sulfamethoxazole',
        dose: '160 mg + 800 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '14 days',
        cautions:
          'Not with sulfonamide allergy; raises potassium; rare severe skin reactions; interacts with warfarin and methotrexate; reduce in kidney impairment.',
        needsMoreInfo: 'Check kidney function, sulfonamide allergy and interacting medicines.',
      },
      { ...AMOXICILLIN_CLAVULANATE, duration: '14 days', alternative: true },
      {
        name: 'Ciprofloxacin',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '14 days',
        cautions: 'Tendon rupture, QT prolongation, C. difficile; reserve for resistance or allergy.',
        alternative: true,
      },
      { ...IBUPROFEN, alternative: true },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 5, note: 'Usually 3 to 7 days.' },
    referrals: [
      EMERGENCY_DEPARTMENT('sepsis, inability to pass urine, or unable to take tablets'),
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason: 'recurrent prostatitis, abscess, or persisting symptoms after treatment',
      },
    ],
    advice: [
      'Take the full 2-week course of antibiotics.',
      'Drink plenty of fluids; passing urine may be uncomfortable for a few days.',
      'If you cannot pass urine at all, go to the emergency department.',
    ],
  },
  {
    condition: 'renal_colic',
    care: 'Pain relief comes first: an anti-inflammatory such as ibuprofen works best for stone pain, with paracetamol. A doctor today needs to test your urine and arrange a scan. Go to hospital if the pain is not controlled.',
    seekHelp:
      'you develop a fever or shivers (an infected, blocked kidney is an emergency), the pain is not controlled by tablets, you keep vomiting, you pass little or no urine, or you have only one kidney',
    approach:
      'Suspected ureteric colic: NSAID analgesia, urinalysis for blood and infection, and low-dose non-contrast CT of the kidneys, ureters and bladder (ultrasound in pregnancy and the young). Stones up to 5 mm usually pass; tamsulosin helps distal stones of 5 to 10 mm. Emergency department for fever (an obstructed infected kidney needs urgent drainage), uncontrolled pain, acute kidney injury, a single kidney or anuria. In an older person with a first episode, consider an abdominal aortic aneurysm.',
    investigations: [
      { name: 'Urinalysis and MSU microscopy, culture and sensitivities', subtype: 'pathology', when: 'now' },
      {
        name: 'Low-dose non-contrast CT of the kidneys, ureters and bladder (CT KUB)',
        subtype: 'imaging',
        when: 'within 24 hours (ultrasound instead if pregnant)',
      },
      { name: 'UEC, FBC, calcium and urate', subtype: 'pathology', when: 'today' },
      { name: 'Stone analysis', subtype: 'pathology', when: 'if the stone is passed (strain the urine)' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: 'every 6 to 8 hours with food',
        duration: 'while the pain lasts, up to 7 days',
        needsMoreInfo: 'Check kidney function is normal, no peptic ulcer or bleeding, and not pregnant.',
      },
      PARACETAMOL,
      {
        name: 'Tamsulosin',
        dose: '400 micrograms',
        route: 'oral (modified-release)',
        frequency: 'once daily',
        duration: 'until the stone passes, up to 4 weeks',
        cautions:
          'Dizziness and low blood pressure on standing; retrograde ejaculation; tell the eye surgeon before cataract surgery.',
        needsMoreInfo: 'Only for a distal ureteric stone of 5 to 10 mm confirmed on imaging.',
      },
      {
        name: 'Ondansetron',
        dose: '4 to 8 mg',
        route: 'oral (wafer or tablet)',
        frequency: 'every 8 hours when required',
        duration: 'up to 2 days',
        cautions: 'Constipation, headache; QT prolongation.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days, until the stone passes or the pain settles.' },
    referrals: [
      EMERGENCY_DEPARTMENT(
        'fever with a stone, uncontrolled pain, persistent vomiting, anuria, a single kidney, or kidney impairment',
      ),
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'urgent',
        reason: 'stone larger than 5 to 10 mm, or not passed within 4 weeks',
      },
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'prevention after a recurrent stone (diet, fluids, metabolic tests)',
      },
    ],
    advice: [
      'Drink enough to keep your urine pale, and strain your urine to catch the stone for testing.',
      'Most small stones pass on their own within a few weeks.',
      'A fever with kidney stone pain is an emergency: go to hospital straight away.',
      'To prevent more stones: drink 2.5 to 3 litres a day, limit salt and animal protein, and keep normal calcium in your diet.',
    ],
  },
  {
    condition: 'acute_urinary_retention',
    care: 'You need a catheter to drain your bladder: please go to the emergency department now, or call 000 if you cannot get there. Do not drink large amounts while you wait.',
    seekHelp:
      'you cannot pass any urine, have severe lower tummy pain, fever or confusion, or new numbness around your bottom or weak legs: go to the emergency department or call 000',
    emergency: true,
    approach:
      'Acute painful retention: urethral catheterisation in the emergency department with measurement of the residual volume, then the cause: prostatic enlargement, constipation, anticholinergic or opioid medicines, infection, clot, or cauda equina syndrome (check perineal sensation). An alpha blocker is started before a trial without catheter.',
    investigations: [
      { name: 'Bladder scan and catheter residual volume', subtype: 'other', when: 'in the emergency department' },
      { name: 'Urinalysis, MSU MCS, UEC and FBC', subtype: 'pathology', when: 'in the emergency department' },
      {
        name: 'Neurological examination including perineal sensation',
        subtype: 'other',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days, depending on the cause and catheter.' },
    referrals: [
      EMERGENCY_DEPARTMENT('acute urinary retention needing catheterisation'),
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'urgent',
        reason: 'trial without catheter and treatment of the cause',
      },
    ],
    advice: [
      'Go to the emergency department now; a catheter gives immediate relief.',
      'Call 000 if you also have numbness around your bottom or genitals, or weakness in your legs.',
      'Tell the doctors about all your medicines, including cold and flu tablets.',
    ],
  },
  {
    condition: 'acute_kidney_injury',
    care: 'Your kidneys may be working less well than usual, and this needs blood tests today. Go to the emergency department now, or call 000 if you are passing almost no urine, are breathless or confused. Until a doctor has reviewed you, sip fluids regularly if you are not fluid-overloaded, and pause these medicines: water tablets (diuretics), blood pressure tablets ending in "-pril" or "-sartan", anti-inflammatory painkillers (ibuprofen, naproxen, diclofenac), and metformin.',
    seekHelp:
      'you pass little or no urine for 12 hours, become breathless, confused or very drowsy, or have palpitations: call 000',
    emergency: true,
    approach:
      'Suspected acute kidney injury (KDIGO: creatinine up by 50% or more within 7 days, or oliguria): emergency department for UEC, potassium, blood gas, urinalysis and a bladder scan; assess volume status; stop nephrotoxic and "sick day" medicines (SADMANS: sulfonylureas, ACE inhibitors, diuretics, metformin, ARBs, NSAIDs, SGLT2 inhibitors); fluids for pre-renal injury, catheter for obstruction, renal tract ultrasound within 24 hours if the cause is unclear; treat hyperkalaemia, acidosis and pulmonary oedema; nephrology for intrinsic disease or failure to improve.',
    investigations: [
      {
        name: 'UEC (creatinine, urea, potassium) compared with a previous result, and a blood gas',
        subtype: 'pathology',
        when: 'today, in hospital',
      },
      {
        name: 'Urinalysis (dipstick for blood and protein) and urine albumin to creatinine ratio',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'Bladder scan', subtype: 'other', when: 'today (retention)' },
      {
        name: 'Renal tract ultrasound',
        subtype: 'imaging',
        when: 'within 24 hours when obstruction is possible or the cause is unclear',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: 'Usually a few days to a week, until the kidney tests are recovering; longer after an admission.',
    },
    referrals: [
      EMERGENCY_DEPARTMENT('suspected acute kidney injury: UEC, potassium, fluids and the cause'),
      {
        kind: 'specialist',
        to: 'Nephrologist',
        urgency: 'urgent',
        reason: 'intrinsic kidney disease (blood and protein in the urine), no improvement, or severe injury',
      },
      {
        kind: 'gp',
        to: 'General practitioner',
        urgency: 'urgent',
        reason: 'repeat kidney tests and review of medicines before restarting them',
      },
    ],
    advice: [
      'Do not restart paused medicines until your doctor says the kidney tests have recovered.',
      'Ask your GP for a "sick day" plan: which tablets to pause when you have vomiting, diarrhoea or a fever and cannot drink.',
      'Avoid anti-inflammatory painkillers (ibuprofen, naproxen, diclofenac); paracetamol is the safer choice for your kidneys.',
      'A kidney injury can leave the kidneys weaker: have your kidney function checked again in the months after.',
    ],
  },
  {
    condition: 'blocked_catheter',
    care: 'First check the tubing: make sure it is not kinked, twisted or pinched, the bag is below the level of the bladder and not overfull, and the leg straps are not pulling. Change position or walk about. If urine still does not drain within 30 minutes and the lower tummy is full or sore, the catheter needs flushing or changing today: call the community or district nurse, your GP, or go to the emergency department.',
    seekHelp:
      'no urine drains despite checking the tubing, the lower tummy becomes very painful or swollen, or a fever, shivering, confusion or blood clots appear: go to the emergency department or call 000',
    approach:
      'Blocked indwelling urethral or suprapubic catheter (no drainage, distended bladder, bypassing): exclude a kinked tube or overfull bag, bladder scan, then change the catheter (preferred to a washout when encrusted) or a bladder washout with sterile saline; record the catheter history; urinalysis and culture only with symptoms of infection (bacteriuria is universal). Recurrent blockage: more frequent planned changes, fluid intake, a larger or silicone catheter, urology review for stones or a citric acid maintenance solution.',
    investigations: [
      { name: 'Bladder scan', subtype: 'other', when: 'when the catheter is not draining' },
      {
        name: 'Catheter urine MCS',
        subtype: 'pathology',
        when: 'only with fever, rigors, confusion or flank pain (taken from a new catheter)',
      },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 1,
      note: 'Usually a carer’s certificate for the day of the catheter change.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'Community (district) nurse or general practitioner',
        urgency: 'urgent',
        reason: 'catheter change or washout today',
      },
      EMERGENCY_DEPARTMENT('no drainage after a catheter change or when no nurse is available, or fever and confusion'),
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason: 'recurrent blockage, bladder stones or haematuria',
      },
    ],
    advice: [
      'Drink enough that the urine stays pale, unless a doctor has told you to limit fluids.',
      'Keep the drainage bag below the bladder and the tubing free of kinks; empty the bag when it is two-thirds full.',
      'Keep a record of when the catheter was last changed, and plan changes before it usually blocks.',
    ],
  },
  {
    condition: 'bph',
    care: 'Cut down on drinks in the 2 hours before bed, limit caffeine and alcohol, and try double voiding (wait a moment and go again). A doctor can examine your prostate, test your urine and kidneys, and discuss medicine that relaxes the prostate.',
    seekHelp:
      'you cannot pass urine at all, see blood in your urine, develop a fever or pain, or your symptoms get quickly worse',
    approach:
      'Lower urinary tract symptoms from an enlarged prostate: symptom score (IPSS), frequency-volume chart, urinalysis, UEC, digital rectal examination and, after discussing benefits and harms, PSA; review medicines (anticholinergics, diuretics, decongestants). Lifestyle measures; tamsulosin for bothersome symptoms, adding finasteride for a large prostate. Refer to urology for retention, raised PSA, abnormal examination, haematuria, recurrent infection, kidney impairment or failed treatment.',
    investigations: [
      { name: 'Urinalysis', subtype: 'pathology', when: 'now' },
      { name: 'UEC (kidney function)', subtype: 'pathology', when: 'baseline' },
      { name: 'PSA', subtype: 'pathology', when: 'after discussing benefits and harms of testing' },
      { name: 'Frequency-volume chart (bladder diary)', subtype: 'other', when: 'over 3 days' },
      {
        name: 'Post-void residual ultrasound',
        subtype: 'imaging',
        when: 'if incomplete emptying or retention is suspected',
      },
    ],
    medications: [
      {
        name: 'Tamsulosin',
        dose: '400 micrograms',
        route: 'oral (modified-release)',
        frequency: 'once daily',
        duration: 'ongoing; review at 4 to 6 weeks',
        cautions:
          'Dizziness and low blood pressure on standing (take the first dose at night); retrograde ejaculation; tell the eye surgeon before cataract surgery.',
      },
      {
        name: 'Finasteride',
        dose: '5 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'at least 6 months, then ongoing',
        cautions:
          'Takes 3 to 6 months to work; halves the PSA level; reduced libido and erectile problems; pregnant women should not handle crushed tablets.',
        alternative: true,
        needsMoreInfo: 'Added for a large prostate (enlarged on examination, or PSA above about 1.5).',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for tests or appointments.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason:
          'raised PSA, abnormal prostate examination, haematuria, retention, recurrent infection, or symptoms not controlled by medicine',
      },
      EMERGENCY_DEPARTMENT('unable to pass urine (acute retention)'),
    ],
    advice: [
      'Reduce drinks in the evening, and cut down caffeine and alcohol.',
      'Avoid cold and flu tablets containing decongestants, which can stop you passing urine.',
      'If you suddenly cannot pass urine, go to the emergency department.',
    ],
  },
  {
    condition: 'prostate_cancer',
    care: 'A raised PSA or these symptoms need more tests. Most men with a raised PSA do not have a dangerous cancer, but it needs to be checked properly.',
    seekHelp:
      'you develop new back or bone pain, weakness or numbness in your legs, trouble controlling your bladder or bowels, or cannot pass urine',
    approach:
      'Possible prostate cancer: repeat the PSA (with free-to-total ratio) after excluding infection, recent ejaculation or cycling; digital rectal examination; refer to urology for multiparametric MRI of the prostate and biopsy if indicated. Bone pain or weight loss suggest spread (urgent referral); new leg weakness or sphincter disturbance means spinal cord compression (emergency department now).',
    investigations: [
      {
        name: 'Repeat PSA with free-to-total PSA ratio',
        subtype: 'pathology',
        when: 'within 1 to 3 months, after excluding a urinary infection',
      },
      { name: 'Urinalysis and UEC', subtype: 'pathology', when: 'now' },
      { name: 'Multiparametric MRI of the prostate', subtype: 'imaging', when: 'arranged with the urologist' },
      { name: 'Alkaline phosphatase and calcium', subtype: 'pathology', when: 'if bone pain' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'A day for tests and appointments; longer certificates follow specialist treatment.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'urgent',
        reason: 'raised or rising PSA, or abnormal prostate examination',
      },
      EMERGENCY_DEPARTMENT(
        'new leg weakness, numbness or loss of bladder or bowel control (possible spinal cord compression)',
      ),
    ],
    advice: [
      'A raised PSA has many causes, including an enlarged or inflamed prostate.',
      'Please have the repeat test and the specialist review; early prostate cancer is very treatable.',
      'You can call Cancer Council on 13 11 20 for information and support.',
    ],
  },
  {
    condition: 'bladder_cancer',
    care: 'Visible blood in the urine without an infection needs prompt tests of the bladder and kidneys, even if it has stopped. A doctor can arrange a urine test, blood tests and a scan.',
    seekHelp: 'you pass clots, cannot pass urine, feel faint, or develop fever or severe pain',
    approach:
      'Painless visible haematuria in an adult is a urological cancer until proven otherwise: exclude infection with a urine culture, then CT urogram (renal ultrasound if contrast cannot be given), urine cytology, UEC, and urgent urology referral for flexible cystoscopy, even if the bleeding has stopped. Proteinuria, hypertension or a raised creatinine suggest a kidney (glomerular) cause instead.',
    investigations: [
      { name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)', subtype: 'pathology', when: 'now' },
      { name: 'UEC and FBC', subtype: 'pathology', when: 'now' },
      { name: 'CT urogram', subtype: 'imaging', when: 'within 2 weeks' },
      { name: 'Urine cytology', subtype: 'pathology', when: 'with the CT (3 early-morning samples)' },
      { name: 'Urine albumin/creatinine ratio', subtype: 'pathology', when: 'to look for a kidney cause' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; longer certificates follow specialist assessment.' },
    referrals: [
      { kind: 'specialist', to: 'Urologist', urgency: 'urgent', reason: 'painless visible haematuria for cystoscopy' },
      EMERGENCY_DEPARTMENT('passing clots and unable to pass urine (clot retention), or heavy bleeding with faintness'),
    ],
    advice: [
      'Even if the blood has gone, please complete the tests: early bladder cancer is very treatable.',
      'If you smoke, stopping lowers the risk of bladder cancer; Quitline is 13 78 48.',
      'Go to the emergency department if you pass clots and cannot pass urine.',
    ],
  },
  {
    condition: 'epididymo_orchitis',
    care: 'This needs a doctor today for tests and antibiotics. Rest, wear supportive underwear, use a cold pack wrapped in a cloth, and take ibuprofen or paracetamol for pain.',
    seekHelp:
      'the pain came on suddenly or is severe, you are vomiting, the testicle is pulled up or lying crossways, or you have a high fever: go to the emergency department now (a twisted testicle must be ruled out)',
    approach:
      'Epididymo-orchitis: exclude torsion first (sudden onset, young, vomiting: emergency surgical review). Under 35 or with sexual risk: first-void urine NAAT for chlamydia and gonorrhoea, then ceftriaxone 500 mg IM once plus doxycycline 100 mg twice daily for 14 days. Over 35 or with a urinary infection: urine culture and amoxicillin+clavulanate (or trimethoprim) for 14 days. Scrotal support and NSAIDs; review in 48 to 72 hours; ultrasound if not settling (abscess or tumour).',
    investigations: [
      {
        name: 'First-void urine NAAT for chlamydia and gonorrhoea',
        subtype: 'pathology',
        when: 'now, before antibiotics',
      },
      { name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)', subtype: 'pathology', when: 'now' },
      {
        name: 'Scrotal ultrasound with Doppler',
        subtype: 'imaging',
        when: 'if torsion cannot be excluded (urgently), or not improving after 3 days',
      },
      { name: 'HIV and syphilis serology', subtype: 'pathology', when: 'if sexually acquired' },
    ],
    medications: [
      {
        ...CEFTRIAXONE_IM,
        needsMoreInfo:
          'For a sexually acquired infection (under 35 or at risk): given in person; confirm no severe beta-lactam allergy.',
      },
      { ...DOXYCYCLINE_STI, duration: '14 days' },
      {
        ...AMOXICILLIN_CLAVULANATE,
        duration: '14 days',
        alternative: true,
        needsMoreInfo:
          'Instead of ceftriaxone and doxycycline when a urinary (enteric) infection is likely, usually over 35 without sexual risk.',
      },
      { ...IBUPROFEN, dose: '400 mg', frequency: 'every 8 hours with food' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days.' },
    referrals: [
      EMERGENCY_DEPARTMENT('sudden or severe testicular pain, or vomiting (possible torsion)'),
      {
        kind: 'gp',
        to: 'General practitioner or sexual health clinic (in person)',
        urgency: 'urgent',
        reason: 'ceftriaxone injection and examination',
      },
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason: 'abscess, no improvement, or a lump that persists',
      },
    ],
    advice: [
      'Rest, support the scrotum with firm underwear, and use cold packs.',
      'If it is sexually transmitted, avoid sex until 7 days after you and your partners have been treated; partners from the last 6 months need testing.',
      'Swelling can take weeks to settle fully; see a doctor if a lump remains.',
    ],
  },
  {
    condition: 'testicular_torsion',
    care: 'This could be a twisted testicle, which needs an operation within hours to save it. Go to the nearest emergency department now or call 000. Do not eat or drink in case you need surgery.',
    seekHelp:
      'you have sudden severe testicular pain: go to the emergency department now or call 000, even if the pain eases',
    emergency: true,
    approach:
      'Suspected testicular torsion: immediate surgical exploration; an ultrasound must not delay surgery (salvage falls sharply after 6 hours). Nil by mouth; analgesia in the emergency department.',
    investigations: [
      { name: 'Urgent surgical exploration of the scrotum', subtype: 'other', when: 'immediately in hospital' },
      {
        name: 'Scrotal Doppler ultrasound',
        subtype: 'imaging',
        when: 'only if the diagnosis is doubtful and it causes no delay',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks after surgery.' },
    referrals: [EMERGENCY_DEPARTMENT('suspected testicular torsion: surgical emergency')],
    advice: [
      'Go to the emergency department now; every hour counts.',
      'Do not eat or drink in case you need an operation.',
      'Pain that eases may still be a twisted testicle: it still needs checking.',
    ],
  },
  {
    condition: 'torsion_appendix_testis',
    care: "Sudden pain in a boy's testicle must be checked today, in person, to make sure the testicle itself is not twisted. Please go to the emergency department (or a children's hospital) now; paracetamol or ibuprofen can be given for pain.",
    seekHelp:
      'the pain becomes severe, he vomits, or the testicle swells, rides up or lies crossways: call 000 or go to the emergency department now',
    childhood: true,
    approach:
      'Torsion of the appendix testis (commonest cause of acute scrotal pain at 7 to 12 years): tender nodule at the upper pole, sometimes a "blue dot", normal cremasteric reflex. Testicular torsion must be excluded clinically or by urgent Doppler ultrasound (surgical exploration if in doubt). Once confirmed: rest, analgesia and reassurance; pain settles over 1 to 2 weeks.',
    investigations: [
      {
        name: 'Scrotal Doppler ultrasound',
        subtype: 'imaging',
        when: 'urgently, if testicular torsion cannot be excluded clinically',
      },
    ],
    medications: [
      { ...IBUPROFEN, dose: '10 mg/kg (adult 200 to 400 mg)', needsMoreInfo: "Needs the child's weight." },
      { ...PARACETAMOL, dose: '15 mg/kg (adult 1 g)', alternative: true, needsMoreInfo: "Needs the child's weight." },
    ],
    certificate: { suggestedDays: 2, note: "Usually 1 to 3 days off school; a carer's certificate for the parent." },
    referrals: [
      {
        kind: 'emergency',
        to: "Emergency department (children's hospital if available)",
        urgency: 'urgent',
        reason: 'exclude testicular torsion today',
      },
      EMERGENCY_DEPARTMENT('severe pain, vomiting, or a high-riding or swollen testicle (possible testicular torsion)'),
    ],
    advice: [
      'Any sudden testicular pain in a boy needs a same-day check.',
      'Once torsion is excluded, rest and pain relief are all that is needed; it settles within 1 to 2 weeks.',
    ],
  },
  {
    condition: 'hydrocele',
    care: 'A painless fluid swelling around the testicle is usually harmless, but adults need an ultrasound to check the testicle underneath. In babies it usually goes away by 12 to 18 months.',
    seekHelp:
      'the swelling becomes painful, red or hard, changes size with crying or straining and will not go back, or you are vomiting',
    approach:
      'Painless scrotal swelling that transilluminates: scrotal ultrasound in adults to exclude an underlying tumour or epididymitis. Infant hydroceles usually resolve by 12 to 18 months; refer to paediatric surgery if persisting, large, or if a hernia is suspected (swelling that varies with crying). Adult hydroceles need surgery only if large or bothersome.',
    investigations: [
      { name: 'Scrotal ultrasound', subtype: 'imaging', when: 'adults, or whenever the testis cannot be felt clearly' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; a day for tests.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatric surgeon',
        urgency: 'routine',
        reason: 'a hydrocele persisting beyond 12 to 18 months, or a suspected hernia',
      },
      { kind: 'specialist', to: 'Urologist', urgency: 'routine', reason: 'a large or bothersome adult hydrocele' },
      EMERGENCY_DEPARTMENT(
        'a painful, tense groin or scrotal swelling with vomiting (possible strangulated hernia or torsion)',
      ),
    ],
    advice: [
      'A hydrocele is not dangerous in itself; the scan is to check the testicle.',
      'Supportive underwear can help with the heaviness.',
      'See a doctor urgently if the swelling becomes painful.',
    ],
  },
  {
    condition: 'varicocele',
    care: 'Swollen veins in the scrotum are common and usually harmless. Supportive underwear and paracetamol help the ache. A doctor can confirm it with an ultrasound.',
    seekHelp:
      'the swelling appears suddenly, is on the right side only, does not go down when you lie down, or becomes painful',
    approach:
      'Varicocele: clinical diagnosis confirmed by scrotal Doppler ultrasound. Most need no treatment; supportive underwear and simple analgesia. Refer to urology for persistent pain, testicular atrophy in adolescents or subfertility. A new right-sided, sudden or non-decompressing varicocele in an adult needs abdominal imaging (renal or retroperitoneal mass).',
    investigations: [
      { name: 'Scrotal Doppler ultrasound', subtype: 'imaging', when: 'to confirm, and to check testicular size' },
      {
        name: 'Ultrasound of the kidneys and abdomen',
        subtype: 'imaging',
        when: 'right-sided, sudden onset, or not decompressing lying down',
      },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason: 'persistent pain, a smaller testicle, or difficulty conceiving',
      },
    ],
    advice: [
      'Supportive underwear or sports briefs ease the dragging ache.',
      'A varicocele can affect fertility; mention it if you are trying for a baby.',
    ],
  },
  {
    condition: 'testicular_cancer',
    care: 'A hard lump in the testicle needs an ultrasound within days and review by a specialist. Most lumps are not cancer, and testicular cancer is one of the most curable cancers.',
    seekHelp: 'the testicle becomes suddenly painful, or you develop back pain, a cough or breathlessness',
    approach:
      'Hard, painless testicular lump: urgent scrotal ultrasound and tumour markers (AFP, beta-hCG, LDH), and urgent urology referral. Do not biopsy through the scrotum.',
    investigations: [
      { name: 'Scrotal ultrasound', subtype: 'imaging', when: 'within a week' },
      { name: 'Tumour markers: AFP, beta-hCG and LDH', subtype: 'pathology', when: 'now' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; longer certificates follow surgery.' },
    referrals: [{ kind: 'specialist', to: 'Urologist', urgency: 'urgent', reason: 'suspected testicular tumour' }],
    advice: [
      'Please have the ultrasound promptly; early treatment cures almost everyone.',
      'Check both testicles once a month in the shower.',
      'You can call Cancer Council on 13 11 20 for information and support.',
    ],
  },
  {
    condition: 'balanitis',
    care: 'Wash gently with warm water or salt water once or twice a day, avoid soap and bubble baths, and dry carefully. An antifungal cream from the pharmacy (clotrimazole) usually clears it in 1 to 2 weeks.',
    seekHelp:
      'you cannot pass urine, the foreskin will not go back over the head of the penis, the redness spreads, or it is not better in 2 weeks',
    approach:
      'Balanitis: saline bathing and avoiding irritants; candidal infection is common (topical clotrimazole, with hydrocortisone for marked inflammation). Check glucose in adults (diabetes), swab any discharge, and test for STIs if at risk. In boys it is usually irritant and needs no antibiotic unless there is cellulitis. Recurrent or persistent: consider lichen sclerosus, phimosis or (rarely) penile intraepithelial neoplasia, and refer.',
    investigations: [
      { name: 'Blood glucose or HbA1c', subtype: 'pathology', when: 'adults, especially if recurrent' },
      {
        name: 'Swab for microscopy and culture',
        subtype: 'pathology',
        when: 'if there is discharge or it does not settle',
      },
      { name: 'First-void urine NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'if at sexual risk' },
    ],
    medications: [
      {
        name: 'Clotrimazole 1% cream',
        dose: 'a thin layer (about 1 cm of cream)',
        route: 'topical',
        frequency: '2 to 3 times a day',
        duration: 'until 2 weeks after it clears (usually 2 weeks)',
        cautions: 'Mild local irritation; may weaken latex condoms.',
      },
      {
        name: 'Hydrocortisone 1% with clotrimazole 1% cream',
        dose: 'a thin layer (about 1 cm of cream)',
        route: 'topical',
        frequency: 'twice a day',
        duration: 'up to 7 days',
        cautions: 'Short courses only; then continue clotrimazole alone.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'not improving after 2 weeks, or recurrent',
      },
      {
        kind: 'specialist',
        to: 'Urologist or dermatologist',
        urgency: 'routine',
        reason: 'recurrent balanitis, tight foreskin (phimosis), or white scarred skin',
      },
    ],
    advice: [
      'Gently wash under the foreskin with warm water daily and dry well; do not force the foreskin back in young boys.',
      'Avoid soaps, bubble baths and scented products.',
      'If it keeps coming back, have your blood sugar checked.',
    ],
  },
  {
    condition: 'paraphimosis',
    care: 'The foreskin needs to be put back in place soon to protect the blood supply. Go to the emergency department now. On the way, a cold pack wrapped in a cloth and gentle, steady squeezing of the swollen head can reduce swelling, but do not force it.',
    seekHelp: 'the head of the penis turns dark or blue, or you cannot pass urine: call 000',
    emergency: true,
    approach:
      'Paraphimosis: manual reduction in the emergency department after analgesia (penile block), compression and ice; a dorsal slit under anaesthesia if it fails. Urology follow-up for circumcision if recurrent. Catheterised patients: always return the foreskin after catheter care.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      EMERGENCY_DEPARTMENT('paraphimosis needing reduction'),
      {
        kind: 'specialist',
        to: 'Urologist',
        urgency: 'routine',
        reason: 'recurrent paraphimosis or phimosis (circumcision)',
      },
    ],
    advice: [
      'Go to the emergency department now.',
      'Always return the foreskin to its normal position after washing, sex or a catheter check.',
    ],
  },
  {
    condition: 'overactive_bladder',
    care: 'Bladder training helps most people: gradually stretch the time between toilet visits, drink normal amounts (about 1.5 to 2 litres a day), cut down caffeine, fizzy drinks and alcohol, and do pelvic floor exercises. A doctor can check your urine and discuss medicine.',
    seekHelp: 'you see blood in your urine, it burns to pass urine, you cannot empty your bladder, or you have a fever',
    approach:
      'Overactive bladder: exclude infection (urinalysis), glycosuria, incomplete emptying and medicine causes; 3-day bladder diary. First line: bladder training for at least 6 weeks, fluid and caffeine advice, pelvic floor training and weight loss; vaginal oestrogen after menopause. Then mirabegron, or an antimuscarinic (avoid in frail older people because of the anticholinergic burden). Continence physiotherapy; urogynaecology or urology if refractory or with haematuria.',
    investigations: [
      { name: 'Urinalysis (and MSU if abnormal)', subtype: 'pathology', when: 'now' },
      { name: 'Bladder diary (frequency-volume chart)', subtype: 'other', when: 'over 3 days' },
      {
        name: 'Post-void residual ultrasound',
        subtype: 'imaging',
        when: 'if there are voiding symptoms or recurrent infections',
      },
      { name: 'HbA1c', subtype: 'pathology', when: 'if passing large volumes or thirsty' },
    ],
    medications: [
      {
        name: 'Mirabegron',
        dose: '25 mg, increasing to 50 mg after 8 weeks if needed',
        route: 'oral (modified-release)',
        frequency: 'once daily',
        duration: 'trial of 8 to 12 weeks, then review',
        cautions:
          'Can raise blood pressure (not with severe uncontrolled hypertension; check blood pressure); interacts with metoprolol and digoxin.',
      },
      {
        name: 'Solifenacin',
        dose: '5 mg (up to 10 mg)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'trial of 8 to 12 weeks, then review',
        cautions:
          'Anticholinergic: dry mouth, constipation, confusion in older people; not with angle-closure glaucoma or urinary retention.',
        alternative: true,
      },
      { ...ESTRIOL_VAGINAL, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Continence or pelvic health physiotherapist',
        urgency: 'routine',
        reason: 'bladder training and pelvic floor muscle training',
      },
      {
        kind: 'specialist',
        to: 'Urogynaecologist or urologist',
        urgency: 'routine',
        reason: 'symptoms not controlled after medicines, haematuria, or voiding problems',
      },
    ],
    advice: [
      'Bladder training works: try to hold on a little longer each time, building up over weeks.',
      'Do not cut right back on drinks; concentrated urine irritates the bladder.',
      'The National Continence Helpline (1800 33 00 66) gives free advice.',
    ],
  },
  {
    condition: 'stress_incontinence',
    care: 'Pelvic floor exercises done properly every day for at least 3 months cure or improve most stress leaking; a pelvic health physiotherapist can teach you. Losing weight, treating constipation and a chronic cough also help.',
    seekHelp:
      'you see blood in your urine, it burns to pass urine, you feel a bulge in the vagina, or you cannot empty your bladder',
    approach:
      'Stress urinary incontinence: supervised pelvic floor muscle training for at least 3 months is first line, with weight loss and treating constipation and cough; vaginal oestrogen after menopause. Exclude infection and assess for prolapse. Refer for continence surgery (urogynaecology or urology) if training fails.',
    investigations: [
      { name: 'Urinalysis', subtype: 'pathology', when: 'now' },
      { name: 'Bladder diary', subtype: 'other', when: 'over 3 days' },
      { name: 'Pelvic examination', subtype: 'other', when: 'in person, to look for prolapse' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Pelvic health (continence) physiotherapist',
        urgency: 'routine',
        reason: 'supervised pelvic floor muscle training',
      },
      {
        kind: 'specialist',
        to: 'Urogynaecologist or urologist',
        urgency: 'routine',
        reason: 'no improvement after 3 months of training',
      },
    ],
    advice: [
      'Squeeze and lift the pelvic floor muscles (as if stopping wind and urine) and hold; repeat several times a day.',
      'Tighten your pelvic floor before you cough, sneeze or lift.',
      'The National Continence Helpline (1800 33 00 66) gives free advice.',
    ],
  },
  {
    condition: 'nephrotic_syndrome',
    care: 'Puffiness with frothy urine can mean the kidneys are leaking protein. This needs urine and blood tests and a specialist review within a day.',
    seekHelp:
      'there is tummy pain with fever, breathlessness, very little urine, a swollen painful leg, or the person becomes drowsy or floppy: go to the emergency department',
    approach:
      'Suspected nephrotic syndrome (oedema, heavy proteinuria, low albumin): urine dipstick and protein/creatinine ratio, serum albumin, UEC, lipids and FBC, and same-day specialist contact. Children (mostly minimal change disease) start prednisolone under a paediatrician; adults need nephrology and usually a biopsy. Watch for infection (including peritonitis), thrombosis and hypovolaemia.',
    investigations: [
      { name: 'Urinalysis and urine protein/creatinine ratio', subtype: 'pathology', when: 'today' },
      { name: 'Serum albumin, UEC, liver function tests, lipids and FBC', subtype: 'pathology', when: 'today' },
      {
        name: 'Hepatitis B and C, HIV serology and autoantibodies',
        subtype: 'pathology',
        when: 'adults, via the nephrologist',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: "Depends on the cause and treatment; a carer's certificate is usual for a child.",
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Paediatrician (children) or nephrologist (adults)',
        urgency: 'urgent',
        reason: 'new nephrotic syndrome: same-day discussion',
      },
      EMERGENCY_DEPARTMENT('tummy pain with fever, breathlessness, very little urine, or signs of a blood clot'),
    ],
    advice: [
      'Keep salt low while the swelling lasts.',
      'Infections can be serious with this condition: seek care early for fever or tummy pain.',
    ],
  },
  {
    condition: 'acute_glomerulonephritis',
    care: 'Dark or cola-coloured urine with puffiness after a sore throat or skin sores can mean the kidneys are inflamed. This needs a blood pressure check, urine and blood tests today.',
    seekHelp:
      'there is a headache, breathlessness, very little urine, confusion or a seizure: go to the emergency department or call 000',
    childhood: true,
    approach:
      'Acute nephritic syndrome (haematuria, oedema, hypertension, oliguria), commonly post-streptococcal 1 to 3 weeks after a throat or skin infection, especially in remote Aboriginal and Torres Strait Islander communities: same-day blood pressure, urinalysis, UEC, complement (low C3) and streptococcal serology (ASOT, anti-DNase B). Hospital for hypertension, oliguria, oedema with breathlessness or a rising creatinine; fluid and salt restriction, diuretics. Treat any remaining streptococcal infection with penicillin and follow public health guidance for contacts (notifiable in several jurisdictions).',
    investigations: [
      {
        name: 'Urinalysis with microscopy (red cell casts) and protein/creatinine ratio',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'UEC, FBC, complement C3 and C4, ASOT and anti-DNase B', subtype: 'pathology', when: 'today' },
      { name: 'Throat or skin sore swab', subtype: 'pathology', when: 'if an infection is still present' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: "Usually 1 to 2 weeks; a carer's certificate is usual for a child." },
    referrals: [
      EMERGENCY_DEPARTMENT('high blood pressure, headache, breathlessness, very little urine or seizure'),
      {
        kind: 'specialist',
        to: 'Paediatrician or nephrologist',
        urgency: 'urgent',
        reason: 'suspected acute glomerulonephritis',
      },
    ],
    advice: [
      'Most children recover fully, but blood pressure and kidney tests need close follow-up.',
      'Treat school sores and sore throats promptly, and tell the clinic if others at home are unwell.',
    ],
  },
  {
    condition: 'vulvovaginal_candidiasis',
    care: 'An antifungal cream, pessary or single capsule from the pharmacy usually clears thrush within a few days. Avoid soap, bubble baths and douching, and wear loose cotton underwear.',
    seekHelp:
      'this is your first episode, you might be pregnant, it comes back 4 or more times a year, you have sores, a fishy or coloured discharge, tummy pain or fever, or it is not better a week after treatment',
    approach:
      'Uncomplicated vulvovaginal candidiasis: a topical azole (clotrimazole) or single-dose oral fluconazole (not in pregnancy). Swab for microscopy and culture if the diagnosis is uncertain, it recurs (4 or more a year: check for diabetes, consider suppressive fluconazole) or does not respond (non-albicans species). Pregnancy: topical azole for 7 nights. Partners need no treatment.',
    investigations: [
      {
        name: 'High vaginal swab for microscopy and culture',
        subtype: 'pathology',
        when: 'first episode, recurrence, uncertain diagnosis or treatment failure',
      },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'if at sexual risk' },
      { name: 'HbA1c', subtype: 'pathology', when: 'if recurrent' },
    ],
    medications: [
      {
        name: 'Clotrimazole 2% vaginal cream',
        dose: '5 g (one applicatorful)',
        route: 'vaginal',
        frequency: 'at night',
        duration: '3 nights (7 nights in pregnancy)',
        cautions: 'Local irritation; may weaken latex condoms and diaphragms.',
      },
      {
        name: 'Fluconazole',
        dose: '150 mg',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose',
        cautions: 'Not in pregnancy; interacts with warfarin, some statins and QT-prolonging medicines.',
        alternative: true,
        needsMoreInfo: 'Confirm not pregnant and check interacting medicines.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'recurrent thrush (4 or more a year), or not resolving after treatment',
      },
    ],
    advice: [
      'Use a soap substitute and wear cotton underwear; avoid douching and scented products.',
      'Thrush is not a sexually transmitted infection; partners do not need treatment.',
      'If it keeps coming back, see a doctor for a swab and a blood sugar test.',
    ],
  },
  {
    condition: 'bacterial_vaginosis',
    care: 'BV is common and treated with a short course of antibiotic tablets or vaginal gel from a doctor. Avoid douching and scented washes.',
    seekHelp: 'you are pregnant, have tummy pain or fever, bleeding between periods, or it comes back',
    approach:
      'Bacterial vaginosis: metronidazole 400 mg twice daily for 7 days (or clindamycin 2% vaginal cream for 7 nights); treat symptomatic women, including in pregnancy. Recurrence is common (about half within 6 months); for recurrent BV, current ASHM guidance supports concurrent treatment of a regular male partner, and an extended suppressive regimen. Test for STIs if at risk.',
    investigations: [
      {
        name: 'High vaginal swab for Gram stain (Nugent score)',
        subtype: 'pathology',
        when: 'if the diagnosis is uncertain or recurrent',
      },
      { name: 'NAAT for chlamydia, gonorrhoea and trichomonas', subtype: 'pathology', when: 'if at sexual risk' },
    ],
    medications: [
      METRONIDAZOLE_7D,
      {
        name: 'Clindamycin 2% vaginal cream',
        dose: '5 g (one applicatorful)',
        route: 'vaginal',
        frequency: 'at night',
        duration: '7 nights',
        cautions: 'May weaken latex condoms; local irritation.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [SEXUAL_HEALTH('recurrent BV (partner treatment and suppressive therapy)')],
    advice: [
      'Avoid douching, vaginal washes and perfumed products.',
      'Avoid alcohol while taking metronidazole and for a day after.',
      'BV often comes back; see a doctor if it does.',
    ],
  },
  {
    condition: 'trichomoniasis',
    care: 'Trichomonas is a sexually transmitted infection cured with antibiotic tablets. Your sexual partners need treatment at the same time, and no sex until a week after you have all been treated.',
    seekHelp: 'you are pregnant, have tummy pain or fever, or symptoms return',
    approach:
      'Trichomoniasis: confirm by NAAT (vaginal swab or first-void urine). Metronidazole 400 mg twice daily for 7 days (preferred for women), or 2 g as a single dose; treat current partners at the same time; no sex for 7 days; test for other STIs; retest at 3 months because reinfection is common.',
    investigations: [
      { name: 'NAAT for Trichomonas vaginalis', subtype: 'pathology', when: 'now' },
      { name: 'NAAT for chlamydia and gonorrhoea, HIV and syphilis serology', subtype: 'pathology', when: 'now' },
      { name: 'Repeat trichomonas NAAT', subtype: 'pathology', when: 'in 3 months' },
    ],
    medications: [
      METRONIDAZOLE_7D,
      {
        name: 'Metronidazole',
        dose: '2 g',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose',
        cautions:
          'Nausea; avoid alcohol for 48 hours; when breastfeeding, express and discard milk for 12 to 24 hours.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [SEXUAL_HEALTH('testing, partner notification and follow-up')],
    advice: [
      'Tell your recent partners so they can be treated; the Let Them Know website can help.',
      'No sex until 7 days after you and your partners have finished treatment.',
      'Avoid alcohol while taking metronidazole.',
    ],
  },
  {
    condition: 'chlamydia',
    care: 'Chlamydia is cured with a week of antibiotics. Avoid sex until 7 days after you and your partners have started treatment, and let recent partners know so they can be tested.',
    seekHelp: 'you develop lower tummy pain, pain during sex, fever, or pain or swelling in a testicle',
    approach:
      'Chlamydia: doxycycline 100 mg twice daily for 7 days (azithromycin 1 g once if pregnant or adherence is a concern; doxycycline preferred for rectal infection). No sex for 7 days and until partners are treated; partner notification for the last 6 months; test for gonorrhoea, syphilis and HIV; retest at 3 months. Pelvic pain suggests PID and testicular pain epididymo-orchitis.',
    investigations: [
      {
        name: 'First-void urine or self-collected vaginal swab NAAT for chlamydia and gonorrhoea',
        subtype: 'pathology',
        when: 'now (plus throat and anal swabs by sexual history)',
      },
      { name: 'HIV and syphilis serology', subtype: 'pathology', when: 'now' },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
      { name: 'Repeat chlamydia NAAT', subtype: 'pathology', when: 'in 3 months (reinfection)' },
    ],
    medications: [
      { ...DOXYCYCLINE_STI, needsMoreInfo: 'Confirm not pregnant or breastfeeding.' },
      { ...AZITHROMYCIN_1G, alternative: true },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [SEXUAL_HEALTH('partner notification, full STI testing, or complicated infection')],
    advice: [
      'Let your partners from the last 6 months know; the Let Them Know website can send an anonymous message.',
      'No sex until 7 days after treatment started and your partners are treated.',
      'Have a repeat test in 3 months, and use condoms with new partners.',
    ],
  },
  {
    condition: 'gonorrhoea',
    care: 'Gonorrhoea needs an antibiotic injection and a tablet, given at a clinic. Please book in today or tomorrow, avoid sex until 7 days after you and your partners are treated, and let recent partners know.',
    seekHelp: 'you develop fever, joint pains or a rash, lower tummy pain, or a painful swollen testicle',
    approach:
      'Gonorrhoea: take a culture swab (for resistance testing) before treatment as well as the NAAT; treat with ceftriaxone 500 mg IM (in 2 mL 1% lidocaine) plus azithromycin 1 g orally, once. Test of cure (NAAT 2 weeks after treatment, especially throat infection); partner notification for the last 2 months; test for chlamydia, syphilis and HIV; retest at 3 months. Notifiable.',
    investigations: [
      {
        name: 'Swab for gonococcal culture and sensitivities',
        subtype: 'pathology',
        when: 'before treatment (urethra, cervix, throat or anus as exposed)',
      },
      { name: 'NAAT for gonorrhoea and chlamydia', subtype: 'pathology', when: 'now' },
      { name: 'HIV and syphilis serology', subtype: 'pathology', when: 'now' },
      { name: 'Test of cure (NAAT)', subtype: 'pathology', when: '2 weeks after treatment' },
    ],
    medications: [CEFTRIAXONE_IM, AZITHROMYCIN_1G],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [SEXUAL_HEALTH('ceftriaxone injection, culture and partner notification', 'urgent')],
    advice: [
      'Treatment is an injection plus a tablet, given at a clinic.',
      'Tell partners from the last 2 months; no sex until 7 days after everyone is treated.',
      'Have the follow-up test 2 weeks after treatment and again at 3 months.',
    ],
  },
  {
    condition: 'genital_herpes',
    care: 'Antiviral tablets work best started early. Bathe in salty water, keep the area clean and dry, use paracetamol for pain, and a numbing gel before passing urine (or pass urine in the bath or shower).',
    seekHelp: 'you cannot pass urine, have a severe headache, stiff neck or confusion, or you are pregnant',
    approach:
      'Genital herpes: swab a lesion for HSV PCR and test for other STIs, including syphilis (any genital ulcer). First episode: valaciclovir for 5 to 10 days, started within 72 hours or while new lesions appear; analgesia, salt baths, topical lidocaine; urinary retention may need catheterisation. Recurrences: episodic valaciclovir for 3 days, or daily suppression if frequent (6 or more a year). Counsel about asymptomatic shedding, condoms and disclosure; in pregnancy involve the obstetric team.',
    investigations: [
      {
        name: 'Lesion swab for herpes simplex PCR',
        subtype: 'pathology',
        when: 'now, from an unroofed blister or ulcer',
      },
      { name: 'Syphilis serology and HIV', subtype: 'pathology', when: 'now' },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      {
        name: 'Valaciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: 'first episode 5 to 10 days; recurrence 3 days',
        cautions: 'Reduce the dose in kidney impairment; drink fluids.',
      },
      {
        name: 'Lidocaine 2% gel',
        dose: 'a small amount (about 1 cm of gel)',
        route: 'topical',
        frequency: 'before passing urine and when needed',
        duration: 'while sores are painful',
        cautions: 'Can sting at first; avoid large amounts on broken skin.',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: 'A first episode can need 3 to 5 days; recurrences rarely need time off.' },
    referrals: [
      SEXUAL_HEALTH('confirmation, counselling, and suppressive treatment for frequent recurrences'),
      EMERGENCY_DEPARTMENT('unable to pass urine, or headache with neck stiffness'),
    ],
    advice: [
      'Avoid sex while sores or tingling are present; condoms reduce but do not remove the risk.',
      'Recurrences are usually milder and shorter than the first episode.',
      'Tell your midwife or doctor if you are pregnant.',
    ],
  },
  {
    condition: 'genital_warts',
    care: 'Genital warts are common and harmless, and often clear on their own. A doctor can prescribe a paint or cream, or freeze them at a clinic.',
    seekHelp: 'a lump bleeds, grows quickly, becomes an ulcer, or you are pregnant',
    approach:
      'Anogenital warts (low-risk HPV types): clinical diagnosis; treatment is cosmetic: podophyllotoxin 0.5% paint (not in pregnancy) or imiquimod 5% cream at home, or cryotherapy in clinic. Test for other STIs. HPV vaccination for unvaccinated people up to 26 (and some older at higher risk). Cervical screening as per the national program. Biopsy atypical, pigmented or resistant lesions.',
    investigations: [
      { name: 'NAAT for chlamydia and gonorrhoea, HIV and syphilis serology', subtype: 'pathology', when: 'now' },
      { name: 'Biopsy', subtype: 'pathology', when: 'atypical, pigmented, bleeding or treatment-resistant lesions' },
    ],
    medications: [
      {
        name: 'Podophyllotoxin 0.5% paint',
        dose: 'a thin coat on each wart (total area no more than 10 square cm)',
        route: 'topical',
        frequency: 'twice daily for 3 days, then 4 days off',
        duration: 'up to 4 weekly cycles',
        cautions: 'Not in pregnancy; keep off healthy skin; soreness and ulceration.',
        needsMoreInfo: 'Confirm not pregnant.',
      },
      {
        name: 'Imiquimod 5% cream',
        dose: 'a thin layer (one 250 mg sachet covers up to 20 square cm)',
        route: 'topical',
        frequency: 'at bedtime 3 times a week, washed off after 6 to 10 hours',
        duration: 'up to 16 weeks',
        cautions: 'Local redness and soreness; weakens condoms; not in pregnancy.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [SEXUAL_HEALTH('cryotherapy, or warts not responding to treatment')],
    advice: [
      'Warts often come back after treatment; this is common and not a sign of anything serious.',
      'Condoms reduce but do not fully prevent spread.',
      'Keep up cervical screening as usual.',
    ],
  },
  {
    condition: 'syphilis',
    care: 'Syphilis is cured with a penicillin injection given at a clinic. Please book in promptly, avoid sex until treated, and let recent partners know so they can be tested.',
    seekHelp:
      'you have changes in your vision, hearing loss, a severe headache, weakness or confusion, or you are pregnant',
    approach:
      'Suspected early syphilis (painless ulcer, or a rash of the palms and soles, lymphadenopathy): syphilis serology (EIA/TPPA with RPR) and lesion PCR; treat early syphilis with benzathine benzylpenicillin 2.4 million units IM once (in person), without waiting for results when suspicion is high. Notifiable; partner notification (3 months plus the duration of symptoms for primary, 6 months for secondary); HIV testing; pregnancy test (congenital syphilis). Eye, ear or neurological symptoms need urgent specialist care.',
    investigations: [
      { name: 'Syphilis serology (EIA or TPPA, and RPR)', subtype: 'pathology', when: 'now' },
      { name: 'Lesion swab for Treponema pallidum PCR', subtype: 'pathology', when: 'if an ulcer is present' },
      { name: 'HIV serology and NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'now' },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
    ],
    medications: [
      {
        name: 'Benzathine benzylpenicillin',
        dose: '2.4 million units (1.8 g)',
        route: 'intramuscular injection (half into each buttock)',
        frequency: 'once',
        duration: 'single dose for early syphilis',
        cautions: 'Not with penicillin allergy; a flu-like (Jarisch-Herxheimer) reaction may follow within 24 hours.',
        needsMoreInfo: 'Given in person; confirm no penicillin allergy.',
      },
      {
        ...DOXYCYCLINE_STI,
        duration: '14 days',
        alternative: true,
        needsMoreInfo:
          'Only with a penicillin allergy and not pregnant (pregnant women need penicillin, with desensitisation if necessary).',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      SEXUAL_HEALTH('treatment, notification and follow-up serology', 'urgent'),
      {
        kind: 'specialist',
        to: 'Infectious diseases, ophthalmology or neurology',
        urgency: 'urgent',
        reason: 'eye, ear or neurological symptoms',
      },
    ],
    advice: [
      'Avoid sex until 7 days after treatment and until partners are tested and treated.',
      'Follow-up blood tests at 3, 6 and 12 months check that treatment worked.',
      'Regular testing is recommended if you have new or multiple partners.',
    ],
  },
  {
    condition: 'pid',
    care: 'A pelvic infection needs antibiotics today to protect your fertility. A doctor will examine you, test for infections, and give an injection plus 2 weeks of tablets.',
    seekHelp:
      'the pain is severe, you have a high fever, vomiting, feel faint, or could be pregnant: go to the emergency department',
    approach:
      'PID is a clinical diagnosis (pelvic pain with cervical motion or adnexal tenderness): pregnancy test (ectopic), NAATs for chlamydia, gonorrhoea and Mycoplasma genitalium, and treat without waiting: ceftriaxone 500 mg IM once, plus doxycycline 100 mg twice daily and metronidazole 400 mg twice daily for 14 days; review at 48 to 72 hours. Hospital if severe, pregnant, a tubo-ovarian abscess is possible, oral treatment is not tolerated or there is no improvement. Partner notification and treatment.',
    investigations: [
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'now' },
      { name: 'NAAT for chlamydia, gonorrhoea and Mycoplasma genitalium', subtype: 'pathology', when: 'now' },
      { name: 'FBC and CRP', subtype: 'pathology', when: 'today' },
      { name: 'Pelvic ultrasound', subtype: 'imaging', when: 'if severe or an abscess is suspected' },
      { name: 'HIV and syphilis serology', subtype: 'pathology', when: 'now' },
    ],
    medications: [
      CEFTRIAXONE_IM,
      { ...DOXYCYCLINE_STI, duration: '14 days', needsMoreInfo: 'Confirm not pregnant.' },
      { ...METRONIDAZOLE_7D, duration: '14 days' },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner or sexual health clinic (in person)',
        urgency: 'urgent',
        reason: 'examination and ceftriaxone injection today',
      },
      EMERGENCY_DEPARTMENT('severe pain, high fever, vomiting, pregnancy, or no improvement within 72 hours'),
    ],
    advice: [
      'Take all the tablets for the full 2 weeks, even when you feel better.',
      'No sex until you and your partners have finished treatment.',
      'Partners from the last 6 months need testing and treatment.',
    ],
  },
  {
    condition: 'primary_dysmenorrhoea',
    care: 'Start an anti-inflammatory such as ibuprofen or naproxen at the first sign of your period (or the day before) and take it regularly for 2 to 3 days. A heat pack, gentle exercise and rest help. The contraceptive pill can also reduce period pain.',
    seekHelp:
      'the pain is severe despite anti-inflammatories, you have pain between periods or with sex, very heavy bleeding, fever, unusual discharge, or you could be pregnant',
    approach:
      'Primary dysmenorrhoea: NSAIDs from the onset of bleeding (naproxen, ibuprofen or mefenamic acid) and heat; hormonal contraception if contraception is also wanted or NSAIDs are not enough. Look for secondary causes (endometriosis, adenomyosis, PID, fibroids) if it starts after 25, worsens over time, comes with pain on sex or intermenstrual bleeding, or does not respond.',
    investigations: [
      { name: 'Pelvic ultrasound', subtype: 'imaging', when: 'if secondary features or no response to treatment' },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'if sexually active and at risk' },
    ],
    medications: [
      NAPROXEN_PERIOD,
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: 'every 6 to 8 hours with food',
        duration: 'from the start of the period for 2 to 3 days',
        alternative: true,
      },
      {
        name: 'Mefenamic acid',
        dose: '500 mg',
        route: 'oral',
        frequency: '8-hourly with food',
        duration: 'from the start of the period for up to 3 days',
        cautions:
          'As for other NSAIDs: not with peptic ulcer, kidney impairment or NSAID-sensitive asthma, nor from 20 weeks of pregnancy; diarrhoea.',
        alternative: true,
      },
      { ...COMBINED_PILL, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'A day during a severe period; recurring certificates suggest a secondary cause worth investigating.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'routine',
        reason: 'pain not controlled by NSAIDs and hormonal treatment, or suspected endometriosis',
      },
    ],
    advice: [
      'Anti-inflammatories work best started early and taken regularly through the worst days.',
      'Heat packs and regular exercise help many people.',
      "Period pain that stops you going to school or work is worth a doctor's review.",
    ],
  },
  {
    condition: 'endometriosis',
    care: 'Anti-inflammatories and hormonal treatment (such as the pill taken continuously) help most people. A doctor can arrange a specialised ultrasound and a referral to a gynaecologist.',
    seekHelp: 'you have severe pain that painkillers do not control, fever, or pain with vomiting',
    approach:
      'Suspected endometriosis: NSAIDs and hormonal suppression (continuous combined pill, a progestogen such as dienogest or norethisterone, or a levonorgestrel IUD) while investigating; specialised transvaginal ultrasound for endometriomas and deep disease. Refer to gynaecology if symptoms persist, fertility is a concern, or imaging is abnormal (laparoscopy). Multidisciplinary pain care, pelvic physiotherapy and psychological support.',
    investigations: [
      { name: 'Specialised transvaginal pelvic ultrasound', subtype: 'imaging', when: 'within weeks' },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'to exclude infection' },
    ],
    medications: [
      NAPROXEN_PERIOD,
      { ...COMBINED_PILL, frequency: 'once daily, taken continuously (skipping the inactive tablets)' },
      {
        name: 'Dienogest',
        dose: '2 mg',
        route: 'oral',
        frequency: 'once daily, continuously',
        duration: 'ongoing, review at 3 to 6 months',
        cautions: 'Irregular bleeding, mood change, headache; not a reliable contraceptive alone.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days during a flare.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist (endometriosis)',
        urgency: 'routine',
        reason: 'persisting symptoms, abnormal imaging, or fertility concerns',
      },
      { kind: 'specialist', to: 'Pelvic health physiotherapist', urgency: 'routine', reason: 'pelvic pain management' },
    ],
    advice: [
      'Endometriosis is common and treatable; a pain and period diary helps your doctor.',
      'Hormonal treatment often reduces pain within a few months.',
      'Endometriosis Australia has information and support.',
    ],
  },
  {
    condition: 'heavy_menstrual_bleeding',
    care: 'Heavy periods can be treated well. Tranexamic acid or an anti-inflammatory during your period reduces bleeding, and a hormonal IUD is very effective. A blood test for iron is important.',
    seekHelp:
      'you are soaking a pad or tampon every hour for several hours, feel faint or breathless, or you could be pregnant',
    approach:
      'Heavy menstrual bleeding: FBC and ferritin (iron deficiency is common), TSH if symptomatic, coagulation screen if heavy since menarche or with other bleeding, pregnancy test; pelvic ultrasound if examination is abnormal, there is intermenstrual or postcoital bleeding, or treatment fails; cervical screening up to date. First line: levonorgestrel 52 mg IUD; tranexamic acid and/or an NSAID during menses; combined pill; oral progestogen. Iron replacement. Refer if structural pathology, risk of endometrial hyperplasia (over 45 with persistent intermenstrual bleeding or obesity) or failure of treatment.',
    investigations: [
      { name: 'FBC and ferritin', subtype: 'pathology', when: 'now' },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
      { name: 'TSH', subtype: 'pathology', when: 'if symptoms of thyroid disease' },
      {
        name: 'Coagulation screen and von Willebrand studies',
        subtype: 'pathology',
        when: 'heavy since the first period, or other bleeding problems',
      },
      {
        name: 'Pelvic ultrasound (transvaginal)',
        subtype: 'imaging',
        when: 'abnormal examination, intermenstrual bleeding, or treatment failure',
      },
    ],
    medications: [
      TRANEXAMIC_ACID,
      {
        name: 'Levonorgestrel intrauterine device',
        dose: '52 mg device',
        route: 'intrauterine (inserted in person)',
        frequency: 'continuous',
        duration: 'up to 5 to 8 years',
        cautions:
          'Irregular spotting for the first 3 to 6 months; insertion by a trained clinician; not with pelvic infection or uterine cavity distortion.',
        needsMoreInfo: 'Inserted in person; confirm not pregnant and no current pelvic infection.',
      },
      { ...NAPROXEN_PERIOD, alternative: true },
      {
        name: 'Ferrous sulfate modified-release (105 mg elemental iron)',
        dose: '1 tablet',
        route: 'oral',
        frequency: 'once daily or on alternate days',
        duration: '3 months after the haemoglobin normalises',
        cautions: 'Constipation, nausea and dark stools; separate from antacids, calcium and tea.',
        alternative: true,
        needsMoreInfo: 'If ferritin is low.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day during very heavy bleeding; longer if anaemic.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'routine',
        reason: 'fibroids or polyps, over 45 with persistent abnormal bleeding, or failure of medical treatment',
      },
      EMERGENCY_DEPARTMENT('very heavy bleeding with faintness, breathlessness or chest pain'),
    ],
    advice: [
      'Keep a record of how many pads or tampons you use and any flooding or clots.',
      'Eat iron-rich foods; take iron tablets if the blood test shows low iron.',
      'Very heavy bleeding with dizziness needs urgent care.',
    ],
  },
  {
    condition: 'intermenstrual_bleeding',
    care: 'Bleeding between periods or after sex is common and usually not serious, but it should be checked with a pregnancy test, an infection test and an examination of the cervix.',
    seekHelp: 'the bleeding is heavy, you have pain, fever or a positive pregnancy test',
    approach:
      'Intermenstrual or postcoital bleeding: pregnancy test, NAAT for chlamydia and gonorrhoea, speculum examination and a clinician-collected co-test (HPV and cytology) for postcoital bleeding or an abnormal-looking cervix; pelvic ultrasound if persistent. Breakthrough bleeding on hormonal contraception: check adherence, interactions and STIs, then adjust the method. Persistent bleeding over 45 or with risk factors needs endometrial assessment; a visible cervical lesion needs urgent colposcopy.',
    investigations: [
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'now' },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'now' },
      {
        name: 'Speculum examination with a clinician-collected co-test (HPV and liquid-based cytology)',
        subtype: 'pathology',
        when: 'in person, within weeks',
      },
      { name: 'Pelvic ultrasound (transvaginal)', subtype: 'imaging', when: 'if bleeding persists' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'speculum examination and co-test',
      },
      {
        kind: 'specialist',
        to: 'Gynaecologist (colposcopy)',
        urgency: 'urgent',
        reason: 'abnormal-looking cervix, abnormal co-test, or persistent unexplained bleeding',
      },
    ],
    advice: [
      'Keep a diary of when the bleeding happens.',
      'Missed pills and some medicines cause breakthrough bleeding on the pill.',
      'Stay up to date with cervical screening.',
    ],
  },
  {
    condition: 'uterine_fibroids',
    care: 'Fibroids are common and not cancer. Treatment depends on symptoms: tranexamic acid or anti-inflammatories reduce heavy bleeding, and a specialist can discuss other options. An ultrasound confirms them.',
    seekHelp: 'the bleeding is very heavy with dizziness or breathlessness, or you have sudden severe pain',
    approach:
      'Fibroids: pelvic ultrasound confirms; FBC and ferritin. Manage bleeding as for heavy menstrual bleeding (tranexamic acid, NSAIDs, LNG-IUD if the cavity is not distorted, hormonal options) and iron. Refer to gynaecology for large or symptomatic fibroids, pressure symptoms, subfertility or rapid growth (options include GnRH analogues before surgery, myomectomy, embolisation or hysterectomy).',
    investigations: [
      { name: 'Pelvic ultrasound (transabdominal and transvaginal)', subtype: 'imaging', when: 'within weeks' },
      { name: 'FBC and ferritin', subtype: 'pathology', when: 'now' },
    ],
    medications: [TRANEXAMIC_ACID, { ...NAPROXEN_PERIOD, alternative: true }],
    certificate: { suggestedDays: 1, note: 'A day during very heavy bleeding.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'routine',
        reason: 'symptomatic fibroids, pressure symptoms, subfertility or growth',
      },
      EMERGENCY_DEPARTMENT('very heavy bleeding with faintness, or sudden severe pain'),
    ],
    advice: ['Fibroids usually shrink after menopause.', 'Have your iron checked if your periods are heavy.'],
  },
  {
    condition: 'pcos',
    care: 'PCOS is common and manageable. Regular activity and healthy eating help periods, skin and long-term health, and the pill or other medicines can help irregular periods, acne and hair growth. Blood tests and sometimes an ultrasound confirm it.',
    seekHelp: 'you have no period for 3 months or more, could be pregnant, or feel low or anxious',
    approach:
      'PCOS (international evidence-based guideline 2023: two of irregular cycles, clinical or biochemical hyperandrogenism, polycystic ovarian morphology or raised AMH; imaging not needed within 8 years of menarche): exclude pregnancy, thyroid disease, hyperprolactinaemia and non-classic congenital adrenal hyperplasia. Screen for glucose intolerance (OGTT or HbA1c), lipids, blood pressure, depression and anxiety, and sleep apnoea. Lifestyle first; combined pill for cycles, acne and hirsutism; metformin for metabolic features; ovulation induction (letrozole) through a specialist; endometrial protection if periods are infrequent.',
    investigations: [
      { name: 'Urine or serum pregnancy test', subtype: 'pathology', when: 'now' },
      {
        name: 'Total testosterone and SHBG (free androgen index)',
        subtype: 'pathology',
        when: 'early follicular phase, off the pill',
      },
      {
        name: 'TSH, prolactin, FSH, LH and 17-hydroxyprogesterone',
        subtype: 'pathology',
        when: 'to exclude other causes',
      },
      { name: 'Oral glucose tolerance test or HbA1c, and fasting lipids', subtype: 'pathology', when: 'at diagnosis' },
      {
        name: 'Pelvic ultrasound (transvaginal)',
        subtype: 'imaging',
        when: 'if more than 8 years after the first period and the diagnosis is unclear',
      },
    ],
    medications: [
      COMBINED_PILL,
      {
        name: 'Metformin',
        dose: '500 mg, increasing every 1 to 2 weeks to 1 g',
        route: 'oral',
        frequency: 'once daily with the evening meal, then twice daily with meals (maximum 2 g a day)',
        duration: 'ongoing, review at 6 months',
        cautions: 'Nausea and diarrhoea (start low); vitamin B12 deficiency; avoid with eGFR under 30.',
        alternative: true,
        needsMoreInfo: 'For metabolic features (overweight, impaired glucose tolerance); check kidney function.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Endocrinologist or gynaecologist',
        urgency: 'routine',
        reason: 'uncertain diagnosis or difficult symptoms',
      },
      { kind: 'specialist', to: 'Fertility specialist', urgency: 'routine', reason: 'trying to conceive' },
      { kind: 'gp', to: 'Dietitian and exercise physiologist', urgency: 'routine', reason: 'lifestyle support' },
    ],
    advice: [
      'Even 5% weight loss, if overweight, can make periods more regular.',
      'Have your blood sugar, cholesterol and blood pressure checked regularly.',
      'Tell your doctor if you are trying to get pregnant; help is available.',
    ],
  },
  {
    condition: 'ovarian_cyst',
    care: 'One-sided pelvic pain needs a pregnancy test and an ultrasound soon. Most ovarian cysts settle on their own; paracetamol and ibuprofen help the pain.',
    seekHelp:
      'the pain becomes severe or sudden, you vomit, feel faint, have a fever, or your pregnancy test is positive: go to the emergency department',
    approach:
      'Acute one-sided pelvic pain: urine pregnancy test first (ectopic pregnancy), then pelvic ultrasound. Simple or haemorrhagic cysts usually settle with analgesia; rupture with significant haemoperitoneum, or suspected torsion (sudden severe pain with vomiting), needs emergency care. Repeat ultrasound in 6 to 12 weeks for persisting cysts; CA-125 if postmenopausal or with complex features (O-RADS).',
    investigations: [
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'now' },
      { name: 'Pelvic ultrasound (transvaginal)', subtype: 'imaging', when: 'within 24 hours' },
      { name: 'FBC', subtype: 'pathology', when: 'if severe pain or dizziness' },
      { name: 'CA-125', subtype: 'pathology', when: 'postmenopausal, or complex cyst features' },
    ],
    medications: [PARACETAMOL, { ...IBUPROFEN, alternative: true, needsMoreInfo: 'Confirm not pregnant.' }],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      EMERGENCY_DEPARTMENT('severe or sudden pain, vomiting, fainting, fever, or a positive pregnancy test with pain'),
      { kind: 'specialist', to: 'Gynaecologist', urgency: 'routine', reason: 'persisting, large or complex cysts' },
    ],
    advice: [
      'Rest and use simple pain relief.',
      'Sudden severe pain with vomiting can mean the ovary has twisted: go to the emergency department.',
    ],
  },
  {
    condition: 'ovarian_torsion',
    care: 'This could be a twisted ovary, which needs urgent surgery to save it. Go to the emergency department now or call 000. Do not eat or drink in case you need an operation.',
    seekHelp: 'you have sudden severe lower tummy pain with vomiting: go to the emergency department now or call 000',
    emergency: true,
    approach:
      'Suspected adnexal torsion: emergency department now for pregnancy test, pelvic ultrasound with Doppler (a normal Doppler does not exclude torsion) and urgent gynaecological laparoscopy to detorse and conserve the ovary.',
    investigations: [
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'in hospital' },
      { name: 'Pelvic ultrasound with Doppler', subtype: 'imaging', when: 'in hospital' },
      { name: 'Diagnostic laparoscopy', subtype: 'other', when: 'urgently in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks after surgery.' },
    referrals: [EMERGENCY_DEPARTMENT('suspected ovarian torsion: surgical emergency')],
    advice: ['Go to the emergency department now.', 'Do not eat or drink in case you need surgery.'],
  },
  {
    condition: 'menopause',
    care: 'Menopause symptoms can be treated well. Keep cool (layers, a fan), limit alcohol and caffeine, stay active and keep a regular sleep routine. A doctor can discuss hormone therapy, which is the most effective treatment for hot flushes, and non-hormonal options.',
    seekHelp: 'you have bleeding after 12 months without periods, bleeding between periods, or feel very low',
    approach:
      'Menopause is a clinical diagnosis over 45 (no blood tests needed); check FSH only under 45 (under 40: premature ovarian insufficiency). Menopausal hormone therapy is the most effective treatment for vasomotor symptoms and, for most women under 60 or within 10 years of menopause, benefits outweigh risks: oestrogen (transdermal if raised VTE risk) plus a progestogen if the uterus is present; vaginal oestrogen for genitourinary symptoms. Non-hormonal options: SSRIs/SNRIs (escitalopram, venlafaxine), gabapentin, clonidine. Contraception until 12 months without periods (over 50) or 2 years (under 50). Review cardiovascular risk, bone health, breast and cervical screening.',
    investigations: [
      { name: 'FSH', subtype: 'pathology', when: 'only if under 45 or the picture is unclear' },
      { name: 'Blood pressure, lipids and HbA1c', subtype: 'pathology', when: 'cardiovascular risk review' },
      { name: 'Bone density scan (DXA)', subtype: 'imaging', when: 'if risk factors for osteoporosis' },
      { name: 'Mammogram', subtype: 'imaging', when: 'as per BreastScreen, before starting hormone therapy if due' },
    ],
    medications: [
      {
        name: 'Estradiol transdermal patch',
        dose: '50 micrograms/24 hours',
        route: 'transdermal',
        frequency: 'patch changed twice a week',
        duration: 'review at 3 months, then yearly',
        cautions:
          'Not with breast cancer, active or previous VTE on oral therapy, stroke, undiagnosed vaginal bleeding or active liver disease; needs a progestogen if the uterus is present.',
        needsMoreInfo:
          'Check breast cancer, clotting and stroke history, blood pressure, and whether the uterus is present.',
      },
      {
        name: 'Progesterone (micronised)',
        dose: '100 mg (continuous) or 200 mg (days 1 to 12 of each month)',
        route: 'oral',
        frequency: 'at night',
        duration: 'while taking oestrogen',
        cautions: 'Drowsiness (take at night); breakthrough bleeding in the first months.',
        needsMoreInfo: 'Only with oestrogen when the uterus is present.',
      },
      {
        name: 'Escitalopram',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'trial of 4 to 8 weeks, then review',
        cautions:
          'Nausea, sleep change, sexual side effects; interacts with other serotonergic medicines; preferred over paroxetine for women taking tamoxifen.',
        alternative: true,
        needsMoreInfo: 'Non-hormonal option when hormone therapy is not suitable or not wanted.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'review 3 months after starting treatment',
      },
      {
        kind: 'specialist',
        to: 'Menopause clinic or gynaecologist',
        urgency: 'routine',
        reason: 'complex history (e.g. breast cancer), early menopause, or symptoms not controlled',
      },
    ],
    advice: [
      'Dress in layers, keep a fan handy, and limit alcohol, caffeine and spicy food.',
      'Regular exercise, a healthy weight and not smoking help symptoms and long-term health.',
      'Use contraception until your periods have stopped for 12 months (2 years if under 50).',
      'Any bleeding after 12 months without periods needs checking.',
    ],
  },
  {
    condition: 'atrophic_vaginitis',
    care: 'Vaginal moisturisers (used every few days) and lubricants for sex help, and a low-dose vaginal oestrogen cream or pessary works very well and is safe for most women.',
    seekHelp: 'you have any vaginal bleeding, a lump, or symptoms that do not improve after 3 months of treatment',
    approach:
      'Genitourinary syndrome of menopause: vaginal moisturisers and lubricants; low-dose vaginal oestrogen (estriol cream or estradiol 10 microgram pessary) is effective and has minimal systemic absorption, also reducing recurrent UTIs. After breast cancer, discuss with the oncology team. Postmenopausal bleeding must be investigated (transvaginal ultrasound), not attributed to atrophy.',
    investigations: [
      { name: 'Transvaginal ultrasound', subtype: 'imaging', when: 'if there is any postmenopausal bleeding' },
      { name: 'Urinalysis and MSU', subtype: 'pathology', when: 'if urinary symptoms' },
    ],
    medications: [
      ESTRIOL_VAGINAL,
      {
        name: 'Estradiol vaginal tablet',
        dose: '10 micrograms',
        route: 'vaginal',
        frequency: 'daily for 2 weeks, then twice a week',
        duration: 'ongoing while it helps',
        cautions: 'Minimal absorption; bleeding must be investigated first.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination if not improving',
      },
      { kind: 'specialist', to: 'Gynaecologist', urgency: 'urgent', reason: 'postmenopausal bleeding' },
    ],
    advice: [
      'Use a vaginal moisturiser regularly and a water- or silicone-based lubricant for sex.',
      'Avoid soaps and perfumed products on the vulva.',
      'Vaginal oestrogen takes a few weeks to work fully.',
    ],
  },
  {
    condition: 'premenstrual_syndrome',
    care: 'Regular exercise, good sleep, and cutting down caffeine, alcohol and salt in the week before your period help many people. Keep a diary of symptoms for 2 cycles. If it badly affects your life, a doctor can discuss medicine.',
    seekHelp:
      'you have thoughts of harming yourself (call Lifeline on 13 11 14, or 000 in an emergency), or your mood is low all month',
    approach:
      'PMS/PMDD: confirm the luteal-phase pattern with a 2-cycle symptom diary; screen for depression, anxiety and safety. Lifestyle, CBT; for moderate to severe symptoms, an SSRI (continuous or luteal phase only) or a drospirenone-containing combined pill taken continuously.',
    investigations: [
      { name: 'Symptom diary', subtype: 'other', when: 'over 2 menstrual cycles' },
      { name: 'FBC and TSH', subtype: 'pathology', when: 'if fatigue is prominent' },
    ],
    medications: [
      {
        name: 'Fluoxetine',
        dose: '20 mg',
        route: 'oral',
        frequency: 'once daily (continuously, or only from mid-cycle to the start of the period)',
        duration: 'trial of 2 to 3 cycles, then review',
        cautions:
          'Nausea, sleep change, sexual side effects; rarely increased suicidal thoughts in young people; interactions with other serotonergic medicines.',
        needsMoreInfo: 'Confirm the premenstrual pattern, mood and safety, and that she is not pregnant.',
      },
      {
        name: 'Ethinylestradiol with drospirenone (combined oral contraceptive)',
        dose: '20 micrograms + 3 mg',
        route: 'oral',
        frequency: 'once daily (can be taken continuously)',
        duration: 'ongoing, review at 3 months',
        cautions:
          'Higher clot risk than levonorgestrel pills; not with migraine with aura, previous VTE or smoking over 35.',
        alternative: true,
        needsMoreInfo: 'Check blood pressure, migraine with aura, clotting history and smoking.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'review of the symptom diary and treatment',
      },
      {
        kind: 'specialist',
        to: 'Psychologist or psychiatrist',
        urgency: 'routine',
        reason: 'severe premenstrual dysphoric disorder',
      },
    ],
    advice: [
      'Track your symptoms for 2 cycles to confirm the pattern.',
      'Exercise, sleep and stress management make a real difference.',
      'If you ever feel unsafe, call Lifeline on 13 11 14 or 000.',
    ],
  },
  {
    condition: 'emergency_contraception',
    care: 'Emergency contraception works best the sooner it is taken. The morning-after pill is available from a pharmacy without a prescription. A copper IUD put in within 5 days is the most effective option and also gives ongoing contraception.',
    seekHelp:
      'your next period is more than 7 days late or unusually light, you have lower tummy pain, or you vomit within 3 hours of taking the pill',
    approach:
      'Emergency contraception: copper IUD within 120 hours (most effective, ongoing contraception); ulipristal acetate 30 mg within 120 hours (more effective than levonorgestrel, especially on days 3 to 5; delay restarting hormonal contraception for 5 days) or levonorgestrel 1.5 mg within 72 hours (less effective to 96 hours; consider 3 mg with BMI over 30 or enzyme-inducing medicines). Pregnancy test if the period is more than 7 days late (or 3 weeks after); STI testing; start ongoing contraception.',
    investigations: [
      {
        name: 'Urine pregnancy test',
        subtype: 'pathology',
        when: '3 weeks after, or if the period is more than 7 days late',
      },
      {
        name: 'NAAT for chlamydia and gonorrhoea',
        subtype: 'pathology',
        when: '2 weeks after the unprotected sex (or now, if symptoms)',
      },
    ],
    medications: [
      {
        name: 'Ulipristal acetate',
        dose: '30 mg',
        route: 'oral',
        frequency: 'once, as soon as possible',
        duration: 'single dose within 120 hours of unprotected sex',
        cautions:
          'Repeat if vomited within 3 hours; wait 5 days before starting or restarting hormonal contraception (use condoms); less effective with enzyme-inducing medicines; when breastfeeding, express and discard milk for a week.',
      },
      {
        name: 'Levonorgestrel',
        dose: '1.5 mg',
        route: 'oral',
        frequency: 'once, as soon as possible',
        duration: 'single dose within 72 hours (up to 96 hours, less effective)',
        cautions:
          'Repeat if vomited within 3 hours; consider 3 mg with BMI over 30 or enzyme-inducing medicines; safe when breastfeeding.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'GP or family planning clinic (in person)',
        urgency: 'urgent',
        reason: 'copper IUD insertion within 5 days, if chosen',
      },
      SEXUAL_HEALTH('STI testing and ongoing contraception'),
    ],
    advice: [
      'Take it as soon as you can; every hour counts.',
      'Use condoms until your next period, and do a pregnancy test if your period is more than a week late.',
      'Think about long-acting contraception (implant or IUD); your GP or Family Planning can help.',
    ],
  },
  {
    condition: 'subfertility',
    care: 'Start folic acid, aim for a healthy weight, stop smoking and limit alcohol (both partners), and have sex every 2 to 3 days through the cycle. A doctor can arrange tests for both partners and a referral to a fertility specialist.',
    seekHelp: 'you have a positive pregnancy test with pain or bleeding, or very painful or absent periods',
    approach:
      'Subfertility: assess both partners after 12 months of regular unprotected sex (6 months if the woman is 35 or older; sooner with known causes such as amenorrhoea, endometriosis or previous PID). Woman: cycle history, mid-luteal progesterone, early follicular FSH, LH and oestradiol, AMH, TSH, prolactin, rubella and varicella immunity, cervical screening, chlamydia NAAT, pelvic ultrasound; man: semen analysis. Preconception care and referral to a fertility specialist.',
    investigations: [
      {
        name: 'Mid-luteal (day 21 of a 28-day cycle) progesterone',
        subtype: 'pathology',
        when: 'to confirm ovulation',
      },
      { name: 'FSH, LH, oestradiol, AMH, TSH and prolactin', subtype: 'pathology', when: 'early in the cycle' },
      { name: 'Rubella and varicella immunity, chlamydia NAAT', subtype: 'pathology', when: 'now' },
      { name: 'Semen analysis', subtype: 'pathology', when: 'for the male partner' },
      { name: 'Pelvic ultrasound (transvaginal)', subtype: 'imaging', when: 'now' },
    ],
    medications: [
      {
        name: 'Folic acid',
        dose: '0.5 mg (5 mg if diabetes, obesity, epilepsy medicines or a previous neural tube defect)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'from at least 1 month before conception until 12 weeks of pregnancy',
        cautions: 'No significant cautions.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day for tests or procedures.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Fertility specialist',
        urgency: 'routine',
        reason: 'subfertility after initial tests (earlier if 35 or older)',
      },
    ],
    advice: [
      'Both partners benefit from not smoking, limiting alcohol and a healthy weight.',
      'Have sex every 2 to 3 days; precise timing is not necessary.',
      'Start folic acid now if you are trying to conceive.',
    ],
  },
  {
    condition: 'lactational_mastitis',
    care: 'Keep breastfeeding or expressing from the sore breast as usual: it is safe for your baby and helps it settle. Use cold packs after feeds, take ibuprofen or paracetamol, and rest. If you have a fever or it is not better within 12 to 24 hours, you need antibiotics from a doctor today.',
    seekHelp:
      'you feel very unwell, have a high fever or shivers, the redness spreads quickly, or a painful lump does not go away after feeding (possible abscess)',
    approach:
      'Lactational mastitis: continue feeding or expressing normally (avoid over-pumping and deep massage), cold packs and an NSAID. Antibiotics if systemically unwell or not improving within 12 to 24 hours: dicloxacillin or flucloxacillin 500 mg four times daily for 5 days (cefalexin with non-severe penicillin allergy; clindamycin if severe allergy). Ultrasound for a persisting lump (abscess: aspiration); milk culture if severe, recurrent or not responding. Lactation consultant.',
    investigations: [
      {
        name: 'Breast milk culture',
        subtype: 'pathology',
        when: 'severe, recurrent, or not responding to antibiotics',
      },
      {
        name: 'Breast ultrasound',
        subtype: 'imaging',
        when: 'a lump that persists 48 hours after starting antibiotics (abscess)',
      },
    ],
    medications: [
      {
        name: 'Dicloxacillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly, on an empty stomach',
        duration: '5 days',
        cautions: 'Not with penicillin allergy; cholestatic hepatitis (rare); compatible with breastfeeding.',
        needsMoreInfo: 'Confirm no penicillin allergy; start if feverish or not improving after 12 to 24 hours.',
      },
      {
        name: 'Flucloxacillin',
        dose: '500 mg',
        route: 'oral',
        frequency: '6-hourly, on an empty stomach',
        duration: '5 days',
        cautions: 'Not with penicillin allergy; cholestatic hepatitis (rare); compatible with breastfeeding.',
        alternative: true,
      },
      { ...CEFALEXIN, duration: '5 days', alternative: true, needsMoreInfo: 'With a non-severe penicillin allergy.' },
      { ...IBUPROFEN, dose: '400 mg', frequency: 'every 6 to 8 hours with food' },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 2, note: "Usually 2 to 3 days (or a carer's certificate for a partner)." },
    referrals: [
      {
        kind: 'gp',
        to: 'Lactation consultant or child and family health nurse',
        urgency: 'routine',
        reason: 'feeding technique and preventing recurrence',
      },
      { kind: 'specialist', to: 'Breast surgeon', urgency: 'urgent', reason: 'breast abscess' },
      EMERGENCY_DEPARTMENT('signs of sepsis: high fever with rigors, rapid spread, confusion or faintness'),
    ],
    advice: [
      'Keep feeding from both breasts; do not stop suddenly.',
      'Avoid tight bras and deep massage; use cold packs between feeds.',
      'The Australian Breastfeeding Association helpline is 1800 686 268.',
    ],
  },
  {
    condition: 'mastalgia',
    care: 'Wear a well-fitting, supportive bra, including a soft one at night and a sports bra for exercise. Paracetamol, or an anti-inflammatory gel rubbed on the sore area, can ease the pain. Keeping a diary of the pain against your periods for two or three months shows whether it is cyclical.',
    seekHelp:
      'you find a lump, the skin dimples or puckers, a nipple turns in or has a bloody discharge, the breast becomes red, hot and swollen or you have a fever, or the pain stays in one spot for more than a couple of menstrual cycles',
    approach:
      'Mastalgia without a lump, skin or nipple change: reassure (breast pain alone is rarely cancer), a well-fitting bra, simple analgesia or topical NSAID, and a pain chart to separate cyclical from non-cyclical pain; examine in person if the pain is focal, persistent or one-sided, and image (ultrasound, plus mammography at 35 or over) focal pain; consider chest-wall pain and medicines (hormonal therapy, SSRIs).',
    investigations: [
      {
        name: 'Breast ultrasound (and a mammogram at 35 or over)',
        subtype: 'imaging',
        when: 'only if the pain stays in one spot, or an examination finds something',
      },
    ],
    medications: [
      { ...PARACETAMOL },
      {
        name: 'Diclofenac 1% gel',
        dose: '2 to 4 g rubbed gently into the painful area',
        route: 'topical',
        frequency: 'up to 3 to 4 times a day',
        duration: 'as needed, reviewing after 2 to 3 months',
        cautions: 'Not on broken skin; avoid in late pregnancy and with an allergy to anti-inflammatory medicines.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Time off work is rarely needed for breast pain; a day at most when it is severe.',
    },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'breast examination if the pain is in one spot, one-sided or persists beyond 2 to 3 cycles',
      },
    ],
    advice: [
      'Breast pain that comes and goes with your periods is very common and is not a sign of cancer.',
      'Keep checking your breasts: see a doctor promptly for a new lump or any change in the skin or nipple.',
    ],
  },
  {
    condition: 'benign_breast_lump',
    care: 'Most breast lumps are not cancer, especially in younger women, but every new lump should be checked by a doctor with an examination and an ultrasound (and a mammogram if you are 35 or older).',
    seekHelp:
      'the lump grows quickly, the skin dimples or puckers, a nipple turns in or bleeds, or you find a lump in your armpit',
    approach:
      'New breast lump: the triple test, clinical breast examination, imaging (ultrasound under 35; diagnostic mammogram and ultrasound at 35 or over), and fine-needle or core biopsy when indicated. Fibroadenomas and cysts are common in younger women, but a lump is not called benign until the three parts agree.',
    investigations: [
      { name: 'Breast ultrasound', subtype: 'imaging', when: 'within 2 weeks' },
      { name: 'Diagnostic mammogram', subtype: 'imaging', when: 'aged 35 or over' },
      { name: 'Fine-needle aspiration or core biopsy', subtype: 'pathology', when: 'if imaging is not clearly benign' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'clinical breast examination within 1 to 2 weeks',
      },
      {
        kind: 'specialist',
        to: 'Breast surgeon or breast clinic',
        urgency: 'urgent',
        reason: 'imaging or examination not clearly benign',
      },
    ],
    advice: [
      'Please have the lump checked even if it seems to come and go with your periods.',
      'Get to know the normal look and feel of your breasts.',
    ],
  },
  {
    condition: 'breast_cancer',
    care: 'This breast change needs prompt tests: an examination, a mammogram and ultrasound, and usually a small biopsy. Most lumps turn out not to be cancer, but it is important to check quickly.',
    seekHelp: 'you find new lumps, have bone pain, breathlessness, or feel very unwell',
    approach:
      'Suspicious breast lump, skin or nipple change: triple test without delay (clinical examination, diagnostic mammogram and ultrasound, core biopsy) and urgent referral to a breast surgeon or breast clinic (seen within 2 weeks). Men with a breast lump need the same assessment.',
    investigations: [
      { name: 'Diagnostic mammogram and breast ultrasound', subtype: 'imaging', when: 'within 1 to 2 weeks' },
      { name: 'Core biopsy', subtype: 'pathology', when: 'of any suspicious lesion' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; longer certificates follow specialist treatment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Breast surgeon or breast clinic',
        urgency: 'urgent',
        reason: 'suspected breast cancer',
      },
    ],
    advice: [
      'Please have the tests promptly; early treatment works best.',
      'It is normal to feel worried; Cancer Council (13 11 20) and Breast Cancer Network Australia can help.',
    ],
  },
  {
    condition: 'cervical_cancer',
    care: 'Bleeding after sex or between periods needs an examination of the cervix and a cervical test soon. Most causes are not cancer, but it should be checked promptly, especially if your screening is overdue.',
    seekHelp: 'the bleeding is heavy, or you have pain, fever or feel faint',
    approach:
      'Abnormal bleeding (postcoital, intermenstrual or postmenopausal), particularly if screening is overdue: speculum examination and a clinician-collected co-test (HPV and liquid-based cytology), not a screening self-collection; chlamydia and gonorrhoea NAAT. A visibly abnormal cervix needs urgent colposcopy regardless of the test result.',
    investigations: [
      {
        name: 'Speculum examination and clinician-collected co-test (HPV and liquid-based cytology)',
        subtype: 'pathology',
        when: 'in person, within 1 to 2 weeks',
      },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'now' },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist (colposcopy) or gynaecological oncologist',
        urgency: 'urgent',
        reason: 'abnormal-looking cervix or abnormal co-test',
      },
    ],
    advice: [
      'Please book an examination soon, even if the bleeding has stopped.',
      'Cervical screening every 5 years prevents most cervical cancers; self-collection is available.',
    ],
  },
  {
    condition: 'endometrial_cancer',
    care: 'Bleeding after menopause always needs checking, usually with a pelvic ultrasound and a gynaecologist review. Most women with this bleeding do not have cancer, but early checks matter.',
    seekHelp: 'the bleeding is heavy, or you feel faint or have severe pain',
    approach:
      'Postmenopausal bleeding: transvaginal ultrasound for endometrial thickness (over 4 mm needs sampling) and referral to gynaecology for endometrial biopsy or hysteroscopy; persistent bleeding needs referral whatever the thickness. Check cervical screening. Risk factors: obesity, diabetes, unopposed oestrogen, tamoxifen, Lynch syndrome.',
    investigations: [
      { name: 'Transvaginal pelvic ultrasound (endometrial thickness)', subtype: 'imaging', when: 'within 2 weeks' },
      { name: 'FBC', subtype: 'pathology', when: 'now' },
      { name: 'Speculum examination and co-test if screening is due', subtype: 'pathology', when: 'in person' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; longer certificates follow treatment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'urgent',
        reason: 'postmenopausal bleeding for endometrial assessment',
      },
    ],
    advice: [
      'Please have the ultrasound promptly, even if the bleeding was only spotting.',
      'You can call Cancer Council on 13 11 20 for information and support.',
    ],
  },
  {
    condition: 'endometrial_polyp_hyperplasia',
    care: 'Bleeding between periods or after menopause needs a pelvic ultrasound. A polyp or a thickened lining is common and treatable, usually with a short day procedure.',
    seekHelp: 'the bleeding is heavy, or you feel faint or have severe pain',
    approach:
      'Intermenstrual or postmenopausal bleeding with a thickened endometrium or focal lesion: gynaecology referral for hysteroscopy with polypectomy and endometrial biopsy to exclude atypical hyperplasia or cancer. Hyperplasia without atypia: progestogen (LNG-IUD preferred) and weight management; review HRT regimens.',
    investigations: [
      { name: 'Transvaginal pelvic ultrasound', subtype: 'imaging', when: 'within 2 weeks' },
      { name: 'FBC', subtype: 'pathology', when: 'if bleeding is heavy' },
      { name: 'Speculum examination and co-test if screening is due', subtype: 'pathology', when: 'in person' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; 1 to 3 days after hysteroscopy.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'urgent',
        reason: 'abnormal uterine bleeding with a thickened endometrium or polyp',
      },
    ],
    advice: [
      'Please have the ultrasound even if the bleeding settles.',
      'Tell your doctor if you take hormone therapy or tamoxifen.',
    ],
  },
  {
    condition: 'ovarian_cancer',
    care: 'Bloating, feeling full quickly or tummy swelling that lasts more than a few weeks needs a blood test and an ultrasound. These symptoms usually have another cause, but it is important to check.',
    seekHelp: 'your tummy swells quickly, you cannot eat or keep food down, have severe pain, or become breathless',
    approach:
      'Persistent bloating, early satiety, pelvic or abdominal pain, or urinary urgency (most days for more than 2 to 3 weeks), especially over 50: CA-125 and pelvic/transvaginal ultrasound; ascites or a pelvic mass means urgent gynaecological oncology referral.',
    investigations: [
      { name: 'CA-125', subtype: 'pathology', when: 'now' },
      { name: 'Pelvic and abdominal ultrasound (transvaginal)', subtype: 'imaging', when: 'within 2 weeks' },
      { name: 'FBC, UEC and liver function tests', subtype: 'pathology', when: 'now' },
      { name: 'CT of the abdomen and pelvis', subtype: 'imaging', when: 'if a mass or ascites is found' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for tests; longer certificates follow specialist care.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gynaecological oncologist',
        urgency: 'urgent',
        reason: 'raised CA-125, pelvic mass or ascites',
      },
    ],
    advice: [
      'Please have the blood test and scan promptly.',
      'Ovarian Cancer Australia and Cancer Council (13 11 20) offer information and support.',
    ],
  },
  {
    condition: 'erectile_dysfunction',
    care: 'Erection problems are common and treatable. Healthy habits help (exercise, not smoking, less alcohol), and tablets such as sildenafil work for most men. Because they can be an early sign of heart disease, a check of blood pressure, cholesterol and blood sugar is worthwhile.',
    seekHelp: 'you get chest pain or breathlessness with exertion or sex, or an erection lasts more than 4 hours',
    approach:
      'Erectile dysfunction is often an early marker of cardiovascular disease: assess cardiovascular risk (blood pressure, lipids, glucose or HbA1c, smoking), morning total testosterone if libido is low, medicines (antihypertensives, SSRIs), mood and relationship factors. PDE5 inhibitors first line unless taking nitrates; lifestyle change; urology or sexual health physician referral if they fail. Ask about exertional chest pain before advising sexual activity.',
    investigations: [
      { name: 'HbA1c or fasting glucose, and fasting lipids', subtype: 'pathology', when: 'now' },
      {
        name: 'Morning (8 to 10 am) total testosterone',
        subtype: 'pathology',
        when: 'if low libido or other signs of low testosterone',
      },
      { name: 'Blood pressure', subtype: 'other', when: 'now' },
    ],
    medications: [
      {
        name: 'Sildenafil',
        dose: '50 mg (25 to 100 mg)',
        route: 'oral',
        frequency: 'about 1 hour before sex, no more than once a day',
        duration: 'as needed; review after 6 to 8 attempts',
        cautions:
          'Never with nitrates or riociguat; caution with alpha blockers; headache, flushing, blocked nose, visual changes; seek help for an erection lasting over 4 hours.',
        needsMoreInfo: 'Confirm no nitrate use and no unstable heart disease.',
      },
      {
        name: 'Tadalafil',
        dose: '10 mg (up to 20 mg), or 5 mg daily',
        route: 'oral',
        frequency: 'at least 30 minutes before sex, or once daily',
        duration: 'as needed; review after 6 to 8 attempts',
        cautions: 'Never with nitrates; caution with alpha blockers; headache, back pain, indigestion.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Urologist or sexual health physician',
        urgency: 'routine',
        reason: 'not responding to tablets',
      },
      {
        kind: 'specialist',
        to: 'Psychologist or sex therapist',
        urgency: 'routine',
        reason: 'psychological or relationship factors',
      },
    ],
    advice: [
      'Exercise, a healthy weight, not smoking and less alcohol improve erections.',
      'Never combine these tablets with nitrate medicines or "poppers".',
      'Healthy Male (healthymale.org.au) has reliable information.',
    ],
  },
  {
    condition: 'bartholin_abscess',
    care: 'A painful swelling at the entrance to the vagina usually needs to be drained by a doctor today. Warm shallow baths (sitz baths) and pain relief help in the meantime.',
    seekHelp: 'you have a fever, the redness spreads, or the pain is severe',
    approach:
      "Bartholin's abscess: drainage in person, ideally the same day (Word catheter or marsupialisation); warm sitz baths and analgesia meanwhile. Antibiotics only with surrounding cellulitis or systemic features; swab pus for culture and NAAT for gonorrhoea and chlamydia. Biopsy over 40 (rare carcinoma). A non-infected cyst needs no treatment.",
    investigations: [
      { name: 'Swab of pus for microscopy, culture and sensitivities', subtype: 'pathology', when: 'at drainage' },
      { name: 'NAAT for chlamydia and gonorrhoea', subtype: 'pathology', when: 'at drainage' },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true },
      {
        ...AMOXICILLIN_CLAVULANATE,
        duration: '5 days',
        alternative: true,
        needsMoreInfo: 'Only with surrounding cellulitis or fever; confirm no penicillin allergy.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      {
        kind: 'gp',
        to: 'GP, gynaecology clinic or emergency department (in person)',
        urgency: 'urgent',
        reason: 'incision and drainage',
      },
      {
        kind: 'specialist',
        to: 'Gynaecologist',
        urgency: 'routine',
        reason: 'recurrent abscesses (marsupialisation), or a lump over 40',
      },
    ],
    advice: ['Soak in a warm shallow bath 2 to 3 times a day.', 'Do not try to squeeze or pop it.'],
  },
  {
    condition: 'lichen_sclerosus',
    care: 'Lichen sclerosus is not an infection and is not catching. A strong steroid ointment used as directed controls it well. Use a soap substitute and a barrier ointment, and avoid scratching.',
    seekHelp: 'you notice a lump, a sore that does not heal, or bleeding from the skin',
    approach:
      'Lichen sclerosus: potent topical corticosteroid (clobetasol propionate 0.05% ointment) nightly for 4 weeks, alternate nights for 4 weeks, twice weekly for 4 weeks, then as needed; emollients and soap substitutes. Biopsy if the diagnosis is uncertain or it does not respond. Lifelong review: about 3 to 5% risk of vulval squamous cell carcinoma, so a persistent lump, ulcer or change needs biopsy.',
    investigations: [
      { name: 'Examination of the vulva (and skin biopsy if uncertain)', subtype: 'other', when: 'in person' },
    ],
    medications: [
      {
        name: 'Clobetasol propionate 0.05% ointment',
        dose: 'a thin layer (1 fingertip unit covers the vulva)',
        route: 'topical',
        frequency: 'at night: daily for 4 weeks, alternate nights for 4 weeks, then twice a week for 4 weeks',
        duration: '12-week reducing course, then as needed for flares',
        cautions: 'Apply only to the affected skin; a 30 g tube should last about 3 months.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      {
        kind: 'gp',
        to: 'General practitioner (in person)',
        urgency: 'routine',
        reason: 'examination to confirm the diagnosis',
      },
      {
        kind: 'specialist',
        to: 'Dermatologist or vulval clinic',
        urgency: 'routine',
        reason: 'uncertain diagnosis, no response, or any new lump or ulcer',
      },
    ],
    advice: [
      'Use a soap substitute and a plain barrier ointment daily.',
      'Keep up the treatment as directed; it often needs long-term maintenance.',
      'Have the skin checked at least once a year.',
    ],
  },
  {
    condition: 'pelvic_organ_prolapse',
    care: 'Pelvic floor exercises with a pelvic health physiotherapist help many women, along with avoiding heavy lifting and straining on the toilet. A doctor can examine you and discuss a vaginal pessary or other treatment.',
    seekHelp: 'you cannot pass urine, have bleeding or an ulcer on the bulge, or the bulge cannot be pushed back',
    approach:
      'Pelvic organ prolapse: in-person examination to grade it; pelvic floor muscle training with a pelvic health physiotherapist, weight management, treating constipation and chronic cough; vaginal oestrogen if atrophic; a vaginal pessary fitted by a GP or gynaecologist; surgery for bothersome prolapse that does not respond. Check voiding (retention, recurrent UTI) and kidney function with complete prolapse.',
    investigations: [
      { name: 'Pelvic examination', subtype: 'other', when: 'in person' },
      { name: 'Urinalysis', subtype: 'pathology', when: 'if urinary symptoms' },
      { name: 'Post-void residual ultrasound', subtype: 'imaging', when: 'if difficulty emptying the bladder' },
    ],
    medications: [ESTRIOL_VAGINAL],
    certificate: { suggestedDays: 1, note: 'Rarely needed; longer after surgery.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Pelvic health physiotherapist',
        urgency: 'routine',
        reason: 'pelvic floor muscle training',
      },
      {
        kind: 'specialist',
        to: 'Urogynaecologist or gynaecologist',
        urgency: 'routine',
        reason: 'pessary fitting or surgery',
      },
    ],
    advice: [
      'Avoid heavy lifting and straining; treat constipation.',
      'Pelvic floor exercises work best when taught by a physiotherapist.',
      'The National Continence Helpline (1800 33 00 66) gives free advice.',
    ],
  },
  {
    condition: 'early_pregnancy',
    care: 'Start folic acid and iodine supplements now if you have not already, avoid alcohol and smoking, and book a visit with your GP or midwife to start your pregnancy care. Check any medicines with a pharmacist or doctor.',
    seekHelp:
      'you have vaginal bleeding, one-sided or severe tummy pain, shoulder-tip pain, feel faint, or cannot keep fluids down',
    approach:
      'Confirmed pregnancy: date from the last period (dating ultrasound if uncertain, or at 8 to 12 weeks); first antenatal bloods; discuss screening options (combined first-trimester screening or cell-free DNA); folic acid 0.5 mg daily (5 mg with diabetes, obesity, antiepileptic medicines or a previous neural tube defect) and iodine 150 micrograms daily; vaccinations (influenza any time, pertussis at 20 to 32 weeks, RSV at 28 to 36 weeks); medication, lifestyle, family violence and mental health screening; choice of model of care (GP shared care, midwife, obstetrician). Early HbA1c or OGTT if at high risk of diabetes.',
    investigations: [
      {
        name: 'Antenatal bloods: FBC, blood group and antibodies, rubella immunity, syphilis, HIV, hepatitis B and C',
        subtype: 'pathology',
        when: 'at the first visit',
      },
      { name: 'Midstream urine culture (asymptomatic bacteriuria)', subtype: 'pathology', when: 'at the first visit' },
      {
        name: 'Dating ultrasound',
        subtype: 'imaging',
        when: 'at 8 to 12 weeks, or sooner if dates are uncertain or there is pain or bleeding',
      },
      {
        name: 'Combined first-trimester screening or cell-free DNA (NIPT)',
        subtype: 'pathology',
        when: 'offered at 10 to 14 weeks after discussion',
      },
      {
        name: 'HbA1c or early OGTT',
        subtype: 'pathology',
        when: 'if at high risk of diabetes (previous GDM, obesity, strong family history, some ethnic backgrounds)',
      },
    ],
    medications: [
      {
        name: 'Folic acid',
        dose: '0.5 mg (5 mg if at higher risk)',
        route: 'oral',
        frequency: 'once daily',
        duration: 'until 12 weeks of pregnancy',
        cautions: 'No significant cautions.',
      },
      {
        name: 'Potassium iodide',
        dose: '150 micrograms of iodine',
        route: 'oral',
        frequency: 'once daily',
        duration: 'throughout pregnancy and breastfeeding',
        cautions: 'Check with a doctor first if you have an overactive thyroid.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day for appointments; illness certificates follow any complication.' },
    referrals: [
      {
        kind: 'gp',
        to: 'GP or midwife (antenatal care booking)',
        urgency: 'routine',
        reason: 'first antenatal visit and choice of maternity care',
      },
    ],
    advice: [
      'No alcohol is the safest choice in pregnancy; stop smoking (Quitline 13 78 48).',
      'Avoid listeria-risk foods (soft cheeses, deli meats, pre-cut salads, raw seafood).',
      'Take folic acid until 12 weeks and iodine throughout pregnancy.',
      'Seek care urgently for bleeding, severe or one-sided pain, or fainting.',
    ],
  },
  {
    condition: 'nausea_vomiting_pregnancy',
    care: 'Eat small, frequent, bland snacks (dry crackers before getting up), sip fluids often, avoid smells that trigger it, and try ginger. Vitamin B6 (pyridoxine), with or without doxylamine, from the pharmacy can help. It usually improves by 14 to 16 weeks.',
    seekHelp:
      'you cannot keep fluids down for 24 hours, are passing very little dark urine, feel dizzy or faint, are losing weight, or have tummy pain, fever or bleeding',
    approach:
      'Nausea and vomiting of pregnancy: assess severity (PUQE score), hydration, ketones and weight; exclude other causes (UTI, thyroid, molar or multiple pregnancy on the dating scan). Stepwise: diet and ginger; pyridoxine with or without doxylamine; then metoclopramide, prochlorperazine or ondansetron (a small absolute increase in orofacial clefts with first-trimester ondansetron: discuss). Unable to keep fluids down, ketonuria or over 5% weight loss: hyperemesis, needing IV fluids and thiamine.',
    investigations: [
      { name: 'Urinalysis for ketones and MSU', subtype: 'pathology', when: 'if vomiting is frequent' },
      { name: 'Dating ultrasound', subtype: 'imaging', when: 'if not yet done (multiple or molar pregnancy)' },
      { name: 'UEC, liver function tests and TSH', subtype: 'pathology', when: 'if severe or persisting' },
    ],
    medications: [
      {
        name: 'Pyridoxine',
        dose: '25 mg',
        route: 'oral',
        frequency: '3 times a day (maximum 200 mg a day)',
        duration: 'while symptoms last',
        cautions: 'Tingling or numbness with long-term high doses.',
      },
      {
        name: 'Doxylamine',
        dose: '12.5 to 25 mg',
        route: 'oral',
        frequency: 'at night (12.5 mg can be added in the morning and afternoon)',
        duration: 'while symptoms last',
        cautions: 'Drowsiness: do not drive if affected.',
      },
      {
        name: 'Metoclopramide',
        dose: '10 mg',
        route: 'oral',
        frequency: '8-hourly when required',
        duration: 'up to 5 days',
        cautions: 'Restlessness and dystonic reactions, especially in young women; limit to 5 days.',
        alternative: true,
      },
      {
        name: 'Ondansetron',
        dose: '4 to 8 mg',
        route: 'oral (wafer or tablet)',
        frequency: '8-hourly when required',
        duration: 'short courses while symptoms are severe',
        cautions:
          'Constipation, headache, QT prolongation; a small increase in cleft lip or palate with first-trimester use.',
        alternative: true,
        needsMoreInfo: 'Discuss the small first-trimester risk; used when other options have not helped.',
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days for a bad spell; longer if severe.' },
    referrals: [
      { kind: 'gp', to: 'GP or midwife', urgency: 'routine', reason: 'review of symptoms and weight' },
      {
        kind: 'specialist',
        to: 'Maternity assessment unit or early pregnancy service',
        urgency: 'urgent',
        reason: 'unable to keep fluids down for 24 hours',
      },
    ],
    advice: [
      'Eat little and often, and keep sipping fluids (cold, fizzy or flavoured drinks may be easier).',
      'Rest when you can; symptoms usually peak around 9 weeks and settle by 14 to 16 weeks.',
      'Seek help if you cannot keep fluids down or are passing little urine.',
    ],
  },
  {
    condition: 'hyperemesis_gravidarum',
    care: 'Because you cannot keep fluids down, you need to be seen today: most women need a drip (IV fluids) and anti-sickness medicine in hospital or a day unit. Keep taking small sips if you can.',
    seekHelp:
      'you feel faint or confused, have not passed urine for 8 hours or more, vomit blood, or have tummy pain, fever or bleeding: go to the emergency department or call 000',
    approach:
      'Hyperemesis gravidarum: same-day assessment at a maternity assessment unit or emergency department for IV fluids (sodium chloride 0.9% with potassium as needed), thiamine before any dextrose, parenteral antiemetics, and VTE prophylaxis if admitted; UEC, LFT, TSH, urine ketones and ultrasound for multiple or molar pregnancy. Continue regular oral antiemetics after discharge; corticosteroids for refractory cases (specialist).',
    investigations: [
      { name: 'UEC, liver function tests, TSH and FBC', subtype: 'pathology', when: 'today' },
      { name: 'Urine ketones and MSU', subtype: 'pathology', when: 'today' },
      { name: 'Pelvic ultrasound', subtype: 'imaging', when: 'if not yet done (multiple or molar pregnancy)' },
    ],
    medications: [
      {
        name: 'Ondansetron orally disintegrating tablet',
        dose: '4 to 8 mg',
        route: 'dissolved on the tongue',
        frequency: '8-hourly when required',
        duration: 'while arranging same-day review',
        cautions:
          'Constipation, headache, QT prolongation; a small increase in cleft lip or palate with first-trimester use.',
        needsMoreInfo: 'A bridge only while same-day assessment is arranged; discuss the first-trimester risk.',
      },
    ],
    certificate: { suggestedDays: 5, note: 'Often 1 to 2 weeks; longer if admitted or recurrent.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Maternity assessment unit or early pregnancy service',
        urgency: 'urgent',
        reason: 'IV fluids, thiamine and antiemetics today',
      },
      EMERGENCY_DEPARTMENT('faint, confused, no urine for 8 hours, or vomiting blood'),
    ],
    advice: [
      'This is a medical condition, not something you are doing wrong; effective treatment is available.',
      'Small sips of fluid every few minutes may stay down better than a large drink.',
      'Hyperemesis support groups can help; ask your midwife.',
    ],
  },
  {
    condition: 'threatened_miscarriage',
    care: 'Bleeding in early pregnancy is common and often settles, but it needs checking today with a scan and a blood test, to make sure the pregnancy is in the right place. Use pads, not tampons, and paracetamol is safe for cramps.',
    seekHelp:
      'the bleeding becomes heavy (soaking a pad an hour), you pass large clots, have severe or one-sided pain, shoulder-tip pain, or feel faint or dizzy: go to the emergency department or call 000',
    approach:
      'Bleeding before 20 weeks: transvaginal ultrasound (viability and location) and quantitative beta-hCG (repeated at 48 hours for a pregnancy of unknown location); blood group and antibodies (anti-D for Rh-negative women from 12 weeks, or per local policy). Until an intrauterine pregnancy is seen, ectopic pregnancy is not excluded. Early pregnancy assessment service the same day; no treatment changes the outcome (vaginal progesterone may help women with a previous miscarriage: specialist decision).',
    investigations: [
      { name: 'Transvaginal pelvic ultrasound', subtype: 'imaging', when: 'today or within 24 hours' },
      {
        name: 'Quantitative serum beta-hCG',
        subtype: 'pathology',
        when: 'today, repeated at 48 hours if the location is unknown',
      },
      { name: 'Blood group and antibody screen', subtype: 'pathology', when: 'today' },
      { name: 'FBC', subtype: 'pathology', when: 'if bleeding is heavy' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Early pregnancy assessment service',
        urgency: 'urgent',
        reason: 'ultrasound, beta-hCG and blood group today',
      },
      EMERGENCY_DEPARTMENT('heavy bleeding, severe or one-sided pain, shoulder-tip pain, or faintness'),
    ],
    advice: [
      'Most pregnancies with light early bleeding continue normally.',
      'Use pads rather than tampons, and avoid sex until the bleeding stops.',
      'Go to the emergency department for heavy bleeding, severe pain or fainting.',
    ],
  },
  {
    condition: 'miscarriage',
    care: 'I am very sorry. This needs to be seen today at an early pregnancy service or emergency department, to check the bleeding, confirm with a scan and talk through your options. Use pads, take paracetamol for cramps, and have someone with you.',
    seekHelp:
      'you soak a pad every hour for 2 hours, pass very large clots, feel faint or dizzy, have severe pain, or develop a fever or smelly discharge: go to the emergency department or call 000',
    approach:
      'Inevitable or incomplete miscarriage: check haemodynamic status; transvaginal ultrasound and beta-hCG; blood group (anti-D for Rh-negative women per guideline). Options: expectant, medical (misoprostol, with mifepristone for missed miscarriage) or surgical (suction curettage); heavy bleeding or cervical shock (products in the os) need the emergency department. Urine pregnancy test 3 weeks later; emotional support and follow-up.',
    investigations: [
      { name: 'Transvaginal pelvic ultrasound', subtype: 'imaging', when: 'today' },
      {
        name: 'Quantitative serum beta-hCG, FBC, blood group and antibody screen',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: '3 weeks after the miscarriage' },
    ],
    medications: [
      PARACETAMOL,
      { ...IBUPROFEN, alternative: true, needsMoreInfo: 'Once the miscarriage is confirmed.' },
    ],
    certificate: {
      suggestedDays: 5,
      note: "Usually several days to 2 weeks; compassionate leave also applies after a miscarriage, and the partner may need a carer's certificate.",
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Early pregnancy assessment service',
        urgency: 'urgent',
        reason: 'confirmation and management options today',
      },
      EMERGENCY_DEPARTMENT('heavy bleeding, faintness, severe pain, or fever'),
    ],
    advice: [
      'Miscarriage is common and is not caused by anything you did.',
      'Support: Pink Elephants (pinkelephants.org.au), SANDS (1300 072 637) and Lifeline (13 11 14).',
      'Do a pregnancy test 3 weeks later, and see a doctor if it is still positive.',
    ],
  },
  {
    condition: 'ectopic_pregnancy',
    care: 'Pain with a possible pregnancy can be an ectopic pregnancy, which can bleed inside the tummy. Go to the emergency department now; call 000 if the pain is severe, you feel faint or have shoulder-tip pain. Do not drive yourself, and do not eat or drink in case you need surgery.',
    seekHelp: 'you feel faint, the pain is severe, or you have shoulder-tip pain: call 000 now',
    emergency: true,
    approach:
      'Suspected ectopic pregnancy: emergency department now for quantitative beta-hCG, transvaginal ultrasound, FBC and group and hold. Unstable: resuscitation and surgery. Stable: methotrexate, expectant or laparoscopic management per gynaecology; anti-D if Rh-negative.',
    investigations: [
      { name: 'Quantitative serum beta-hCG, FBC, group and hold', subtype: 'pathology', when: 'in hospital' },
      { name: 'Transvaginal pelvic ultrasound', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks; longer after surgery.' },
    referrals: [EMERGENCY_DEPARTMENT('suspected ectopic pregnancy')],
    advice: [
      'Go to the emergency department now; do not drive yourself.',
      'Do not eat or drink in case you need surgery.',
    ],
  },
  {
    condition: 'uti_in_pregnancy',
    care: 'A bladder infection in pregnancy should be treated today with a pregnancy-safe antibiotic and a urine culture, because it can spread to the kidneys. Drink plenty of water; paracetamol is safe for pain.',
    seekHelp: 'you develop a fever, shivers, back or side pain, vomiting, contractions, bleeding or leaking fluid',
    approach:
      'UTI in pregnancy: urine culture before treatment; cefalexin 500 mg twice daily for 5 days (nitrofurantoin 100 mg four times daily for 5 days as an alternative, avoided near term; trimethoprim avoided in the first trimester); adjust to sensitivities and repeat the culture 1 to 2 weeks after treatment (test of cure), then regularly through pregnancy. Fever or loin pain means pyelonephritis: hospital.',
    investigations: [
      {
        name: 'Midstream urine microscopy, culture and sensitivities (MSU MCS)',
        subtype: 'pathology',
        when: 'now, before antibiotics',
      },
      { name: 'Repeat MSU culture (test of cure)', subtype: 'pathology', when: '1 to 2 weeks after treatment' },
    ],
    medications: [
      { ...CEFALEXIN, frequency: '12-hourly', duration: '5 days' },
      {
        name: 'Nitrofurantoin',
        dose: '100 mg',
        route: 'oral',
        frequency: '6-hourly with food',
        duration: '5 days',
        cautions:
          'Avoid from 36 weeks (neonatal haemolysis), with eGFR under 30 or G6PD deficiency; nausea; brown urine.',
        alternative: true,
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 to 2 days.' },
    referrals: [
      { kind: 'gp', to: 'GP or midwife', urgency: 'routine', reason: 'culture result and test of cure' },
      BIRTH_SUITE('fever, loin pain, vomiting, contractions, bleeding or leaking fluid'),
    ],
    advice: [
      'Take all the antibiotics and drink plenty of water.',
      'Have a repeat urine test 1 to 2 weeks after treatment.',
      'Fever or back pain in pregnancy needs hospital care the same day.',
    ],
  },
  {
    condition: 'pyelonephritis_in_pregnancy',
    care: 'A kidney infection in pregnancy needs hospital care today for antibiotics through a drip. Please go to your maternity unit or the emergency department now; call 000 if you feel faint or confused.',
    seekHelp: 'you feel faint, confused or very unwell, or have contractions or bleeding: call 000',
    approach:
      'Pyelonephritis in pregnancy: admit for IV antibiotics (e.g. amoxicillin/ampicillin plus gentamicin, or ceftriaxone, per eTG), urine and blood cultures, FBC, UEC and CRP, and fetal monitoring (risks: preterm labour, sepsis, respiratory distress). Oral step-down to complete 10 to 14 days; repeat cultures and consider prophylaxis for the rest of the pregnancy; renal ultrasound if not settling.',
    investigations: [
      { name: 'MSU and blood cultures, FBC, UEC and CRP', subtype: 'pathology', when: 'in hospital' },
      { name: 'Fetal monitoring (CTG when viable)', subtype: 'other', when: 'in hospital' },
      { name: 'Renal ultrasound', subtype: 'imaging', when: 'if not improving within 48 hours' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks.' },
    referrals: [BIRTH_SUITE('pyelonephritis in pregnancy needing IV antibiotics')],
    advice: [
      'Go to hospital today.',
      'After treatment, you will need repeat urine tests for the rest of the pregnancy.',
    ],
  },
  {
    condition: 'pre_eclampsia',
    care: 'These symptoms with high blood pressure in pregnancy (or after the birth) can be pre-eclampsia, which can become dangerous quickly for you and your baby. Go to your birth suite or the emergency department now; call 000 if you have a severe headache, trouble seeing, pain under the ribs, trouble breathing or a fit.',
    seekHelp:
      'you have a severe headache, changes in vision, pain under the ribs, trouble breathing, a fit, or the baby moves less: call 000',
    emergency: true,
    approach:
      'Suspected pre-eclampsia (new hypertension after 20 weeks or postpartum with proteinuria or organ involvement): hospital now for blood pressure, urine protein/creatinine ratio, FBC (platelets), UEC, LFT, urate and fetal assessment (CTG, growth ultrasound). Severe hypertension needs urgent treatment (labetalol, nifedipine, hydralazine) and magnesium sulfate for seizure prophylaxis; timing of birth by the obstetric team.',
    investigations: [
      { name: 'Urine protein/creatinine ratio', subtype: 'pathology', when: 'in hospital' },
      { name: 'FBC, UEC, liver function tests and urate', subtype: 'pathology', when: 'in hospital' },
      { name: 'CTG and fetal growth ultrasound', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Guided by the treating hospital; often until after the birth.' },
    referrals: [
      BIRTH_SUITE('suspected pre-eclampsia'),
      EMERGENCY_DEPARTMENT('severe headache, visual disturbance, seizure or breathlessness'),
    ],
    advice: [
      'Go to hospital now; do not drive yourself.',
      'Bring your pregnancy record and a list of your medicines.',
      'Pre-eclampsia can occur up to 6 weeks after the birth: headaches, vision changes or swelling then also need urgent care.',
    ],
  },
  {
    condition: 'gestational_hypertension',
    care: 'Blood pressure of 140/90 or more in pregnancy needs checking at your maternity unit today, with a urine test, blood tests and a check of the baby, to look for pre-eclampsia.',
    seekHelp:
      'you get a headache that will not go away, changes in your vision, pain under the ribs, sudden swelling of the face or hands, trouble breathing, or the baby moves less: go to your birth suite now or call 000',
    approach:
      'New hypertension after 20 weeks without proteinuria or organ involvement: same-day maternity assessment (repeat blood pressure, urine protein/creatinine ratio, FBC, UEC, LFT, urate, fetal growth and wellbeing). Antihypertensives (labetalol, nifedipine or methyldopa) are started by the obstetric team; at least twice-weekly review because about a quarter progress to pre-eclampsia; plan birth by 37 to 40 weeks.',
    investigations: [
      { name: 'Urine protein/creatinine ratio', subtype: 'pathology', when: 'today' },
      { name: 'FBC, UEC, liver function tests and urate', subtype: 'pathology', when: 'today' },
      { name: 'CTG and fetal growth ultrasound', subtype: 'imaging', when: 'as arranged by the maternity unit' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Depends on blood pressure control; the obstetric team may advise rest.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Maternity assessment unit (day assessment)',
        urgency: 'urgent',
        reason: 'new hypertension in pregnancy',
      },
      BIRTH_SUITE('headache, visual change, epigastric pain, breathlessness or reduced movements'),
    ],
    advice: [
      'Keep all your blood pressure checks; they may be twice a week.',
      'Know the warning signs of pre-eclampsia: bad headache, vision changes, pain under the ribs, sudden swelling.',
    ],
  },
  {
    condition: 'gestational_diabetes',
    care: 'Gestational diabetes is common and can be well managed. You will be taught to check your blood sugar, and a dietitian will help with eating; some women also need metformin or insulin. Keep active and keep all your pregnancy appointments.',
    seekHelp:
      'you are very thirsty and passing lots of urine, your sugar readings are very high, the baby moves less, or you feel unwell',
    approach:
      'Gestational diabetes (OGTT at 24 to 28 weeks, or earlier if high risk; diagnosis by fasting 5.1 to 6.9, 1-hour 10.0 or more, or 2-hour 8.5 to 11.0 mmol/L): refer to the diabetes in pregnancy team (diabetes educator, dietitian, obstetric and endocrine care) and register with the NDSS. Self-monitor glucose fasting and after meals (targets: fasting 5.0 or less, 1 hour 7.4 or less, 2 hours 6.7 or less); metformin or insulin if targets are not met; fetal growth scans. OGTT 6 to 12 weeks after birth, then diabetes screening every 1 to 3 years.',
    investigations: [
      { name: 'Home blood glucose monitoring (fasting and after meals)', subtype: 'other', when: 'from diagnosis' },
      { name: 'HbA1c', subtype: 'pathology', when: 'at diagnosis' },
      { name: 'Fetal growth ultrasound', subtype: 'imaging', when: 'as arranged by the obstetric team' },
      { name: '75 g oral glucose tolerance test', subtype: 'pathology', when: '6 to 12 weeks after the birth' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for education sessions and appointments.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Diabetes in pregnancy service (diabetes educator, dietitian, obstetric and endocrine team)',
        urgency: 'urgent',
        reason: 'new gestational diabetes: seen within a week',
      },
    ],
    advice: [
      'Spread carbohydrates over 3 small meals and 2 to 3 snacks; choose high-fibre, low-GI foods.',
      'Aim for 30 minutes of activity (such as walking) most days.',
      'Gestational diabetes usually goes after the birth, but have the check-up test 6 to 12 weeks later.',
    ],
  },
  {
    condition: 'reduced_fetal_movements',
    care: "Please do not wait until tomorrow. Contact your birth suite or maternity unit now and go in to have the baby's heart rate checked today. Do not rely on a home heart-rate monitor (doppler).",
    seekHelp:
      'the baby has stopped moving, or you also have bleeding, leaking fluid, pain or contractions: go to the birth suite now or call 000',
    approach:
      'Reduced fetal movements after 28 weeks: same-day maternity assessment (within 2 hours) with CTG, review of risk factors, and ultrasound for growth, liquor and Doppler if growth restriction is suspected or the reduction recurs (Safer Baby Bundle). Before 28 weeks: auscultate the fetal heart and review.',
    investigations: [
      { name: 'CTG (cardiotocography)', subtype: 'other', when: 'at the maternity unit today' },
      {
        name: 'Ultrasound for fetal growth, liquor volume and Doppler',
        subtype: 'imaging',
        when: 'if at risk of growth restriction or recurrent reduced movements',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'A day for the assessment.' },
    referrals: [BIRTH_SUITE('reduced fetal movements: assessment within 2 hours')],
    advice: [
      "Get to know your baby's usual pattern of movements; there is no set number.",
      'Always report a decrease in movements straight away, day or night.',
      'Going to sleep on your side from 28 weeks lowers the risk of stillbirth.',
    ],
  },
  {
    condition: 'preterm_labour',
    care: 'Regular contractions, or your waters breaking, before 37 weeks can be early labour. Go to your birth suite or the nearest hospital with maternity care now; call 000 if the contractions are strong and close together, you are bleeding, or you feel pressure to push.',
    seekHelp:
      'contractions are strong or close together, there is bleeding, you feel pressure to push, or something comes out of the vagina: call 000',
    emergency: true,
    approach:
      'Threatened preterm labour: hospital now for speculum examination, fetal fibronectin or cervical length, CTG, urine culture and group B streptococcus swab. Corticosteroids (24 to 34+6 weeks), magnesium sulfate for neuroprotection (under 30 to 32 weeks), tocolysis (nifedipine) to allow steroids or transfer, and transfer to a hospital with an appropriate neonatal unit.',
    investigations: [
      {
        name: 'Speculum examination, fetal fibronectin or cervical length ultrasound',
        subtype: 'other',
        when: 'in hospital',
      },
      { name: 'CTG, MSU and group B streptococcus swab', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Guided by the treating hospital.' },
    referrals: [
      BIRTH_SUITE('threatened preterm labour'),
      EMERGENCY_DEPARTMENT('strong close contractions, bleeding or urge to push when far from a maternity unit'),
    ],
    advice: ['Go to hospital now with your pregnancy record.', 'Do not drive yourself.'],
  },
  {
    condition: 'labour_at_term',
    care: 'Regular contractions at 37 weeks or more are likely the start of labour. Call your birth suite now: they will tell you when to come in (usually when contractions are strong, last about a minute and come every 3 to 5 minutes, or sooner if this is not your first baby). Keep moving, drink, and time the contractions.',
    seekHelp:
      'there is bleeding more than a show, green or brown fluid, the baby moves less, constant severe pain, a fever, you feel the urge to push, or you see or feel the cord: call 000',
    approach:
      'Labour at term: telephone triage by the birth suite, assessment of contractions, membranes, fetal movements and bleeding; admission when in established labour or earlier with risk factors (GBS-positive, previous caesarean, breech, ruptured membranes with meconium).',
    investigations: [],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'For the day labour starts if needed; parental leave applies from the birth.',
    },
    referrals: [BIRTH_SUITE('labour at term')],
    advice: [
      'Time the contractions from the start of one to the start of the next.',
      'Bring your pregnancy record and hospital bag; do not drive yourself once contractions are strong.',
    ],
  },
  {
    condition: 'ruptured_membranes',
    care: 'If your waters have broken, contact your birth suite now and go in to be checked today. Wear a pad (not a tampon), note the colour and smell of the fluid, and do not have sex or a bath.',
    seekHelp:
      'the fluid is green, brown, bloody or smelly, you have a fever, the baby moves less, you feel something in the vagina (the cord), or contractions start: go to hospital now or call 000',
    approach:
      'Suspected prelabour rupture of membranes: maternity assessment today (speculum confirmation, CTG, temperature, GBS status). At term: induction or expectant management up to about 24 hours per local policy, with intrapartum antibiotics if GBS-positive. Preterm (PPROM): admission, erythromycin for 10 days, corticosteroids (24 to 34+6 weeks), magnesium sulfate under 30 to 32 weeks, and timing of birth per guideline. Cord prolapse is an emergency (knee-chest position, call 000).',
    investigations: [
      { name: 'Sterile speculum examination', subtype: 'other', when: 'at the maternity unit today' },
      {
        name: 'CTG, temperature and high vaginal swab (including group B streptococcus)',
        subtype: 'pathology',
        when: 'at the maternity unit today',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Guided by the maternity unit; usually until the birth if preterm.' },
    referrals: [BIRTH_SUITE('possible ruptured membranes')],
    advice: [
      'Wear a pad so the fluid can be checked; no tampons, sex or baths.',
      'If you see or feel the cord, call 000 and get on your hands and knees with your bottom raised.',
    ],
  },
  {
    condition: 'placental_abruption',
    care: 'Pain with a hard, tender tummy, or bleeding, in later pregnancy can mean the placenta is separating. Call 000 or go to the birth suite now. Lie on your left side while you wait, and do not eat or drink.',
    seekHelp: 'call 000 now',
    emergency: true,
    approach:
      'Suspected placental abruption: emergency transfer to a maternity unit; large-bore IV access, FBC, coagulation studies, group and crossmatch, Kleihauer and anti-D if Rh-negative, CTG; urgent birth if maternal or fetal compromise. Bleeding may be concealed: shock out of proportion to visible loss.',
    investigations: [
      {
        name: 'FBC, coagulation studies, group and crossmatch, Kleihauer test',
        subtype: 'pathology',
        when: 'in hospital',
      },
      { name: 'CTG', subtype: 'other', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Guided by the treating hospital.' },
    referrals: [BIRTH_SUITE('suspected placental abruption (call 000)')],
    advice: ['Call 000 now.', 'Lie on your left side and do not eat or drink.'],
  },
  {
    condition: 'placenta_praevia',
    care: 'Bleeding in the second half of pregnancy needs hospital care now. Go to your birth suite or call 000. Do not put anything in the vagina: no tampons or sex, and no internal examination until a scan shows where the placenta is.',
    seekHelp: 'call 000 if the bleeding is heavy or you feel faint',
    emergency: true,
    approach:
      'Antepartum haemorrhage with possible placenta praevia: hospital now; no digital vaginal examination until the placental site is known by ultrasound; IV access, FBC, group and crossmatch, Kleihauer and anti-D if Rh-negative, CTG; corticosteroids if preterm; caesarean birth for major praevia.',
    investigations: [
      { name: 'Ultrasound for placental position', subtype: 'imaging', when: 'in hospital' },
      { name: 'FBC, group and crossmatch, Kleihauer test', subtype: 'pathology', when: 'in hospital' },
      { name: 'CTG', subtype: 'other', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Guided by the treating hospital.' },
    referrals: [BIRTH_SUITE('bleeding in later pregnancy (possible placenta praevia)')],
    advice: [
      'Go to hospital now; call 000 for heavy bleeding.',
      'No sex or tampons until the placenta position is known.',
    ],
  },
  {
    condition: 'obstetric_cholestasis',
    care: 'Itching of the hands and feet in later pregnancy needs blood tests (liver tests and bile acids) within a day or two, because this liver condition of pregnancy can affect the baby. Cool showers, loose cotton clothing and menthol in aqueous cream ease the itch.',
    seekHelp:
      'the baby moves less, your skin or eyes turn yellow, your urine is dark or your stools pale, or the itch becomes severe',
    approach:
      'Suspected intrahepatic cholestasis of pregnancy: non-fasting serum bile acids and liver function tests; exclude other liver disease (hepatitis serology, ultrasound) if abnormal. Bile acids of 19 micromol/L or more confirm it; ursodeoxycholic acid for symptoms (obstetric team); fetal surveillance and timing of birth by peak bile acids (100 micromol/L or more: higher stillbirth risk, birth around 35 to 36 weeks). Recheck liver tests after the birth.',
    investigations: [
      {
        name: 'Serum bile acids and liver function tests',
        subtype: 'pathology',
        when: 'within 24 to 48 hours, then weekly',
      },
      { name: 'Hepatitis serology and liver ultrasound', subtype: 'pathology', when: 'if liver tests are abnormal' },
      { name: 'Liver function tests', subtype: 'pathology', when: '6 to 12 weeks after the birth' },
    ],
    medications: [
      {
        name: 'Menthol 1% in aqueous cream',
        dose: 'a thin layer (1 fingertip unit per 2 palm-sized areas)',
        route: 'topical',
        frequency: 'as often as needed',
        duration: 'while itchy',
        cautions: 'Topical only; stop if irritating.',
      },
      {
        name: 'Ursodeoxycholic acid',
        dose: '10 to 15 mg/kg a day (usually 500 mg twice daily)',
        route: 'oral',
        frequency: 'in 2 divided doses',
        duration: 'until the birth',
        cautions: 'Diarrhoea; relieves itch but does not clearly lower stillbirth risk.',
        alternative: true,
        needsMoreInfo: 'Started by the obstetric team once bile acids confirm the diagnosis.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day for tests; more if itch disturbs sleep badly.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Obstetric team or maternity unit',
        urgency: 'urgent',
        reason: 'suspected cholestasis of pregnancy: review with results within 48 hours',
      },
      BIRTH_SUITE('reduced fetal movements'),
    ],
    advice: ["Report any reduction in the baby's movements straight away.", 'The itch goes within days of the birth.'],
  },
  {
    condition: 'pelvic_girdle_pain',
    care: "Keep active within comfort, keep your knees together when getting in and out of bed or the car, sit down to dress, take stairs one at a time, and avoid standing on one leg. A support belt and a women's health physiotherapist can help. Paracetamol is safe; avoid anti-inflammatories such as ibuprofen in pregnancy.",
    seekHelp:
      'you have bleeding, leaking fluid, regular tightenings, fever, burning when passing urine, or pain that is severe or quickly getting worse',
    approach:
      'Pregnancy-related pelvic girdle pain: clinical diagnosis; exclude UTI, preterm labour and, if sudden and severe, symphyseal separation. Physiotherapy (education, exercises, support belt, crutches if needed), activity modification and paracetamol; avoid NSAIDs in pregnancy. Usually resolves after the birth; plan birth positions with the midwife.',
    investigations: [{ name: 'Urinalysis', subtype: 'pathology', when: 'if urinary symptoms' }],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 2,
      note: 'Usually a few days; some need modified duties for the rest of the pregnancy.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: "Women's health (pelvic health) physiotherapist",
        urgency: 'routine',
        reason: 'pelvic girdle pain in pregnancy',
      },
      BIRTH_SUITE('bleeding, leaking fluid, regular contractions or severe pain'),
    ],
    advice: [
      'Avoid wide-legged movements; sleep with a pillow between your knees.',
      'Tell your midwife, so birth positions can be planned.',
    ],
  },
  {
    condition: 'round_ligament_pain',
    care: 'This sharp, pulling pain in the groin or the side of the bump is common as the womb grows. Change position slowly, bend your knees and hips when you cough or sneeze, rest, use a warm (not hot) pack, and take paracetamol if needed.',
    seekHelp:
      'the pain is severe or constant, or you have bleeding, fever, pain passing urine, regular tightenings, leaking fluid, or the baby moves less',
    approach:
      'Round ligament pain: brief, sharp, positional groin or lower abdominal pain in a well woman, usually in the second trimester; a diagnosis of exclusion. Consider UTI (urinalysis), ectopic pregnancy (early), appendicitis, ovarian pathology, preterm labour and abruption. Reassurance, positional advice and paracetamol.',
    investigations: [{ name: 'Urinalysis and MSU', subtype: 'pathology', when: 'if urinary symptoms' }],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 1, note: 'Rarely needed.' },
    referrals: [
      { kind: 'gp', to: 'GP or midwife', urgency: 'routine', reason: 'review at the next antenatal visit' },
      BIRTH_SUITE('severe or constant pain, bleeding, fever, contractions or reduced movements'),
    ],
    advice: [
      'Move slowly when getting up or turning over.',
      'Constant or severe pain is not round ligament pain: get checked.',
    ],
  },
  {
    condition: 'postpartum_haemorrhage',
    care: 'Heavy bleeding after giving birth is an emergency. Call 000 now, lie down with your legs raised, and keep someone with you. If you are breastfeeding, putting the baby to the breast can help the womb contract.',
    seekHelp: 'call 000 now',
    emergency: true,
    approach:
      'Secondary postpartum haemorrhage: emergency assessment (haemodynamic status, uterine tone), IV access, FBC, coagulation, group and crossmatch; uterotonics; pelvic ultrasound for retained products and antibiotics for endometritis; examination under anaesthesia or evacuation if needed.',
    investigations: [
      { name: 'FBC, coagulation studies, group and crossmatch', subtype: 'pathology', when: 'in hospital' },
      { name: 'Pelvic ultrasound (retained products)', subtype: 'imaging', when: 'in hospital' },
      { name: 'High vaginal swab and blood cultures', subtype: 'pathology', when: 'if feverish' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: "Guided by the treating hospital; the partner may need a carer's certificate.",
    },
    referrals: [EMERGENCY_DEPARTMENT('postpartum haemorrhage (call 000)')],
    advice: ['Call 000 now.', 'Lie down with your legs raised and keep someone with you.'],
  },
  {
    condition: 'postpartum_endometritis',
    care: 'A fever with tummy pain or smelly bleeding after giving birth can be an infection of the womb, which needs antibiotics and assessment today. Contact your maternity unit, or go to the emergency department now if you feel very unwell.',
    seekHelp: 'you feel faint, confused, very unwell, have shaking chills, fast breathing or heavy bleeding: call 000',
    approach:
      'Postpartum endometritis: assess for sepsis (maternal early warning criteria); FBC, CRP, blood cultures and lactate if unwell, high vaginal swab and MSU, pelvic ultrasound for retained products. Mild and well: oral amoxicillin+clavulanate after in-person review; moderate to severe or septic: hospital for IV antibiotics (e.g. amoxicillin, gentamicin and metronidazole per eTG). Consider invasive group A streptococcal infection, which progresses rapidly. Breastfeeding can continue.',
    investigations: [
      { name: 'FBC, CRP and blood cultures', subtype: 'pathology', when: 'today' },
      { name: 'High vaginal swab and MSU', subtype: 'pathology', when: 'today' },
      { name: 'Pelvic ultrasound (retained products)', subtype: 'imaging', when: 'if bleeding or not improving' },
    ],
    medications: [
      {
        ...AMOXICILLIN_CLAVULANATE,
        duration: 'usually 5 to 7 days, as advised after review',
        needsMoreInfo:
          'Only for mild infection after in-person examination; confirm no penicillin allergy (compatible with breastfeeding).',
      },
      PARACETAMOL,
    ],
    certificate: { suggestedDays: 7, note: "Usually 1 to 2 weeks; the partner may need a carer's certificate." },
    referrals: [
      BIRTH_SUITE('postpartum fever with uterine tenderness or offensive lochia: same-day assessment'),
      EMERGENCY_DEPARTMENT('signs of sepsis: faint, confused, rigors or fast breathing'),
    ],
    advice: [
      'Take the antibiotics as directed and keep feeding your baby.',
      'Seek urgent care if you feel worse or the bleeding becomes heavy.',
    ],
  },
];
