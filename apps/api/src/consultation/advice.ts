/** What a patient can do now, and when to get help in person, for each DDXPlus condition. */
export interface ConditionAdvice {
  care: string;
  /** Completes "See a doctor in person, or call 000 in an emergency, if …". */
  seekHelp: string;
}

const EMERGENCY: ConditionAdvice = {
  care: 'This needs to be checked in an emergency department now. Please call 000 or have someone take you; do not drive yourself.',
  seekHelp: 'you have any trouble breathing, chest pain, fainting or feel worse: call 000 straight away',
};
const HEART: ConditionAdvice = {
  care: 'Rest and avoid exertion until a doctor has checked your heart, ideally today. Keep a note of when symptoms come and go.',
  seekHelp: 'chest pain lasts more than 10 minutes, comes on at rest, or comes with sweating, breathlessness or fainting: call 000',
};
const COLD: ConditionAdvice = {
  care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for fever or aches. Honey in warm water and saline nose spray can ease a cough and a blocked nose. Stay home while you are unwell to avoid spreading it.',
  seekHelp: 'you find it hard to breathe, have chest pain, a fever for more than 3 days, cannot keep fluids down, or are not improving after 10 days',
};
const THROAT: ConditionAdvice = {
  care: 'Rest your voice, sip warm drinks, suck lozenges, and gargle with salt water. Paracetamol or ibuprofen help with the pain.',
  seekHelp: 'you cannot swallow your saliva, are drooling, have a muffled voice, trouble breathing, or a high fever',
};
const CHEST_INFECTION: ConditionAdvice = {
  care: 'Rest, drink plenty of fluids, and use paracetamol for fever. Most chest infections need a doctor to decide about antibiotics, so a review is worthwhile.',
  seekHelp: 'you are breathless at rest, have chest pain, cough up blood, feel confused or drowsy, or your lips look blue',
};
const SINUS: ConditionAdvice = {
  care: 'Saline nose rinses, steam, rest and paracetamol or ibuprofen usually help; most sinus infections settle within 10 days without antibiotics.',
  seekHelp: 'you have swelling or redness around the eye, a severe headache, a stiff neck, a high fever, or no improvement after 10 days',
};

const ADVICE: Readonly<Record<string, ConditionAdvice>> = {
  Anaphylaxis: {
    care: 'This may be a severe allergic reaction. If you have an adrenaline auto-injector (EpiPen), use it now, then call 000. Lie down with your legs raised (or sit up if breathing is hard).',
    seekHelp: 'anything gets worse or your breathing is difficult: call 000 straight away',
  },
  Larygospasm: EMERGENCY,
  Ebola: { ...EMERGENCY, care: 'Please call 000 now and tell them about your travel and possible contact with Ebola, so they can prepare. Stay away from other people.' },
  'Possible NSTEMI / STEMI': { ...EMERGENCY, care: 'This could be a heart attack. Call 000 now. If you are not allergic to aspirin, chew one 300 mg tablet while you wait. Do not drive yourself.' },
  'Acute pulmonary edema': EMERGENCY,
  'Spontaneous pneumothorax': EMERGENCY,
  Boerhaave: EMERGENCY,
  Epiglottitis: { ...EMERGENCY, care: 'Please call 000 now. Sit upright, stay calm, and do not try to look in the throat or eat or drink.' },
  'Guillain-Barré syndrome': { ...EMERGENCY, care: 'Weakness that spreads needs to be checked in hospital today. Please go to the emergency department, or call 000 if breathing or swallowing is affected.' },
  Croup: {
    care: 'Keep your child calm and upright, and offer drinks. Croup often needs a single dose of steroid medicine from a doctor, so please have them seen today.',
    seekHelp: 'the noisy breathing happens at rest, the skin between the ribs sucks in, your child is drowsy, drooling or turning pale or blue: call 000',
  },
  PSVT: { ...HEART, care: 'Sit down and rest. Bearing down as if straining on the toilet for 15 seconds can sometimes stop a fast heartbeat. Please see a doctor today.' },
  'Scombroid food poisoning': {
    care: 'This reaction to spoiled fish usually settles within a day. An antihistamine (such as loratadine or cetirizine) can ease flushing and itch. Avoid the rest of that fish.',
    seekHelp: 'you have trouble breathing, swelling of the lips or tongue, faintness or chest pain: call 000',
  },
  Myocarditis: HEART,
  'Acute dystonic reactions': {
    care: 'This is usually a reaction to a recent medicine. Do not take another dose until a doctor has advised you; it can be treated quickly, so please be seen today.',
    seekHelp: 'you have trouble breathing or swallowing, or your tongue or throat feels like it is swelling: call 000',
  },
  'Unstable angina': { ...EMERGENCY, care: 'Chest pain at rest needs to be checked in hospital now. Call 000. If you have angina spray, use it as directed while you wait.' },
  'Stable angina': HEART,
  'Pulmonary embolism': EMERGENCY,
  'Cluster headache': {
    care: 'Breathing high-flow oxygen and certain prescription medicines work well for cluster headaches, so see a doctor for a plan. Avoid alcohol during a cluster period.',
    seekHelp: 'a headache is sudden and severe ("the worst ever"), or comes with weakness, confusion, a stiff neck or fever: call 000',
  },
  'Spontaneous rib fracture': {
    care: 'Pain relief (paracetamol, with ibuprofen if suitable) and gentle deep breaths every hour help prevent a chest infection. A doctor should check why a rib cracked without injury.',
    seekHelp: 'you become short of breath, cough up blood or develop a fever',
  },
  GERD: {
    care: 'Eat smaller meals, avoid eating within 3 hours of bed, raise the head of your bed, and cut back on alcohol, coffee, spicy and fatty food. An antacid from the pharmacy can help.',
    seekHelp: 'you have trouble swallowing, vomit blood, have black stools, lose weight without trying, or have chest pain with exertion',
  },
  'HIV (initial infection)': {
    care: 'A blood test can confirm or rule this out; a doctor can arrange it confidentially. Use condoms until you have your results.',
    seekHelp: 'you have a high fever that will not settle, a severe headache, or feel very unwell',
  },
  'Inguinal hernia': {
    care: 'Avoid heavy lifting and straining. A doctor can examine it and arrange a surgical review if needed.',
    seekHelp: 'the lump becomes hard, very painful or cannot be pushed back, or you vomit or cannot pass wind: go to the emergency department',
  },
  'Myasthenia gravis': {
    care: 'Rest when weakness comes on and see a doctor soon for tests and treatment.',
    seekHelp: 'you have any trouble breathing or swallowing: call 000',
  },
  'Atrial fibrillation': { ...HEART, care: 'An irregular heartbeat should be checked by a doctor today with an ECG. Avoid alcohol and caffeine meanwhile.' },
  Bronchiectasis: { ...CHEST_INFECTION, care: 'Keep up airway clearance (breathing exercises, huffing), drink fluids, and see a doctor about antibiotics for a flare.' },
  Chagas: {
    care: 'A blood test can confirm this infection; a doctor can arrange it and refer you for treatment.',
    seekHelp: 'you have chest pain, palpitations, fainting or swelling of the legs',
  },
  Tuberculosis: {
    care: 'A doctor should arrange a chest X-ray and sputum tests soon. Until then, cover your coughs and limit close contact with others.',
    seekHelp: 'you cough up blood or become short of breath',
  },
  'Bronchospasm / acute asthma exacerbation': {
    care: 'Use your reliever puffer (e.g. Ventolin): 4 puffs through a spacer, one at a time, 4 breaths each. Sit upright and stay calm. If there is no improvement, repeat every 4 minutes (asthma first aid).',
    seekHelp: 'you cannot speak in full sentences, your reliever is not helping, or your lips turn blue: call 000',
  },
  'Acute COPD exacerbation / infection': {
    care: 'Use your reliever inhaler as your action plan says, rest, and see a doctor today about steroids or antibiotics.',
    seekHelp: 'you are much more breathless than usual, drowsy or confused, or your lips turn blue: call 000',
  },
  Influenza: {
    ...COLD,
    care: 'Rest, drink plenty of fluids, and use paracetamol or ibuprofen for fever and aches. Stay home until the fever has gone. Antiviral medicine can help if started within 48 hours, especially for people at higher risk, so ask a doctor.',
  },
  Pneumonia: CHEST_INFECTION,
  Bronchiolitis: {
    care: 'Offer small, frequent feeds, clear the nose with saline drops, and keep your baby upright for feeds. Most babies improve after 3 to 5 days.',
    seekHelp: 'your baby struggles to breathe, pauses in breathing, feeds less than half the usual amount, has fewer wet nappies, or looks pale or blue: call 000',
  },
  'Pulmonary neoplasm': {
    care: 'These symptoms need tests such as a chest X-ray or CT scan. A doctor can arrange them and a specialist referral without delay.',
    seekHelp: 'you cough up blood, become short of breath, or have chest pain',
  },
  'Pancreatic neoplasm': {
    care: 'These symptoms need blood tests and a scan soon. A doctor can arrange them and a specialist referral.',
    seekHelp: 'your skin or eyes turn yellow, you have severe tummy pain, or you vomit repeatedly',
  },
  Anemia: {
    care: 'A blood test can check your iron and blood count. Iron-rich foods (red meat, legumes, leafy greens) help; do not start iron tablets before the test.',
    seekHelp: 'you faint, have chest pain, become very breathless, or notice black stools or heavy bleeding',
  },
  'Viral pharyngitis': THROAT,
  'Whooping cough': {
    care: 'Whooping cough is treated with antibiotics and is very contagious, especially to babies; see a doctor soon and stay away from infants and pregnant women.',
    seekHelp: 'coughing fits make you (or your child) turn blue, stop breathing, or vomit repeatedly: call 000',
  },
  'Acute laryngitis': { ...THROAT, care: 'Rest your voice (do not whisper), drink plenty of fluids, breathe steam, and avoid smoking. It usually settles within a week.' },
  'Allergic sinusitis': {
    care: 'A non-drowsy antihistamine or a steroid nose spray from the pharmacy usually helps, along with saline rinses and avoiding your triggers.',
    seekHelp: 'you develop wheeze or shortness of breath, or symptoms do not improve with treatment',
  },
  'Localized edema': {
    care: 'Raise the swollen part when you rest and avoid standing still for long. A doctor should check the cause.',
    seekHelp: 'the swelling is sudden, in the face, lips or tongue, in one leg with pain or redness, or comes with breathlessness: call 000',
  },
  SLE: {
    care: 'Protect your skin from the sun, rest when you need to, and see a doctor for blood tests and a specialist referral.',
    seekHelp: 'you have chest pain, shortness of breath, swelling of the legs, or a high fever',
  },
  'Acute otitis media': {
    care: 'Paracetamol or ibuprofen ease the pain. Most ear infections settle within 3 days without antibiotics.',
    seekHelp: 'there is swelling or redness behind the ear, a stiff neck, drowsiness, a high fever, or no improvement after 2 to 3 days',
  },
  Bronchitis: { ...COLD, care: 'Rest, drink fluids, and use honey and warm drinks for the cough. Antibiotics rarely help bronchitis; the cough can last 2 to 3 weeks. Avoid smoking.' },
  'Acute rhinosinusitis': SINUS,
  Sarcoidosis: {
    care: 'A doctor can arrange a chest X-ray and blood tests and a specialist referral.',
    seekHelp: 'you become more breathless, have chest pain or palpitations, or your eyes become painful or red',
  },
  Pericarditis: { ...HEART, care: 'A doctor should check your heart with an ECG today. Anti-inflammatory medicine usually helps; rest and avoid exercise until then.' },
  'Panic attack': {
    care: 'Slow breathing helps: breathe in for 4 counts, hold for 4, out for 6. Panic attacks are frightening but not dangerous, and they pass. Talking to a GP or a psychologist, or calling Beyond Blue on 1300 22 4636, can help stop them coming back.',
    seekHelp: 'you have chest pain that does not settle, faint, or have thoughts of harming yourself (call Lifeline on 13 11 14, or 000 in an emergency)',
  },
  URTI: COLD,
  'Chronic rhinosinusitis': { ...SINUS, care: 'Daily saline rinses and a steroid nose spray used regularly for several weeks usually help. A doctor can review if it keeps coming back.' },
};

const GENERAL: ConditionAdvice = {
  care: 'Rest, drink fluids, and use paracetamol for pain or fever if you need it.',
  seekHelp: 'you feel worse, develop new symptoms, or are not improving in a few days',
};

export function adviceFor(pathology: string): ConditionAdvice {
  return ADVICE[pathology] ?? GENERAL;
}
