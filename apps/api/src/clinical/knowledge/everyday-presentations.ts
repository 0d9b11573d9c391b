import { IBUPROFEN, PANTOPRAZOLE, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication } from './types.js';
import { ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * Everyday presentations across body systems: persistent hiccups, heat rash, episcleritis, lichen planus,
 * geographic tongue, jumper's knee, iliotibial band syndrome, distal biceps rupture, a brief resolved
 * unexplained event in a baby, occipital neuralgia and a broken cheekbone (Therapeutic Guidelines; Australian
 * Medicines Handbook; Murtagh's General Practice; DermNet; Rosen's Emergency Medicine; AAP BRUE guideline
 * 2016 and the RCH clinical practice guideline; ICHD-3).
 */

const SHORT_IBUPROFEN: Medication = {
  ...IBUPROFEN,
  duration: 'up to 7 days at a time',
  alternative: true,
};

const METOCLOPRAMIDE_HICCUPS: Medication = {
  name: 'Metoclopramide',
  dose: '10 mg',
  route: 'oral',
  frequency: 'three times a day',
  duration: 'up to 5 days',
  cautions:
    'Can cause acute dystonic reactions, especially in young women and people under 20; not with Parkinson disease, epilepsy or bowel obstruction.',
};

const BACLOFEN_HICCUPS: Medication = {
  name: 'Baclofen',
  dose: '5 to 10 mg',
  route: 'oral',
  frequency: 'three times a day',
  duration: 'a few days, then stop once the hiccups have settled',
  cautions: 'Drowsiness, dizziness and confusion, especially in older people and with kidney impairment.',
  alternative: true,
  needsMoreInfo: 'Check kidney function and other sedating medicines before prescribing.',
};

const HYDROCORTISONE_1: Medication = {
  name: 'Hydrocortisone 1% cream',
  dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: 'once or twice daily',
  duration: 'up to 7 days',
  cautions: 'Mild potency: suitable for skin folds and babies over a short course; not on broken or infected skin.',
};

const CALAMINE: Medication = {
  name: 'Calamine lotion',
  dose: 'a thin layer (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: 'as often as needed',
  duration: 'while itchy',
  cautions: 'Drying; stop if it stings. Not on broken skin.',
  alternative: true,
};

const LUBRICANT_DROPS: Medication = {
  name: 'Carmellose sodium 0.5% eye drops (preservative-free)',
  dose: '1 to 2 drops',
  route: 'into the affected eye',
  frequency: '4 times a day and as needed',
  duration: 'until the redness settles, usually 1 to 3 weeks',
  cautions: 'May blur vision briefly after each drop.',
};

const BETAMETHASONE_DIPROPIONATE: Medication = {
  name: 'Betamethasone dipropionate 0.05% ointment',
  dose: 'a thin layer on the spots (1 fingertip unit covers 2 adult palm areas)',
  route: 'topical',
  frequency: 'once daily',
  duration: 'up to 4 weeks, then step down as it settles',
  cautions: 'Potent: not on the face, skin folds or genitals; skin thinning with long use.',
};

const TRIAMCINOLONE_ORAL_PASTE: Medication = {
  name: 'Triamcinolone acetonide 0.1% oral paste',
  dose: 'a thin film (about 1 cm of paste) on the sore patches',
  route: 'to the inside of the mouth',
  frequency: 'two to three times a day, after meals and at bedtime',
  duration: 'up to 2 weeks at a time',
  cautions: 'Can encourage oral thrush; stop and review if the patches do not improve.',
  needsMoreInfo: 'Only for sore (erosive) patches in the mouth; painless lacy patches need no treatment.',
};

const CETIRIZINE: Medication = {
  name: 'Cetirizine',
  dose: '10 mg',
  route: 'oral',
  frequency: 'once daily',
  duration: 'while itchy',
  cautions: 'Mild drowsiness in some people; halve the dose in kidney impairment.',
  alternative: true,
};

const BENZYDAMINE: Medication = {
  name: 'Benzydamine 0.15% mouthwash',
  dose: '15 mL',
  route: 'rinse in the mouth and spit out',
  frequency: 'every 1.5 to 3 hours when sore',
  duration: 'while the tongue is sore',
  cautions: 'Stings at first; dilute with water if it does; do not swallow.',
};

const AMITRIPTYLINE_NERVE_PAIN: Medication = {
  name: 'Amitriptyline',
  dose: '10 mg',
  route: 'oral',
  frequency: 'at night, increasing slowly to 25 to 50 mg if needed',
  duration: 'a trial of 6 to 8 weeks',
  cautions:
    'Drowsiness, dry mouth and constipation; avoid in heart block and recent heart attack; dangerous in overdose; falls in older people.',
  alternative: true,
  needsMoreInfo:
    'Check for heart disease, suicide risk and interacting medicines (serotonergic drugs) before starting.',
};

export const EVERYDAY_PRESENTATIONS: ConditionManagement[] = [
  {
    condition: 'persistent_hiccups',
    care: 'Try simple things that interrupt the hiccup reflex: sip iced water, swallow a teaspoon of sugar, hold your breath, or breathe into cupped hands for a short while. Eat small meals slowly, avoid fizzy drinks and alcohol, and treat any heartburn.',
    seekHelp:
      'you have trouble swallowing, chest pain, weight loss, vomiting, weakness, numbness or slurred speech, or the hiccups go on for more than a few days',
    approach:
      'Persistent hiccups (over 48 hours): review medicines (corticosteroids, benzodiazepines, opioids), alcohol and reflux; examine the ears, throat, chest, abdomen and nervous system; FBC, UEC, calcium, glucose, LFTs and a chest x-ray; treat reflux; metoclopramide or baclofen for symptom control (chlorpromazine in hospital). Intractable hiccups (over a month) or neurological or thoracic signs need CT of the chest or brain, or endoscopy.',
    investigations: [
      {
        name: 'FBC, UEC, calcium, magnesium, glucose and LFTs',
        subtype: 'pathology',
        when: 'hiccups lasting more than 48 hours',
      },
      { name: 'Chest x-ray', subtype: 'imaging', when: 'hiccups lasting more than 48 hours' },
      {
        name: 'CT of the chest or brain, or gastroscopy',
        subtype: 'imaging',
        when: 'hiccups beyond a month, or with difficulty swallowing, weight loss or neurological signs',
      },
    ],
    medications: [
      {
        ...PANTOPRAZOLE,
        needsMoreInfo: 'Whether there is heartburn or reflux: the first step when there is.',
      },
      METOCLOPRAMIDE_HICCUPS,
      BACLOFEN_HICCUPS,
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed; a day or two if the hiccups are keeping the person from sleeping.',
    },
    referrals: [
      GP_REVIEW('examination and blood tests for hiccups lasting more than 48 hours', 'urgent'),
      {
        kind: 'specialist',
        to: 'Gastroenterologist or general physician',
        urgency: 'routine',
        reason: 'hiccups beyond a month, or not settling with treatment',
      },
    ],
    advice: [
      'Most hiccups stop on their own; ones lasting more than 2 days deserve a check-up.',
      'Big meals, fizzy drinks, alcohol and smoking can set them off.',
    ],
  },
  {
    condition: 'miliaria',
    care: 'Cool the skin: move somewhere cool or air-conditioned, take cool showers, wear loose cotton clothes and let the skin dry in the air. Do not put thick creams or ointments on it. For a baby, take off extra layers and wraps. Calamine lotion soothes the prickling; a little hydrocortisone 1% cream can help a very itchy patch.',
    seekHelp:
      'the spots fill with pus, become painful, red and spreading, or there is a fever, or a baby is unwell, floppy or not feeding',
    approach:
      'Miliaria (sweat duct occlusion in heat, humidity or over-wrapping): clinical diagnosis; cool the environment, loose clothing, avoid occlusive emollients; calamine or a short course of a mild topical corticosteroid for itch; treat secondary infection (miliaria pustulosa, periporitis) if present. Consider other causes if a fever or an unwell child.',
    investigations: [],
    medications: [HYDROCORTISONE_1, CALAMINE],
    certificate: { suggestedDays: 1, note: 'Rarely needed: heat rash does not stop work or school.' },
    referrals: [GP_REVIEW('a rash not settling within a week of cooling down, or signs of infection')],
    advice: [
      'Heat rash settles within a few days once the skin is kept cool.',
      'Dress babies in one more layer than you are wearing, not many more.',
      'Drink plenty of water in hot weather.',
    ],
  },
  {
    condition: 'episcleritis',
    care: 'Episcleritis usually settles by itself in 1 to 3 weeks. Cool compresses and lubricating eye drops ease the discomfort; ibuprofen helps if it aches. It is not infectious.',
    seekHelp:
      'the pain becomes severe or deep and boring, keeps you awake, your vision becomes blurred, light hurts your eyes, or the whole eye becomes red: see a doctor the same day',
    approach:
      'Episcleritis (sectoral redness of the white of the eye, mild discomfort, tender, normal vision, no discharge): clinical diagnosis; blanching of the vessels with phenylephrine 2.5% and mobility over the sclera separate it from scleritis; lubricants and cool compresses; an oral NSAID for discomfort; recurrent or persistent cases need an eye review and a search for an associated autoimmune disease. Severe pain, reduced vision or photophobia: same-day ophthalmology for scleritis or uveitis.',
    investigations: [
      {
        name: 'ESR, CRP, rheumatoid factor and ANA',
        subtype: 'pathology',
        when: 'recurrent episodes, or with joint pains or other signs of autoimmune disease',
      },
    ],
    medications: [LUBRICANT_DROPS, SHORT_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'Usually none: it is not contagious.' },
    referrals: [
      GP_REVIEW('examination of the eye to confirm episcleritis rather than scleritis or iritis'),
      {
        kind: 'specialist',
        to: 'Ophthalmologist',
        urgency: 'routine',
        reason: 'not settling within 3 weeks, or recurrent episodes',
      },
    ],
    advice: [
      'It is harmless to the eye and usually clears without treatment.',
      'It can come back; see a doctor if it does often.',
    ],
  },
  {
    condition: 'lichen_planus',
    care: 'A strong steroid ointment applied to the spots once a day usually settles the itch and the rash; an antihistamine at night can help the itch. In the mouth, avoid spicy and acidic foods, keep your teeth and gums clean, and use a mild toothpaste.',
    seekHelp:
      'a sore in the mouth does not heal within 3 weeks, a lump appears, you have blisters or sores on the genitals, or the rash spreads widely',
    approach:
      'Lichen planus (flat-topped violaceous pruritic papules with Wickham striae; reticular white oral lesions): clinical diagnosis, with biopsy when uncertain; review medicines (lichenoid drug eruption: thiazides, ACE inhibitors, antimalarials); hepatitis C serology; potent topical corticosteroid for skin lesions, topical corticosteroid paste for erosive oral disease; dermatology for widespread, genital or refractory disease; oral lichen planus needs dental or oral medicine review yearly because of the small risk of oral cancer.',
    investigations: [
      { name: 'Hepatitis C serology', subtype: 'pathology', when: 'at diagnosis (an association)' },
      {
        name: 'Skin or mouth biopsy',
        subtype: 'other',
        when: 'if the diagnosis is uncertain, or a mouth lesion is ulcerated, thickened or not healing',
      },
    ],
    medications: [BETAMETHASONE_DIPROPIONATE, TRIAMCINOLONE_ORAL_PASTE, CETIRIZINE],
    certificate: { suggestedDays: 1, note: 'Rarely needed: lichen planus is not contagious.' },
    referrals: [
      GP_REVIEW('examination, and biopsy if the diagnosis is uncertain'),
      {
        kind: 'specialist',
        to: 'Dermatologist',
        urgency: 'routine',
        reason: 'widespread, genital or treatment-resistant lichen planus',
      },
      {
        kind: 'specialist',
        to: 'Dentist or oral medicine specialist',
        urgency: 'routine',
        reason: 'yearly check of lichen planus in the mouth',
      },
    ],
    advice: [
      'It is not infectious and not caused by anything you did.',
      'Skin lichen planus often clears within 1 to 2 years, sometimes leaving brown marks that fade slowly.',
      'Avoid scratching and injuring the skin: new spots can form along scratches.',
      'Do not smoke: it raises the small risk of mouth cancer.',
    ],
  },
  {
    condition: 'geographic_tongue',
    care: 'Geographic tongue is harmless and needs no treatment. If it stings, avoid spicy, acidic and very hot foods, and toothpastes with strong flavours; a benzydamine mouthwash eases soreness.',
    seekHelp:
      'a patch or sore on the tongue stays in the same place for more than 3 weeks, becomes a lump or bleeds, or eating becomes difficult',
    approach:
      'Geographic tongue (benign migratory glossitis): clinical diagnosis from migratory, smooth, depapillated red patches with white serpiginous borders; reassurance; avoid triggers; benzydamine rinse for symptoms; check for nutritional deficiency (iron, B12, folate) if the tongue is sore and smooth all over; any fixed lesion over 3 weeks needs review for other causes.',
    investigations: [
      {
        name: 'FBC, iron studies, B12 and folate',
        subtype: 'pathology',
        when: 'if the whole tongue is smooth and sore, or there are signs of anaemia',
      },
    ],
    medications: [BENZYDAMINE],
    certificate: { suggestedDays: 1, note: 'Not needed for geographic tongue itself.' },
    referrals: [
      GP_REVIEW('a tongue patch fixed in one place for more than 3 weeks'),
      {
        kind: 'specialist',
        to: 'Dentist',
        urgency: 'routine',
        reason: 'review of the tongue at the next dental check',
      },
    ],
    advice: [
      'It is common, harmless and not contagious, and it does not turn into cancer.',
      'It often comes and goes for years.',
    ],
  },
  {
    condition: 'patellar_tendinopathy',
    care: 'Cut back jumping and heavy landing for now, but keep the leg strong: holding a wall sit or a leg press still for 30 to 45 seconds, 5 times, often eases the pain for hours. A physiotherapist can set a program that builds the tendon up over 3 months. Ice after sport and paracetamol help the pain.',
    seekHelp:
      'the knee swells, locks or gives way, you felt a pop and cannot straighten the leg, or the pain is not improving after 3 months of exercises',
    approach:
      "Patellar tendinopathy (jumper's knee: pain localised to the inferior pole of the patella with loading): clinical diagnosis (single-leg decline squat painful); load management, isometric then progressive heavy slow resistance and energy-storage loading over 12 weeks, return to jumping graded by pain; analgesia; avoid corticosteroid injection into the tendon (rupture); ultrasound or MRI if atypical or not improving.",
    investigations: [
      {
        name: 'Ultrasound of the patellar tendon',
        subtype: 'imaging',
        when: 'if the diagnosis is uncertain or it has not improved after 3 months of rehabilitation',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed for desk work; modified duties for jobs that need kneeling, squatting or climbing.',
    },
    referrals: [
      PHYSIO('progressive tendon-loading program for patellar tendinopathy'),
      {
        kind: 'specialist',
        to: 'Sport and exercise physician',
        urgency: 'routine',
        reason: 'not improving after 3 months of a loading program',
      },
    ],
    advice: [
      'Tendons improve with the right load, not with complete rest: keep exercising within a pain of 3 out of 10 or less.',
      'Pain that settles by the next morning means the load was about right.',
      'Recovery usually takes 3 months or more; it is common to keep playing at a reduced level.',
    ],
  },
  {
    condition: 'iliotibial_band_syndrome',
    care: 'Cut back your running or cycling distance and avoid hills and downhill running until it settles; ice the outer knee after activity. Strengthening the hip muscles (side-lying leg raises, clams, side planks) and gentle foam rolling of the outer thigh help. Check your shoes and bike set-up. Paracetamol or ibuprofen for a few days can help the pain.',
    seekHelp:
      'the knee swells, locks or gives way, the pain stops you walking, or it has not improved after 6 weeks of changes to training',
    approach:
      'Iliotibial band syndrome (lateral knee pain at a set distance in runners and cyclists, tender over the lateral femoral epicondyle, no effusion): clinical diagnosis; relative rest and training modification, hip abductor strengthening, gait and bike-fit review, analgesia; a corticosteroid injection at the epicondyle for persistent pain; imaging only if atypical (lateral meniscus, stress fracture).',
    investigations: [
      {
        name: 'MRI of the knee',
        subtype: 'imaging',
        when: 'if there is swelling or locking, or it has not settled after 6 to 8 weeks of treatment',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN],
    certificate: { suggestedDays: 1, note: 'Rarely needed: most people work normally while it settles.' },
    referrals: [
      PHYSIO('training modification, hip strengthening and running or cycling technique'),
      GP_REVIEW('a steroid injection or imaging for pain persisting beyond 6 to 8 weeks'),
    ],
    advice: [
      'Increase running distance by no more than about 10% a week.',
      'Run on flat, even surfaces and change direction on a track regularly.',
      'Most people are back to full training within 6 to 8 weeks.',
    ],
  },
  {
    condition: 'distal_biceps_rupture',
    care: 'Rest the arm in a sling for comfort, apply ice wrapped in a cloth for 15 to 20 minutes every few hours, and take paracetamol. Do not lift with that arm. It needs to be seen within a day or two: a torn tendon is best repaired in the first 2 to 3 weeks.',
    seekHelp:
      'the hand becomes numb, cold, pale or blue, the forearm becomes very swollen and tight, or the pain is severe and getting worse: go to the emergency department now',
    approach:
      'Suspected distal biceps tendon rupture (pop at the front of the elbow lifting against resistance, bruising in the antecubital fossa, retracted biceps, weak supination; positive hook test): x-ray to exclude an avulsion fracture, ultrasound or MRI to confirm and grade; urgent referral to an upper limb or orthopaedic surgeon, as surgical repair is best within 2 to 3 weeks in active patients; non-operative care (loss of some supination and flexion strength) for low-demand patients.',
    investigations: [
      { name: 'X-ray of the elbow', subtype: 'imaging', when: 'within a day or two' },
      {
        name: 'Ultrasound or MRI of the distal biceps tendon',
        subtype: 'imaging',
        when: 'within days, to confirm a complete tear before surgical review',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN],
    certificate: {
      suggestedDays: 7,
      note: 'Usually 1 to 2 weeks for desk work; 3 to 4 months for heavy manual work after a repair.',
    },
    referrals: [
      {
        kind: 'specialist',
        to: 'Orthopaedic upper limb surgeon',
        urgency: 'urgent',
        reason: 'suspected complete distal biceps rupture: repair is best within 2 to 3 weeks',
      },
      GP_REVIEW('examination (hook test) and arranging imaging', 'urgent'),
    ],
    advice: [
      'Do not wait to see if it gets better: the tendon pulls back and is harder to repair after a few weeks.',
      'Bending the elbow is still possible with the other muscles; strength turning the palm up is what is lost.',
    ],
  },
  {
    condition: 'brue',
    childhood: true,
    care: 'Take your baby to the emergency department today to be checked, even though they seem well now. If it happens again, or your baby is not breathing, stays floppy, blue or hard to wake, call 000 and start CPR if they are not breathing.',
    seekHelp:
      'the episode happens again, your baby is not breathing normally, is floppy, blue, pale or hard to wake, has a fever or a fit, or is not feeding: call 000',
    approach:
      'Brief resolved unexplained event (under 1 year, under 1 minute of apnoea, colour change, altered tone or responsiveness, now back to baseline, no explanation found): careful history (feeding, choking, reflux, the position, sleep environment, medicines, family history of sudden death), full examination including for injury (non-accidental injury); AAP lower-risk criteria (over 60 days, born at 32 weeks or more, first event, under 1 minute, no CPR, normal examination): a short observation with pulse oximetry, consider ECG and pertussis testing, educate and arrange follow-up in 24 hours; higher-risk infants are admitted for monitoring and investigation.',
    investigations: [
      { name: 'Period of observation with continuous pulse oximetry', subtype: 'other', when: 'in hospital, today' },
      { name: '12-lead ECG (QT interval)', subtype: 'other', when: 'in hospital' },
      {
        name: 'Pertussis PCR',
        subtype: 'pathology',
        when: 'if there is a cough, a contact with whooping cough, or the baby is not vaccinated',
      },
    ],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: "A carer's certificate for the day in hospital and the follow-up visit; longer if admitted.",
    },
    referrals: [
      ED_TODAY('brief resolved unexplained event in an infant: examination and observation'),
      GP_REVIEW('review within 24 hours after discharge', 'urgent'),
    ],
    advice: [
      'Put your baby to sleep on their back, in their own cot, with a firm flat mattress and no pillows or soft toys.',
      'Keep your baby away from cigarette smoke.',
      'Learning baby CPR is worthwhile for every parent.',
      'Most babies who have one of these episodes are well and never have another.',
    ],
  },
  {
    condition: 'occipital_neuralgia',
    care: 'Heat on the back of the neck, gentle neck stretches and a good posture at the desk help; avoid pressure on the back of the head (a soft pillow). Paracetamol or ibuprofen can ease the aching between the shooting pains. A doctor can inject local anaesthetic around the nerve, which often gives relief for weeks.',
    seekHelp:
      'you get a sudden severe headache, a fever with a stiff neck, weakness, numbness, trouble walking, changes in vision, or the pain follows a recent head or neck injury and is getting worse',
    approach:
      'Occipital neuralgia (ICHD-3: paroxysmal shooting or stabbing pain in the distribution of the greater or lesser occipital nerve, tender nerve, relieved by local anaesthetic block): examine for neurological signs and cervical spine disease; physiotherapy and posture, simple analgesia; greater occipital nerve block with local anaesthetic (with or without corticosteroid) is diagnostic and therapeutic; a neuropathic agent (amitriptyline) for recurrent pain; MRI of the cervical spine and posterior fossa if atypical or with neurological signs.',
    investigations: [
      {
        name: 'MRI of the cervical spine and brain (posterior fossa)',
        subtype: 'imaging',
        when: 'only with neurological signs, atypical or progressive pain, or no response to a nerve block',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN, AMITRIPTYLINE_NERVE_PAIN],
    certificate: { suggestedDays: 1, note: 'A day or two during a bad spell of attacks.' },
    referrals: [
      GP_REVIEW('examination and a greater occipital nerve block'),
      PHYSIO('neck mobility and posture'),
      {
        kind: 'specialist',
        to: 'Neurologist or pain specialist',
        urgency: 'routine',
        reason: 'pain not controlled by nerve blocks and medicines',
      },
    ],
    advice: [
      'The pains are from an irritated nerve, not from anything dangerous in the brain.',
      'Long periods looking down at a screen or phone can aggravate it.',
    ],
  },
  {
    condition: 'zygomatic_fracture',
    care: 'Go to an emergency department today for a scan of the face. Until then, hold an ice pack wrapped in a cloth on the cheek for 15 to 20 minutes at a time, keep your head up, and take paracetamol. Do not blow your nose: if the eye socket is broken, air can be forced into the tissues around the eye.',
    seekHelp:
      'your vision becomes blurred or double, the eye bulges or is very painful, you become drowsy or vomit, or you have a nosebleed that will not stop: call 000 or go to the emergency department now',
    approach:
      'Suspected zygomaticomaxillary complex fracture (blow to the cheek: flattened malar eminence, infraorbital numbness, trismus, malocclusion, periorbital bruising, subconjunctival haemorrhage): assess for head and cervical spine injury; check visual acuity, eye movements (orbital floor entrapment), globe position and retrobulbar haemorrhage; CT of the facial bones; maxillofacial referral: displaced fractures are fixed once the swelling settles (within 1 to 2 weeks); avoid nose blowing; ophthalmology for any eye findings.',
    investigations: [
      { name: 'CT of the facial bones', subtype: 'imaging', when: 'today' },
      {
        name: 'Visual acuity and eye movement examination',
        subtype: 'other',
        when: 'today, and again if vision changes',
      },
    ],
    medications: [PARACETAMOL, SHORT_IBUPROFEN],
    certificate: {
      suggestedDays: 7,
      note: 'Usually about 1 week; longer after surgery. No contact sport for at least 6 weeks.',
    },
    referrals: [
      ED_TODAY('suspected cheekbone fracture: CT of the face and an eye examination'),
      {
        kind: 'specialist',
        to: 'Maxillofacial or plastic surgeon',
        urgency: 'urgent',
        reason: 'displaced zygomatic or orbital floor fracture, numbness, a bite that does not meet or double vision',
      },
    ],
    advice: [
      'Eat soft food while it is sore to chew.',
      'Sleep with your head raised for the first few nights to reduce swelling.',
      'If you were assaulted, you can report it to the police and ask for support services.',
    ],
  },
];
