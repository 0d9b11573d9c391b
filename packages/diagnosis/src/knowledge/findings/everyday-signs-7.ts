import type { FindingDef } from '../types.js';
import { CHILD_BEARING, FEMALE, MALE, yesNo } from './define.js';

const WHOSE = '(?:my |his |her |their |the |our |your )?';
const OPERATION =
  '(?:surgery|operation|op|keyhole|laparoscopy|replacement|caesarean|c section|hysterectomy|appendix out|gallbladder out|removed)';
const WOUND_WORSE =
  '(?:red|redder|swollen|oozing|hot|infected|pus|pussy|weeping|leaking|discharging|gaping|opened up|angry)';
const STATINS =
  '(?:statins?|atorvastatin|rosuvastatin|simvastatin|pravastatin|fluvastatin|lipitor|crestor|zocor|cholesterol (?:tablets?|medicines?|medications?|pills?|meds))';
const ANTIDEPRESSANTS =
  '(?:antidepressants?|anti depressants?|venlafaxine|efexor|desvenlafaxine|pristiq|paroxetine|aropax|sertraline|zoloft|escitalopram|lexapro|citalopram|cipramil|fluoxetine|prozac|lovan|duloxetine|cymbalta|fluvoxamine|luvox|mirtazapine|avanza|ssris?|snris?)';
const PHOTOSENSITISERS =
  '(?:doxycycline|doxy|doryx|hydrochlorothiazide|thiazide|water (?:tablets?|pills?)|fluid (?:tablets?|pills?)|amiodarone|isotretinoin|roaccutane|oratane|st john s? wort|methotrexate|voriconazole)';
const SUN = '(?:sun|sunburn|sunburnt|sunburned|sunlight|sunshine|beach|sunbaking)';

/**
 * Hallmarks of a seventh set of everyday conditions, in a patient's own words: an operation wound gone red and
 * oozing, an eye that tears open on waking, an eye that waters all the time, muscle aches since a statin, a
 * stopped antidepressant and brain zaps, a burn in the sun on a sensitising medicine, a needle in the back and a
 * headache that goes lying flat, a rash in the stretch marks, a gap down the tummy muscles, burning at the
 * vaginal entrance, a bent penis, a swollen ear after a blow, an angry piercing, bleeding after a tonsillectomy,
 * low back pain arching backwards, a wrist that will not lift after sleeping on the arm, a late body clock, a
 * child's panic at being apart, pimples on a newborn, medicines that dry the mouth, bowel leakage and teeth that
 * twinge with cold (NICE CKS; eTG; AMH; RANZCO; RANZCOG; DermNet; RCH Clinical Practice Guidelines; Murtagh;
 * Oxford Handbook of General Practice).
 */
export const EVERYDAY_SIGN_FINDINGS_7: FindingDef[] = [
  // Surgical site infection: redness spreading from the wound, warmth, swelling, increasing pain and pus or
  // cloudy discharge, usually 5 to 10 days after the operation (NICE CKS; eTG surgical site infections).
  yesNo(
    'operation_wound_inflamed',
    'Is the wound from an operation in the last month red, hot, swollen, oozing or more painful?',
    'inflamed or discharging surgical wound',
    [
      `${OPERATION} (?:\\w+ ){0,10}(?:cuts?|wounds?|scars?|incisions?|stitches|clips|staples|port sites?) (?:\\w+ ){0,4}${WOUND_WORSE}`,
      `(?:surgical|operation|op|replacement|caesarean|c section|surgery|keyhole) (?:wound|scar|incision|cut|site) (?:\\w+ ){0,4}${WOUND_WORSE}`,
      `(?:surgical )?(?:wound|scar|incision) infection after (?:\\w+ ){0,2}${OPERATION}`,
      'infected (?:surgical |operation |caesarean |c section )(?:wound|scar|incision|cut)',
      `(?:wound|scar|incision|cut|stitches) from ${WHOSE}(?:\\w+ ){0,2}${OPERATION} (?:\\w+ ){0,3}${WOUND_WORSE}`,
    ],
    0.001,
    { kind: 'sign', implies: ['recent_surgery'] },
  ),
  // Recurrent corneal erosion: a sharp pain, watering and light sensitivity on first opening the eye on waking,
  // settling over hours, weeks to months after a scratch from a fingernail, a twig or paper (RANZCO; Oxford
  // Handbook of General Practice).
  yesNo(
    'eye_pain_on_waking',
    'Does the eye hurt sharply when you first open it on waking, settling later in the day?',
    'sharp eye pain on waking (recurrent corneal erosion)',
    [
      'recurrent (?:corneal )?erosions?',
      `(?:wak\\w+|woke) (?:up )?(?:\\w+ ){0,3}(?:sharp |stabbing |bad |terrible |severe )?pain in ${WHOSE}(?:right |left )?eye`,
      '(?:wak\\w+|woke) (?:\\w+ ){0,5}(?:pain|stab\\w*|hurts?) (?:\\w+ ){0,3}when (?:i )?(?:first )?open (?:it|my eyes?|the eye)',
      'eye (?:\\w+ ){0,12}(?:pain|hurts?|stab\\w*) (?:\\w+ ){0,3}when (?:i )?first open (?:it|them)',
    ],
    0.001,
    { kind: 'symptom', implies: ['pain'] },
  ),
  // The watering eye of an older adult: tears overflowing onto the cheek, most often from a narrowed tear duct
  // or a lower lid turned out (ectropion) or lax; a white, comfortable eye (RANZCO; Murtagh).
  yesNo(
    'constant_watery_eye',
    'Does the eye water all the time, with tears running down your cheek, while it is not red or sore?',
    'persistent epiphora',
    [
      '(?:eyes?) (?:\\w+ ){0,3}(?:water|waters|watering|weep|weeps|weeping|tearing|streaming) (?:\\w+ ){0,2}(?:all the time|constantly|non stop|every day|for (?:weeks|months|years))',
      '(?:constantly|always|permanently|forever) (?:\\w+ ){0,2}(?:watering|streaming|weeping)',
      'tears (?:\\w+ ){0,3}(?:run|runs|running|roll|rolls|rolling|stream|streaming|overflow\\w*) (?:\\w+ ){0,3}(?:cheeks?|face)',
      'watery eyes? (?:all the time|for (?:weeks|months|years))',
    ],
    0.001,
    { kind: 'symptom', askIf: { minAge: 18 }, implies: ['watery_eyes'] },
  ),
  // Statin-associated muscle symptoms: symmetrical aching, cramps or tiredness of large muscles (thighs, calves,
  // shoulders) within weeks of starting or raising a statin; weakness or dark urine suggest myositis or
  // rhabdomyolysis (AMH; Heart Foundation; NICE CKS lipid modification).
  yesNo(
    'muscle_pain_since_statin',
    'Did muscle aches or cramps start after you began a cholesterol medicine (a statin) or raised its dose?',
    'muscle symptoms since starting a statin',
    [
      `${STATINS} (?:\\w+ ){0,8}(?:muscles?|thighs?|calves|legs?|shoulders?) (?:\\w+ ){0,3}(?:ache|aches|aching|pain|pains|sore|hurt|hurts|cramps?)`,
      `${STATINS} (?:\\w+ ){0,4}(?:muscle|muscles) (?:ache|aches|aching|pain|pains)`,
      `(?:since|after) (?:starting|i started|going on|taking|beginning|i began|i went on) (?:\\w+ ){0,2}${STATINS} (?:\\w+ ){0,10}(?:ache|aches|aching|pain|pains|sore|hurt|hurts|cramps?)`,
      `(?:muscles?|thighs?|calves|legs) (?:\\w+ ){0,6}(?:ache|aches|ached|aching|pain|pains|sore|hurt|hurting) (?:\\w+ ){0,6}(?:since|after) (?:starting|i started|going on|taking) (?:\\w+ ){0,2}${STATINS}`,
    ],
    0.002,
    { kind: 'symptom', implies: ['statin_use', 'pain'] },
  ),
  // Antidepressant discontinuation syndrome: within 2 to 4 days of stopping, missing or cutting an SSRI or SNRI
  // (paroxetine and venlafaxine most of all): dizziness, "brain zaps", nausea, flu-like aches, irritability,
  // anxiety and vivid dreams, settling within 2 weeks or at once on restarting (AMH; NICE CKS depression).
  yesNo(
    'antidepressant_stopped',
    'Have you stopped, run out of, missed or cut down an antidepressant in the last few weeks?',
    'antidepressant recently stopped or reduced',
    [
      `(?:stopped|stopping|stop|ran out of|run out of|running out of|missed|missing|came off|coming off|come off|quit|cut down|cutting down|weaning off|tapering off|went off|gone off) (?:\\w+ ){0,3}${ANTIDEPRESSANTS}`,
      `${ANTIDEPRESSANTS} (?:\\w+ ){0,3}(?:stopped|ran out|run out|weaned|tapered|cut down|reduced)`,
      '(?:antidepressant|ssri|snri) (?:discontinuation|withdrawal)',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'brain_zaps',
    'Do you get brief electric-shock "zaps" in your head, often when you move your eyes or turn your head?',
    'brain zaps',
    [
      'brain (?:zaps?|shocks?|shivers?)',
      '(?:electric|electrical) (?:shock )?(?:zaps?|shocks?|jolts?) (?:\\w+ ){0,2}in (?:my |the )?(?:head|brain)',
      'head zaps?',
    ],
    0.002,
    { kind: 'symptom' },
  ),
  // Drug-induced photosensitivity: an exaggerated sunburn (redness, stinging, blistering) confined to exposed skin
  // after ordinary sun on doxycycline, a thiazide, amiodarone or isotretinoin (DermNet; AMH).
  yesNo(
    'sunburn_on_medicine',
    'Since starting a medicine (such as doxycycline or a water tablet), does the sun burn your skin far more than it used to?',
    'photosensitivity on a sensitising medicine',
    [
      // From the verb that started it, so that it outlasts a reading of the medicine alone ("added a water tablet").
      `(?:(?:started|starting|added|adding|began|new|on|taking|take|prescribed) (?:\\w+ ){0,2})?${PHOTOSENSITISERS} (?:(?:\\w+|,) ){0,14}${SUN}`,
      `${SUN} (?:\\w+ ){0,10}(?:since|on|with|from) (?:my |the |this )?(?:new )?${PHOTOSENSITISERS}`,
      '(?:drug|medicine|medication|tablet)(?: induced)? photosensitivity|photosensitiv\\w+ (?:from|to) (?:my |a |the )?(?:drug|medicine|medication|tablets?)',
    ],
    0.001,
    { kind: 'symptom', implies: ['sunburn', 'rash'] },
  ),
  // Post-dural puncture headache: within 5 days of an epidural, a spinal anaesthetic or a lumbar puncture, a
  // frontal or occipital headache worse within minutes of sitting or standing and eased lying flat, often with a
  // stiff neck, nausea or muffled hearing (ANZCA; RANZCOG postnatal care; Oxford Handbook).
  yesNo(
    'recent_spinal_needle',
    'In the last week, have you had an epidural, a spinal anaesthetic or a lumbar puncture (spinal tap)?',
    'recent dural puncture (epidural, spinal or lumbar puncture)',
    [
      '(?:had|having|got|with) (?:an |a |the )?epidural(?! abscess)',
      'epidural (?:for|during|in) (?:the |my )?(?:birth|labou?r|delivery|caesarean|c section)',
      '(?:spinal (?:block|anaesthetic|anesthetic|needle|tap))|lumbar puncture|spinal tap',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'headache_upright_eased_lying',
    'Is the headache worse within minutes of sitting or standing up, and better lying flat?',
    'orthostatic headache',
    [
      '(?:head|headache) (?:\\w+ ){0,6}(?:worse|pounds|pounding|throbs|throbbing|terrible|bad|comes|starts|kicks in) (?:\\w+ ){0,4}(?:sit|sitting|stand|standing|get|getting) up',
      '(?:headache|head) (?:\\w+ ){0,10}(?:goes|go|eases|better|disappears|fine|settles) (?:away )?(?:\\w+ ){0,2}(?:when|if|once|as soon as) (?:i )?(?:lie|lying|lay) (?:down|flat)',
      '(?:headache|head) (?:\\w+ ){0,10}(?:fine|better|gone) (?:when )?lying (?:down|flat)',
      'lying (?:down|flat) (?:makes|made) (?:it|the headache) (?:go|better|ease)',
    ],
    0.003,
    { kind: 'symptom', implies: ['pain'] },
  ),
  // Polymorphic eruption of pregnancy: very itchy red papules and urticarial plaques starting in the abdominal
  // stretch marks in the third trimester, sparing the navel, spreading to thighs and buttocks; first pregnancies
  // and twins (DermNet; RANZCOG).
  yesNo(
    'rash_in_stretch_marks',
    'Did an itchy rash of red bumps start in the stretch marks on your tummy?',
    'itchy papules in abdominal striae',
    [
      '(?:rash|bumps|spots|lumps|hives|welts) (?:\\w+ ){0,6}(?:in|on|over|around|along) (?:my |the )?stretch ?marks',
      'stretch ?marks (?:\\w+ ){0,4}(?:itchy|itch|rash|bumps|lumps|spots|hives)',
      'puppp|polymorphic eruption of pregnancy|pruritic urticarial papules',
    ],
    0.002,
    { kind: 'sign', askIf: CHILD_BEARING, implies: ['rash'] },
  ),
  // Diastasis of the rectus abdominis: a gap between the two strap muscles down the midline, a ridge or dome
  // bulging on sitting up or straining, going back lying down; from pregnancy (RANZCOG; healthdirect).
  yesNo(
    'tummy_muscle_gap',
    'Is there a gap or a ridge down the middle of your tummy that bulges when you sit up, since a pregnancy?',
    'midline abdominal gap (rectus diastasis)',
    [
      'diastasis|rectus divarication|abdominal separation|ab separation|separated abs|split abs',
      '(?:gap|split|separation|ridge|dome|doming|bulge|bulging|coning) (?:\\w+ ){0,6}(?:middle|centre|center) of (?:my |the )?(?:tummy|belly|stomach|abdomen|abs)',
      '(?:tummy|stomach|ab|abdominal|belly) muscles? (?:\\w+ ){0,3}(?:split|separated|apart|a gap)',
      '(?:gap|split) (?:\\w+ ){0,3}(?:tummy|stomach|ab|abdominal|belly) muscles?',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Vulvodynia (provoked vestibulodynia): burning, raw or stinging pain at the vaginal entrance on touch, sex or a
  // tampon, or constant vulval burning, for 3 months or more with a normal-looking vulva and clear swabs (NICE
  // CKS vulval pain; RANZCOG).
  yesNo(
    'vulval_burning_pain',
    'Is there a burning, raw or stinging pain at the entrance of the vagina or the vulva, on touch, sex or with tampons?',
    'vulval or vestibular burning pain',
    [
      'vulvodynia|vestibulodynia|vestibulitis',
      '(?:burning|burns|raw|stinging|stings|sore|sharp|hurts) (?:\\w+ ){0,4}(?:at|around|of|in) (?:the |my )?(?:entrance|opening) (?:of|to) (?:my |the )?vagina',
      '(?:burning|raw|stinging) (?:\\w+ ){0,3}(?:of|in|on|around) (?:my |the )?vulva',
      'vulva (?:\\w+ ){0,3}(?:burns|burning|stings|stinging|raw)',
      'tampons? (?:\\w+ ){0,2}(?:hurt|hurts|painful|sting|stings|burn)',
    ],
    0.002,
    { kind: 'symptom', askIf: FEMALE, implies: ['pain'] },
  ),
  // Peyronie's disease: a palpable fibrous plaque in the shaft with a new curvature of the erect penis, painful
  // erections early, difficulty with penetration (Murtagh; Oxford Handbook of General Practice; EAU).
  yesNo(
    'penile_curve',
    'Has your penis developed a bend or curve when erect, perhaps with a firm lump in the shaft?',
    'acquired penile curvature or plaque',
    [
      'peyronie s?',
      '(?:penis|erection|erections|shaft|dick|cock|willy) (?:\\w+ ){0,5}(?:bend|bends|bent|curve|curves|curved|curving|kink|kinks|kinked|veers)',
      '(?:bend|curve|kink) (?:\\w+ ){0,3}(?:in|of) (?:my )?(?:penis|erection|shaft)',
      '(?:plaque|hard lump|firm lump|lump) (?:\\w+ ){0,3}(?:in|on|along) (?:\\w+ ){0,3}(?:shaft|penis)',
    ],
    0.002,
    { kind: 'sign', askIf: MALE },
  ),
  // Auricular haematoma: a tense, fluctuant, purple swelling of the front of the pinna after a blow or shear
  // (rugby, wrestling, boxing), effacing the folds; undrained it becomes a cauliflower ear (ENT guidelines; Murtagh).
  yesNo(
    'ear_swollen_after_blow',
    'After a knock to the ear, is the outer ear swollen, soft or purple, losing its shape?',
    'auricular haematoma',
    [
      'cauliflower ear|(?:auricular|pinna|ear) ha?ematoma',
      `(?:hit|knock\\w*|punch\\w*|kicked|whack\\w*|rugby|wrestl\\w*|boxing|footy|jiu jitsu|judo|mma|scrum) (?:\\w+ ){0,12}(?:ear (?:\\w+ ){0,4}(?:swollen|swelling|squishy|puffy|purple|blood blister|lump|ballooned)|(?:swollen|swelling|squishy|puffy|blood blister|lump) (?:\\w+ ){0,3}(?:on|of) ${WHOSE}(?:outer |upper )?ear)`,
    ],
    0.001,
    { kind: 'sign', implies: ['swelling'] },
  ),
  // An infected piercing: redness, swelling, heat, pus and throbbing days to weeks after piercing; through the ear
  // cartilage (helix, tragus, conch) it is perichondritis, often Pseudomonas, and threatens the cartilage (ENT
  // guidelines; DermNet; eTG).
  yesNo(
    'infected_piercing',
    'Is a piercing red, swollen, hot, throbbing or oozing?',
    'inflamed or infected piercing',
    [
      `pierc\\w* (?:\\w+ ){0,10}(?:red|swollen|infected|hot|oozing|pus|puffy|throbbing|weeping|angry)`,
      'infected (?:\\w+ )?piercing',
      '(?:helix|cartilage|tragus|conch|rook|daith|industrial|snug) (?:piercing|pierced)',
    ],
    0.002,
    { kind: 'sign', implies: ['swelling'] },
  ),
  // Secondary post-tonsillectomy haemorrhage: bleeding 5 to 10 days after a tonsillectomy, often small warning
  // bleeds before a torrential one; any blood is an emergency (RCH post-tonsillectomy bleed; ENT guidelines).
  yesNo(
    'recent_tonsillectomy',
    'Have you (or your child) had the tonsils or adenoids taken out in the last two weeks?',
    'tonsillectomy in the last two weeks',
    ['tonsillectomy|adenotonsillectomy', '(?:tonsils?|adenoids?) (?:\\w+ ){0,2}(?:out|removed|taken out)'],
    0.002,
    { kind: 'history' },
  ),
  yesNo(
    'bleeding_after_tonsillectomy',
    'Since the tonsils came out, has there been any bleeding from the mouth or nose, or spitting or vomiting blood?',
    'bleeding after tonsillectomy',
    [
      // The operation told first, the blood a clause or two later: "had her tonsils out 7 days ago, all going
      // well, but tonight she spat out bright red blood".
      '(?:tonsils?|adenoids?|tonsillectomy|adenotonsillectomy) (?:[\\w,]+ ){0,20}(?:blood|bleed|bleeding|bled|clots?)',
      '(?:blood|bleed|bleeding|bled) (?:\\w+ ){0,12}(?:tonsillectomy|tonsils? (?:out|removed|taken out))',
    ],
    0.0005,
    {
      kind: 'symptom',
      // Asked only once the operation is told: not of every sore throat.
      parent: 'recent_tonsillectomy',
      implies: ['recent_tonsillectomy'],
      redFlag: {
        reason: 'Any bleeding after a tonsillectomy can become heavy without warning (RCH; ENT guidelines)',
        urgency: 'emergency',
      },
    },
  ),
  // Spondylolysis: a stress fracture of the pars interarticularis in a young athlete who arches repeatedly (fast
  // bowling, gymnastics, dance, diving): low back pain, often one-sided, worse on extension (RCH; Murtagh).
  yesNo(
    'back_pain_arching',
    'Is the low back pain worse when you arch or bend backwards (as in bowling, gymnastics, dance or diving)?',
    'low back pain on extension',
    [
      '(?:bend|bends|bending|arch|arches|arching|lean|leans|leaning) (?:\\w+ ){0,2}backwards?',
      'back ?bends?|walkovers?',
      '(?:worse|hurts?|pain\\w*) (?:\\w+ ){0,4}(?:arching|extending) (?:my |her |his |the )?back',
    ],
    0.005,
    { kind: 'symptom', implies: ['pain'] },
  ),
  // Radial nerve palsy at the spiral groove ("Saturday night palsy"): wrist and finger drop on waking after the
  // arm was compressed over a chair back or under a partner, numbness over the back of the thumb web; grip is
  // weak only until the wrist is supported (Murtagh; Oxford Handbook of Clinical Medicine).
  yesNo(
    'wrist_drop',
    'Is the wrist floppy, so that you cannot lift (cock back) the hand or straighten the fingers?',
    'wrist drop',
    [
      'wrist drop|drop wrist',
      // The wrist, not a hand gone limp (a stroke's words).
      'wrist (?:\\w+ ){0,2}(?:flops|floppy|flopping|drops|droops|hangs)',
      'floppy (?:\\w+ ){0,2}wrist',
      // The wrist itself, or the hand cocked back: not a finger that will not straighten (Dupuytren), nor an arm.
      '(?:cannot|can not|unable to|can t|could not) (?:lift|raise|cock|bend back|extend|pull back) (?:up )?(?:my |his |her |the )?(?:\\w+ )?wrist',
      '(?:cannot|can not|unable to|can t|could not) (?:cock|bend|pull|lift) (?:my |his |her |the )?(?:\\w+ )?hand (?:back|up at the wrist)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  yesNo(
    'arm_compressed_asleep',
    'Did it start on waking after sleeping on the arm, or with the arm hung over a chair back?',
    'compression of the arm during sleep',
    [
      '(?:slept|sleeping|asleep|passed out|lying|lay|lain) (?:\\w+ ){0,4}(?:on|over|across) (?:my |his |her |the )?(?:upper )?arm',
      'arm (?:\\w+ ){0,3}over the back of (?:a |the )?(?:chair|couch|sofa|bench)',
    ],
    0.003,
    { kind: 'history' },
  ),
  // Delayed sleep-wake phase disorder: sleep onset long after midnight and waking late, with normal sleep when
  // free to keep the late schedule; common in adolescents, worsened by evening screens (RCH; Murtagh; ICSD-3).
  yesNo(
    'late_body_clock',
    'Are you unable to fall asleep until very late (after 1 or 2 in the morning), yet sleep well if you can wake late?',
    'delayed sleep onset with normal sleep on a late schedule',
    [
      'body clock|night owl|delayed sleep|sleep phase',
      '(?:can not|cannot|can t|unable to|never|not) (?:\\w+ ){0,2}(?:fall asleep|get to sleep|go to sleep|sleepy|tired|drop off) (?:\\w+ ){0,2}(?:until|till|before) (?:\\d+|one|two|three|four|midnight)',
    ],
    0.002,
    { kind: 'symptom', implies: ['insomnia'] },
  ),
  // Separation anxiety disorder: distress beyond the child's developmental stage on parting from a parent, worry
  // that harm will come to them, refusing school or to sleep apart, and aches on school mornings (RCH anxiety;
  // RANZCP).
  yesNo(
    'separation_distress',
    'Does the child become very distressed when apart from you (at school drop-off or bedtime), worrying something bad will happen?',
    'distress on separation from a parent',
    [
      'separation anxiety',
      '(?:clings?|clingy|clinging|hysterical|panics?|panicking|screams?|screaming|cries|crying|meltdowns?|sobs|sobbing) (?:\\w+ ){0,6}(?:drop ?offs?|when (?:i|we) (?:leave|go)|leave (?:him|her|them)|without (?:me|us|mum|mom|dad))',
      '(?:drop ?offs?|when (?:i|we) leave) (?:\\w+ ){0,6}(?:clings?|hysterical|panics?|screams?|cries|sobs)',
      '(?:refus\\w*|will not|won t|does not want) (?:\\w+ ){0,2}(?:go|going) to school|school refus\\w*',
    ],
    0.002,
    { kind: 'symptom', askIf: { maxAge: 17 }, implies: ['anxious'] },
  ),
  // Neonatal (and infantile) acne: small red papules and pustules, some whiteheads, on the cheeks, nose and
  // forehead from 2 weeks to 3 months, in a well, feeding baby; settles without treatment (RCH; DermNet).
  yesNo(
    'baby_pimples',
    'Does the baby have small red pimples or whiteheads on the cheeks, nose or forehead?',
    'neonatal acne',
    [
      '(?:baby|neonatal|newborn|infant|infantile) acne',
      '(?:baby|newborn|infant|weeks? old|months? old|bub) (?:\\w+ ){0,8}(?:pimples|whiteheads|white heads|zits|pustules)',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 1 }, implies: ['rash'] },
  ),
  // Medicines that dry the mouth: anticholinergics above all (tricyclics, bladder antimuscarinics, older
  // antihistamines), then diuretics, opioids and many more: the commonest cause of dry mouth in older people
  // (Oxford Handbook of General Practice; AMH).
  yesNo(
    'anticholinergic_medicine',
    'Do you take a medicine that can dry the mouth, such as a bladder tablet (oxybutynin, solifenacin), an older antihistamine or a tricyclic?',
    'on an anticholinergic medicine',
    [
      // Tricyclics are left to serotonergic_medicine, which reads them first (serotonin toxicity needs them).
      'oxybutynin|ditropan|solifenacin|vesicare|tolterodine|darifenacin|propantheline|benztropine|promethazine|phenergan',
      '(?:bladder|overactive bladder) (?:tablets?|pills?|medicines?|medication)',
      '(?:tablets?|pills?|medicines?|medication) for (?:my |an |the )?(?:overactive |irritable )?bladder',
    ],
    0.03,
    { kind: 'history' },
  ),
  // Faecal incontinence: urgency with leakage when the toilet cannot be reached in time (external sphincter, often
  // from an obstetric tear), or passive soiling unnoticed (internal sphincter); common in older adults and after
  // childbirth (NICE CKS faecal incontinence).
  yesNo(
    'bowel_accidents',
    'Do you leak poo or not make it to the toilet in time to open your bowels?',
    'faecal incontinence',
    [
      '(?:faecal|fecal|bowel|anal) incontinence',
      // "had accidents with my bowels", "having bowel accidents".
      '(?:had|having|have|has|get|gets|getting|some|a few|few) (?:\\w+ )?(?:bowel|poo|poop) accidents?|accidents? with (?:my |his |her |the )?(?:bowels?|poo|poop)',
      '(?:poo|poop|bowels?|stools?|faeces|feces) (?:\\w+ ){0,10}(?:get|make it|reach) (?:to )?the (?:toilet|loo|bathroom) in time',
      '(?:leak|leaking|leaks|leaked|soil|soiling|soils) (?:\\w+ ){0,2}(?:poo|poop|stool|faeces|feces|bowel motions?)',
      '(?:soiling|soil|soiled) (?:my |his |her )?(?:pants|underwear|undies) with (?:\\w+ ){0,2}(?:poo|bowel motions?|stools?|faeces|feces)',
    ],
    0.002,
    { kind: 'symptom', askIf: { minAge: 18 }, implies: ['faecal_soiling'] },
  ),
  // Dentine hypersensitivity: a short, sharp pain from exposed dentine to cold, air, sweet or touch, gone within
  // seconds once the stimulus goes, often several teeth, with receding gums or hard brushing; lingering or night
  // pain is pulpitis (eTG oral and dental; Murtagh).
  yesNo(
    'brief_cold_tooth_twinge',
    'Is it a brief sharp twinge in the teeth with cold drinks or cold air, gone within seconds?',
    'transient dentine sensitivity',
    [
      'sensitive teeth|teeth (?:\\w+ ){0,4}sensitive to (?:cold|hot|sweet|ice)',
      '(?:twinges?|zings?|zaps?|jolts?) (?:\\w+ ){0,8}(?:cold|ice|cold air|ice cream|sweet)',
      '(?:teeth|tooth) (?:\\w+ ){0,3}(?:twinge|zing|tingle)',
    ],
    0.005,
    { kind: 'symptom', implies: ['tooth_hot_cold_pain', 'pain'] },
  ),
];
