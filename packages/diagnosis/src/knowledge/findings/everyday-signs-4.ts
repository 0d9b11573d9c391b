import type { FindingDef } from '../types.js';
import { CHILD_BEARING, FEMALE, MALE, yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our |your |a |an )?';
const SIDE = '(?:left |right )?';
const TESTIS = '(?:testicle|testicles|testis|testes|ball|balls|nut|nuts)';
const LID = '(?:eye ?lids?|eyelids?|lids?)';
const POO = '(?:poo|poos|stool|stools|nappy|nappies|bowel motions?)';

/**
 * Hallmarks of a fourth set of everyday conditions, in a patient's own words: a spreading red ring after a tick
 * bite, a needlestick or blood splash, a splinter or piece of glass left in the skin, a lump sitting above a
 * testicle, pain under the ball of the foot, a scar that grows past its wound, a skin bump that dimples when
 * pinched, a bright red lump that bleeds at a touch, a baby's strawberry mark, twitching eyelids and muscles,
 * yellow patches on the eyelids, a foreskin that will not pull back, a young girl's bubble baths, undigested
 * food in a toddler's loose poo, too much juice, mid-cycle pain, sore cracked nipples when breastfeeding and
 * a rash that follows the first strong sun (DermNet; Murtagh; RCH Clinical Practice Guidelines; NICE CKS;
 * ASHM; Harrison's).
 */
export const EVERYDAY_SIGN_FINDINGS_4: FindingDef[] = [
  // Erythema migrans: a red patch or ring spreading outwards over days from a tick bite, at least 5 cm
  // across, often with a paler centre (a bullseye), painless and barely itchy: early Lyme disease
  // (Harrison's; NICE CKS Lyme disease).
  yesNo(
    'expanding_red_ring',
    'Is there a red patch or ring that has spread outwards over several days, bigger than the palm of a hand, perhaps like a bullseye, where a tick bit?',
    'erythema migrans (expanding annular erythema)',
    [
      'erythema migrans',
      'bull ?s? ?eye (?:rash|mark|ring|lesion)',
      // The place is taken with it, so that a plain red ring on the leg (ringworm's) does not outrank it.
      '(?:spreading|expanding|growing|enlarging) (?:red )?(?:ring|target|circle|bullseye)(?: shaped)?(?: rash| mark| lesion| patch)?(?: (?:on|of) (?:my |his |her |their |the )?\\w+)?',
      '(?:red )?(?:ring|target|circle)(?: shaped)? (?:rash|mark|lesion|patch) (?:\\w+ ){0,3}(?:spreading|expanding|getting bigger|growing)',
      '(?:rash|mark|lesion|patch) (?:\\w+ ){0,3}(?:spreading|expanding|getting bigger) (?:\\w+ ){0,6}tick',
    ],
    0.002,
    { kind: 'sign', implies: ['rash'] },
  ),
  // A blood-borne virus exposure: a needlestick or sharps injury, or blood or body fluid splashed into the
  // eyes, mouth or broken skin, or a bite that broke the skin; post-exposure prophylaxis for HIV is best
  // within hours and no later than 72 hours (ASHM national PEP guidelines; eTG).
  yesNo(
    'sharps_exposure',
    "Have you been pricked by a used needle or sharp, or had someone else's blood or body fluid get into your eyes, mouth or a cut?",
    'needlestick or blood and body fluid exposure',
    [
      'needle ?stick(?: injury)?|sharps injury|body fluid exposure|blood (?:borne )?(?:virus )?exposure',
      '(?:stabbed|pricked|stuck|jabbed|poked|scratched|spiked)(?: myself| himself| herself)?(?: in| on)? (?:\\w+ ){0,3}(?:on|with|by) (?:a |an |the )?(?:used |dirty |discarded |old |contaminated |dropped )*(?:needle|syringe|sharp|lancet|scalpel|blade)',
      '(?:used|dirty|discarded|contaminated|old|dropped) (?:needle|syringe|syringes|needles)(?! phobia)',
      '(?:someone|somebody|a patient|a person|his|her|their|a stranger)(?: else)? ?s? (?:blood|spit|saliva|body fluids?) (?:\\w+ ){0,2}(?:splashed|went|got|sprayed) (?:in|into|on) (?:my |his |her )?(?:eye|eyes|mouth|cut|wound|face)',
      'blood (?:splashed|sprayed|went|got) (?:in|into) (?:my |his |her )?(?:eye|eyes|mouth)',
    ],
    0.002,
    { kind: 'exposure' },
  ),
  // A foreign body left in the skin: a splinter, thorn, sliver of glass or metal, felt as a sharp point on
  // pressure or seen as a dark line under the skin; wood and plant matter inflame and infect if left
  // (Rosen's soft tissue foreign bodies; Murtagh).
  yesNo(
    'embedded_object',
    'Is something stuck under the skin, such as a splinter, a thorn or a piece of glass or metal?',
    'retained soft-tissue foreign body',
    [
      'splinters?|(?:retained )?foreign body in (?:my |his |her |the )?(?:skin|finger|thumb|hand|palm|foot|sole|heel|knee|arm|leg)',
      'retained foreign body',
      '(?:piece|bit|shard|sliver|chip|fragment) of (?:\\w+ ){0,2}(?:glass|wood|metal|thorn|timber) (?:\\w+ ){0,3}(?:stuck|lodged|embedded|left|in|under)',
      '(?:thorn|prickle|bindi|glass|sliver) (?:is )?(?:stuck|lodged|embedded|left) (?:in|under)(?: (?:my |his |her |the )?\\w+)?',
      'something (?:is )?(?:stuck|lodged|embedded) (?:in|under) (?:my |his |her |the )?(?:skin|finger|thumb|hand|palm|foot|sole|heel)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // An epididymal cyst or spermatocele: a smooth, painless, often pea- to grape-sized lump felt above and
  // behind the testicle, separate from it (the testicle itself normal) (NICE CKS scrotal swellings; Murtagh).
  yesNo(
    'lump_above_testicle',
    'Is the lump separate from the testicle, sitting above or behind it, and smooth and painless?',
    'extratesticular cystic lump (epididymal cyst)',
    [
      'epididymal cysts?|spermatocoele|spermatocele|(?:cyst|cystic swelling|lump|swelling) (?:in|on|of) (?:the |my )?epididymis',
      `(?:lump|cyst|swelling|bump|pea|ball)(?: \\w+){0,3} (?:just )?(?:above|on top of|behind|at the top of|at the back of) ${MY}${SIDE}${TESTIS}`,
      `separate (?:from|to) ${MY}${SIDE}${TESTIS}`,
    ],
    0.001,
    { kind: 'sign', askIf: MALE, implies: ['testicular_swelling'] },
  ),
  // Metatarsalgia: aching pain under the ball of the foot (the metatarsal heads), worse walking on hard
  // floors or in thin soles and heels, often with callus there (Murtagh the painful foot; Brukner & Khan).
  yesNo(
    'ball_of_foot_pain',
    'Is the pain under the ball of the foot, beneath the bases of the toes, and worse walking on hard floors, barefoot or in thin soles or heels?',
    'plantar forefoot pain (metatarsalgia)',
    [
      'metatarsalgia|(?:under|beneath) (?:the |my )?metatarsal heads?|forefoot pain',
      // The forefoot told as the front of the foot, felt from underneath.
      '(?:under|beneath|underneath|on the bottom of) (?:the |my |his |her )?(?:front|fore ?part) of (?:my |his |her |the )?(?:right |left )?(?:foot|feet)',
      '(?:pain|ache|aches|aching|sore|hurts?|burning|tender)(?: \\w+){0,4} (?:in |under |on )?(?:the |my )?balls? of (?:my |his |her |the )?(?:right |left )?(?:foot|feet)',
      'balls? of (?:my |his |her |the )?(?:right |left )?(?:foot|feet) (?:\\w+ ){0,2}(?:hurts?|aches?|is sore|are sore|pain)',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  // A keloid: scar tissue that keeps growing past the edges of the wound into a firm, shiny, raised lump,
  // itchy or tender; ear piercings, the chest, shoulders and jaw; commoner in darker skin (DermNet keloid).
  yesNo(
    'growing_scar',
    'Has a scar become thick, firm and raised, and grown beyond the edges of the original cut, piercing or spot?',
    'keloid or hypertrophic scar',
    [
      'keloids?(?: scar)?|hypertrophic scar',
      '(?:scar|piercing)(?: \\w+){0,7} (?:has |is )?(?:turned|turning|grown|growing|become|becoming|getting|keeps? getting|keeps? growing|spread|spreads|spreading)(?: into)?(?: a| an)?(?: \\w+){0,3} (?:lump|bigger|raised|thick|thicker|past|beyond)',
      '(?:raised|thick|lumpy|growing) (?:thick |raised |shiny |firm )*scar',
      'scar (?:\\w+ ){0,4}(?:past|beyond) (?:the )?(?:original )?(?:cut|wound|hole|edges?|piercing)',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // A dermatofibroma: a firm, button-like bump in the skin, pink to brown, most often on the legs, that
  // dimples inwards when pinched from the sides (the dimple sign); often after a shaving nick or bite
  // (DermNet dermatofibroma).
  yesNo(
    'dimpling_skin_bump',
    'Is it a small, firm bump in the skin (often on a leg) that dimples inwards when you pinch the skin on either side of it?',
    'dermal nodule with a dimple sign (dermatofibroma)',
    [
      'dermatofibromas?|(?:positive )?dimple sign',
      '(?:dimples?|dimpling|sinks?|puckers?) (?:in|inward|inwards|down|in the middle)? ?when (?:i |you |we )?(?:pinch|squeeze|press)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // A pyogenic granuloma (lobular capillary haemangioma): a shiny, bright red, fleshy lump growing over days
  // to weeks, often after a small injury, on a finger, lip or gum, and in pregnancy, that bleeds freely
  // at a touch (DermNet pyogenic granuloma).
  yesNo(
    'bleeding_red_lump',
    'Is it a shiny, bright red, raspberry-like lump that came up over a few weeks and bleeds very easily when touched or knocked?',
    'friable vascular nodule (pyogenic granuloma)',
    [
      'pyogenic granulomas?|friable (?:\\w+ ){0,3}(?:nodule|lump|papule)',
      '(?:red|raspberry|fleshy|vascular) (?:lump|bump|growth|nodule|papule)(?: \\w+){0,14} (?:bleeds?|bleeding) (?:really |very |so |quite )?(?:easily|on contact|at a touch|when (?:i |you )?(?:touch|knock|bump) it)',
      '(?:lump|bump|growth) (?:that |which )?(?:bleeds?|keeps bleeding) (?:really |very |so |quite )?(?:easily|on contact|at a touch)',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // An infantile haemangioma: absent or a faint mark at birth, then a raised, bright red, soft "strawberry"
  // that grows over the first months and slowly fades over years (RCH infantile haemangioma; DermNet).
  yesNo(
    'strawberry_mark',
    "Does the baby have a raised, soft, bright red 'strawberry' mark that appeared or grew in the first weeks of life?",
    'infantile haemangioma',
    [
      '(?:infantile )?ha?emangiomas?',
      'strawberry (?:mark|birthmark|birth mark|naevus|nevus|patch)',
      '(?:raised |bright |red |growing )+(?:birthmark|birth mark)',
      '(?:birthmark|birth mark) (?:\\w+ ){0,3}(?:growing|getting bigger|raised)',
    ],
    0.002,
    { kind: 'sign', askIf: { maxAge: 3 }, implies: ['rash'] },
  ),
  // Benign fasciculations and eyelid myokymia: a muscle flickers or ripples under the skin by itself (an
  // eyelid, a calf, a thumb) with no weakness or wasting; with caffeine, tiredness, stress and exercise
  // (Murtagh; Harrison's).
  yesNo(
    'muscle_twitching',
    'Does a small part of a muscle flicker or ripple under the skin by itself, such as an eyelid, a calf or a thumb, without any weakness?',
    'fasciculations or eyelid myokymia',
    [
      'fasciculations?|myokymia',
      `${LID} (?:keeps |keep |has been |have been |is |are )?(?:twitching|twitches|twitch|flickering|fluttering|jumping)`,
      `twitch\\w* (?:in )?(?:my |his |her |the )?(?:left |right |upper |lower )*(?:${LID}|eye)`,
      '(?:muscles?|calf|calves|thighs?|thumb)(?: \\w+){0,3} (?:keeps? |has been |have been |are |is )?(?:twitching|flickering|rippling)',
      '(?:flickers?|twitches|twitching|rippling) under (?:the|my) skin',
      // "muscles twitching everywhere", "my muscles twitch in my calves and arms": twitches without jerking are
      // fasciculations; a jerk of a limb is myoclonus.
      '(?:muscles?|calf|calves|thighs?|thumb)(?: \\w+){0,3} (?:keeps? |has been |have been |are |is )?(?:twitch|twitches|twitching) (?:everywhere|all over|(?:in|on) (?:my |his |her )?(?:calf|calves|legs?|arms?|thighs?|eyelids?|thumbs?|hands?|feet|body))',
    ],
    0.01,
  ),
  // Xanthelasma: soft, flat, yellow plaques on the upper and lower eyelids near the nose; half have raised
  // blood lipids, so lipids and risk are checked (DermNet xanthelasma; Murtagh).
  yesNo(
    'yellow_eyelid_patches',
    'Are there soft, flat, yellowish patches on the eyelids, near the nose?',
    'xanthelasma palpebrarum',
    [
      'xanthelasmas?(?: palpebrarum)?',
      `yellow(?:ish|y)? (?:\\w+ ){0,3}(?:patches|patch|plaques|plaque|bumps|lumps|spots|deposits|marks) (?:on|around|near|at) (?:\\w+ ){0,3}${LID}`,
      `cholesterol (?:deposits|lumps|bumps|patches) (?:on|around) (?:\\w+ ){0,3}(?:${LID}|eyes)`,
    ],
    0.002,
    {},
  ),
  // Phimosis: a foreskin that will not pull back over the glans; normal in young boys (ballooning on
  // passing urine is harmless), pathological when scarred (lichen sclerosus) or painful (RCH; NICE CKS).
  yesNo(
    'tight_foreskin',
    'Is the foreskin tight, so that it will not pull back over the head of the penis, or does it balloon when passing urine?',
    'non-retractile foreskin (phimosis)',
    [
      '(?<!para)phimosis',
      'foreskin (?:is |feels |has become )?(?:too |very |really )?tight|(?:tight|non ?retract\\w*|unretract\\w*) foreskin',
      'foreskin (?:will not|does not|can not|would not|won ?t) (?:pull|go|come|retract|slide|roll)(?: \\w+)?(?: back| down)?',
      '(?:foreskin|it) balloons?(?: up| out)?',
      'balloons?(?: up| out)? when (?:he |i )?(?:wees|pees|urinates|passes urine|does a wee)',
    ],
    0.003,
    { kind: 'sign', askIf: MALE },
  ),
  // Prepubertal vulvovaginitis is mostly irritant: soap, bubble bath, shampoo in the bath, tight or wet
  // clothing, and wiping back to front (RCH vulvovaginitis guideline).
  yesNo(
    'bath_irritants',
    'Does she have bubble baths, or is soap, shampoo or bath product used around her genitals?',
    'vulval irritants (bubble bath, soap)',
    [
      'bubble baths?',
      '(?:soap|shampoo|bath (?:products?|oils?|bombs?)) (?:in|on|around) (?:the |her |my )?(?:bath|vulva|genitals|private|bits)',
      '(?:uses?|using|has|washes with) (?:\\w+ )?(?:soap|shampoo|bath (?:products?|oils?|bombs?)) in (?:the |my |her )?bath',
    ],
    0.03,
    { kind: 'history', askIf: { sex: 'F', maxAge: 12 } },
  ),
  // Toddler's diarrhoea: loose poo with recognisable food (peas, carrots, corn) in a child who is well and
  // growing; too much fruit juice and too little fat are the usual reasons (RCH chronic diarrhoea).
  yesNo(
    'undigested_food_stools',
    'Are there bits of undigested food, such as peas, carrots or corn, in the poo?',
    'undigested food in the stools',
    [
      `toddler ?s? diarrho?ea`,
      `undigested (?:food|vegetables|veggies|peas|carrots|corn|sweetcorn)(?: \\w+){0,4} (?:in|through) (?:the |his |her |my |their )?${POO}`,
      `(?:${POO}|diarrho?ea) (?:\\w+ ){0,2}(?:with|full of|has|have) (?:bits of |pieces of |lumps of )?(?:undigested )?(?:food|vegetables|veggies|peas|carrots|corn|sweetcorn)`,
      `(?:peas|carrots|corn|sweetcorn|vegetables|veggies) (?:come |coming |comes )?(?:straight )?(?:through|out) in (?:the |his |her |my )?${POO}`,
    ],
    0.01,
    { askIf: { maxAge: 6 } },
  ),
  yesNo(
    'lots_of_juice',
    'Does the child drink a lot of fruit juice, cordial or soft drink (more than a small glass a day)?',
    'excess fruit juice intake',
    [
      '(?:a lot of|lots of|loads of|plenty of|heaps of|too much|litres of|bottles of) (?:apple |fruit |orange |pear |grape )?(?:juice|cordial|soft drink)',
      '(?:juice|cordial) (?:all day|every day|in (?:my|his|her) bottle)',
    ],
    0.05,
    { kind: 'history', askIf: { maxAge: 6 } },
  ),
  // Mittelschmerz: one-sided low pelvic pain at ovulation, about two weeks before a period, for minutes to a
  // day or two, often switching sides (Murtagh pelvic pain).
  yesNo(
    'midcycle_pain',
    'Does the pain come in the middle of your menstrual cycle, about two weeks before your period, around ovulation?',
    'mid-cycle (ovulation) pain',
    [
      'mittelschmerz|ovulation pain|pain (?:\\w+ ){0,3}(?:when|while|as) (?:i )?ovulate',
      '(?:at|around|in the) (?:time of )?ovulation',
      'mid ?cycle|(?:the )?middle of (?:my|the|her|each|every|their) (?:menstrual )?cycle|half ?way (?:between|through) (?:my )?(?:periods|cycle)',
      '(?:two|2) weeks (?:before|after) (?:my |the |each |every |her |their |a )?(?:period|periods)',
      'day (?:14|fourteen|13|15) of (?:my |the |her )?cycle',
    ],
    0.02,
    { askIf: CHILD_BEARING, implies: ['pain'] },
  ),
  // Nipple pain and damage in the first weeks of breastfeeding: pain at latch, squashed or lipstick-shaped
  // nipples after a feed, cracks, grazes and bleeding, nearly always from a shallow latch (NICE CKS;
  // Australian Breastfeeding Association).
  yesNo(
    'sore_cracked_nipples',
    'Are your nipples sore, cracked, grazed or bleeding, or squashed-looking after a feed?',
    'nipple pain and trauma in breastfeeding',
    [
      'nipple (?:trauma|damage|fissures?|pain|soreness|cracks?)',
      '(?:cracked|bleeding|sore|grazed|blistered|fissured|damaged|painful|raw|squashed)(?: and (?:cracked|bleeding|sore|grazed|blistered|painful|raw))* nipples?',
      'nipples? (?:are |is |look |looks |get |gets )?(?:so |very |really )?(?:cracked|bleeding|sore|grazed|damaged|raw|squashed|blistered)',
    ],
    0.01,
    { askIf: FEMALE, implies: ['pain'] },
  ),
  // Polymorphic light eruption: an itchy rash of red bumps or plaques on sun-exposed skin, hours to a day
  // after the first strong sun of spring or a holiday, settling over a week out of the sun and recurring
  // each year (DermNet polymorphic light eruption).
  yesNo(
    'sun_triggered_rash',
    'Does an itchy rash come up only on skin that was in the sun, within hours to a day of the first strong sun of the season or a holiday?',
    'photo-induced eruption on sun-exposed skin',
    [
      'polymorphic light eruption|sun (?:rash|allergy)|sun ?exposed (?:skin|areas?)',
      '(?:rash|hives|bumps|spots|papules|blisters)(?: \\w+){0,6} after (?:being |sitting |lying |my first day |a day |a few hours )?(?:in|out in|out) (?:the|in the) sun',
      '(?:after|from) (?:my |the )?(?:first )?(?:\\w+ ){0,3}(?:in|of) the sun (?:i |she |he )?(?:get|gets|got|break out|come up)',
      'only on (?:the )?(?:skin|parts|areas) (?:that (?:was|were|is|are|get|gets) )?(?:in|exposed to|out in) the sun',
    ],
    0.01,
    { kind: 'sign', implies: ['rash'] },
  ),
];
