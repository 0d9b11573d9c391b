import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_NOW, ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A seventh set of everyday presentations: a surgical wound infection, recurrent corneal erosion, an adult's
 * watering eye, statin muscle symptoms, antidepressant discontinuation, drug photosensitivity, a post-dural
 * puncture headache, polymorphic eruption of pregnancy, a rectus diastasis, vulvodynia, Peyronie's disease, an
 * auricular haematoma, an infected ear piercing, a post-tonsillectomy bleed, spondylolysis, radial nerve palsy,
 * delayed sleep phase, separation anxiety, neonatal acne, dry mouth, faecal incontinence and dentine
 * hypersensitivity (Therapeutic Guidelines; Australian Medicines Handbook; NICE CKS; RANZCO; RANZCOG; RCH
 * Clinical Practice Guidelines; DermNet; Heart Foundation; Murtagh's General Practice; Oxford Handbooks).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const CEPHALEXIN: Medication = {
  name: 'Cefalexin',
  dose: '500 mg (child 12.5 mg/kg up to 500 mg)',
  route: 'oral',
  frequency: 'every 6 hours',
  duration: '5 days, then review',
  cautions:
    'Avoid with immediate (anaphylactic) penicillin allergy: use the alternative. Reduce the dose in severe kidney impairment.',
  needsMoreInfo: 'allergies, the operation and the surgical team’s advice (deep or implant wounds are theirs to treat)',
};

const CIPROFLOXACIN_EAR: Medication = {
  name: 'Ciprofloxacin',
  dose: '500 mg (adults; children by specialist advice)',
  route: 'oral',
  frequency: 'every 12 hours',
  duration: '7 to 10 days',
  cautions:
    'Covers Pseudomonas, the usual cause of cartilage infection. Tendon rupture (more so over 60 and with steroids), QT prolongation, interactions (warfarin, theophylline); avoid in pregnancy.',
  needsMoreInfo: 'age, pregnancy, allergies and whether the cartilage (not just the lobe) is involved',
};

const FLUCLOXACILLIN: Medication = {
  name: 'Flucloxacillin',
  dose: '500 mg (child 12.5 mg/kg up to 500 mg)',
  route: 'oral',
  frequency: 'every 6 hours, on an empty stomach',
  duration: '5 days, then review',
  cautions: 'Not with penicillin allergy; cholestatic jaundice is rare (more over 50 and with longer courses).',
  alternative: true,
};

export const EVERYDAY_PRESENTATIONS_7: ConditionManagement[] = [
  {
    condition: 'surgical_wound_infection',
    care: 'Keep the wound clean and dry with a fresh dressing, do not squeeze it, and contact the surgical team or your doctor today. Draw around the edge of the redness with a pen so you can see if it spreads.',
    seekHelp:
      'the redness spreads quickly, you have a fever with shivers, feel faint, confused or very unwell, the wound opens up, a lot of pus comes out, the pain becomes severe, or after a joint replacement the joint becomes hot, swollen and hard to move',
    approach:
      'Surgical site infection (NICE CKS; eTG surgical site infections): examine the wound (erythema extent, fluctuance, dehiscence, deep tenderness) and the patient (sepsis screen); superficial incisional infection: swab any discharge, open and drain a collection, oral antibiotics covering Staphylococcus aureus and streptococci (cefalexin or flucloxacillin); deep, organ-space or implant (joint replacement, mesh) infection, dehiscence or sepsis: the operating team or ED today; tell the surgical team of any infection.',
    investigations: [
      { name: 'Wound swab for culture', subtype: 'pathology', when: 'if there is pus or discharge' },
      { name: 'Full blood count and CRP', subtype: 'pathology', when: 'with fever, or if deep infection is possible' },
    ],
    medications: [CEPHALEXIN, FLUCLOXACILLIN, { ...PARACETAMOL, duration: 'while sore' }],
    certificate: {
      suggestedDays: 3,
      note: 'Usually covered by the post-operative certificate; a few more days if feverish or the wound needs daily dressing.',
    },
    referrals: [
      GP_REVIEW('wound review today, and dressing checks until it settles', 'urgent'),
      SPECIALIST(
        'The operating surgeon',
        'any infection after an operation, and urgently after a joint replacement or mesh',
        'urgent',
      ),
      ED_TODAY('fever with shivers, spreading redness, a wound that has opened, or feeling very unwell'),
    ],
    advice: [
      'Some redness right at the wound edge is normal; redness spreading, more pain, heat and pus are not.',
      'Wash your hands before and after touching the dressing.',
      'Finish the antibiotic course unless you are told to stop.',
    ],
  },
  {
    condition: 'recurrent_corneal_erosion',
    care: 'When it happens, keep the eye closed, use lubricating drops often and a simple pain reliever; before sleep put a lubricating eye ointment in the eye, and on waking rub the ointment around gently and open the eye slowly.',
    seekHelp:
      'the pain does not settle within a few hours, your vision stays blurred, the eye becomes red with a sticky discharge, or light hurts a lot (these suggest a new abrasion or an infection)',
    approach:
      'Recurrent corneal erosion (RANZCO; Oxford Handbook of General Practice): history of prior abrasion or dystrophy, symptoms on waking; fluorescein in an acute episode shows a loose or abraded epithelium; lubricating ointment at night for at least 2 to 3 months after the last episode, drops by day; an acute erosion is treated as an abrasion (chloramphenicol ointment while the epithelium is open); frequent or persistent episodes: ophthalmology (bandage contact lens, doxycycline, anterior stromal puncture or phototherapeutic keratectomy).',
    investigations: [
      { name: 'Fluorescein eye examination', subtype: 'other', when: 'during an episode, at a GP or optometrist' },
    ],
    medications: [
      {
        name: 'Paraffin-based lubricating eye ointment (e.g. soft white paraffin with liquid paraffin)',
        dose: 'a 1 cm ribbon into the lower lid',
        route: 'eye',
        frequency: 'every night at bedtime',
        duration: 'for at least 3 months after the last episode',
        cautions: 'Blurs vision for a while after use: put it in at bedtime only.',
      },
      {
        name: 'Chloramphenicol 1% eye ointment',
        dose: 'a 1 cm ribbon into the lower lid',
        route: 'eye',
        frequency: 'three to four times a day',
        duration: 'while the surface is broken during an episode (about 3 to 5 days)',
        cautions: 'Only during an acute erosion; not long term.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day may be needed during a painful episode.' },
    referrals: [
      GP_REVIEW('an eye check with fluorescein during an episode'),
      SPECIALIST('Ophthalmologist', 'episodes still coming despite three months of nightly ointment'),
    ],
    advice: [
      'The surface of the eye has not fully stuck down after the old scratch and can tear open on waking.',
      'Night-time ointment is the most important treatment: keep using it for months after it settles.',
      'Avoid rubbing the eye on waking.',
    ],
  },
  {
    condition: 'adult_watery_eye',
    care: 'Wipe tears downwards and outwards with a clean tissue (wiping up pulls the lid away), use lubricating drops if the eye feels dry or gritty, and wear glasses outdoors in the wind.',
    seekHelp:
      'a red, painful swelling develops at the inner corner of the eye by the nose, there is a sticky discharge, blood in the tears, the eye becomes red and painful, or your vision changes',
    approach:
      'Epiphora in an adult (RANZCO; Murtagh): distinguish overproduction (dry eye with reflex tearing, blepharitis, trichiasis, allergy) from poor drainage (lower lid laxity or ectropion, punctal stenosis, acquired nasolacrimal duct obstruction); examine lid position and lashes; treat dry eye and blepharitis first; refer to ophthalmology or oculoplastics for lid surgery or dacryocystorhinostomy when drainage is blocked and the watering is bothersome; a mass at the medial canthus, bloody tears or a history of sinus or facial surgery need prompt referral.',
    investigations: [
      {
        name: 'Eye examination (lids, puncta, tear film) by a GP or optometrist',
        subtype: 'other',
        when: 'at the first visit',
      },
    ],
    medications: [
      {
        name: 'Hypromellose 0.3% (or carmellose) lubricating eye drops',
        dose: '1 to 2 drops',
        route: 'eye',
        frequency: 'up to four times a day',
        duration: 'ongoing while helpful',
        cautions: 'Preservative-free drops if used more than four times a day.',
        needsMoreInfo: 'whether the eye also feels dry or gritty (reflex tearing from dry eye)',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Not usually a reason for time off; a day at most for an eye examination.' },
    referrals: [
      GP_REVIEW('an eye examination of the lids and tear drainage'),
      SPECIALIST('Ophthalmologist', 'a blocked tear duct or a turned-out lower lid that needs treatment'),
    ],
    advice: [
      'A watery eye in later life is most often a narrowed tear duct or a loose lower lid, not a serious problem.',
      'Dry eyes can paradoxically water a lot: lubricating drops sometimes help.',
      'Surgery can fix a blocked duct or a loose lid if it bothers you.',
    ],
  },
  {
    condition: 'statin_muscle_symptoms',
    care: 'Do not stop your other heart or blood pressure medicines. You can keep taking the statin until you see your doctor unless the pain is severe or you feel weak; paracetamol can ease the aches.',
    seekHelp:
      'your muscles become weak (trouble getting out of a chair or lifting your arms), the pain is severe, or your urine turns dark brown or you pass much less urine',
    approach:
      'Statin-associated muscle symptoms (AMH; Heart Foundation; NICE CKS lipid modification): check CK (and TSH, vitamin D, kidney function), medicines that raise statin levels (macrolides, azoles, fibrates, diltiazem, grapefruit) and exercise; CK over 10 times the upper limit or weakness: stop the statin; otherwise a 2 to 4 week break to see if symptoms resolve, then rechallenge with a lower dose, a different statin (rosuvastatin or pravastatin), alternate-day dosing, or ezetimibe; reassess cardiovascular risk to keep the benefit.',
    investigations: [
      { name: 'Creatine kinase (CK)', subtype: 'pathology', when: 'at the visit' },
      { name: 'TSH, kidney function and vitamin D', subtype: 'pathology', when: 'if the aches persist' },
    ],
    medications: [{ ...PARACETAMOL, duration: 'while the muscles ache' }],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('a CK test and a plan to pause or change the statin'),
      ED_TODAY('weakness, severe pain or dark urine (possible rhabdomyolysis)'),
    ],
    advice: [
      'Muscle aches on a statin are common and often settle with a lower dose or a different statin.',
      'Many people who stop a statin can go back on another one without the aches.',
      'Do not stop a statin for good without talking to your doctor: it protects your heart and brain.',
    ],
  },
  {
    condition: 'antidepressant_discontinuation',
    care: 'If you stopped suddenly or ran out, speak to your doctor about restarting your usual dose: symptoms usually settle within a day or two of restarting. Rest, drink fluids and avoid driving while dizzy.',
    seekHelp:
      'you have thoughts of harming yourself or suicide (call 000 or Lifeline 13 11 14), your low mood or anxiety returns strongly, you become confused, very agitated, feverish or have jerking muscles',
    approach:
      'Antidepressant discontinuation syndrome (AMH; NICE CKS depression; RANZCP): symptoms within days of stopping or missing an SSRI/SNRI (paroxetine, venlafaxine most often): dizziness, brain zaps, nausea, flu-like symptoms, irritability, insomnia, vivid dreams; distinguish relapse (later, gradual, persistent) and serotonin toxicity; reinstate the previous dose, then taper slowly over weeks to months (longer for paroxetine, venlafaxine); a switch to fluoxetine can ease the taper; review the reasons to stop and assess mood and suicide risk.',
    investigations: [],
    medications: [
      {
        name: 'The antidepressant the patient was taking (restart at the previous dose)',
        dose: 'the previous daily dose (1 dose a day as before)',
        route: 'oral',
        frequency: 'as before',
        duration: 'until a planned, slow taper over weeks to months',
        cautions:
          'Confirm the medicine and dose; check for interactions and serotonin toxicity risk before restarting.',
        needsMoreInfo: 'which antidepressant, the dose, how long it was taken and when it was stopped',
      },
    ],
    certificate: { suggestedDays: 2, note: 'A day or two while dizzy or unwell; driving may be unsafe while dizzy.' },
    referrals: [
      GP_REVIEW('restart and a slow taper plan, and a review of mood', 'urgent'),
      SPECIALIST('Psychiatrist', 'repeated failed attempts to stop, or a relapse of depression'),
    ],
    advice: [
      'These symptoms are the body adjusting to the medicine stopping; they are not addiction and not dangerous.',
      'Never stop an antidepressant suddenly: reduce slowly with your doctor.',
      'Keep a repeat prescription in hand so you do not run out.',
    ],
  },
  {
    condition: 'drug_photosensitivity',
    care: 'Keep out of the sun while the skin heals, use cool compresses, moisturiser or aloe vera, and take paracetamol or ibuprofen for pain. While on the medicine, cover up and use a broad-spectrum SPF 50+ sunscreen, and avoid the middle of the day.',
    seekHelp:
      'large blisters form, the skin peels in sheets, blisters appear in your mouth or eyes, you become feverish or unwell, or the rash spreads to skin that was covered',
    approach:
      'Drug-induced phototoxicity (DermNet; AMH; eTG dermatology): exaggerated sunburn confined to exposed sites on a photosensitiser (doxycycline, thiazides, amiodarone, NSAIDs, retinoids, St John’s wort); treat as sunburn (cool compresses, emollients, analgesia, a moderate topical corticosteroid for inflammation); review the need for the drug: change to a non-photosensitising alternative where possible (e.g. another antibiotic), or continue with strict sun protection; a spreading eczematous rash to covered skin suggests photoallergy; mucosal involvement or skin loss suggests SJS/TEN.',
    investigations: [],
    medications: [
      { ...IBUPROFEN, duration: 'up to 3 days' },
      {
        name: 'Methylprednisolone aceponate 0.1% cream',
        dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
        route: 'topical, to the burnt skin (not broken skin)',
        frequency: 'once daily',
        duration: 'up to 5 days',
        cautions: 'Not on broken or blistered skin; short courses on the face only.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'A day if the burn is painful or blistered, or for outdoor work.' },
    referrals: [
      GP_REVIEW('review of the medicine causing sun sensitivity, and blistered skin'),
      ED_TODAY('skin peeling in sheets, blisters in the mouth or eyes, or feeling very unwell'),
    ],
    advice: [
      'Some medicines make the skin burn in much less sun than usual; the effect lasts while you take them.',
      'Cover up, wear a hat and use SPF 50+ sunscreen every day while on the medicine.',
      'Do not stop a medicine without asking: an alternative may be possible.',
    ],
  },
  {
    condition: 'post_dural_puncture_headache',
    care: 'Lie flat as much as you need to, drink plenty of fluids, take regular paracetamol (and ibuprofen if it is safe for you), and a cup of coffee may help. Call the hospital or anaesthetic team that did the procedure today.',
    seekHelp:
      'you have a fever, a stiff neck that does not ease lying down, vomiting, confusion, drowsiness, a seizure, weakness, blurred or double vision, high blood pressure, or the headache does not change with position',
    approach:
      'Post-dural puncture headache (Oxford Handbook of Clinical Medicine; RANZCOG postnatal care; ANZCA): orthostatic headache within 5 days of a neuraxial block or lumbar puncture; exclude pre-eclampsia, meningitis, cerebral venous sinus thrombosis and subdural haematoma (fever, focal signs, non-postural headache, hypertension); conservative care with simple analgesia, fluids and caffeine; the anaesthetic team offers an epidural blood patch when severe or persisting beyond 24 to 48 hours.',
    investigations: [
      { name: 'Blood pressure and urine protein', subtype: 'other', when: 'after a birth, to exclude pre-eclampsia' },
    ],
    medications: [
      {
        ...PARACETAMOL,
        frequency: 'every 6 hours regularly (maximum 4 g in 24 hours)',
        duration: 'while the headache lasts',
      },
      {
        ...IBUPROFEN,
        cautions:
          'Safe in breastfeeding. Avoid with peptic ulcer, kidney impairment, NSAID-sensitive asthma or pre-eclampsia, and from 20 weeks of pregnancy.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Days off while unable to stay upright; usually settles within a week or after a blood patch.',
    },
    referrals: [
      SPECIALIST(
        'Anaesthetic team of the hospital that did the procedure',
        'assessment for an epidural blood patch',
        'urgent',
      ),
      ED_TODAY('fever, neck stiffness when lying down, confusion, weakness, a seizure or raised blood pressure'),
    ],
    advice: [
      'A small leak of spinal fluid from the needle causes this headache; it gets better lying down.',
      'Most settle in about a week; a blood patch works quickly if it does not.',
      'It is safe to keep breastfeeding and to take paracetamol and ibuprofen.',
    ],
  },
  {
    condition: 'polymorphic_eruption_pregnancy',
    care: 'Keep cool, wear loose cotton clothes, use a fragrance-free moisturiser often and cool showers. A steroid cream and an antihistamine at night can ease the itch.',
    seekHelp:
      'your palms and soles itch (especially at night), your skin or eyes turn yellow, blisters appear (especially around the belly button), the baby moves less, or you feel unwell',
    approach:
      'Polymorphic eruption of pregnancy (DermNet; RANZCOG; Murtagh): clinical diagnosis of itchy urticarial papules and plaques in the striae, sparing the umbilicus, in late pregnancy; check bile acids and LFTs if itch is generalised or on palms and soles (intrahepatic cholestasis of pregnancy); blisters suggest pemphigoid gestationis (specialist); treat with emollients, moderate-potency topical corticosteroids and a sedating antihistamine at night; resolves within weeks of birth, no fetal risk.',
    investigations: [
      {
        name: 'Serum bile acids and liver function tests',
        subtype: 'pathology',
        when: 'if itch involves the palms or soles, or is widespread',
      },
    ],
    medications: [
      {
        name: 'Methylprednisolone aceponate 0.1% cream',
        dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
        route: 'topical, to the itchy rash',
        frequency: 'once daily',
        duration: 'until settled, up to 2 weeks',
        cautions: 'Safe in pregnancy in the amounts used; not on broken skin.',
      },
      {
        name: 'Loratadine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'while itchy',
        cautions:
          'Considered safe in pregnancy; a sedating antihistamine (promethazine 10 to 25 mg at night) is an option for sleep.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('examination of the rash and bile acids if itch is widespread or on palms and soles'),
      SPECIALIST('Obstetric team', 'blisters, abnormal liver tests or bile acids', 'urgent'),
    ],
    advice: [
      'This rash is common in first pregnancies and twins and does not harm the baby.',
      'It usually settles within a few weeks of the birth.',
      'Itching of the hands and feet without a rash is different and needs a blood test.',
    ],
  },
  {
    condition: 'diastasis_recti',
    care: 'Avoid full sit-ups and heavy straining while it heals, roll to your side to get out of bed, and start gentle deep tummy and pelvic floor exercises. A women’s health physiotherapist can guide a programme.',
    seekHelp:
      'a lump in the tummy stays out, becomes hard or painful, or you start vomiting or cannot pass wind (a hernia may be trapped)',
    approach:
      'Diastasis of the rectus abdominis (RANZCOG postnatal care; Murtagh; healthdirect): measure the inter-rectus distance (finger widths above and below the umbilicus) and examine for umbilical or epigastric hernia; first-line women’s health physiotherapy (transversus and pelvic floor retraining) for at least 3 to 6 months; surgical plication only for a persisting functional problem or an associated hernia, after finishing childbearing.',
    investigations: [
      { name: 'Ultrasound of the abdominal wall', subtype: 'imaging', when: 'if a hernia is suspected' },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      PHYSIO('women’s health physiotherapy for abdominal and pelvic floor retraining'),
      SPECIALIST('General or plastic surgeon', 'a hernia, or persisting problems after a year of physiotherapy'),
    ],
    advice: [
      'Some separation of the tummy muscles is normal after pregnancy and often improves over the first year.',
      'The right exercises help more than sit-ups or crunches, which can make the bulge worse early on.',
      'It is not dangerous, but a lump that stays out needs checking.',
    ],
  },
  {
    condition: 'vulvodynia',
    care: 'Use a gentle soap substitute, avoid perfumed products, douches and tight synthetic clothes, wear cotton underwear, and use a water-based lubricant with sex. A cool gel pack wrapped in cloth can ease burning.',
    seekHelp:
      'you notice sores, white patches, a lump, bleeding, an unusual discharge, or the pain becomes severe or changes',
    approach:
      'Vulvodynia (NICE CKS vulval pain; RANZCOG; DermNet): exclude infection (swabs for candida, BV, STIs, herpes), dermatoses (lichen sclerosus, lichen planus, contact dermatitis) and atrophy; a cotton-swab test localises provoked vestibulodynia; multimodal care: vulval care advice, topical lidocaine 5% before sex, pelvic floor physiotherapy, low-dose amitriptyline or nortriptyline (or gabapentin), psychosexual counselling; refer to a vulval clinic when first-line care fails.',
    investigations: [
      {
        name: 'Vaginal swabs for candida, bacterial vaginosis, STIs and herpes if sores',
        subtype: 'pathology',
        when: 'if not already done',
      },
    ],
    medications: [
      {
        name: 'Lidocaine 5% ointment',
        dose: 'a thin layer (about 1 to 2 cm of ointment)',
        route: 'topical, to the vaginal entrance',
        frequency: '15 to 20 minutes before sex or as needed',
        duration: 'ongoing as needed',
        cautions: 'Can sting at first; can numb a partner (use a condom or wipe off before sex).',
      },
      {
        name: 'Amitriptyline',
        dose: '10 mg, increasing by 10 mg a week to 25 to 50 mg',
        route: 'oral',
        frequency: 'at night',
        duration: 'at least 3 months, then review',
        cautions:
          'Drowsiness, dry mouth, constipation; avoid with recent heart attack, arrhythmia or in overdose risk.',
        alternative: true,
        needsMoreInfo: 'mood, overdose risk, heart history and other medicines',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('examination and swabs to exclude infection and skin conditions'),
      PHYSIO('pelvic floor physiotherapy (down-training the pelvic floor)'),
      SPECIALIST('Vulval clinic or gynaecologist', 'pain not helped by first-line care'),
    ],
    advice: [
      'Vulvodynia is real nerve pain, common, and not an infection or a sexually transmitted disease.',
      'It improves with a combination of treatments; it is not your fault or in your head.',
      'Painful sex can make the muscles tighten more: it is fine to pause sex and focus on other intimacy.',
    ],
  },
  {
    condition: 'peyronies_disease',
    care: 'Anti-inflammatory tablets can ease painful erections. The bend often stops progressing within 12 to 18 months.',
    seekHelp:
      'an erection lasts more than 4 hours, the penis is suddenly bent with a snap, bruising and swelling during sex (a possible fracture), or you cannot pass urine',
    approach:
      "Peyronie's disease (Murtagh; Oxford Handbook of General Practice; EAU guidelines): history (onset, pain, curvature, erectile function), examination of the plaque, photos of the erect penis; screen for diabetes and cardiovascular risk; the active phase (pain, changing curve, 12 to 18 months) is managed with analgesia and observation; erectile dysfunction treated with PDE5 inhibitors; refer to urology for a stable deformity that prevents intercourse (traction, intralesional treatment, surgery).",
    investigations: [{ name: 'HbA1c and lipids', subtype: 'pathology', when: 'at the first visit' }],
    medications: [{ ...IBUPROFEN, duration: 'while erections are painful, up to 2 weeks at a time' }],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [SPECIALIST('Urologist', 'a curve that prevents sex or keeps changing, or erectile difficulty')],
    advice: [
      'Peyronie’s disease is a scar in the wall of the penis; it is not cancer and is not infectious.',
      'The pain usually settles and the bend often stabilises within a year or so.',
      'Treatments exist if the bend makes sex difficult.',
    ],
  },
  {
    condition: 'auricular_haematoma',
    care: 'Put a wrapped ice pack on the ear for 15 minutes at a time and get it seen today: the blood needs draining within a day or two to stop a "cauliflower ear". Do not play contact sport until it is treated.',
    seekHelp:
      'you were knocked out, have a headache, vomiting, drowsiness, blood or fluid from inside the ear, new deafness, or the ear becomes hot, red and more painful with a fever',
    approach:
      'Auricular haematoma (ENT guidelines; Murtagh; RCH): a tense fluctuant swelling of the anterior pinna after blunt trauma; needle aspiration or incision and drainage within 48 to 72 hours, then a pressure dressing or bolster sutures, review in 24 hours for reaccumulation; antibiotic cover if incised (anti-staphylococcal or anti-pseudomonal); assess for head injury and tympanic membrane trauma; headgear for return to contact sport.',
    investigations: [],
    medications: [{ ...PARACETAMOL, duration: 'while sore' }],
    certificate: {
      suggestedDays: 1,
      note: 'A day for drainage; no contact sport until healed (usually 1 to 2 weeks).',
    },
    referrals: [
      ED_TODAY('drainage of the haematoma (ED or ENT) within 48 hours'),
      SPECIALIST('ENT surgeon', 'a haematoma that refills after drainage', 'urgent'),
    ],
    advice: [
      'Blood under the skin of the ear cuts off the cartilage’s nourishment and can leave a permanent lumpy "cauliflower" ear.',
      'Draining it early gives the best result.',
      'Wear protective headgear in rugby, wrestling and combat sports.',
    ],
  },
  {
    condition: 'ear_piercing_infection',
    care: 'Clean around the piercing twice a day with saline, keep hair products and phones away from it, and do not twist the jewellery. Leave the jewellery in unless a doctor advises otherwise (removing it can trap an abscess). A piercing through the cartilage that is red and swollen needs a doctor today.',
    seekHelp:
      'the redness spreads over the ear, the ear becomes very swollen, painful or loses its shape, you have a fever, or a lump of pus forms',
    approach:
      'Infected ear piercing (ENT guidelines; eTG skin infections; DermNet): an earlobe infection is treated with local care and, if cellulitis, an anti-staphylococcal antibiotic (cefalexin or flucloxacillin); a cartilage (high) piercing with redness, swelling and tenderness is perichondritis: oral ciprofloxacin to cover Pseudomonas, same-day review, and ENT if an abscess forms (drainage, jewellery removal) or it does not improve within 48 hours, since untreated it deforms the cartilage.',
    investigations: [{ name: 'Swab of any discharge', subtype: 'pathology', when: 'if pus is present' }],
    medications: [
      CIPROFLOXACIN_EAR,
      {
        ...CEPHALEXIN,
        alternative: true,
        needsMoreInfo: 'allergies, and whether the infection is only in the earlobe',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('same-day review of a cartilage piercing infection', 'urgent'),
      SPECIALIST(
        'ENT surgeon',
        'an abscess, loss of the ear’s shape, or no improvement in 48 hours on antibiotics',
        'urgent',
      ),
    ],
    advice: [
      'Piercings through the ear cartilage heal slowly and infections there can damage the cartilage, so they need prompt antibiotics.',
      'Earlobe piercings usually settle with cleaning.',
      'Wait until fully healed before changing jewellery.',
    ],
  },
  {
    condition: 'post_tonsillectomy_bleed',
    emergency: true,
    care: 'Call 000 or go straight to the emergency department now, even if the bleeding seems to have stopped. Sit upright, lean forward and spit the blood out rather than swallowing it; you can gargle iced water while waiting. Do not eat or drink anything else.',
    seekHelp: 'there is any bleeding at all after a tonsillectomy: this always needs the emergency department now',
    approach:
      'Secondary post-tonsillectomy haemorrhage (RCH clinical practice guideline; ENT guidelines): any bleeding within 2 weeks of tonsillectomy is an emergency; airway and circulation, IV access, full blood count, group and hold, coagulation; hydrogen peroxide or adrenaline gargles, IV antibiotics and tranexamic acid per ENT; ENT review for possible return to theatre; herald bleeds precede heavy haemorrhage.',
    investigations: [
      {
        name: 'Full blood count, group and hold, coagulation studies',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 7, note: 'Time off (or carer’s leave) for admission and recovery.' },
    referrals: [ED_NOW('bleeding after a tonsillectomy')],
    advice: [
      'Bleeding after a tonsillectomy can start small and become heavy suddenly.',
      'Always go to hospital, even for a small amount of blood, in the two weeks after the operation.',
      'Living within reach of a hospital during this time is advised.',
    ],
  },
  {
    condition: 'high_pressure_injection_injury',
    emergency: true,
    care: 'Go to the emergency department now, even though the wound looks tiny: the fluid forced in spreads inside the finger and can cost the finger without an operation today. Keep the hand raised, take off rings, do not squeeze the wound, and take the name of the fluid (or its label) with you. Do not eat, in case of an operation.',
    seekHelp:
      'any fluid under pressure has gone into the skin, however small the hole: this always needs the emergency department now',
    approach:
      "High-pressure injection injury (Oxford Handbook of Emergency Medicine; Rosen's: hand injuries): a surgical emergency whatever the wound looks like; identify the injected material (paint and organic solvents worst), X-ray for radio-opaque material and air tracking, tetanus, IV antibiotics, analgesia without digital block (which raises tissue pressure); urgent hand surgery for exploration and debridement, ideally within 6 hours; no conservative management.",
    investigations: [{ name: 'X-ray of the hand', subtype: 'imaging', when: 'in the emergency department' }],
    medications: [],
    certificate: { suggestedDays: 14, note: 'Off work for surgery and hand therapy; the surgeon advises how long.' },
    referrals: [ED_NOW('a high-pressure injection injury of the hand: urgent hand surgery')],
    advice: [
      'These injuries look minor at first and get much worse over hours.',
      'Always tell the emergency team what the fluid was and how high the pressure.',
    ],
  },
  {
    condition: 'digoxin_toxicity',
    emergency: true,
    care: 'Call 000 or go to the emergency department now. Do not take any more digoxin until a doctor has checked you, and bring all your medicines (including any new water tablet) with you.',
    seekHelp:
      'someone on digoxin has vomiting, sees yellow or green, is confused or dizzy, faints, or has a slow or irregular pulse: call 000',
    approach:
      "Digoxin toxicity (eTG toxicology: digoxin; Australian Medicines Handbook; Rosen's): ECG and cardiac monitoring (bradycardia, AV block, ventricular ectopy, bidirectional VT), serum digoxin (at least 6 hours after the last dose), potassium, magnesium, creatinine; correct potassium and magnesium; digoxin-specific antibody fragments for life-threatening arrhythmia, potassium over 5 mmol/L or a large overdose; atropine for bradycardia meanwhile; find the cause (new diuretic, dehydration, kidney function, interacting medicine such as amiodarone, verapamil, clarithromycin) and review the dose or the need for digoxin.",
    investigations: [
      { name: 'ECG', subtype: 'other', when: 'now, in the emergency department' },
      {
        name: 'Serum digoxin level, electrolytes (potassium, magnesium) and kidney function',
        subtype: 'pathology',
        when: 'in the emergency department',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 3, note: 'For admission and monitoring; carer’s leave for a family member.' },
    referrals: [ED_NOW('suspected digoxin toxicity: ECG, level and potassium now')],
    advice: [
      'Digoxin builds up with dehydration, kidney problems, a new water tablet and some antibiotics.',
      'Ask the doctor or pharmacist to check every new medicine against your digoxin.',
    ],
  },
  {
    condition: 'spondylolysis',
    care: 'Stop bowling, backbends, jumps and other sports that arch the back until it has been checked; walking and swimming without pain are fine. Paracetamol or ibuprofen can help.',
    seekHelp:
      'pain or numbness spreads down a leg, a leg becomes weak, there is numbness around the bottom or trouble with the bladder or bowels, a fever, weight loss, or pain that wakes at night',
    approach:
      'Spondylolysis (RCH; Murtagh; Brukner and Khan): suspect in a young athlete with extension-related low back pain over 2 weeks; SPECT-CT or MRI (limited CT) to confirm and stage; relative rest from extension and loading sports for 6 to 12 weeks, then a graded physiotherapy programme (core stabilisation, hamstring flexibility); bracing is optional; spondylolisthesis or neurological signs: specialist review; review the sport’s workload (e.g. fast-bowling limits).',
    investigations: [
      {
        name: 'MRI (or SPECT-CT) of the lumbar spine',
        subtype: 'imaging',
        when: 'extension back pain in a young athlete lasting over 2 weeks',
      },
    ],
    medications: [{ ...IBUPROFEN, dose: '200 to 400 mg (child 5 to 10 mg/kg)', duration: 'up to 1 week' }],
    certificate: {
      suggestedDays: 1,
      note: 'At most a day for imaging; school as usual; a note to excuse sport and physical education for 6 to 12 weeks.',
    },
    referrals: [
      GP_REVIEW('examination and imaging of the low back'),
      PHYSIO('graded return to sport once pain-free'),
      SPECIALIST(
        'Sports physician or spinal surgeon',
        'a slipped vertebra, nerve symptoms or pain that does not settle',
      ),
    ],
    advice: [
      'A stress fracture in the back is common in young fast bowlers, gymnasts and dancers.',
      'It usually heals with rest from arching sports and a physiotherapy programme.',
      'Returning to the sport too early can stop it healing.',
    ],
  },
  {
    condition: 'radial_nerve_palsy',
    care: 'Protect the hand from burns and injury where it is numb. A wrist splint holding the wrist cocked back helps you use your fingers. See a doctor today to make sure it is a nerve in the arm and not a stroke.',
    seekHelp:
      'your face droops, your speech changes, your leg or the other arm becomes weak or numb, you have a severe headache or confusion (call 000), or the weakness spreads',
    approach:
      'Radial nerve compression palsy (Murtagh; Oxford Handbook of Clinical Medicine): wrist and finger extension weakness with sensory loss over the first dorsal web, triceps spared, after compression in sleep or intoxication; examine to exclude stroke (face, speech, other limbs, reflexes) and C7 radiculopathy; a cock-up wrist splint and physiotherapy; most recover within 6 to 12 weeks (neurapraxia); nerve conduction studies and neurology referral if no improvement by 4 to 6 weeks or the history is atypical.',
    investigations: [
      { name: 'Nerve conduction studies', subtype: 'other', when: 'if not improving after 4 to 6 weeks' },
    ],
    medications: [],
    certificate: {
      suggestedDays: 5,
      note: 'Time off from work needing the hand (driving, manual work) until function returns.',
    },
    referrals: [
      GP_REVIEW('examination today to confirm a nerve palsy and exclude a stroke', 'urgent'),
      PHYSIO('hand therapy and a wrist splint'),
      SPECIALIST('Neurologist', 'no recovery after 4 to 6 weeks'),
    ],
    advice: [
      'The nerve was squashed while you slept; most recover fully over weeks to a couple of months.',
      'A splint keeps the wrist up so the hand can still work.',
      'Do not drive until you can control the wheel safely.',
    ],
  },
  {
    condition: 'delayed_sleep_phase',
    care: 'Keep the same wake-up time every day, weekends too; get bright outdoor light soon after waking; dim lights and put screens away an hour before bed; move bedtime earlier by 15 minutes every few days; avoid caffeine after midday and long naps.',
    seekHelp:
      'low mood, anxiety or thoughts of self-harm, loud snoring or stopping breathing in sleep, falling asleep in class or while driving, or no improvement after a month of a regular routine',
    approach:
      'Delayed sleep-wake phase disorder (RCH sleep problems in adolescents; Murtagh; Oxford Handbook of General Practice): a sleep diary over 2 weeks confirms late but normal sleep when unrestricted; screen for depression, anxiety, substance use and sleep apnoea; chronotherapy: fixed wake time, morning bright light, evening light restriction, gradual advance of bedtime; low-dose melatonin (0.5 to 3 mg) 3 to 5 hours before the usual sleep onset; school liaison; sleep physician if refractory.',
    investigations: [{ name: 'Sleep diary for 2 weeks', subtype: 'other', when: 'before the review' }],
    medications: [
      {
        name: 'Melatonin (immediate release)',
        dose: '0.5 to 3 mg',
        route: 'oral',
        frequency: 'once daily, 3 to 5 hours before the usual time of falling asleep',
        duration: '4 to 6 weeks, then review',
        cautions: 'Drowsiness; interacts with fluvoxamine; a prescription is needed under 55 in Australia.',
        needsMoreInfo: 'age, the usual sleep-onset time, and other medicines',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; a letter to the school may help with a later start.' },
    referrals: [
      GP_REVIEW('sleep diary review and a plan for light and melatonin'),
      SPECIALIST('Sleep physician', 'no improvement after 2 to 3 months of treatment'),
    ],
    advice: [
      'Teenagers’ body clocks naturally run later; screens and late light push them later still.',
      'Getting up at the same time every day, with morning sunlight, is the most powerful fix.',
      'Sleeping in on weekends resets the clock late again.',
    ],
  },
  {
    condition: 'separation_anxiety',
    childhood: true,
    care: 'Keep goodbyes short, warm and predictable; do not sneak away; praise brave steps; keep school attendance going (even part days) as avoidance makes anxiety grow. Talk with the teacher about a plan for drop-off.',
    seekHelp:
      'the child talks about hurting themselves, stops eating, loses weight, misses a lot of school, or the worry spreads to most of the day',
    approach:
      'Separation anxiety disorder (RCH anxiety in children; RANZCP; Nelson): history of distress on separation beyond developmental norms for 4 weeks or more, worry about harm to carers, school refusal and somatic symptoms; exclude physical causes of the aches and look for triggers (loss, illness, moving, bullying); first-line parent-guided cognitive behavioural therapy with graded exposure and school liaison; a mental health care plan for a psychologist; SSRIs only by specialist for severe, persisting cases.',
    investigations: [],
    medications: [],
    certificate: {
      suggestedDays: 1,
      note: 'A carer’s day at most for appointments; avoid certificates for absence: returning to school is part of the treatment.',
    },
    referrals: [
      GP_REVIEW('assessment and a mental health care plan'),
      SPECIALIST('Child psychologist', 'cognitive behavioural therapy with the parent'),
    ],
    advice: [
      'Separation anxiety is common and very treatable.',
      'Staying home makes the fear grow; small steps back to school help it shrink.',
      'The tummy aches are real feelings caused by worry.',
    ],
  },
  {
    condition: 'infantile_acne',
    childhood: true,
    care: 'Wash the face once a day with warm water, pat dry, do not squeeze or scrub the spots, and avoid oily creams on the face. It clears by itself, usually within a few weeks to months.',
    seekHelp:
      'the baby has a fever, is feeding poorly, is floppy or unusually sleepy, the spots become blisters or crusted sores, spread widely over the body, or are still there after 3 months',
    approach:
      'Neonatal acne (neonatal cephalic pustulosis) (RCH; DermNet; Nelson): papulopustules on the face from 2 weeks of age in a well baby; distinguish milia, erythema toxicum, miliaria, seborrhoeic dermatitis, and infections (impetigo, herpes, candida); reassurance, no treatment needed; ketoconazole 2% cream if persistent and inflamed; acne with comedones after 3 months, or persisting, is infantile acne (consider dermatology and a hormonal cause if severe).',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('if still present after 3 months or the spots look infected'),
      SPECIALIST('Paediatric dermatologist', 'infantile acne with blackheads, scarring or lasting beyond a year'),
    ],
    advice: [
      'Baby acne is common, harmless and does not bother the baby.',
      'It is not caused by dirt or by your milk and needs no creams.',
      'It usually fades by 3 months of age.',
    ],
  },
  {
    condition: 'milia',
    childhood: true,
    care: 'Nothing is needed: wash the face with plain warm water and pat it dry. Do not squeeze, scrub or put creams on the spots. They go by themselves within a few weeks.',
    seekHelp:
      'the baby has a fever, is feeding poorly, is floppy or unusually sleepy, or the spots turn red, weep, crust over like honey, become blisters or spread to the body',
    approach:
      'Milia of the newborn (RCH clinical practice guidelines; DermNet; Nelson): 1 to 2 mm pearly white or yellow papules on the nose, cheeks and chin of up to half of newborns, from retained keratin; a clinical diagnosis in a well baby; distinguish neonatal acne (red papulopustules from 2 weeks), erythema toxicum, miliaria, and infections (impetigo with honey crusts, herpes simplex with vesicles: urgent); reassurance, no treatment; they resolve within weeks.',
    investigations: [],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed for the baby; at most a day of carer’s leave for a visit.' },
    referrals: [GP_REVIEW('if the spots are still there at 3 months, or look red, crusted or blistered')],
    advice: [
      'Milk spots are very common in newborns and harmless.',
      'They are not caused by milk, dirt or heat, and do not scar.',
    ],
  },
  {
    condition: 'dry_mouth',
    care: 'Sip water often, chew sugar-free gum or suck sugar-free lollies to stimulate saliva, use a saliva substitute gel or spray, and a lip balm. Cut down on caffeine and alcohol (including alcohol mouthwashes). Brush with a high-fluoride toothpaste and see your dentist regularly.',
    seekHelp:
      'you have a mouth ulcer or patch that has not healed in 3 weeks, a swelling of the glands under the jaw or in front of the ears, great thirst with passing a lot of urine, weight loss, or dry gritty eyes as well',
    approach:
      'Xerostomia (Oxford Handbook of General Practice; AMH; Murtagh): review medicines (anticholinergics, tricyclics, bladder antimuscarinics, antihistamines, diuretics, opioids, antipsychotics) and reduce or substitute where possible; exclude diabetes, dehydration, Sjögren syndrome (dry eyes, joint pain, salivary swelling: ENA, ANA) and prior head and neck radiotherapy; saliva substitutes, sugar-free gum, high-fluoride toothpaste and regular dental review to prevent caries and candida.',
    investigations: [
      { name: 'HbA1c or fasting glucose', subtype: 'pathology', when: 'if thirst or passing lots of urine' },
      {
        name: 'ANA and ENA (anti-Ro, anti-La)',
        subtype: 'pathology',
        when: 'if dry eyes, joint pains or salivary gland swelling',
      },
    ],
    medications: [
      {
        name: 'Saliva substitute (carmellose or xanthan gum spray or gel)',
        dose: '1 to 2 sprays, or a 1 cm ribbon of gel',
        route: 'mouth',
        frequency: 'as often as needed, including at night',
        duration: 'ongoing',
        cautions: 'Choose a sugar-free, neutral-pH product to protect the teeth.',
      },
      {
        name: 'Sodium fluoride 5000 ppm toothpaste',
        dose: 'a pea-sized amount (about 0.25 g)',
        route: 'to the teeth',
        frequency: 'twice daily, spit but do not rinse',
        duration: 'ongoing while the mouth is dry',
        cautions: 'Adults only; do not swallow.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('a medicine review to lower drying medicines, and tests if another cause is possible'),
      SPECIALIST('Dentist', 'regular checks, as a dry mouth raises the risk of decay'),
    ],
    advice: [
      'Many common medicines dry the mouth; a doctor or pharmacist can often reduce or change them.',
      'Saliva protects your teeth, so a dry mouth needs extra dental care.',
      'Sugar-free gum and frequent sips of water help.',
    ],
  },
  {
    condition: 'faecal_incontinence',
    care: 'Aim for soft-formed stools: regular meals, fluids and soluble fibre (psyllium) can firm up loose stools. Go to the toilet after meals, use pads or pull-ups for confidence, protect the skin with a barrier cream, and start pelvic floor exercises. The National Continence Helpline (1800 33 00 66) gives free advice.',
    seekHelp:
      'you have numbness around your bottom or genitals, new leg weakness or trouble passing urine (call 000), bleeding from the bottom, a change in bowel habit with weight loss, or severe constipation with leakage of liquid stool',
    approach:
      'Faecal incontinence (NICE CKS; Continence Foundation of Australia; Murtagh): characterise urge versus passive leakage, stool consistency (Bristol), obstetric and surgical history, medicines; digital rectal examination for tone, impaction and prolapse; exclude cauda equina (acute, with saddle anaesthesia) and red flags for colorectal cancer; treat overflow from impaction; loperamide for loose stools, fibre, scheduled toileting, pelvic floor and biofeedback physiotherapy; refer to a continence service or colorectal surgeon if not improving.',
    investigations: [
      {
        name: 'Faecal immunochemical test or colonoscopy',
        subtype: 'pathology',
        when: 'with a change in bowel habit, bleeding or over 50',
      },
      {
        name: 'Full blood count, thyroid function, coeliac serology',
        subtype: 'pathology',
        when: 'if stools are loose',
      },
    ],
    medications: [
      {
        name: 'Loperamide',
        dose: '2 mg',
        route: 'oral',
        frequency: 'before meals or outings, up to 4 times a day (maximum 16 mg a day)',
        duration: 'ongoing as needed, at the lowest dose that helps',
        cautions: 'Not with constipation or impaction, bloody diarrhoea or infection; can cause constipation.',
        needsMoreInfo: 'stool consistency (loose stools help; hard stools or impaction must be excluded first)',
      },
      {
        name: 'Psyllium husk',
        dose: '1 to 2 teaspoons (3.5 to 7 g)',
        route: 'oral, with water',
        frequency: 'once or twice daily',
        duration: 'ongoing',
        cautions: 'Take with plenty of fluid; separate from other medicines by 2 hours.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      GP_REVIEW('examination (including a rectal examination) and tests'),
      PHYSIO('pelvic floor and biofeedback physiotherapy (continence physiotherapist)'),
      SPECIALIST(
        'Colorectal surgeon or continence service',
        'leakage not improved by 3 months of treatment, or a sphincter injury',
      ),
    ],
    advice: [
      'Bowel leakage is common, especially after childbirth and in later life, and is often improved by treatment.',
      'Firmer stools and a stronger pelvic floor make the biggest difference.',
      'You do not need to put up with it: help is available and confidential.',
    ],
  },
  {
    condition: 'dentine_hypersensitivity',
    care: 'Brush gently twice a day with a soft brush and a sensitive-teeth toothpaste (potassium nitrate or stannous fluoride), and rub a little onto the sensitive spots at night without rinsing. Avoid acidic drinks and do not brush straight after them.',
    seekHelp:
      'the pain lingers for more than a few seconds, throbs, wakes you at night, comes when you bite, the gum or face swells, or you have a fever',
    approach:
      'Dentine hypersensitivity (eTG oral and dental; Murtagh; Oxford Handbook of General Practice): short sharp pain from exposed dentine to thermal, tactile or osmotic stimuli; exclude caries, cracked tooth and pulpitis (lingering or spontaneous pain); desensitising toothpaste for at least 2 to 4 weeks, soft brush and gentle technique, reduce dietary acids and manage reflux or bruxism; dental review for fluoride varnish, bonding or gum recession.',
    investigations: [],
    medications: [
      {
        name: 'Desensitising toothpaste (potassium nitrate 5% or stannous fluoride)',
        dose: 'a pea-sized amount (about 0.25 g)',
        route: 'to the teeth',
        frequency: 'twice daily; spit, do not rinse',
        duration: 'at least 4 weeks, then ongoing',
        cautions: 'Relief takes 2 to 4 weeks of regular use.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Usually not needed; at most a day for a visit.' },
    referrals: [
      SPECIALIST(
        'Dentist',
        'a check for decay, cracks or gum recession, and in-chair treatment if toothpaste does not help',
      ),
    ],
    advice: [
      'Sensitive teeth are common and come from worn enamel or receding gums exposing the inner tooth.',
      'Brushing hard and acidic drinks make it worse.',
      'Pain that lasts, throbs or wakes you is different and needs a dentist soon.',
    ],
  },
];
