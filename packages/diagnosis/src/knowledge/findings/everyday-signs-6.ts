import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

const MY = '(?:my |his |her |their |the |our |your |a |an )?';
const BREASTS = '(?:breasts?|boobs?)';
const BOTTOM = '(?:back passage|rectum|bottom|anus|bum)';

/**
 * Hallmarks of a sixth set of everyday conditions, in a patient's own words: a vaccine in the last few days,
 * painless irregular tightenings of a pregnant bump, breasts gone hard and full as the milk comes in, too
 * little breast milk, tearfulness in the first days after a birth, sore or opened perineal stitches, blisters at
 * the back of a child's mouth, crops of itchy bite-like bumps, skin that welts where scratched, calcium in a
 * shoulder tendon, a sudden severe shoulder without injury, a tender spot below the inner knee, an arch that
 * is flattening, clustered blisters on a fingertip, a finger out of joint, a crooked spine, a brief stab in the
 * chest, a sudden cramp in the back passage, a bladder that hurts as it fills, clear urine tests, and constant
 * unsteadiness worse in busy places (Australian Immunisation Handbook; RANZCOG; NICE CKS; RCH Clinical Practice
 * Guidelines; DermNet; Murtagh; Oxford Handbook of General Practice).
 */
export const EVERYDAY_SIGN_FINDINGS_6: FindingDef[] = [
  // Adverse events following immunisation: a sore, red, swollen injection site and a fever, aches or
  // grizzliness within 48 hours of a vaccine are expected and settle in 1 to 3 days (Australian Immunisation
  // Handbook, AEFI).
  yesNo(
    'recent_vaccination',
    'Have you (or your child) had a vaccination in the last few days?',
    'vaccination in the last few days',
    [
      `(?:had|got|received|given|gave (?:him|her|them)) (?:${MY})?(?:\\w+ ){0,3}(?:vaccines?|vaccinations?|immuni[sz]ations?|jabs?|booster|shots?) (?:\\w+ ){0,2}(?:yesterday|today|this morning|last night|(?:two|three|2|3|a few) days ago|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))`,
      `(?:\\d+|two|four|six|twelve|eighteen) (?:month|week|year) (?:old )?(?:needles|vaccines?|vaccinations?|immuni[sz]ations?|jabs?|shots)`,
      `(?:since|after) (?:${MY})?(?:\\w+ ){0,2}(?:vaccines?|vaccinations?|immuni[sz]ations?|jabs?|booster|needles)(?! (?:years?|months?) ago)`,
      `(?:vaccines?|vaccinations?|immuni[sz]ations?|jabs?|needles|injections?) (?:\\w+ ){0,3}(?:yesterday|today|this morning)`,
      '(?:post|after) ?vaccin\\w+ (?:reaction|fever|sore arm)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // Braxton Hicks (false labour): irregular, painless or mildly uncomfortable tightenings of the uterus from the
  // second trimester, that do not come closer or stronger and ease with rest, a change of position or a drink
  // (RANZCOG; Pregnancy Care Guidelines; Oxford Handbook of Obstetrics).
  yesNo(
    'irregular_tightenings',
    'Does your bump go tight and hard now and then, at irregular times, easing when you rest or change position?',
    'irregular uterine tightenings (Braxton Hicks)',
    [
      'braxton ?hicks|practi[cs]e contractions|false labou?r',
      `(?:belly|bump|tummy|stomach|uterus|womb) (?:\\w+ ){0,3}(?:going|goes|gets|getting|go|went|becomes?|became) (?:\\w+ ){0,2}(?:tight|hard)`,
      '(?:tightenings?|tightening) (?:across|of|in|over) (?:my |the )?(?:bump|belly|tummy|stomach|uterus|womb)',
      '(?:keep|keeps) (?:\\w+ ){0,2}(?:getting|having) (?:\\w+ ){0,2}tightenings',
    ],
    0.003,
    { kind: 'symptom', askIf: CHILD_BEARING, parent: 'pregnant' },
  ),
  // Breast engorgement: both breasts hard, full, warm and tender on days 2 to 5 as the milk comes in, the nipple
  // flattened so the baby struggles to latch; no red wedge and no fever, unlike mastitis (NICE CKS; ABA).
  yesNo(
    'breasts_engorged',
    'Are both breasts very full, hard and swollen since your milk came in?',
    'breast engorgement',
    [
      'engorge(?:d|ment)',
      `${BREASTS} (?:\\w+ ){0,3}(?:rock hard|hard as (?:a )?rocks?|(?:hugely|very|really|so|painfully|overly) full|full and (?:hard|tight|sore|swollen)|hard,? (?:swollen|full|tight)|tight and full)`,
      // Both breasts hard and full: one hard, swollen patch is more a mastitis.
      `(?:both (?:my |her )?breasts|(?:my|her) breasts|breasts|boobs) (?:are |feel |have been |both )*(?:so |very |really )?hard,? and (?:full|swollen|tight)`,
      `(?:since|when|as) (?:my |her |the )?milk (?:came|come|comes|has come|is coming) in`,
    ],
    0.003,
    { kind: 'symptom', askIf: CHILD_BEARING },
  ),
  // Low milk supply (perceived or real): a baby who seems hungry, feeds very often, and little milk expressed; real
  // low supply shows in poor weight gain and few wet nappies (NICE CKS breastfeeding; ABA; RCH).
  yesNo(
    'low_milk_supply',
    'Are you worried you are not making enough breast milk?',
    'low breast milk supply',
    [
      // "I do not think I have enough milk" is a worry told, not a denial.
      '(?:i )?(?:do not|don t|did not|does not|doesn t) think (?:i have|i am making|i make|i produce|there is|(?:she|mum|the mother) (?:has|is making|makes|produces)) (?:got )?enough (?:breast )?milk',
      // "I hardly feel any milk", "she is barely making any milk".
      '(?:hardly|barely|not really) (?:feel|feels|get|gets|getting|have|has|produce|produces|producing|making|make|makes|express|expressing|pump|pumping) (?:any|much) (?:breast )?milk',
      '(?:not|never) (?:\\w+ ){0,2}(?:enough|much) (?:breast )?milk',
      '(?:milk|breast milk) supply (?:\\w+ ){0,2}(?:dropped|drop|low|down|gone down|decreased|drying up|dried up|reduced)',
      '(?:low|poor|dropping|reduced) (?:breast )?milk supply',
      '(?:can|could) (?:barely|hardly|only) (?:pump|express) (?:\\w+ ){0,2}(?:anything|much|a little|any milk)',
      '(?:milk|supply) (?:is|has) (?:drying|dried) up',
    ],
    0.003,
    // Too little breast milk is told by a mother who breastfeeds.
    { kind: 'symptom', askIf: CHILD_BEARING, implies: ['breastfeeding'] },
  ),
  // Tearfulness in the first days after a birth: the baby blues, weepiness and mood swings from day 3 to 5 that
  // pass by two weeks (NICE CKS postnatal depression; RANZCOG; COPE).
  yesNo(
    'tearful',
    'Have you been teary or crying easily?',
    'tearfulness',
    [
      'baby blues',
      // "cries easily", "crying at the drop of a hat" (NICE CKS postnatal mood: the blues are tearfulness in the first week).
      '(?:cries|cry|crying) (?:very |so |really )?(?:easily|at the drop of a hat|at (?:little|the smallest|the littlest) things|over nothing|at nothing)',
      '(?:bursting|burst|break|breaking|breaks) (?:into|in) tears',
      // Of a person, not of skin or an eye ("weepy patches", "teary eyes"): "I have been weepy", "feeling teary".
      '(?:i am|i feel|i felt|feeling|feel|felt|been|get|getting|gets|got|she is|he is|so|very|really|always) (?:so |very |really |a bit |quite |all |a little |more )?(?:weepy|teary|tearful)(?! (?:patch\\w*|skin|rash|spots?|eyes?|eczema|sores?|areas?|blisters?))',
      '(?:keep|keeps|always|constantly) crying (?:for no reason|at (?:adverts|nothing|everything))',
      'cry(?:ing)? (?:at|over) (?:adverts|ads|nothing|everything|little things)',
    ],
    0.03,
    { kind: 'symptom' },
  ),
  // Perineal wound problems after birth: a tear or episiotomy that is more painful after the first days, red,
  // swollen, discharging or smelly (infection), or gaping (breakdown) (NICE CKS postnatal care; RANZCOG
  // perineal tears).
  yesNo(
    'perineal_stitches_sore',
    'Are the stitches from a tear or cut at the birth sore, red, oozing or coming apart?',
    'painful, infected or opened perineal stitches',
    [
      'episiotomy',
      '(?:tear|tore|torn|tears) (?:\\w+ ){0,3}(?:stitches|stitched|sutures)',
      // The stitches only: "... are really sore" is left for the pain.
      `(?:stitches|sutures)(?= (?:\\w+ ){0,5}(?:sore|painful|hurt|hurts|hurting|red|swollen|smelly|oozing|infected|come apart|came apart|opened|burst|gaping|split))`,
      `(?:stitches|sutures) (?:\\w+ ){0,3}(?:down below|down there|after (?:the )?birth)`,
      'perine(?:al|um) (?:wound|tear|stitches|pain)',
    ],
    0.002,
    { kind: 'symptom', askIf: CHILD_BEARING },
  ),
  // Herpangina: small grey vesicles and ulcers on the soft palate, uvula, tonsillar pillars and back of the
  // throat, with a sudden fever, in a young child in summer; coxsackie A (RCH; Nelson; DermNet).
  yesNo(
    'back_of_mouth_blisters',
    'Are there small blisters or ulcers at the back of the mouth or throat?',
    'vesicles on the soft palate and throat (herpangina)',
    [
      'herpangina',
      `(?:blisters|ulcers|sores|spots) (?:\\w+ ){0,3}(?:at|on|in) (?:the )?back of (?:${MY})?(?:\\w+ )?(?:mouth|throat)`,
      `(?:blisters|ulcers|sores|spots) (?:\\w+ ){0,3}(?:on|at) (?:${MY})?(?:soft palate|uvula|dangly bit)`,
      '(?:back of the roof of|roof at the back of) (?:his |her |my |their |the )?mouth',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Papular urticaria: crops of itchy, often blistered papules on exposed skin, in clusters of three or four,
  // recurring each season in a young child sensitised to flea, mite or mosquito bites (DermNet; RCH).
  yesNo(
    'recurring_bite_bumps',
    'Do crops of very itchy bumps like bites keep coming back, often in small groups?',
    'recurrent crops of itchy bite-like papules',
    [
      'papular urticaria',
      '(?:crops|clusters|groups|batches) of (?:very |really |super )?itchy (?:\\w+ ){0,2}(?:bumps|spots|lumps|welts|bites)',
      'itchy (?:\\w+ ){0,3}(?:bumps|spots|lumps) (?:\\w+ ){0,6}(?:keep|keeps) coming back',
      '(?:bumps|spots|lumps) (?:\\w+ ){0,2}like (?:insect |flea |mosquito )?bites',
    ],
    0.003,
    { kind: 'sign', implies: ['rash'] },
  ),
  // Dermographism: a weal along the line where the skin is scratched or rubbed, within minutes, fading within the
  // hour; the commonest physical urticaria (DermNet; ASCIA).
  yesNo(
    'scratch_welts',
    'If you scratch or rub your skin, does a raised itchy line come up exactly where it was scratched?',
    'dermographism (weals where the skin is scratched)',
    [
      'derm(?:at)?ographi(?:sm|a)|skin writing',
      '(?:scratch|scratched|rub|rubbed|rubs) (?:\\w+ ){0,5}(?:comes?|came|welts?|swells?) up (?:\\w+ ){0,4}(?:lines?|welts?|weals?|wheals?)',
      '(?:welts?|weals?|wheals?|lines) (?:\\w+ ){0,4}(?:where|wherever) (?:i |anything |something )?(?:\\w+ ){0,2}(?:scratch|scratched|rub|rubs|rubbed|touched)',
      '(?:write|writing) on (?:my|his|her|their) (?:\\w+ )?(?:skin|arm)',
    ],
    0.005,
    // The weal is a hive, drawn where the skin was scratched.
    { kind: 'sign', implies: ['hives'] },
  ),
  // Calcific tendinopathy: a calcium deposit in the rotator cuff seen on an X-ray or ultrasound (RACGP; Oxford
  // Handbook of General Practice).
  yesNo(
    'calcium_in_tendon',
    'Has an X-ray or ultrasound ever shown calcium in a shoulder tendon?',
    'calcific deposit in the rotator cuff',
    [
      'calci(?:um|fic|fication|fied) (?:\\w+ ){0,3}(?:tendon|tendons|rotator cuff|shoulder)|calcific tendin\\w+',
      '(?:tendon|shoulder) (?:\\w+ ){0,2}calci(?:um|fic|fication|fied)',
    ],
    0.002,
    { kind: 'history' },
  ),
  // The resorptive phase of calcific tendinopathy: the worst shoulder pain of a life, over hours, with no injury,
  // the arm held still (RACGP; Murtagh).
  yesNo(
    'sudden_severe_shoulder_pain',
    'Did the shoulder pain come on suddenly over hours, very severe, without any injury?',
    'acute severe atraumatic shoulder pain',
    [
      // The words before the pain only: "pain in my left shoulder" is left for the pain and its place.
      `(?:woke|woken|waking) (?:up )?with (?:\\w+ ){0,2}(?:severe|agonising|excruciating|terrible|unbearable)(?= (?:pain|agony) in ${MY}(?:left |right )?shoulder)`,
      `(?:sudden|suddenly|overnight) (?:\\w+ ){0,2}(?:agonising|excruciating|severe|terrible|unbearable)(?= (?:\\w+ ){0,2}pain (?:in|of) ${MY}(?:left |right )?shoulder)`,
      `(?:agonising|excruciating|unbearable)(?= (?:\\w+ )?pain (?:in|of) ${MY}(?:left |right )?shoulder)`,
    ],
    0.002,
    { kind: 'symptom' },
  ),
  // Pes anserine bursitis or tendinopathy: a tender spot on the inner shin 3 to 5 cm below the knee joint line,
  // in older women with knee osteoarthritis or overweight, or in runners (Oxford Handbook of General Practice;
  // Murtagh).
  yesNo(
    'inner_knee_below_joint_pain',
    'Is the pain on the inner side of the leg just below the knee joint, on a spot that is tender to press?',
    'pes anserine tenderness (medial proximal tibia)',
    [
      'pes anserin\\w+|anserine',
      '(?:inside|inner side|inner part|medial side) of (?:my |the |his |her )?(?:knee|shin|leg) (?:\\w+ ){0,2}(?:just )?below the (?:knee|joint)',
      '(?:just )?below the (?:inner|inside) (?:of the )?knee',
      // "a tender spot about two fingers below the inner knee": a measure, not a finger.
      '(?:about |roughly )?(?:two|three|2|3|a few|a couple of) (?:fingers?|finger widths?|finger breadths?|inches|cm|centimetres) below (?:the |my )?(?:inner |inside )?(?:knee|joint)(?: joint)?',
    ],
    0.002,
    { kind: 'symptom' },
  ),
  // Tibialis posterior tendinopathy (adult-acquired flatfoot): pain behind and below the inner ankle bone and an
  // arch that flattens over months, in women over 40 (Murtagh; Oxford Handbook of General Practice).
  yesNo(
    'arch_collapsing',
    'Has the arch of the foot been dropping, so the foot has become flatter over recent months?',
    'progressive flattening of the arch',
    [
      '(?:arch|arches) (?:\\w+ ){0,3}(?:collapsing|collapsed|dropping|dropped|fallen|falling|flattening|flattened)',
      '(?:foot|feet) (?:\\w+ ){0,3}(?:gone|going|getting|become|becoming) (?:\\w+ )?flat(?:ter)?',
      'adult (?:acquired )?flat ?foot',
    ],
    0.002,
    { kind: 'sign' },
  ),
  yesNo(
    'inner_ankle_pain',
    'Is the pain on the inside of the ankle, behind or below the ankle bone?',
    'medial ankle pain',
    [
      '(?:inside|inner side|inner part|medial side) of (?:my |the |his |her )?ankle',
      '(?:behind|below|under) (?:and below )?(?:the |my )?(?:inner|inside) ankle(?: bone)?',
    ],
    0.005,
    { kind: 'symptom' },
  ),
  // Herpetic whitlow: a painful, swollen fingertip with clustered clear vesicles after a tingle, in someone with
  // cold sores or a child sucking a thumb with gingivostomatitis; not to be lanced (DermNet; eTG).
  yesNo(
    'fingertip_blisters',
    'Is there a cluster of small painful blisters on a finger or thumb?',
    'grouped vesicles on a digit (herpetic whitlow)',
    [
      'herpetic whitlow|whitlow',
      '(?:cluster|clusters|group|crop) of (?:\\w+ ){0,3}blisters (?:on|at) (?:\\w+ ){0,3}(?:finger|fingertip|finger tip|thumb)',
      '(?:finger|fingertip|finger tip|thumb) (?:\\w+ ){0,6}(?:clustered|cluster of|little|tiny|small) (?:\\w+ ){0,2}blisters',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Dislocated finger (usually the proximal interphalangeal joint, dorsal, from a ball on the tip): a finger
  // visibly out of joint; reduction and an X-ray the same day (Rosen; Murtagh).
  yesNo(
    'finger_out_of_joint',
    'Does a finger look out of joint, bent sideways or at an odd angle at one of its joints?',
    'dislocated finger',
    [
      'dislocated (?:my |his |her |their |a )?(?:\\w+ )?(?:finger|thumb)',
      '(?:finger|thumb) (?:\\w+ ){0,3}(?:popped|come|came|gone|went|is) out (?:of )?(?:joint|place|its socket)',
      '(?:finger|thumb) (?:\\w+ ){0,8}(?:bent sideways|out of place|at a (?:funny|weird|strange|odd) angle|sticking out at)',
    ],
    0.002,
    // A finger put out of joint is an injury (a ball on the tip, a fall): the longer phrasing may cover the words
    // that told of it ("jammed my finger ... bent sideways").
    { kind: 'sign', implies: ['deformity', 'recent_injury'] },
  ),
  // Adolescent idiopathic scoliosis: uneven shoulders, a prominent shoulder blade, an uneven waist or a rib hump
  // on bending forward, in a girl growing fast; usually painless (RCH; Nelson).
  yesNo(
    'spine_curve',
    'Does the back look curved or crooked, with uneven shoulders or waist, or one side higher when bending forward?',
    'spinal curve (scoliosis)',
    [
      'scoliosis',
      `(?:back|spine) (?:\\w+ ){0,3}(?:looks|is|seems) (?:\\w+ ){0,2}(?:crooked|curved|twisted|bent to one side)`,
      '(?:shoulders|waist|hips) (?:\\w+ ){0,2}(?:are|is|look|looks) (?:\\w+ )?(?:uneven|lopsided|not level)',
      '(?:uneven|lopsided) (?:shoulders|waist|hips)',
      '(?:one )?shoulder blade (?:\\w+ ){0,2}sticks? out',
      'one side of (?:\\w+ ){0,2}back (?:\\w+ ){0,2}higher|rib hump',
    ],
    0.002,
    { kind: 'sign' },
  ),
  // Precordial catch: a sudden sharp pain at one point of the left chest at rest, catching the breath in, lasting
  // seconds to three minutes, in a well child or teenager (Nelson; RCH chest pain).
  yesNo(
    'brief_chest_catch',
    'Is it a sudden sharp stab at one spot in the chest, at rest, lasting only seconds, that catches your breath?',
    'brief sharp chest catch (precordial catch)',
    [
      'precordial catch|texidor',
      '(?:stops|stop|stopping|catches|catch) (?:me|him|her) (?:from )?(?:breathing|taking a breath|breathing in)',
      // Only the seconds it lasts, once the chest was named before (in the sentence before, too): the chest pain and
      // its place stay the pain's.
      '(?<=chest (?:(?:\\w+|\\.) ){0,16})(?:lasts?|lasting|goes after|gone after|stops after|for) (?:only )?(?:a few |few |several |about (?:\\w+ )?|\\d+ |thirty |ten |twenty )seconds',
    ],
    0.005,
    { kind: 'symptom' },
  ),
  // Proctalgia fugax: a sudden severe cramp or stab in the rectum lasting seconds to minutes, often at night, then
  // gone; nothing between attacks (Rome IV; NICE CKS; Murtagh).
  yesNo(
    'rectal_cramp_attacks',
    'Do you get sudden attacks of cramping or stabbing pain inside the back passage that last minutes and then go completely?',
    'fleeting rectal pain (proctalgia fugax)',
    [
      'proctalgia(?: fugax)?',
      // The cramp only: "pain in my back passage" is left for the pain and its place.
      `(?:cramp|cramping|stabbing|spasm|spasms)(?= (?:\\w+ ){0,2}(?:pain )?(?:in|inside|up) (?:my |his |her |the )?${BOTTOM})`,
      `${BOTTOM} (?:\\w+ ){0,2}(?:cramps?|spasms?) (?:that )?(?:\\w+ ){0,3}(?:goes|go|pass|passes|lasts?)`,
    ],
    0.002,
    { kind: 'symptom', implies: ['pain'] },
  ),
  // Bladder pain syndrome: bladder pain that builds as it fills and eases on voiding, with frequency and urgency
  // for over six weeks, cultures negative (NICE CKS; EAU; Murtagh).
  yesNo(
    'bladder_pain_filling',
    'Does the bladder hurt more as it fills, easing for a while after you pass urine?',
    'bladder pain on filling, relieved by voiding',
    [
      'interstitial cystitis|bladder pain syndrome|painful bladder',
      // After the bladder's pain, which is left for the pain and its place: "... that gets worse as it fills".
      '(?<=bladder (?:\\w+ ){0,3}(?:pain|aches?|hurts?|sore) )(?:\\w+ ){0,6}(?:fills|filling|full)',
      '(?:pain|ache) (?:\\w+ ){0,3}(?:eases|eased|better|relieved|goes) (?:\\w+ ){0,2}(?:after|when) (?:i )?(?:empty|emptying|pass(?:ing)? urine|wee|pee)',
      '(?:passing urine|peeing|weeing|emptying my bladder) (?:\\w+ )?(?:relieves|eases|helps) (?:the )?pain',
      'bladder aches',
    ],
    0.002,
    { kind: 'symptom' },
  ),
  yesNo(
    'urine_tests_clear',
    'Have urine tests for infection come back clear even though it feels like an infection?',
    'repeatedly negative urine cultures',
    [
      '(?:urine |wee |pee )?(?:tests?|cultures?|samples?) (?:\\w+ ){0,3}(?:always |all |keep coming back )?(?:clear|negative|normal|came back clear|came back negative|show nothing|showed nothing)',
      '(?:no|never any) infection (?:\\w+ ){0,2}(?:found|shows|showed|in (?:my |the )?urine)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // Persistent postural-perceptual dizziness: non-spinning dizziness or unsteadiness most days for three months,
  // worse upright, on moving and in busy visual surroundings, often after a vestibular illness (Bárány Society
  // criteria; Oxford Handbook of General Practice).
  yesNo(
    'constant_unsteadiness',
    'Do you feel dizzy or unsteady, rocking or swaying rather than spinning, most days for months?',
    'chronic non-spinning dizziness (unsteadiness)',
    [
      'pppd|persistent postural',
      '(?:constantly|always|every day|most days|all the time) (?:\\w+ ){0,2}(?:dizzy|unsteady|off balance|swaying|woozy)',
      '(?:dizzy|unsteady|swaying|off balance) (?:\\w+ ){0,3}(?:every day|most days|all the time|constantly)',
      '(?:rocking|swaying) (?:\\w+ ){0,2}(?:on a boat|like a boat|like on a ship)',
    ],
    0.005,
    { kind: 'symptom' },
  ),
  yesNo(
    'dizzy_in_busy_places',
    'Is the dizziness worse in busy places like supermarkets and crowds, or with moving scenes on screens?',
    'visually induced dizziness',
    [
      '(?:worse|bad|worst|triggered|set off) (?:\\w+ ){0,2}(?:in|at|by|with|when) (?:\\w+ ){0,2}(?:supermarkets?|shops|shopping centres?|crowds|busy places|busy shops|moving scenes|scrolling|screens)',
      '(?:supermarkets?|crowds|busy shops|moving scenes|scrolling) (?:\\w+ ){0,3}(?:make|makes|set|sets) (?:it|me) (?:\\w+ )?(?:worse|off|dizzy)',
    ],
    0.005,
    { kind: 'symptom', parent: 'constant_unsteadiness' },
  ),
];
