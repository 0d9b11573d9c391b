import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

const FOOD_ALLERGENS =
  '(?:peanuts?|peanut butter|eggs?|scrambled eggs?|boiled eggs?|cashews?|pistachios?|walnuts?|almonds?|tree nuts?|nuts|sesame|tahini|hummus|prawns?|shellfish|crab|lobster|fish|cow s milk|wheat|soy)';
const ALLERGIC_SIGNS =
  '(?:hives|welts|itchy welts|itchy lumps|lumps|blotches|rash|swollen lips|puffy lips|lips swelled|lips swell|lips went puffy|face swelled|swelling|vomit\\w*|threw up)';
const RAW_FOODS =
  '(?:raw )?(?:apples?|pears?|peach(?:es)?|plums?|cherr(?:y|ies)|apricots?|nectarines?|kiwi ?(?:fruit)?s?|carrots?|celery|hazelnuts?|almonds?|stone fruits?|raw fruits?|raw vegetables?|raw veg|fresh fruits?|tomato(?:es)?|melons?|bananas?)';
const MOUTH_ITCH = '(?:itchy|itch|itches|itching|tingl\\w*|prickl\\w*|burn\\w*|swell\\w*|puffy)';
const REEF_FISH =
  '(?:coral trout|spanish mackerel|narrow barred mackerel|barracuda|red emperor|chinaman ?fish|moray eel|grouper|red bass|paddletail|reef fish|trevally|cod from the reef)';
const OPIOIDS =
  '(?:heroin|smack|oxycodone|oxy|oxycontin|endone|targin|fentanyl|morphine|methadone|codeine|tapentadol|palexia|tramadol|hydromorphone|jurnista|buprenorphine|opioids?|opiates?|painkiller patch)';
const NEWBORN =
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen) (?:days?|weeks?) old';

/**
 * Hallmarks of a ninth set of conditions, in a patient's own words: a sudden blow-like pop in the calf, bruising on
 * the sole after a twisted midfoot, a baby's hip that clicks or legs that look uneven, skin that slides off when
 * rubbed, a red streak running up a limb from a wound, a neck manipulated or wrenched, one small pupil, known
 * reduced kidney function, a reaction within minutes of a food, an itchy mouth with raw fruit, a sting with
 * little to see, stepping on a stonefish, reef fish and hot-cold reversal, wild mushrooms eaten, opioids taken,
 * pinpoint pupils, slow breathing, a fish hook in the skin, a ring stuck on a finger, a scrotum or perineum red,
 * dark or crackling, being at high altitude, a newborn's eyes swollen with pus, an IVF egg collection, and an
 * eyelid turned in or out (Oxford Handbook of Emergency Medicine; RCH Clinical Practice Guidelines; DermNet; eTG;
 * ASCIA; Kidney Health Australia; RANZCOG; RANZCO; CDC Yellow Book; Murtagh).
 */
export const EVERYDAY_SIGN_FINDINGS_9: FindingDef[] = [
  // Tennis leg (medial gastrocnemius tear): pushing off, a sudden pain in the calf as if kicked, hit or shot, then
  // swelling and bruising tracking to the ankle (Oxford Handbook of Emergency Medicine; sports medicine guidelines).
  yesNo(
    'calf_struck_feeling',
    'Did the calf pain start suddenly during activity, with a pop or a feeling as if you had been kicked or hit in the calf?',
    'sudden calf pain as if struck (medial gastrocnemius tear)',
    [
      // The calf itself is left for the pain's place.
      '(?:pop|snap|tear|rip|twang|ping)(?= (?:\\w+ ){0,3}(?:in|of|at) (?:the )?(?:back of )?(?:my |his |her |the )?(?:left |right )?calf)',
      '(?<=calf(?: [\\w,]+){0,8} )(?:like|as if|as though) (?:someone|somebody|something) (?:had )?(?:kicked|hit|shot|struck|threw|thrown)(?: (?:me|him|her))?',
      '(?<=calf(?: [\\w,]+){0,8} )(?:like|as if|as though) (?:being |getting |i was |i had been |i d been |he was |she was )(?:kicked|hit|shot|struck)',
      // Told before the calf: "as if someone threw a rock at my calf" (the calf left for the pain's place).
      '(?:like|as if|as though) (?:someone|somebody|something) (?:had )?(?:kicked|hit|shot|struck|threw (?:a |an )?\\w+ at|thrown (?:a |an )?\\w+ at)(?= (?:\\w+ ){0,3}calf)',
      // After "I felt something tear" (read as the pop of an injury), the calf as the place it tore.
      '(?<=(?:pop|snap|tear|rip|twang|ping|popped|snapped|tore|went) )(?:in|at)(?= (?:the )?(?:back of )?(?:my |his |her |the )?(?:left |right )?calf)',
      '(?:torn|tore|pulled|ripped) (?:my |his |her |a )?(?:left |right )?calf muscle|tennis leg',
    ],
    0.002,
    { kind: 'symptom', askIf: { minAge: 12 } },
  ),
  // Lisfranc (tarsometatarsal) injury: a twisted or crushed midfoot, unable to bear weight, with bruising on the
  // sole (plantar ecchymosis), easily missed as a sprain (Oxford Handbook of Emergency Medicine; Rosen's).
  yesNo(
    'sole_bruising',
    'After the injury, is there bruising on the sole of the foot, under the arch?',
    'plantar ecchymosis after a midfoot injury',
    [
      '(?:bruis\\w*|black and blue|purple) (?:\\w+ ){0,4}(?:on |under |along |across )(?:the )?(?:bottom|sole|underside|arch) of (?:my |his |her |the )?(?:left |right )?foot',
      '(?:bruis\\w*|black and blue) (?:\\w+ ){0,4}(?:on |under |along |across )(?:the |my |his |her )?(?:sole|arch|instep)',
      '(?:sole|bottom|arch|underside) of (?:my |his |her |the )?(?:left |right )?foot (?:\\w+ ){0,3}(?:bruised|black and blue|purple)',
    ],
    0.001,
    { kind: 'sign', implies: ['bleeding_bruising'] },
  ),
  // Developmental dysplasia of the hip: a hip that clicks or clunks, uneven thigh or buttock creases, one leg
  // shorter or turning out, limited spreading at nappy changes; later a limp or waddle from walking (RCH DDH).
  yesNo(
    'baby_hip_click_or_uneven_legs',
    'Does the hip click or clunk, are the creases on the thighs or bottom uneven, or does one leg look shorter?',
    'hip instability or asymmetry in an infant or toddler',
    [
      '(?:hips?|legs?) (?:\\w+ ){0,3}(?:clicks?|clicking|clunks?|clunking|pops?|popping)',
      '(?:creases|folds|skin folds) (?:\\w+ ){0,6}(?:not even|uneven|different|not the same|not symmetrical)|(?:uneven|asymmetric\\w*) (?:thigh |leg |buttock |bottom )?(?:creases|folds)',
      '(?:one|her|his|a) (?:leg|legs) (?:looks? |seems? |is )?(?:a (?:little |bit )?|slightly )?shorter|(?:leg|legs) (?:are |look )?(?:different lengths|uneven lengths)',
      'hip dysplasia|clicky hips?|dislocat\\w* hips?|(?:waddle|waddling) (?:\\w+ ){0,8}since (?:she|he) (?:started|began) walking',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 4 } },
  ),
  // Staphylococcal scalded skin syndrome: in an infant or toddler, fever and tender red skin that wrinkles and
  // slides off with gentle rubbing (Nikolsky), worst in the folds and around the mouth, the mouth itself spared
  // (DermNet; RCH).
  yesNo(
    'skin_slides_off_rubbed',
    'Does the skin wrinkle and slide off, or peel like a scald, when it is gently rubbed?',
    'Nikolsky sign (superficial skin detachment)',
    [
      '(?:skin )?(?:wrinkles|slides|slips|rubs|comes) (?:\\w+ ){0,3}off (?:\\w+ ){0,3}(?:rubbed|touched|rubbing|touching|pressed|touch|rub|press|wipe|wiped)',
      // Skin peeling as if scalded, not a tongue that burns "like I've scalded it".
      'peel\\w* (?:\\w+ ){0,4}(?:like|as if) (?:she|he|they|i)? ?(?:has |had |have )?(?:been )?scald\\w*|scalded skin',
      'peel\\w* off (?:\\w+ ){0,2}(?:like|as if) (?:\\w+ ){0,3}(?:burn|burnt|burned)',
    ],
    0.0005,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Acute lymphangitis: a tender red streak running up a limb from a wound, bite or blister towards swollen glands
  // in the armpit or groin, usually streptococcal (eTG skin and soft tissue infections; DermNet).
  yesNo(
    'red_streak_up_limb',
    'Is there a red line or streak running up the arm or leg from the wound?',
    'ascending lymphangitis',
    [
      '(?:red|pink) (?:line|lines|streak|streaks|track|tracks|stripe) (?:\\w+ ){0,6}(?:up|along|towards|toward) (?:the |my |his |her )?(?:inside of )?(?:front of )?(?:arm|forearm|leg|shin|thigh|wrist|hand|armpit|groin)',
      '(?:red|pink) (?:line|streak|track|stripe) (?:is |was )?(?:going|running|spreading|tracking|travelling|traveling|moving|creeping|goes|runs) up',
      'lymphangitis',
    ],
    0.0005,
    { kind: 'sign', implies: ['spreading_redness'] },
  ),
  // Cervical artery dissection: neck pain and headache, often after a neck manipulation, a sudden turn or a minor
  // strain, then a Horner syndrome or a posterior-circulation stroke (Stroke Foundation; Oxford Handbook of
  // Emergency Medicine).
  yesNo(
    'neck_manipulated_or_wrenched',
    'Before the pain began, was your neck manipulated (for example by a chiropractor), wrenched or suddenly twisted?',
    'neck manipulation or strain before the pain',
    [
      '(?:neck|spine) (?:\\w+ ){0,2}(?:was |got |being |had been )?(?:adjusted|manipulated|cracked|clicked) (?:\\w+ ){0,4}(?:chiropractor|chiro|osteopath|osteo|physio|massage)',
      '(?:chiropractor|chiro|osteopath) (?:\\w+ ){0,4}(?:adjusted|manipulated|cracked|clicked|twisted) (?:my |his |her )?neck|neck (?:adjustment|manipulation)',
      '(?:wrenched|twisted|jerked|cricked|yanked) (?:my |his |her )?neck',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'small_pupil_one_side',
    'Is the pupil (the black part) of one eye smaller than the other?',
    'unilateral miosis (Horner syndrome)',
    [
      '(?:left |right |one )?pupil (?:\\w+ ){0,2}(?:looks |is |seems |has gone |got |became )?(?:smaller|tiny|small|pinpoint)(?! (?:in|on) both)',
      'one pupil (?:\\w+ ){0,2}(?:smaller|bigger|different)|pupils (?:are |look )?(?:different sizes|unequal|uneven)|horner',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Chronic kidney disease: known reduced kidney function (eGFR under 60 for three months) or protein in the urine,
  // mostly from diabetes and high blood pressure (Kidney Health Australia CKD management in primary care).
  yesNo(
    'reduced_kidney_function_known',
    'Have you been told you have chronic kidney disease or reduced kidney function (a low eGFR)?',
    'known chronic kidney disease',
    [
      '(?:chronic kidney disease|chronic renal (?:disease|failure|impairment)|\\bckd\\b|stage (?:3|4|three|four|3a|3b) kidney)',
      '(?:reduced|poor|low|impaired|decreased|weak|bad) (?:kidney|renal) function',
      '(?:kidney|renal) function (?:\\w+ ){0,3}(?:is |was |has been )?(?:down to|at|only) (?:about |around )?\\d+',
      'egfr (?:is |was |of |has been )?(?:about |around |only |down to )?(?:[1-5]\\d|[1-9])\\b',
    ],
    0.01,
    { kind: 'history', askIf: { minAge: 18 }, implies: ['kidney_disease'] },
  ),
  // IgE-mediated food allergy: hives, lip or face swelling or vomiting within minutes to two hours of a food
  // (peanut, tree nut, egg, milk, sesame, fish, shellfish), often with eczema; breathing or collapse is
  // anaphylaxis (ASCIA; RCH acute allergic reaction).
  yesNo(
    'reaction_minutes_after_food',
    'Within minutes to two hours of eating a food such as peanut, egg, nuts, sesame, fish or shellfish, did hives, swelling or vomiting start?',
    'immediate allergic reaction after a food',
    [
      `(?:ate|eaten|eating|had|tried|tasted|licked|given|gave (?:him|her)) (?:\\w+ ){0,4}${FOOD_ALLERGENS} (?:[\\w,]+ ){0,12}(?:within|after|in) (?:a few |two |five |ten |\\d+ )?(?:minutes|mins|seconds|moments)`,
      `(?:ate|eaten|eating|had|tried|tasted|licked) (?:\\w+ ){0,4}${FOOD_ALLERGENS} (?:and )?(?:a few|some|\\d+|five|ten|two) (?:minutes|mins) later (?:[\\w,]+ ){0,6}${ALLERGIC_SIGNS}`,
      `${FOOD_ALLERGENS} (?:[\\w,]+ ){0,8}(?:within|after) (?:a few |\\d+ )?(?:minutes|mins) (?:[\\w,]+ ){0,6}${ALLERGIC_SIGNS}`,
      // A food given, then hives or swelling, with no time told: "gave him egg for the first time and he got hives"
      // (the hives are left to be read as themselves, with their place).
      `(?:gave (?:him|her|them)|given|fed (?:him|her)|ate|eaten|had|tried) (?:\\w+ ){0,3}${FOOD_ALLERGENS}(?=(?: [\\w,]+){0,10} (?:got|came out in|broke out in|developed|had|went into|came up in) (?:a few |some |lots of |big |itchy )?${ALLERGIC_SIGNS})`,
      // The reaction's time told after the food: "the hives came up about 10 minutes after".
      '(?<=(?:hives|welts|swelling|rash) )(?:came up|started|appeared|came out|began|popped up) (?:\\w+ ){0,2}(?:\\d+|a few|five|ten|twenty|two) (?:minutes|mins) (?:after|later)',
    ],
    0.002,
    { kind: 'history', implies: ['allergen_exposure'] },
  ),
  // Pollen food allergy syndrome (oral allergy syndrome): itch or tingle of the lips, mouth and throat within minutes
  // of raw fruit, vegetables or nuts that cross-react with birch or grass pollen; cooked is tolerated (ASCIA).
  yesNo(
    'itchy_mouth_raw_fruit',
    'Do your mouth, lips or throat itch or tingle when you eat raw fruit, vegetables or nuts (such as apple, stone fruit, carrot or hazelnut)?',
    'oral allergy to raw fruit or vegetables',
    [
      `(?:eat|eating|ate|bite into|have) (?:\\w+ ){0,2}${RAW_FOODS} (?:[\\w,]+ ){0,6}(?:mouth|lips|throat|tongue|palate) (?:\\w+ ){0,4}${MOUTH_ITCH}`,
      `(?:mouth|lips|throat|tongue|palate) (?:\\w+ ){0,6}${MOUTH_ITCH} (?:\\w+ ){0,3}(?:when|after|if|whenever) (?:i |he |she )?(?:eat|eats|ate|have) (?:\\w+ ){0,2}${RAW_FOODS}`,
      'oral allergy syndrome|pollen food (?:allergy )?syndrome',
    ],
    0.002,
    { kind: 'symptom' },
  ),
  // Irukandji syndrome: a sting in tropical waters with little to see, then 5 to 60 minutes later severe back,
  // belly and limb cramps, sweating, vomiting, agitation, a racing heart and high blood pressure (eTG marine
  // envenoming).
  yesNo(
    'sting_little_to_see',
    'Was the sting itself mild, with little or nothing to see where you were stung?',
    'minor sting with little local reaction',
    [
      '(?:small|little|tiny|mild|minor|slight) sting|(?:tiny|small|little|clear|see through) (?:jelly ?fish|jellies)',
      'sting (?:\\w+ ){0,2}(?:was |itself was |mark is |marks are )?(?:mild|barely|hardly|only small|not much|tiny|small)',
      '(?:hardly|barely) (?:felt|noticed|saw) the sting',
    ],
    0.002,
    { kind: 'history', implies: ['marine_sting'] },
  ),
  // Stonefish: a spine through the foot on a reef or in shallows, then immediate excruciating, spreading pain,
  // swelling and dusky skin, sometimes faintness or collapse; hot water and antivenom (eTG marine envenoming).
  yesNo(
    'stepped_on_reef_venomous_fish',
    'Did you step on something on a reef or in shallow sea water, such as a stonefish?',
    'stepping on a venomous fish (stonefish)',
    [
      'stone ?fish',
      '(?:stepped|stood|trod|trodden) on (?:something|a fish|a rock|an? \\w+) (?:\\w+ ){0,4}(?:on|in|at) (?:the )?(?:reef|rock pool|rockpool|shallows|shallow water)',
      '(?:stepped|stood|trod) on a fish (?:\\w+ ){0,4}(?:like|as) a (?:rock|stone)|fish that looked like a (?:rock|stone)',
    ],
    0.0005,
    { kind: 'history', implies: ['marine_sting', 'skin_wound'] },
  ),
  // Ciguatera: hours after a large reef fish (coral trout, Spanish mackerel, barracuda, red emperor), vomiting and
  // diarrhoea, then tingling lips, itch, aching teeth and the hallmark reversal of hot and cold (eTG; CDNA).
  yesNo(
    'ate_reef_fish',
    'In the day before it started, did you eat a large reef fish, such as coral trout, Spanish mackerel, barracuda or red emperor?',
    'recent meal of a large tropical reef fish',
    [
      `(?:ate|eaten|eating|had|cooked|caught|meal of|dinner of|lunch of) (?:\\w+ ){0,3}${REEF_FISH}`,
      `${REEF_FISH} (?:\\w+ ){0,4}(?:we|i) (?:ate|had|caught)`,
    ],
    0.002,
    { kind: 'exposure' },
  ),
  yesNo(
    'hot_cold_reversal',
    'Do cold things feel hot or burning to touch or in your mouth?',
    'hot-cold temperature reversal',
    [
      'cold (?:\\w+ ){0,3}(?:feels?|felt|feeling) (?:\\w+ ){0,2}(?:hot|like (?:it )?(?:burns|burning|fire))',
      'cold (?:water|drinks?|things|air) (?:\\w+ ){0,2}(?:burns?|burning|stings?)|hot (?:and|feels) cold (?:are )?(?:reversed|back to front|swapped)',
    ],
    0.0005,
    { kind: 'symptom' },
  ),
  // Amatoxin (death cap) mushrooms: 6 to 24 hours after a meal of foraged mushrooms, profuse vomiting and watery
  // diarrhoea, a false recovery, then liver failure; any foraged-mushroom illness goes to hospital (eTG toxicology).
  yesNo(
    'ate_wild_mushrooms',
    'Have you eaten wild or foraged mushrooms (picked outdoors rather than bought) in the last two days?',
    'foraged wild mushroom meal',
    [
      '(?:wild|foraged|picked|found) (?:\\w+ ){0,2}mushrooms?|mushrooms? (?:i |we |he |she )?(?:\\w+ ){0,1}(?:picked|foraged|found|collected|gathered)|death caps?',
      '(?:picked|foraged|collected|gathered) (?:\\w+ ){0,3}mushrooms?',
    ],
    0.0005,
    { kind: 'exposure' },
  ),
  // Opioid overdose: drowsy or unrousable, slow or shallow breathing, pinpoint pupils and blue lips after heroin,
  // fentanyl or a prescribed opioid taken in excess; naloxone and 000 (eTG toxicology; AMH).
  yesNo(
    'opioid_taken',
    'Has the person taken an opioid (such as heroin, oxycodone, fentanyl, morphine, methadone or codeine) today, or more than prescribed?',
    'recent opioid use',
    [
      `(?:used|took|taken|taking|injected|shot up|smoked|snorted|swallowed|had|using) (?:some |extra |too much |too many |a lot of |double (?:the |her |his |my )?(?:dose of )?|more |her |his |my )?(?:\\w+ )?${OPIOIDS}`,
      `${OPIOIDS} (?:overdose|od)|overdosed on ${OPIOIDS}`,
    ],
    0.01,
    // one who took an opioid is on one: drowsiness on it is the overdose's first sign (triage-after-medicines-and-injuries.ts)
    { kind: 'history', implies: ['takes_opioid'] },
  ),
  yesNo(
    'pinpoint_pupils',
    'Are the pupils (the black centres of the eyes) very small, like pinpoints?',
    'pinpoint pupils',
    [
      'pupils (?:\\w+ ){0,3}(?:tiny|pinpoint|pin ?point|very small|really small|pinned|like pin ?(?:points|pricks|heads))|pinned pupils|pinpoint pupils',
    ],
    0.002,
    { kind: 'sign' },
  ),
  yesNo(
    'slow_shallow_breathing',
    'Is the breathing very slow, shallow or stopping at times?',
    'respiratory depression',
    [
      '(?:breathing|breaths|breathes) (?:is |are |has gone |very |really )*(?:slow|slowly|shallow|very slow|stopping|barely)',
      // Only the breathing: a teenager "we cannot wake him for school" is asleep, not overdosed.
      '(?:barely|hardly) breathing|(?:stopped|stops|stopping) breathing (?:for|at) times',
    ],
    0.003,
    { kind: 'sign', implies: ['drowsy'] },
  ),
  // A fish hook in the skin: barbed hooks are removed by the string-yank, retrograde or advance-and-cut methods;
  // near the eye, a joint or a tendon goes to hospital; tetanus cover (Oxford Handbook of Emergency Medicine;
  // Murtagh).
  yesNo(
    'fish_hook_embedded',
    'Is a fish hook stuck in the skin?',
    'embedded fish hook',
    [
      '(?:fish(?:ing)? ?hooks?|hook) (?:\\w+ ){0,4}(?:stuck|caught|embedded|lodged|in|through) (?:\\w+ ){0,2}(?:finger|thumb|hand|skin|arm|leg|foot|ear|lip|face|palm|back)|fish ?hook',
    ],
    0.0005,
    { kind: 'sign', implies: ['skin_wound'] },
  ),
  // A ring stuck on a swollen finger: the tourniquet worsens the swelling; lift the hand, string or cut the ring off
  // before the finger's circulation suffers (Oxford Handbook of Emergency Medicine; Murtagh).
  yesNo(
    'ring_stuck',
    'Is a ring stuck on the finger so that it will not come off?',
    'ring stuck on a swollen finger',
    [
      // A ring, not the ring finger ("my ring finger gets stuck bent" is a trigger finger).
      '(?:ring|wedding ring|wedding band|engagement ring)(?! fingers?\\b) (?:\\w+ ){0,3}(?:stuck|will not come off|won t come off|can not come off|can t come off|is too tight|caught)',
      '(?:can not|can t|could not|unable to|cannot) (?:get|take|pull|slide) (?:my |his |her |the )?(?:\\w+ )?ring off',
    ],
    0.0005,
    { kind: 'sign', implies: ['swelling'] },
  ),
  // Fournier gangrene: a necrotising infection of the scrotum, penis or perineum, in diabetes or heavy drinking:
  // spreading redness, pain out of proportion, dusky or black skin, crackling gas, fever and shock (eTG; Rosen's).
  yesNo(
    'perineal_skin_spreading_or_dark',
    'Is the skin of the scrotum, penis or between the legs red and spreading fast, turning dark or black, or crackling when pressed?',
    'necrotising infection of the perineum (Fournier)',
    [
      // Only the changed skin is taken: the place, the swelling and the pain are left to be read.
      '(?<=(?:scrotum|scrotal|perineum|perineal|penis|back passage)(?: [\\w,]+){0,10} )(?:black|dark|dusky|purple|dying|crackl\\w*|spreading fast|spreading)',
      '(?:dark|black|dusky|purple) (?:patch|area|skin)(?: \\w+){0,4} (?:on|of) (?:the |my )?(?:scrotum|penis|perineum)',
      '(?:skin|it) (?:\\w+ ){0,2}crackl\\w* (?:\\w+ ){0,3}(?:pressed|touched|press)|fournier',
    ],
    0.0005,
    { kind: 'sign', askIf: { minAge: 12 } },
  ),
  // Acute mountain sickness: within a day of going above about 2500 metres, headache with nausea, poor appetite,
  // tiredness, dizziness or poor sleep; confusion or unsteadiness is high-altitude cerebral oedema (CDC Yellow
  // Book; Oxford Handbook of Emergency Medicine).
  yesNo(
    'at_high_altitude',
    'Have you gone up to a high altitude (above about 2500 metres) in the last few days?',
    'recent ascent to high altitude',
    [
      '(?:[2-5][ ,]?\\d{3}) (?:metres|meters)\\b',
      'altitude|trekking in (?:nepal|tibet|peru|bolivia)|everest base camp|kilimanjaro|himalaya\\w*|annapurna|\\bcusco\\b|\\bla paz\\b|machu picchu|\\blhasa\\b|inca trail|\\bquito\\b',
    ],
    0.001,
    // Asked only of travellers: no Australian mountain reaches the height (and every headache would be asked it).
    { kind: 'exposure', parent: 'travel', implies: ['travel'] },
  ),
  // Ophthalmia neonatorum: conjunctivitis in the first four weeks of life: swollen lids and pus from one or both
  // eyes, gonococcal in the first days (an emergency for the cornea), chlamydial later (RCH; RANZCO; ASHM).
  yesNo(
    'newborn_eyes_pus_swollen',
    'In a baby under four weeks old, are the eyelids swollen with pus coming from the eyes?',
    'purulent conjunctivitis in a newborn',
    [
      `${NEWBORN}(?: [\\w,]+){0,8} (?:eyes?|eyelids?)(?: [\\w,]+){0,8} (?:pus|discharge|gunk|goo|sticky)`,
      `${NEWBORN}(?: [\\w,]+){0,8} (?:pus|discharge|gunk|goo)(?: [\\w,]+){0,4} eyes?`,
      // Only of a baby: an adult's sticky eye is a conjunctivitis, not this.
      '(?<=(?:baby|newborn|new born|bub)(?: [\\w,]+){0,10} )(?:eyes?|eyelids?) (?:\\w+ ){0,6}(?:thick |yellow |green )+(?:pus|discharge)',
    ],
    0.001,
    { kind: 'sign', askIf: { maxAge: 0 }, implies: ['eye_discharge', 'eyelid_swelling'] },
  ),
  // Ovarian hyperstimulation syndrome: days after the trigger or egg collection of IVF, a swelling belly, pain,
  // nausea and vomiting, weight gain, less urine and breathlessness from fluid shifts (RANZCOG).
  yesNo(
    'ivf_egg_collection',
    'Have you had IVF hormone injections or an egg collection in the last two weeks?',
    'recent ovarian stimulation or egg collection (IVF)',
    [
      '(?:egg|eggs) (?:collection|pick ?up|retrieval|harvest)|(?:ivf|fertility|hormone|stimulation) (?:injections|shots|drugs|cycle)|(?:having|doing|started|on) ivf|ovarian stimulation',
    ],
    0.001,
    // Asked only after fertility treatment is told, not of every woman with a sore belly.
    { kind: 'history', askIf: CHILD_BEARING, parent: 'difficulty_conceiving', implies: ['difficulty_conceiving'] },
  ),
  // Entropion and ectropion: in older people a lower lid turned in (lashes scratching the eye) or sagging out
  // (watering, the red inner lid showing), with a gritty red eye (RANZCO; Murtagh).
  yesNo(
    'eyelid_turned_in_or_out',
    'Has an eyelid turned inwards so the lashes rub the eye, or sagged outwards away from the eye?',
    'entropion or ectropion',
    [
      '(?:eye ?lid|lid) (?:\\w+ ){0,3}(?:turned|turning|turns|rolled|rolling|rolls) (?:in|inwards|inward|out|outwards|outward)',
      '(?:eye ?lashes|lashes) (?:\\w+ ){0,2}(?:scratching|rubbing|poking|touching|scraping) (?:\\w+ ){0,2}(?:eye|eyeball)',
      '(?:eye ?lid|lid) (?:\\w+ ){0,2}(?:droops|drooping|sags|sagging|hangs|hanging|pulls|pulled) (?:away|down and away|out)',
      'see the (?:red|pink) (?:inside|lining) of (?:the |my )?(?:lower |bottom )?(?:eye ?)?lid|entropion|ectropion',
    ],
    0.001,
    { kind: 'sign', askIf: { minAge: 40 } },
  ),
];
