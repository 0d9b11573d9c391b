import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

const BENZODIAZEPINES =
  '(?:diazepam|valium|alprazolam|xanax|kalma|alprax|clonazepam|rivotril|paxam|lorazepam|ativan|oxazepam|serepax|temazepam|normison|temaze|nitrazepam|mogadon|benzos?|benzodiazepines?)';
const RELATIVE =
  '(?:mother|father|mum|dad|sister|brother|parents?|grandmother|grandfather|nan|nanna|grandma|grandpa|aunt|uncle)';

/**
 * Hallmarks of a tenth set of conditions, in a patient's own words: seeming fine after a head blow then getting
 * drowsy, eyes flicking or not moving, grape-like tissue in early pregnancy, clusters of jerks in a baby, a large
 * dark bleed from a toddler's bottom, a newborn's late first poo, a benzodiazepine stopped, groin pain after a fall,
 * a hand cramping into a claw, tingling around the mouth, thyroid or parathyroid surgery, a dark cloud or red haze
 * in the vision, clumsy hands, a child's sore calves and toe-walking, a joint swollen for weeks, very flexible
 * joints, a bulky womb, a red tender lump by the nipple, a hip that catches or clicks, a Popeye bulge in the upper
 * arm, gurgling in the neck on swallowing, vomiting food eaten hours before, deafness in the family, and feet that
 * stick to the floor (Oxford Handbook of Emergency Medicine; RCH Clinical Practice Guidelines; Nelson; OHCM; eTG;
 * AMH; RANZCOG; RANZCO; NICE CKS; Murtagh).
 */
export const EVERYDAY_SIGN_FINDINGS_10: FindingDef[] = [
  // Extradural haematoma: a blow to the temple tears the middle meningeal artery; a brief knock-out, a lucid
  // interval of minutes to hours, then a worsening headache, vomiting and falling consciousness (Oxford Handbook of
  // Emergency Medicine; Rosen's).
  yesNo(
    'lucid_interval_head_injury',
    'After the head injury, did they seem fine at first and then get worse: more drowsy, a worsening headache or vomiting?',
    'deterioration after a lucid interval following a head injury',
    [
      '(?:seemed|was|felt|seeming|feeling|looked|looking) (?:\\w+ ){0,2}(?:fine|okay|ok|normal|alright|all right|good) (?:[\\w,]+ ){0,8}(?:now|then|but|since) (?:[\\w,]+ ){0,14}(?:drows\\w*|sleepy|sleepier|confused|hard to (?:wake|keep awake)|(?:headache|vomiting) (?:is )?getting worse)',
      'after (?:feeling|being|seeming) (?:okay|ok|fine|alright|all right|normal) for (?:a |an |\\w+ ){0,3}(?:hours?|minutes?|while)',
      'lucid interval',
    ],
    0.0005,
    {
      kind: 'symptom',
      implies: ['head_injury'],
      redFlag: { reason: 'worsening after a lucid interval following a head injury', urgency: 'emergency' },
    },
  ),
  // Wernicke encephalopathy: in heavy drinking with poor food (or prolonged vomiting), confusion, an unsteady gait
  // and nystagmus or eye-movement palsy; thiamine before glucose (OHCM; eTG).
  yesNo(
    'eyes_flicking_or_stuck',
    'Are the eyes flicking or jerking from side to side, or not moving properly together?',
    'nystagmus or ophthalmoplegia',
    [
      'eyes? (?:\\w+ ){0,2}(?:are |is |keep |keeps )?(?:flicking|jerking|jumping|darting|wobbling|flickering|twitching) (?:from )?(?:side to side|back and forth|about|around)',
      'eyes? (?:are |is )?(?:not|no longer|stopped) (?:moving|tracking|working) (?:properly|normally|together|right)',
      'nystagmus|ophthalmoplegia',
    ],
    0.001,
    { kind: 'sign' },
  ),
  // Molar pregnancy (gestational trophoblastic disease): bleeding like prune juice, passed vesicles like grapes, a
  // uterus large for dates and severe vomiting from a very high hCG (RANZCOG; OHCM).
  yesNo(
    'molar_pregnancy_signs',
    'Have you passed grape-like bits, been told the womb is bigger than it should be, or been told of a molar pregnancy?',
    'vesicles passed, uterus large for dates or a molar pregnancy on ultrasound',
    [
      'grape ?like|like (?:little |small |tiny )?(?:clear )?grapes|bunch of grapes',
      '(?:womb|uterus) (?:\\w+ ){0,3}(?:bigger|larger) than (?:it should be|expected|dates|my dates|normal for)',
      'molar pregnancy|hydatidiform mole|(?:a |the )?mole in (?:my |the )?(?:womb|uterus)|prune juice',
    ],
    0.0003,
    { kind: 'sign', askIf: CHILD_BEARING },
  ),
  // Infantile spasms (West syndrome): from 3 to 8 months, brief flexor (or extensor) spasms, the head dropping and
  // the arms flung up, in clusters on waking, with lost skills; an urgent EEG (RCH; Nelson).
  yesNo(
    'baby_spasm_clusters',
    'Does the baby have sudden brief jerks or stiffening (the head dropping, arms flung up or body bending forward) that come in runs or clusters?',
    'clusters of infantile spasms',
    [
      '(?:jerks|spasms|episodes|jolts|twitches|stiffenings?|movements|crunches) (?:\\w+ ){0,6}(?:in )?(?:clusters|runs|a row|a series|batches|bursts)',
      '(?:clusters|runs|series|bursts) of (?:\\w+ ){0,3}(?:jerks|spasms|episodes|jolts|twitches|movements)',
      '(?:bends?|bending|jack ?knifes?|folds?) (?:\\w+ ){0,2}forward and (?:throws|flings|shoots|puts) (?:my |his |her |their |both )?arms (?:up|out)',
      '(?:head|body) (?:drops|nods|bobs) (?:\\w+ ){0,4}(?:arms|legs) (?:\\w+ ){0,3}(?:stiffen|fling|shoot|go) (?:up|out)?',
      '(?:come|comes|coming|happen|happens|happening) in (?:clusters|runs|batches)|in (?:runs|clusters|batches) of (?:several|a few|\\d+|many|ten|five)',
      'infantile spasms?|west syndrome|salaam',
    ],
    0.0003,
    { kind: 'sign', askIf: { maxAge: 2 }, redFlag: { reason: 'possible infantile spasms', urgency: 'urgent' } },
  ),
  // Meckel diverticulum: a young child passing a large amount of dark red or maroon blood without pain, from acid
  // ulceration by ectopic gastric mucosa; a Meckel (technetium) scan (RCH rectal bleeding; Nelson).
  yesNo(
    'large_dark_bleed_from_bottom',
    'Has there been a large amount of dark red or maroon blood from the bottom?',
    'large dark red or maroon rectal bleed',
    [
      '(?:a lot|lots|loads) of (?:\\w+ ){0,3}blood (?:\\w+ ){0,4}(?:nappy|bottom|bum|poo|stool|back passage|toilet)',
      '(?:big|large|heavy|huge) bleeds? (?:\\w+ ){0,2}from (?:his |her |their |the |my )?(?:bottom|bum|back passage)',
      '(?:maroon|plum coloured|dark red) (?:coloured )?(?:blood|poo|stool)',
    ],
    0.001,
    { kind: 'sign', implies: ['heavy_rectal_bleeding'] },
  ),
  // Hirschsprung disease: no meconium in the first 48 hours, then a swollen belly, bilious vomiting and stool only
  // after a rectal stimulus or an explosive gush; enterocolitis is the danger (RCH; Nelson).
  yesNo(
    'late_first_poo',
    'Was the first poo (meconium) passed later than 48 hours after birth, or do poos come only after something is put in the bottom?',
    'delayed passage of meconium',
    [
      '(?:did not|didn t|did n t|never) pass (?:my |his |her |their |the )?first (?:poo|stool|bowel motion|meconium) (?:\\w+ ){0,2}until',
      '(?:late|slow|delayed) (?:in )?(?:passing|to pass|doing) (?:my |his |her |their |the )?first (?:poo|stool|bowel motion|meconium)',
      'first (?:poo|stool|meconium) (?:\\w+ ){0,3}(?:until|after) (?:day|he was|she was|they were|\\d+|two|three|four) ',
      'delayed meconium|(?:only )?(?:done|did|does|passed|passes) a (?:poo|stool) (?:\\w+ ){0,2}(?:when|after) (?:the |a )?(?:nurse|doctor|midwife) (?:put|puts|inserted|used) (?:something|a thermometer|a suppository)',
      'hirschsprung',
    ],
    0.0005,
    { kind: 'history', askIf: { maxAge: 5 } },
  ),
  // Benzodiazepine withdrawal: after regular use for weeks or more, stopping suddenly brings anxiety, insomnia,
  // tremor, sweating, sensitivity to light and sound, and seizures from day 1 to 10 (AMH; eTG).
  yesNo(
    'benzodiazepine_stopped',
    'Have you recently stopped, cut down or run out of a regular sedative such as diazepam (Valium) or alprazolam (Xanax)?',
    'regular benzodiazepine recently stopped or reduced',
    [
      `(?:stopped|quit|ran out of|run out of|running out of|came off|come off|cut down|cutting down|reduced|stopping) (?:\\w+ ){0,3}${BENZODIAZEPINES}`,
      `${BENZODIAZEPINES} (?:\\w+ ){0,4}(?:ran out|run out|stopped|cut off)`,
      'benzo(?:diazepine)? withdrawal',
    ],
    0.002,
    {
      kind: 'history',
      askIf: { minAge: 14 },
      redFlag: { reason: 'a regular benzodiazepine stopped suddenly (risk of withdrawal seizures)', urgency: 'urgent' },
    },
  ),
  // Pubic ramus fracture: an older person's fall on the side, then groin or inner-thigh pain; often still walking
  // with pain, unlike most hip fractures; X-ray or CT to exclude the hip (Oxford Handbook of Emergency Medicine).
  yesNo(
    'groin_pain_after_fall',
    'Did the groin or pelvis pain start after a fall?',
    'groin or pelvic pain after a fall',
    [
      '(?:fell|fall|fallen|slipped|tripped|landed) (?:[\\w,]+ ){0,12}(?:groin|pelvis|pubic)',
      '(?:groin|pelvis|pubic) (?:[\\w,]+ ){0,8}(?:since|after) (?:the |a |her |his |my )?(?:fall|fell|slip)',
    ],
    0.003,
    { kind: 'history', implies: ['recent_injury'], askIf: { minAge: 50 } },
  ),
  // Hypocalcaemia: after thyroid or parathyroid surgery (or with low magnesium or vitamin D), tingling around the
  // mouth and in the fingers, then carpopedal spasm; severe cases seize or have a long QT (OHCM; endocrine guidelines).
  yesNo(
    'hand_spasm_claw',
    'Do the hands or feet go into spasm, with the fingers cramping or curling into a claw?',
    'carpopedal spasm',
    [
      '(?:fingers|hands?|thumbs?) (?:\\w+ ){0,3}(?:curl\\w*|claw\\w*|go into (?:a )?spasm|going into (?:a )?spasm|spasm\\w*|lock\\w* up)',
      '(?:cramp\\w*|spasms?) (?:\\w+ ){0,3}(?:in )?(?:my |his |her )?hands and feet|carpopedal',
      'hands are cramping',
    ],
    0.001,
    { kind: 'sign' },
  ),
  yesNo(
    'perioral_tingling',
    'Is there tingling or pins and needles around the mouth or lips?',
    'perioral paraesthesia',
    [
      '(?:tingl\\w*|pins and needles|numb\\w*|prickl\\w*) (?:\\w+ ){0,3}(?:around|round|in) (?:my |the |his |her )?(?:mouth|lips)',
      '(?:mouth|lips) (?:\\w+ ){0,2}(?:tingl\\w*|pins and needles)',
      // "his lips and tongue are numb": the lips named with the tongue or face, then numb.
      'lips (?:and|or) (?:tongue|mouth|face) (?:\\w+ ){0,2}(?:numb|tingl\\w*|pins and needles)',
    ],
    0.003,
    { kind: 'symptom', implies: ['tingling_limbs_mouth'] },
  ),
  yesNo(
    'neck_gland_surgery',
    'Have you recently had surgery on the thyroid or parathyroid glands in the neck?',
    'recent thyroid or parathyroid surgery',
    [
      '(?:thyroid|parathyroids?|parathyroid glands?) (?:\\w+ ){0,3}(?:taken out|removed|out|surgery|operation|operated on)',
      '(?:surgery|operation|op) (?:\\w+ ){0,2}on (?:my |the |his |her )?(?:parathyroids?|thyroid|parathyroid glands?)',
      'thyroidectomy|parathyroidectomy',
    ],
    0.002,
    { kind: 'history', implies: ['recent_surgery'] },
  ),
  // Vitreous haemorrhage: a sudden painless shower of dark spots, a red haze or a dark cloud in one eye, mostly from
  // proliferative diabetic retinopathy, a retinal tear or a vein occlusion (RANZCO; Oxford Handbook of EM).
  yesNo(
    'dark_cloud_in_vision',
    'Did a shower of dark spots, a dark cloud or a red haze suddenly fill the vision of one eye?',
    'sudden dense floaters or red haze (vitreous haemorrhage)',
    [
      '(?:shower|cloud|swarm|lots|flood|burst) of (?:dark |black |red )?(?:spots|dots|floaters|specks)',
      '(?:looking|look|see|seeing) through (?:a )?(?:red |dark |black |brown )?(?:smoke|haze|fog|mist|cloud)',
      '(?:red|dark|black|brown) (?:smoke|haze|cloud|mist|fog) (?:\\w+ ){0,4}(?:vision|eye|sight)',
      '(?:a )?(?:dark|black) cloud in (?:it|my vision|my eye)|bleed(?:ing)? (?:in|into) (?:my |the )?eye',
    ],
    0.0005,
    { kind: 'symptom' },
  ),
  // Degenerative cervical myelopathy: clumsy numb hands (buttons, handwriting, coins), an unsteady stiff gait, later
  // bladder symptoms, in an older person with cervical spondylosis; MRI and a spinal referral (NICE CKS).
  yesNo(
    'clumsy_hands',
    'Have your hands become clumsy, so you drop things or struggle with buttons, coins or writing?',
    'clumsy hands (loss of dexterity)',
    [
      '(?:hands?|fingers) (?:\\w+ ){0,4}(?:clumsy|useless|fumbl\\w*)',
      '(?:keep |kept |always |often )?dropping things',
      '(?:can not|can t|struggle to|struggling to|trouble|difficulty|hard to) (?:\\w+ ){0,2}(?:do|doing) up (?:\\w+ ){0,2}buttons',
      'handwriting (?:\\w+ ){0,3}worse|(?:struggle|trouble|difficulty) (?:to |with )?(?:pick|picking) up (?:coins|small things)',
    ],
    0.005,
    { kind: 'symptom', askIf: { minAge: 30 } },
  ),
  // Benign acute childhood myositis: days after influenza (mostly B), sudden pain in both calves, refusal to walk or
  // walking on tiptoe, normal strength and urine; CK raised; recovers in days (RCH; Nelson).
  yesNo(
    'calves_sore_toe_walking',
    'Are both calves sore, so the child walks on tiptoe or will not walk?',
    'bilateral calf pain with toe-walking in a child',
    [
      '(?:walk\\w*|stand\\w*) (?:only )?on (?:my |his |her |their |the )?(?:tip ?toes|toes)',
      'tip ?toe walking|(?:both )?(?:my |his |her |their )?calves (?:\\w+ ){0,3}(?:hurt|sore|aching|ache|painful)',
    ],
    0.001,
    { kind: 'symptom', askIf: { maxAge: 14 } },
  ),
  // Juvenile idiopathic arthritis: a child's joint swollen for six weeks or more, stiff in the morning, with a
  // limp better as the day goes on, without injury or fever; uveitis screening (RCH; Nelson).
  yesNo(
    'joint_swollen_for_weeks',
    'Has a joint been swollen for several weeks or more?',
    'joint swelling for six weeks or more',
    [
      '(?:swollen|puffy|fat) (?:\\w+ ){0,4}(?:knees?|ankles?|wrists?|fingers?|elbows?|joints?|toes?) (?:\\w+ ){0,2}for (?:about |over |more than )?(?:two|three|four|six|eight|\\d+|several|a few|a couple of) (?:weeks|months)',
      '(?:knees?|ankles?|wrists?|fingers?|elbows?|joints?) (?:has |have )?been swollen for (?:about |over )?(?:two|three|four|six|eight|\\d+|several|a few) (?:weeks|months)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Hypermobility spectrum disorder: joints that bend beyond normal since childhood (Beighton score), with aching,
  // sprains, subluxations and fatigue (musculoskeletal guidelines; Murtagh).
  yesNo(
    'very_flexible_joints',
    'Are your joints unusually flexible (double-jointed), bending further than other people’s?',
    'generalised joint hypermobility',
    [
      'double ?jointed|hypermobil\\w*|ehlers ?danlos',
      '(?:always been|am|very|super|really|extremely) (?:very |really |super )?(?:flexible|bendy)',
      '(?:knees|elbows|fingers|thumbs?) (?:\\w+ ){0,2}bend backwards|hands flat on the floor|thumbs? (?:\\w+ ){0,2}to (?:my |the )?(?:wrist|forearm)',
    ],
    0.01,
    { kind: 'sign' },
  ),
  // Adenomyosis: heavy, increasingly painful periods in the late 30s and 40s, often after children, with a bulky
  // tender uterus; ultrasound or MRI (RANZCOG).
  yesNo(
    'bulky_womb',
    'Have you been told your womb (uterus) is bulky or enlarged, or that you have adenomyosis?',
    'bulky uterus or adenomyosis on imaging',
    ['(?:womb|uterus) (?:\\w+ ){0,3}(?:bulky|enlarged|swollen|thickened)', 'adenomyosis|bulky (?:womb|uterus)'],
    0.01,
    { kind: 'sign', askIf: { sex: 'F', minAge: 20 } },
  ),
  // Periductal mastitis: in a smoker who is not breastfeeding, a red tender lump beside the areola, discharge and
  // nipple retraction, recurring and sometimes forming a fistula (NICE CKS).
  yesNo(
    'red_tender_by_nipple',
    'Is there a red, tender or hot lump or area just beside or under the nipple?',
    'periareolar inflammation',
    [
      '(?:red|hot|swollen|inflamed) (?:\\w+ ){0,3}(?:lump|area|patch|swelling|spot|skin) (?:\\w+ ){0,3}(?:beside|next to|near|around|under|by|behind) (?:my |the |her )?(?:nipple|areola)',
      // Only sore "behind" the nipple is the disc of breast tissue of gynaecomastia as often (male_breast_swelling).
      '(?:tender|painful|sore) (?:\\w+ ){0,3}(?:lump|area|patch|swelling|spot|skin) (?:\\w+ ){0,3}(?:beside|next to|near|around|by) (?:my |the |her )?(?:nipple|areola)',
      '(?:nipple|areola) (?:\\w+ ){0,3}(?:red|inflamed|infected|hot)',
    ],
    0.003,
    { kind: 'sign', askIf: { minAge: 14 } },
  ),
  // Femoroacetabular impingement and labral tear: a young active adult's deep groin pain on flexion and rotation,
  // with sitting, squatting and getting into a car, and catching, clicking or locking (musculoskeletal guidelines).
  yesNo(
    'hip_catches_clicks',
    'Does the hip catch, click or lock when you move it?',
    'mechanical hip symptoms (catching, clicking, locking)',
    [
      '(?<!\\b(?:baby|newborn|infant) )hip (?:\\w+ ){0,3}(?:catches|catching|clicks|clicking|locks|locking|clunks|clunking)',
      '(?:catches|clicks|locks|clunks) (?:\\w+ ){0,3}(?:in|at) (?:my |the )?hip',
      'labral tear|hip impingement|femoroacetabular',
    ],
    0.005,
    { kind: 'sign', askIf: { minAge: 12 } },
  ),
  // Rupture of the long head of biceps: a pop at the front of the shoulder lifting, then a bulge of muscle low in
  // the upper arm (Popeye sign) and bruising, mostly in older people with cuff disease (musculoskeletal guidelines).
  yesNo(
    'popeye_arm',
    'Is there now a ball of muscle low in the upper arm, as if the biceps has slid down towards the elbow?',
    'distally retracted biceps belly (Popeye sign)',
    [
      '(?:ball|bulge|lump|bunch) of muscle (?:\\w+ ){0,4}(?:upper arm|arm|biceps)',
      'biceps (?:\\w+ ){0,5}(?:slid|slipped|dropped|fallen|moved|gone) down',
      'like popeye|popeye (?:arm|sign|muscle)',
    ],
    0.0005,
    { kind: 'sign', implies: ['recent_injury'] },
  ),
  // Pharyngeal pouch (Zenker diverticulum): in older people, food sticking high in the throat, undigested food
  // regurgitated hours later, a gurgling neck, halitosis and cough on lying (OHCM; ENT guidelines).
  yesNo(
    'gurgling_neck_swallow',
    'Does your neck or throat gurgle when you swallow or drink?',
    'gurgling in the neck on swallowing',
    [
      '(?:gurgl\\w*|squelch\\w*) (?:\\w+ ){0,5}(?:neck|throat|swallow\\w*|drink\\w*)',
      '(?:neck|throat) (?:\\w+ ){0,2}(?:gurgles|gurgling)',
      'pharyngeal pouch|zenker',
    ],
    0.001,
    { kind: 'symptom', askIf: { minAge: 40 } },
  ),
  // Gastroparesis: mostly long diabetes with neuropathy; early satiety, bloating, nausea and vomiting of food eaten
  // hours earlier, with erratic sugars; a gastric emptying study (gastroenterology guidelines).
  yesNo(
    'vomit_old_food',
    'Do you vomit food that you ate many hours earlier, or even the day before?',
    'vomiting of food eaten hours earlier',
    [
      'vomit\\w* (?:\\w+ ){0,4}(?:food|what i ate|meals?) (?:\\w+ ){0,5}(?:hours|the night before|yesterday|the day before|earlier)',
      '(?:food|meals?) (?:i|he|she) (?:ate|had|eaten) (?:\\w+ ){0,3}(?:hours|the night before|yesterday|the day before)',
      'gastroparesis|slow (?:stomach|gastric) emptying',
    ],
    0.002,
    { kind: 'symptom' },
  ),
  // Otosclerosis: a young adult's slowly worsening conductive hearing loss, often both ears, worse in pregnancy,
  // hearing better in noise, tinnitus, and a family history in half (ENT guidelines; Murtagh).
  yesNo(
    'family_hearing_loss',
    'Has anyone in your family had hearing loss from a young age or an operation on the ear bones?',
    'family history of early hearing loss',
    [
      `${RELATIVE} (?:\\w+ ){0,6}(?:deaf|hard of hearing|hearing (?:loss|aid|problems?)|ear bones?|otosclerosis|operation on (?:his|her|their) ears?)`,
      'deafness runs in (?:the|my|our) family|hearing loss runs in (?:the|my|our) family',
      `${RELATIVE} (?:has|had) the same (?:problem|thing)`,
    ],
    0.02,
    { kind: 'history' },
  ),
  // Normal pressure hydrocephalus: in older people, a magnetic, broad, shuffling gait with trouble starting, then
  // urinary urgency and incontinence and slowed thinking; reversible with a shunt (OHCM; Harrison).
  yesNo(
    'feet_stuck_to_floor',
    'When walking, do the feet seem stuck to the floor, with small shuffling steps and trouble getting started?',
    'magnetic gait',
    [
      '(?:feet|foot) (?:\\w+ ){0,3}(?:stuck|glued) to the (?:floor|ground)',
      '(?:trouble|difficulty|hard|struggles?) (?:getting started|starting|to start) (?:to )?walk\\w*',
      'magnetic gait|(?:broad|wide)(?: based)? (?:and )?shuffl\\w*',
    ],
    0.002,
    { kind: 'sign', askIf: { minAge: 50 } },
  ),
];
