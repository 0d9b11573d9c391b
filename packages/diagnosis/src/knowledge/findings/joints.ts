import type { FindingDef } from '../types.js';
import { INJURY_WORDS, yesNo } from './define.js';

/** Words that put crepitus in the skin and the tissues under it rather than in a joint. */
const SOFT_TISSUE =
  '\\b(?:skin|subcutaneous|soft tissues?|tissues?|wound|incision|laceration|surgical emphysema|emphysema|gas|gangrene|necros\\w*|necrotising|necrotizing|cellulitis|fasciitis|bite|puncture)\\b';

/** The body parts of the limbs and spine, for lay phrasings that look ahead to a part without taking its words. */
const LIMB =
  '(?:(?:left|right) )?(?:knees?|ankles?|feet|foot|toes?|big toe|heels?|wrists?|hands?|fingers?|thumbs?|elbows?|shoulders?|hips?|legs?|arms?|back|neck|calf|calves|thighs?|shins?|ribs?)';
/** The joints a hot, swollen joint is named by. */
const JOINT = '(?:joints?|knees?|ankles?|toes?|big toe|wrists?|elbows?|fingers?|knuckles?|shoulders?|hips?)';
/** The front of the chest wall. */
const CHEST_WALL = '(?:chest|ribs?|rib cage|breast ?bone|sternum)';
/** Words that say it hurts. */
const PAIN_WORD = '(?:pain|painful|hurts?|hurting|sore|aching|aches?|tender)';
/** Words before a body part. */
const MY = '(?:my |his |her |their |the |a |an |one |both )?';

/**
 * Muscles, bones, joints and injuries. Lay phrasings that name a body part look ahead to it (?=…)
 * instead of taking its words, so that the part is still read as the place of the pain or swelling.
 * Specific findings come before general ones: the first phrasing to match a stretch of words wins.
 */
export const JOINT_FINDINGS: FindingDef[] = [
  // — How it started
  yesNo(
    'fall_outstretched_hand',
    'Did you fall onto an outstretched hand?',
    'fall on an outstretched hand',
    [
      `(?:fell|fall|fallen|falling|landed|landing|came down)(?: (?:off|from|out of|over) (?:the |a |an |his |her |my |their )?\\w+(?: \\w+)?)? (?:heavily |badly |hard )?(?:on|onto)(?= ${MY}(?:outstretched |out stretched )?(?:(?:left|right) )?(?:hands?|wrists?|palms?|arms?)\\b)`,
      `put (?:my|his|her|their) (?:hands?|arms?) out(?: to (?:break|stop|save|catch) (?:my|his|her|their|the) fall| to (?:stop|save|catch|steady) (?:my ?self|him ?self|her ?self|themselves))?|foosh`,
      // "Tried to catch myself with my hand".
      '(?:catch|caught|catching|save|saved|stop|stopped|break|broke|breaking|steady|steadied) (?:my ?self|him ?self|her ?self|themselves|(?:my|his|her|their|the) fall) (?:with|on) (?:my|his|her|their|both|one) (?:hands?|arms?|wrists?)',
    ],
    0.01,
    { kind: 'history', implies: ['recent_injury'] },
  ),
  yesNo(
    'pulled_arm',
    "Was the child's arm pulled or yanked, or were they swung or lifted by the hands?",
    'pulled by the arm (traction on an extended arm)',
    [
      '(?:pulled|yanked|tugged|jerked|swung|lifted|dragged|picked) (?:(?:him|her|them|my (?:son|daughter|child|toddler|baby|boy|girl)) )?(?:up |along |around )?(?:by|on) (?:the |my |his |her |their |one |both )?(?:arms?|hands?|wrists?)\\b',
      '(?:pulled|yanked|tugged|jerked) (?:on )?(?:my|his|her|their) (?:arm|hand|wrist)\\b|pulled elbow|nursemaid',
      // "his arm got pulled", "she was yanked up by the hand".
      '(?<=\\b(?:arm|hand|wrist) (?:got|was|has been|had been|been) )(?:pulled|yanked|tugged|jerked|wrenched)\\b|(?:got|was|been) (?:pulled|yanked|swung|lifted) (?:up )?(?:by|on) (?:the |my |his |her |their |one |both )?(?:arms?|hands?|wrists?)\\b',
    ],
    0.005,
    { kind: 'history', askIf: { maxAge: 7 } },
  ),
  yesNo(
    'lifting_strain',
    'Did it start when you lifted, bent or twisted?',
    'onset on lifting or bending',
    [
      // Not the posture of a pain ("she is bent over", "walking bent over"): the act that set it off.
      '(?<!\\b(?:is|s|was|were|are|walking|walks|walked|stays|stayed|all|doubled) )(?:lifting|lifted|bending|bent|picking up|picked up|carrying|carried|moving|moved) (?:something |a |the |some |my |heavy )?(?:heavy|box|boxes|furniture|couch|child|kid|load|weights?|over)|(?:did|put|threw|thrown|hurt|strained|pulled|tweaked|rick(?:ed)?) (?:out )?(?:my|his|her) back|my back (?:went|gave way|went out)|(?:done|did|doing) (?:my|his|her) back in',
    ],
    0.03,
    { implies: ['pain'], kind: 'history' },
  ),
  yesNo(
    'recent_injury',
    'Did this start with an injury, such as a fall, a twist or a blow?',
    'recent injury',
    [
      '(?:got |was |been )?crushed (?:in|by|under|between)|(?:car |truck |fridge |heavy )?door (?:closed|shut|slammed) on (?:it|my \\w+|his \\w+|her \\w+)',
      'crashed (?:my |the |his |her |our )?(?:car|bike|motorbike|motor bike|ute|scooter)|(?<!\\b(?:saw|seen|witnessed|watched|see|came across|drove past) (?:a |the )?(?:bad |terrible |horrible |serious |nasty )?)(?:car|motorbike|bike|road|motor vehicle) (?:crash|accident)|(?<!\\b(?:like|as if|as though) (?:\\w+ ){0,3})(?:hit|knocked down|run over) by a (?:car|truck|bus|ute|motorbike)(?![^.]{0,40}\\b(?:fever|feverish|temp|temperature|flu|shivery|shivering|chills|sweats)\\b)|(?:fell|fallen|fall|tumbled) (?:down|from|off) (?:the |a |his |her |my )?(?:stairs|ladder|roof|horse|balcony|cliff|scaffold|trampoline|monkey bars)',
      // The verb only, looking ahead to what was hurt: "rolled my ankle", "twisted my knee".
      `(?:twisted|rolled|sprained|jarred|jammed|stubbed|knocked|banged|bumped|whacked|smashed|crushed|hyperextended|injured|injure|landed (?:badly |awkwardly )?on|went over on|came down on)(?= (?:it\\b|${MY}${LIMB}\\b))`,
      '(?<!(?:sugar|sugars|pressure|levels?|level|mood|temperature|temp|weight|count|it|face|heart|cord|stump|scab|hair|tooth|nail|toenail|crust|plaster|cast|stitches) )(?:fell|fallen|falling|tripped|tripping|slipped|slipping|stumbled)(?! asleep| pregnant| ill| sick| behind| apart| in love| for| off the wagon| disc| a disc| up on| my mind| through the cracks| out with)(?: over| down| off| from| on)?',
      // Hit by the ball or bat of a game: "basketball hit the end of my finger", "a cricket ball hit him in the face".
      // Not a likeness: "like a bat hit the back of my head" is how a thunderclap headache is told.
      '(?<!\\b(?:like|as if|as though|felt like) (?:a |an |the )?(?:cricket |baseball )?)(?:ball|basketball|netball|football|footy|cricket ball|softball|baseball|bat|racquet|hockey stick|puck) (?:hit|struck|smashed into|slammed into|jammed|bent back) (?:me|him|her|them|my|his|the|the end of|the tip of|\\w+ s)\\b',
      // Kicking furniture in the dark is how toes are broken: "kicked the bed leg", "kicked the coffee table".
      'kicked (?:the |a )?(?:bed|table|coffee table|chair|door|door ?frame|wall|step|couch|desk|bed ?post)(?: leg| post| frame)?\\b',
      // Landing from a jump is how knees and ankles give: "landing from a jump playing basketball".
      '(?:land|landed|landing|came down) (?:badly |awkwardly |heavily |wrong )?(?:from|after|off) (?:a |the |my |his |her )?(?:jump|leap|rebound|hop|lay ?up|mark)|(?:landed|landing|came down) (?:badly|awkwardly|heavily|wrong)',
      'had a fall|a fall (?:at|in|on|down|from|off)|came off (?:my |his |her |the |a )?(?:(?:mountain|push|bmx|dirt|trail|road|electric|e) )?(?:bike|horse|skateboard|scooter|trampoline|motor ?bike|ladder)',
      // Australian for a crash or a fall: "stacked it on my skateboard", "had a stack", "came a cropper".
      '(?:stacked|stacks|stacking|stack) it|(?:had|took|have had|has had) (?:a |an )?(?:stack|tumble|spill|nasty fall|bad fall|big fall|header)|came a cropper',
      '(?:sport|sports|football|footy|netball|soccer|basketball|rugby|training|gym|skiing|skateboard\\w*|bike|cycling|trampoline) (?:injury|accident)|(?:after|since) (?:a |the |my )?(?:fall|accident|injury|crash|tackle|collision|knock)',
      '(?<!\\b(?:saw|seen|witnessed|watched|see|came across|drove past) (?:a |the )?(?:bad |terrible |horrible |serious |nasty )?)(?:car|motor ?bike|bike|motor vehicle|road|traffic) (?:accident|crash)|rear ended|got tackled|was tackled|injur(?:y|ed)',
      // A broken bone: "I broke my wrist", "my shin is broken" (the verb only, the part still says where).
      `(?:broke|broken|fractured|cracked|busted|snapped)(?= (?:it\\b|${MY}${LIMB}\\b|(?:a |my |his |her )?(?:bone|collar ?bone|rib)s?\\b))|(?<=\\b(?:${LIMB}|bone|collar ?bone|ribs?|wrist|ankle) (?:is |was |has been |might be |may be |could be |looks |feels )?)(?:broken|fractured|cracked|snapped)\\b`,
      // Hurt at sport ("hurt my knee at netball"): the sport only, so that "hurt" and the part still say what and where.
      `(?<=\\b(?:hurt|hurting|injured|did|done|stuffed|wrecked|busted|tweaked|twisted|jarred) ${MY}${LIMB} )(?:at|playing|during|in|at the|during the) (?:\\w+ )?(?:netball|football|footy|soccer|basketball|rugby|league|touch|hockey|tennis|squash|cricket|volleyball|skiing|training|gym|game|match|sport|sports|dancing|ballet)\\b`,
      // The twisting landing of a knee injury: "I landed and twisted", "planted my foot and turned".
      '(?:landed|landing|came down) (?:awkwardly |badly |funny |wrong |heavily )?and (?:twisted|turned|pivoted|went over|buckled)|(?:planted|plant) (?:my|his|her) (?:foot|leg) and (?:twisted|turned|pivoted|changed direction)',
      // A blow: "got hit in a tackle", "was kicked"; not "hit by the flu".
      '(?:got|get|getting|was|been) (?:hit|struck|whacked|smacked|belted|punched|kicked|elbowed|kneed|bumped|shoulder charged)\\b(?! (?:\\w+ ){0,2}(?:with|by) (?:a |the |this )?(?:(?:high|bad|nasty|sudden|really bad) )?(?:flu|virus|bug|cold|wave|fever|migraine|headache|sickness|illness|tiredness|fatigue))',
      `(?:hit|punched|kicked|slammed|caught)(?= (?:it\\b|${MY}(?:(?:left|right) )?(?:knees?|ankles?|feet|foot|toes?|big toe|heels?|wrists?|hands?|fingers?|finger ?tip|thumbs?|elbows?|shoulders?|shins?|thighs?)\\b|(?:a |the )?(?:wall|door|window)\\b))|(?:jammed|caught|slammed) (?:it |my (?:finger|hand|thumb) )?in (?:a |the )?(?:door|car door|drawer)`,
      `(?<=\\b${LIMB} (?:was |got |has been |had been |were |got caught and )?)(?:crushed|squashed|run over|trapped|pinned)\\b|crush injury`,
      // A strain only guessed at ("thought I pulled a muscle but didn't do anything") is not an injury told.
      `(?<!\\b(?:thought|think|wondered if|wondering if|assumed|guessed|maybe|perhaps) (?:i |he |she |they )?(?:had |have |might have |may have |must have )?)(?:pulled|strained|tore|torn|ripped)(?= (?:a |my |his |her )?(?:(?:left|right) )?(?:muscle|hamstring|hammy|calf|groin|quad|quads|thigh)s?\\b)|corked (?:my |his |her )?thigh|(?:a |got a )?(?:corky|dead leg)|dropped (?:\\w+ ){1,3}on (?:my|his|her) (?:foot|feet|toes?)`,
    ],
    0.05,
    { kind: 'history' },
  ),
  yesNo(
    'pop_at_injury',
    'When it happened, did you hear or feel a pop or a snap?',
    'pop or snap at the time of injury',
    [
      '(?:felt|heard) (?:a |something )?(?:snap|pop|crack|tear|rip|twang)|(?:like|as if) (?:someone|somebody) (?:had )?(?:kicked|hit|shot) (?:me|him|her) (?:in|on) the (?:back of (?:my|his|her|the) )?(?:ankle|heel|calf|leg)',
      // Not the pops of ears, jaws, knuckles or a stiff neck.
      '(?:heard|felt) (?:a |an |something )?(?:loud )?(?:pop|popping|snap|snapping|crack|tear|tearing|rip)\\b(?! (?:\\w+ ){0,3}(?:ears?|jaw|knuckles|neck|head|chest|back)\\b)',
      '(?<!(?:ear|ears|jaw|knuckles|head|neck) )(?:went|go|goes) (?:pop|snap)\\b',
      // "There was a loud crack when I fell".
      '(?:there was|there were) (?:a |an )?(?:loud |big |audible |horrible |sickening |massive )?(?:pop|popping|snap|crack|crunch)(?: noise| sound)?(?= (?:when|as) (?:i|he|she|they) (?:fell|landed|twisted|went over|hit|came down|was tackled|got tackled|rolled|slipped|tripped))',
      '(?:felt|feel|feels|was) (?:like |as if |as though )?(?:someone|somebody|something|a ball|a racquet|a racket) (?:had )?(?:kick(?:ed)?|hit|shot|struck|whacked|smacked) (?:me )?(?:in |on )?(?:the )?back of (?:my |the |his |her )?(?:leg|heel|ankle|calf)',
    ],
    0.01,
  ),
  yesNo(
    'rapid_joint_swelling',
    'Did the joint swell up within a few hours of the injury?',
    'swelling within hours of injury (haemarthrosis)',
    [
      '(?:swelled|swole|ballooned|blew|puffed) up (?:a lot |heaps |massively |badly |like a balloon )?(?:straight away|immediately|right away|within (?:an hour|hours|minutes|the hour|(?:a |an )?(?:couple of |few )?(?:hours?|minutes)|\\w+ (?:hours?|minutes))|really quickly|very quickly|quickly|fast|in minutes|within (?:an hour|\\w+ hours?) or two)|(?:swelled|swollen|swelling) (?:straight away|immediately|right away|within (?:an hour|minutes))',
      '(?:blew|ballooned|swelled|puffed) up like a balloon',
      // "It ballooned up straight after", "within a couple of hours my knee was huge".
      '(?:swelled|swole|ballooned|blew|puffed) up (?:a lot |heaps |massively |badly )?(?:straight after(?:wards)?|just after|right after(?:wards)?|(?:on|at) the spot)|within (?:a |an |a couple of |a few |\\w+ )?(?:hours?|minutes|hour or two)(?: ,)? (?:my |his |her |the |it )?(?:\\w+ )?(?:was|had|went|got|looked) (?:huge|massive|the size of a \\w+|twice the size|like a balloon|ballooned|blown up|swollen)',
    ],
    0.01,
    { implies: ['swelling'] },
  ),
  yesNo(
    'overuse',
    'Did this come on after a lot of repeated activity (new sport, more running, repetitive work)?',
    'overuse or repetitive strain',
    [
      '(?:over ?use|over ?doing it|overdid it|repetitive|repeated) (?:strain|movement|use|work|activity)?|(?:started|new|more|increased|upped) (?:my )?(?:running|training|exercise|gym|walking|sport|kilometres|km|mileage)|(?:typing|mouse|computer|keyboard|tools|gardening|painting|hammering) all day|(?:painting|sanding|plastering|working on|cleaning) (?:the |our |my )?ceilings?|(?:working|reaching|lifting) (?:above|over) (?:my )?head (?:a lot|all day|for hours)|(?:lots of|a lot of) (?:running|walking|typing|lifting|gardening)|training for (?:a )?(?:marathon|fun run|half marathon)',
    ],
    0.05,
    { kind: 'history' },
  ),
  yesNo(
    'preceding_infection',
    'In the month before the joints flared, did you have a bout of diarrhoea, or a urinary or genital infection?',
    'diarrhoea or urethritis in the preceding month',
    [
      '(?<=(?:after|since|following) (?:a |the |my |that )?(?:bout of |nasty |bad |dose of )?)(?:gastro|diarrhoea|diarrhea|food poisoning|stomach bug|chlamydia|urethritis|sti|std|urinary infection|uti)\\b',
    ],
    0.02,
    { kind: 'history' },
  ),

  // — Injury signs
  yesNo(
    'cannot_tiptoe',
    'Are you unable to stand on tiptoe on that leg, or to push off when you walk?',
    'unable to stand on tiptoe or push off',
    [
      '(?:can not|could not|unable to|not able to) (?:stand|go|walk|get|rise|push (?:up|off)) (?:up )?(?:on )?(?:my |to )?(?:tip ?toes?|tippy toes|toes)|can not push off',
      // Walking flat-footed because the foot cannot push off (a torn Achilles).
      '(?:only|just|have to|having to|can only|forced to) (?:walk |walking |hobble |hobbling |shuffle |shuffling )?(?:around )?flat ?footed',
    ],
    0.005,
  ),
  yesNo(
    'cannot_bear_weight',
    'Is it too painful to take four steps on it, even with a limp?',
    'unable to bear weight',
    [
      // Weight on a part ("can't walk on it", "can't put weight on my foot"): that is pain in the part, and the part is its place.
      '(?:can not|could not|unable to|not able to|can barely|can hardly) (?:walk|stand|step|put (?:any |much )?weight|bear (?:any )?weight|take (?:a |any )?(?:step|steps|weight)) on (?:it|(?:my|his|her|their|the) (?:(?:left|right) )?\\w+)',
      '(?:can not|could not|unable to|not able to|can barely|can hardly) (?:put|bear|take) (?:any |much )?weight|limp(?:ing)? (?:badly|heavily)',
      // "can't stand or put any weight on it", "won't take any weight on that leg".
      '(?:can not|could not|unable to|not able to|can barely|can hardly) (?:stand|walk)(?: up)? (?:or|and|nor) (?:put|bear|take) (?:any |much )?weight|(?:will not|would not|refuses to) (?:put|bear|take) (?:any |much )?weight',
      // "She won't stand on her leg", "I can't put my foot down", "hopping around on one leg".
      '(?:will not|would not|refuses to|refusing to|does not want to|is not) (?:stand|standing|walk|walking|step|stepping|put (?:any )?weight|putting (?:any )?weight) on (?:it|(?:his|her|my|their|the|that) (?:(?:left|right|sore|bad) )?(?:leg|foot|ankle|knee|hip))\\b|(?:can not|could not|unable to|will not|would not) put (?:my|his|her|the|that) (?:(?:left|right|sore|bad) )?(?:foot|leg) (?:down|on the ground|on the floor)|(?:hopping|hop|hopped|hops) (?:around )?on one (?:leg|foot)',
      // After a fall, not being able to get up off the floor (the long lie of a broken hip).
      '(?<=\\b(?:fell|fallen|fall|falling|tripped|slipped)\\b(?! (?:asleep|pregnant|ill|sick|behind|apart|in love|for))[^.]{0,60})(?:can not|could not|unable to|not able to) (?:get|stand|pick (?:herself|himself|myself)) (?:herself |himself |myself )?(?:back )?up(?! (?:in the morning|early|for work|for school|at night))',
      // After a fall or a twisted or rolled ankle or knee, "can't walk" is not bearing weight.
      '(?<=\\b(?:fell|fallen|fall|tripped|slipped|rolled|twisted|landed|went over on)\\b(?! (?:asleep|pregnant|ill|sick|behind|apart|in love|for|over in bed))[^.]{0,80})(?:can not|could not|unable to|not able to|can barely|can hardly) (?:walk|stand)(?! (?:properly|straight|far|long|for long|very far|up straight|without (?:getting )?(?:breathless|puffed|short of breath)))\\b',
    ],
    0.01,
    { implies: ['pain'], redFlag: { reason: 'unable to bear weight', urgency: 'urgent' } },
  ),
  yesNo(
    'deformity',
    'Does the injured part look bent, misshapen or out of place?',
    'visible deformity',
    [
      // "My wrist looks like a dinner fork" (a displaced wrist fracture).
      '(?:looks?|looked|shaped) like a (?:dinner )?fork|(?:dinner fork|bayonet) (?:deformity|shape)',
      '(?:sticking out|pointing|sitting|bent|going|facing) at (?:a |an )?(?:weird|funny|strange|odd|wrong|awkward) angle',
      // (A squared-off shoulder is read with its pain in src/understanding/lexicon.ts.)
      '(?:looks|is|looked) (?:a bit |a little |slightly |kind of |really |all )?(?:bent(?! (?:over|double|forward))|deformed|crooked|out of place|the wrong shape|misshapen|at a (?:weird|funny|strange|odd) angle)|deform(?:ed|ity)|(?:bone|joint) (?:is |was )?(?:sticking out|out of place|popped out|came out)|dislocat\\w*',
      // The part left as the place: "my shoulder popped out", "her kneecap went out of place"; "it looks wrong" after an injured part.
      '(?<=\\b(?:knee ?caps?|shoulders?|elbows?|fingers?|thumbs?|hips?|ankles?|jaw) (?:is |was |has |just |completely |totally )?)(?:sticking out|out of place|popped out|came out|went out|slipped out|popped out of (?:its |the )?socket|came out of (?:its |the )?socket)(?! of (?:bed|the|my|his|her))',
      '(?<=\\b(?:shoulders?|elbows?|fingers?|thumbs?|wrists?|ankles?|knees?|knee ?caps?|arms?|legs?|hips?|collar ?bones?)\\b(?:[^.]{0,40}\\b(?:it|and|that|which))? )(?:looks?|is looking|looked) (?:all |totally |completely |just )?(?:wrong|weird|odd|funny|not right|out of shape|lumpy and wrong)',
      // A shortened, turned-out leg (broken hip).
      '(?<=\\b(?:leg|legs)\\b (?:now )?)(?:looks|seems|looked|seemed|appears|is now|has gone|went) (?:a bit |slightly |much |a lot |really )?shorter|(?<=\\b(?:foot|feet|leg|knee|toes)\\b (?:is |are |was |has )?(?:now )?)(?:turned|rolled|rotated|pointing|flopped|sticking) (?:out|outwards|outward|to the side)(?! of| when (?:i|he|she|they) (?:walk|run|stand))',
    ],
    0.005,
    { redFlag: { reason: 'deformity after an injury', urgency: 'urgent' } },
  ),
  // A bruise spreading down the limb in the days after a fall: the blood of a fracture tracking down
  // (proximal humerus, Rosen's), the sign that tells it from a bruised shoulder muscle.
  yesNo(
    'injury_bruising',
    'Has a large bruise come out around the injury, perhaps spreading down the arm or leg?',
    'bruising after the injury (spreading down the limb)',
    [
      `(?:big |large |huge |massive |dark |black |purple )?(?:bruise|bruising|bruises)(?: is| has| are| have)?(?: spreading| come out| going| tracking| coming out)?(?= (?:all )?(?:down|on|over|along|around|to)(?: to)? ${MY}(?:(?:left|right) )?(?:upper )?(?:arms?|elbows?|shoulders?|forearms?|legs?|thighs?|hips?|chest|thumbs?)\\b)`,
      // "bruised from shoulder to elbow", "bruised all down my arm"
      `bruised (?:from|down|all down|along|all along|all over)(?= ${MY}(?:(?:left|right) )?(?:upper )?(?:arms?|elbows?|shoulders?|forearms?|legs?|thighs?|hips?)\\b)`,
    ],
    0.01,
    { implies: ['recent_injury'] },
  ),
  yesNo(
    'elbow_cannot_straighten',
    'Can you straighten the elbow fully, or does it stop short?',
    'cannot fully extend the elbow',
    [
      '(?:can not|could not|unable to|not able to|can t) (?:fully |completely )?(?:straighten|extend)(?: \\w+)?(?= (?:my |his |her |the )?(?:elbow|arm)\\b)',
      '(?<=\\b(?:elbow|arm)\\b[^.]{0,80})(?:can not|could not|unable to|not able to) (?:fully |completely )?(?:straighten|extend) it\\b',
    ],
    0.01,
  ),
  yesNo(
    'pain_turning_forearm',
    'Does it hurt to turn the forearm, palm up or palm down (as when turning a key or a door handle)?',
    'pain on forearm rotation (pronation or supination)',
    [
      '(?<=\\b(?:hurts?|painful|pain|sore|agony)\\b[^.]{0,40})(?:to |when i |when you |when )(?:turn|turning|rotate|rotating|twist|twisting) (?:my |the |his |her )?(?:forearm|palm|hand over)(?: (?:up|over|down))?',
    ],
    0.01,
  ),
  // Skier's thumb (ulnar collateral ligament): the thumb forced away from the hand by a ski pole, a ball or a fall.
  yesNo(
    'thumb_bent_back',
    'Was the thumb bent back or forced away from the hand (a fall holding a ski pole, or a ball hitting it)?',
    'thumb forced back or sideways (abduction injury)',
    [
      '(?:bent|forced|pulled|jammed|wrenched|yanked|caught|twisted) (?:my |his |her |the )?thumb (?:back|backwards|out|sideways|away)|thumb (?:got |was |went )?(?:bent|forced|pulled|wrenched|bent right) (?:back|backwards|out|sideways)|ski ?pole|skier s thumb|gamekeeper s thumb',
    ],
    0.002,
    { kind: 'history', implies: ['recent_injury'] },
  ),
  yesNo(
    'thumb_pinch_weak',
    'Is it painful or weak to pinch, or to hold a cup, a key or a jar between the thumb and fingers, or does the thumb feel loose?',
    'painful or weak pinch grip, unstable thumb',
    [
      '(?:pinch|pinching)(?: \\w+){0,2} (?:hurts|is painful|is sore|is weak)|(?:hurts?|painful|sore|weak|can not|could not|unable to|struggle to) (?:to |when i )?(?:pinch|grip a jar|open a jar|hold a cup|turn a key)',
      'thumb (?:feels |is |seems )?(?:loose|unstable|floppy|wobbly|weak and unstable)',
    ],
    0.01,
  ),
  yesNo(
    'bone_tenderness',
    'Is there one spot on the bone that is very tender to press?',
    'point bony tenderness',
    [
      '(?:tender|sore|painful|hurts) (?:when i |to )?(?:press|touch|push) (?:on )?(?:the |a )?bone|bone (?:is |feels )?(?:tender|sore) (?:to touch|when pressed)|bony tenderness',
      // The bone itself named tender, as the Ottawa rules ask ("the bony bit on the outside is swollen and
      // really tender"); a tender breastbone or cheekbone is the chest wall or a sinus, not a fracture sign.
      '(?<!\\b(?:breast|cheek) ?)\\b(?:bone|bony (?:bit|part|lump|knob|bump))\\b(?: (?:on|at|of|over) (?:the |my |his |her )?(?:\\w+ ){0,4}?)?(?:is|feels|was) (?:(?:swollen|bruised|bruising) and )?(?:really |very |so |quite |extremely |super )?tender',
      '\\btender (?:right )?(?:on|over) (?:the |my |his |her )?(?:\\w+ )?bone\\b',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'tight_limb_severe_pain',
    'Is the pain severe and getting worse despite pain relief, with the limb feeling tight or swollen (for example after a crush injury, a fracture, or in a plaster cast)?',
    'pain out of proportion with a tense limb (compartment syndrome)',
    [
      '(?<=\\b(?:leg|calf|shin|forearm|arm|thigh|foot|hand|crushed|crush|closed on|run over)\\b[^.]{0,60})(?:hard|tense|tight) and (?:swollen|shiny)|(?<=\\b(?:leg|calf|shin|forearm|arm|thigh|foot|hand)\\b[^.]{0,60})skin is (?:shiny and tight|tight and shiny)',
      '(?<=\\b(?:cast|plaster|splint|crushed|crush|broke|broken|fractured|fracture)\\b[^.]{0,80})pain (?:is )?(?:getting|gets|keeps getting|has got|has been getting) (?:worse and worse|worse and worse and worse|much worse|a lot worse|worse by the hour)',
      // Swollen and tight after a crush, a break or a cast; a calf swollen and tight on its own is a clot's picture as much (DVT).
      '(?<=\\b(?:crushed|crush|broke|broken|fractured|fracture|cast|plaster|splint|run over)\\b[^.]{0,60})(?:very |really |so )?(?:swollen|swelling) and (?:tense|tight|hard|shiny)',
      '(?<=\\b(?:cast|plaster|splint)\\b[^.]{0,30})(?:is |are )?(?:extremely|very|really|so|incredibly|unbearably) (?:painful|sore) and (?:swollen|tight)',
      '(?:cast|plaster|splint) (?:is |feels |has become |got |has got |is getting |feels like it is )?(?:really |very |so |way |much |far )?(?:too tight|tighter|tight|cutting in)|(?<=\\b(?:leg|calf|shin|forearm|arm|thigh|foot|hand)\\b (?:feels |is |has gone |went |has become |feels like it is )?(?:really |very |so )?)(?:rock hard|hard as a rock|rock solid|tight as a drum|like a drum)|pain (?:is )?(?:out of proportion|(?:getting|keeps getting) (?:much |a lot |far )?worse (?:and worse )?(?:despite|even (?:with|after)) (?:the |strong |stronger |my |his |her |regular |all the )*(?:painkillers|pain killers|pain relief|pain medication|morphine|endone|oxycodone))|compartment syndrome',
      // Pain relief not touching the pain of a tight or crushed limb (a limb and tightness or a crush named in the sentence).
      '(?<=\\b(?:tight|tense|rock hard|crushed|crush|cast|plaster)\\b[^.]{0,80})(?:painkillers|pain killers|pain relief|pain medication|panadol|nurofen|panadeine(?: forte)?|codeine|endone|oxycodone|morphine|tablets|anything i take)(?: (?:i took|i have taken|they gave me))? (?:are not|is not|do not|does not|did not|have not|has not|not|are barely|are hardly) (?:even )?(?:touching|touch|touched|helping|help|helped|working|work|worked|doing anything|doing a thing|making a difference)(?: it)?',
      // Pain when someone else moves the toes or fingers of the limb (pain on passive stretch, the early sign: Rosen).
      '(?:hurts|pain|agony|excruciating|screaming)(?: \\w+){0,4}? (?:when|if) (?:the nurse|the doctor|someone|somebody|they|anyone|you) (?:moves?|stretch(?:es)?|bends?|wiggles?) (?:my |his |her |the )?(?:toes|fingers)\\b',
      // The crush or cast told after: "the painkillers aren't touching the pain in my crushed leg".
      '(?:painkillers|pain killers|pain relief|pain medication|panadol|nurofen|panadeine(?: forte)?|codeine|endone|oxycodone|morphine|tablets|anything i take)(?: (?:i took|i have taken|they gave me))? (?:are not|is not|do not|does not|did not|have not|has not|not|are barely|are hardly) (?:even )?(?:touching|touch|touched|helping|help|helped|working|work|worked|doing anything|doing a thing|making a difference)(?= (?:it |the pain )?(?:\\w+ ){0,4}(?:crushed|crush|tight|tense|cast|plaster)\\b)',
      // "my lower leg got crushed, it's swollen tight and shiny"
      '(?<=\\b(?:leg|calf|shin|forearm|arm|thigh|foot|hand)\\b[^.]{0,60})(?:swollen|swelling|skin) (?:is )?(?:and )?(?:really |very |so )?(?:tight|tense) and (?:shiny|hard|tense)',
      // "the pain is much worse than it should be" after an injury to a limb
      '(?<=\\b(?:leg|calf|shin|forearm|arm|thigh|foot|hand|crushed|crush|cast|plaster|run over)\\b[^.]{0,80})pain (?:is )?(?:much |far |way |a lot )?worse than (?:it should be|you would expect|i would expect|the injury)',
      // "My plaster is cutting into me".
      '(?:cast|plaster|splint|backslab) (?:is |keeps |has been |feels like it is )?(?:cutting|digging|pressing) (?:in|into (?:me|my \\w+))',
    ],
    0.001,
    {
      parent: 'pain',
      implies: ['pain'],
      redFlag: { reason: 'severe, worsening pain in a tense limb (compartment syndrome)', urgency: 'emergency' },
    },
  ),

  // — Joints
  yesNo(
    'sausage_digit',
    'Is a whole finger or toe swollen, like a sausage?',
    'dactylitis (sausage digit)',
    ['sausage (?:finger|toe|digit)s?|(?:finger|toe) (?:is |looks |has swollen )?like a sausage|dactylitis'],
    0.003,
  ),
  yesNo(
    'swollen_small_joints',
    'Are several small joints of your hands, wrists or feet swollen and painful, on both sides?',
    'symmetrical small-joint synovitis',
    [
      '(?:knuckles|finger joints|small joints|joints (?:in|of) (?:my |both )?(?:hands|fingers|feet|toes)) (?:are |have been |have |feel )?(?:all )?(?:swollen|puffy|swelling|swelled|painful|sore|aching)|swollen (?:knuckles|finger joints|small joints)|(?:both|my) (?:hands|wrists) (?:are )?swollen and (?:stiff|painful|sore)',
    ],
    0.01,
    { implies: ['swelling'] },
  ),
  yesNo(
    'hot_swollen_joint',
    'Is a joint hot, red and swollen?',
    'hot swollen joint',
    [
      // The heat and redness only: "swollen" is left to say where the swelling is. Told in a list before the joint:
      // "a hot, swollen, very painful right knee".
      `(?:red hot|hot|red|warm|inflamed)(?: and (?:red|hot|warm|inflamed))*(?= (?:(?:, )?(?:and )?(?:very |really |extremely |exquisitely )?(?:swollen|painful|tender|sore|stiff|puffy) ){0,3}(?:, )?(?:and )?(?:${MY})?(?:(?:left|right) )?${JOINT}\\b)`,
      // Not a place told by the joint ("my leg below the knee is red hot"): that is the skin of the leg.
      `(?<=(?<!\\b(?:below|above|under|beneath|around|near) (?:the |my |his |her )?)${JOINT} (?:is |are |has gone |went |looks |feels )?)(?:red hot|hot|red|warm|inflamed)(?: and (?:red|hot|warm|inflamed))*`,
      // "my knee has swollen up and is red hot", "my ankle is swollen, red and warm", "knee blew up overnight, hot, red".
      `(?<=\\b${JOINT} (?:has |is |have |are |got |has got |went |has gone )?(?:all |really |very |badly |suddenly )?(?:swollen|swelled|puffed|blown|blew|ballooned)(?: up)?(?: overnight| suddenly| today| this morning| last night)?(?: ,)? (?:and )?(?:is |it is |has gone |gone |looks |feels |it feels |it looks |very |really |all |bright )*)(?:red hot|hot|red|warm|inflamed)(?: and (?:red|hot|warm|inflamed))*`,
      // "…my knee… it's hot and swollen": a joint named earlier in the sentence.
      `(?<=\\b${JOINT}\\b[^.]{0,60}\\b(?:it|it is|it has gone|it looks|it feels|and is) (?:all |really |very |bright )?)(?:red hot|hot|red|warm|inflamed)(?: and (?:red|hot|warm|inflamed))*(?= (?:and |, )?(?:swollen|puffy|swelled|puffed)\\b)`,
      // "My knee has swollen up since yesterday, it is hot and red": the joint swollen, then its heat told apart.
      `(?<=\\b${JOINT} (?:has |is |have |are |got |has got |went |has gone )?(?:all |really |very |badly |suddenly )?(?:swollen|swelled|puffed|blown|ballooned)(?: up)?\\b[^.]{0,40}\\b(?:it is|it has gone|it looks|it feels|and is|and it is|and it has gone) (?:all |really |very |bright )?)(?:red hot|hot|red|warm|inflamed)(?: and (?:red|hot|warm|inflamed))*`,
    ],
    0.01,
  ),
  yesNo(
    'shoulder_girdle_stiffness',
    'Are both shoulders and upper arms (and often the hips and thighs) stiff and aching, so that it is hard to lift your arms or get out of bed in the morning?',
    'bilateral shoulder and hip girdle pain and stiffness',
    [
      'polymyalgia|(?:stiff|stiffness|aching|aches|sore|pain) (?:in )?(?:both )?(?:my )?shoulders and (?:my )?(?:hips|thighs)|(?:both )?(?:my )?shoulders and (?:my )?(?:hips|thighs) (?:are )?(?:stiff|aching|sore)',
    ],
    0.005,
  ),
  yesNo(
    'morning_stiffness',
    'Are your joints stiff in the morning for more than half an hour?',
    'morning stiffness over 30 minutes',
    [
      '(?:stiff|stiffness) (?:in the |every |first thing in the )?mornings?|morning stiffness|(?<!\\b(?:pee|peeing|wee|weeing|urine|urinate|toilet|loo|stream|flow|bladder)\\b[^.]*)(?:takes|take|took) (?:me |him |her |us )?(?:an hour|ages|a while|hours|half an hour|forever|over an hour) to (?:loosen up|get going|warm up|get moving|limber up|get my joints moving)(?! (?:at|on|in) the (?:urinal|toilet|loo|dunny|bowl))|stiff(?: as a (?:board|plank|post))? (?:when|as soon as) i (?:wake|get) up',
      // "My joints are stiff first thing for about an hour": the stiffness word left for its own finding.
      '(?<=\\bstiff(?:ness)? )first thing(?: in the morning)?(?: for (?:about |over |more than |at least |around )?(?:an hour|half an hour|\\d+ (?:minutes|hours)|hours|ages|a couple of hours))?',
      // "…stiffness… it is worst in the morning"; "stiff for over an hour when I get up" (not "for a few minutes").
      '(?<=\\bstiff(?:ness)?\\b[^.]{0,60})(?:worst|worse|at (?:its|my|their) worst|really bad|bad) (?:first thing )?in the mornings?',
      '(?<=\\bstiff(?:ness)? )(?:for|lasts?|lasting) (?:over |more than |about |at least )?(?:an hour|half an hour|30 minutes|\\d+ hours?|two hours|a couple of hours|hours|ages)(?= (?:when|after|in the|every|each) (?:i )?(?:wake|get up|morning|first get up))',
    ],
    0.05,
  ),
  yesNo(
    'inflammatory_back_pain',
    'Does your back pain and stiffness get better with exercise but not with rest, and is it worst in the early morning?',
    'inflammatory back pain',
    [
      'back (?:pain |stiffness )?(?:is |gets |feels )?(?:better|improves|eases|loosens up) (?:with|after|when i|once i) (?:exercise|move|moving|movement|walking|a walk|activity|get going)|ankylosing',
      // "…lower back… it gets better when I exercise": the back named earlier in the sentence, exercise (not rest) easing it.
      '(?<=\\bback\\b[^.]{0,80})(?:gets |is |feels |goes |it gets |it is )?(?:better|improves|eases|loosens up|settles) (?:with|after|when i|once i|if i) (?:exercise|exercising|do exercise|get moving|get going|warm up|loosen up|go for a run|go to the gym)',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'widespread_pain',
    'Have you had pain in many parts of your body (both sides, above and below the waist) for three months or more?',
    'chronic widespread pain',
    [
      '(?:pain|aches?|aching|hurt(?:s|ing)?) (?:all over|everywhere|in every joint|in all my joints) (?:for|since) (?:months|years|ages|a long time)|(?:constant|chronic|long term) (?:pain|aches?|aching) (?:all over|everywhere)|(?:for|since) (?:months|years) (?:i have |i am )?(?:hurt|ached|aching|sore) (?:all over|everywhere)',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'joint_locking',
    'Does the joint lock, catch or give way?',
    'locking or giving way',
    [
      '(?<=(?:knee|knees|joint|leg|ankle|hip|shoulder) (?:keeps |sometimes |has |often |just |will |(?:does|do|did|has|have) not |(?:does|do|did|has|have) not ever |never )?)(?:locks?|locking|locked|gets stuck|get stuck|catch(?:es|ing)?|gives? way|giving way|gave way|buckles?|buckl(?:ed|ing)|collaps(?:es|ed|ing))',
      '(?<=it (?:keeps |sometimes |often |just |will )?)(?:locks?|locking|locked|gives? way|giving way|gave way|buckles?|buckl(?:ed|ing))',
    ],
    0.02,
  ),
  yesNo(
    'joint_grating',
    'Does the joint creak, crunch or grate when it moves?',
    'crepitus',
    [
      '(?<=(?:knee|knees|joint|joints|hip|shoulder|neck) (?:is |are |keeps )?)(?:creak(?:s|y|ing)?|crunch(?:es|y|ing)?|grat(?:es|ing)|grind(?:s|ing)?|crackl(?:es|ing))',
      // Crepitus in the soft tissues is gas under the skin (a gas-forming infection round a wound, surgical
      // emphysema), not a joint's grating (Rosen's: necrotising soft-tissue infection; OHCM: surgical emphysema).
      `(?<!${SOFT_TISSUE}.{0,80})crepitus(?!.{0,80}${SOFT_TISSUE})`,
      // "my knees … they creak": a joint named earlier in the sentence.
      '(?<=\\b(?:knees?|joints?|hips?|shoulders?)\\b[^.]{0,80}\\b(?:they|it) (?:both |all |also |sometimes |often )?)(?:creak|crunch|grate|grind|crackle)(?:s)?\\b',
      // "they creak and grind when I bend them": a joint that is moved.
      '(?<=\\b(?:they|it) (?:both |all |kind of |sort of )?)(?:creak|crunch|grate|grind)(?:s)?(?= (?:and (?:creak|crunch|grate|grind)s? )?when (?:i |you )?(?:bend|move|straighten|squat|kneel|walk|use|lift))',
    ],
    0.04,
  ),
  yesNo(
    'night_pain',
    'Does the pain wake you at night, or is it there even when you rest?',
    'pain at night or at rest',
    [
      '(?<!(?:chest|breath|breathing|heart)\\b[^.]{0,30})(?:(?:pain|it|ache) (?:wakes|woke|keeps) me (?:up )?(?:at night)?|(?:hurts|pain|aches?) (?:even )?(?:at night|at rest|when (?:i am )?resting|lying still)|(?:can not|could not) sleep (?:because of|for|with) the pain)',
      // "I get woken by a stabbing pain behind my eye", "woken up by the pain": the pain told after the waking.
      '(?<!(?:chest|breath|breathing|heart)\\b[^.]{0,30})(?:woken|woke|wakes me|waking me|wake me)(?: up)? (?:at night |in the night )?by (?:a |the |this |an )?(?:\\w+ ){0,2}(?:pain|ache|headache)\\b',
      // "back pain that is worse at night": a pain, not breathing or a cough, worse at night.
      '(?<!(?:chest|breath|breathing|heart|cough|coughing|itch|itchy|itching|wheeze|wheezing)\\b[^.]{0,30})(?<=\\b(?:pain|ache|aches|aching|hurts?|sore)\\b (?:that |which |it )?(?:is |gets |get |feels )?)(?:worse|worst|bad|unbearable) (?:at night|in the night|overnight|in bed at night)',
    ],
    0.04,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'pain_lying_on_side',
    'Does it hurt to lie on that side at night?',
    'pain lying on the affected side',
    [
      `(?:hurts?|painful|sore|agony|pain|can not|unable to) (?:to |when i |when |if i )?(?:lie|lying|lay|laying|sleep|sleeping) on(?= ${MY}(?:(?:left|right|that|sore|bad) )?(?:side|shoulder|hip)\\b)`,
    ],
    0.03,
    { implies: ['pain'] },
  ),
  yesNo(
    'pain_on_sitting',
    'Is it painful to sit, especially on hard seats, or to get up after sitting?',
    'pain on sitting',
    [
      '(?:hurts|painful|sore|agony|pain) (?:to |when i |when |if i )?(?:sit|sitting)(?: down)?(?! up)|can not sit (?:down|for long|still)',
    ],
    0.03,
    { implies: ['pain'] },
  ),

  // — Back and neck
  yesNo(
    'pain_down_leg',
    'Does the pain shoot down the back of your leg, below the knee?',
    'radicular leg pain (sciatica)',
    [
      `(?:shoot(?:s|ing)?|go(?:es|ing)?|radiat(?:es|ing)|travel(?:s|ling)|runs?|running) down(?= (?:the back of )?${MY}(?:(?:left|right) )?(?:leg|legs|buttock|thigh|calf)\\b)`,
      // Denied ("it doesn't go down my legs"): the leg is taken too, so that it is not read as where the pain spreads.
      `(?<=\\b(?:not|never|no longer) (?:really |ever )?)(?:shoot|go|radiate|travel|run|spread|move)(?: down| into)(?: the back of)? ${MY}(?:(?:left|right) )?(?:legs?|buttocks?|thighs?|calf|calves)\\b`,
      'sciatica|pinched nerve in (?:my |the )?(?:lower )?back',
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'leg_pain_eased_sitting',
    'Does walking or standing bring on pain, heaviness or tingling in your legs that eases only when you sit down or bend forward?',
    'neurogenic claudication',
    [
      '(?<=\\blegs?\\b[^.]{0,60})(?:eases?|goes|settles|gets better|is better|stops) (?:away )?(?:when|if|once|as soon as) (?:i )?(?:sit down|sit|bend forward|lean on (?:a|the) (?:trolley|shopping trolley|bench|walker))(?: or (?:bend forward|lean (?:on|over) (?:a|the) (?:shopping )?(?:trolley|bench|walker|frame)))?',
      'shopping trolley sign|spinal stenosis',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'arm_pain_radiating',
    'Does pain shoot from your neck down your arm, past the elbow, sometimes with pins and needles in the hand?',
    'radicular arm pain',
    [
      `(?<=neck (?:\\w+ ){0,5})(?:shoot(?:s|ing)?|radiat(?:es|ing)|go(?:es|ing)?|run(?:s|ning)?|travel(?:s|ling)?|spread(?:s|ing)?) (?:down|into)(?= ${MY}(?:(?:left|right) )?(?:arm|hand|fingers)\\b)`,
      'pinched nerve in (?:my |the )?neck|cervical radiculopathy',
    ],
    0.01,
    { implies: ['pain'] },
  ),

  // — Chest wall
  yesNo(
    'chest_wall_tenderness',
    'If you press firmly on the sore spot on your chest, does that bring on the same pain?',
    'chest pain reproduced by palpation',
    [
      `(?:hurts?|sore|painful|tender|pain) (?:more )?(?:when i |if i |to )?(?:press|push|prod|touch)(?:ed|ing)?(?: on)?(?= ${MY}(?:(?:left|right) )?${CHEST_WALL}\\b)`,
      // "…my chest… it hurts when I press on it": only with the chest named nearby, so that a tender tummy is not read as a tender chest.
      `(?<=${CHEST_WALL}\\b[^.]{0,40})(?:hurts?|sore|painful|tender|pain) (?:more )?(?:when i |if i |to )?(?:press|push|prod|touch)(?:ed|ing)?(?: on)?(?= (?:it|the spot|there|that spot)\\b)`,
      `(?<=${CHEST_WALL} (?:is |are |feels )?)(?:tender|sore) (?:to (?:touch|press)|when (?:i )?(?:press|touch)(?:ed)?)`,
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),

  // — Shoulder and elbow
  yesNo(
    'pain_lifting_arm',
    'Does it hurt to lift your arm out to the side or above your head?',
    'painful arm elevation (painful arc)',
    [
      // The lifting only (with the arm and where it goes), so that "hurts" still says there is pain but the head is not its place.
      `(?<=(?:hurts?|painful|pain|sore|agony|can not|struggle to|hard to) (?:to |when i |when |if i |when (?:he|she) )?)(?:lift|lifting|raise|raising|reach|reaching|put|putting)(?: up)?(?: ${MY}(?:(?:left|right) )?arms?)(?: (?:up |out )?(?:above|over) (?:my |his |her |the )?head| up| out to the side| overhead| up high)?`,
      '(?:reaching|lifting|raising (?:my )?arm) (?:up|overhead|above my head)(?= (?:hurts|is painful|is sore|kills))',
      // "Fell onto my shoulder and can't lift my arm": with an injury in the sentence, an arm that will not lift is
      // the injured shoulder (fracture, dislocation, cuff tear), not a stroke (Rosen's shoulder injuries).
      `(?<=\\b${INJURY_WORDS}\\b[^.]*)(?:can not|could not|unable to|can hardly|can barely) (?:lift|raise) ${MY}(?:(?:left|right|sore|bad) )?arms?(?: (?:at all|up|above (?:my |his |her )?head|over (?:my |his |her )?head))?`,
      `(?:can not|could not|unable to|can hardly|can barely) (?:lift|raise) ${MY}(?:(?:left|right|sore|bad) )?arms?(?: (?:at all|up|above (?:my |his |her )?head|over (?:my |his |her )?head))?(?=[^.]*\\b${INJURY_WORDS}\\b)`,
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'shoulder_stiff',
    'Has the shoulder become stiff, so that it will not move fully even when someone else moves it (for example, you cannot reach behind your back or brush your hair)?',
    'global loss of shoulder movement',
    [
      '(?<=\\bshoulder\\b[^.]{0,60})(?:painful |sore )?and stiff|(?:can not|could not) (?:lift|raise|move) (?:it|my arm|my \\w+ arm)(?: up)? or reach behind (?:my|his|her) back|(?:can not|could not) reach behind (?:my|his|her) back',
      'frozen shoulder|(?<=shoulder (?:is |has |feels )?(?:gone |become |got )?(?:really |very )?)(?:stiff|frozen|seized up)|can not (?:reach|get my (?:hand|arm)) (?:up )?(?:behind|to) my (?:back|head)|can not (?:do up|brush|do) my (?:bra|hair)',
    ],
    0.01,
  ),
  yesNo(
    'outer_elbow_pain',
    'Is the pain on the outer side of the elbow (the thumb side, away from your body)?',
    'lateral elbow pain',
    [
      `(?<=${PAIN_WORD}\\b[^.]{0,30})(?:outer|outside|lateral)(?= (?:part |side )?(?:of )?(?:my |the )?(?:(?:left|right) )?elbows?\\b)`,
      `(?:outer|outside|lateral)(?= (?:part |side )?(?:of )?(?:my |the )?(?:(?:left|right) )?elbows? (?:is |are |feels? |has been )?${PAIN_WORD})|tennis elbow`,
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'inner_elbow_pain',
    'Is the pain on the inner side of the elbow (the side nearest your body)?',
    'medial elbow pain',
    [
      `(?<=${PAIN_WORD}\\b[^.]{0,30})(?:inner|inside|medial)(?= (?:part |side )?(?:of )?(?:my |the )?(?:(?:left|right) )?elbows?\\b)`,
      `(?:inner|inside|medial)(?= (?:part |side )?(?:of )?(?:my |the )?(?:(?:left|right) )?elbows? (?:is |are |feels? |has been )?${PAIN_WORD})|golfer(?:s)? elbow`,
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'grip_pain',
    'Does it hurt at the elbow when you grip, lift a cup or kettle, or shake hands?',
    'pain on gripping',
    [
      '(?:hurts?|painful|pain|sore|weak) (?:to |when i |when |if i )?(?:grip|gripping|grab|grabbing|shake hands|shaking hands|lift a (?:cup|kettle|mug|bag)|lifting a (?:cup|kettle|mug|bag)|turn a (?:door ?handle|key))',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'not_using_arm',
    'Is the child refusing to use or move one arm, holding it still by their side?',
    'not using one arm',
    [
      '(?:will not|refuses to|refusing to|not|stopped) (?:use|using|move|moving|lift|lifting) (?:(?:my|his|her|their|the|one|that) )?(?:(?:left|right) )?(?:arm|hand)\\b|holding (?:my|his|her|their) arm (?:still|limp|by (?:my|his|her|their) side)|(?:supporting|cradling) (?:my|his|her|their) (?:arm|elbow) (?:with|in) (?:my|his|her|their) other (?:hand|arm)|arm (?:is )?(?:just )?hanging (?:limp|down)',
      '(?:holds|keeps|holding|keeping) it (?:still )?by (?:my|his|her|their) side|(?:hold|holds|keep|keeps|holding|keeping) (?:my|his|her|their|that|the) (?:arm|hand) (?:very |really |completely )?(?:still|limp|by (?:my|his|her|their) side|(?:tight )?(?:against|close to|into) (?:my|his|her|their) (?:body|tummy|chest|side))|(?:will not|refuses to|refusing to|not) (?:reach|grab|pick up|play|hold (?:anything|things))(?: for)? (?:\\w+ ){0,2}with (?:that|my|his|her|their|the|this) (?:arm|hand)\\b',
      // "…his arm… now he won't move it".
      '(?<=\\b(?:arm|elbow|wrist)\\b[^.]{0,80})(?:will not|refuses to|refusing to|does not want to|is not|not) (?:use|using|move|moving|lift|lifting|bend|bending) it\\b',
    ],
    0.005,
    { askIf: { maxAge: 12 } },
  ),

  // — Hand and wrist
  yesNo(
    'snuffbox_tenderness',
    'Is it tender in the hollow at the base of the thumb, on the back of the wrist (the "anatomical snuffbox")?',
    'anatomical snuffbox tenderness',
    ['snuff ?box'],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'thumb_movement_pain',
    'Is the pain at the thumb side of the wrist, worse when you move the thumb or lift (for example lifting a baby or wringing a cloth)?',
    'radial wrist pain on thumb movement',
    [
      'de quervain\\w*|mummy (?:thumb|wrist)|mother(?:s)? (?:thumb|wrist)|(?:hurts|painful|pain) (?:to |when i )?(?:move|bend|use) my thumb',
    ],
    0.01,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'hand_numb_night',
    'Do your thumb and first fingers go numb or tingle, especially at night?',
    'median-nerve distribution tingling',
    [
      '(?:thumb|fingers?|hands?) (?:go|goes|going|gone|went|are|is|feel|feels|have been|keep going)? ?(?:numb|tingly|tingling|dead|asleep)(?: and (?:numb|tingly|tingling|dead|asleep))? (?:at night|in the night|overnight|when i wake|in the morning|and wake me)|(?:wake|woke|waking) up with (?:numb|tingling|dead) (?:hands?|fingers)|(?:numb|tingling|tingly|dead) (?:hands?|fingers|thumbs?) (?:at night|in the night|when i wake|in the morning)|carpal tunnel',
      // The flick sign: shaking the hand to bring the feeling back.
      '(?:shake|shaking|flick|flicking|shook|flicked) (?:my |his |her |the |both )?(?:hands?|wrists?|fingers)(?: out)? (?:to (?:get|bring) (?:the )?(?:feeling|sensation|blood) back|until (?:the )?(?:feeling|sensation) comes back|to wake (?:it|them) up|helps|relieves it|makes it better)',
      // "wakes me at night and I have to shake my hand"
      '(?<=\\b(?:numb\\w*|tingl\\w*|pins and needles|dead|asleep)\\b[^.]{0,80})(?:have to|need to|got to|gotta|has to) (?:shake|flick) (?:my |his |her |the |both )?(?:hands?|wrists?|fingers)(?: out)?',
      // In a clinician's words: "numbness and tingling in the thumb, index and middle fingers".
      '(?:numb\\w*|tingl\\w*|pins and needles|paraesthesi\\w*)(?: and (?:numb\\w*|tingl\\w*))? (?:in|of) (?:the |my |his |her |both )?(?:thumbs?|index|first (?:two|three) fingers)(?: , | and | )(?:the )?(?:index|middle|first|second)(?: and (?:the )?(?:middle|ring|half of the ring))?(?: fingers?)?|median nerve (?:distribution|territory)',
    ],
    0.02,
    { implies: ['numbness_tingling'] },
  ),
  yesNo(
    'little_finger_tingling',
    'Do your little and ring fingers go numb or tingle?',
    'ulnar-nerve distribution tingling',
    [
      '(?:little|pinky|pinkie|ring) (?:and (?:ring|little) )?fingers? (?:go |goes |are |is |feel |feels |keep going )?(?:numb|tingly|tingling|dead|pins and needles)|(?:numb|tingling|pins and needles in) (?:my )?(?:little|pinky|ring) (?:and (?:ring|little) )?fingers?',
    ],
    0.01,
    { implies: ['numbness_tingling'] },
  ),
  yesNo(
    'finger_catching',
    'Does a finger or thumb catch, click or get stuck bent, then snap straight?',
    'triggering of a digit',
    [
      'trigger (?:finger|thumb)|(?<=(?:finger|thumb) (?:keeps |gets |is |will |keeps getting |keeps on |sometimes |often |has been |has started )*)(?:stuck|getting stuck|locks?|locking|catch(?:es|ing)|clicks?|clicking|snaps?)(?: (?:bent|down|straight|closed))?',
    ],
    0.01,
  ),
  yesNo(
    'finger_tip_droop',
    'Does the tip of a finger droop, so that you cannot straighten the end of it yourself?',
    'dropped fingertip (mallet finger)',
    [
      'mallet finger|(?:finger ?tip|tip of (?:my |the )?finger|end of (?:my |the )?finger) (?:is |has )?(?:droops?|drooping|dropped|bent down|will not straighten|can not straighten)|can not straighten (?:the )?(?:tip|end) of (?:my |the )?finger',
      // "…my finger… the tip droops": a finger named earlier in the sentence.
      '(?<=\\bfingers?\\b[^.]{0,60})(?:the |its )?(?:tip|end|last joint)(?: of it)? (?:is |has )?(?:droops?|drooping|dropped|droopy|bent down|hangs down|hanging down|will not straighten|can not straighten|does not straighten)',
    ],
    0.002,
  ),
  yesNo(
    'finger_contracture',
    'Is a finger being pulled down towards your palm, with a thick cord or lump in the palm?',
    'palmar cord with finger contracture',
    [
      'dupuytren\\w*|fingers? (?:is |are |being |getting |keeps? )?(?:pulled|curling|curled|bent|drawn) (?:down |in )?(?:into|towards|to) (?:my |the )?palm|(?:cord|nodule|thickening) in (?:my |the )?palm',
    ],
    0.01,
  ),
  yesNo(
    'bony_finger_lumps',
    'Do you have hard, knobbly, bony lumps on your finger joints?',
    'bony finger-joint swellings (Heberden or Bouchard nodes)',
    [
      '(?:knobbly|knobby|bony|hard) (?:lumps?|knobs?|bumps?|swellings?|nodes?) (?:on|at|over) (?:my |the )?(?:finger|knuckle)s?|heberden\\w*|bouchard\\w*|(?:knobbly|knobby|gnarled) (?:fingers|knuckles|finger joints)',
    ],
    0.03,
  ),

  // — Knee, leg and foot
  yesNo(
    'knee_pain_stairs_sitting',
    'Is the pain around or behind the kneecap, worse going down stairs, squatting, or after sitting with your knees bent?',
    'anterior knee pain on stairs, squatting or sitting',
    [
      '(?:behind|around|under) (?:my |the )?knee ?caps?|(?:worse|hurts|painful|sore|pain) (?:going|walking|coming) (?:down ?stairs|down the stairs|up and down (?:the )?stairs)|(?:hurts|painful|sore) (?:to |when i )?(?:squat|kneel)(?:ing)?',
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'swelling_behind_knee',
    'Is there a swelling or lump at the back of the knee?',
    'popliteal swelling',
    [
      // "behind" only, so that the swelling and the knee are still read as what and where.
      '(?<=(?:swelling|swollen|lump|bump|cyst|fullness|tightness|puffiness) )behind(?= (?:my |the |his |her )?(?:(?:left|right) )?knees?\\b)',
      'baker(?:s)? cyst|popliteal cyst',
    ],
    0.01,
  ),
  yesNo(
    'lump_below_kneecap',
    'Is there a tender, bony lump just below the kneecap, at the top of the shin?',
    'tender tibial tuberosity',
    ['(?:lump|bump|swelling) (?:just )?(?:below|under|beneath) (?:my |the |his |her )?knee ?caps?|osgood'],
    0.005,
  ),
  yesNo(
    'calf_tender_swollen',
    'Is one calf swollen, tender or warm compared with the other?',
    'unilateral calf swelling or tenderness',
    [
      // The linking word only ("my calf is swollen"), so that "swollen" and "calf" still say what and where.
      '(?<=(?:one|my|the|his|her) (?:(?:left|right) )?(?:calf|leg) )(?:is|has been|has gone|feels|looks|went)(?= (?:really |very |a bit |all )?(?:swollen|bigger|tender|warm|tight|puffy|painful|sore|hot)\\b)',
      // Not the sudden tight calf of a cramp: "wakes with a sudden painful tight calf".
      '(?<=(?:swollen|tender|painful|tight|hot|sore|puffy) (?:left |right )?)(?<!\\bsudden (?:painful |sharp )?(?:tight|hard|painful) (?:left |right )?)(?:calf|one calf)\\b',
      // Typed short: "left calf swollen and tight" (the swelling and its place left to be read).
      '(?<=\\b(?:left|right|one) calf (?:swollen|puffy) )(?:and )?(?:tight|tender|warm|hot|sore|red)\\b',
    ],
    0.01,
  ),
  yesNo(
    'leg_cramps_night',
    'Do you get sudden, painful cramps in the calf or foot muscles, often at night, that last a few minutes?',
    'nocturnal leg cramps',
    [
      `cramp(?:s|ing)? in(?= ${MY}(?:(?:left|right) )?(?:legs?|calf|calves|feet|foot|thighs?)\\b(?! (?:\\w+ ){0,3}(?:walk|exercis|run)))|(?<=(?:leg|calf|calves|foot|feet|thigh) )cramp(?:s|ing)?(?! (?:\\w+ ){0,3}(?:walk|exercis|run))|(?:night|nocturnal|night time) (?:leg|calf|foot) cramps?|charley horse`,
      // "wakes several nights a week with a sudden painful tight calf" (Murtagh: nocturnal cramps).
      '(?:wakes?|woken|waking|woke)(?: up)?(?: \\w+){0,4} with (?:a )?(?:sudden )?(?:painful |sharp )?(?:, )?(?:tight|cramping|knotted|hard|seized up) (?:calf|calves|leg muscle|foot)\\b',
    ],
    0.05,
    { implies: ['pain'] },
  ),
  yesNo(
    'first_step_heel_pain',
    'Is the heel pain worst with the first steps in the morning?',
    'first-step heel pain',
    [
      '(?:first (?:few )?steps?|getting out of bed|when i (?:first )?get up)(?: in the morning)? (?:is |are )?(?:agony|painful|the worst|hurts?)|heel (?:pain|hurts) (?:in the morning|first thing|when i get up)',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'forefoot_pebble',
    'Does it feel like walking on a pebble or a fold in your sock, with burning or tingling into the toes?',
    'forefoot pebble sensation',
    [
      '(?:walking|stepping|standing) on (?:a )?(?:pebble|stone|marble|rock)|(?:fold|lump|ruck|bunched up sock) in (?:my )?sock|morton\\w* neuroma',
    ],
    0.005,
    { implies: ['pain'] },
  ),
  yesNo(
    'bunion_bump',
    'Is there a bony bump at the side of the big toe joint, with the big toe angled towards the other toes?',
    'hallux valgus',
    ['bunions?|hallux valgus|(?:bony )?(?:bump|lump) (?:on|at) the (?:side of (?:my |the )?)?big toe'],
    0.03,
  ),
  yesNo(
    'gout_history',
    'Have you had gout before?',
    'previous gout',
    [
      '(?:had|have had|get|got|history of|diagnosed with|suffer from|prone to|attacks? of|bouts? of|flare of|flares of) gout|gout (?:before|in the past|attacks?|flares?)(?! (?:in (?:my|the) family))',
    ],
    0.03,
    { kind: 'history' },
  ),
  // An artificial joint: infection is the danger (Margaretten, JAMA Rational Clinical Examination 2007: a hip or knee
  // prosthesis, LR+ 3.1 for septic arthritis), and crystal arthritis is all but unknown in it, having no cartilage to
  // shed crystals (Harrison's; Oxford Handbook of Rheumatology). Background: about 3% of adults consulting.
  yesNo(
    'replaced_joint',
    'Is the painful joint an artificial one (a knee, hip or shoulder replacement)?',
    'prosthetic joint',
    [
      '(?:knee|hip|shoulder|joint|ankle|elbow) (?:replacement|arthroplasty|prosthesis)|(?:artificial|prosthetic|replaced|replacement) (?:knee|hip|shoulder|joint|ankle|elbow)|(?:knee|hip|shoulder) (?:was|has been|had been|got) replaced|(?:had|have had|got) (?:my |his |her |a )?(?:(?:left|right) )?(?:knee|hip|shoulder) replaced',
    ],
    0.03,
    { kind: 'history' },
  ),
  // Chondrocalcinosis on an x-ray, or pseudogout before: attacks of crystal arthritis recur (EULAR CPPD 2011; Harrison's).
  yesNo(
    'pseudogout_history',
    'Have you had pseudogout before, or been told of calcium crystals (chondrocalcinosis) in your joints?',
    'previous pseudogout or chondrocalcinosis',
    [
      '(?:had|have had|get|got|history of|diagnosed with|suffer from|prone to|attacks? of|bouts? of|flares? of) (?:pseudo ?gout|cppd)|(?:pseudo ?gout|cppd) (?:before|in the past|attacks?|flares?)|chondrocalcinosis|calcium (?:pyrophosphate )?(?:crystals|deposits) in (?:my|the|his|her) (?:joints?|knees?)',
    ],
    0.005,
    { kind: 'history' },
  ),
];
