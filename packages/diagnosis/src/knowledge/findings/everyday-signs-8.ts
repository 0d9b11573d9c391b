import type { FindingDef } from '../types.js';
import { FEMALE, MALE, yesNo } from './define.js';

const CANNOT = '(?:can not|can t|could not|unable to|will not|won t)';
const CCBS =
  '(?:amlodipine|norvasc|nifedipine|adalat|felodipine|plendil|lercanidipine|zanidip|lercan|diltiazem|verapamil|calcium channel blockers?)';
const BP_TABLET = `(?:${CCBS}|(?:new |blood pressure |bp )(?:tablets?|pills?|medicines?|medications?|meds))`;
const SWOLLEN = '(?:swell|swells|swelling|swollen|swelled|puffy|puffed up|fat|oedema|edema|fluid)';
const RED_MEAT =
  '(?:red meat|meat|steak|beef|lamb|pork|mince|sausages?|bacon|ham|kangaroo|venison|burgers?|roast|chops?|gelatin\\w*)';
const ALLERGIC = '(?:hives|welts|itchy|itch|allergic|reaction|rash|swell\\w*|lumps)';
const POOL = '(?:pools?|swimming|swim|swam|water park|waterpark|splash park|aquatic cent(?:re|er)|spa|wading pool)';
const GASTRO = '(?:diarrh\\w*|runs|gastro|watery poos?|loose poos?|stomach bug|tummy bug)';

/**
 * Hallmarks of an eighth set of conditions, in a patient's own words: seeing things that are not there with
 * failing sight, an eyelid puffing up on blowing the nose after a blow, a newborn's moving blotches, a baby's
 * squeak breathing in since the first weeks, a hair wound tight around a toe, feet turning in, an old person's
 * skin tearing in a flap, pulling out hair, rigid muscles, lithium, ankles swelling on a blood pressure tablet, a
 * stingray, hives hours after red meat, an erection that will not go down, a crack in the penis during sex, a
 * tampon left in, a swollen finger held bent, a knuckle cut on a tooth, diarrhoea after a pool, a stiff big toe,
 * waking unable to move, and a baby straining before a soft poo (RANZCO; RCH Clinical Practice Guidelines; DermNet;
 * eTG; AMH; ASCIA; Oxford Handbook of Emergency Medicine; Murtagh; Oxford Handbook of General Practice).
 */
export const EVERYDAY_SIGN_FINDINGS_8: FindingDef[] = [
  // Charles Bonnet syndrome: vivid, silent visual hallucinations (people, faces, flowers, patterns) that the
  // person knows are not real, with sight lost to macular degeneration, glaucoma or cataract (RANZCO).
  yesNo(
    'seeing_unreal_things_knowingly',
    'Do you see things that are not there, such as people, faces or patterns, while knowing they are not real?',
    'visual hallucinations with insight',
    [
      '(?:see|seeing|saw|sees) (?:\\w+ ){0,10}(?:that|which|who) (?:i |he |she )?(?:know|knows) (?:\\w+ ){0,2}(?:are|is|were) not (?:really )?(?:there|real)',
      '(?:see|seeing|saw|sees) (?:\\w+ ){0,2}(?:little |tiny |small )?(?:people|faces|figures|children|animals|patterns|brick patterns|bricks|flowers|shapes) (?:\\w+ ){0,8}(?:know|knows) (?:\\w+ ){0,2}(?:are|is|were) not (?:really )?(?:there|real)',
      '(?:see|seeing|saw) (?:little |tiny |small )?(?:people|faces|figures|patterns|flowers|brick patterns) (?:\\w+ ){0,6}(?:not (?:really )?there|are not real|on the wall\\w*|in front of me)',
      'charles bonnet',
    ],
    0.001,
    { kind: 'symptom', askIf: { minAge: 50 } },
  ),
  yesNo(
    'failing_sight_eye_disease',
    'Has your eyesight been badly reduced by an eye disease, such as macular degeneration, glaucoma or cataracts?',
    'low vision from eye disease',
    [
      'macular degeneration|\\bamd\\b|(?:have|with|from|had|has) glaucoma|legally blind|low vision',
      '(?:eyesight|sight|vision) (?:\\w+ ){0,3}(?:got|getting|gone|is|has been) (?:very |really )?(?:bad|poor|worse|failing)',
    ],
    0.02,
    { kind: 'history', askIf: { minAge: 50 } },
  ),
  // Orbital floor (blowout) fracture: after a fist or ball to the eye, double vision looking up, a numb cheek and
  // lip, a sunken eye, and the eyelid puffing up on blowing the nose (air from the sinus) (Oxford Handbook of
  // Emergency Medicine; Rosen's facial trauma).
  yesNo(
    'eyelid_puffs_blowing_nose',
    'After the blow to the eye, did the eyelid puff up suddenly when you blew your nose?',
    'orbital emphysema on nose blowing',
    [
      '(?:blew|blow|blowing) (?:my |his |her )?nose (?:\\w+ ){0,6}(?:eye|eyelid|lid) (?:\\w+ ){0,3}(?:puffed|swelled|blew|ballooned|swollen)',
      '(?:eye|eyelid|lid) (?:\\w+ ){0,3}(?:puffed|swelled|ballooned) up (?:\\w+ ){0,4}(?:blew|blowing) (?:my |his |her )?nose',
      '(?:eye|eyelid) (?:\\w+ ){0,3}sunken',
    ],
    0.0005,
    { kind: 'sign', implies: ['hit_in_eye'] },
  ),
  // Erythema toxicum neonatorum: in the first days of life, blotchy red patches with a small yellow-white papule
  // or pustule in the centre, coming and going over the body, in a well baby (DermNet; RCH).
  yesNo(
    'newborn_blotches_with_bumps',
    'Does your newborn have red blotches with a small yellow or white bump in the middle, that come and go in different places?',
    'erythema toxicum (blotchy erythema with central papules in a newborn)',
    [
      // From the baby's age, so that it outlasts neonatal acne's "baby ... pimples".
      '(?:(?:days? old|newborn|new born|baby|son|daughter) (?:\\w+ ){0,8})?(?:red )?blotch\\w* (?:[\\w,]+ ){0,10}(?:yellow|white|pimples|bumps|spots|pustules)',
      'rash of (?:red )?blotches',
      'erythema toxicum',
    ],
    0.001,
    { kind: 'sign', askIf: { maxAge: 0 }, implies: ['rash'] },
  ),
  // Laryngomalacia: a high-pitched squeak breathing in, from the first weeks, louder feeding, crying or on the
  // back and quieter on the tummy, in a baby who feeds and grows (RCH stridor; Nelson).
  yesNo(
    'squeak_breathing_since_weeks_old',
    'Has your baby made a squeaky, noisy sound breathing in since the first weeks of life, louder when feeding, crying or lying on the back?',
    'inspiratory stridor from early infancy (laryngomalacia pattern)',
    [
      '(?:squeak\\w*|noisy|crowing) (?:[\\w,]+ ){0,10}(?:worse|louder) (?:[\\w,]+ ){0,3}(?:feed\\w*|cries|crying|upset|on (?:his |her )?back|lies)',
      '(?:noisy|squeaky) breathing (?:\\w+ ){0,3}since (?:\\w+ ){0,3}(?:birth|born|weeks? old|few weeks)',
      '(?:squeak|squeaky|squeaking) (?:\\w+ ){0,6}(?:louder|worse) (?:\\w+ ){0,3}(?:upset|feeding|feeds|crying|cries|on (?:his |her )?back)',
      'laryngomalacia|floppy (?:voice box|larynx)',
    ],
    0.0005,
    { kind: 'sign', askIf: { maxAge: 1 }, implies: ['stridor'] },
  ),
  // Hair or thread tourniquet: a hair or fibre wound tight around a baby's toe, finger or penis, a swollen red or
  // purple digit beyond a groove, an inconsolable baby (RCH hair tourniquet).
  yesNo(
    'hair_wrapped_round_digit',
    'Is there a hair or thread wrapped tightly around a toe, finger or the penis?',
    'hair or thread tourniquet',
    [
      '(?:hair|hairs|thread|string|fibre|fiber|cotton) (?:\\w+ ){0,3}(?:wrapped|wound|tied|caught|twisted|stuck|cutting) (?:\\w+ ){0,4}(?:toe|toes|finger|fingers|penis|willy)',
      '(?:toe|toes|finger|fingers|penis) (?:\\w+ ){0,8}(?:hair|hairs|thread|string|fibre|fiber) (?:\\w+ ){0,2}(?:wrapped|wound|tied|twisted|cutting)',
      '(?:hair|thread) tourniquet',
    ],
    0.0003,
    {
      kind: 'sign',
      implies: ['swelling'],
      redFlag: { reason: 'a hair or thread tight around a toe, finger or the penis', urgency: 'urgent' },
    },
  ),
  // In-toeing: a young child walking with the feet turned in (metatarsus adductus, internal tibial torsion or
  // femoral anteversion), painless, symmetrical and mostly self-correcting (RCH in-toeing).
  yesNo(
    'feet_turn_in',
    'When your child walks, do the feet or toes point inwards (pigeon-toed)?',
    'in-toeing gait',
    [
      'pigeon toed|in toeing|intoeing',
      '(?:feet|foot|toes) (?:\\w+ ){0,3}(?:turn\\w*|point\\w*|go|going) (?:in|inwards?)\\b',
      'walks? (?:\\w+ ){0,3}(?:feet|toes) (?:\\w+ ){0,2}(?:in|inwards?)\\b',
    ],
    0.002,
    // Asked once a child walks.
    { kind: 'sign', askIf: { minAge: 1, maxAge: 12 } },
  ),
  // Skin tear: in thin, fragile, older or steroid-treated skin, a minor knock tears the skin into a flap
  // (Murtagh; eTG wound management).
  yesNo(
    'skin_torn_flap',
    'Has your skin torn or peeled back in a flap after a small knock?',
    'skin tear (flap of fragile skin)',
    [
      'skin (?:\\w+ ){0,3}(?:torn|tore|ripped|rips|tears|split|peeled) (?:\\w+ ){0,4}(?:flap|open|back|off)',
      '(?:flap|flaps) of (?:thin |loose )?skin',
      'skin tears?\\b',
      '(?:fragile|thin|paper thin|papery) skin (?:\\w+ ){0,3}(?:torn|tore|ripped|split|came off|peeled|tears)',
    ],
    0.002,
    { kind: 'sign', implies: ['skin_wound'] },
  ),
  // Trichotillomania: recurrent pulling out of one's own hair (scalp, eyebrows, lashes) with patchy loss, tension
  // before and relief after, and repeated attempts to stop (RANZCP; DermNet).
  yesNo(
    'pulling_out_own_hair',
    'Do you pull out your own hair, eyebrows or eyelashes, and find it hard to stop?',
    'recurrent hair pulling',
    [
      '(?:pull|pulls|pulling|pulled|pluck|plucking|tug|tugging) (?:out )?(?:my |his |her |their )?(?:own )?(?:hair|eyebrows|eyelashes|lashes|brows)',
      'trichotillomania|hair pulling',
    ],
    0.001,
    { kind: 'symptom', implies: ['hair_loss'] },
  ),
  // Neuroleptic malignant syndrome: lead-pipe rigidity with fever, confusion and a racing heart, over 1 to 3 days
  // after starting or raising an antipsychotic (AMH; eTG psychotropic toxicity).
  yesNo(
    'rigid_muscles',
    'Are the muscles rigid, so stiff the arms and legs are hard to move?',
    'generalised muscle rigidity',
    [
      '(?:muscles?|body|arms?|legs?|limbs?) (?:\\w+ ){0,3}(?:rigid|stiff as a board|like a board|like a plank|like lead)',
      '(?:very|really|so|extremely) (?:stiff|rigid) (?:\\w+ ){0,3}(?:and|with) (?:\\w+ ){0,3}(?:confused|hot|fever|drowsy)',
      '(?:whole body|all over) (?:\\w+ ){0,2}(?:stiff|rigid)',
      'rigidity',
    ],
    0.003,
    { kind: 'sign' },
  ),
  // Calcium channel blocker oedema: both ankles swelling within weeks of starting or raising amlodipine,
  // nifedipine or lercanidipine, worse by evening, without breathlessness (AMH; NICE CKS hypertension).
  yesNo(
    'ankles_swollen_since_bp_tablet',
    'Did the ankle or feet swelling start after a blood pressure tablet such as amlodipine was started or increased?',
    'ankle oedema since starting a calcium channel blocker',
    [
      `(?:ankles?|feet|legs?) (?:\\w+ ){0,4}${SWOLLEN} (?:\\w+ ){0,8}(?:since|after|from|on) (?:\\w+ ){0,6}${BP_TABLET}`,
      `${CCBS} (?:\\w+ ){0,8}(?:ankles?|feet|legs?) (?:\\w+ ){0,3}${SWOLLEN}`,
      `(?:since|after) (?:starting|i started|going on|taking|increasing) (?:\\w+ ){0,2}${CCBS} (?:\\w+ ){0,6}${SWOLLEN}`,
    ],
    0.002,
    { kind: 'symptom', implies: ['calcium_channel_blocker', 'swelling'] },
  ),
  // Stingray injury: a barb driven into the foot or ankle in shallow water: a jagged wound and immediate severe
  // pain spreading up the limb, eased by hot water; a chest or abdominal wound is an emergency (eTG marine).
  yesNo(
    'stingray_barb',
    'Were you stabbed by a stingray’s barb?',
    'stingray injury',
    [
      // Told with the wound or pain after it, so that it outlasts the marine sting's "stepped on a stingray at the beach".
      '(?:stepped on|stood on|trod on|stabbed by|stung by|hit by|speared by|barbed by) (?:a |the )?sting ?rays?(?: (?:[\\w,]+ ){0,8}(?:cut|wound|barb|pain|painful|agonising|agony|stab\\w*|sting\\w*|bleeding))?',
      'sting ?rays? (?:\\w+ ){0,2}(?:barb|spine|tail|stabbed|stung|speared|cut)',
      'barb of a (?:sting ?ray|ray)',
    ],
    0.0005,
    { kind: 'history', implies: ['marine_sting', 'skin_wound'] },
  ),
  // Mammalian meat allergy: after tick bites, hives, swelling, abdominal pain or anaphylaxis 3 to 6 hours after
  // red meat (alpha-gal), often waking the person at night (ASCIA).
  yesNo(
    'hives_hours_after_red_meat',
    'Do you get hives, swelling or an allergic reaction some hours after eating red meat such as beef, lamb or pork?',
    'delayed allergic reaction after red meat (alpha-gal)',
    [
      `${ALLERGIC} (?:\\w+ ){0,10}(?:after|eating|ate|following) (?:\\w+ ){0,6}${RED_MEAT}`,
      `${RED_MEAT} (?:dinner|meal) (?:\\w+ ){0,6}${ALLERGIC}`,
      `(?:after|eating|ate) (?:\\w+ ){0,3}${RED_MEAT} (?:\\w+ ){0,8}(?:hives|welts|allergic reaction)`,
      '(?:mammalian )?meat allergy|alpha gal',
    ],
    0.0005,
    { kind: 'symptom', implies: ['hives'] },
  ),
  // Priapism: an erection lasting over 4 hours unrelated to arousal, painful when ischaemic (after an injection
  // for erections, with sickle cell disease, antipsychotics or drugs); needs draining within hours (eTG; Oxford EM).
  yesNo(
    'erection_will_not_go_down',
    'Has an erection lasted more than 4 hours, or will not go down?',
    'prolonged erection (priapism)',
    [
      `erection (?:\\w+ ){0,6}(?:${CANNOT}|does not|doesn t|is not|isn t|not) go(?:ing)? down`,
      'erection (?:\\w+ ){0,4}(?:lasted|lasting|for) (?:\\w+ ){0,2}(?:hours|over (?:\\w+ )?hours)',
      '(?:hours?) (?:\\w+ ){0,3}(?:long )?erection|priapism',
      '(?:penis|it) (?:\\w+ ){0,3}(?:still|stuck) (?:\\w+ ){0,2}(?:erect|hard)',
    ],
    0.0003,
    {
      kind: 'symptom',
      askIf: MALE,
      redFlag: { reason: 'an erection lasting over 4 hours (priapism)', urgency: 'emergency' },
    },
  ),
  // Penile fracture: a crack or pop with sudden pain and loss of the erection during sex, then swelling and an
  // "eggplant" bruise, sometimes bent, with blood at the tip if the urethra is torn (Oxford EM; Rosen's).
  yesNo(
    'penis_cracked_during_sex',
    'During sex or an erection, was there a crack or pop, with the erection going at once and then swelling and bruising?',
    'penile fracture (crack, detumescence and swelling)',
    [
      '(?:crack|snap|pop|popping|cracking|snapping|popped|cracked|snapped) (?:\\w+ ){0,10}(?:penis|erection)',
      '(?:penis|erection) (?:\\w+ ){0,6}(?:bent|cracked|snapped|popped|buckled) (?:\\w+ ){0,6}(?:sex|crack|pop|snap|popping|sound)',
      'penile fracture|(?:fractured|broke|broken) (?:my |his )?penis|(?:penis|it) (?:\\w+ ){0,6}(?:like an? )?(?:eggplant|aubergine)',
    ],
    0.0002,
    {
      kind: 'symptom',
      askIf: MALE,
      redFlag: { reason: 'a crack and swelling of the penis during sex (penile fracture)', urgency: 'emergency' },
      // the finding as asked is the crack with the swelling after it: a yes is a swelling too
      implies: ['swelling'],
    },
  ),
  // Retained tampon: a tampon forgotten for days: a foul-smelling brown or dark discharge; fever, rash, vomiting
  // or faintness is toxic shock (Oxford Handbook of General Practice; Murtagh).
  yesNo(
    'tampon_left_in',
    'Could a tampon (or another object) have been left inside the vagina?',
    'retained vaginal tampon or foreign body',
    [
      // Longer than tampon use's "forgot a tampon".
      '(?:forgot|forgotten|forget|left|leave|stuck|lost|retained|old) (?:\\w+ ){0,4}tampons? (?:inside|in|up)(?: me| there)?',
      '(?:forgot|forgotten|forget) (?:to )?(?:take|taking|remove|removing) (?:\\w+ ){0,3}tampons?',
      'tampons? (?:\\w+ ){0,4}(?:stuck|left in|lost|inside|up there|forgot|forgotten)',
      '(?:feel|felt) (?:\\w+ ){0,2}something (?:\\w+ ){0,2}(?:stuck|inside) (?:\\w+ ){0,2}(?:vagina|up there)',
    ],
    0.0005,
    { kind: 'history', askIf: FEMALE, implies: ['tampon_use'] },
  ),
  // Infective flexor tenosynovitis (Kanavel): days after a puncture or bite, the whole finger swollen like a
  // sausage, held bent, agony on straightening, tender along the sheath into the palm (eTG hand infections).
  yesNo(
    'finger_swollen_held_bent',
    'Is the whole finger swollen, held bent, and very painful when you try to straighten it?',
    'fusiform finger swelling held flexed (flexor sheath infection)',
    [
      `(?:whole |entire )?finger (?:\\w+ ){0,4}(?:swollen|puffy) (?:\\w+ ){0,8}(?:sausage|bent|${CANNOT} straighten)`,
      `(?:whole |entire )?finger (?:\\w+ ){0,4}swollen (?:all along|along)`,
      '(?:swollen|puffy) (?:\\w+ ){0,2}like a sausage',
    ],
    0.001,
    { kind: 'sign', implies: ['swelling'] },
  ),
  // Fight bite (clenched-fist injury): a small cut over a knuckle from an opponent's tooth, which carries mouth
  // bacteria into the joint and tendon; infection in a day or two (eTG bite wounds; Oxford EM).
  yesNo(
    'knuckle_cut_on_teeth',
    'Was the cut on the knuckle made by someone’s teeth, for example while punching?',
    'clenched-fist (fight bite) injury',
    [
      '(?:punched|hit|hitting|punching|struck|smacked) (?:\\w+ ){0,6}(?:mouth|teeth|tooth|jaw|face) (?:\\w+ ){0,10}(?:knuckle|knuckles|fist|hand)',
      '(?:knuckle|knuckles|fist) (?:\\w+ ){0,8}(?:teeth|tooth)',
      '(?:tooth|teeth) (?:\\w+ ){0,3}(?:cut|split|went into|sliced|bit) (?:\\w+ ){0,3}(?:knuckle|knuckles|hand|fist)',
      'fight bite|clenched fist injury',
    ],
    0.0005,
    { kind: 'history', implies: ['skin_wound'] },
  ),
  // Cryptosporidiosis: profuse watery diarrhoea and cramps for one to three weeks after a public pool, water park,
  // calves or childcare, often in outbreaks; chlorine does not kill it (CDNA; NICE CKS gastroenteritis).
  yesNo(
    'diarrhoea_after_pool',
    'Did the diarrhoea start in the two weeks after swimming in a public pool or water park?',
    'diarrhoea after recreational water exposure',
    [`${POOL} (?:\\w+ ){0,12}${GASTRO}`, `${GASTRO} (?:\\w+ ){0,14}${POOL}`, 'cryptosporidi\\w*|crypto outbreak'],
    0.002,
    { kind: 'history', implies: ['swimming'] },
  ),
  // Hallux rigidus: osteoarthritis of the big toe joint: stiffness (the toe will not bend up), pain on pushing off,
  // up hills or in heels, and a bony lump on top of the joint (Murtagh; Oxford Handbook of General Practice).
  yesNo(
    'stiff_big_toe',
    'Is the big toe joint stiff, so the toe will not bend upwards, with pain pushing off or a bony lump on top?',
    'stiff painful first metatarsophalangeal joint (hallux rigidus)',
    [
      `big toe (?:joint )?(?:\\w+ ){0,5}(?:stiff|stiffness|rigid|${CANNOT} bend|does not bend|doesn t bend)`,
      `${CANNOT} bend (?:my |his |her |the )?(?:big )?toe`,
      '(?:stiff|rigid) big toe|hallux rigidus',
    ],
    0.003,
    { kind: 'symptom' },
  ),
  // Isolated sleep paralysis: waking (or falling asleep) fully aware but unable to move or speak for seconds to
  // a couple of minutes, often with a sense of a presence; worse with poor or shifted sleep (Oxford Handbook of
  // General Practice; Murtagh). One-sided weakness on waking is a stroke's, not this.
  yesNo(
    'paralysed_on_waking',
    'On waking or falling asleep, are you awake but unable to move or speak at all for a minute or two?',
    'sleep paralysis',
    [
      '(?:wake|waking|woke|wakes) (?:up )?(?:\\w+ ){0,2}paraly[sz]ed',
      `(?:wake|waking|woke|wakes) (?:up )?(?:\\w+ ){0,3}${CANNOT} move or (?:speak|talk)`,
      `(?:awake|conscious) but (?:my )?(?:whole )?(?:body )?(?:\\w+ ){0,2}${CANNOT} move`,
      'sleep paralysis',
    ],
    0.001,
    { kind: 'symptom' },
  ),
  // Infant dyschezia: a baby under 9 months who strains, grunts, cries and goes red for 10 minutes or more before a
  // soft stool, until the pushing and relaxing are co-ordinated; not constipation (Rome IV; RCH constipation).
  yesNo(
    'baby_strains_before_soft_poo',
    'Does your baby strain, grunt or cry for a while before passing a poo that is soft?',
    'straining before soft stools in an infant (dyschezia)',
    [
      '(?:strain|strains|straining|grunt|grunts|grunting|push|pushes|pushing|scream|screams|cries|crying) (?:\\w+ ){0,14}(?:soft|runny|loose|normal) (?:runny |yellow )?(?:poo|poos|stool|stools)',
      '(?:strain|strains|straining|grunt|grunts|grunting) (?:\\w+ ){0,14}(?:but|yet) (?:the )?(?:poo|stool) is soft',
      'dyschezia',
    ],
    0.001,
    // Rome IV: under 9 months.
    { kind: 'symptom', askIf: { maxAge: 0.7 } },
  ),
];
