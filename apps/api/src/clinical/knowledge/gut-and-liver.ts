import { IBUPROFEN, PANTOPRAZOLE, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Investigation, Medication, Referral } from './types.js';

/*
 * Gut and liver: management as Therapeutic Guidelines (eTG), the Australian Medicines Handbook, GESA,
 * NICE CKS, the RCH Melbourne guidelines and Murtagh set it out. Emergencies get no remote prescribing.
 */

const ORAL_REHYDRATION: Medication = {
  name: 'Oral rehydration solution (glucose-electrolyte powder or ready-made solution)',
  dose: '200 to 250 mL after each loose stool or vomit (children: small frequent sips, 5 mL every 1 to 2 minutes)',
  route: 'oral',
  frequency: 'frequent small amounts',
  duration: 'while the diarrhoea or vomiting lasts',
  cautions: 'Make up exactly as directed; do not use undiluted soft drinks, sports drinks or juice in children.',
};

const ONDANSETRON: Medication = {
  name: 'Ondansetron orally disintegrating tablet',
  dose: '4 to 8 mg',
  route: 'oral (dissolved on the tongue)',
  frequency: '8-hourly when required',
  duration: '1 to 2 days',
  cautions:
    'Can prolong the QT interval (caution with other QT-prolonging medicines); constipation and headache. In children a single weight-based dose (0.15 mg/kg, from 6 months) helps oral rehydration.',
  needsMoreInfo: "For a child, needs the child's age and weight; check for QT-prolonging medicines and for pregnancy.",
};

const LOPERAMIDE: Medication = {
  name: 'Loperamide',
  dose: '4 mg first, then 2 mg after each loose stool',
  route: 'oral',
  frequency: 'after each loose stool (maximum 16 mg a day)',
  duration: 'up to 2 days',
  cautions:
    'Not with bloody diarrhoea, fever or suspected C. difficile infection, or in children under 12 years; stop if the tummy swells or constipation develops.',
};

const PSYLLIUM: Medication = {
  name: 'Psyllium husk (ispaghula)',
  dose: '1 to 2 teaspoons (about 3.5 to 7 g)',
  route: 'oral, stirred into a full glass of water',
  frequency: 'once to three times daily',
  duration: 'ongoing; increase gradually over 2 weeks',
  cautions:
    'Drink plenty of fluid with it; may cause bloating at first; separate from other medicines by 2 hours; not with bowel obstruction or faecal impaction.',
};

const MACROGOL: Medication = {
  name: 'Macrogol 3350 with electrolytes oral powder',
  dose: '1 sachet (13.125 g) in 125 mL of water',
  route: 'oral',
  frequency: 'once to three times daily, adjusted to a soft daily stool',
  duration: 'as needed; review after 2 weeks',
  cautions:
    'Not with suspected bowel obstruction, perforation or severe inflammatory bowel disease; may cause bloating and cramps.',
};

const SENNA: Medication = {
  name: 'Sennosides',
  dose: '7.5 to 15 mg',
  route: 'oral',
  frequency: 'once daily at night',
  duration: 'short term, when required',
  cautions: 'Abdominal cramps; not with suspected bowel obstruction; prolonged use can cause low potassium.',
  alternative: true,
};

const ESOMEPRAZOLE: Medication = { ...PANTOPRAZOLE, name: 'Esomeprazole', dose: '20 mg', alternative: true };

const ALGINATE: Medication = {
  name: 'Sodium alginate with sodium bicarbonate and calcium carbonate liquid',
  dose: '10 to 20 mL',
  route: 'oral',
  frequency: 'after meals and at bedtime when required',
  duration: 'when required',
  cautions:
    'High sodium content: caution in heart failure or a salt-restricted diet; separate from other medicines by 2 hours.',
};

const HAEMORRHOID_OINTMENT: Medication = {
  name: 'Hydrocortisone 5 mg/g with cinchocaine 5 mg/g ointment',
  dose: 'a small amount (about 1 cm) to the anus',
  route: 'topical, around and just inside the anus',
  frequency: 'twice daily and after each bowel motion',
  duration: 'up to 7 days',
  cautions: 'Short courses only (the skin thins with longer use); stop if irritation worsens.',
};

/** The emergency department now, for every emergency. */
const ED = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Emergency department',
  urgency: 'immediate',
  reason,
});
const GP = (reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency,
  reason,
});

const FBC_UEC_LFT_LIPASE: Investigation = {
  name: 'FBC, UEC, LFTs, lipase and CRP',
  subtype: 'pathology',
  when: 'in hospital',
};
const STOOL_TESTS: Investigation = {
  name: 'Faecal multiplex PCR (bacteria, viruses and parasites) or stool microscopy and culture',
  subtype: 'pathology',
  when: 'diarrhoea beyond 7 days, blood in the stool, high fever, recent travel, a food handler or childcare worker, or a weakened immune system',
};
const CDIFF_TEST: Investigation = {
  name: 'Clostridioides difficile toxin or PCR on a stool sample',
  subtype: 'pathology',
  when: 'diarrhoea (3 or more loose stools a day) within 8 weeks of antibiotics or a hospital stay',
};
const LIVER_BLOODS: Investigation = { name: 'LFTs, INR, FBC and UEC', subtype: 'pathology', when: 'today' };
const LIVER_ULTRASOUND: Investigation = {
  name: 'Ultrasound of the liver and biliary tree',
  subtype: 'imaging',
  when: 'to look for duct dilatation, gallstones and liver texture',
};
const COELIAC_SEROLOGY: Investigation = {
  name: 'Coeliac serology (tissue transglutaminase IgA with total IgA)',
  subtype: 'pathology',
  when: 'while still eating gluten (at least 6 weeks of daily gluten)',
};
const GASTRO_DIET_ADVICE =
  'Once you feel like eating, restart your normal diet in small amounts; there is no need to avoid milk unless it clearly makes the diarrhoea worse.';
const GASTRO_HYGIENE =
  'Wash your hands with soap after the toilet and before preparing food; do not prepare food for others, swim in pools, or go to work, school or childcare until 48 hours after the last vomit or loose stool.';
const DEHYDRATION_SIGNS =
  'Get help urgently for signs of dehydration: very little or very dark urine, dizziness on standing, a dry mouth, or in a baby fewer than 4 wet nappies a day, sunken eyes or drowsiness. Healthdirect is on 1800 022 222.';

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const GUT_AND_LIVER: ConditionManagement[] = [
  // ——— Gastroenteritis and other infective or drug-related diarrhoea
  {
    condition: 'viral_gastroenteritis',
    care: 'Drink small amounts often: oral rehydration solution from the pharmacy is best. Rest, use paracetamol for fever or aches, and eat normally again once you can. Most gastro settles within 2 to 3 days.',
    seekHelp:
      'you cannot keep fluids down, pass very little urine, feel faint, have blood in your stools, severe or constant tummy pain, green vomit, a high fever, or symptoms lasting more than 3 days (sooner for a baby or an older person)',
    approach:
      'Viral gastroenteritis: oral rehydration and safety-netting; a single dose of ondansetron helps a vomiting child (or adult) keep fluids down. No antibiotics. Stool testing only for blood, persisting diarrhoea, travel or outbreak settings.',
    investigations: [
      STOOL_TESTS,
      {
        name: 'UEC (electrolytes and kidney function)',
        subtype: 'pathology',
        when: 'if moderately dehydrated, older, or on diuretics, ACE inhibitors or metformin',
      },
    ],
    medications: [ORAL_REHYDRATION, ONDANSETRON, PARACETAMOL, { ...LOPERAMIDE, alternative: true }],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 2 to 3 days: stay away from work, school or childcare until 48 hours after the last vomit or loose stool (longer for food handlers, as the local public health unit advises).',
    },
    referrals: [
      GP('not improving after 3 days, an infant under 6 months, or an older person with dehydration', 'urgent'),
      ED('unable to keep fluids down with signs of dehydration, drowsiness, green vomit or severe tummy pain'),
    ],
    advice: [
      'Sip oral rehydration solution often; in children give 5 mL every 1 to 2 minutes with a spoon or syringe. Keep breastfeeding babies.',
      GASTRO_DIET_ADVICE,
      GASTRO_HYGIENE,
      DEHYDRATION_SIGNS,
    ],
  },
  {
    condition: 'food_poisoning',
    care: 'Sip water or oral rehydration solution often and rest. Food poisoning from toxins in food usually settles within 24 hours. Do not eat any more of the food you suspect.',
    seekHelp:
      'you cannot keep fluids down, pass very little urine, feel faint or confused, have blood in your stools or a high fever, or are not better within 2 days',
    approach:
      'Toxin-mediated food poisoning (Staphylococcus aureus, Bacillus cereus): sudden vomiting within hours of a meal, settling within a day. Rehydration and an antiemetic; no antibiotics. Report clusters to the local public health unit.',
    investigations: [STOOL_TESTS],
    medications: [ORAL_REHYDRATION, ONDANSETRON, PARACETAMOL],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days; food handlers stay off work until 48 hours after symptoms stop.',
    },
    referrals: [
      GP('symptoms lasting more than 2 days, blood in the stools, or pregnancy', 'urgent'),
      ED('unable to keep fluids down with signs of dehydration, confusion or severe pain'),
    ],
    advice: [
      'Drink small amounts often; oral rehydration solution replaces salts as well as water.',
      'If several people became sick after the same meal, let your local council or public health unit know.',
      'Keep hot food hot and cold food cold, refrigerate leftovers within an hour, and reheat rice and meat until steaming hot.',
      DEHYDRATION_SIGNS,
    ],
  },
  {
    condition: 'bacterial_gastroenteritis',
    care: 'Drink plenty of fluids, ideally oral rehydration solution, rest and use paracetamol for fever. A stool test can find the germ; most bacterial gastro settles within a week without antibiotics.',
    seekHelp:
      'you cannot keep fluids down, pass very little urine, feel faint, have a lot of blood in your stools, a high fever that does not settle, severe tummy pain, or are pregnant, elderly or have a weakened immune system',
    approach:
      'Probable bacterial enteritis (Campylobacter, Salmonella, Shigella): stool PCR or culture, rehydration, and no antidiarrhoeal if there is blood or fever. Antibiotics only for severe illness, the immunocompromised, pregnancy, or a confirmed pathogen that needs it (eTG). Notifiable infections are reported by the laboratory.',
    investigations: [
      { ...STOOL_TESTS, when: 'now (bloody diarrhoea, fever or illness beyond a few days)' },
      { name: 'FBC, UEC and CRP', subtype: 'pathology', when: 'if dehydrated, unwell, elderly or bleeding' },
      { name: 'Blood cultures', subtype: 'pathology', when: 'high fever or rigors (in hospital)' },
    ],
    medications: [
      ORAL_REHYDRATION,
      PARACETAMOL,
      {
        name: 'Azithromycin',
        dose: '500 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: '3 days',
        cautions:
          'Only for severe or prolonged illness, the immunocompromised or pregnancy, or when stool results show it is needed; QT prolongation; nausea.',
        needsMoreInfo:
          'Check severity and the stool result first: most Campylobacter and Salmonella infections need no antibiotic (and antibiotics can prolong Salmonella carriage or worsen STEC).',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 5 days; food handlers, health and childcare workers stay off until 48 hours after symptoms stop (some infections need clearance stool tests).',
    },
    referrals: [
      GP('review with the stool result, or diarrhoea beyond 7 days', 'urgent'),
      ED('dehydration, heavy bleeding, confusion or severe abdominal pain'),
    ],
    advice: [
      'Do not take loperamide (anti-diarrhoea tablets) if there is blood in the stools or a fever.',
      GASTRO_HYGIENE,
      'Cook chicken and meat thoroughly and wash chopping boards and hands after handling raw meat.',
      DEHYDRATION_SIGNS,
    ],
  },
  {
    condition: 'travellers_diarrhoea',
    care: "Keep up your fluids with oral rehydration solution. Loperamide can ease mild diarrhoea if there is no fever or blood. Most travellers' diarrhoea settles within 3 to 5 days.",
    seekHelp:
      'you have a fever, blood in your stools, severe tummy pain, cannot keep fluids down, or diarrhoea lasting more than a week (or any fever after visiting a malaria area)',
    approach:
      "Travellers' diarrhoea (mostly enterotoxigenic E. coli): rehydration; loperamide for mild disease without fever or blood; a single dose of azithromycin for moderate to severe disease (eTG). Fever after travel to a malaria area needs malaria testing; persisting diarrhoea needs stool tests for parasites.",
    investigations: [
      { ...STOOL_TESTS, when: 'fever, blood in the stool, or diarrhoea beyond 7 to 10 days' },
      {
        name: 'Malaria thick and thin films or rapid antigen test',
        subtype: 'pathology',
        when: 'any fever after travel to a malaria area (same day)',
      },
    ],
    medications: [
      ORAL_REHYDRATION,
      LOPERAMIDE,
      {
        name: 'Azithromycin',
        dose: '1 g',
        route: 'oral',
        frequency: 'once',
        duration: 'single dose',
        cautions: 'For moderate to severe diarrhoea (disrupting activities, fever or blood); QT prolongation; nausea.',
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; food handlers stay off work until 48 hours after symptoms stop.',
    },
    referrals: [
      GP('diarrhoea beyond 7 days, weight loss, or fever after travel', 'urgent'),
      ED('dehydration, bloody diarrhoea with high fever, or fever after travel to a malaria area'),
    ],
    advice: [
      'Drink oral rehydration solution; keep eating light meals.',
      'Wash your hands well and do not prepare food for others until 48 hours after the diarrhoea stops.',
      'A fever after travel to a malaria area needs a same-day blood test, even weeks after you get home.',
      DEHYDRATION_SIGNS,
    ],
  },
  {
    condition: 'c_difficile_infection',
    care: 'This needs a stool test and a doctor today. Drink plenty of fluids. Do not take anti-diarrhoea tablets such as loperamide.',
    seekHelp:
      'you have a high fever, a swollen or very painful tummy, blood in your stools, feel faint, or pass very little urine: go to the emergency department',
    approach:
      'Suspected Clostridioides difficile infection after antibiotics or a hospital stay: stool toxin or PCR test, stop the precipitating antibiotic if possible, and oral vancomycin (or fidaxomicin) for 10 days (eTG). Severe disease (fever, WCC over 15, rising creatinine, distension) needs hospital care. Review PPIs.',
    investigations: [
      CDIFF_TEST,
      {
        name: 'FBC, UEC and CRP',
        subtype: 'pathology',
        when: 'now, to judge severity (white cell count and creatinine)',
      },
    ],
    medications: [
      {
        name: 'Vancomycin (oral capsules)',
        dose: '125 mg',
        route: 'oral',
        frequency: '6-hourly',
        duration: '10 days',
        cautions:
          'Acts only in the bowel (very little is absorbed); severe or complicated disease needs hospital treatment.',
        needsMoreInfo:
          'Start once the stool test is positive, or before the result if the illness is significant; check severity (WCC, creatinine) first.',
      },
      {
        name: 'Metronidazole',
        dose: '400 mg',
        route: 'oral',
        frequency: '8-hourly',
        duration: '10 days',
        cautions:
          'Only for mild disease when vancomycin or fidaxomicin is unavailable; no alcohol during and for 24 hours after; metallic taste; avoid in the first trimester.',
        alternative: true,
      },
      ORAL_REHYDRATION,
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually 2 to 5 days; health and aged care workers stay off until 48 hours after the diarrhoea stops.',
    },
    referrals: [
      GP('review of the stool result and response within 3 days', 'urgent'),
      ED('fever, a swollen or tender abdomen, dehydration or blood in the stool (severe colitis)'),
      {
        kind: 'specialist',
        to: 'Gastroenterologist or infectious diseases physician',
        urgency: 'routine',
        reason: 'recurrent C. difficile infection (for fidaxomicin or faecal microbiota transplant)',
      },
    ],
    advice: [
      'Do not take loperamide or other anti-diarrhoea medicines: they can make this infection worse.',
      'Wash hands with soap and water (alcohol gels do not kill C. difficile spores) and clean the toilet with a bleach product.',
      'Tell any doctor who prescribes you antibiotics in future that you have had C. difficile.',
      'Call 000 or go to the emergency department if your tummy swells, becomes very painful, or you feel faint.',
    ],
  },
  {
    condition: 'antibiotic_associated_diarrhoea',
    care: 'Mild diarrhoea is a common side effect of antibiotics and usually settles within a few days of finishing the course. Keep up your fluids. Do not stop the antibiotic without checking with your doctor.',
    seekHelp:
      'the diarrhoea is watery and frequent (3 or more times a day) for more than 2 days, or you have a fever, tummy pain or swelling, or blood in your stools (these can mean C. difficile infection)',
    approach:
      'Mild antibiotic-associated diarrhoea: fluids and reassurance; review whether the antibiotic is still needed or can be changed. Test for C. difficile if diarrhoea is frequent, persists, or comes with fever, pain or distension.',
    investigations: [CDIFF_TEST],
    medications: [ORAL_REHYDRATION],
    certificate: { suggestedDays: 1, note: 'Usually not needed, or 1 day.' },
    referrals: [GP('frequent or persisting diarrhoea, fever or abdominal pain (to test for C. difficile)', 'urgent')],
    advice: [
      'Finish the antibiotic course unless your doctor tells you otherwise; the diarrhoea usually stops within a few days of finishing.',
      'Avoid anti-diarrhoea tablets unless a doctor has ruled out C. difficile infection.',
      'Probiotics may shorten antibiotic diarrhoea a little; they are safe for most people but not if your immune system is weakened.',
      'See a doctor if you develop a fever, tummy pain or blood in your stools.',
    ],
  },
  {
    condition: 'giardiasis',
    care: 'A stool test can confirm Giardia, and a short course of tablets cures it. Drink plenty of fluids and avoid alcohol while taking the treatment.',
    seekHelp: 'you become dehydrated, have a fever or blood in your stools, or the diarrhoea continues after treatment',
    approach:
      'Suspected giardiasis (weeks of diarrhoea, bloating, sulphurous burps, greasy stools after untreated water, travel or childcare): stool PCR, then tinidazole single dose (eTG). Treat symptomatic household contacts; exclude from childcare until diarrhoea stops.',
    investigations: [
      {
        name: 'Faecal multiplex PCR (including Giardia) or stool microscopy for ova, cysts and parasites',
        subtype: 'pathology',
        when: 'before treatment',
      },
    ],
    medications: [
      {
        name: 'Tinidazole',
        dose: '2 g',
        route: 'oral, with food',
        frequency: 'once',
        duration: 'single dose (may repeat once if symptoms persist)',
        cautions:
          'No alcohol during and for 72 hours after; metallic taste and nausea; avoid in the first trimester of pregnancy and while breastfeeding (withhold feeds for 72 hours).',
        needsMoreInfo:
          'Confirm the stool result, and check for pregnancy and breastfeeding; children need a weight-based dose (50 mg/kg).',
      },
      {
        name: 'Metronidazole',
        dose: '2 g',
        route: 'oral, with food',
        frequency: 'once daily',
        duration: '3 days',
        cautions:
          'No alcohol during and for 24 hours after; metallic taste, nausea; children need a weight-based dose.',
        alternative: true,
      },
      ORAL_REHYDRATION,
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Usually 1 to 3 days; childcare, food handling and health care workers stay off until the diarrhoea has stopped.',
    },
    referrals: [GP('symptoms persisting after treatment, or weight loss', 'routine')],
    advice: [
      'Giardia spreads from person to person and through water: wash hands carefully and do not swim in pools until 2 weeks after the diarrhoea stops.',
      'Boil or treat creek, tank or bore water before drinking it.',
      'Some people have bloating and trouble with milk for a few weeks after the infection clears.',
    ],
  },

  // ——— The acute abdomen
  {
    condition: 'appendicitis',
    care: 'This could be appendicitis and needs to be checked in an emergency department now. Do not eat or drink anything until you have been seen, and do not take strong painkillers that could hide the pain before you are examined.',
    seekHelp:
      'the pain becomes severe or spreads across your whole tummy, you faint, or you cannot stop vomiting: call 000',
    emergency: true,
    approach:
      'Suspected acute appendicitis (migratory right iliac fossa pain, anorexia, pain on movement): emergency department today for examination, bloods and imaging (ultrasound in children and pregnancy, CT in adults) and surgical review. Nil by mouth. No remote prescribing.',
    investigations: [
      { name: 'FBC and CRP; urinalysis; beta-hCG in women', subtype: 'pathology', when: 'in hospital' },
      { name: 'Ultrasound (children, pregnancy) or CT of the abdomen', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'After an appendicectomy usually 1 to 2 weeks off work (laparoscopic), longer after open surgery or heavy work.',
    },
    referrals: [ED('suspected acute appendicitis: examination, imaging and surgical review')],
    advice: [
      'Go to the emergency department now; a parent or carer should take a child.',
      'Do not eat or drink until a doctor says you can, in case you need an operation.',
      'Call 000 if the pain suddenly gets much worse, spreads across the tummy, or you feel faint.',
    ],
  },
  {
    condition: 'biliary_colic',
    care: 'Gallstone pain usually eases within a few hours. Use an anti-inflammatory or paracetamol, have small low-fat meals, and see a doctor for an ultrasound.',
    seekHelp:
      'the pain lasts more than 6 hours, or you develop a fever, shivers, yellow skin or eyes, dark urine, or vomiting that will not stop: go to the emergency department',
    approach:
      'Biliary colic (episodic right upper quadrant or epigastric pain after meals, settling within hours): analgesia (an NSAID first-line), liver function tests and an upper abdominal ultrasound, and referral for elective laparoscopic cholecystectomy when gallstones are confirmed. Persisting pain, fever or jaundice means cholecystitis, cholangitis or pancreatitis.',
    investigations: [
      {
        name: 'Upper abdominal ultrasound (gallbladder and bile ducts)',
        subtype: 'imaging',
        when: 'within a week or two, fasting',
      },
      { name: 'LFTs, lipase and FBC', subtype: 'pathology', when: 'now, or after the next episode' },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: 'every 6 to 8 hours with food during an attack',
        duration: 'during attacks, up to 3 days',
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually 1 to 2 days after an attack; longer after surgery (1 to 2 weeks after a laparoscopic cholecystectomy).',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'General surgeon',
        urgency: 'routine',
        reason: 'symptomatic gallstones: elective laparoscopic cholecystectomy',
      },
      ED('pain lasting more than 6 hours, fever, jaundice or persistent vomiting'),
    ],
    advice: [
      'Large or fatty meals can set off attacks: eat smaller, lower-fat meals.',
      'Gallstone attacks tend to come back; having the gallbladder removed prevents them and their complications.',
      'Go to the emergency department for pain lasting more than 6 hours, fever, yellow skin or eyes, or dark urine.',
    ],
  },
  {
    condition: 'acute_cholecystitis',
    care: 'An inflamed gallbladder needs hospital treatment. Please go to an emergency department now. Do not eat while you wait.',
    seekHelp: 'you feel faint, confused, very unwell, shivery or your skin turns yellow: call 000',
    emergency: true,
    approach:
      'Suspected acute cholecystitis (persisting right upper quadrant pain, fever, Murphy sign): emergency department for bloods, ultrasound, intravenous antibiotics and early laparoscopic cholecystectomy. No remote prescribing.',
    investigations: [
      FBC_UEC_LFT_LIPASE,
      { name: 'Ultrasound of the gallbladder', subtype: 'imaging', when: 'in hospital' },
      { name: 'Blood cultures', subtype: 'pathology', when: 'fever (in hospital)' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 3 weeks including the hospital stay and recovery after cholecystectomy.',
    },
    referrals: [ED('suspected acute cholecystitis: antibiotics, imaging and surgical review')],
    advice: [
      'Go to the emergency department now; do not eat while you wait in case you need an operation.',
      'Call 000 if you feel faint, confused or have shaking chills.',
    ],
  },
  {
    condition: 'acute_cholangitis',
    care: 'Fever with yellow skin and tummy pain can be a serious bile duct infection. Call 000 or go to an emergency department now.',
    seekHelp: 'you feel faint, confused, drowsy or breathless: call 000 straight away',
    emergency: true,
    approach:
      "Suspected acute cholangitis (Charcot's triad: fever or rigors, jaundice, right upper quadrant pain): sepsis pathway, blood cultures, intravenous antibiotics and urgent biliary drainage (ERCP). No remote prescribing.",
    investigations: [
      FBC_UEC_LFT_LIPASE,
      { name: 'Blood cultures and lactate', subtype: 'pathology', when: 'in hospital, before antibiotics' },
      { name: 'Ultrasound of the bile ducts, then MRCP or ERCP', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 2 weeks or more; the treating team will advise.' },
    referrals: [ED('suspected ascending cholangitis (biliary sepsis)')],
    advice: ['Call 000 now. Do not drive yourself.', 'Do not eat or drink while you wait.'],
  },
  {
    condition: 'choledocholithiasis',
    care: 'Yellowing with dark urine and pale stools after gallstone-type pain can mean a stone blocking the bile duct. You need blood tests and a scan today, usually through an emergency department. Avoid fatty food and alcohol.',
    seekHelp:
      'you develop a fever, shivers, confusion, or severe pain: call 000 or go to the emergency department now (the bile duct may be infected)',
    approach:
      'Suspected common bile duct stones (biliary pain with obstructive jaundice, no fever): same-day LFTs, lipase, FBC and ultrasound (MRCP if the duct is not seen), then ERCP and later cholecystectomy. Fever or rigors means cholangitis; raised lipase means gallstone pancreatitis.',
    investigations: [
      { name: 'LFTs, lipase, FBC, UEC, INR', subtype: 'pathology', when: 'today' },
      LIVER_ULTRASOUND,
      { name: 'MRCP, then ERCP', subtype: 'imaging', when: 'through the hospital team' },
    ],
    medications: [PARACETAMOL],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks including ERCP and recovery; longer after cholecystectomy.',
    },
    referrals: [
      ED('same-day assessment, imaging and ERCP; urgently if fever, rigors or severe pain'),
      {
        kind: 'specialist',
        to: 'General surgeon',
        urgency: 'routine',
        reason: 'cholecystectomy after the duct is cleared',
      },
    ],
    advice: [
      'Go to the emergency department today for blood tests and a scan.',
      'Call 000 if you develop a fever, shaking chills or confusion.',
      'Eat small low-fat meals and avoid alcohol until you have been treated.',
    ],
  },
  {
    condition: 'acute_pancreatitis',
    care: 'Severe upper tummy pain going through to the back, with vomiting, may be pancreatitis and needs hospital care now. Call 000 or go to an emergency department. Do not eat or drink alcohol.',
    seekHelp: 'you feel faint, breathless, confused or the pain becomes unbearable: call 000',
    emergency: true,
    approach:
      'Suspected acute pancreatitis (severe epigastric pain radiating to the back, vomiting; alcohol or gallstones): emergency department for lipase, severity assessment, intravenous fluids and analgesia, and an ultrasound for gallstones. No remote prescribing.',
    investigations: [
      FBC_UEC_LFT_LIPASE,
      { name: 'Calcium, triglycerides, glucose and blood gas', subtype: 'pathology', when: 'in hospital' },
      {
        name: 'Abdominal ultrasound (gallstones); CT if the diagnosis is unclear or severe',
        subtype: 'imaging',
        when: 'in hospital',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 1 to 3 weeks, longer after severe pancreatitis.' },
    referrals: [
      ED('suspected acute pancreatitis'),
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'routine',
        reason: 'alcohol-related pancreatitis, to prevent recurrence',
      },
    ],
    advice: [
      'Call 000 or go to the emergency department now.',
      'Do not drink any alcohol; if alcohol is a problem, support is available through the National Alcohol and Other Drug Hotline on 1800 250 015.',
    ],
  },
  {
    condition: 'chronic_pancreatitis',
    care: 'Stopping alcohol and smoking completely is the most important thing you can do. Eat small low-fat meals, use paracetamol for pain, and see your doctor today about this flare.',
    seekHelp:
      'the pain is severe and different from usual, you keep vomiting, your skin turns yellow, or you have a fever: go to the emergency department',
    approach:
      'Flare of chronic pancreatitis (recurrent epigastric pain radiating to the back; alcohol and smoking; steatorrhoea, diabetes): exclude acute-on-chronic pancreatitis and complications (pseudocyst, biliary obstruction) with lipase, LFTs and imaging if the pain differs; simple analgesia avoiding escalating opioids; pancreatic enzyme replacement for steatorrhoea; alcohol and smoking cessation; screen for diabetes and fat-soluble vitamin deficiency; gastroenterology and pain service input.',
    investigations: [
      { name: 'Lipase, LFTs, FBC, UEC, HbA1c', subtype: 'pathology', when: 'now' },
      { name: 'Faecal elastase', subtype: 'pathology', when: 'greasy stools or weight loss (exocrine insufficiency)' },
      { name: 'CT of the pancreas', subtype: 'imaging', when: 'pain that differs from usual, weight loss or jaundice' },
    ],
    medications: [
      PARACETAMOL,
      {
        name: 'Pancrelipase (pancreatic enzyme) modified-release capsules',
        dose: '25 000 to 50 000 lipase units with each meal (half with snacks)',
        route: 'oral, swallowed whole with the first mouthful',
        frequency: 'with every meal and snack',
        duration: 'ongoing',
        cautions:
          'Adjust to symptoms and stool; very high doses are linked to colonic strictures; take with acid suppression if response is poor.',
        needsMoreInfo: 'Confirm exocrine insufficiency (faecal elastase or clear steatorrhoea).',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 5 days for a flare; longer after admission.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'chronic pancreatitis: enzyme replacement, complications and pain management',
      },
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'routine',
        reason: 'support to stop alcohol and smoking',
      },
      ED('severe pain unlike usual, persistent vomiting, jaundice or fever'),
    ],
    advice: [
      'No alcohol at all and stop smoking: both drive the pain and damage.',
      'Eat small, frequent, lower-fat meals; take enzyme capsules with every meal if prescribed.',
      'The National Alcohol and Other Drug Hotline (1800 250 015) and Quitline (13 78 48) can help.',
    ],
  },
  {
    condition: 'perforated_peptic_ulcer',
    care: 'Sudden severe tummy pain that is worse with any movement may be a burst ulcer. Call 000 now. Do not eat or drink anything.',
    seekHelp: 'you feel faint or worse while waiting: tell the ambulance service again on 000',
    emergency: true,
    approach:
      'Suspected perforated peptic ulcer (sudden severe epigastric pain becoming generalised, peritonism; NSAIDs, smoking): ambulance now, nil by mouth; erect chest X-ray or CT and emergency surgery. No remote prescribing.',
    investigations: [
      FBC_UEC_LFT_LIPASE,
      { name: 'CT of the abdomen (or erect chest X-ray for free gas)', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Usually 4 to 6 weeks after emergency surgery.' },
    referrals: [ED('suspected perforated peptic ulcer (surgical emergency)')],
    advice: [
      'Call 000 now. Lie still and do not eat or drink.',
      'Stop anti-inflammatory painkillers (ibuprofen, naproxen, aspirin) until a doctor says otherwise.',
    ],
  },
  {
    condition: 'bowel_obstruction',
    care: 'Cramping tummy pain with a swollen tummy and vomiting, when you cannot pass wind, may be a blocked bowel. Go to an emergency department now. Do not eat or drink.',
    seekHelp: 'you feel faint, the pain becomes constant and severe, or you vomit green or brown fluid: call 000',
    emergency: true,
    approach:
      'Suspected bowel obstruction (colicky pain, distension, vomiting, absolute constipation; previous surgery or hernia): emergency department for CT, nasogastric decompression, fluids and surgical review. Check the hernial orifices. No remote prescribing.',
    investigations: [
      FBC_UEC_LFT_LIPASE,
      { name: 'CT of the abdomen and pelvis', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually 1 to 4 weeks depending on whether surgery was needed.' },
    referrals: [ED('suspected bowel obstruction')],
    advice: ['Go to the emergency department now and do not eat or drink.', 'Do not take laxatives.'],
  },
  {
    condition: 'strangulated_hernia',
    care: 'A hernia that has become painful and will not go back in may be trapped, cutting off its blood supply. Go to an emergency department now. Do not eat or drink.',
    seekHelp: 'you start vomiting, the skin over the lump turns red or dark, or you feel faint: call 000',
    emergency: true,
    approach:
      'Incarcerated or strangulated hernia (tender irreducible lump, with or without obstruction): emergency surgical review for reduction or urgent repair. No remote prescribing; do not attempt forceful reduction.',
    investigations: [
      { name: 'FBC, UEC, CRP and lactate', subtype: 'pathology', when: 'in hospital' },
      { name: 'CT or ultrasound of the hernia', subtype: 'imaging', when: 'in hospital if the diagnosis is unclear' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 14,
      note: 'Usually 2 to 4 weeks after emergency hernia repair; avoid heavy lifting for 4 to 6 weeks.',
    },
    referrals: [ED('incarcerated or strangulated hernia (surgical emergency)')],
    advice: ['Go to the emergency department now. Do not eat or drink, and do not press hard on the lump.'],
  },
  {
    condition: 'mesenteric_ischaemia',
    care: 'Sudden severe tummy pain in someone with an irregular heartbeat or blood vessel disease can mean a blocked blood supply to the bowel. Call 000 now.',
    seekHelp: 'you feel faint or the pain worsens: call 000 again',
    emergency: true,
    approach:
      'Suspected acute mesenteric ischaemia (pain out of proportion to examination; atrial fibrillation or vascular disease): ambulance now; CT angiography, lactate and vascular surgical review. No remote prescribing.',
    investigations: [
      { name: 'FBC, UEC, lactate, coagulation profile', subtype: 'pathology', when: 'in hospital' },
      { name: 'CT mesenteric angiogram', subtype: 'imaging', when: 'in hospital, urgently' },
    ],
    medications: [],
    certificate: { suggestedDays: 28, note: 'Usually several weeks; the surgical team will advise.' },
    referrals: [ED('suspected acute mesenteric ischaemia')],
    advice: ['Call 000 now. Do not eat or drink.'],
  },
  {
    condition: 'diverticulitis',
    care: 'Rest, have clear fluids and light food for a day or two, and use paracetamol for pain. You need a doctor to examine you today; mild attacks often settle without antibiotics.',
    seekHelp:
      'the pain becomes severe or spreads, you have a high fever or shaking chills, you cannot keep fluids down, you have blood in your stools, or you are not improving within 2 to 3 days: go to the emergency department',
    approach:
      'Suspected acute diverticulitis (left iliac fossa pain and tenderness, fever, over 40): assess in person today; uncomplicated mild disease in a well, immunocompetent patient can be managed at home with analgesia and without antibiotics, with review in 48 hours. Antibiotics if systemically unwell or comorbid; hospital for peritonism, sepsis, failure to improve or inability to tolerate fluids. CT if the diagnosis is uncertain or complicated. Colonoscopy after a first episode if not recently done.',
    investigations: [
      { name: 'FBC and CRP', subtype: 'pathology', when: 'today' },
      {
        name: 'CT of the abdomen and pelvis with contrast',
        subtype: 'imaging',
        when: 'first episode with diagnostic doubt, severe pain, or not settling',
      },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: '6 to 8 weeks after recovery if not done recently (to exclude cancer)',
      },
    ],
    medications: [
      PARACETAMOL,
      {
        name: 'Amoxicillin with clavulanic acid',
        dose: '875 mg + 125 mg',
        route: 'oral',
        frequency: '12-hourly',
        duration: '5 days',
        cautions:
          'Only if systemically unwell or at higher risk (immunocompromised, significant comorbidity); not with immediate penicillin allergy; diarrhoea.',
        needsMoreInfo:
          'Examine first: antibiotics are not needed for mild uncomplicated diverticulitis; check penicillin allergy (alternative: cefalexin with metronidazole).',
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 3 to 7 days.' },
    referrals: [
      GP('examination today and review in 48 hours', 'urgent'),
      ED('peritonism, high fever, inability to keep fluids down, rectal bleeding, or immunosuppression'),
      {
        kind: 'specialist',
        to: 'Colorectal surgeon or gastroenterologist',
        urgency: 'routine',
        reason: 'recurrent or complicated diverticulitis, and colonoscopy',
      },
    ],
    advice: [
      'Have clear fluids and light meals while the pain is bad, then return to a normal high-fibre diet as you recover.',
      'Avoid anti-inflammatory painkillers and codeine if you can; paracetamol is preferred.',
      'There is no need to avoid nuts, seeds or popcorn.',
      'Go to the emergency department for worsening pain, high fever or if you cannot keep fluids down.',
    ],
  },
  {
    condition: 'ischaemic_colitis',
    care: 'Sudden cramping tummy pain followed by bloody diarrhoea in an older person needs to be checked in hospital today.',
    seekHelp: 'the pain becomes severe and constant, you pass a lot of blood, or you feel faint: call 000',
    approach:
      'Suspected ischaemic colitis (older patient with vascular disease; sudden left-sided cramping then bloody diarrhoea): same-day hospital assessment with bloods, stool tests to exclude infection, CT and colonoscopy; most cases settle with supportive care, but peritonism or severe pain suggests gangrene.',
    investigations: [
      { name: 'FBC, UEC, CRP, lactate', subtype: 'pathology', when: 'today' },
      STOOL_TESTS,
      { name: 'CT of the abdomen; colonoscopy', subtype: 'imaging', when: 'in hospital' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks.' },
    referrals: [ED('suspected ischaemic colitis: same-day assessment')],
    advice: ['Go to the emergency department today.', 'Keep drinking fluids unless told not to.'],
  },
  {
    condition: 'non_specific_abdominal_pain',
    care: 'Rest, have light meals and plenty of fluids, and use paracetamol if needed. Tummy pain without worrying features usually settles within a day or two.',
    seekHelp:
      'the pain gets worse or moves to one spot (especially the lower right), you develop a fever, keep vomiting, have blood in your stools or vomit, the pain stops you walking upright, or it is not better within 24 to 48 hours',
    approach:
      'Abdominal pain without features of a surgical or specific cause: analgesia, safety-netting and review within 24 to 48 hours (in person if not settling). Pregnancy test in women of child-bearing age; urinalysis.',
    investigations: [
      {
        name: 'Urinalysis and urine pregnancy test',
        subtype: 'pathology',
        when: 'at an in-person review (pregnancy test in all women who could be pregnant)',
      },
      { name: 'FBC and CRP', subtype: 'pathology', when: 'if pain persists beyond 48 hours' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 1, note: 'Usually 1 day.' },
    referrals: [
      GP('pain not settling within 48 hours, or recurring', 'urgent'),
      ED('worsening or localising pain, fever with vomiting, or pain on walking or coughing'),
    ],
    advice: [
      'Rest and use paracetamol; avoid anti-inflammatories on an empty stomach.',
      'See a doctor again if the pain is not better within 48 hours, or sooner if it gets worse.',
      'Go to the emergency department if the pain moves to the lower right, makes it hard to walk, or comes with fever and vomiting.',
    ],
  },

  // ——— Stomach and oesophagus
  {
    condition: 'peptic_ulcer',
    care: 'Stop anti-inflammatory painkillers such as ibuprofen, naproxen and aspirin (unless a doctor prescribed aspirin for your heart), avoid smoking and alcohol, and start an acid-reducing medicine. A test for the stomach germ Helicobacter pylori is important.',
    seekHelp:
      'you vomit blood or something like coffee grounds, pass black stools, feel faint, lose weight, or have sudden severe tummy pain: call 000',
    approach:
      'Suspected peptic ulcer (epigastric pain related to meals, nocturnal pain, NSAID use): stop NSAIDs, PPI for 8 weeks, test for H. pylori (breath test or stool antigen off PPI for 2 weeks, or serology) and eradicate if positive (eTG triple therapy, 14 days). Gastroscopy for alarm features, age over 55 with new symptoms, or no response; confirm eradication 4 weeks after treatment.',
    investigations: [
      {
        name: 'Helicobacter pylori urea breath test or stool antigen',
        subtype: 'pathology',
        when: 'before starting a PPI, or 2 weeks after stopping it',
      },
      { name: 'FBC and iron studies', subtype: 'pathology', when: 'now (occult bleeding, anaemia)' },
      {
        name: 'Gastroscopy',
        subtype: 'other',
        when: 'alarm features (bleeding, anaemia, weight loss, dysphagia, vomiting), new symptoms over 55, or no response to treatment',
      },
    ],
    medications: [
      { ...PANTOPRAZOLE, duration: '8 weeks' },
      {
        name: 'Esomeprazole with amoxicillin and clarithromycin (H. pylori triple therapy)',
        dose: 'esomeprazole 20 mg, amoxicillin 1 g and clarithromycin 500 mg',
        route: 'oral',
        frequency: 'each 12-hourly',
        duration: '14 days',
        cautions:
          'Only when H. pylori is confirmed; clarithromycin interacts with statins, warfarin and many others (check); diarrhoea and taste disturbance; with penicillin allergy use metronidazole 400 mg instead of amoxicillin.',
        needsMoreInfo: 'Needs a positive H. pylori test, a penicillin allergy check and a medicine interaction check.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed, or 1 to 2 days.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist (gastroscopy)',
        urgency: 'urgent',
        reason: 'alarm features, age over 55 with new symptoms, or failure of treatment',
      },
      ED('vomiting blood, black stools, fainting, or sudden severe abdominal pain'),
    ],
    advice: [
      'Avoid anti-inflammatory painkillers; use paracetamol for pain instead.',
      'Stopping smoking helps ulcers heal; cut back on alcohol.',
      'Finish all of the Helicobacter treatment if it is prescribed, and have the follow-up breath test to check it worked.',
      'Call 000 if you vomit blood, pass black tarry stools, or feel faint.',
    ],
  },
  {
    condition: 'functional_dyspepsia',
    care: 'Eat smaller, regular meals, cut back on fatty foods, alcohol and coffee if they trigger it, and try an antacid or an acid-reducing medicine from the pharmacy. Stress and poor sleep make it worse.',
    seekHelp:
      'you have trouble swallowing, vomit repeatedly, vomit blood, pass black stools, lose weight without trying, or are over 55 with new symptoms',
    approach:
      'Functional dyspepsia (recurrent epigastric pain, postprandial fullness or early satiety without alarm features): test and treat H. pylori, a 4-week PPI trial, explanation and reassurance; low-dose tricyclic for persisting pain. Gastroscopy for alarm features or age over 55 with new symptoms.',
    investigations: [
      {
        name: 'Helicobacter pylori urea breath test or stool antigen',
        subtype: 'pathology',
        when: 'off PPIs for 2 weeks',
      },
      { name: 'FBC, iron studies, LFTs and coeliac serology', subtype: 'pathology', when: 'persisting symptoms' },
      { name: 'Gastroscopy', subtype: 'other', when: 'alarm features, new symptoms over 55, or no response' },
    ],
    medications: [
      { ...PANTOPRAZOLE, duration: '4 weeks, then stop or step down' },
      ESOMEPRAZOLE,
      {
        name: 'Amitriptyline',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily at night',
        duration: '8 to 12 weeks, then review',
        cautions:
          'Drowsiness, dry mouth, constipation; caution in heart disease, glaucoma and with serotonergic medicines; a low dose for gut pain, not depression.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off work.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'alarm features or symptoms not responding to treatment',
      },
    ],
    advice: [
      'Eat smaller meals more often and avoid eating late at night.',
      'Notice and cut back on triggers such as fatty or spicy food, alcohol, coffee and smoking.',
      'Regular exercise and managing stress help many people.',
      'See a doctor for weight loss, trouble swallowing, vomiting or black stools.',
    ],
  },
  {
    condition: 'acute_gastritis',
    care: 'Rest your stomach: small bland meals, plenty of water, no alcohol, and stop anti-inflammatory painkillers. An antacid from the pharmacy can ease the burning. It usually settles within a few days.',
    seekHelp:
      'you vomit blood or something like coffee grounds, pass black stools, feel faint, have severe pain, or are not better within a week',
    approach:
      'Acute gastritis (epigastric burning and nausea after alcohol or NSAIDs): remove the trigger, antacid or alginate, and a short PPI course. Alarm features or persistence need H. pylori testing and endoscopy.',
    investigations: [
      {
        name: 'Helicobacter pylori breath test or stool antigen',
        subtype: 'pathology',
        when: 'if symptoms persist beyond 2 weeks or recur',
      },
    ],
    medications: [ALGINATE, { ...PANTOPRAZOLE, duration: '2 to 4 weeks' }],
    certificate: { suggestedDays: 1, note: 'Usually 1 day.' },
    referrals: [
      GP('symptoms lasting more than 2 weeks or recurring', 'routine'),
      ED('vomiting blood, black stools or fainting'),
    ],
    advice: [
      'Avoid alcohol, anti-inflammatory painkillers and smoking while your stomach settles.',
      'Eat small, plain meals and drink water regularly.',
      'If alcohol is becoming a problem, the National Alcohol and Other Drug Hotline (1800 250 015) can help.',
      'Call 000 if you vomit blood or pass black stools.',
    ],
  },
  {
    condition: 'upper_gi_bleed',
    care: 'Vomiting blood or passing black tarry stools means bleeding from the stomach or food pipe. Call 000 now. Lie down if you feel faint and do not eat or drink.',
    seekHelp: 'you feel faint, confused or breathless, or keep bleeding: call 000 straight away',
    emergency: true,
    approach:
      'Upper gastrointestinal bleeding (haematemesis or melaena; NSAIDs, alcohol, anticoagulants, liver disease): ambulance now; resuscitation, Glasgow-Blatchford score, intravenous PPI and endoscopy within 24 hours (sooner if unstable or variceal). No remote prescribing.',
    investigations: [
      { name: 'FBC, UEC (urea), LFTs, coagulation profile, group and hold', subtype: 'pathology', when: 'in hospital' },
      { name: 'Gastroscopy', subtype: 'other', when: 'in hospital, within 24 hours' },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Usually 1 to 2 weeks after discharge.' },
    referrals: [ED('upper gastrointestinal bleeding')],
    advice: [
      'Call 000 now. Lie down, do not eat or drink, and do not drive yourself.',
      'Bring a list of your medicines, especially blood thinners and anti-inflammatories.',
    ],
  },
  {
    condition: 'lower_gi_bleed',
    care: 'Heavy bleeding from the back passage needs hospital care: go to the emergency department now, or call 000 if you feel faint, dizzy when you stand, short of breath, or the bleeding is heavy. Lie down if you feel faint. Do not eat or drink anything more than sips of water until you are seen, and bring a list of your medicines, especially blood thinners and aspirin.',
    seekHelp:
      'you feel faint or dizzy, collapse, become pale, sweaty or short of breath, or keep passing blood or clots: call 000',
    emergency: true,
    approach:
      'Acute lower gastrointestinal bleeding (maroon or red blood and clots per rectum, usually diverticular or angiodysplasia, in an older patient): emergency department; assess shock (shock index above 1 suggests an unstable bleed), FBC, UEC, coagulation and group and hold; Oakland score to select minor bleeds for outpatient colonoscopy; CT angiography for unstable or ongoing bleeding, then embolisation or endoscopy; consider an upper source (a brisk upper bleed presents as maroon stool); transfuse to a haemoglobin of 70 g/L (80 with cardiovascular disease); manage anticoagulants and antiplatelets with the prescriber.',
    investigations: [
      { name: 'FBC, UEC (urea rises with an upper source) and LFTs', subtype: 'pathology', when: 'in hospital, now' },
      { name: 'Coagulation studies and group and hold', subtype: 'pathology', when: 'in hospital, now' },
      {
        name: 'CT angiography of the abdomen',
        subtype: 'imaging',
        when: 'in hospital, for unstable or ongoing bleeding',
      },
      { name: 'Colonoscopy', subtype: 'other', when: 'during the admission or soon after, once stable' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually a week; longer after a transfusion, procedure or prolonged admission.',
    },
    referrals: [
      ED('suspected lower gastrointestinal bleeding: resuscitation, bloods and the source'),
      {
        kind: 'specialist',
        to: 'Gastroenterologist or colorectal surgeon',
        urgency: 'urgent',
        reason: 'colonoscopy to find the source and exclude cancer',
      },
      GP('follow-up of haemoglobin and iron, and review of blood thinners and anti-inflammatories', 'urgent'),
    ],
    advice: [
      'Do not stop a blood thinner on your own: the hospital team will decide with your doctor.',
      'Avoid anti-inflammatory painkillers (ibuprofen, naproxen, diclofenac), which make bowel bleeding more likely.',
      'Diverticular bleeding often settles by itself but can come back: go straight to hospital if it does.',
    ],
  },
  {
    condition: 'mallory_weiss_tear',
    care: 'A few streaks of blood after a lot of retching often come from a small tear at the bottom of the food pipe, which usually heals by itself. You still need to be checked by a doctor today. Stop alcohol and rest your stomach.',
    seekHelp:
      'you vomit more than a few streaks of blood, vomit coffee-ground material, pass black stools, or feel faint or dizzy: call 000',
    approach:
      'Probable Mallory-Weiss tear (small-volume haematemesis after repeated retching, often after alcohol): same-day in-person assessment of haemodynamics and haemoglobin; most stop bleeding spontaneously. Larger bleeds, melaena or instability follow the upper GI bleeding pathway.',
    investigations: [
      { name: 'FBC, UEC and coagulation profile', subtype: 'pathology', when: 'today' },
      {
        name: 'Gastroscopy',
        subtype: 'other',
        when: 'ongoing bleeding, melaena, a fall in haemoglobin or other risk factors',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [
      GP('same-day assessment of pulse, blood pressure and haemoglobin', 'urgent'),
      ED('more than a small amount of blood, black stools, or feeling faint'),
    ],
    advice: [
      'Sip clear fluids once the vomiting stops; avoid alcohol and anti-inflammatory painkillers.',
      'Call 000 if you vomit more blood, pass black stools or feel faint.',
    ],
  },
  {
    condition: 'oesophageal_cancer',
    care: 'Difficulty swallowing that keeps getting worse needs an urgent camera test (gastroscopy). A doctor can arrange this and a specialist referral within two weeks. Eat soft or pureed food and take small mouthfuls.',
    seekHelp:
      'you cannot swallow liquids or your saliva, vomit blood, pass black stools, or become dehydrated: go to the emergency department',
    approach:
      'Progressive dysphagia with weight loss (possible oesophageal cancer): urgent gastroscopy (within 2 weeks) through a gastroenterologist; do not delay with a PPI trial. Dietary advice and nutrition support meanwhile.',
    investigations: [
      { name: 'Gastroscopy with biopsy', subtype: 'other', when: 'urgently, within 2 weeks' },
      { name: 'FBC, iron studies, UEC, LFTs and albumin', subtype: 'pathology', when: 'now' },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Longer certificates follow specialist assessment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist (urgent gastroscopy)',
        urgency: 'urgent',
        reason: 'progressive dysphagia: suspected oesophageal cancer',
      },
      ED('unable to swallow liquids or saliva, vomiting blood or black stools'),
    ],
    advice: [
      'Take small mouthfuls of soft food, chew well and sit upright for meals.',
      'Please have the camera test promptly; most swallowing problems have a treatable cause, and finding cancer early matters.',
      'Cancer Council (13 11 20) can answer questions and offer support.',
    ],
  },
  {
    condition: 'gastric_cancer',
    care: 'Weight loss with ongoing upper tummy symptoms needs a camera test (gastroscopy) soon. A doctor can arrange this and blood tests.',
    seekHelp: 'you vomit blood, pass black stools, keep vomiting, or feel faint: go to the emergency department',
    approach:
      'Dyspepsia with alarm features (weight loss, early satiety, anaemia, age over 55): urgent gastroscopy (within 2 weeks) and bloods; do not mask with a PPI trial before endoscopy.',
    investigations: [
      { name: 'Gastroscopy with biopsy', subtype: 'other', when: 'urgently, within 2 weeks' },
      { name: 'FBC, iron studies, UEC, LFTs', subtype: 'pathology', when: 'now' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Longer certificates follow specialist assessment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist (urgent gastroscopy)',
        urgency: 'urgent',
        reason: 'dyspepsia with alarm features: suspected gastric cancer',
      },
      ED('vomiting blood, black stools or persistent vomiting'),
    ],
    advice: [
      'Eat small, frequent meals and keep a note of your weight.',
      'Please have the gastroscopy promptly.',
      'Cancer Council (13 11 20) can answer questions and offer support.',
    ],
  },
  {
    condition: 'food_bolus_obstruction',
    care: 'Food stuck in the food pipe, when you cannot swallow even your saliva, needs to be removed in hospital. Go to an emergency department now. Do not try to force it down with more food or drink.',
    seekHelp: 'you have any trouble breathing, chest pain or cannot stop drooling: call 000',
    emergency: true,
    approach:
      'Oesophageal food bolus obstruction: emergency department for endoscopic removal (urgently if unable to manage secretions). Afterwards, gastroscopy with biopsies for the underlying cause (eosinophilic oesophagitis, stricture, ring or cancer). No remote prescribing.',
    investigations: [
      {
        name: 'Gastroscopy (removal, then biopsies)',
        subtype: 'other',
        when: 'in hospital, within hours if unable to swallow saliva',
      },
      { name: 'Chest X-ray or CT', subtype: 'imaging', when: 'if a bone or perforation is suspected' },
    ],
    medications: [],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 2 days.' },
    referrals: [
      ED('oesophageal food bolus obstruction'),
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'investigation of the cause (biopsies for eosinophilic oesophagitis)',
      },
    ],
    advice: [
      'Go to the emergency department now. Spit out saliva rather than swallowing; do not eat or drink.',
      'Call 000 if you have any trouble breathing.',
    ],
  },
  {
    condition: 'eosinophilic_oesophagitis',
    care: 'Chew food well, take small bites and eat slowly with drinks. A camera test (gastroscopy with biopsies) confirms this allergic condition of the food pipe, and treatment works well.',
    seekHelp: 'food gets stuck and will not go down, or you cannot swallow your saliva: go to the emergency department',
    approach:
      'Suspected eosinophilic oesophagitis (recurrent solid-food dysphagia or bolus impaction in an atopic young adult): gastroscopy with at least 6 oesophageal biopsies, then high-dose PPI for 8 weeks, swallowed topical corticosteroid or an elimination diet through a gastroenterologist and dietitian.',
    investigations: [
      {
        name: 'Gastroscopy with oesophageal biopsies',
        subtype: 'other',
        when: 'before treatment (a PPI beforehand can mask the diagnosis)',
      },
    ],
    medications: [
      {
        ...PANTOPRAZOLE,
        frequency: 'twice daily, before breakfast and the evening meal',
        duration: '8 weeks, then repeat gastroscopy to assess response',
        needsMoreInfo: 'Start after the diagnostic gastroscopy and biopsies.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'gastroscopy with biopsies and treatment of suspected eosinophilic oesophagitis',
      },
      ED('food stuck and unable to swallow saliva'),
    ],
    advice: [
      'Cut food into small pieces, chew thoroughly and drink water with meals.',
      'Go to the emergency department if food sticks and will not pass.',
      'Allergies, asthma and eczema are common with this condition; a dietitian can help if a food elimination diet is tried.',
    ],
  },
  {
    condition: 'achalasia',
    care: 'Difficulty swallowing both food and drinks, with food coming back up, needs tests by a gut specialist. Eat slowly, sit upright during and after meals, and avoid eating late.',
    seekHelp:
      'you cannot keep fluids down, lose weight quickly, or have a cough or fever after food comes back up (possible chest infection)',
    approach:
      'Suspected achalasia (dysphagia to solids and liquids, regurgitation of undigested food, weight loss): gastroscopy first to exclude cancer (pseudoachalasia), then barium swallow and oesophageal manometry; treatment by pneumatic dilatation, POEM or Heller myotomy.',
    investigations: [
      { name: 'Gastroscopy', subtype: 'other', when: 'first, urgently if weight loss or over 55' },
      {
        name: 'Barium swallow and high-resolution oesophageal manometry',
        subtype: 'imaging',
        when: 'after gastroscopy',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off before treatment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'urgent',
        reason: 'suspected achalasia: gastroscopy and manometry',
      },
    ],
    advice: [
      'Eat slowly, sit upright for meals and for 2 hours after, and raise the head of your bed.',
      'See a doctor promptly for weight loss or coughing after meals.',
    ],
  },
  {
    condition: 'pill_oesophagitis',
    care: 'A tablet can stick in the food pipe and cause a painful sore, especially doxycycline, anti-inflammatories, iron, potassium and some osteoporosis tablets. Take tablets with a full glass of water, stay upright for 30 minutes after, and never take them just before lying down. It usually heals within a week or two.',
    seekHelp:
      'you cannot swallow fluids, vomit blood, pass black stools, have chest pain with exertion, sweating or breathlessness (call 000), or the pain lasts more than a week',
    approach:
      'Probable pill-induced oesophagitis (sudden painful swallowing or retrosternal burning after taking a tablet, typically doxycycline): stop or change the culprit if possible, PPI and liquid antacid or sucralfate for symptom relief, and tablet-taking advice. Chest pain that could be cardiac is excluded first; gastroscopy if severe, bleeding, or not settling in 1 to 2 weeks.',
    investigations: [
      { name: 'Gastroscopy', subtype: 'other', when: 'unable to swallow fluids, bleeding, or symptoms beyond 2 weeks' },
    ],
    medications: [
      { ...PANTOPRAZOLE, duration: '2 to 4 weeks' },
      ALGINATE,
      {
        name: 'Sucralfate',
        dose: '1 g',
        route: 'oral (tablet dispersed in water)',
        frequency: '4 times a day, before meals and at bedtime',
        duration: '1 to 2 weeks',
        cautions:
          'Separate from other medicines by 2 hours (binds many, including doxycycline and levothyroxine); constipation; aluminium accumulates in kidney failure.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually 1 day, if any.' },
    referrals: [
      GP('review the causative medicine and an alternative if needed', 'routine'),
      ED('chest pain with sweating or breathlessness, vomiting blood, or unable to swallow fluids'),
    ],
    advice: [
      'Take every tablet with a full glass of water while sitting or standing, and stay upright for at least 30 minutes.',
      'Do not take doxycycline or similar tablets just before bed.',
      'Soft, cool foods are easier to swallow while it heals.',
    ],
  },
  {
    condition: 'cannabinoid_hyperemesis',
    care: 'Repeated bouts of vomiting in people who use cannabis most days are often caused by the cannabis itself, and stopping completely is the only lasting cure. Sip fluids; hot showers may ease it but can cause burns or dehydration.',
    seekHelp:
      'you cannot keep fluids down for more than 12 hours, pass very little urine, feel faint, vomit blood, or have severe tummy pain: go to the emergency department',
    approach:
      'Probable cannabinoid hyperemesis syndrome (cyclical vomiting, daily cannabis use, relief with hot showers): rehydration (intravenous if unable to tolerate fluids), topical capsaicin, and haloperidol or droperidol in the emergency department; ondansetron often fails. Resolution needs complete cessation; offer alcohol and other drug support.',
    investigations: [
      {
        name: 'UEC, lipase, LFTs and FBC',
        subtype: 'pathology',
        when: 'if vomiting for more than a day or dehydrated',
      },
      { name: 'Urine pregnancy test', subtype: 'pathology', when: 'if pregnancy is possible' },
    ],
    medications: [
      {
        name: 'Capsaicin 0.075% cream',
        dose: 'a thin layer (about 1 fingertip unit)',
        route: 'topical, to the tummy',
        frequency: 'up to 4 times a day during an attack',
        duration: 'during episodes',
        cautions: 'Burning feeling is expected; wash hands after use and keep away from eyes, mouth and broken skin.',
      },
      ORAL_REHYDRATION,
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days for an episode.' },
    referrals: [
      ED('unable to keep fluids down, dehydration or severe pain'),
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'routine',
        reason: 'support to stop cannabis use',
      },
    ],
    advice: [
      'Symptoms usually stop within days to weeks of stopping cannabis completely, and come back if you start again.',
      'The National Alcohol and Other Drug Hotline (1800 250 015) offers confidential support.',
      'Be careful with very hot showers: they can scald you and worsen dehydration.',
      'Go to the emergency department if you cannot keep fluids down.',
    ],
  },

  // ——— Bowel
  {
    condition: 'irritable_bowel_syndrome',
    care: 'IBS is common and not dangerous. Regular meals, soluble fibre (such as psyllium), peppermint oil capsules, exercise and managing stress help many people. A dietitian can guide a low-FODMAP diet.',
    seekHelp:
      'you have blood in your stools, lose weight without trying, have diarrhoea that wakes you at night, a fever, or new symptoms after 50',
    approach:
      'Irritable bowel syndrome (Rome IV: recurrent pain related to defecation with a change in stool frequency or form, no alarm features): positive diagnosis with limited tests (FBC, CRP, coeliac serology; faecal calprotectin if diarrhoea), explanation, diet (low-FODMAP via a dietitian), soluble fibre, antispasmodic or peppermint oil, loperamide or laxatives by subtype, low-dose tricyclic for pain, and gut-directed psychological therapy.',
    investigations: [
      { name: 'FBC, CRP and coeliac serology', subtype: 'pathology', when: 'once, to support the diagnosis' },
      {
        name: 'Faecal calprotectin',
        subtype: 'pathology',
        when: 'diarrhoea-predominant symptoms under 50 (to exclude inflammatory bowel disease)',
      },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: 'alarm features, age over 50 with new symptoms, positive bowel screening, or raised calprotectin',
      },
    ],
    medications: [
      {
        name: 'Peppermint oil enteric-coated capsules',
        dose: '0.2 mL (1 to 2 capsules)',
        route: 'oral',
        frequency: 'three times daily before meals',
        duration: '4 to 8 weeks, then review',
        cautions: 'Can worsen reflux or heartburn; swallow whole.',
      },
      { ...PSYLLIUM, alternative: true },
      {
        name: 'Mebeverine',
        dose: '135 mg',
        route: 'oral',
        frequency: 'three times daily, 20 minutes before meals',
        duration: '4 to 6 weeks, then review',
        cautions: 'Generally well tolerated; avoid in paralytic ileus.',
        alternative: true,
      },
      {
        ...LOPERAMIDE,
        dose: '2 mg',
        frequency: 'before outings or when required (maximum 16 mg a day)',
        duration: 'when required',
        alternative: true,
      },
      {
        name: 'Amitriptyline',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily at night',
        duration: '3 months, then review',
        cautions:
          'Drowsiness, dry mouth, constipation (less suited to constipation-predominant IBS); caution in heart disease and with serotonergic medicines.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Occasional days off during flares; rarely longer.' },
    referrals: [
      { kind: 'specialist', to: 'Accredited practising dietitian', urgency: 'routine', reason: 'low-FODMAP diet' },
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'alarm features, diagnostic doubt, or symptoms not responding to treatment',
      },
    ],
    advice: [
      'Eat regular meals, drink plenty of water, and limit alcohol, caffeine, fizzy drinks and very fatty food.',
      'Soluble fibre (psyllium, oats) helps more than bran, which can worsen bloating.',
      'A low-FODMAP diet helps many people but is best done with a dietitian, then foods are reintroduced.',
      'Regular exercise, good sleep and help with stress or anxiety reduce flares.',
      'See a doctor for blood in the stools, weight loss, diarrhoea at night or new symptoms after 50.',
    ],
  },
  {
    condition: 'constipation',
    care: 'Drink more water, add fibre gradually (fruit, vegetables, wholegrains, psyllium), keep active, and go to the toilet when you feel the urge, ideally after breakfast with your feet raised on a small stool. A gentle laxative from the pharmacy can help.',
    seekHelp:
      'you have blood in your stools, lose weight, have severe tummy pain, a swollen tummy, vomiting, cannot pass wind, or a new change in bowel habit after 50',
    approach:
      'Functional constipation: review medicines (opioids, iron, calcium channel blockers, anticholinergics), fluids, fibre and activity; bulk-forming laxative first, then an osmotic (macrogol), with a stimulant when required (eTG). Alarm features or a new change over 50 need colonoscopy.',
    investigations: [
      {
        name: 'FBC, calcium, TSH and glucose',
        subtype: 'pathology',
        when: 'persisting constipation without an obvious cause',
      },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: 'alarm features, new change in bowel habit over 50, or positive bowel screening',
      },
    ],
    medications: [PSYLLIUM, { ...MACROGOL, alternative: true }, SENNA],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off.' },
    referrals: [
      GP('constipation not responding to treatment, or alarm features', 'routine'),
      ED('a swollen painful tummy with vomiting and no wind (possible obstruction)'),
    ],
    advice: [
      'Drink 1.5 to 2 litres of fluid a day unless a doctor has told you to limit fluids.',
      'Increase fibre slowly over a couple of weeks to avoid wind and bloating.',
      'Do not ignore the urge to go; sit with your knees higher than your hips and take your time.',
      'Some medicines, such as codeine and other opioids, cause constipation: ask your doctor or pharmacist.',
    ],
  },
  {
    condition: 'faecal_impaction',
    care: 'Severe constipation with a blocked-up bowel usually needs an examination and an enema or strong laxative prescribed by a doctor. Keep drinking fluids.',
    seekHelp:
      'there is vomiting, a swollen painful tummy, no wind passing, new confusion, or you cannot pass urine: go to the emergency department',
    approach:
      'Faecal impaction (often an older, immobile person on opioids; overflow diarrhoea, confusion or urinary retention): in-person rectal examination; rectal measures (glycerol or bisacodyl suppositories, microenema, or phosphate enema) for low impaction, and oral macrogol disimpaction; then a maintenance regimen and review of constipating medicines. Exclude obstruction.',
    investigations: [
      {
        name: 'UEC, calcium, TSH and FBC',
        subtype: 'pathology',
        when: 'now (hypercalcaemia, hypokalaemia, hypothyroidism, dehydration)',
      },
      { name: 'Abdominal X-ray', subtype: 'imaging', when: 'if the diagnosis is unclear or obstruction is suspected' },
    ],
    medications: [
      {
        ...MACROGOL,
        dose: '8 sachets (each in 125 mL water) drunk within 6 hours',
        frequency: 'once daily (disimpaction regimen)',
        duration: 'up to 3 days, until the impaction clears; then maintenance',
        needsMoreInfo:
          'Examine first: exclude bowel obstruction, and check kidney function and fluid status in the elderly.',
      },
      {
        name: 'Sodium citrate with sodium lauryl sulfoacetate microenema',
        dose: '5 mL (one tube)',
        route: 'rectal',
        frequency: 'once, repeat daily if needed',
        duration: 'up to 3 days',
        cautions:
          'For low (rectal) impaction after examination; not with suspected obstruction or severe inflammatory bowel disease.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: "Usually 1 to 3 days; the person is often elderly and a carer's certificate may be needed.",
    },
    referrals: [
      GP(
        'in-person rectal examination and treatment within a day or two (home visit or residential care visit if needed)',
        'urgent',
      ),
      ED('vomiting, a distended painful abdomen, no flatus, urinary retention or new confusion'),
    ],
    advice: [
      'Drink fluids regularly and move about as much as you can.',
      'Once cleared, take a regular laxative to stop it happening again, especially if you take opioid painkillers.',
      'Watery leakage can be a sign of blockage rather than diarrhoea; do not take anti-diarrhoea medicine for it.',
    ],
  },
  {
    condition: 'ulcerative_colitis',
    care: 'Bloody diarrhoea with urgency needs a doctor today, a stool test to rule out infection, and usually treatment to calm the bowel. Keep up your fluids. If you already have ulcerative colitis, contact your IBD team and follow your flare plan.',
    seekHelp:
      'you are opening your bowels 6 or more times a day with blood, have a fever, a racing heart, a swollen or very painful tummy, or feel faint: go to the emergency department',
    approach:
      'Suspected ulcerative colitis or a flare (bloody diarrhoea, urgency, tenesmus): stool culture and C. difficile to exclude infection, FBC, CRP, albumin and faecal calprotectin; grade severity (Truelove and Witts: 6 or more bloody stools a day with systemic upset is acute severe colitis needing admission). Mild to moderate disease: oral plus rectal mesalazine, then prednisolone if no response, through the gastroenterologist. New diagnosis: colonoscopy with biopsies.',
    investigations: [
      { ...STOOL_TESTS, when: 'now (exclude infection before treating a flare)' },
      CDIFF_TEST,
      { name: 'FBC, UEC, CRP, albumin and LFTs', subtype: 'pathology', when: 'now' },
      { name: 'Faecal calprotectin', subtype: 'pathology', when: 'new symptoms, or to gauge a flare' },
      {
        name: 'Colonoscopy or flexible sigmoidoscopy with biopsies',
        subtype: 'other',
        when: 'new diagnosis or flare not responding',
      },
    ],
    medications: [
      {
        name: 'Mesalazine (oral)',
        dose: '4 g',
        route: 'oral',
        frequency: 'once daily',
        duration: 'until remission (usually 8 weeks), then maintenance dose',
        cautions: 'Check kidney function before and during treatment; rarely pancreatitis or worsening diarrhoea.',
        needsMoreInfo:
          "Confirm the diagnosis and severity, and exclude infection; in a known patient follow the gastroenterologist's plan.",
      },
      {
        name: 'Mesalazine 1 g suppository',
        dose: '1 g',
        route: 'rectal',
        frequency: 'once daily at night',
        duration: '4 to 8 weeks',
        cautions: 'Best for disease in the rectum; combined with oral mesalazine for left-sided colitis.',
        needsMoreInfo: 'Confirm the extent of disease and exclude infection first.',
      },
      {
        name: 'Prednisolone',
        dose: '40 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '1 week, then taper by 5 mg a week over about 8 weeks',
        cautions:
          'Only after infection is excluded and with the gastroenterologist; raises blood glucose, mood and sleep effects, bone loss (add calcium and vitamin D).',
        needsMoreInfo: 'Moderate flare not responding to mesalazine, infection excluded; discuss with the IBD team.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days during a flare; longer after admission.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist (IBD service)',
        urgency: 'urgent',
        reason: 'new or flaring ulcerative colitis',
      },
      ED(
        '6 or more bloody stools a day with fever, tachycardia, abdominal distension or dehydration (acute severe colitis)',
      ),
    ],
    advice: [
      'Keep a note of how many times a day you go and whether there is blood: this guides treatment.',
      'Do not take anti-diarrhoea medicines or anti-inflammatory painkillers during a flare.',
      "Crohn's & Colitis Australia (crohnsandcolitis.org.au) has practical information and support.",
      'Go to the emergency department for 6 or more bloody motions a day with fever, a racing heart or tummy swelling.',
    ],
  },
  {
    condition: 'crohns_disease',
    care: "Ongoing diarrhoea, tummy pain and weight loss need blood and stool tests and a gut specialist. If you already have Crohn's disease, contact your IBD team and follow your flare plan. Stopping smoking helps Crohn's a great deal.",
    seekHelp:
      'you have severe or constant tummy pain, vomiting, a swollen tummy, a high fever, a painful swelling near the anus, or cannot keep fluids down: go to the emergency department',
    approach:
      'Suspected Crohn disease or a flare (diarrhoea, abdominal pain, weight loss, perianal disease, mouth ulcers): exclude infection, FBC, CRP, albumin, iron studies, faecal calprotectin; urgent gastroenterology review for ileocolonoscopy and MR enterography. Flares: budesonide for mild ileocaecal disease or prednisolone, with the IBD team; obstruction, abscess or fistula need hospital care.',
    investigations: [
      { ...STOOL_TESTS, when: 'now (exclude infection)' },
      { name: 'FBC, CRP, UEC, LFTs, albumin, iron studies, B12 and folate', subtype: 'pathology', when: 'now' },
      { name: 'Faecal calprotectin', subtype: 'pathology', when: 'now' },
      { name: 'Ileocolonoscopy and MR enterography', subtype: 'imaging', when: 'through the gastroenterologist' },
    ],
    medications: [
      {
        name: 'Budesonide (controlled ileal release)',
        dose: '9 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '8 weeks, then taper',
        cautions:
          'For mild to moderate ileocaecal disease; fewer steroid side effects than prednisolone; interacts with strong CYP3A4 inhibitors.',
        needsMoreInfo: "Confirm the diagnosis and disease site and exclude infection; follow the IBD team's plan.",
      },
      {
        name: 'Prednisolone',
        dose: '40 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '1 week, then taper by 5 mg a week',
        cautions:
          'Exclude infection and abscess first; glucose, mood, sleep and bone effects (add calcium and vitamin D).',
        needsMoreInfo: 'Moderate to severe flare, infection and abscess excluded; discuss with the gastroenterologist.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days during a flare; longer after admission or surgery.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist (IBD service)',
        urgency: 'urgent',
        reason: 'new or flaring Crohn disease',
      },
      ED('obstructive symptoms, severe pain, high fever, or a perianal abscess'),
    ],
    advice: [
      "Stopping smoking is one of the most effective treatments for Crohn's disease.",
      'Avoid anti-inflammatory painkillers, which can trigger flares.',
      'A dietitian can help if you are losing weight or have narrowed bowel.',
      "Crohn's & Colitis Australia (crohnsandcolitis.org.au) has practical information and support.",
    ],
  },
  {
    condition: 'microscopic_colitis',
    care: 'Ongoing watery diarrhoea needs stool and blood tests, and often a colonoscopy with biopsies. Some medicines (such as anti-inflammatories, some reflux and antidepressant tablets) can trigger it, so bring a list of your medicines.',
    seekHelp: 'you become dehydrated, feel faint, have blood in your stools or lose a lot of weight',
    approach:
      'Chronic watery diarrhoea in an older woman (possible microscopic colitis): exclude infection and coeliac disease, calprotectin, colonoscopy with random biopsies; review NSAIDs, PPIs, SSRIs and statins; budesonide 9 mg for 8 weeks once confirmed.',
    investigations: [
      STOOL_TESTS,
      { name: 'FBC, UEC, CRP, TSH and coeliac serology', subtype: 'pathology', when: 'now' },
      {
        name: 'Colonoscopy with random colonic biopsies',
        subtype: 'other',
        when: 'chronic watery diarrhoea with normal initial tests',
      },
    ],
    medications: [
      {
        name: 'Budesonide (controlled ileal release)',
        dose: '9 mg',
        route: 'oral',
        frequency: 'once daily in the morning',
        duration: '8 weeks, then taper',
        cautions: 'Interacts with strong CYP3A4 inhibitors; symptoms may return after stopping.',
        needsMoreInfo: 'Start only once biopsies confirm microscopic colitis.',
      },
      {
        ...LOPERAMIDE,
        dose: '2 mg',
        frequency: 'up to 4 times a day when required',
        duration: 'while waiting for tests',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Occasional days off; rarely longer.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'colonoscopy with biopsies for chronic watery diarrhoea',
      },
    ],
    advice: [
      'Bring a list of all your medicines: anti-inflammatories and some reflux and antidepressant tablets can trigger this.',
      'Stopping smoking lowers the risk of relapse.',
      'Keep up your fluids, especially in hot weather.',
    ],
  },
  {
    condition: 'coeliac_disease',
    care: 'A blood test can check for coeliac disease. Keep eating gluten (bread, pasta, cereals) every day until testing is finished, because a gluten-free diet before testing can give a false normal result.',
    seekHelp: 'you lose weight, have ongoing diarrhoea, feel very tired, or have blood in your stools',
    approach:
      'Suspected coeliac disease (bloating, altered bowel habit, fatigue, iron deficiency, family history): tTG-IgA with total IgA while on a gluten-containing diet, then gastroscopy with duodenal biopsies to confirm; a lifelong strict gluten-free diet with dietitian support, screening of first-degree relatives, bone density and vaccination (pneumococcal) as advised.',
    investigations: [
      COELIAC_SEROLOGY,
      { name: 'FBC, iron studies, B12, folate, LFTs, vitamin D', subtype: 'pathology', when: 'with the serology' },
      { name: 'Gastroscopy with duodenal biopsies', subtype: 'other', when: 'positive serology (still eating gluten)' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist',
        urgency: 'routine',
        reason: 'gastroscopy and biopsies to confirm coeliac disease',
      },
      {
        kind: 'specialist',
        to: 'Accredited practising dietitian',
        urgency: 'routine',
        reason: 'gluten-free diet education after diagnosis',
      },
    ],
    advice: [
      'Do not start a gluten-free diet until the tests are finished.',
      'If coeliac disease is confirmed, the treatment is a strict lifelong gluten-free diet; Coeliac Australia (coeliac.org.au) has practical support.',
      'Parents, brothers, sisters and children should be offered a test too.',
    ],
  },
  {
    condition: 'lactose_intolerance',
    care: 'Cut back on milk and soft cheeses for 2 weeks to see if symptoms settle. Most people can still have small amounts of milk with meals, hard cheese and yoghurt. Lactose-free milk and lactase drops or tablets from the pharmacy help.',
    seekHelp:
      'you lose weight, have blood in your stools, diarrhoea that wakes you at night, or symptoms that do not improve without lactose',
    approach:
      'Probable lactose intolerance (bloating, wind and loose stools after dairy): a 2-week lactose-reduction trial; hydrogen breath test if unclear. Consider coeliac disease and IBS if symptoms persist; maintain calcium intake.',
    investigations: [
      {
        name: 'Lactose hydrogen breath test',
        subtype: 'other',
        when: 'if the diagnosis is unclear after a dietary trial',
      },
      { name: 'Coeliac serology', subtype: 'pathology', when: 'if symptoms persist despite avoiding lactose' },
    ],
    medications: [
      {
        name: 'Lactase enzyme (tablets or drops)',
        dose: '1 to 2 tablets (or drops as directed) with the first mouthful of dairy',
        route: 'oral',
        frequency: 'with dairy-containing meals',
        duration: 'when required',
        cautions: 'No significant cautions; drops can be added to milk 24 hours before drinking.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Accredited practising dietitian',
        urgency: 'routine',
        reason: 'keeping enough calcium in a reduced-lactose diet',
      },
    ],
    advice: [
      'Hard cheeses and yoghurt contain little lactose and are usually well tolerated.',
      'Make sure you still get enough calcium (lactose-free milk, calcium-fortified soy milk, tinned fish, leafy greens).',
      'See a doctor if symptoms continue despite avoiding lactose.',
    ],
  },
  {
    condition: 'colorectal_cancer',
    care: 'Blood in the stools or a lasting change in bowel habit needs a colonoscopy (a camera test of the bowel). A doctor can arrange blood tests and a referral; most people with these symptoms do not have cancer, but it is important to check.',
    seekHelp:
      'you pass a lot of blood, feel faint, have severe tummy pain, a swollen tummy with vomiting, or cannot pass wind: go to the emergency department',
    approach:
      'Symptoms suggesting colorectal cancer (rectal bleeding, change in bowel habit, iron-deficiency anaemia, weight loss, positive iFOBT): FBC and iron studies, digital rectal examination, and colonoscopy within 30 days of referral (NHMRC/Cancer Council guideline; within 120 days for lower-risk symptoms).',
    investigations: [
      { name: 'FBC, iron studies, UEC, LFTs and CRP', subtype: 'pathology', when: 'now' },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: 'within 30 days of referral for high-risk symptoms or a positive iFOBT',
      },
      { name: 'Digital rectal examination', subtype: 'other', when: 'at an in-person review' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Longer certificates follow specialist assessment.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Gastroenterologist or colorectal surgeon (colonoscopy)',
        urgency: 'urgent',
        reason: 'symptoms or a positive screening test suggesting colorectal cancer',
      },
      GP('examination including a rectal examination', 'urgent'),
      ED('heavy rectal bleeding, fainting, or symptoms of obstruction'),
    ],
    advice: [
      'Please have the colonoscopy as soon as it is offered; finding bowel cancer early makes it very treatable.',
      'Tell the doctor if close relatives have had bowel cancer.',
      'Cancer Council (13 11 20) can answer questions and offer support.',
    ],
  },
  {
    condition: 'threadworm',
    care: 'Threadworms are common and harmless. A single dose of worm medicine from the pharmacy, repeated after 2 weeks, clears them. Treat everyone in the household on the same day, and wash hands and scrub nails often.',
    seekHelp:
      'the itch continues after two treatments, the skin around the bottom becomes broken and infected, or a girl has vulval itching or discharge',
    childhood: true,
    approach:
      'Threadworm (Enterobius) infection: mebendazole or pyrantel as a single dose, repeated after 2 weeks, for the whole household, with hygiene measures to break reinfection (eTG). Sticky-tape test if unsure.',
    investigations: [
      {
        name: 'Sticky-tape test of the perianal skin (first thing in the morning)',
        subtype: 'pathology',
        when: 'if the diagnosis is unsure',
      },
    ],
    medications: [
      {
        name: 'Mebendazole',
        dose: '100 mg',
        route: 'oral (chewable tablet)',
        frequency: 'once, repeated after 2 weeks',
        duration: '2 single doses, 2 weeks apart',
        cautions:
          'Not for children under 6 months; avoid in the first trimester of pregnancy (pyrantel is preferred in pregnancy).',
        needsMoreInfo: 'Check the age of each person treated (not under 6 months) and whether anyone is pregnant.',
      },
      {
        name: 'Pyrantel',
        dose: '10 mg/kg (maximum 1 g)',
        route: 'oral',
        frequency: 'once, repeated after 2 weeks',
        duration: '2 single doses, 2 weeks apart',
        cautions: 'Weight-based dose; mild nausea or headache; can be used in pregnancy.',
        needsMoreInfo: "Needs each person's weight.",
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: "No need to stay home from school or childcare; a carer's certificate is rarely needed.",
    },
    referrals: [GP('persistent symptoms after two courses, or vulvovaginal symptoms in a girl', 'routine')],
    advice: [
      'Treat everyone in the house on the same day, and repeat in 2 weeks.',
      'Wash hands and scrub under nails after the toilet and before eating; keep nails short.',
      'Shower every morning, change underwear daily, and wash sheets, towels and pyjamas in hot water.',
      'Children can keep going to school or childcare.',
    ],
  },

  // ——— Anus and rectum
  {
    condition: 'haemorrhoids',
    care: 'Keep your stools soft with more fibre and water (psyllium helps), do not strain or sit on the toilet for long, and use a haemorrhoid cream or ointment from the pharmacy for a few days. Warm baths ease discomfort.',
    seekHelp:
      'the bleeding is heavy or does not stop, the blood is dark or mixed in with the stool, you have a change in bowel habit or weight loss, or a lump becomes very painful',
    approach:
      'Haemorrhoids (painless bright red bleeding on the paper or in the pan, prolapse, itch): stool softening with fibre and fluids, short-term topical corticosteroid and local anaesthetic, and referral for banding if persistent. Rectal bleeding over 45 to 50, with a change in bowel habit, anaemia or weight loss, needs colonoscopy.',
    investigations: [
      { name: 'Digital rectal examination and proctoscopy', subtype: 'other', when: 'at an in-person review' },
      { name: 'FBC', subtype: 'pathology', when: 'recurrent or heavy bleeding' },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: 'over 45 to 50 with rectal bleeding, a change in bowel habit, anaemia, weight loss or family history',
      },
    ],
    medications: [PSYLLIUM, HAEMORRHOID_OINTMENT],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off; 1 to 3 days after banding or surgery.' },
    referrals: [
      GP('examination (rectal examination and proctoscopy), especially at first presentation of bleeding', 'routine'),
      {
        kind: 'specialist',
        to: 'Colorectal surgeon',
        urgency: 'routine',
        reason: 'persistent or prolapsing haemorrhoids (banding), or colonoscopy',
      },
    ],
    advice: [
      'Eat more fibre and drink plenty of water so you do not need to strain.',
      'Go when you feel the urge and do not read or use your phone on the toilet.',
      'Use haemorrhoid creams for no more than a week at a time.',
      'Rectal bleeding should always be checked by a doctor, especially if you are over 45.',
    ],
  },
  {
    condition: 'perianal_haematoma',
    care: 'A sudden, very painful lump at the anus is usually a clotted external pile. Warm salt baths, ice packs wrapped in a cloth, paracetamol and a stool softener help. A doctor can drain it if seen within about 3 days; otherwise it settles over 1 to 2 weeks.',
    seekHelp: 'you develop a fever, the lump becomes red, hot and throbbing (possible abscess), or bleeding is heavy',
    approach:
      'Thrombosed external haemorrhoid: if seen within 72 hours with severe pain, excision under local anaesthetic; otherwise conservative care (analgesia, sitz baths, stool softeners, topical anaesthetic), resolving over 1 to 2 weeks.',
    investigations: [
      { name: 'Examination of the anus', subtype: 'other', when: 'in person, ideally within 72 hours of onset' },
    ],
    medications: [
      PARACETAMOL,
      PSYLLIUM,
      {
        name: 'Lidocaine 5% ointment',
        dose: 'about 1 cm of ointment',
        route: 'topical, to the anus',
        frequency: 'up to 4 times a day',
        duration: 'up to 7 days',
        cautions: 'Occasional skin irritation or allergy; do not use on large areas.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 2, note: 'Usually 1 to 3 days.' },
    referrals: [GP('examination and excision if within 72 hours of onset', 'urgent')],
    advice: [
      'Warm shallow baths for 10 to 15 minutes several times a day ease the pain.',
      'Avoid codeine, which causes constipation; use paracetamol.',
      'Keep stools soft with fibre, fluids and a stool softener.',
    ],
  },
  {
    condition: 'anal_fissure',
    care: 'Keep your stools soft with fibre, water and psyllium so the tear can heal. Warm baths after a bowel motion ease the pain. A prescription ointment that relaxes the anal muscle helps most fissures heal within 6 to 8 weeks.',
    seekHelp:
      'the pain is not improving after 6 to 8 weeks, you have a fever or swelling near the anus, or bleeding is heavy or mixed with the stool',
    approach:
      'Acute anal fissure (sharp pain on and after defecation, bright red blood on the paper): stool softening and sitz baths; topical glyceryl trinitrate 0.2% (or compounded diltiazem 2%) for 6 to 8 weeks; topical lidocaine for pain. Refer if chronic (over 8 weeks), atypical (lateral, multiple: Crohn disease, STI) or not healing.',
    investigations: [
      {
        name: 'Gentle examination of the anus',
        subtype: 'other',
        when: 'at an in-person review (rectal examination is usually deferred if very painful)',
      },
    ],
    medications: [
      PSYLLIUM,
      {
        name: 'Glyceryl trinitrate 0.2% ointment',
        dose: 'about a 2.5 cm line (375 mg of ointment, 0.75 mg glyceryl trinitrate)',
        route: 'topical, into the anal canal',
        frequency: '12-hourly',
        duration: '6 to 8 weeks',
        cautions:
          'Headache is common (start with a smaller amount); dizziness; not with sildenafil, tadalafil or vardenafil; avoid in pregnancy.',
        needsMoreInfo: 'Check for erectile dysfunction medicines, low blood pressure, migraine and pregnancy.',
      },
      {
        name: 'Diltiazem 2% ointment (compounded)',
        dose: 'about 1 cm (a pea-sized amount)',
        route: 'topical, to the anus',
        frequency: '12-hourly',
        duration: '6 to 8 weeks',
        cautions: 'Fewer headaches than glyceryl trinitrate; local itch.',
        alternative: true,
      },
      {
        name: 'Lidocaine 2% gel',
        dose: 'about 1 cm of gel',
        route: 'topical, to the anus',
        frequency: 'before bowel motions, up to 4 times a day',
        duration: 'up to 2 weeks',
        cautions: 'Local irritation or allergy.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Colorectal surgeon',
        urgency: 'routine',
        reason: 'chronic fissure (over 8 weeks), atypical fissure, or no response to ointment',
      },
    ],
    advice: [
      'Soft stools are the key to healing: fibre, water and psyllium every day.',
      'A warm bath for 10 minutes after bowel motions relaxes the muscle and eases pain.',
      'Do not strain, and do not ignore the urge to go (holding on makes stools harder).',
    ],
  },
  {
    condition: 'perianal_abscess',
    care: 'A painful, hot swelling near the anus is usually an abscess that needs to be drained by a doctor today. Antibiotics alone do not cure it. Use paracetamol and warm baths while you arrange to be seen.',
    seekHelp:
      'you have a high fever, shivers, feel faint or very unwell, or the redness spreads quickly: go to the emergency department',
    approach:
      'Perianal abscess: same-day incision and drainage (usually surgical, under anaesthetic); antibiotics only for cellulitis, diabetes, immunosuppression or systemic features. Recurrent abscesses or fistula suggest Crohn disease.',
    investigations: [
      { name: 'Blood glucose (or HbA1c)', subtype: 'pathology', when: 'at assessment' },
      { name: 'MRI of the pelvis', subtype: 'imaging', when: 'recurrent or complex abscesses (through the surgeon)' },
    ],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Usually 3 to 7 days after drainage.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'General or colorectal surgeon (via the emergency department)',
        urgency: 'urgent',
        reason: 'incision and drainage of a perianal abscess today',
      },
      ED('same-day drainage, or fever with a spreading infection'),
    ],
    advice: [
      'This needs draining today: go to the emergency department or an urgent surgical appointment.',
      'Warm baths and paracetamol ease pain while you wait.',
      'After drainage, keep the area clean with warm water and follow the wound care plan.',
    ],
  },
  {
    condition: 'anal_fistula',
    care: 'A small opening near the anus that keeps leaking is usually an anal fistula, often after an abscess. It rarely heals by itself and needs a surgeon. Keep the area clean and dry with a pad.',
    seekHelp: 'a painful swelling or fever develops (possible abscess): see a doctor the same day',
    approach:
      'Suspected anal fistula (recurrent perianal discharge after an abscess): colorectal surgical referral; MRI for complex tracks; consider Crohn disease (calprotectin, colonoscopy) if recurrent or multiple.',
    investigations: [
      { name: 'MRI of the pelvis (fistula protocol)', subtype: 'imaging', when: 'through the surgeon' },
      {
        name: 'Faecal calprotectin',
        subtype: 'pathology',
        when: 'if Crohn disease is possible (bowel symptoms, multiple fistulas)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off before surgery; 1 to 2 weeks after.' },
    referrals: [{ kind: 'specialist', to: 'Colorectal surgeon', urgency: 'routine', reason: 'suspected anal fistula' }],
    advice: [
      'Shower or bathe the area with warm water after bowel motions and pat dry.',
      'A thin pad in your underwear can absorb the discharge.',
    ],
  },
  {
    condition: 'pilonidal_abscess',
    care: 'A painful, swollen lump at the top of the buttock crease is usually a pilonidal abscess. It needs to be drained by a doctor, ideally today. Paracetamol and warm compresses help while you wait.',
    seekHelp: 'you have a fever, feel unwell, or redness spreads quickly: go to the emergency department',
    approach:
      'Pilonidal abscess: incision and drainage (off the midline) today; antibiotics only for surrounding cellulitis or systemic features. Refer for definitive surgery if recurrent; hair removal and hygiene reduce recurrence.',
    investigations: [{ name: 'Examination of the natal cleft', subtype: 'other', when: 'today' }],
    medications: [PARACETAMOL],
    certificate: { suggestedDays: 3, note: 'Usually 3 to 7 days after drainage; longer after definitive surgery.' },
    referrals: [
      GP('incision and drainage today (or the emergency department)', 'urgent'),
      {
        kind: 'specialist',
        to: 'General or colorectal surgeon',
        urgency: 'routine',
        reason: 'recurrent pilonidal disease (definitive surgery)',
      },
    ],
    advice: [
      'After drainage, keep the wound clean and follow the dressing plan.',
      'Keeping the area hair-free and clean, and avoiding long periods of sitting, reduce the chance it comes back.',
    ],
  },
  {
    condition: 'pruritus_ani',
    care: 'Keep the area clean and dry: rinse with water after bowel motions and pat dry, avoid soap, wipes and scented products, wear loose cotton underwear, and try not to scratch. A barrier cream helps; a mild hydrocortisone ointment for up to 2 weeks can settle the itch.',
    seekHelp: 'the itch continues beyond 3 weeks, there is bleeding, a lump, discharge or a change in bowel habit',
    approach:
      'Pruritus ani: hygiene and removal of irritants, treat contributors (haemorrhoids, loose stools, threadworm, candida, dermatitis, psoriasis), barrier cream and a short course of 1% hydrocortisone. Examine persistent cases.',
    investigations: [
      {
        name: 'Examination of the perianal skin; sticky-tape test for threadworm',
        subtype: 'other',
        when: 'persistent itch or visible skin change',
      },
    ],
    medications: [
      {
        name: 'Hydrocortisone 1% ointment',
        dose: 'a thin layer (about 1 fingertip unit)',
        route: 'topical, to the perianal skin',
        frequency: 'twice daily',
        duration: 'up to 2 weeks',
        cautions: 'Short courses only; the skin thins with prolonged use.',
      },
      {
        name: 'Zinc oxide barrier cream',
        dose: 'a thin layer (about 1 fingertip unit)',
        route: 'topical',
        frequency: 'after washing and at bedtime',
        duration: 'ongoing',
        cautions: 'No significant cautions.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Does not need time off.' },
    referrals: [GP('examination if the itch persists beyond 3 weeks or the skin looks abnormal', 'routine')],
    advice: [
      'Rinse with water after the toilet and pat dry; avoid wet wipes, soaps and scented products.',
      'Wear loose cotton underwear and avoid scratching (keep nails short; cotton gloves at night can help).',
      'Cut back on foods that seem to trigger it, such as coffee, spicy food, citrus and alcohol.',
    ],
  },
  {
    condition: 'rectal_prolapse',
    care: 'Bowel lining coming out of the anus, especially when straining, needs to be checked by a doctor and usually a surgeon. Keep stools soft and avoid straining. If it comes out, you can usually push it back gently with a moist cloth while lying down.',
    seekHelp:
      'the prolapse will not go back, becomes dark red, purple or very painful, or bleeds heavily: go to the emergency department',
    approach:
      'Suspected rectal prolapse (full-thickness or mucosal; often older women, chronic straining): in-person examination (on straining), stool softening, and colorectal surgical referral. An irreducible or dusky prolapse is an emergency. In children, consider constipation and cystic fibrosis.',
    investigations: [
      { name: 'Examination (including on straining)', subtype: 'other', when: 'at an in-person review' },
      { name: 'Colonoscopy', subtype: 'other', when: 'as the surgeon advises (to exclude a lead point)' },
    ],
    medications: [PSYLLIUM],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off before surgery.' },
    referrals: [
      { kind: 'specialist', to: 'Colorectal surgeon', urgency: 'routine', reason: 'rectal prolapse' },
      ED('irreducible, dusky or very painful prolapse'),
    ],
    advice: [
      'Keep stools soft with fibre and fluids, and avoid straining.',
      'Pelvic floor physiotherapy can help with leakage.',
    ],
  },

  // ——— Abdominal wall hernias
  {
    condition: 'umbilical_hernia',
    care: 'A soft lump at the belly button that bulges with coughing is usually a hernia. In babies most close by themselves by age 4 to 5. In adults a doctor can confirm it and refer for repair if it is troublesome.',
    seekHelp:
      'the lump becomes hard, tender or will not go back in, the skin over it changes colour, or there is vomiting: go to the emergency department',
    approach:
      'Umbilical or paraumbilical hernia: examination (ultrasound if unclear). Infants: observe, most close by 4 to 5 years; refer if large or persisting. Adults: elective surgical repair if symptomatic or enlarging (paraumbilical hernias have a higher risk of incarceration). Irreducible and tender means emergency.',
    investigations: [
      {
        name: 'Ultrasound of the abdominal wall',
        subtype: 'imaging',
        when: 'if the diagnosis is unclear on examination',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needs time off before repair; 1 to 2 weeks after, with no heavy lifting for 4 to 6 weeks.',
    },
    referrals: [
      GP('examination to confirm the hernia', 'routine'),
      {
        kind: 'specialist',
        to: 'General surgeon (paediatric surgeon for a child)',
        urgency: 'routine',
        reason: 'symptomatic or enlarging hernia, or a child over 4 to 5 years',
      },
      ED('a tender hernia that will not go back in, or vomiting'),
    ],
    advice: [
      "Babies' belly button hernias rarely cause problems and usually close by themselves; taping a coin over it does not help.",
      'Adults: avoid heavy lifting and straining, and losing weight lowers the strain on the hernia.',
      'Go to the emergency department if the lump becomes painful and will not go back in.',
    ],
  },
  {
    condition: 'incisional_hernia',
    care: 'A bulge near an old operation scar is usually an incisional hernia. A doctor can confirm it and refer you to a surgeon if it causes problems. Avoid heavy lifting and straining.',
    seekHelp:
      'the lump becomes hard, painful or will not go back in, or you vomit or cannot pass wind: go to the emergency department',
    approach:
      'Incisional hernia: examination, ultrasound or CT to define the defect, and surgical referral for repair if symptomatic, enlarging or with a narrow neck; optimise weight, smoking and diabetes before repair. Irreducible and tender means emergency.',
    investigations: [
      {
        name: 'Ultrasound or CT of the abdominal wall',
        subtype: 'imaging',
        when: 'to define the hernia before surgical referral',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needs time off before repair; 2 to 4 weeks after.' },
    referrals: [
      { kind: 'specialist', to: 'General surgeon', urgency: 'routine', reason: 'incisional hernia repair' },
      ED('a tender hernia that will not go back in, vomiting, or no wind'),
    ],
    advice: [
      'Avoid heavy lifting; treat constipation and cough, which strain the hernia.',
      'Losing weight and stopping smoking make repair safer and more successful.',
      'Go to the emergency department if the lump becomes painful and will not go back in.',
    ],
  },

  // ——— Liver
  {
    condition: 'hepatitis_a',
    care: 'Hepatitis A usually gets better by itself over a few weeks. Rest, drink plenty of fluids, eat what you can, and avoid alcohol and medicines that strain the liver. You need blood tests today. Do not prepare food for others.',
    seekHelp:
      'you become drowsy or confused, bruise or bleed easily, vomit repeatedly, or cannot keep fluids down: go to the emergency department',
    approach:
      'Suspected hepatitis A (prodrome then jaundice; travel, contacts, MSM, food outbreaks): LFTs, INR and hepatitis A IgM; supportive care; exclude liver failure (INR, encephalopathy). Notifiable: the laboratory and doctor notify public health; close contacts get vaccine or immunoglobulin within 2 weeks. Exclude from work, school and food handling for 7 days after the onset of jaundice.',
    investigations: [
      LIVER_BLOODS,
      {
        name: 'Hepatitis A IgM; hepatitis B surface antigen and core IgM; hepatitis C antibody',
        subtype: 'pathology',
        when: 'today',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'At least 7 days after the jaundice started (public health exclusion), often 2 to 4 weeks to recover.',
    },
    referrals: [
      GP('review of the blood results within 1 to 2 days', 'urgent'),
      ED('confusion, drowsiness, bleeding, or persistent vomiting (possible liver failure)'),
    ],
    advice: [
      'Avoid alcohol until your liver tests are normal, and check with a doctor or pharmacist before taking any medicine, including paracetamol.',
      'Wash hands carefully after the toilet and do not prepare food for others until 7 days after the yellowing started.',
      'People you live with or have had sex with should see a doctor about vaccination within 2 weeks.',
      "Hepatitis Australia's National Hepatitis Infoline (1800 437 222) can answer questions.",
    ],
  },
  {
    condition: 'acute_hepatitis_b',
    care: 'A new hepatitis B infection is checked with blood tests today. Most adults clear it within 6 months. Rest, avoid alcohol, and use condoms and do not share needles, razors or toothbrushes until a doctor says you are clear.',
    seekHelp:
      'you become drowsy or confused, bruise or bleed easily, or cannot keep fluids down: go to the emergency department',
    approach:
      'Suspected acute hepatitis B (sexual or blood exposure, unvaccinated): LFTs, INR, HBsAg, anti-HBc IgM, HBeAg and HBV DNA; screen for HIV, hepatitis C and other STIs. Supportive care; hepatology referral (antivirals for severe or protracted disease). Notifiable; contact tracing and post-exposure vaccination and immunoglobulin for contacts; repeat HBsAg at 6 months.',
    investigations: [
      LIVER_BLOODS,
      {
        name: 'HBsAg, anti-HBc IgM, HBeAg, HBV DNA; HIV, hepatitis C and syphilis serology',
        subtype: 'pathology',
        when: 'today',
      },
      { name: 'HBsAg', subtype: 'pathology', when: 'repeat at 6 months (chronic infection if still positive)' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 4 weeks depending on how unwell; no exclusion from work is needed for most jobs.',
    },
    referrals: [
      { kind: 'specialist', to: 'Hepatologist or gastroenterologist', urgency: 'urgent', reason: 'acute hepatitis B' },
      ED('confusion, bleeding or persistent vomiting (possible liver failure)'),
    ],
    advice: [
      'Use condoms and do not share needles, razors or toothbrushes until your doctor confirms the infection has cleared.',
      'Sexual partners and people you live with should be tested and vaccinated.',
      'Avoid alcohol, and check with a doctor before taking any medicine.',
      "Hepatitis Australia's National Hepatitis Infoline (1800 437 222) can answer questions.",
    ],
  },
  {
    condition: 'chronic_hepatitis_c',
    care: 'Hepatitis C is now cured in more than 95% of people with 8 to 12 weeks of tablets that GPs can prescribe. A blood test confirms whether the virus is active. Avoid alcohol and do not share needles, razors or toothbrushes.',
    seekHelp:
      'your skin or eyes turn yellow, your tummy swells, you vomit blood or pass black stools, or you become confused',
    approach:
      'Possible chronic hepatitis C (injecting drug use, abnormal LFTs): HCV antibody with reflex HCV RNA; if viraemic, assess liver fibrosis (APRI, or elastography), check HBV and HIV, review interactions, and treat with a pangenotypic direct-acting antiviral under the PBS (GPs can prescribe; consult a specialist for cirrhosis). SVR12 test 12 weeks after treatment. Offer harm reduction and hepatitis A and B vaccination.',
    investigations: [
      { name: 'Hepatitis C antibody with reflex HCV RNA', subtype: 'pathology', when: 'now' },
      {
        name: 'LFTs, FBC (platelets for APRI), UEC, INR; HBsAg, anti-HBs, anti-HBc and HIV serology',
        subtype: 'pathology',
        when: 'now',
      },
      {
        name: 'Transient elastography (FibroScan)',
        subtype: 'imaging',
        when: 'if APRI is 1 or more or cirrhosis is suspected',
      },
      { name: 'HCV RNA (SVR12)', subtype: 'pathology', when: '12 weeks after finishing treatment' },
    ],
    medications: [
      {
        name: 'Sofosbuvir with velpatasvir',
        dose: '400 mg + 100 mg (1 tablet)',
        route: 'oral',
        frequency: 'once daily',
        duration: '12 weeks',
        cautions:
          "Interacts with acid-suppressants (PPIs), amiodarone, some anticonvulsants and St John's wort; check hepatitis B status (reactivation risk).",
        needsMoreInfo:
          'Needs a positive HCV RNA, fibrosis assessment (APRI or elastography), HBV status, a drug interaction check and pregnancy status.',
      },
      {
        name: 'Glecaprevir with pibrentasvir',
        dose: '300 mg + 120 mg (3 tablets)',
        route: 'oral, with food',
        frequency: 'once daily',
        duration: '8 weeks',
        cautions:
          'Not in decompensated cirrhosis; interacts with statins, ethinylestradiol-containing contraceptives, dabigatran and some anticonvulsants.',
        needsMoreInfo: 'Needs a positive HCV RNA, fibrosis assessment, HBV status and an interaction check.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Does not usually need time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Hepatologist, gastroenterologist or infectious diseases physician',
        urgency: 'routine',
        reason: 'cirrhosis, previous treatment failure, HBV or HIV co-infection, or for a GP treatment consultation',
      },
      {
        kind: 'specialist',
        to: 'Needle and syringe program or alcohol and other drug service',
        urgency: 'routine',
        reason: 'harm reduction and support',
      },
    ],
    advice: [
      'Treatment is a short course of tablets with very few side effects and cures almost everyone.',
      'You can catch hepatitis C again after cure: use new injecting equipment every time.',
      'Avoid alcohol, and get vaccinated against hepatitis A and B.',
      "Hepatitis Australia's National Hepatitis Infoline (1800 437 222) can answer questions.",
    ],
  },
  {
    condition: 'alcoholic_hepatitis',
    care: 'Yellow skin after heavy drinking can mean serious liver inflammation and needs hospital assessment today. Do not stop drinking suddenly on your own if you drink heavily every day: withdrawal can be dangerous, so get medical help to stop.',
    seekHelp:
      'you become confused or drowsy, vomit blood, pass black stools, have a high fever, or shake and sweat after stopping alcohol: call 000',
    approach:
      'Suspected alcoholic hepatitis (jaundice within weeks of heavy drinking, tender hepatomegaly, fever): same-day hospital assessment (Maddrey discriminant function, MELD), exclusion of infection and other causes, abstinence with managed withdrawal, thiamine, nutrition, and corticosteroids for severe disease per hepatology.',
    investigations: [
      LIVER_BLOODS,
      LIVER_ULTRASOUND,
      { name: 'Hepatitis serology, blood cultures, urine culture', subtype: 'pathology', when: 'in hospital' },
    ],
    medications: [
      {
        name: 'Thiamine',
        dose: '100 mg',
        route: 'oral',
        frequency: 'three times daily',
        duration: 'until assessed, then as advised',
        cautions: 'Safe; higher intravenous doses are given in hospital if Wernicke encephalopathy is suspected.',
      },
    ],
    certificate: { suggestedDays: 14, note: 'Usually several weeks, including a hospital stay.' },
    referrals: [
      ED('suspected alcoholic hepatitis: same-day hospital assessment'),
      {
        kind: 'specialist',
        to: 'Alcohol and other drug service',
        urgency: 'urgent',
        reason: 'managed withdrawal and support to stop drinking',
      },
    ],
    advice: [
      'Stopping alcohol completely is the most important treatment; do it with medical help if you drink heavily every day.',
      'The National Alcohol and Other Drug Hotline (1800 250 015) is free and confidential.',
      'Call 000 for confusion, vomiting blood or black stools.',
    ],
  },
  {
    condition: 'decompensated_cirrhosis',
    care: 'A swelling tummy, yellowing, confusion or bleeding in someone with liver disease needs hospital assessment today. Avoid alcohol completely, limit salt, and do not take anti-inflammatory painkillers or sleeping tablets.',
    seekHelp:
      'you become confused or drowsy, vomit blood, pass black stools, have a fever or tummy pain with the swelling: call 000',
    approach:
      'Decompensated cirrhosis (ascites, jaundice, encephalopathy, variceal bleeding): same-day hospital or hepatology assessment; diagnostic paracentesis for spontaneous bacterial peritonitis, look for the precipitant (infection, bleeding, alcohol, constipation, medicines, hepatocellular carcinoma), salt restriction and diuretics, lactulose for encephalopathy, and transplant assessment.',
    investigations: [
      LIVER_BLOODS,
      LIVER_ULTRASOUND,
      {
        name: 'Diagnostic ascitic tap (cell count, culture, albumin)',
        subtype: 'pathology',
        when: 'in hospital, for new or worsening ascites',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Usually several weeks; the hepatology team will advise.' },
    referrals: [
      { kind: 'specialist', to: 'Hepatologist (liver clinic)', urgency: 'urgent', reason: 'decompensated cirrhosis' },
      ED('confusion, bleeding, fever, abdominal pain with ascites, or rapid deterioration'),
    ],
    advice: [
      'No alcohol at all; the National Alcohol and Other Drug Hotline (1800 250 015) can help.',
      'Cut back on salt (no added salt, avoid processed foods) and weigh yourself daily.',
      'Avoid anti-inflammatory painkillers and sleeping tablets; paracetamol up to 2 g a day is usually the safest painkiller, but check with your doctor.',
      'Call 000 for confusion, vomiting blood or black stools.',
    ],
  },
  {
    condition: 'fatty_liver_disease',
    care: 'Fatty liver is common and can reverse. Losing 7 to 10% of your body weight, regular exercise, cutting back on alcohol and sugary drinks, and managing diabetes, blood pressure and cholesterol are the treatment.',
    seekHelp:
      'your skin or eyes turn yellow, your tummy swells, you vomit blood or pass black stools, or you become confused',
    approach:
      'Metabolic dysfunction-associated steatotic liver disease: exclude other causes (alcohol, hepatitis B and C, medicines, haemochromatosis), assess fibrosis with the FIB-4 score (elastography if 1.3 or more), manage cardiometabolic risk, and weight loss through diet and exercise. Refer if advanced fibrosis.',
    investigations: [
      {
        name: 'LFTs, FBC, INR, HbA1c, lipids; hepatitis B and C serology; iron studies',
        subtype: 'pathology',
        when: 'now',
      },
      {
        name: 'FIB-4 score (from age, AST, ALT and platelets)',
        subtype: 'other',
        when: 'now, then every 1 to 3 years',
      },
      { name: 'Transient elastography (FibroScan)', subtype: 'imaging', when: 'FIB-4 of 1.3 or more' },
      { name: 'Liver ultrasound', subtype: 'imaging', when: 'if not already done' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Does not need time off.' },
    referrals: [
      {
        kind: 'specialist',
        to: 'Hepatologist or gastroenterologist',
        urgency: 'routine',
        reason: 'FIB-4 or elastography suggesting advanced fibrosis',
      },
      {
        kind: 'specialist',
        to: 'Accredited practising dietitian and exercise physiologist',
        urgency: 'routine',
        reason: 'weight loss and activity program',
      },
    ],
    advice: [
      'Gradual weight loss of 7 to 10% can reverse liver fat and inflammation.',
      'Aim for at least 150 minutes of moderate exercise a week; it helps even without weight loss.',
      'Limit alcohol and sugary drinks, and keep diabetes, blood pressure and cholesterol well controlled.',
      'Get vaccinated against hepatitis A and B if you are not immune.',
    ],
  },
  {
    condition: 'gilbert_syndrome',
    care: 'Mild yellowing of the eyes when you are unwell, fasting, stressed or short of sleep is often Gilbert syndrome, a common harmless inherited condition. A blood test confirms it.',
    seekHelp:
      'the yellowing comes with dark urine, pale stools, tummy pain, fever, itching or weight loss, or does not fade within a week or two',
    approach:
      'Probable Gilbert syndrome (intermittent mild unconjugated hyperbilirubinaemia with illness or fasting): LFTs with fractionated bilirubin (unconjugated, other tests normal) and FBC, reticulocytes and blood film to exclude haemolysis. No treatment; reassurance.',
    investigations: [
      {
        name: 'LFTs with conjugated and unconjugated bilirubin',
        subtype: 'pathology',
        when: 'now (ideally repeated when well)',
      },
      {
        name: 'FBC, reticulocyte count, blood film, LDH and haptoglobin',
        subtype: 'pathology',
        when: 'now (exclude haemolysis)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Does not need time off beyond the illness that brought it on.' },
    referrals: [GP('review of the blood results', 'routine')],
    advice: [
      'Gilbert syndrome is harmless and does not damage the liver.',
      'Regular meals, sleep and fluids reduce episodes of yellowing.',
      'Tell doctors you have it: a few medicines (such as irinotecan) are handled differently.',
    ],
  },
  {
    condition: 'drug_induced_liver_injury',
    care: 'Some medicines, antibiotics and herbal or bodybuilding supplements can inflame the liver. Do not take any more doses of a new medicine or supplement until a doctor has reviewed it today, and avoid alcohol.',
    seekHelp:
      'you become drowsy or confused, bruise or bleed easily, or vomit repeatedly: go to the emergency department',
    approach:
      'Suspected drug-induced liver injury (new medicine, antibiotic such as amoxicillin-clavulanate or flucloxacillin, or a herbal or bodybuilding supplement): stop the likely culprit, LFTs and INR today, exclude viral and biliary causes; paracetamol overdose needs a paracetamol level and urgent acetylcysteine. Hepatology input if jaundiced or INR raised; report to the TGA.',
    investigations: [
      LIVER_BLOODS,
      { name: 'Hepatitis A, B, C and E serology', subtype: 'pathology', when: 'today' },
      LIVER_ULTRASOUND,
      {
        name: 'Paracetamol level',
        subtype: 'pathology',
        when: 'if any chance of paracetamol overdose (in the emergency department)',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'Usually 2 to 7 days; longer if jaundiced.' },
    referrals: [
      GP('same-day review of the medicine list and blood tests', 'urgent'),
      {
        kind: 'specialist',
        to: 'Hepatologist',
        urgency: 'urgent',
        reason: 'jaundice, raised INR or a severe rise in liver enzymes',
      },
      ED('confusion, bleeding, or possible paracetamol overdose'),
    ],
    advice: [
      'Bring all your medicines, supplements and herbal products to the doctor.',
      'Do not restart the suspected medicine unless a doctor advises it; note it as an adverse reaction.',
      'Avoid alcohol until your liver tests are normal.',
      'If you may have taken too much paracetamol, go to the emergency department now or call the Poisons Information Centre on 13 11 26.',
    ],
  },
];
