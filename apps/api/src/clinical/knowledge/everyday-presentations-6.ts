import { IBUPROFEN, PARACETAMOL } from './common-medicines.js';
import type { ConditionManagement, Medication, Referral } from './types.js';
import { ED_TODAY, GP_REVIEW, PHYSIO } from './referrals.js';

/**
 * A sixth set of everyday presentations: a reaction after a vaccine, Braxton Hicks tightenings, breast
 * engorgement, low milk supply, the baby blues, a painful or infected perineal wound, herpangina, papular
 * urticaria, dermographism, calcific tendinitis of the shoulder, pes anserine bursitis, tibialis posterior
 * tendinopathy, herpetic whitlow, a dislocated finger, a toddler's fracture, adolescent scoliosis, precordial
 * catch, proctalgia fugax, bladder pain syndrome and persistent postural-perceptual dizziness (Australian
 * Immunisation Handbook; Therapeutic Guidelines; Australian Medicines Handbook; NICE CKS; RANZCOG; RCH Clinical
 * Practice Guidelines; Australian Breastfeeding Association; DermNet; ASCIA; Murtagh's General Practice; Oxford
 * Handbook of General Practice).
 */

const SPECIALIST = (to: string, reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'specialist',
  to,
  urgency,
  reason,
});

const CHILD_PARACETAMOL: Medication = {
  ...PARACETAMOL,
  dose: '15 mg/kg (adult 1 g)',
  frequency: 'every 4 to 6 hours when required (maximum 60 mg/kg, up to 4 g, in 24 hours)',
  duration: 'while uncomfortable, up to 3 days',
};

const CETIRIZINE: Medication = {
  name: 'Cetirizine',
  dose: '10 mg (child 2 to 5 years 2.5 mg to 5 mg; 6 to 11 years 5 mg to 10 mg)',
  route: 'oral',
  frequency: 'once daily',
  duration: 'daily while the itch or weals continue; review after 4 weeks',
  cautions: 'Can cause drowsiness in some people; reduce the dose in kidney impairment.',
};

const MOMETASONE_CREAM: Medication = {
  name: 'Mometasone 0.1% cream',
  dose: 'a thin layer (1 fingertip unit per two adult hand areas)',
  route: 'topical, to the itchy bumps',
  frequency: 'once daily',
  duration: 'up to 7 days for a flare',
  cautions: 'Not on the face or broken, infected skin; a moderate steroid for short courses only.',
  alternative: true,
};

export const EVERYDAY_PRESENTATIONS_6: ConditionManagement[] = [
  {
    condition: 'vaccine_reaction',
    care: 'A sore, red or swollen injection site, a mild fever, aches and tiredness are common in the first 1 to 2 days after a vaccine. Put a cool damp cloth on the injection site, give extra fluids (and extra feeds to a baby), dress lightly and use paracetamol if uncomfortable. Keep a note of the vaccine and the reaction.',
    seekHelp:
      'there is swelling of the face, lips or tongue, trouble breathing, wheeze, floppiness or drowsiness, a rash of spots that do not fade when pressed, a fever over 38.5 °C in a baby under 3 months, a fever lasting over 48 hours, a seizure, or redness spreading well beyond the site or lasting over 3 days',
    approach:
      'Expected adverse event following immunisation (Australian Immunisation Handbook, AEFI; RCH immunisation reactions): confirm the vaccine, timing and the reaction (local pain, redness, swelling; fever, irritability, myalgia within 48 hours); exclude anaphylaxis, febrile seizure, hypotonic-hyporesponsive episode and a coincident illness (a fever beyond 48 hours, or a baby under 3 months with fever, needs assessment); paracetamol for discomfort, not before vaccination; an extensive limb swelling after a booster is not a reason to stop the schedule; report significant reactions to the state or territory surveillance service (or the TGA); a large local reaction or a seizure may need a specialist immunisation clinic before the next dose.',
    investigations: [],
    medications: [CHILD_PARACETAMOL],
    certificate: {
      suggestedDays: 1,
      note: 'A day off (or a carer’s day) if feverish or achy; the reaction settles within 1 to 3 days.',
    },
    referrals: [
      GP_REVIEW('fever beyond 48 hours, a seizure, or a large local reaction to review before the next dose', 'urgent'),
      SPECIALIST('Specialist immunisation clinic', 'a serious or unusual reaction, to plan further vaccine doses'),
    ],
    advice: [
      'Sore arms and mild fevers after vaccines are common and are a sign the immune system is responding.',
      'Reactions that start more than 2 days after a vaccine are probably something else and should be checked.',
      'A reaction like this is rarely a reason to skip the next dose: ask your doctor or immunisation provider.',
    ],
  },
  {
    condition: 'braxton_hicks',
    care: 'Rest, change position, drink a couple of glasses of water and empty your bladder; practice tightenings usually settle. Time them for an hour: note how often they come and how long they last.',
    seekHelp:
      'the tightenings become regular (every 10 minutes or closer), stronger or painful, you have any bleeding, fluid leaking, a constant pain or a hard tender bump, back pain that comes in waves, your baby moves less, or you are under 37 weeks and they do not settle with rest within an hour',
    approach:
      'Braxton Hicks (false labour) (RANZCOG; Pregnancy Care Guidelines; Oxford Handbook of Obstetrics): irregular, painless tightenings without cervical change; distinguish threatened preterm labour (regular painful contractions under 37 weeks, with or without rupture of membranes, show or pelvic pressure) and placental abruption (constant pain, hard tender uterus, bleeding); advise hydration, rest and timing; any doubt, regular contractions, bleeding, fluid loss or reduced fetal movements: same-day maternity assessment (CTG, speculum, fetal fibronectin under 34 weeks).',
    investigations: [
      {
        name: 'CTG and maternity assessment',
        subtype: 'other',
        when: 'if the tightenings are regular or painful, or with bleeding, fluid loss or fewer movements',
      },
    ],
    medications: [
      {
        ...PARACETAMOL,
        duration: 'occasional doses only',
        cautions: 'Safe in pregnancy at usual doses; avoid ibuprofen in pregnancy.',
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Usually none is needed; a day if the tightenings needed a hospital check.',
    },
    referrals: [
      ED_TODAY(
        'regular or painful tightenings, bleeding, fluid loss or fewer movements: maternity assessment unit (call the birth suite first)',
      ),
      GP_REVIEW('discuss at the next antenatal visit with your midwife or doctor'),
    ],
    advice: [
      'Practice contractions are the womb tightening and are normal from mid-pregnancy.',
      'They are irregular, do not get closer together or stronger, and ease with rest or a drink.',
      'If you are unsure whether it is labour, call your maternity unit: they would rather check.',
    ],
  },
  {
    condition: 'breast_engorgement',
    care: 'Feed your baby often, 8 to 12 times a day, and let them finish the first breast. If the breast is too firm to latch, hand express a little or use reverse pressure softening around the nipple first. Use cold packs between feeds and a well-fitting bra.',
    seekHelp:
      'you develop a fever or chills, a red, hot, painful wedge or lump in one breast, you feel flu-like, your nipples crack and bleed, or your baby is not feeding well or has fewer wet nappies',
    approach:
      'Breast engorgement (NICE CKS breastfeeding problems; Australian Breastfeeding Association; RCH breastfeeding): bilateral fullness, firmness and tenderness on days 2 to 5; frequent effective feeding, reverse pressure softening and hand expression to soften the areola for latch, cold compresses between feeds, analgesia; check attachment (lactation consultant); exclude mastitis (unilateral red wedge, fever, malaise) and breast abscess; avoid excessive pumping that drives oversupply.',
    investigations: [],
    medications: [
      { ...PARACETAMOL, cautions: 'Safe while breastfeeding at usual doses.' },
      {
        ...IBUPROFEN,
        cautions:
          'Compatible with breastfeeding; avoid with peptic ulcer, kidney disease or asthma worsened by NSAIDs.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed; usually settles within 24 to 48 hours of frequent feeding.',
    },
    referrals: [
      SPECIALIST(
        'Lactation consultant or child and family health nurse',
        'help with attachment and softening the breast to feed',
      ),
      GP_REVIEW('fever, a red area in one breast or feeding problems', 'urgent'),
    ],
    advice: [
      'Engorgement is common when the milk comes in and usually settles within a day or two of frequent feeding.',
      'Softening the area around the nipple before a feed helps your baby latch.',
      'The Australian Breastfeeding Association helpline (1800 686 268) is free, day and night.',
    ],
  },
  {
    condition: 'low_milk_supply',
    care: 'Feed or express often, at least 8 times in 24 hours including at night, offer both breasts each feed, and use breast compression during feeds. Keep a record of wet and dirty nappies and get your baby weighed this week.',
    seekHelp:
      'your baby has fewer than 5 or 6 heavy wet nappies a day, dark urine, no dirty nappies (in the first 6 weeks), is sleepy and hard to wake for feeds, is losing weight or not back to birth weight by 2 weeks, or seems unwell',
    approach:
      'Low milk supply, perceived or real (NICE CKS breastfeeding problems; Australian Breastfeeding Association; RCH breastfeeding): assess the baby first (weight trajectory, wet and dirty nappies, alertness); observe a feed for attachment and transfer; check feed frequency, pumping, return to work, dummy and formula top-ups; maternal causes (retained placenta, postpartum haemorrhage, thyroid disease, PCOS, breast surgery, oestrogen contraception, smoking); increase removal (more frequent feeds, expressing after feeds, breast compression); domperidone (10 mg three times daily) only after these measures, with a check of the QT risk; supplement if the baby is not gaining.',
    investigations: [
      {
        name: 'Infant weight and growth check',
        subtype: 'other',
        when: 'in every case, to tell real from perceived low supply',
      },
      { name: 'TSH', subtype: 'pathology', when: 'if supply stays low despite good feeding technique' },
    ],
    medications: [
      {
        name: 'Domperidone',
        dose: '10 mg',
        route: 'oral',
        frequency: 'three times daily',
        duration: '2 to 4 weeks, then taper',
        cautions:
          'Only after feeding technique and frequency are optimised; avoid with heart rhythm problems, QT-prolonging medicines or strong CYP3A4 inhibitors; off-label for milk supply.',
        needsMoreInfo: 'heart rhythm problems and other medicines taken',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; for appointments only.' },
    referrals: [
      SPECIALIST(
        'Lactation consultant or child and family health nurse',
        'a feed observed, attachment and a feeding plan',
      ),
      GP_REVIEW('weigh the baby and check for causes of low supply'),
    ],
    advice: [
      'Many babies feed very often, especially in growth spurts, and soft breasts after the first weeks are normal.',
      'Plenty of wet nappies and steady weight gain are the best sign your baby is getting enough.',
      'The more milk is removed, the more is made: frequent feeding or expressing builds supply.',
    ],
  },
  {
    condition: 'baby_blues',
    care: 'Rest when you can, accept help with meals and chores, eat regularly and talk to your partner, family or midwife about how you feel. The blues usually pass within 2 weeks of the birth.',
    seekHelp:
      'the low mood, tearfulness or anxiety last more than 2 weeks, you stop enjoying things or your baby, you cannot sleep even when you have the chance, you have thoughts of harming yourself or your baby, or you feel confused, see or hear things others do not, or feel unusually high (call 000 or go to the emergency department now)',
    approach:
      'Postnatal blues (NICE CKS postnatal depression; RANZCOG; COPE perinatal mental health guideline): transient tearfulness, lability, anxiety and irritability from day 3 to 5, resolving by 2 weeks; reassure and support; screen with the Edinburgh Postnatal Depression Scale and ask about suicidal thoughts, thoughts of harm to the baby and psychotic symptoms; review at 2 weeks: symptoms persisting are postnatal depression; confusion, hallucinations or mania are postpartum psychosis (emergency).',
    investigations: [
      {
        name: 'Edinburgh Postnatal Depression Scale',
        subtype: 'other',
        when: 'at review, and at 6 to 8 weeks after the birth',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Rarely needed; for a partner’s carer leave if support at home is needed.' },
    referrals: [
      GP_REVIEW('a check at 2 weeks if the low mood or anxiety has not lifted'),
      SPECIALIST('Child and family health nurse or PANDA helpline (1300 726 306)', 'support and a listening ear'),
    ],
    advice: [
      'Up to 8 in 10 new mothers have the baby blues in the first week, with tears and mood swings.',
      'It passes by itself within 2 weeks; if it lasts longer, talk to your doctor about postnatal depression.',
      'Sleep, food and help from others make a real difference.',
    ],
  },
  {
    condition: 'perineal_wound',
    care: 'Keep the area clean and dry: rinse with warm water after using the toilet, pat dry front to back, and change pads often. A cold pack wrapped in cloth for 10 to 20 minutes eases swelling. Sit on a soft cushion, drink plenty and avoid constipation.',
    seekHelp:
      'you have a fever or shivers, the pain is getting worse, the redness or swelling is spreading, there is pus or a bad smell, the wound has opened, you have heavy bleeding or smelly vaginal loss, or you cannot control wind or bowel motions',
    approach:
      'Perineal wound pain, infection or breakdown (NICE CKS postnatal care; RANZCOG perineal tears; eTG): examine the wound (in person) for infection, haematoma or dehiscence; swab if discharging; oral antibiotics for a wound infection (cefalexin 500 mg four times daily plus metronidazole 400 mg twice daily for 5 to 7 days, per eTG); exclude endometritis (fever, foul lochia, uterine tenderness) and sepsis; analgesia, laxatives and hygiene; refer to the obstetric team for dehiscence, haematoma or a third- or fourth-degree tear, and to pelvic floor physiotherapy.',
    investigations: [
      {
        name: 'Wound swab (microscopy and culture)',
        subtype: 'pathology',
        when: 'if the wound is discharging or looks infected',
      },
    ],
    medications: [
      { ...PARACETAMOL, cautions: 'Safe while breastfeeding at usual doses.' },
      {
        name: 'Cefalexin',
        dose: '500 mg',
        route: 'oral',
        frequency: 'every 6 hours',
        duration: '5 to 7 days (with metronidazole 400 mg twice daily)',
        cautions:
          'Only for a wound infection found on examination; check for penicillin or cephalosporin allergy; compatible with breastfeeding.',
        needsMoreInfo: 'allergy to penicillins or cephalosporins',
      },
      {
        name: 'Macrogol 3350 with electrolytes',
        dose: '1 sachet (13.7 g) in 125 mL of water',
        route: 'oral',
        frequency: 'once or twice daily',
        duration: 'until bowel motions are soft and easy',
        cautions: 'Keeps motions soft so straining does not strain the wound.',
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Usually on parental leave; a carer’s certificate for a partner if the wound limits caring for the baby.',
    },
    referrals: [
      GP_REVIEW('an examination of the wound in the next day or two', 'urgent'),
      SPECIALIST('Obstetric team at the birth hospital', 'an opened wound, a haematoma or a severe tear'),
      PHYSIO('pelvic floor physiotherapy after a tear'),
    ],
    advice: [
      'Some soreness for 1 to 2 weeks after a tear or episiotomy is normal; pain that gets worse is not.',
      'Most opened or infected wounds heal well with care; a few need repair.',
      'Pelvic floor exercises help healing and bladder control.',
    ],
  },
  {
    condition: 'herpangina',
    care: 'Give small, frequent cool drinks (water, milk, icy poles), soft cool foods, and paracetamol or ibuprofen for pain. Avoid salty, spicy or acidic foods. Wash hands and do not share cups.',
    seekHelp:
      'your child refuses all drinks, has fewer than 4 wet nappies or wees in a day, is drowsy or hard to wake, has a stiff neck, a severe headache, a fever lasting more than 3 days, or has trouble breathing',
    approach:
      'Herpangina (RCH mouth ulcers; Nelson enteroviruses): a clinical diagnosis (fever, posterior pharyngeal vesicles and ulcers, no gingivitis); supportive care, analgesia and hydration; assess for dehydration (a common reason for admission); distinguish herpetic gingivostomatitis (anterior lesions, swollen gums: consider aciclovir early), hand, foot and mouth disease, and streptococcal pharyngitis; enteroviruses rarely cause meningitis.',
    investigations: [],
    medications: [
      CHILD_PARACETAMOL,
      {
        ...IBUPROFEN,
        dose: '5 to 10 mg/kg (adult 200 to 400 mg)',
        frequency: 'every 6 to 8 hours with food (maximum 30 mg/kg a day)',
        duration: 'up to 3 days',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Away from childcare or school until the fever has gone and the child is well enough (usually 3 to 5 days); a carer’s certificate for the parent.',
    },
    referrals: [
      GP_REVIEW('signs of dehydration or a fever over 3 days', 'urgent'),
      ED_TODAY('refusing all fluids, drowsy or with few wet nappies'),
    ],
    advice: [
      'Herpangina is a common summer virus in young children and clears in about a week.',
      'Drinking is more important than eating while the mouth is sore.',
      'The virus spreads by coughs and in bowel motions: wash hands, especially after nappy changes.',
    ],
    childhood: true,
  },
  {
    condition: 'papular_urticaria',
    care: 'Treat pets for fleas and wash pet bedding and the child’s bedding hot; vacuum carpets and furniture. Use insect repellent outdoors and cover up. Keep nails short, use a cool compress and a soap-free moisturiser for the itch.',
    seekHelp:
      'the spots become weepy with honey-coloured crusts, red, hot and spreading, or your child has a fever, swelling of the face or trouble breathing',
    approach:
      'Papular urticaria (DermNet; RCH insect bites): a clinical diagnosis (grouped itchy papules and papulovesicles on exposed skin in a young child, recurring each season); reassure and explain the bite hypersensitivity; find and treat the source (flea treatment of pets and home, bed bugs, mites, mosquitoes), repellents and covering clothes; symptomatic relief with a non-sedating antihistamine and a short course of a moderate topical steroid; treat secondary impetigo; it eases as tolerance develops over years.',
    investigations: [],
    medications: [CETIRIZINE, MOMETASONE_CREAM],
    certificate: { suggestedDays: 1, note: 'Not infectious; no time off childcare or school is needed.' },
    referrals: [
      GP_REVIEW('infected spots or an uncertain rash'),
      SPECIALIST('Dermatologist', 'severe or persistent cases despite treatment of the source'),
    ],
    advice: [
      'Papular urticaria is an allergy to insect bites (often fleas) and is not catching.',
      'Only one person in a family may react even though everyone is bitten.',
      'Most children grow out of it over a few years.',
    ],
    childhood: true,
  },
  {
    condition: 'dermographism',
    care: 'Avoid scratching and rubbing: wear loose clothing, use a soft towel and patting rather than rubbing, keep nails short and skin moisturised. A daily non-drowsy antihistamine usually controls it.',
    seekHelp:
      'you have swelling of the lips, tongue or throat, trouble breathing, weals that appear on their own and last more than 24 hours, or bruising where the weals were',
    approach:
      'Symptomatic dermographism (DermNet; ASCIA urticaria): a clinical diagnosis (stroke test: a linear weal within minutes, fading within an hour); no investigations needed; a second-generation H1 antihistamine daily (cetirizine or loratadine, up to four times the standard dose under specialist advice); avoid triggers (friction, tight clothes, heat); it often settles within months to a few years; refer if uncontrolled.',
    investigations: [],
    medications: [
      CETIRIZINE,
      {
        name: 'Loratadine',
        dose: '10 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'daily while the weals continue; review after 4 weeks',
        cautions: 'Non-sedating for most people.',
        alternative: true,
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; for an appointment only.' },
    referrals: [
      GP_REVIEW('weals that are not controlled by a daily antihistamine'),
      SPECIALIST('Clinical immunologist or dermatologist', 'symptoms uncontrolled despite a higher antihistamine dose'),
    ],
    advice: [
      'Dermographism is common and harmless, and is not an allergy to anything you eat or touch.',
      'It often fades over months to a few years.',
      'Antihistamines work best taken every day rather than only when the weals appear.',
    ],
  },
  {
    condition: 'calcific_tendinitis',
    care: 'Rest the arm in a comfortable position (a sling for a day or two), use an ice pack for 15 minutes several times a day, and take regular anti-inflammatory pain relief if safe for you. Keep the elbow, wrist and hand moving.',
    seekHelp:
      'you have a fever, the shoulder is red, hot or swollen, you feel unwell, the pain follows a fall, you have chest pain or shortness of breath, or weakness or numbness spreads down the arm',
    approach:
      'Acute calcific tendinopathy of the rotator cuff (RACGP; Oxford Handbook of General Practice; Murtagh): examination and a shoulder X-ray (with ultrasound) to show the deposit; exclude septic arthritis (fever, hot joint), fracture or dislocation (injury) and referred pain (cardiac, diaphragmatic); NSAID, ice and relative rest; an ultrasound-guided subacromial corticosteroid injection or barbotage (needling) for severe pain; physiotherapy once the acute pain settles; refer to orthopaedics for persistent symptoms.',
    investigations: [
      { name: 'Shoulder X-ray', subtype: 'imaging', when: 'to confirm the calcium deposit' },
      {
        name: 'Shoulder ultrasound',
        subtype: 'imaging',
        when: 'to locate the deposit and guide an injection or barbotage',
      },
    ],
    medications: [
      {
        ...IBUPROFEN,
        dose: '400 mg',
        frequency: 'every 8 hours with food',
        duration: '5 to 7 days',
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'Severe pain and a painful arm for several days; longer for manual or overhead work.',
    },
    referrals: [
      GP_REVIEW('examination and an X-ray of the shoulder', 'urgent'),
      SPECIALIST('Sports physician or radiologist', 'an ultrasound-guided injection or barbotage for severe pain'),
      PHYSIO('restoring movement and strength once the acute pain settles'),
    ],
    advice: [
      'Calcium deposits in a shoulder tendon can suddenly become very painful as the body breaks them down.',
      'The severe pain usually settles within 1 to 2 weeks, and the calcium is often reabsorbed.',
      'An injection can give fast relief if the pain is not controlled.',
    ],
  },
  {
    condition: 'pes_anserine_bursitis',
    care: 'Ease off activities that provoke it (stairs, hills, long runs), use ice for 15 minutes after activity, and sleep with a pillow between your knees. Keep active with cycling or swimming.',
    seekHelp:
      'the knee becomes hot, red or swollen, you have a fever, the calf swells or is tender, or the knee locks or gives way',
    approach:
      'Pes anserine bursitis or tendinopathy (Oxford Handbook of General Practice; Murtagh; RACGP): a clinical diagnosis (point tenderness over the medial proximal tibia, 3 to 5 cm below the joint line); look for coexisting knee osteoarthritis and a medial meniscal tear; activity modification, weight loss, hamstring and quadriceps strengthening and stretching (physiotherapy), a short NSAID course; a corticosteroid injection for persistent cases; ultrasound if uncertain.',
    investigations: [
      { name: 'Knee ultrasound', subtype: 'imaging', when: 'if the diagnosis is uncertain or it does not settle' },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 2 weeks' },
      {
        name: 'Diclofenac 1% gel',
        dose: '2 to 4 g (a 5 to 10 cm strip)',
        route: 'topical, rubbed over the sore spot',
        frequency: 'three to four times daily',
        duration: 'up to 2 weeks',
        cautions: 'Not on broken skin; fewer stomach side effects than tablets.',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Rarely needed; modified duties if work involves kneeling, stairs or ladders.',
    },
    referrals: [
      PHYSIO('strengthening and stretching, and a review of activity and footwear'),
      GP_REVIEW('examination of the knee if it does not settle in 4 to 6 weeks'),
    ],
    advice: [
      'This common cause of inner knee pain often comes with knee arthritis or increased running.',
      'It usually settles over weeks with activity changes and exercises.',
      'Losing a little weight reduces the load on the knee.',
    ],
  },
  {
    condition: 'tibialis_posterior_tendinopathy',
    care: 'Wear supportive lace-up shoes with a firm heel and an arch support, avoid walking barefoot or on uneven ground, and reduce long walks or standing for now. Ice after activity eases the pain.',
    seekHelp:
      'you felt a sudden pop, cannot stand on tiptoe on that foot at all, the ankle is hot, red or very swollen, the calf is swollen or tender, or the foot becomes numb',
    approach:
      'Tibialis posterior tendinopathy, adult-acquired flatfoot (Oxford Handbook of General Practice; Murtagh; RACGP): examine for medial ankle tenderness and swelling, loss of the arch, too-many-toes sign and a single heel raise; weight-bearing X-rays and ultrasound or MRI for staging; early treatment with a medial-arch orthotic or a walking boot for a flare, tendon loading exercises (physiotherapy), weight loss; refer to a podiatrist and, for a fixed or progressive deformity or tendon rupture, an orthopaedic foot and ankle surgeon.',
    investigations: [
      {
        name: 'Ultrasound of the tibialis posterior tendon',
        subtype: 'imaging',
        when: 'to confirm tendinopathy or a tear',
      },
      {
        name: 'Weight-bearing foot and ankle X-rays',
        subtype: 'imaging',
        when: 'for the flatfoot deformity and arthritis',
      },
    ],
    medications: [
      { ...IBUPROFEN, duration: 'up to 2 weeks' },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'Modified duties limiting standing and walking may be needed for some weeks.',
    },
    referrals: [
      SPECIALIST('Podiatrist', 'an arch-supporting orthotic or walking boot'),
      PHYSIO('tendon loading exercises'),
      SPECIALIST('Orthopaedic foot and ankle surgeon', 'a fixed or progressing flatfoot, or a tendon tear'),
    ],
    advice: [
      'This tendon holds up the arch; when it is strained the arch slowly flattens.',
      'Treating it early with support and exercises can stop the foot flattening further.',
      'Most people improve over 3 to 6 months.',
    ],
  },
  {
    condition: 'herpetic_whitlow',
    care: 'Cover the finger with a dry dressing, do not pop or squeeze the blisters, keep the finger away from the eyes and mouth, and wash your hands often. Paracetamol eases the pain. A child should be discouraged from sucking the finger.',
    seekHelp:
      'red streaks spread up the arm, the finger becomes very swollen with pus, you have a fever and feel unwell, the eye becomes red or sore, or the blisters spread widely in someone with eczema',
    approach:
      'Herpetic whitlow (DermNet; eTG herpes simplex; RCH): a clinical diagnosis (grouped vesicles on an erythematous digit, often with orolabial herpes); a PCR swab of a vesicle if uncertain; do not incise (risk of spread and bacterial superinfection); oral antiviral if within 48 hours of onset or severe (valaciclovir 500 mg twice daily or famciclovir, per eTG; aciclovir in young children); cover, analgesia; treat bacterial superinfection; recurrent episodes may warrant suppressive therapy.',
    investigations: [
      { name: 'Herpes simplex PCR swab of a blister', subtype: 'pathology', when: 'if the diagnosis is uncertain' },
    ],
    medications: [
      {
        name: 'Valaciclovir',
        dose: '500 mg',
        route: 'oral',
        frequency: 'twice daily',
        duration: '5 days',
        cautions:
          'Best started within 48 hours of the first tingle; reduce the dose in kidney impairment; children need weight-based aciclovir instead.',
        needsMoreInfo: 'age, weight for a child, and kidney function',
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Health and food workers and those caring for newborns should stay off hands-on work until crusted; otherwise keep it covered.',
    },
    referrals: [
      GP_REVIEW('confirm the diagnosis and start an antiviral if within 48 hours'),
      ED_TODAY('spreading redness, pus or fever'),
    ],
    advice: [
      'Herpetic whitlow is the cold sore virus on a finger and clears in 2 to 3 weeks.',
      'Cutting it open makes it worse, so it should never be lanced.',
      'It can come back in the same place, like cold sores.',
    ],
  },
  {
    condition: 'finger_dislocation',
    care: 'Do not try to pull it back yourself. Take off any rings from that hand now, keep the hand raised, put an ice pack wrapped in a cloth over it, and get it seen today for an X-ray and to have it put back.',
    seekHelp:
      'the finger is pale, cold or numb, there is a wound over the joint or bone showing, or the pain becomes severe (go to the emergency department now)',
    approach:
      'Interphalangeal joint dislocation (Rosen; Murtagh; RACGP hand injuries): same-day assessment; pre- and post-reduction X-rays for an associated fracture (volar plate avulsion); closed reduction under a digital nerve block; check stability and tendon function (central slip, flexor and extensor); buddy strapping or a dorsal blocking splint for 1 to 3 weeks; open dislocations need washout and antibiotics; refer to hand surgery or hand therapy for unstable, irreducible or fracture-dislocations.',
    investigations: [{ name: 'X-ray of the finger', subtype: 'imaging', when: 'before and after reduction' }],
    medications: [{ ...PARACETAMOL }, { ...IBUPROFEN, alternative: true }],
    certificate: { suggestedDays: 3, note: 'Longer off manual work or sport (usually 2 to 4 weeks) while splinted.' },
    referrals: [
      ED_TODAY('X-ray and reduction of the dislocated finger'),
      SPECIALIST('Hand therapist', 'splinting and exercises after reduction'),
      SPECIALIST('Hand surgeon', 'an unstable joint, a fracture-dislocation or one that cannot be reduced', 'urgent'),
    ],
    advice: [
      'Most dislocated fingers go back easily with a numbing injection and heal well.',
      'Stiffness and swelling of the joint can last for months: hand therapy exercises help.',
      'Buddy strapping protects the finger when you return to sport.',
    ],
  },
  {
    condition: 'toddlers_fracture',
    care: 'Let your child rest and avoid putting weight on the leg, give paracetamol or ibuprofen for pain, and have the leg checked and X-rayed today.',
    seekHelp:
      'your child has a fever, seems unwell, the leg is red, hot or very swollen, the limp is getting worse, or there are bruises you cannot explain (go to the emergency department)',
    approach:
      'Toddler’s fracture (RCH limping child and fractures; Nelson): examine the whole limb (tibial tenderness, pain on twisting); X-ray of the tibia and fibula (the fracture may not show until healing at 10 to 14 days); exclude septic arthritis and osteomyelitis (fever, unwell, raised CRP) and transient synovitis; a below-knee backslab or boot for comfort (or no immobilisation if walking), analgesia; review with a repeat X-ray if the limp persists; consider non-accidental injury when the story or the injury does not fit.',
    investigations: [
      {
        name: 'X-ray of the tibia and fibula',
        subtype: 'imaging',
        when: 'on the day; repeated in 10 to 14 days if the limp persists',
      },
      {
        name: 'Full blood count and CRP',
        subtype: 'pathology',
        when: 'only if there is fever or the child seems unwell',
      },
    ],
    medications: [
      CHILD_PARACETAMOL,
      {
        ...IBUPROFEN,
        dose: '5 to 10 mg/kg',
        frequency: 'every 6 to 8 hours with food (maximum 30 mg/kg a day)',
        duration: 'up to 3 days',
        alternative: true,
      },
    ],
    certificate: {
      suggestedDays: 3,
      note: 'A carer’s certificate for the parent while the child cannot walk or attend childcare.',
    },
    referrals: [
      ED_TODAY('an X-ray of the leg for a limping toddler who will not bear weight'),
      SPECIALIST('Fracture clinic', 'follow-up if a fracture is confirmed', 'urgent'),
    ],
    advice: [
      'A toddler’s fracture is a small crack in the shin bone from a simple twist or fall.',
      'It heals well in 3 to 4 weeks, and most children start walking again on their own.',
      'The first X-ray can look normal; a repeat X-ray may show the healing bone.',
    ],
    childhood: true,
  },
  {
    condition: 'adolescent_scoliosis',
    care: 'Keep active: sport and exercise are safe and good for the back. Book a visit to have the spine examined and, if needed, an X-ray.',
    seekHelp:
      'there is back pain that wakes them at night, weakness, numbness or clumsiness of the legs, trouble controlling the bladder or bowel, the curve gets worse quickly, or there is a fever or weight loss',
    approach:
      'Adolescent idiopathic scoliosis (RCH scoliosis; Nelson): examination including the Adams forward-bend test (scoliometer), leg length, neurological examination and skin (café au lait, hairy patch); standing whole-spine X-ray for the Cobb angle and skeletal maturity; observe curves under 20 to 25° with review every 4 to 6 months during growth; refer to a paediatric orthopaedic spinal service for curves over 20°, rapid progression, pain, neurological signs or a left thoracic curve (MRI); bracing for 25 to 40° in a growing child; surgery for large curves.',
    investigations: [
      {
        name: 'Standing whole-spine X-ray (PA and lateral)',
        subtype: 'imaging',
        when: 'if the forward-bend test shows a rib hump or the curve is visible',
      },
      {
        name: 'MRI of the spine',
        subtype: 'imaging',
        when: 'pain, neurological signs, a left thoracic curve or rapid progression',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed for school or sport; for appointments only.' },
    referrals: [
      GP_REVIEW('examination of the back and a forward-bend test'),
      SPECIALIST('Paediatric orthopaedic spinal surgeon', 'a curve over 20°, progression, pain or neurological signs'),
    ],
    advice: [
      'Scoliosis is common in teenagers, especially girls, and most curves are small and need only checks.',
      'It is not caused by posture, heavy bags or sport.',
      'Curves can grow during growth spurts, so regular checks until growth stops matter.',
    ],
    childhood: true,
  },
  {
    condition: 'precordial_catch',
    care: 'When it comes, sit up straight and either take slow shallow breaths or one deep breath through it; it passes in seconds. No treatment is needed.',
    seekHelp:
      'the chest pain comes with exercise, lasts more than a few minutes, comes with fainting, a racing or irregular heartbeat, shortness of breath, a fever, or follows an injury (call 000 for severe or ongoing chest pain)',
    approach:
      'Precordial catch syndrome (Nelson chest pain; RCH chest pain): a clinical diagnosis in a well child or young adult (brief, sharp, well-localised pain at rest, worse on inspiration, normal examination); reassure; exclude cardiac pain (exertional pain, syncope, palpitations, family history of sudden death or cardiomyopathy, abnormal examination: ECG and cardiology), pneumothorax (sudden breathlessness), pericarditis and chest wall injury.',
    investigations: [
      {
        name: 'ECG',
        subtype: 'other',
        when: 'only if there is exertional pain, fainting, palpitations or a family history of sudden cardiac death',
      },
    ],
    medications: [],
    certificate: { suggestedDays: 1, note: 'Not needed; no reason to miss school or sport.' },
    referrals: [
      GP_REVIEW('examination if the pain is unusual or comes with exercise, palpitations or fainting'),
      SPECIALIST(
        'Paediatric cardiologist',
        'exertional chest pain, fainting or a family history of sudden cardiac death',
      ),
    ],
    advice: [
      'Precordial catch is a harmless, short, sharp pain from the chest wall, common in children and teenagers.',
      'It is not a sign of a heart or lung problem and usually stops happening by adulthood.',
      'Pain with exercise, fainting or a racing heart is different and should be checked.',
    ],
    childhood: true,
  },
  {
    condition: 'proctalgia_fugax',
    care: 'When an attack comes, a warm bath, gentle pressure on the area or passing a bowel motion may help; it passes within minutes. Keep bowel motions soft with fibre and fluids, and keep a diary of attacks.',
    seekHelp:
      'you see blood from the back passage, have a lump, a constant pain, pain when you open your bowels, a change in your bowels lasting more than a few weeks, weight loss, or a fever',
    approach:
      'Proctalgia fugax, a functional anorectal pain (Rome IV; NICE CKS; Murtagh): a clinical diagnosis after a digital rectal examination excludes a fissure, abscess, thrombosed haemorrhoid and tumour; reassure; for frequent or prolonged attacks, inhaled salbutamol at onset, topical glyceryl trinitrate or diltiazem, and pelvic floor physiotherapy (biofeedback); colonoscopy or sigmoidoscopy for red flags (bleeding, change in bowel habit, age over 45 with new symptoms); distinguish levator ani syndrome (constant pain, tender levator).',
    investigations: [
      { name: 'Digital rectal examination', subtype: 'other', when: 'once, to exclude another cause' },
      {
        name: 'Colonoscopy',
        subtype: 'other',
        when: 'bleeding, a change of bowel habit, weight loss or age over 45 with new symptoms',
      },
    ],
    medications: [
      {
        name: 'Salbutamol 100 microgram inhaler',
        dose: '200 micrograms (2 puffs)',
        route: 'inhaled',
        frequency: 'at the start of an attack',
        duration: 'as needed for attacks lasting more than a few minutes',
        cautions: 'Off-label for this use; may cause a tremor or a fast heartbeat.',
      },
    ],
    certificate: { suggestedDays: 1, note: 'Rarely needed; attacks pass within minutes.' },
    referrals: [
      GP_REVIEW('an examination of the back passage to exclude other causes'),
      PHYSIO('pelvic floor physiotherapy and biofeedback for frequent attacks'),
      SPECIALIST(
        'Colorectal surgeon or gastroenterologist',
        'bleeding, a change in bowel habit or an abnormal examination',
      ),
    ],
    advice: [
      'Proctalgia fugax is a harmless cramp of the muscles around the back passage.',
      'Attacks are brief and infrequent for most people and do not damage anything.',
      'Stress, sex and constipation can set it off.',
    ],
  },
  {
    condition: 'bladder_pain_syndrome',
    care: 'Keep a bladder diary (what you drink, how often you pass urine, and pain), cut down on coffee, alcohol, fizzy and acidic drinks, and spicy foods, and drink steadily through the day. A warm pack over the lower tummy helps flares.',
    seekHelp:
      'you see blood in your urine, have a fever or loin pain, burning with a smelly or cloudy urine, unexplained weight loss, or cannot pass urine',
    approach:
      'Bladder pain syndrome / interstitial cystitis (NICE CKS; EAU guideline; Murtagh): exclude infection (urine culture), haematuria (cystoscopy and cytology if present, or in smokers), sexually transmitted infection, endometriosis and bladder stones; bladder diary, dietary triggers, pelvic floor physiotherapy (myofascial release, not strengthening); analgesia; amitriptyline 10 mg at night increasing to 25 to 50 mg; refer to urology or urogynaecology for cystoscopy, intravesical therapy or pentosan polysulfate.',
    investigations: [
      { name: 'Urine microscopy and culture', subtype: 'pathology', when: 'at each flare, to exclude infection' },
      { name: 'Bladder diary (3 days)', subtype: 'other', when: 'before review' },
      {
        name: 'Cystoscopy',
        subtype: 'other',
        when: 'haematuria, age over 40, smoking, or no response to first treatment',
      },
    ],
    medications: [
      {
        name: 'Amitriptyline',
        dose: '10 mg, increased to 25 to 50 mg as tolerated',
        route: 'oral',
        frequency: 'at night',
        duration: 'a trial of at least 3 months',
        cautions:
          'Drowsiness, dry mouth and constipation; avoid with heart rhythm problems, glaucoma and MAO inhibitors; dangerous in overdose.',
        needsMoreInfo: 'heart conditions, mood and other medicines taken',
      },
      { ...PARACETAMOL, alternative: true },
    ],
    certificate: {
      suggestedDays: 1,
      note: 'For flares or appointments; adjustments for easy toilet access at work help.',
    },
    referrals: [
      GP_REVIEW('urine tests and an examination'),
      PHYSIO('pelvic floor relaxation physiotherapy'),
      SPECIALIST('Urologist or urogynaecologist', 'cystoscopy and bladder treatments if first measures do not help'),
    ],
    advice: [
      'Bladder pain syndrome is a long-term bladder irritation without infection, so antibiotics do not help.',
      'Certain foods and drinks trigger flares for many people; a diary helps find yours.',
      'A combination of diet, physiotherapy and medicines improves symptoms for most people.',
    ],
  },
  {
    condition: 'pppd',
    care: 'Keep moving and gradually do the things that bring on the dizziness rather than avoiding them (busy shops, walking outside, screens), in small steps. Regular exercise, good sleep and managing stress all help.',
    seekHelp:
      'you have sudden severe dizziness with weakness, numbness, slurred speech, double vision or trouble walking (call 000), a sudden hearing loss, a new severe headache, or falls',
    approach:
      'Persistent postural-perceptual dizziness (Bárány Society criteria; Oxford Handbook of General Practice; NICE CKS dizziness): a positive clinical diagnosis (non-spinning dizziness or unsteadiness most days for 3 months, worse upright, with motion and visual stimuli, after a triggering vestibular, medical or psychological event) with a normal examination; exclude ongoing BPPV (Dix-Hallpike), vestibular migraine, Ménière disease and central causes; explain the condition; vestibular rehabilitation physiotherapy with habituation; CBT; an SSRI or SNRI (sertraline 25 mg increasing to 50 to 100 mg daily) helps many.',
    investigations: [
      {
        name: 'Dix-Hallpike test and neurological examination',
        subtype: 'other',
        when: 'to exclude BPPV and a central cause',
      },
      { name: 'Audiology', subtype: 'other', when: 'if there is hearing loss or tinnitus' },
    ],
    medications: [
      {
        name: 'Sertraline',
        dose: '25 mg, increased to 50 to 100 mg',
        route: 'oral',
        frequency: 'once daily',
        duration: 'at least 6 to 12 months once effective',
        cautions:
          'Start low (dizziness and nausea early on); do not stop suddenly; caution with bleeding risk and other serotonergic medicines.',
        needsMoreInfo: 'other medicines taken and mood',
      },
    ],
    certificate: {
      suggestedDays: 2,
      note: 'Graded return to work; adjustments to screen time and busy environments help.',
    },
    referrals: [
      SPECIALIST('Vestibular physiotherapist', 'vestibular rehabilitation with habituation exercises'),
      SPECIALIST('Psychologist', 'CBT for dizziness-related anxiety and avoidance'),
      SPECIALIST('Neurologist or ENT surgeon', 'an uncertain diagnosis or other neurological signs'),
    ],
    advice: [
      'PPPD is a common, real condition where the balance system stays on high alert after a dizzy illness.',
      'It is not dangerous, and it improves with vestibular physiotherapy, and sometimes medicine.',
      'Avoiding movement and busy places tends to make it worse; gradual exposure helps.',
    ],
  },
];
