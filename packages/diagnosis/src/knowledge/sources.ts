import type { Source } from './types.js';

/**
 * Where the authored knowledge comes from. Each condition lists the keys of the sources its
 * presentation, frequencies and urgency were taken from. Likelihoods are clinicians' estimates read
 * from these texts (sensitivities where they are published, textbook descriptions otherwise); priors are
 * order-of-magnitude frequencies in general practice and emergency departments.
 */
export const SOURCES: Readonly<Record<string, Source>> = {
  ddxplus: {
    title: 'DDXPlus: A New Dataset For Automatic Medical Diagnosis (Fansi Tchango, Goel, Wen, Martel, Ghosn)',
    detail:
      'NeurIPS 2022 Datasets and Benchmarks Track; English release, CC BY 4.0; likelihoods fitted on its patients',
    url: 'https://arxiv.org/abs/2205.09148',
  },
  murtagh: { title: "Murtagh's General Practice", detail: '8th edition, McGraw Hill Australia, 2022' },
  'murtagh-diagnosis': {
    title: "John Murtagh's Patient Education / Diagnostic strategy ('the safe diagnostic model')",
    detail: "in Murtagh's General Practice, 8th edition, 2022",
  },
  etg: {
    title: 'Therapeutic Guidelines (eTG complete)',
    detail: 'Therapeutic Guidelines Limited, Melbourne, 2024',
    url: 'https://www.tg.org.au',
  },
  amh: {
    title: 'Australian Medicines Handbook',
    detail: 'AMH Pty Ltd, Adelaide, 2024',
    url: 'https://amhonline.amh.net.au',
  },
  'nice-cks': {
    title: 'NICE Clinical Knowledge Summaries',
    detail: 'National Institute for Health and Care Excellence, UK, 2023–2024',
    url: 'https://cks.nice.org.uk',
  },
  ohcm: { title: 'Oxford Handbook of Clinical Medicine', detail: '10th edition, Oxford University Press, 2017' },
  'oh-gp': { title: 'Oxford Handbook of General Practice', detail: '5th edition, Oxford University Press, 2020' },
  mcgee: {
    title: 'Evidence-Based Physical Diagnosis (McGee)',
    detail: '5th edition, Elsevier, 2021: sensitivities and likelihood ratios of findings',
  },
  'jama-rce': {
    title: 'The Rational Clinical Examination: Evidence-Based Clinical Diagnosis (Simel, Rennie)',
    detail: 'JAMA Evidence, McGraw Hill, 2009',
  },
  harrison: { title: "Harrison's Principles of Internal Medicine", detail: '21st edition, McGraw Hill, 2022' },
  rosen: {
    title: "Rosen's Emergency Medicine: Concepts and Clinical Practice",
    detail: '10th edition, Elsevier, 2023',
  },
  'rch-cpg': {
    title: 'Clinical Practice Guidelines',
    detail: "The Royal Children's Hospital Melbourne, 2020–2024",
    url: 'https://www.rch.org.au/clinicalguide/',
  },
  nelson: { title: 'Nelson Textbook of Pediatrics', detail: '21st edition, Elsevier, 2020' },
  healthdirect: {
    title: 'Healthdirect Australia: health topics and symptom information',
    detail: 'Australian Government, 2024',
    url: 'https://www.healthdirect.gov.au',
  },
  beach: {
    title: 'General practice activity in Australia 2015–16 (BEACH programme, Britt et al.)',
    detail: 'Sydney University Press, 2016: problems managed per 100 encounters',
  },
  ats: {
    title: 'Guidelines on the implementation of the Australasian Triage Scale in emergency departments',
    detail: 'Australasian College for Emergency Medicine, 2016',
  },
  mts: { title: 'Emergency Triage: Manchester Triage Group', detail: '3rd edition, Wiley-Blackwell, 2014' },
  'aap-brue': {
    title:
      'Brief resolved unexplained events (formerly apparent life-threatening events) and evaluation of lower-risk infants',
    detail:
      'American Academy of Pediatrics clinical practice guideline, Tieder JS et al., Pediatrics 2016;137(5):e20160590',
  },
  ichd3: {
    title: 'The International Classification of Headache Disorders, 3rd edition (ICHD-3)',
    detail: 'Cephalalgia 2018;38(1):1–211',
    url: 'https://ichd-3.org',
  },
  'asthma-handbook': {
    title: 'Australian Asthma Handbook',
    detail: 'National Asthma Council Australia, version 2.2, 2022',
    url: 'https://www.asthmahandbook.org.au',
  },
  copdx: {
    title: 'The COPD-X Plan: Australian and New Zealand Guidelines for the management of COPD',
    detail: 'Lung Foundation Australia, 2023',
  },
  'heart-foundation': {
    title:
      'National Heart Foundation of Australia and CSANZ guidelines (acute coronary syndromes 2016; atrial fibrillation 2018; heart failure 2018)',
    detail: 'Heart, Lung and Circulation',
  },
  'stroke-foundation': {
    title: 'Australian and New Zealand Living Clinical Guidelines for Stroke Management',
    detail: 'Stroke Foundation, 2023',
  },
  ashm: {
    title: 'Australian STI Management Guidelines for use in Primary Care',
    detail: 'ASHM, 2024',
    url: 'https://sti.guidelines.org.au',
  },
  ranzcog: {
    title: 'RANZCOG clinical guidance statements (early pregnancy, hypertension in pregnancy, antenatal care)',
    detail: 'Royal Australian and New Zealand College of Obstetricians and Gynaecologists, 2019–2024',
  },
  'pregnancy-care': {
    title: 'Clinical Practice Guidelines: Pregnancy Care',
    detail: 'Australian Government Department of Health, 2020',
  },
  dermnet: {
    title: 'DermNet: skin disease information for clinicians',
    detail: 'DermNet New Zealand Trust, 2024',
    url: 'https://dermnetnz.org',
  },
  'dsm5-tr': {
    title: 'Diagnostic and Statistical Manual of Mental Disorders, 5th edition, text revision (DSM-5-TR)',
    detail: 'American Psychiatric Association, 2022',
  },
  ranzcp: {
    title: 'RANZCP clinical practice guidelines (mood disorders 2020; deliberate self-harm 2016)',
    detail: 'Royal Australian and New Zealand College of Psychiatrists',
  },
  ascia: {
    title: 'ASCIA guidelines: acute management of anaphylaxis; allergic rhinitis; urticaria',
    detail: 'Australasian Society of Clinical Immunology and Allergy, 2023',
  },
  cdna: {
    title: 'Communicable Diseases Network Australia: Series of National Guidelines (SoNGs)',
    detail: 'Australian Government Department of Health, 2018–2024',
  },
  'immunisation-handbook': {
    title: 'Australian Immunisation Handbook',
    detail: 'Australian Technical Advisory Group on Immunisation, 2024',
  },
  'travel-cdc': {
    title: 'CDC Yellow Book: Health Information for International Travel',
    detail: 'US Centers for Disease Control and Prevention, 2024',
  },
  ranzco: {
    title: 'RANZCO and NICE guidance on the red eye, eye injury and sudden visual loss',
    detail: 'Royal Australian and New Zealand College of Ophthalmologists; NICE CKS, 2022–2024',
  },
  'oxford-em': {
    title: 'Oxford Handbook of Emergency Medicine',
    detail: '5th edition, Oxford University Press, 2020',
  },
  'ent-guidelines': {
    title: 'Oxford Handbook of ENT and Head and Neck Surgery',
    detail: '3rd edition, Oxford University Press, 2018',
  },
  'msk-guidelines': {
    title: 'Clinical care standards and guidelines for low back pain, osteoarthritis and acute injuries',
    detail: 'Australian Commission on Safety and Quality in Health Care, 2022; Ottawa ankle and knee rules',
  },
  'endocrine-guidelines': {
    title: 'Management of type 2 diabetes: a handbook for general practice; thyroid and adrenal guidance',
    detail: 'RACGP and Diabetes Australia, 2020; Endocrine Society of Australia',
  },
  'gastro-guidelines': {
    title: 'Gastroenterological Society of Australia clinical updates; NHMRC bowel cancer guideline',
    detail: 'GESA, 2020–2024; Cancer Council Australia, 2023',
  },
  'kidney-guidelines': {
    title: 'Kidney Health Australia: Chronic Kidney Disease Management in Primary Care; KHA-CARI guidelines',
    detail: '5th edition, 2020',
  },
  anzcor: {
    title: 'ANZCOR Guidelines (Australian and New Zealand Committee on Resuscitation): first aid for envenomation',
    detail: 'Guideline 9.4.5 envenomation: jellyfish stings in tropical Australia, 2021',
  },
  somanz: {
    title: 'SOMANZ guideline for the management of hypertensive disorders of pregnancy',
    detail: 'Society of Obstetric Medicine of Australia and New Zealand, 2023',
  },
  'sickle-cell': {
    title: 'NICE CG143 Sickle cell disease: managing acute painful episodes in hospital',
    detail: 'National Institute for Health and Care Excellence, 2012 (updated)',
  },
  'haem-guidelines': {
    title: 'Oxford Handbook of Clinical Haematology; RCPA pathology test guidance',
    detail: '4th edition, 2015; RCPA Manual, 2024',
  },
};
