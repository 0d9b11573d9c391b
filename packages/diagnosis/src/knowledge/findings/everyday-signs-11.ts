import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

// Dopamine blockers that cause drug-induced parkinsonism and akathisia: antipsychotics and the antiemetics
// metoclopramide and prochlorperazine (AMH); domperidone hardly crosses into the brain and is left out.
// Antipsychotics by name are read by the lexicon as the DDXPlus antipsychotic (E_15), which also records this
// finding (src/understanding/lexicon.ts), so "I started haloperidol" is both.
const DOPAMINE_BLOCKERS = '(?:prochlorperazine|stemetil|stemzine|metoclopramide|maxolon|pramin|(?:a )?depot injection)';
const OPIOIDS =
  '(?:oxycodone|oxycontin|oxynorm|endone|targin|morphine|ms contin|kapanol|heroin|gear|smack|fentanyl|methadone|buprenorphine|suboxone|subutex|codeine|panadeine|nurofen plus|tramadol|tramal|tapentadol|palexia|hydromorphone|dilaudid|jurnista|oxys|opioids?|opiates?)';
const PPIS =
  '(?:pantoprazole|somac|esomeprazole|nexium|omeprazole|losec|rabeprazole|pariet|lansoprazole|zoton|proton pump inhibitors?|ppis?)';

/**
 * Hallmarks of an eleventh set of conditions, in a patient's own words: burning or tingling in the sole of the
 * foot, an antipsychotic or an antiemetic that blocks dopamine, a restlessness that will not let one sit, a smelly
 * ear discharge, fluffy or pepper-like specks in the ear, swelling inside the nose after a blow, a droopy eyelid
 * with double vision or a larger pupil, an eye operation or injection, cancer surgery or radiotherapy, croup that
 * is not settling, a gallbladder taken out, a breast lump full of fluid, fluid that smells after the waters broke,
 * a knee that cannot be straightened after a pop, pain behind the outer ankle bone, brown patches in the skin folds,
 * lambs or goats handled, a red ring around a child's anus, bouts of vomiting with wellness between, opioids stopped,
 * yawning, a long-term reflux tablet, a neck lump that rises with the tongue, an octopus bite, receptive anal sex and
 * straining with nothing to pass (Murtagh; Oxford Handbook of Emergency Medicine; RCH Clinical Practice Guidelines;
 * Nelson; OHCM; eTG; AMH; ASHM; RANZCOG; RANZCO; DermNet).
 */
export const EVERYDAY_SIGN_FINDINGS_11: FindingDef[] = [
  // Tarsal tunnel syndrome: the tibial nerve behind the medial malleolus, with burning, tingling or numbness in the
  // sole and toes, worse standing or walking and at night, and tingling when the tunnel is tapped (Murtagh; Oxford
  // Handbook of General Practice).
  yesNo(
    'sole_of_foot_tingling',
    'Do you get burning, tingling or numbness in the sole of your foot (underneath), or tingling when you tap behind the inner ankle bone?',
    'burning or tingling in the sole of the foot (tibial nerve)',
    [
      '(?:burning|tingling|tingly|numb|numbness|pins and needles|electric shocks?) (?:\\w+ ){0,6}(?:in |on |under |underneath |across )?(?:the |my |his |her )?(?:sole|soles|underneath|underside|bottom|bottoms) (?:of (?:my |the |his |her |both )?(?:foot|feet))',
      '(?:burning|tingling|tingly|numb|numbness|pins and needles) (?:\\w+ ){0,4}(?:under|underneath) (?:my |the |his |her )?(?:foot|feet)',
      '(?:sole|soles|bottom|underside) of (?:my |the |his |her )?(?:foot|feet) (?:\\w+ ){0,3}(?:burns|burning|tingles|tingling|numb|is numb|goes numb)',
      '(?:tapping|tap|pressing|press) (?:\\w+ ){0,5}(?:inside|inner) (?:of (?:my |the )?)?ankle (?:\\w+ ){0,6}(?:tingl\\w*|pins and needles|shoots?|shooting|zings?)',
      'tarsal tunnel',
    ],
    0.004,
    { implies: ['numbness_tingling'] },
  ),
  // Drug-induced parkinsonism and akathisia follow a dopamine-blocking medicine: an antipsychotic (oral or depot),
  // metoclopramide or prochlorperazine, often started or increased in the weeks before (AMH; eTG Neurology).
  yesNo(
    'dopamine_blocking_medicine',
    'Do you take, or have you recently started, an antipsychotic medicine or an anti-sickness tablet such as metoclopramide (Maxolon) or prochlorperazine (Stemetil)?',
    'on a dopamine-blocking medicine (antipsychotic, metoclopramide or prochlorperazine)',
    [
      `(?:on|taking|take|takes|started|starting|given|prescribed|increased|was put on|put me on|injection of|tablets? of|dose of|the tablet is|it was|it is) (?:\\w+ ){0,4}${DOPAMINE_BLOCKERS}`,
      `${DOPAMINE_BLOCKERS} (?:\\w+ ){0,3}(?:tablets?|injection|dose|was started|was increased|for)`,
      '(?:prochlorperazine|stemetil|metoclopramide|maxolon)',
    ],
    0.02,
    { kind: 'history' },
  ),
  // Akathisia: a subjective inner restlessness with an urge to keep moving, pacing, rocking, crossing and uncrossing
  // the legs, all day rather than only at night, within days to weeks of a dopamine blocker; distressing and linked
  // to agitation and suicidal thoughts (AMH; RANZCP).
  yesNo(
    'inner_restlessness_pacing',
    'Do you feel an inner restlessness, as if you cannot stay seated and have to keep pacing or moving?',
    'inner restlessness with an urge to keep moving (akathisia)',
    [
      'inner (?:restless\\w*|agitation|jitter\\w*)|restless (?:inside|on the inside)',
      '(?:have to|need to|must|cannot stop|can not stop|keep) (?:keep )?(?:pacing|pace|walking about|walking around|rocking|jiggling)',
      '(?:cannot|can not|unable to|could not|can t) (?:stay seated|stay sitting|stay in (?:my |a |the )?(?:seat|chair))',
      'crawl out of (?:my|his|her) skin|jump out of (?:my|his|her) skin',
      '(?:cannot|can not) stop moving (?:my |his |her )?(?:legs|feet|body)',
      'akathisia',
    ],
    0.003,
  ),
  // Cholesteatoma: a painless, persistent or recurrent foul-smelling ear discharge that does not settle with drops,
  // with a conductive hearing loss, after childhood ear disease or grommets (ENT guidelines; Murtagh).
  yesNo(
    'smelly_ear_discharge',
    'Is there a smelly (foul) discharge coming from the ear?',
    'foul-smelling ear discharge',
    [
      '(?:smelly|foul|offensive|stinky|stinking|smelling|bad smelling|rotten) (?:\\w+ ){0,3}(?:discharge|stuff|gunk|pus|fluid|ooze|muck|liquid|wax) (?:\\w+ ){0,7}ears?',
      'ears? (?:\\w+ ){0,5}(?:smelly|foul|offensive|stinky|smells?|smelling) (?:\\w+ ){0,3}(?:discharge|stuff|gunk|pus|fluid|ooze)',
      'ears? (?:discharge |gunk |pus |fluid )?(?:smells|stinks|is smelly)',
      'cholesteatoma',
    ],
    0.002,
    { implies: ['ear_discharge'] },
  ),
  // Otomycosis: itch, fullness and discharge in the ear canal with white fluffy (Candida) or black pepper-like
  // (Aspergillus niger) debris, often after antibiotic drops, swimming or cotton buds (eTG; DermNet).
  yesNo(
    'fungal_ear_debris',
    'Can you (or someone else) see white fluffy bits or little black specks like pepper in the ear canal?',
    'fungal debris in the ear canal (otomycosis)',
    [
      'ears? (?:\\w+ ){0,10}(?:white|grey|gray|black|dark|yellow) (?:\\w+ ){0,2}(?:fluff\\w*|fuzz\\w*|furry|cotton ?wool|specks?|spots|dots|pepper|bits)',
      '(?:white|grey|gray|black|dark) (?:\\w+ ){0,2}(?:fluff\\w*|fuzz\\w*|furry|cotton ?wool|specks?|pepper) (?:\\w+ ){0,6}ears?',
      'like (?:black |ground )?pepper (?:\\w+ ){0,4}ears?',
      'ears? (?:\\w+ ){0,3}(?:fungus|fungal)|fungal ear|otomycosis',
    ],
    0.001,
    { implies: ['ear_itch'] },
  ),
  // Nasal septal haematoma: after a blow to the nose, a nose blocked on both sides with a soft, often purple swelling
  // inside; drained the same day or it becomes an abscess and the cartilage collapses into a saddle nose (RCH;
  // Oxford Handbook of Emergency Medicine).
  yesNo(
    'septal_swelling_after_blow',
    'Since the injury, is the nose completely blocked on both sides, or is there a soft swelling inside the nose?',
    'septal swelling or complete bilateral obstruction after nasal trauma',
    [
      '(?:swelling|swollen|bulge|bulging|blood blister) (?:\\w+ ){0,3}inside (?:\\w+ ){0,2}(?:nose|nostrils?)',
      'inside (?:\\w+ ){0,2}(?:nose|nostrils?) (?:\\w+ ){0,3}(?:swollen|swelling|bulging|purple|lump)',
      '(?:hit|punched|knocked|kicked|elbowed|headbutted|head butted|whacked|bumped|broke|broken|injured|smashed) (?:\\w+ ){0,5}nose (?:[\\w,]+ ){0,12}(?:cannot|can not|unable to|can t) breathe (?:\\w+ ){0,3}(?:nose|nostrils?|at all)',
      '(?:hit|punch\\w*|knock\\w*|blow|injur\\w*|kick\\w*|elbow\\w*|whack\\w*) (?:\\w+ ){0,6}nose (?:[\\w,]+ ){0,8}(?:totally|completely|fully) blocked',
      'septal ha?ematoma',
    ],
    0.0005,
    { kind: 'sign' },
  ),
  // Third nerve palsy: a droopy eyelid with double vision, the eye turned down and out, and with a compressive cause
  // (a posterior communicating artery aneurysm) a larger pupil and pain; a new palsy is imaged the same day (OHCM;
  // Oxford Handbook of Emergency Medicine).
  yesNo(
    'droopy_lid_double_vision',
    'Has an eyelid drooped at the same time as double vision, or does one eye turn down and out, or one pupil look bigger?',
    'ptosis with diplopia, a down-and-out eye or a dilated pupil (third nerve palsy)',
    [
      'eyelid (?:\\w+ ){0,6}(?:droop\\w*|hanging|hangs|fallen|dropped|come down|closed) (?:[\\w,]+ ){0,8}(?:double|two of everything)',
      '(?:double|two of everything) (?:[\\w,]+ ){0,10}eyelid (?:\\w+ ){0,4}(?:droop\\w*|hanging|hangs|fallen|dropped|come down)',
      '(?:droop\\w*|drooping|hanging) (?:\\w+ ){0,2}eyelid (?:[\\w,]+ ){0,6}double',
      'eye (?:\\w+ ){0,4}(?:points?|pointing|looks?|looking|turned|turns|drifts|drifting|goes|gone|sits) (?:\\w+ ){0,1}(?:down and out|down and outwards|out and down|outwards and down)',
      '(?:pupil (?:\\w+ ){0,5}(?:bigger|larger|dilated|blown|wider) than|(?:one|left|right) pupil (?:\\w+ ){0,3}(?:bigger|larger|dilated|blown)|pupil on (?:that|one|the \\w+) side (?:\\w+ ){0,3}(?:bigger|larger|dilated))',
      '(?:third|3rd) (?:cranial )?nerve palsy|oculomotor',
    ],
    0.0005,
    { kind: 'sign', implies: ['droopy_eyelid', 'double_vision'] },
  ),
  // Endophthalmitis: infection inside the eye days after cataract surgery or an intravitreal injection (or a
  // penetrating injury), with pain, redness and falling vision; intravitreal antibiotics the same day (RANZCO).
  yesNo(
    'recent_eye_operation',
    'Have you had an eye operation (such as cataract surgery) or an injection into the eye in the last six weeks?',
    'recent intraocular surgery or intravitreal injection',
    [
      '(?:cataract|lens|eye|retina|retinal|glaucoma|corneal) (?:surgery|operation|op|procedure|implant)',
      '(?:injection|injections|jab) (?:\\w+ ){0,2}(?:in|into) (?:my |the |his |her )?eyes?',
      'eye injections?|intravitreal|(?:avastin|eylea|lucentis|vabysmo) injection',
      '(?:operation|surgery|operated) on (?:my |the |his |her )?eyes?',
    ],
    0.004,
    { kind: 'history' },
  ),
  // Lymphoedema: a slowly spreading, heavy, non-pitting swelling of an arm or leg after lymph nodes were removed or
  // irradiated for cancer (breast, gynaecological, melanoma, prostate), not red or hot (Murtagh; healthdirect).
  yesNo(
    'cancer_surgery_or_radiotherapy',
    'Have you had lymph glands removed, or surgery or radiotherapy for cancer?',
    'lymph node dissection, cancer surgery or radiotherapy',
    [
      'lymph (?:nodes?|glands?) (?:\\w+ ){0,4}(?:removed|taken out|cleared|dissected|out)',
      '(?:removed|took out|taken out|cleared) (?:\\w+ ){0,3}lymph (?:nodes?|glands?)',
      'radiotherapy|radiation (?:therapy|treatment)|sentinel node|axillary clearance|lymph node dissection',
      '(?:since|after) (?:my |her |his )?(?:\\w+ ){0,2}cancer (?:surgery|operation|treatment)',
      '(?:mastectomy|lumpectomy|hysterectomy for cancer|wide local excision)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // Bacterial tracheitis: a child with croup-like stridor and a barking cough who becomes toxic with a high fever,
  // thick purulent secretions and no response to steroid or nebulised adrenaline (RCH croup guideline; Nelson).
  yesNo(
    'croup_not_settling',
    'Has the croup not settled with the steroid medicine, or has it turned into a high fever and looking very unwell?',
    'croup not settling with steroids or becoming toxic',
    [
      '(?:steroid|prednisolone|dexamethasone|redipred|predmix) (?:medicine |syrup |mixture |dose |liquid |tablets? )?(?:for (?:his |her |the )?croup )?(?:did not|has not|didn t|hasn t|does not|doesn t) (?:\\w+ )?(?:help|work|settle|helped|worked|settled)',
      'croup (?:[\\w,]+ ){0,10}(?:but|and) (?:now )?(?:\\w+ ){0,4}(?:high fever|high temperature|really unwell|very unwell|very sick|toxic)',
    ],
    0.001,
    {
      kind: 'history',
      askIf: { maxAge: 12 },
      redFlag: {
        reason: 'croup that is not settling or is now toxic (possible bacterial tracheitis)',
        urgency: 'urgent',
      },
    },
  ),
  // Bile acid diarrhoea: urgent, watery, often yellowish diarrhoea after meals, most often after the gallbladder was
  // removed (or after an ileal resection); cholestyramine helps (gastroenterology guidelines; NICE CKS).
  yesNo(
    'gallbladder_removed',
    'Have you had your gallbladder removed?',
    'previous cholecystectomy',
    [
      // "Previous abdominal surgery" is implied, so these phrasings are read here rather than there.
      'gall ?bladder (?:\\w+ ){0,2}(?:out|removed|taken out|taken away|surgery|operation)',
      '(?:removed|took out|taken out|take out) (?:\\w+ ){0,2}gall ?bladder',
      'cholecystectomy|no gall ?bladder',
    ],
    0.04,
    { kind: 'history', implies: ['past_abdominal_surgery'] },
  ),
  // Lactational breast abscess: a tender, fluctuant lump that has not settled on antibiotics for mastitis, with fever;
  // ultrasound and needle aspiration, breastfeeding continued (eTG; RANZCOG; healthdirect).
  yesNo(
    'breast_lump_fluid_or_not_settling',
    'Does the breast lump feel soft or full of fluid in the middle, or has it not settled with antibiotics?',
    'fluctuant breast lump or mastitis not settling on antibiotics',
    [
      '(?:lump|swelling) (?:\\w+ ){0,6}(?:squishy|fluctuant|full of (?:fluid|pus)|fluid ?filled|pus ?filled|soft in the middle|boggy)',
      '(?:squishy|fluctuant|fluid ?filled|pus ?filled|soft|boggy) (?:\\w+ ){0,2}lump',
      'breast abscess|abscess (?:\\w+ ){0,3}breast',
      '(?:lump|mastitis|breast) (?:[\\w,]+ ){0,10}(?:not|hasn t|has not|didn t|did not|isn t|is not) (?:got |gotten |getting |been )?(?:better|improved|settled|cleared|gone|helped) (?:\\w+ ){0,3}(?:with|on|after|by) (?:the )?antibiotics',
    ],
    0.001,
    { kind: 'sign', askIf: CHILD_BEARING },
  ),
  // Chorioamnionitis (intra-amniotic infection): fever after the membranes rupture, a tender uterus, offensive
  // liquor or discharge and a fast maternal and fetal heart rate; delivery and antibiotics (RANZCOG).
  yesNo(
    'offensive_fluid_after_waters',
    'Does the fluid you are leaking (the waters) smell bad or look discoloured?',
    'offensive or discoloured liquor',
    [
      '(?:fluid|waters|leaking|leak) (?:[\\w,]+ ){0,6}(?:smells|smelly|smelling|offensive|foul|stinks|green|brown)',
      '(?:smelly|foul|offensive|bad smelling) (?:\\w+ ){0,2}(?:fluid|waters)',
    ],
    0.0005,
    { kind: 'sign', askIf: CHILD_BEARING },
  ),
  // Quadriceps (or patellar) tendon rupture: a pop above (or below) the kneecap on a forced bend, a palpable gap, and
  // no straight-leg raise or active extension; repaired within days (Oxford Handbook of Emergency Medicine).
  yesNo(
    'knee_extensor_failure',
    'Since the injury, are you unable to straighten the knee or lift the leg straight, or is there a gap or dent just above or below the kneecap?',
    'loss of active knee extension or a palpable gap (extensor mechanism rupture)',
    [
      '(?:cannot|can not|can t|unable to|could not) (?:straighten|extend|lift|raise) (?:\\w+ ){0,3}(?:knee|leg) (?:\\w+ ){0,2}(?:against gravity|straight|off the bed)',
      '(?:cannot|can not|can t|unable to|could not) (?:lift|raise) (?:my |the |his |her )?(?:leg|knee)',
      '(?:cannot|can not|unable to) (?:do )?(?:a )?straight leg raise',
      '(?:gap|dent|dented|hollow|dip|dip in) (?:\\w+ ){0,4}(?:above|below) (?:my |the |his |her )?(?:knee ?cap|patella)',
      '(?:above|below) (?:my |the |his |her )?(?:knee ?cap|patella) (?:\\w+ ){0,4}(?:dent\\w*|gap|hollow|dip)',
      '(?:pop|popped|tear|tearing|snap) (?:\\w+ ){0,3}(?:above|just above|below) (?:my |the |his |her )?(?:knee ?cap|knee|patella)',
      '(?:quadriceps|quads|patellar) tendon (?:rupture|tear|torn|snapped)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Peroneal tendinopathy: pain and swelling behind and below the lateral malleolus, worse with running and uneven
  // ground, sometimes snapping (subluxation), often after ankle sprains (Murtagh; musculoskeletal guidelines).
  yesNo(
    'outer_ankle_tendon_pain',
    'Is the pain or swelling behind the bone on the outside of the ankle, along the tendons there?',
    'pain behind the lateral malleolus (peroneal tendons)',
    [
      '(?:behind|back of) (?:and (?:below|under) )?(?:the |my |his |her )?(?:outside|outer|lateral) (?:of (?:my |the |his |her )?)?ankle',
      '(?:outside|outer|lateral) (?:of (?:my |the )?)?ankle (?:\\w+ ){0,4}behind (?:the |my )?(?:ankle )?bone',
      'behind (?:the |my )?(?:outside|outer|lateral) ankle bone',
      '(?:snapping|clicking|flicking) (?:\\w+ ){0,4}(?:outside|outer|lateral) (?:of (?:my |the )?)?ankle',
      'peroneal',
    ],
    0.003,
  ),
  // Erythrasma: flat, sharply bordered pink-to-brown finely scaly patches in the groin, armpits or toe webs, mildly
  // itchy, not cleared by antifungals; coral-red under a Wood lamp (DermNet; Murtagh).
  yesNo(
    'brown_patch_skin_folds',
    'Is there a flat pink-brown or brown patch in the groin, the armpits or between the toes?',
    'brown or pink-brown patches in the body folds (erythrasma)',
    [
      '(?:brown|brownish|pinkish brown|reddish brown|red brown|tan|coppery) (?:\\w+ ){0,4}(?:patch|patches|rash|areas?) (?:\\w+ ){0,4}(?:groin|armpits?|under ?arms?|between (?:my |the )?toes|skin folds?)',
      '(?:groin|armpits?|under ?arms?) (?:\\w+ ){0,4}(?:brown|brownish) (?:patch|patches|rash|areas?)',
      'erythrasma',
    ],
    0.001,
    { kind: 'sign' },
  ),
  // Orf: a nodule that blisters and crusts on a finger or hand a week after handling lambs or goats with scabby mouths
  // (DermNet; communicable disease guidance on zoonoses).
  yesNo(
    'lamb_or_goat_handling',
    'Have you handled sheep, lambs or goats (especially any with scabby sores on the mouth) in the last few weeks?',
    'contact with sheep, lambs or goats',
    [
      '(?:handl\\w+|bottle ?f[e]?e?d\\w*|hand ?rear\\w*|feeding|shearing|drenching|touching|patting|nursing|work\\w* with|marking|tailing) (?:\\w+ ){0,4}(?:lambs?|sheep|goats?|ewes?)',
      '(?:sheep|goat|lamb) (?:farm|station|property|shearing)',
      '(?:lambs?|sheep|goats?) (?:\\w+ ){0,4}(?:scabby|sores|crusty|scabs)',
      'orf|scabby mouth',
    ],
    0.004,
    { kind: 'exposure', implies: ['livestock_contact'] },
  ),
  // Perianal streptococcal dermatitis: a bright red, sharply edged, tender perianal erythema in a young child, with
  // pain on passing stools, withholding and blood streaks; a swab and oral penicillin (DermNet; Nelson).
  yesNo(
    'red_ring_around_anus',
    'Is the skin right around the anus (bottom) bright red with a sharp edge?',
    'well-demarcated bright red perianal erythema',
    [
      '(?:bright |very |really |angry )?red (?:\\w+ ){0,3}(?:rash|area|skin|patch|ring|redness) (?:\\w+ ){0,3}around (?:\\w+ ){0,2}(?:bottom|anus|bum|back passage|anal)',
      'around (?:his |her |the |my )?(?:anus|bottom|bum|back passage) (?:\\w+ ){0,4}(?:is )?(?:bright |very |really )?red',
      '(?:perianal|peri anal) (?:strep\\w*|redness|cellulitis|dermatitis)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Cyclical vomiting syndrome: stereotyped bouts of intense vomiting lasting hours to days, several a year, with
  // complete wellness between, often a family history of migraine; cannabis excluded (RCH; Nelson; Rome IV).
  yesNo(
    'vomiting_bouts_well_between',
    'Does the vomiting come in separate bouts lasting hours or days, with the person completely well in between?',
    'stereotyped episodes of vomiting with wellness between',
    [
      '(?:bouts|attacks|episodes|spells) (?:of )?(?:\\w+ )?(?:vomiting|throwing up|being sick)',
      '(?:bouts|attacks|episodes|spells) where (?:\\w+ ){0,4}(?:vomit\\w*|throwing up|being sick)',
      '(?:vomiting|throwing up) (?:\\w+ ){0,3}(?:comes?|happens?) in (?:bouts|attacks|episodes|spells)',
      'cycl(?:ic|ical) vomiting',
    ],
    0.002,
    { implies: ['vomiting'] },
  ),
  // Opioid withdrawal: within hours to two days of the last dose, yawning, a runny nose and watering eyes, goose
  // flesh, sweating, aches, cramps, diarrhoea, vomiting, restlessness and insomnia (eTG; AMH).
  yesNo(
    'stopped_opioids',
    'Have you recently stopped, cut down or run out of an opioid (such as oxycodone, codeine, heroin, methadone or buprenorphine)?',
    'opioid stopped, reduced or run out (withdrawal)',
    [
      `(?:ran out of|run out of|running out of|stopped|stopping|quit|quitting|coming off|come off|came off|trying to stop|cut down|cutting down|withdrawing from|detox\\w* from|off the|without (?:my )?) (?:\\w+ ){0,3}${OPIOIDS}`,
      `${OPIOIDS} withdrawal|withdrawal from ${OPIOIDS}|hanging out|dope ?sick|clucking|hanging for (?:a |some )?(?:hit|taste)`,
    ],
    0.002,
    { kind: 'history', implies: ['takes_opioid'] },
  ),
  yesNo(
    'yawning_a_lot',
    'Do you keep yawning?',
    'frequent yawning',
    [
      '(?:keep|keeps|kept|constant\\w*|always|non ?stop) yawn\\w*|yawn\\w* (?:\\w+ ){0,3}(?:all the time|constantly|a lot|non ?stop)|yawning',
    ],
    0.02,
  ),
  // Hypomagnesaemia: a proton pump inhibitor taken for years, heavy drinking, chronic diarrhoea or diuretics; cramps,
  // twitching, tremor, tetany and arrhythmias, often with a low potassium and calcium (OHCM; AMH).
  yesNo(
    'long_term_ppi',
    'Do you take a reflux medicine such as pantoprazole, esomeprazole or omeprazole every day, for a year or more?',
    'long-term proton pump inhibitor',
    [
      `(?:taken|taking|take|takes|been on|on) (?:\\w+ ){0,2}${PPIS}`,
      `${PPIS} (?:\\w+ ){0,3}(?:for years|every day|daily|long ?term)`,
      '(?:reflux|heartburn|stomach|acid) (?:tablet|tablets|medicine|medication|pill|pills) (?:\\w+ ){0,3}(?:every day|daily|for years|long ?term)',
      '(?:take|taking|on) (?:a |my )?(?:reflux|heartburn|acid) (?:tablet|medicine|medication|pill) (?:every day|daily|long ?term|for years)',
    ],
    0.08,
    { kind: 'history' },
  ),
  // Thyroglossal duct cyst: a smooth midline neck lump at or below the hyoid that rises when the tongue is poked out
  // (and on swallowing), in a child or young adult, sometimes first noticed when infected (RCH; Nelson).
  yesNo(
    'neck_lump_moves_with_tongue',
    'Does the lump in the middle of the neck move up when you stick your tongue out?',
    'midline neck lump moving with tongue protrusion (thyroglossal duct cyst)',
    [
      '(?:moves?|moving|goes|rises|lifts|pops|pulls) (?:\\w+ ){0,1}up (?:\\w+ ){0,6}(?:sticks?|sticking|poke|pokes|poking|puts?|putting) (?:\\w+ ){0,3}tongue (?:\\w+ ){0,1}out',
      'thyroglossal',
    ],
    0.0005,
    { kind: 'sign', implies: ['neck_lump'] },
  ),
  // A neck lump that has become red, hot and tender is infected (a thyroglossal or branchial cyst, suppurative
  // lymphadenitis, an abscess): antibiotics and a look for a collection the same day (RCH neck lumps; Nelson).
  yesNo(
    'neck_lump_inflamed',
    'Has the lump in the neck become red, hot or rapidly more swollen and painful?',
    'inflamed neck lump (infected cyst or node)',
    [
      '(?:lump|swelling|cyst|gland|node) (?:in|on|at) (?:the )?(?:\\w+ ){0,4}neck (?:[\\w,]+ ){0,6}(?:red|hot|inflamed|infected)',
      'neck (?:lump|swelling|cyst|gland) (?:[\\w,]+ ){0,6}(?:red|hot|inflamed|infected)',
      '(?:red|hot|inflamed|infected) (?:and )?(?:\\w+ ){0,2}(?:lump|swelling|cyst) (?:in|on) (?:the )?(?:\\w+ ){0,4}neck',
    ],
    0.002,
    {
      kind: 'sign',
      implies: ['neck_lump'],
      redFlag: { reason: 'a red, hot, painful neck lump (infected cyst or node)', urgency: 'urgent' },
    },
  ),
  // Blue-ringed octopus bite: a small, often painless bite while handling an octopus in a rock pool; tetrodotoxin
  // brings numbness of the lips and tongue, blurred or double vision, weakness and respiratory paralysis within
  // minutes; pressure immobilisation and ventilation (eTG Toxicology; ANZCOR).
  yesNo(
    'octopus_bite',
    'Were you bitten by an octopus (a blue-ringed octopus)?',
    'blue-ringed octopus bite',
    [
      // Handled or bitten, not eaten: "grilled octopus for dinner" is no bite.
      '(?:bit|bitten|bite|stung|picked up|held|touched|handled|grabbed|played with) (?:\\w+ ){0,5}octopus',
      'octopus (?:\\w+ ){0,4}(?:bit|bites|bitten|stung)',
      'blue ?ring(?:ed)? octopus',
    ],
    0.0002,
    {
      kind: 'exposure',
      implies: ['marine_sting'],
      redFlag: { reason: 'bitten by an octopus (blue-ringed octopus envenoming)', urgency: 'emergency' },
    },
  ),
  // Sexually transmitted proctitis: after receptive anal sex, anorectal pain, mucopurulent discharge, bleeding and
  // tenesmus from gonorrhoea, chlamydia (including LGV), syphilis or herpes (ASHM; eTG).
  yesNo(
    'receptive_anal_sex',
    'Have you had receptive anal sex (a partner inside your bottom) in the last few months?',
    'receptive anal intercourse',
    [
      'anal (?:sex|intercourse|play)|receptive anal|(?:bottom|bottoming) (?:for|with) (?:a |other )?(?:guys?|men|partners?)',
    ],
    0.03,
    { kind: 'exposure' },
  ),
  yesNo(
    'tenesmus',
    'Do you keep feeling you need to open your bowels, even when there is nothing to pass?',
    'tenesmus',
    [
      '(?:need|needing|urge|feel like i need|feel like i have) to (?:go|poo|open my bowels|pass a motion) (?:[\\w,]+ ){0,6}(?:nothing (?:comes|happens|comes out)|but (?:cannot|can not|can t)|but nothing)',
      'tenesmus|(?:painful|constant) straining',
    ],
    0.005,
  ),
];
