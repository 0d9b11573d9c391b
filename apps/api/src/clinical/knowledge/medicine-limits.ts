/*
 * Adult dose limits and the pregnancy, breastfeeding and childhood hazards of the medicines the management
 * plans propose, so that a plan can be checked against them (medicine-limits.test.ts). The table covers the
 * 60 systemic medicines the plans use most (counted over every condition's medications), their common
 * alternatives, and the medicines whose hazards in pregnancy or childhood must never be missed even where no
 * plan proposes them yet. Limits are the highest adult doses the sources give for any indication a plan may
 * hold, not the usual dose: a plan above them is wrong. Sources: Australian Medicines Handbook (AMH, 2024),
 * Therapeutic Guidelines (TG), the Australian product information (PI), the TGA's safety advisories, ASCIA and
 * the National Asthma Council Australian Asthma Handbook (NAC).
 */

/** How a dose reaches the body; dose limits are given per route. */
export type DoseRoute =
  | 'oral'
  | 'intramuscular'
  | 'intravenous'
  | 'subcutaneous'
  | 'rectal'
  | 'sublingual'
  | 'inhaled'
  | 'intranasal'
  | 'transdermal'
  | 'vaginal';

/** Routes whose dose reaches the whole body, where a medicine's pregnancy and childhood hazards apply. */
export const SYSTEMIC_ROUTES: readonly DoseRoute[] = [
  'oral',
  'intramuscular',
  'intravenous',
  'subcutaneous',
  'rectal',
  'sublingual',
  'transdermal',
];

export interface RouteLimit {
  route: DoseRoute;
  /** Largest single adult dose, in mg (micrograms are written as thousandths). */
  maxSingleMg: number;
  /** Largest adult dose in 24 hours, in mg; absent where a daily figure means nothing (one-off or weekly). */
  maxDailyMg?: number;
}

export interface PregnancyHazard {
  /**
   * 'avoid': not to be proposed first-line in pregnancy at all; 'stage': a hazard at some gestations only, so a
   * first-line proposal must carry a needsMoreInfo asking the gestation (or be an alternative).
   */
  level: 'avoid' | 'stage';
  note: string;
  /** The hazard applies only above this single dose (low-dose aspirin is given in pregnancy). */
  aboveSingleMg?: number;
}

export interface MedicineLimit {
  /** The generic name as a plan's medication name begins, lower case (a combination names both). */
  generic: string;
  limits: RouteLimit[];
  pregnancy?: PregnancyHazard;
  /** Why it should not be given while breastfeeding without a doctor's check. */
  breastfeeding?: string;
  /** Why it should not be given to a child without a doctor's check (age or weight named). */
  children?: string;
  source: string;
}

const NSAID_PREGNANCY: PregnancyHazard = {
  level: 'stage',
  note: 'Avoid from 20 weeks (fetal kidney impairment, oligohydramnios, and after 30 weeks premature closure of the ductus arteriosus); use in early pregnancy only on advice.',
};

const RAS_PREGNANCY: PregnancyHazard = {
  level: 'avoid',
  note: 'Contraindicated: fetal kidney failure, oligohydramnios and skull ossification defects in the second and third trimesters; stop when pregnancy is planned or found.',
};

const STATIN_PREGNANCY: PregnancyHazard = {
  level: 'avoid',
  note: 'Stop before conception and in pregnancy (cholesterol is needed for fetal development).',
};

export const MEDICINE_LIMITS: readonly MedicineLimit[] = [
  // Analgesics and anti-inflammatories
  {
    generic: 'paracetamol',
    limits: [
      { route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 },
      { route: 'rectal', maxSingleMg: 1000, maxDailyMg: 4000 },
      { route: 'intravenous', maxSingleMg: 1000, maxDailyMg: 4000 },
    ],
    source: 'AMH: 0.5 to 1 g every 4 to 6 hours, maximum 4 g a day (60 mg/kg a day if under 50 kg).',
  },
  {
    generic: 'ibuprofen',
    limits: [{ route: 'oral', maxSingleMg: 800, maxDailyMg: 2400 }],
    pregnancy: NSAID_PREGNANCY,
    source:
      'AMH: 200 to 400 mg 3 or 4 times a day, up to 2400 mg a day; TGA safety advisory (2023) on NSAIDs from 20 weeks.',
  },
  {
    generic: 'naproxen',
    limits: [{ route: 'oral', maxSingleMg: 750, maxDailyMg: 1250 }],
    pregnancy: NSAID_PREGNANCY,
    source:
      'AMH: 250 to 500 mg twice daily; acute pain 500 mg then 250 mg 6 to 8 hourly, maximum 1250 mg on day 1 and 1000 mg a day after; acute gout 750 mg then 250 mg 8-hourly.',
  },
  {
    generic: 'diclofenac',
    limits: [
      { route: 'oral', maxSingleMg: 75, maxDailyMg: 150 },
      { route: 'rectal', maxSingleMg: 100, maxDailyMg: 150 },
    ],
    pregnancy: NSAID_PREGNANCY,
    source: 'AMH: 75 to 150 mg a day in 2 or 3 doses, maximum 150 mg a day by all routes.',
  },
  {
    generic: 'mefenamic acid',
    limits: [{ route: 'oral', maxSingleMg: 500, maxDailyMg: 1500 }],
    pregnancy: NSAID_PREGNANCY,
    source: 'AMH: 500 mg 3 times a day.',
  },
  {
    generic: 'celecoxib',
    limits: [{ route: 'oral', maxSingleMg: 400, maxDailyMg: 400 }],
    pregnancy: NSAID_PREGNANCY,
    source: 'AMH: 100 to 200 mg twice daily; acute pain 400 mg on day 1, maximum 400 mg a day.',
  },
  {
    generic: 'aspirin',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 }],
    pregnancy: { ...NSAID_PREGNANCY, aboveSingleMg: 300 },
    children:
      'Not under 16 years except on specialist advice (Kawasaki disease, rheumatic fever): Reye syndrome after a viral illness.',
    source:
      'AMH: analgesia 300 to 900 mg every 4 to 6 hours, maximum 4 g a day; low dose (100 to 150 mg) is given in pregnancy to prevent pre-eclampsia, and a single 300 mg dose for a suspected heart attack in pregnancy too.',
  },
  {
    generic: 'codeine',
    limits: [{ route: 'oral', maxSingleMg: 60, maxDailyMg: 240 }],
    breastfeeding: 'Avoid: infant opioid toxicity in the infants of ultra-rapid CYP2D6 metabolisers.',
    children:
      'Contraindicated under 12 years and after tonsillectomy under 18 years (fatal respiratory depression in ultra-rapid metabolisers).',
    source: 'AMH; TGA safety review 2015 (codeine in children under 12 and in breastfeeding).',
  },
  {
    generic: 'tramadol',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 400 }],
    breastfeeding: 'Avoid where possible: active metabolite passes into milk.',
    children: 'Not under 12 years (respiratory depression in ultra-rapid CYP2D6 metabolisers).',
    source: 'AMH: 50 to 100 mg every 4 to 6 hours, maximum 400 mg a day.',
  },
  {
    generic: 'colchicine',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 1500 }],
    source:
      'AMH and TG (acute gout): 1 mg then 0.5 mg one hour later, maximum 1.5 mg on day 1; then 0.5 mg 2 or 3 times a day.',
  },
  {
    generic: 'allopurinol',
    limits: [{ route: 'oral', maxSingleMg: 300, maxDailyMg: 900 }],
    source: 'AMH: up to 900 mg a day, single doses no more than 300 mg.',
  },
  {
    generic: 'prednisolone',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 100 }],
    source:
      'AMH and TG: usual short courses 25 to 60 mg once daily (1 mg/kg, up to 75 mg in Ramsay Hunt syndrome, up to 100 mg in giant cell arteritis with visual loss).',
  },
  {
    generic: 'hydrocortisone sodium succinate',
    limits: [
      { route: 'intramuscular', maxSingleMg: 200, maxDailyMg: 400 },
      { route: 'intravenous', maxSingleMg: 200, maxDailyMg: 400 },
    ],
    source: 'TG (adrenal crisis): 100 mg IM or IV, then 50 mg 6-hourly; ASCIA/TG up to 200 mg.',
  },
  {
    generic: 'amitriptyline',
    limits: [{ route: 'oral', maxSingleMg: 150, maxDailyMg: 150 }],
    source:
      'AMH: pain and headache prevention 10 to 50 mg at night; depression up to 150 mg a day outside specialist care.',
  },
  {
    generic: 'pregabalin',
    limits: [{ route: 'oral', maxSingleMg: 300, maxDailyMg: 600 }],
    source: 'AMH: 75 to 300 mg twice daily, maximum 600 mg a day.',
  },
  {
    generic: 'gabapentin',
    limits: [{ route: 'oral', maxSingleMg: 1200, maxDailyMg: 3600 }],
    source: 'AMH: up to 3600 mg a day in 3 doses.',
  },
  {
    generic: 'sumatriptan',
    limits: [
      { route: 'oral', maxSingleMg: 100, maxDailyMg: 300 },
      { route: 'subcutaneous', maxSingleMg: 6, maxDailyMg: 12 },
      { route: 'intranasal', maxSingleMg: 20, maxDailyMg: 40 },
    ],
    source: 'AMH: 50 to 100 mg orally, maximum 300 mg a day; 6 mg subcutaneously, maximum 12 mg a day.',
  },
  {
    generic: 'zolmitriptan',
    limits: [{ route: 'oral', maxSingleMg: 5, maxDailyMg: 10 }],
    source: 'AMH: 2.5 to 5 mg, maximum 10 mg a day.',
  },
  // Antimicrobials
  {
    generic: 'amoxicillin',
    limits: [{ route: 'oral', maxSingleMg: 2000, maxDailyMg: 3000 }],
    source:
      'AMH and TG: 500 mg to 1 g 8-hourly (1 g 8-hourly for pneumonia); 2 g single dose for endocarditis prophylaxis.',
  },
  {
    generic: 'amoxicillin with clavulanic acid',
    limits: [{ route: 'oral', maxSingleMg: 875, maxDailyMg: 2625 }],
    source: 'AMH and TG: 875 + 125 mg 12-hourly, or 8-hourly in severe infection (amoxicillin component).',
  },
  {
    generic: 'phenoxymethylpenicillin',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 }],
    source: 'AMH: 250 to 500 mg 6-hourly, up to 1 g 6-hourly; TG sore throat 500 mg 12-hourly.',
  },
  {
    generic: 'flucloxacillin',
    limits: [
      { route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 },
      { route: 'intravenous', maxSingleMg: 2000, maxDailyMg: 12000 },
    ],
    source: 'AMH and TG: 500 mg (up to 1 g) orally 6-hourly; 2 g IV 4 to 6-hourly.',
  },
  {
    generic: 'dicloxacillin',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 }],
    source: 'AMH: 500 mg (up to 1 g) 6-hourly.',
  },
  {
    generic: 'cefalexin',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 }],
    source: 'AMH and TG: 500 mg 6 to 12-hourly, up to 1 g 6-hourly (maximum 4 g a day).',
  },
  {
    generic: 'cefuroxime',
    limits: [{ route: 'oral', maxSingleMg: 500, maxDailyMg: 1000 }],
    source: 'AMH: 250 to 500 mg 12-hourly.',
  },
  {
    generic: 'ceftriaxone',
    limits: [
      { route: 'intramuscular', maxSingleMg: 1000, maxDailyMg: 2000 },
      { route: 'intravenous', maxSingleMg: 2000, maxDailyMg: 4000 },
    ],
    source: 'AMH: 1 to 2 g daily, up to 4 g in meningitis; no more than 1 g in one intramuscular site.',
  },
  {
    generic: 'doxycycline',
    limits: [{ route: 'oral', maxSingleMg: 200, maxDailyMg: 200 }],
    pregnancy: {
      level: 'avoid',
      note: 'Avoid after the first 16 weeks (staining of the teeth and depressed bone growth); an alternative is usually chosen throughout pregnancy.',
    },
    children:
      'Not under 8 years (permanent tooth staining), except short courses for serious rickettsial infection on advice.',
    source: 'AMH and TG: 100 mg 12-hourly or 200 mg on day 1 then 100 mg daily; maximum 200 mg a day.',
  },
  {
    generic: 'minocycline',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 200 }],
    pregnancy: { level: 'avoid', note: 'Avoid after the first 16 weeks (tooth staining, bone growth).' },
    children: 'Not under 8 years (permanent tooth staining).',
    source: 'AMH: 50 to 100 mg twice daily.',
  },
  {
    generic: 'azithromycin',
    limits: [{ route: 'oral', maxSingleMg: 2000, maxDailyMg: 2000 }],
    source:
      'AMH and TG: 500 mg daily; 1 g single dose for chlamydia; 1 g daily for enteric fever; 2 g single dose (gonorrhoea alternative).',
  },
  {
    generic: 'clarithromycin',
    limits: [{ route: 'oral', maxSingleMg: 500, maxDailyMg: 1000 }],
    source: 'AMH: 250 to 500 mg 12-hourly.',
  },
  {
    generic: 'clindamycin',
    limits: [{ route: 'oral', maxSingleMg: 600, maxDailyMg: 1800 }],
    source: 'AMH and TG: 150 to 450 mg 6 to 8-hourly (450 mg 8-hourly for cellulitis), up to 600 mg 8-hourly.',
  },
  {
    generic: 'metronidazole',
    limits: [
      { route: 'oral', maxSingleMg: 2000, maxDailyMg: 2000 },
      { route: 'rectal', maxSingleMg: 1000, maxDailyMg: 3000 },
    ],
    source: 'AMH and TG: 400 mg 8 to 12-hourly; 2 g single dose (trichomoniasis) or 2 g daily for 3 days (giardiasis).',
  },
  {
    generic: 'tinidazole',
    limits: [{ route: 'oral', maxSingleMg: 2000, maxDailyMg: 2000 }],
    pregnancy: { level: 'stage', note: 'Avoid in the first trimester (metronidazole is preferred in pregnancy).' },
    source: 'AMH: 2 g single dose.',
  },
  {
    generic: 'trimethoprim with sulfamethoxazole',
    limits: [{ route: 'oral', maxSingleMg: 320, maxDailyMg: 640 }],
    pregnancy: {
      level: 'stage',
      note: 'Avoid in the first trimester (folate antagonist: neural tube defects) and near term (neonatal jaundice and kernicterus).',
    },
    children: 'Not under 6 weeks of age (kernicterus).',
    source: 'AMH and TG (trimethoprim component): 160 mg 12-hourly, 320 mg 12-hourly for MRSA skin infection.',
  },
  {
    generic: 'trimethoprim',
    limits: [{ route: 'oral', maxSingleMg: 300, maxDailyMg: 300 }],
    pregnancy: { level: 'stage', note: 'Avoid in the first trimester (folate antagonist: neural tube defects).' },
    source: 'AMH and TG (cystitis): 300 mg once daily (or 150 mg 12-hourly).',
  },
  {
    generic: 'nitrofurantoin',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 400 }],
    pregnancy: { level: 'stage', note: 'Avoid near term (from 36 to 38 weeks) and in labour (neonatal haemolysis).' },
    source: 'AMH and TG (cystitis): 100 mg 6-hourly for 5 days.',
  },
  {
    generic: 'ciprofloxacin',
    limits: [
      { route: 'oral', maxSingleMg: 750, maxDailyMg: 1500 },
      { route: 'intravenous', maxSingleMg: 400, maxDailyMg: 1200 },
    ],
    pregnancy: {
      level: 'avoid',
      note: 'Avoid: a safer alternative is almost always available (animal cartilage damage).',
    },
    children: 'Avoid in children unless no alternative, on specialist advice (arthropathy).',
    source: 'AMH and TG: 250 to 750 mg 12-hourly (500 mg 12-hourly for pyelonephritis).',
  },
  {
    generic: 'valaciclovir',
    limits: [{ route: 'oral', maxSingleMg: 2000, maxDailyMg: 4000 }],
    source:
      'AMH and TG: 1 g 8-hourly (zoster); 2 g 12-hourly for one day (cold sores); 500 mg 12-hourly (genital herpes).',
  },
  {
    generic: 'famciclovir',
    limits: [{ route: 'oral', maxSingleMg: 1500, maxDailyMg: 1500 }],
    source: 'AMH and TG: 500 mg 8-hourly (zoster); 1500 mg single dose (cold sores).',
  },
  {
    generic: 'aciclovir',
    limits: [{ route: 'oral', maxSingleMg: 800, maxDailyMg: 4000 }],
    source: 'AMH and TG: 400 mg 5 times a day (herpes simplex); 800 mg 5 times a day (zoster).',
  },
  {
    generic: 'oseltamivir',
    limits: [{ route: 'oral', maxSingleMg: 75, maxDailyMg: 150 }],
    source: 'AMH: 75 mg 12-hourly for 5 days (treatment).',
  },
  {
    generic: 'fluconazole',
    limits: [{ route: 'oral', maxSingleMg: 800, maxDailyMg: 800 }],
    pregnancy: {
      level: 'avoid',
      note: 'Avoid oral fluconazole in pregnancy (miscarriage and, at high doses, birth defects); a vaginal imidazole is used instead.',
    },
    source: 'AMH and TG: 150 mg single dose (vaginal thrush); 50 to 400 mg daily; up to 800 mg in serious infection.',
  },
  {
    generic: 'terbinafine',
    limits: [{ route: 'oral', maxSingleMg: 250, maxDailyMg: 250 }],
    source: 'AMH: 250 mg once daily.',
  },
  {
    generic: 'ivermectin',
    limits: [{ route: 'oral', maxSingleMg: 24, maxDailyMg: 24 }],
    pregnancy: { level: 'avoid', note: 'Avoid: limited data; topical permethrin is used in pregnancy.' },
    children: 'Not under 15 kg (or under 5 years): safety not established.',
    source: 'AMH and TG: 200 micrograms/kg as a single dose (3 mg tablets, rounded up).',
  },
  {
    generic: 'mebendazole',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 200 }],
    pregnancy: { level: 'stage', note: 'Avoid in the first trimester.' },
    source: 'AMH: 100 mg single dose, repeated after 2 weeks (threadworm); 100 mg twice daily for 3 days.',
  },
  // Allergy, respiratory and gut
  {
    generic: 'cetirizine',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 40 }],
    source: 'AMH: 10 mg once daily; ASCIA allows up to 4 times the usual daily dose for chronic urticaria.',
  },
  {
    generic: 'loratadine',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 40 }],
    source: 'AMH: 10 mg once daily; ASCIA up-dosing for urticaria to 4 times the usual dose.',
  },
  {
    generic: 'fexofenadine',
    limits: [{ route: 'oral', maxSingleMg: 360, maxDailyMg: 720 }],
    source: 'AMH: 120 to 180 mg once daily; ASCIA up-dosing for urticaria to 4 times the usual dose.',
  },
  {
    generic: 'promethazine',
    limits: [{ route: 'oral', maxSingleMg: 50, maxDailyMg: 100 }],
    children: 'Contraindicated under 2 years (fatal respiratory depression).',
    source: 'AMH: 10 to 25 mg up to 4 times a day, maximum 100 mg a day.',
  },
  {
    generic: 'salbutamol',
    limits: [{ route: 'inhaled', maxSingleMg: 1.2 }],
    source:
      'NAC Australian Asthma Handbook: up to 12 puffs (1200 micrograms) by spacer for an acute attack, repeated as needed.',
  },
  {
    generic: 'pantoprazole',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 80 }],
    source: 'AMH: 20 to 40 mg once daily; 40 mg twice daily for H. pylori eradication or resistant disease.',
  },
  {
    generic: 'esomeprazole',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 80 }],
    source: 'AMH: 20 to 40 mg once daily; 20 to 40 mg twice daily with H. pylori therapy.',
  },
  {
    generic: 'omeprazole',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 80 }],
    source: 'AMH: 20 to 40 mg once daily; 20 mg twice daily with H. pylori therapy.',
  },
  {
    generic: 'famotidine',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 80 }],
    source: 'AMH: 20 mg twice daily or 40 mg at night.',
  },
  {
    generic: 'ondansetron',
    limits: [{ route: 'oral', maxSingleMg: 8, maxDailyMg: 24 }],
    source: 'AMH: 4 to 8 mg every 8 hours when required for nausea.',
  },
  {
    generic: 'metoclopramide',
    limits: [
      { route: 'oral', maxSingleMg: 10, maxDailyMg: 30 },
      { route: 'intramuscular', maxSingleMg: 10, maxDailyMg: 30 },
      { route: 'intravenous', maxSingleMg: 10, maxDailyMg: 30 },
    ],
    children:
      'Not under 1 year, and not first-line under 20 years (acute dystonic reactions); TGA restricts it to short use.',
    source: 'AMH and TGA (2014 safety review): 10 mg up to 3 times a day, maximum 30 mg a day, for up to 5 days.',
  },
  {
    generic: 'prochlorperazine',
    limits: [
      { route: 'oral', maxSingleMg: 10, maxDailyMg: 40 },
      { route: 'intramuscular', maxSingleMg: 12.5, maxDailyMg: 37.5 },
    ],
    children: 'Contraindicated under 2 years; dystonic reactions in children and young adults.',
    source: 'AMH: 5 to 10 mg orally 3 or 4 times a day; 12.5 mg IM.',
  },
  {
    generic: 'domperidone',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 30 }],
    source: 'AMH and TGA: 10 mg up to 3 times a day, maximum 30 mg a day (QT prolongation).',
  },
  {
    generic: 'mesalazine',
    limits: [
      { route: 'oral', maxSingleMg: 4800, maxDailyMg: 4800 },
      { route: 'rectal', maxSingleMg: 4000, maxDailyMg: 4000 },
    ],
    source:
      'AMH and TG (ulcerative colitis): 2.4 to 4.8 g a day orally, once daily or divided; 1 g suppository or 1 to 4 g enema daily.',
  },
  {
    generic: 'loperamide',
    limits: [{ route: 'oral', maxSingleMg: 4, maxDailyMg: 16 }],
    children: 'Not under 12 years in Australia (ileus and central effects in young children).',
    source: 'AMH: 4 mg then 2 mg after each loose stool, maximum 16 mg a day.',
  },
  {
    generic: 'tranexamic acid',
    limits: [{ route: 'oral', maxSingleMg: 1500, maxDailyMg: 6000 }],
    source: 'AMH and PI (heavy menstrual bleeding): 1 to 1.5 g 3 or 4 times a day for up to 4 days.',
  },
  // Heart, blood and hormones
  {
    generic: 'propranolol',
    limits: [{ route: 'oral', maxSingleMg: 160, maxDailyMg: 320 }],
    source: 'AMH: 10 to 40 mg 2 or 3 times a day for anxiety, tremor and thyrotoxicosis; up to 320 mg a day.',
  },
  {
    generic: 'metoprolol',
    limits: [{ route: 'oral', maxSingleMg: 200, maxDailyMg: 400 }],
    source: 'AMH: tartrate 25 to 100 mg twice daily (angina up to 400 mg a day); succinate up to 190 mg once daily.',
  },
  {
    generic: 'perindopril',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    pregnancy: RAS_PREGNANCY,
    source: 'AMH: perindopril arginine 2.5 to 10 mg once daily (erbumine 2 to 8 mg).',
  },
  {
    generic: 'ramipril',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    pregnancy: RAS_PREGNANCY,
    source: 'AMH: 1.25 to 10 mg once daily.',
  },
  {
    generic: 'candesartan',
    limits: [{ route: 'oral', maxSingleMg: 32, maxDailyMg: 32 }],
    pregnancy: RAS_PREGNANCY,
    source: 'AMH: 4 to 32 mg once daily.',
  },
  {
    generic: 'irbesartan',
    limits: [{ route: 'oral', maxSingleMg: 300, maxDailyMg: 300 }],
    pregnancy: RAS_PREGNANCY,
    source: 'AMH: 75 to 300 mg once daily.',
  },
  {
    generic: 'amlodipine',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    source: 'AMH: 2.5 to 10 mg once daily.',
  },
  {
    generic: 'nifedipine',
    limits: [{ route: 'oral', maxSingleMg: 120, maxDailyMg: 120 }],
    source: 'AMH: modified release 30 to 120 mg once daily.',
  },
  {
    generic: 'atorvastatin',
    limits: [{ route: 'oral', maxSingleMg: 80, maxDailyMg: 80 }],
    pregnancy: STATIN_PREGNANCY,
    source: 'AMH: 10 to 80 mg once daily.',
  },
  {
    generic: 'rosuvastatin',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 40 }],
    pregnancy: STATIN_PREGNANCY,
    source: 'AMH: 5 to 40 mg once daily.',
  },
  {
    generic: 'apixaban',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 20 }],
    pregnancy: { level: 'avoid', note: 'Avoid: low molecular weight heparin is used in pregnancy.' },
    source:
      'AMH: 5 mg twice daily (atrial fibrillation); 10 mg twice daily for 7 days then 5 mg twice daily (venous thromboembolism).',
  },
  {
    generic: 'rivaroxaban',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 30 }],
    pregnancy: { level: 'avoid', note: 'Avoid: low molecular weight heparin is used in pregnancy.' },
    source:
      'AMH: 15 mg twice daily for 21 days then 20 mg once daily (venous thromboembolism); 20 mg once daily (atrial fibrillation).',
  },
  {
    generic: 'warfarin',
    limits: [{ route: 'oral', maxSingleMg: 15, maxDailyMg: 15 }],
    pregnancy: {
      level: 'avoid',
      note: 'Contraindicated: warfarin embryopathy (weeks 6 to 12) and fetal bleeding; heparin is used instead.',
    },
    source: 'AMH: dose by INR, usually 2 to 10 mg a day.',
  },
  {
    generic: 'clopidogrel',
    limits: [{ route: 'oral', maxSingleMg: 600, maxDailyMg: 600 }],
    source: 'AMH: 75 mg daily; loading dose 300 to 600 mg.',
  },
  {
    generic: 'tamsulosin',
    limits: [{ route: 'oral', maxSingleMg: 0.4, maxDailyMg: 0.4 }],
    source: 'AMH: 400 micrograms (modified release) once daily.',
  },
  {
    generic: 'finasteride',
    limits: [{ route: 'oral', maxSingleMg: 5, maxDailyMg: 5 }],
    pregnancy: {
      level: 'avoid',
      note: 'Not for women who are or may be pregnant, who should not handle broken tablets (male fetal genital abnormality).',
    },
    source: 'AMH: 5 mg daily (prostate), 1 mg daily (hair loss).',
  },
  {
    generic: 'metformin',
    limits: [{ route: 'oral', maxSingleMg: 2000, maxDailyMg: 3000 }],
    source: 'AMH: 500 mg to 1 g 2 or 3 times a day, maximum 3 g a day (modified release up to 2 g once daily).',
  },
  {
    generic: 'carbimazole',
    limits: [{ route: 'oral', maxSingleMg: 60, maxDailyMg: 60 }],
    pregnancy: {
      level: 'stage',
      note: 'Avoid in the first trimester (carbimazole embryopathy); propylthiouracil is used then.',
    },
    source: 'AMH: 15 to 60 mg a day to start, then 5 to 20 mg a day.',
  },
  {
    generic: 'levonorgestrel',
    limits: [{ route: 'oral', maxSingleMg: 3, maxDailyMg: 3 }],
    source: 'AMH: 1.5 mg single dose for emergency contraception (3 mg with an enzyme-inducing medicine).',
  },
  {
    generic: 'folic acid',
    limits: [{ route: 'oral', maxSingleMg: 5, maxDailyMg: 15 }],
    source: 'AMH: 0.4 to 0.5 mg daily before and in early pregnancy, 5 mg daily at higher risk or in deficiency.',
  },
  {
    generic: 'thiamine',
    limits: [
      { route: 'oral', maxSingleMg: 300, maxDailyMg: 300 },
      { route: 'intravenous', maxSingleMg: 500, maxDailyMg: 1500 },
    ],
    source: 'AMH and TG (alcohol withdrawal): 100 mg orally 3 times a day; Wernicke encephalopathy 500 mg IV 8-hourly.',
  },
  {
    generic: 'adrenaline',
    limits: [{ route: 'intramuscular', maxSingleMg: 0.5 }],
    source: 'ASCIA and AMH (anaphylaxis): 0.01 mg/kg IM, maximum 0.5 mg a dose, repeated every 5 minutes as needed.',
  },
  {
    generic: 'dapagliflozin',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    pregnancy: {
      level: 'avoid',
      note: 'Avoid: fetal kidney development in the second and third trimesters; insulin is used.',
    },
    source: 'AMH: 10 mg once daily.',
  },
  {
    generic: 'empagliflozin',
    limits: [{ route: 'oral', maxSingleMg: 25, maxDailyMg: 25 }],
    pregnancy: {
      level: 'avoid',
      note: 'Avoid: fetal kidney development in the second and third trimesters; insulin is used.',
    },
    source: 'AMH: 10 to 25 mg once daily.',
  },
  {
    generic: 'alendronate',
    limits: [{ route: 'oral', maxSingleMg: 70 }],
    source: 'AMH: 70 mg once a week (or 10 mg daily).',
  },
  {
    generic: 'pyridoxine',
    limits: [{ route: 'oral', maxSingleMg: 50, maxDailyMg: 200 }],
    source: 'AMH and RANZCOG (nausea in pregnancy): 25 mg 3 or 4 times a day, no more than 200 mg a day (neuropathy).',
  },
  {
    generic: 'doxylamine',
    limits: [{ route: 'oral', maxSingleMg: 25, maxDailyMg: 50 }],
    children: 'Not under 2 years (sedating antihistamine).',
    source:
      'AMH and RANZCOG (nausea in pregnancy): 12.5 to 25 mg at night, with 12.5 mg in the morning and afternoon if needed.',
  },
  {
    generic: 'hyoscine hydrobromide',
    limits: [{ route: 'oral', maxSingleMg: 0.3, maxDailyMg: 0.9 }],
    children: 'Not under 2 years; child doses are smaller (anticholinergic toxicity).',
    source:
      'AMH and PI (motion sickness): 300 micrograms 30 minutes before travel, then every 6 hours, maximum 900 micrograms in 24 hours.',
  },
  {
    generic: 'levothyroxine',
    limits: [{ route: 'oral', maxSingleMg: 0.3, maxDailyMg: 0.3 }],
    source:
      'AMH: 50 to 100 micrograms daily to start (lower in older people and heart disease), usually up to 200 micrograms, rarely 300.',
  },
  {
    generic: 'furosemide',
    limits: [{ route: 'oral', maxSingleMg: 120, maxDailyMg: 240 }],
    source: 'AMH: oedema 20 to 40 mg once or twice daily, higher in resistant oedema outside telehealth care.',
  },
  {
    generic: 'verapamil',
    limits: [{ route: 'oral', maxSingleMg: 160, maxDailyMg: 480 }],
    source:
      'AMH: 80 to 160 mg 2 or 3 times a day (modified release up to 480 mg a day); cluster headache prevention is started at 80 mg 8-hourly.',
  },
  {
    generic: 'glyceryl trinitrate',
    limits: [{ route: 'sublingual', maxSingleMg: 0.8 }],
    source: 'AMH: 400 to 800 micrograms sublingually, repeated after 5 minutes, no more than 3 doses in 15 minutes.',
  },
  {
    generic: 'acetazolamide',
    limits: [{ route: 'oral', maxSingleMg: 250, maxDailyMg: 1000 }],
    source: 'TG (altitude illness): 125 mg 12-hourly for prevention, 250 mg 12-hourly for treatment.',
  },
  {
    generic: 'sildenafil',
    limits: [{ route: 'oral', maxSingleMg: 100, maxDailyMg: 100 }],
    source: 'AMH: 50 mg (25 to 100 mg) about 1 hour before sex, no more than once a day.',
  },
  {
    generic: 'tadalafil',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 20 }],
    source: 'AMH: 10 to 20 mg before sex (no more than once a day), or 5 mg daily.',
  },
  {
    generic: 'oxybutynin',
    limits: [{ route: 'oral', maxSingleMg: 5, maxDailyMg: 20 }],
    source: 'AMH: 2.5 to 5 mg 2 or 3 times a day, maximum 20 mg a day.',
  },
  {
    generic: 'solifenacin',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    source: 'AMH: 5 to 10 mg once daily.',
  },
  {
    generic: 'mirabegron',
    limits: [{ route: 'oral', maxSingleMg: 50, maxDailyMg: 50 }],
    source: 'AMH: 25 to 50 mg once daily.',
  },
  {
    generic: 'ulipristal',
    limits: [{ route: 'oral', maxSingleMg: 30, maxDailyMg: 30 }],
    source: 'AMH: 30 mg single dose within 120 hours of unprotected sex.',
  },
  {
    generic: 'hydroxychloroquine',
    limits: [{ route: 'oral', maxSingleMg: 400, maxDailyMg: 400 }],
    source: 'AMH: 200 to 400 mg a day, no more than 5 mg/kg actual body weight a day (retinopathy).',
  },
  {
    generic: 'phentermine',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 40 }],
    pregnancy: { level: 'avoid', note: 'Contraindicated: weight loss is not advised in pregnancy.' },
    source: 'AMH: 15 to 40 mg once daily in the morning.',
  },
  {
    generic: 'semaglutide',
    limits: [{ route: 'subcutaneous', maxSingleMg: 2.4 }],
    pregnancy: { level: 'avoid', note: 'Stop at least 2 months before a planned pregnancy; not in pregnancy.' },
    source: 'PI (weight management): 0.25 mg weekly, increasing every 4 weeks to 2.4 mg weekly.',
  },
  {
    generic: 'vancomycin',
    limits: [{ route: 'oral', maxSingleMg: 500, maxDailyMg: 2000 }],
    source: 'TG (C. difficile infection): 125 mg 6-hourly orally; 500 mg 6-hourly for severe disease.',
  },
  {
    generic: 'albendazole',
    limits: [{ route: 'oral', maxSingleMg: 400, maxDailyMg: 800 }],
    pregnancy: { level: 'avoid', note: 'Avoid in pregnancy (teratogenic in animals); exclude pregnancy first.' },
    source:
      'AMH and TG: 400 mg single dose or daily for 3 days (cutaneous larva migrans); 400 mg twice daily for tissue infections.',
  },
  {
    generic: 'molnupiravir',
    limits: [{ route: 'oral', maxSingleMg: 800, maxDailyMg: 1600 }],
    pregnancy: {
      level: 'avoid',
      note: 'Not in pregnancy (fetal harm in animal studies); contraception during and for 4 days after.',
    },
    children: 'Not under 18 years (bone and cartilage effects in animals).',
    source: 'PI and AMH: 800 mg 12-hourly for 5 days.',
  },
  {
    generic: 'nirmatrelvir with ritonavir',
    limits: [{ route: 'oral', maxSingleMg: 300, maxDailyMg: 600 }],
    source: 'PI and AMH: nirmatrelvir 300 mg with ritonavir 100 mg 12-hourly for 5 days (150 mg if eGFR 30 to 60).',
  },
  {
    generic: 'naltrexone',
    limits: [{ route: 'oral', maxSingleMg: 50, maxDailyMg: 50 }],
    source: 'AMH: 50 mg once daily (alcohol dependence).',
  },
  {
    generic: 'baclofen',
    limits: [{ route: 'oral', maxSingleMg: 25, maxDailyMg: 75 }],
    source: 'AMH: 5 mg 3 times a day increasing to 25 mg 3 times a day outside specialist care.',
  },
  {
    generic: 'temazepam',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 20 }],
    breastfeeding: 'Avoid regular use: infant sedation.',
    source: 'AMH: 10 to 20 mg at bedtime, short term.',
  },
  {
    generic: 'bupropion',
    limits: [{ route: 'oral', maxSingleMg: 150, maxDailyMg: 300 }],
    source: 'AMH (smoking cessation): 150 mg once daily for 3 days, then 150 mg twice daily.',
  },
  {
    generic: 'sucralfate',
    limits: [{ route: 'oral', maxSingleMg: 1000, maxDailyMg: 4000 }],
    source: 'AMH: 1 g 4 times a day (or 2 g twice daily).',
  },
  {
    generic: 'naloxone',
    limits: [
      { route: 'intranasal', maxSingleMg: 1.8 },
      { route: 'intramuscular', maxSingleMg: 0.4 },
    ],
    source: 'AMH and PI: 1.8 mg intranasally or 0.4 mg IM, repeated after 2 to 3 minutes if no response.',
  },
  {
    generic: 'midazolam',
    limits: [{ route: 'intranasal', maxSingleMg: 10 }],
    source:
      'AMH (seizure over 5 minutes): 10 mg buccally or intranasally for an adult (0.3 mg/kg up to 10 mg in a child).',
  },
  // Mind and nerves
  {
    generic: 'sertraline',
    limits: [{ route: 'oral', maxSingleMg: 200, maxDailyMg: 200 }],
    source: 'AMH: 50 to 200 mg once daily.',
  },
  {
    generic: 'escitalopram',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 20 }],
    source: 'AMH: 10 to 20 mg once daily (10 mg over 65).',
  },
  {
    generic: 'citalopram',
    limits: [{ route: 'oral', maxSingleMg: 40, maxDailyMg: 40 }],
    source: 'AMH: 20 to 40 mg once daily (20 mg over 65: QT prolongation).',
  },
  {
    generic: 'fluoxetine',
    limits: [{ route: 'oral', maxSingleMg: 80, maxDailyMg: 80 }],
    source: 'AMH: 20 mg daily, up to 80 mg (60 mg for bulimia nervosa).',
  },
  {
    generic: 'duloxetine',
    limits: [{ route: 'oral', maxSingleMg: 120, maxDailyMg: 120 }],
    source: 'AMH: 30 to 60 mg once daily, maximum 120 mg a day.',
  },
  {
    generic: 'mirtazapine',
    limits: [{ route: 'oral', maxSingleMg: 45, maxDailyMg: 45 }],
    source: 'AMH: 15 to 45 mg at night.',
  },
  {
    generic: 'diazepam',
    limits: [{ route: 'oral', maxSingleMg: 20, maxDailyMg: 80 }],
    breastfeeding: 'Avoid regular use: sedation and poor feeding in the infant (long half-life).',
    source:
      'AMH and TG (alcohol withdrawal): 5 to 20 mg 6-hourly on days 1 and 2, then reducing; anxiety 2 to 5 mg up to 3 times a day.',
  },
  {
    generic: 'melatonin',
    limits: [{ route: 'oral', maxSingleMg: 10, maxDailyMg: 10 }],
    source:
      'AMH: 2 mg modified release at night (adults over 55); 1 to 5 mg for jet lag and in children on specialist advice.',
  },
  {
    generic: 'varenicline',
    limits: [{ route: 'oral', maxSingleMg: 1, maxDailyMg: 2 }],
    source: 'AMH: 0.5 mg daily for 3 days, 0.5 mg twice daily for 4 days, then 1 mg twice daily.',
  },
  {
    generic: 'betahistine',
    limits: [{ route: 'oral', maxSingleMg: 24, maxDailyMg: 48 }],
    source: 'AMH: 8 to 16 mg 3 times a day.',
  },
  {
    generic: 'sodium valproate',
    limits: [{ route: 'oral', maxSingleMg: 1500, maxDailyMg: 2500 }],
    pregnancy: {
      level: 'avoid',
      note: 'Contraindicated unless nothing else works: about 10% major malformations and up to 40% neurodevelopmental harm.',
    },
    source: 'AMH; TGA safety advisory on valproate in girls and women who could become pregnant.',
  },
  {
    generic: 'carbamazepine',
    limits: [{ route: 'oral', maxSingleMg: 800, maxDailyMg: 1600 }],
    pregnancy: { level: 'avoid', note: 'Neural tube defects and other malformations; a specialist chooses.' },
    source: 'AMH: 100 to 400 mg twice daily, maximum 1600 mg a day (epilepsy); trigeminal neuralgia up to 1200 mg.',
  },
  // Skin
  {
    generic: 'isotretinoin',
    limits: [{ route: 'oral', maxSingleMg: 80, maxDailyMg: 80 }],
    pregnancy: {
      level: 'avoid',
      note: 'Contraindicated: severe birth defects; a pregnancy test before and contraception during treatment and for 1 month after.',
    },
    source: 'AMH and PI: 0.5 to 1 mg/kg a day.',
  },
  {
    generic: 'methotrexate',
    limits: [{ route: 'oral', maxSingleMg: 25 }],
    pregnancy: {
      level: 'avoid',
      note: 'Contraindicated: teratogenic and abortifacient; stop 3 months before conception.',
    },
    source: 'AMH: 5 to 25 mg once a week (never daily).',
  },
  {
    generic: 'misoprostol',
    limits: [{ route: 'oral', maxSingleMg: 0.8, maxDailyMg: 0.8 }],
    pregnancy: {
      level: 'avoid',
      note: 'Contraindicated outside termination of pregnancy: uterine contraction and miscarriage.',
    },
    source: 'AMH.',
  },
];

/** The entry for a medication's name: the longest generic its name begins with, or none. */
export function limitFor(medicineName: string): MedicineLimit | undefined {
  const name = medicineName.toLowerCase();
  let best: MedicineLimit | undefined;
  for (const entry of MEDICINE_LIMITS) {
    if (!name.startsWith(entry.generic)) continue;
    const next = name.charAt(entry.generic.length);
    if (/[a-z]/.test(next)) continue;
    // A combination product is its own entry: "esomeprazole with amoxicillin" is not esomeprazole alone.
    if (!entry.generic.includes(' with ') && / with (?!spacer)/.test(name.slice(entry.generic.length))) continue;
    if (!best || entry.generic.length > best.generic.length) best = entry;
  }
  return best;
}

/** The route a plan's route text names, when it is one the table gives limits for. */
export function doseRouteOf(route: string): DoseRoute | undefined {
  const r = route.toLowerCase();
  if (/intramuscular/.test(r)) return 'intramuscular';
  if (/intravenous/.test(r)) return 'intravenous';
  if (/subcutaneous/.test(r)) return 'subcutaneous';
  if (/rectal|into the rectum/.test(r)) return 'rectal';
  if (/sublingual|under the tongue/.test(r)) return 'sublingual';
  if (/inhal/.test(r)) return 'inhaled';
  if (/transdermal/.test(r)) return 'transdermal';
  if (/vagina/.test(r)) return 'vaginal';
  if (/nasal|nostril/.test(r)) return 'intranasal';
  if (/topical|eye|ocular|aural|\bear|skin|scalp|gargle|rinse|mouthwash|applied|lesion|mucosa/.test(r))
    return undefined;
  if (/oral|mouth|swallow|chew|tongue/.test(r)) return 'oral';
  return undefined;
}

const UNIT_MG: Record<string, number> = { mg: 1, g: 1000, microgram: 0.001, micrograms: 0.001, mcg: 0.001 };
const AMOUNT = /(\d+(?:\.\d+)?)\s*(?:to\s*(\d+(?:\.\d+)?)\s*)?(mg|g|micrograms?|mcg)\b(?!\s*\/)/g;
const COUNTED = /(\d+)\s*(?:to\s*(\d+)\s*)?(puffs?|inhalations?|sprays?|tablets?|capsules?|actuations?)\b/g;
const PER_DAY = /(?:a day|per day|in 24 hours|daily|on the first day|on day 1|in total)/;
/** "maximum 4 g in 24 hours", "no more than 1200 mg a day", "1.5 mg in total on day 1". */
const DAILY_MAX_CLAUSE = new RegExp(
  String.raw`(?:maximum|max\.?|no more than|up to)[^);]*?\d[^);]*?${PER_DAY.source}|[\d.]+\s*(?:mg|g|micrograms?) in total[^);,]*`,
  'g',
);
/** An amount given as a day's total: "5 to 20 mg a day". */
const DAILY_AMOUNT = /\d+(?:\.\d+)?\s*(?:to\s*\d+(?:\.\d+)?\s*)?(?:mg|g|micrograms?)\s*(?:a day|per day|in 24 hours)/g;

/** Every amount (in mg) a text names, taking the top of each range. */
function amountsIn(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(AMOUNT)) out.push(Number(m[2] ?? m[1]) * UNIT_MG[m[3]!]!);
  return out;
}

/**
 * The largest single adult dose, in mg, a plan's dose text proposes; undefined when it names no adult amount
 * (a weight-based dose with no adult figure, or a count of tablets with no strength in the name). Children's
 * doses in brackets, per-kg amounts and strengths ("mg/mL") are set aside; of a combination ("875 mg + 125
 * mg") the first ingredient is read; a count of puffs or tablets is multiplied by the strength in the name.
 */
export function singleDoseMg(dose: string, name = ''): number | undefined {
  let text = dose.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2');
  // Children's and weight-banded doses in brackets are not the adult dose.
  text = text.replace(/\([^)]*(child|infant|year|under \d+ ?kg|if under)[^)]*\)/g, ' ');
  text = text.replace(/;?\s*(children|child|infants?)\b[^;)]*/g, ' ');
  text = text.replace(/\d+(?:\.\d+)?\s*(?:to\s*\d+(?:\.\d+)?\s*)?(?:mg|micrograms?)\/kg(?:\/day)?/g, ' ');
  text = text.replace(
    /(\d+(?:\.\d+)?)\s*(mg|g|micrograms?)?\s*\+\s*\d+(?:\.\d+)?\s*(mg|g|micrograms?)/g,
    (_m, a: string, u1?: string, u2?: string) => `${a} ${u1 ?? u2}`,
  );
  // A daily total named in the dose ("maximum 1200 mg a day", "5 to 20 mg a day") is not one dose.
  text = text.replace(DAILY_MAX_CLAUSE, ' ').replace(DAILY_AMOUNT, ' ');
  const amounts = amountsIn(text);
  if (amounts.length > 0) return Math.max(...amounts);
  const strength = amountsIn(name.toLowerCase().replace(/\/(actuation|dose|spray)/g, ''));
  const counts = [...text.matchAll(COUNTED)].map((m) => Number(m[2] ?? m[1]));
  if (counts.length > 0 && strength.length > 0) return Math.max(...counts) * strength[0]!;
  return undefined;
}

const WORD_COUNT: Record<string, number> = { once: 1, twice: 2, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const countOf = (word: string): number => WORD_COUNT[word] ?? Number(word);

/**
 * The most doses in 24 hours a plan's frequency text allows, or undefined when it does not say (a dose
 * "when required" with no interval or maximum). Where it gives ranges or two schedules, the most frequent.
 */
export function dosesPerDay(frequency: string): number | undefined {
  const f = frequency.toLowerCase();
  const stated = /(?:maximum|max\.?|no more than|up to)\s+(\d+|one|two|three|four|five|six) doses/.exec(f);
  if (stated) return countOf(stated[1]!);
  const counts: number[] = [];
  for (const m of f.matchAll(/every (\d+(?:\.\d+)?)(?: to \d+(?:\.\d+)?)? hours?|(\d+(?:\.\d+)?)-hourly/g)) {
    counts.push(Math.floor(24 / Number(m[1] ?? m[2])));
  }
  for (const m of f.matchAll(
    /(?:(once|one|two|three|four|five|six|\d+) (?:to|or) )?(once|twice|one|two|three|four|five|six|\d+)(?: times)? (?:a day|daily|per day|each day|in 24 hours)/g,
  )) {
    counts.push(countOf(m[2]!));
  }
  if (/\bonce\b|single dose|at night|in the morning|at bedtime|\bdaily\b|a week|weekly|each day/.test(f)) {
    counts.push(1);
  }
  if (/twice, \d+ hours apart/.test(f)) counts.push(2);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

/**
 * The largest daily total, in mg, a plan states in its frequency or dose ("maximum 4 g in 24 hours",
 * "5 to 20 mg a day"), if any.
 */
export function statedDailyMaxMg(frequency: string, dose = ''): number | undefined {
  const found: number[] = [];
  for (const text of [frequency, dose]) {
    const t = text.toLowerCase().replace(/(\d),(\d{3})/g, '$1$2');
    for (const clause of t.matchAll(DAILY_MAX_CLAUSE)) found.push(...amountsIn(clause[0]));
    for (const amount of t.matchAll(DAILY_AMOUNT)) found.push(...amountsIn(amount[0]));
  }
  return found.length > 0 ? Math.max(...found) : undefined;
}
