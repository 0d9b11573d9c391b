import type { FindingDef } from '../types.js';
import { UNDER_FIVE, yesNo } from './define.js';

/** Medicines patients name when they tell of starting one (those most often behind a reaction or a side effect). */
const NAMED_MEDICINE =
  '(?:tramadol|tramal|tapentadol|palexia|codeine|oxycodone|endone|sertraline|zoloft|fluoxetine|citalopram|escitalopram|lexapro|venlafaxine|efexor|duloxetine|mirtazapine|amitriptyline|lithium|metoclopramide|maxolon|ondansetron|haloperidol|prednisolone|prednisone|lamotrigine|carbamazepine|phenytoin|allopurinol|metformin|amlodipine|ramipril|perindopril|frusemide|furosemide|trimethoprim|doxycycline|amoxicillin|cefalexin|augmentin|ciprofloxacin|nitrofurantoin|isotretinoin)';

/** How long the complaint has lasted: read from the patient's words ("since last night", "for 3 days"). */
export const DURATION: FindingDef = {
  id: 'duration',
  name: 'duration',
  kind: 'history',
  type: 'C',
  question: 'How long have you had this?',
  label: 'duration',
  options: [
    { value: 'hours', label: 'Less than a day' },
    { value: 'days', label: '1 to 6 days' },
    { value: 'weeks', label: '1 to 4 weeks' },
    { value: 'months', label: 'More than a month' },
  ],
  background: { hours: 0.15, days: 0.45, weeks: 0.2, months: 0.2 },
};

/** Findings that belong to no one body system: the course of the illness, general symptoms, exposures. */
export const GENERAL_FINDINGS: FindingDef[] = [
  DURATION,
  yesNo(
    'recurrent',
    'Has this happened before, or does it come and go?',
    'recurrent or episodic',
    [
      '(?:they|it|these|the spells|the attacks) (?:come|comes|came) and (?:go|goes|went)',
      '(?:happened|had it|had this|had them|had one|had these) (?:a few|a couple of|several|many|lots of|\\d+|two|three|four|five) times (?:before|already|now)|on and off|off and on|comes? and goes?|coming and going|keeps? coming back|(?:kept|keep) coming back|happen(?:s|ed)? (?:before|again|every)|(?:had|have had|get|got) (?:this|it|these) before|(?:had|have had|has had) (?:anything|something) like (?:this|it) before|(?:same|this) (?:thing )?(?:happened|happens) (?:before|again)|(?<!\\b(?:one|an|a single|single|first) )(?:attacks?|episodes?|bouts?) of|recurr(?:ent|ing)|every (?:few|couple of) (?:days|weeks|months)|once a (?:week|month)|(?:a |an )?(?:similar|the same) (?:episode|attack|thing|turn|spell|one|bout)(?= (?:last|a few|a couple of|two|\\d+|the other|before|yesterday|earlier)\\b)|(?:happens?|happening|get (?:them|it|these)|gets (?:them|it)|comes? on|they come) (?:about |maybe |up to )?(?:a few|several|many|lots of|\\d+|two|three|four|five|ten) times (?:a|per|every|each) (?:day|week|month)',
      // "keeps getting headaches", "keep having these attacks" (not "keeps having screaming fits", a baby's colic
      // or intussusception told), "she has had about 5 in the last 3 months", "two attacks a month"
      // "my first one in over a year", "my usual type of fit": it has happened before.
      '(?:my |the )?first(?= (?:one|seizure|fit|attack|episode|migraine|flare(?: up)?|bout|relapse) (?:in|for) (?:over |more than |about |nearly |almost )?(?:a |an |\\d+ |two |three |four |five |six |several |many |a few |a couple of )?(?:years?|months?|ages|a long time|a while)\\b)|(?:my|his|her|their) usual(?= (?:type of |kind of |sort of )?(?:fits?|seizures?|migraines?|headaches?|attacks?|episodes?|turns?|flare ups?)\\b)',
      // "they come back after I pick them"
      '(?:they|it|these|the spots|the sores) (?:always |just |keep |keeps )?(?:come|comes|coming|grow|grows|growing) back(?= (?:after|when|whenever|if|every)\\b)',
      // "dry and itchy every winter"
      '(?:every|each) (?:winter|summer|spring|autumn|fall|year|hay fever season)|(?:winter|summer|spring) after (?:winter|summer|spring)',
      // "I get these every time I'm run down", "a cold sore on my lip again"
      '(?:i|he|she|we|they) (?:get|gets|got|have|has) (?:these|them|this|it|those)(?= (?:every|whenever|each|all the time|a lot|often|regularly|several times|a few times|when(?:ever)? (?:i|he|she|we|they))\\b)|(?<=\\b(?:have|has|had|got|getting|is|are|am|back|started|come|came|flared|flaring)\\b[^.]* )again(?= [.,] | $| now | today )',
      // (the complaint itself is left to be read: "headaches" is pain in the head)
      '(?:keeps?|kept|keeping) having(?= (?:these|those|them|(?:\\w+ )?(?:attacks|episodes|turns|spells))\\b)|(?:keeps?|kept|keeping) (?:on )?getting(?= (?:these|them|(?:\\w+ ){0,2}(?:\\w+aches|attacks|episodes|infections|bouts|spells|migraines|ulcers|boils|cold sores|nosebleeds|seizures|fits))\\b)|(?:had|have had|has had|get|gets|getting) (?:about |around |roughly |maybe |at least )?(?:\\d+|two|three|four|five|six|seven|eight|several|a few|a couple)(?: of (?:these|them)| (?:\\w+ )?(?:attacks|episodes|bouts|spells))? (?:in|over) the (?:last|past)|(?:\\d+|two|three|four|five|six|several|a few|a couple of) (?:times|attacks|episodes|bouts|spells) (?:a|per|every) (?:week|month|year)|(?:\\d+|two|three|four|five|six|several|a few|a couple of)(?= (?:\\w+ )?(?:headaches|migraines) (?:a|per|every) (?:week|month|year))',
    ],
    0.2,
    { kind: 'history' },
  ),
  yesNo(
    'worsening',
    'Is it getting worse?',
    'progressively worsening',
    [
      'getting worse|(?:gets|got|is getting|has got|has gotten|has been getting) worse|worse and worse|worsening|deteriorat\\w*|spreading (?:fast|quickly)|(?:creeping|spreading|moving|climbing|travell?ing) up(?:wards)?(?= (?:my |his |her |the |to |over |from |into )?(?:legs?|body|arms?|thighs?|hips?|chest|over|\\d|a|two|three|the|days?))|(?:has |have |had )?(?:suddenly |quickly |rapidly |steadily |really )(?:got|gotten|gone|become|became) (?:much |a lot |way |far |even |so much )?worse|(?:got|gotten|gone|become|became) (?:much|a lot|way|far|so much) worse',
      // Worse than the patient's own baseline: "more short of breath than usual" is the flare of a long-standing
      // lung or heart condition (COPD-X: exacerbations; NICE CKS chronic heart failure).
      // Only "more" and "worse than usual" are taken, the breathlessness or cough left to be read as itself.
      '(?:more|much more|a lot more|far more)(?= (?:short of breath|breathless|out of breath|puffed|winded|wheezy) than (?:usual|normal|before|(?:my|his|her|their) usual))|(?<=\\b(?:breathing|breathlessness|cough|wheeze|wheezing) (?:is |has been |gets |got )?(?:much |a lot )?)worse than (?:usual|normal)',
    ],
    0.25,
  ),
  yesNo(
    'night_sweats',
    'Have you been waking up drenched in sweat at night?',
    'night sweats',
    [
      'night sweats?|(?:sweat|sweats|sweating|sweaty) (?:a lot |heaps |badly |so much |buckets |profusely )?(?:at|during the|through the|every|in the) night|(?:wake|woke|waking) up (?:drenched|soaked|sweating|wet)|drenched in sweat|soaking the sheets|soaked (?:the )?sheets',
      // "my sheets are soaked every morning from sweating", "I wake up soaking wet with sweat" (the sweat named: wet sheets alone may be a wet bed)
      '(?:change|changing|changed) (?:my |his |her |the )?(?:sheets|pyjamas|pjs|nightie|nightclothes|t shirt|shirt|clothes)(?= [^.]*\\bsweat)|(?:sheets|pyjamas|pjs|pillow|pillows|bed|nightie|nightclothes|t shirt|shirt) (?:are |is |were |was |get |gets |got |have been |has been )?(?:all |completely |totally |just )?(?:soaked|soaking|drenched|sopping|dripping|wringing|wet)(?: wet| through)?(?=[^.]*\\bsweat)|(?:wake|wakes|woke|waking) up (?:all |completely |totally )?(?:soaking|sopping|dripping|wringing|dripping|covered|wet) (?:wet )?(?:with|in) sweat',
    ],
    0.02,
    { implies: ['sweating'] },
  ),
  yesNo(
    'cannot_keep_fluids',
    'Can you keep fluids down, or do you bring everything back up?',
    'unable to keep fluids down',
    [
      '(?:can not|could not|unable to|not able to|can barely) (?:even )?(?:keep|hold) (?:anything|any ?thing|(?:any |much |even )?(?:fluids?|water|drinks?|food)|it) down|(?:can not|could not|unable to|not able to|can barely) (?:even )?(?:keep|hold) (?:even )?(?:a )?(?:sips?|mouthfuls?|sip|drop|bit) (?:of )?(?:\\w+ )?down|(?:everything|anything) (?:i drink |i eat )?(?:comes|coming|came) (?:straight )?(?:back )?up|throw(?:ing)? up everything|vomit(?:ing)? everything',
    ],
    0.005,
    { implies: ['vomiting'] },
  ),
  yesNo(
    'reduced_urine',
    'Have you been passing much less urine than usual, or very dark urine?',
    'reduced urine output',
    [
      '(?:not|hardly|barely) (?:passing|passed|peeing|peed|weeing|weed|doing|done|had|made) (?:much |any |a )?(?:urine|wees?|pees?)|(?:has not|have not|had not|did not) (?:passed|pass|done|do|had|have) (?:a |any )?(?:urine|wees?|pees?)|(?:hardly|barely) (?:peeing|weeing|urinating|peed|weed)|not (?:peeing|weeing|urinating|peed|weed) (?:much|at all|as much(?: as (?:usual|normal|before))?|as often(?: as (?:usual|normal|before))?)|(?:peeing|weeing|urinating) (?:much |a lot )?less|(?:peeing|weeing|urinating|passing (?:urine|wee|pee)) (?:very |really |so )?(?:little|rarely)|(?:little|no) urine|(?:very )?dark (?:yellow )?(?:urine|wee|pee)|(?:urine|wee|pee) is (?:very )?dark',
    ],
    0.01,
  ),
  yesNo(
    'drowsy',
    'Is the person unusually drowsy, hard to wake, or not responding normally?',
    'drowsy or hard to rouse',
    [
      '(?:very |really |unusually |extremely )?(?:drowsy|hard to wake|(?<=\\b(?:is|s|has been|seems|seemed|was|looks|is being|got|has got|gets)\\s(?:very|really|unusually|extremely|so|abnormally)\\s)sleepy|difficult to wake|can not wake(?! (?:him |her |them |my \\w+ |the \\w+ )?(?:up )?(?:for (?:school|work|uni|college|kinder|daycare|the bus)|in the mornings|on time))|not waking|unresponsive|not responding|barely responsive)|(?<!(?:wish|wished|hope|hoping|pray|praying|wishing) (?:i |that i )?(?:just |would )?)(?:won t|will not) wake up|keeps? (?:passing|nodding) off',
      // "sleepier than normal", "much more sleepy than usual": unusually drowsy (not "a bit sleepier")
      '(?<!\\b(?:a|bit|little|slightly|tad) )(?:(?:much|far|a lot|way|lot) )?(?:sleepier|drowsier|more (?:sleepy|drowsy)) than (?:normal|usual|he normally is|she normally is|they normally are|normally)',
      // "hard to rouse", "I can't keep him awake", "she won't wake up properly", "he's not really with us" (a person, not a sleepy afternoon)
      '(?:hard|difficult|impossible) to (?:rouse|wake up|get awake|keep awake)|(?:can not|could not|unable to|can barely|can hardly|struggling to) (?:keep|get) (?:him|her|them|my (?:son|daughter|baby|husband|wife|partner|mum|dad|child)|the baby) (?:awake|to wake(?: up)?|to stay awake|to open (?:my|his|her|their) eyes)|(?:can not|could not|unable to|can barely) (?:rouse|wake) (?:him|her|them|my \\w+|the baby)(?: up)?(?! (?:for (?:school|work|uni|college|kinder|daycare|the bus)|in the mornings|on time))|(?<!(?:wish|wished|hope|hoping|pray|praying|wishing) (?:i |that i )?(?:just |would )?)(?:will not|would not|won t) (?:wake|wake up|rouse|stay awake)(?: properly| fully| for long)?|(?:only )?(?:opens?|opening) (?:my|his|her|their) eyes (?:when|if) (?:i|we|you) (?:shout|yell|shake|pinch)|(?:barely|hardly) (?:conscious|awake|responding|rousable)|(?:floppy|limp) and (?:sleepy|drowsy)|(?:out of it|not with it) and (?:sleepy|drowsy|hard to wake)',
    ],
    // "Floppy" is read in src/understanding/lexicon.ts, as drowsy and lethargic both. Not waking for school or
    // work, or not in the mornings, is a late sleeper (delayed sleep phase), not a person hard to rouse.
    0.003,
    { redFlag: { reason: 'drowsy or hard to rouse', urgency: 'emergency' } },
  ),
  yesNo(
    'high_fever',
    'Has the temperature been 39 °C or higher?',
    'temperature 39 °C or above',
    [
      '(?:temps?(?:erature)?|fever) (?:of |is |was |has been |at |around |about |over |above |up to |hit |hits |reached |got to |got up to |went up to |peaked at |spiked to |spiked at |went to |keeps hitting |keeps going up to )*(?:39|40|41|thirty nine|forty)(?:\\.\\d)?|(?<!\\b(?:it|weather|outside|day|days|today|yesterday|tomorrow|heat|heatwave|summer|car|house|room)\\b(?: \\w+){0,2} )(?:39|40|41)(?:\\.\\d)? (?:degrees|c)(?! (?:outside|today|yesterday|tomorrow|in the shade|heat|weather|day|days))|(?:39|40|41)(?:\\.\\d)? (?:degrees |c )?(?:under (?:the|his|her|my) arm(?:pit)?|in (?:the|his|her|my) ear|on the thermometer)|very high (?:fever|temp(?:erature)?)|(?:high|raging) fever|high (?:temperature|temp)',
    ],
    0.01,
    { parent: 'fever', implies: ['fever'] },
  ),
  yesNo(
    'heat_exposure',
    'Did this start after hard exercise, work or a long time out in hot weather (or in a hot car or room)?',
    'heat exposure or exertion in the heat',
    [
      '(?:in|out in|working in|playing in|running in|training in|exercising in|walking in|standing in|sitting in|stuck in) (?:the )?(?:heat|hot (?:sun|weather|day|days|conditions|car|room)|sun all day|heatwave|extreme heat)|heat ?wave|(?:hot|scorching|stinking hot|boiling hot|really hot) (?:day|days|weather|afternoon)|(?:3[5-9]|4[0-9]) (?:degree|degrees|c)(?: \\w+)? (?:day|heat|outside|today|yesterday|weather)|(?:left|locked|stuck) in (?:a |the )?(?:hot )?car|(?:fun run|marathon|half marathon|triathlon|cricket|footy|football|tennis|training|building site|roof|roofing)(?: \\w+){0,3} in the (?:heat|sun)|heat (?:exhaustion|stroke)|heatstroke',
    ],
    0.03,
    { kind: 'exposure' },
  ),
  // A long lie: on the floor an hour or more after a fall, or unable to get up (NICE falls; NHS: call 999):
  // cold, pressure damage, muscle breakdown and a hidden fracture, however well the person says they are.
  yesNo(
    'long_lie',
    'Was there a fall, and were they on the floor for an hour or more, or could they not get up by themselves?',
    'a long lie after a fall (on the floor an hour or more, or unable to get up)',
    [
      '(?:on|lying on|stuck on|lay on|lain on|laying on|down on) the (?:\\w+ )?(?:floor|ground)(?: \\w+){0,3} (?:all night|overnight|for (?:about |around |over |nearly |at least |maybe )?(?:hours|\\d+ hours|an hour|a few hours|several hours|two hours|three hours|ages|a long time|the night|most of the night|half the night)|since (?:last night|yesterday|the night|midnight)|until (?:this |the )?morning|till (?:the )?morning|until (?:i|we|someone|somebody|the carer|help) (?:found|came))',
      '(?:been|was|had been|has been|lay|lying) (?:there|down there|on the floor|lying there) (?:all night|overnight|for hours|for (?:about |around |over )?\\d+ hours|since last night)|long lie',
      '(?:could not|can not|unable to|was not able to|not able to) get (?:her ?self |him ?self |my ?self |them ?selves )?(?:up )?(?:off the (?:\\w+ )?(?:floor|ground)|up after (?:the|a|her|his|my) fall|up (?:by|on) (?:her|him|my|them) ?(?:self|selves|own))',
      'found (?:her|him|them|mum|mom|dad|my (?:mum|mom|dad|mother|father|husband|wife|nan|nanna|grandma|grandad|grandpa|neighbou?r)) (?:lying )?on the (?:\\w+ )?(?:floor|ground)',
    ],
    0.001,
    { kind: 'history', askIf: { minAge: 50 }, redFlag: { reason: 'a long lie after a fall', urgency: 'urgent' } },
  ),
  // What breaks muscle down (rhabdomyolysis): exercise far beyond the usual, a crush, and statins among
  // medicines (Rosen's; Harrison's). Each is common alone; with very painful or weak muscles and dark urine
  // it means a blood test for CK today.
  yesNo(
    'unaccustomed_exertion',
    'Did this start after exercise much harder or longer than you are used to (a gym session, a long run, new training)?',
    'unaccustomed or extreme exertion',
    [
      '(?:very |really |extremely |super |insanely )?(?:hard|intense|heavy|extreme|brutal|punishing|gruelling|grueling|first) (?:gym|weights|crossfit|spin|spinning|squat|leg day|boot camp|bootcamp|army|military|training|workout|work out)(?: (?:session|class|program|programme|workout))?',
      '(?:ultra ?marathon|marathon|first (?:gym|crossfit|spin) (?:session|class)|(?:hundreds of|\\d{3,}) (?:squats|push ups|sit ups|burpees)|overdid (?:it|the exercise|the training) at the gym)',
    ],
    0.02,
    { kind: 'exposure' },
  ),
  yesNo(
    'crush_injury',
    'Was part of your body crushed or trapped under something heavy?',
    'crush injury or entrapment',
    [
      '(?:crushed|trapped|pinned|stuck) (?:under|beneath|by|between) (?:a |an |the |some )?(?:\\w+ ){0,3}(?:car|machine|machinery|tree|wall|rubble|beam|load|forklift|pallet|tractor|weight|rock|boulder|vehicle|truck)|crush (?:injury|injuries)|(?:leg|arm|foot|hand|thigh|legs) (?:was |got |were )?crushed',
    ],
    0.002,
    {
      kind: 'history',
      redFlag: { reason: 'a crush or entrapment (muscle breakdown, compartment syndrome)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'statin_use',
    'Do you take a cholesterol medicine called a statin (such as atorvastatin, rosuvastatin, simvastatin or pravastatin)?',
    'takes a statin',
    [
      '(?:atorvastatin|rosuvastatin|simvastatin|pravastatin|fluvastatin|pitavastatin|lipitor|crestor|zocor|statins?)',
      '(?:tablets?|pills?|medicines?|medication) for (?:my |high )?cholesterol|cholesterol (?:tablets?|pills?|medicines?|medication)',
    ],
    0.12,
    { kind: 'risk', askIf: { minAge: 30 } },
  ),
  yesNo(
    'severe_muscle_pain',
    'Are the muscles themselves very painful, tender or swollen (thighs, calves, arms or shoulders), so that moving them hurts?',
    'severe muscle pain, tenderness or swelling',
    [
      '(?:thighs|quads|calves|hamstrings|glutes|arm muscles|leg muscles|thigh muscles) (?:are |feel |have gone |went )?(?:\\w+ )?(?:swollen and |rock hard and |tight and )?(?:agonising|agonizing|excruciating|extremely painful|unbearably painful|so painful|really painful|very painful|extremely sore|unbearably sore|agony|in agony|killing me)',
      '(?:muscle|muscles) (?:pain|ache|aches|soreness) (?:is |are )?(?:unbearable|agonising|agonizing|excruciating)',
    ],
    0.03,
    { implies: ['pain'] },
  ),
  yesNo(
    'stopped_breathing',
    'Did they stop breathing, even for a few seconds, or go limp?',
    'apnoea (stopped breathing) or sudden limpness',
    [
      '(?<!\\bsnor\\w*\\b[^.]{0,60})(?:stopped|stops|stop|paused|pauses) breathing(?!(?: for (?:a few seconds|a bit|a while|a moment|seconds))? (?:during|in|when|while|at) (?:my |his |her |their |the )?(?:sleep|asleep|sleeping|night|snoring)| (?:and then|and|then|while|when) (?:i |he |she |they )?(?:snore|snores|snoring|gasp|gasps))|(?:was|is|went) not breathing(?! (?:fast|faster|quickly|rapidly|hard|heavily|deeply|noisily))|(?:no|not) breathing (?:for|at all)|went (?:all )?(?:limp|floppy) and (?:blue|grey|pale)|(?:an )?apno(?:e)?a(?:s|ic)?(?! (?:during|in) (?:my |his |her )?sleep)(?! study)',
    ],
    0.002,
    // A baby who stops breathing or goes limp and blue (a brief resolved unexplained event) needs assessing
    // in hospital at once (RCH clinical practice guideline).
    { kind: 'sign', redFlag: { reason: 'stopped breathing', urgency: 'emergency' } },
  ),
  yesNo(
    'rigors',
    'Have you had shaking attacks you could not control, with chattering teeth?',
    'rigors',
    [
      '(?:fever|temperature|temp)(?: \\w+){0,2} and (?:the )?(?:shakes|shaking|shivering)|(?:shaking|shakes) (?:with|and|from) (?:a |the |my |his |her |their |this )?(?:high )?(?:\\d+(?:\\.\\d+)? )?(?:degree )?(?:fever|chills|temperature|temp)\\b',
      'rigou?rs?|uncontrollabl[ey] shak\\w*|shaking uncontrollably|teeth (?:were |are )?chattering|shaking (?:all over|like a leaf)|shak(?:ing|e|es|ed) (?:so )?violently(?: and (?:could not|can not|would not) stop)?',
      // "violent shivering", "uncontrollable shivers": the word for the shivering first (shivering, not a tremor's shaking).
      '(?:violent|uncontrollable|uncontrolled) (?:shivering|shivers)(?: (?:fits|attacks|episodes))?',
      // "shivering so hard the bed was shaking", "my teeth wouldn't stop chattering" (shivering, not a fit's jerking)
      '(?:shivering|shivered|shivers|shiver) (?:so )?(?:violently|uncontrollably|so (?:hard|badly|much|violently))|(?:teeth|jaw) (?:were |was |are |is |kept |keep |would not stop |will not stop |could not stop |can not stop )?(?:chattering|rattling)|(?:can not|could not) stop (?:my teeth |his teeth |her teeth )?chattering',
    ],
    0.005,
    // Rigors are a fever's shaking (NICE NG51): "a fever and the shakes" is read as both.
    { implies: ['chills', 'fever'] },
  ),
  yesNo(
    'new_medicine',
    'Have you started a new medicine in the last few weeks?',
    'new medicine in the last few weeks',
    [
      '(?:since|after) (?:starting|i started|she started|he started|beginning|taking|changing to|going on|going onto|being put on) (?:a |an |the |her |his |my |some )?(?:new )?(?:tablets?|pills?|medicines?|medications?|drugs?|antidepressants?|blood pressure (?:tablets?|pills?|medicines?))',
      '(?:started|starting|began|new|changed|switched) (?:on )?(?:a |my |some )?(?:new )?(?:medicines?|medications?|tablets?|pills?|drugs?|prescription)|(?:since|after) (?:starting|taking) (?:the |a |my |this )?(?:new )?(?:medicines?|medications?|tablets?|pills?)',
      // ("since starting antibiotics" is read in src/understanding/lexicon.ts as both findings)
      // A medicine started told by its name: "was given tramadol yesterday", "started lamotrigine three weeks ago",
      // "put on prednisolone" (the medicines most often behind a reaction: AMH; eTG serotonin toxicity, SJS/TEN).
      // The name itself is left to be read as what it is (a medicine that raises serotonin).
      `(?:(?:was|were|been|got|get|gets|just) (?:given|prescribed|put on|started on)|(?:started|starting|began|begun)(?: on| taking)?|put (?:him|her|me) on|prescribed)(?= (?:some |the )?${NAMED_MEDICINE}\\b)`,
    ],
    0.08,
    { kind: 'history' },
  ),
  yesNo(
    'recent_antibiotics',
    'Have you taken antibiotics in the last 2 months?',
    'antibiotics in the last 2 months',
    [
      '(?:was|been|am|on|taking|took|finished|had|just had|recently had) (?:a course of |some )?antibiotics?|(?:amoxicillin|augmentin|cefalexin|keflex|doxycycline|clindamycin|trimethoprim|ciprofloxacin|metronidazole)',
    ],
    0.1,
    { kind: 'history' },
  ),
  yesNo(
    'insect_bite',
    'Have you been bitten by an insect, spider or tick recently?',
    'insect, spider or tick bite',
    [
      '(?:insect|bug|mosquito|mozzie|flea|bed ?bug|ant|bee|wasp|sand ?fly|midge) (?:bites?|stings?)|(?:bitten|stung) by (?:an? )?(?:(?:jack |jumping )?jumper |bull |fire |green ?head |green |red |meat |paper |european |honey ?|bumble ?)?(?:insect|bug|mosquito|mozzie|flea|bee|wasp|ant)|(?:bites?|stings?) from (?:an? )?(?:insect|bug|mosquito|bee|wasp)',
      '(?:bitten|bit|stung|eaten alive|attacked) (?:to death |all over |a lot |heaps )?by (?:lots of |heaps of |a lot of |loads of |swarms of |so many |many |some |the |all the )?(?:insects|bugs|mosquito(?:e)?s|mozzies|mossies|fleas|bed ?bugs|bees|wasps|ants|sand ?flies|midges)|(?:insects|bugs|mosquito(?:e)?s|mozzies|mossies|fleas|bed ?bugs|sand ?flies|midges) (?:bit|were biting|have been biting|ate) (?:me|him|her|them|us)|(?:lots of|heaps of|a lot of|loads of|covered in|so many|many) (?:insect|bug|mosquito|mozzie|mossie|flea|sand ?fly|midge) bites',
    ],
    0.05,
    { kind: 'exposure' },
  ),
  yesNo(
    'animal_bite',
    'Have you been bitten or scratched by an animal?',
    'animal bite or scratch',
    [
      '(?:dog|cat|kitten|puppy|animal|horse|rat|possum|monkey) (?:bite|bit|bitten|scratch(?:ed)?)|(?:bitten|scratched) by (?:a |the |my |our )?(?:dog|cat|kitten|puppy|animal|monkey|rat|possum|horse)|(?:dog|cat|monkey) bit me',
    ],
    0.01,
    { kind: 'exposure' },
  ),
  yesNo(
    'snake_bite',
    'Could you have been bitten by a snake?',
    'possible snake bite',
    [
      '(?:saw|seen|see) (?:a |something )(?:long (?:and )?(?:brown |black |thin )?)?(?:thing |snake )?slither(?:ing)?|something (?:long )?slither(?:ed|ing)? away',
      'snake ?bites?|snake ?bit(?:ten)?|(?:bitten|bit|struck|nipped) (?:on (?:the |my |his |her |their )?(?:\\w+ ){1,2})?by (?:a |an |the |some |what (?:looked|look) like (?:a |an )?)?(?:\\w+ ){0,2}snakes?|(?:a |the )?snakes? (?:bit|has bitten|had bitten|got|struck|latched onto) (?:me|him|her|them|us|my|his|their)|(?:brown|tiger|black|red bellied black) snake (?:bite|bit)|(?:copperhead|taipan|death adder|dugite|mulga|king brown) (?:bites?|bit|bitten)|(?:bitten|bit) by (?:a |an |the )?(?:copperhead|taipan|death adder|dugite|mulga|king brown)',
    ],
    0.0005,
    { kind: 'exposure', redFlag: { reason: 'possible snake bite', urgency: 'emergency' } },
  ),
  // Environmental poisonings the knowledge base has no condition for: asked or read so that triage is
  // safe (TG Toxicology; Healthdirect; NICE CKS headache: suspect carbon monoxide when others at home are unwell).
  yesNo(
    'fume_exposure',
    'Could you have breathed in fumes: from a gas, kerosene or wood heater, a generator, a barbecue or a car engine running in a closed space?',
    'possible carbon monoxide exposure',
    [
      '(?:gas|kerosene|paraffin|wood|fuel|portable|unflued|old|faulty|broken) (?:space )?(?:heaters?|heating|stoves?|fires?|burners?|water heaters?|hot water systems?)|(?:generators?|barbecues?|bbqs?|charcoal|heat beads|hibachi) (?:running |going |on |used |lit )?(?:inside|indoors|in the (?:house|garage|shed|tent|caravan|room))|(?:car|engine|motor) (?:was |is |left )?(?:running|idling|on) in (?:the |a )?(?:closed |shut )?(?:garage|shed)|carbon monoxide|exhaust fumes|(?:breathed|breathing|inhaled|inhaling) (?:in )?(?:the )?(?:fumes|exhaust)',
    ],
    0.05,
    { kind: 'exposure', redFlag: { reason: 'possible carbon monoxide poisoning', urgency: 'emergency' } },
  ),
  yesNo(
    'recent_scuba_dive',
    'Have you been scuba diving (breathing compressed air) in the last 2 days?',
    'scuba dive in the last 48 hours',
    [
      '(?:was |were |been )?doing (?:a |some |two |\\d+ )?(?:scuba )?dives?(?= (?:and|today|yesterday|this morning|[,.]))',
      'scuba (?:diving|dive|dives|dived|dove)|(?:went|been|go|gone|going|did|done|do) (?:a |an |two |three |several |some |a couple of |\\d+ )?(?:deep |wreck |night |drift |boat |reef )?(?:scuba )?dives?(?= (?:today|yesterday|this morning|this afternoon|last night|earlier|on the reef|at the reef|off the boat|[,.]))|(?:deep|wreck|night|drift|reef) dives?|(?:after|since) (?:my |the |a |our |two |\\d+ )?(?:deep )?(?:scuba )?dives?',
    ],
    0.005,
    {
      kind: 'exposure',
      implies: ['recent_flight_dive'],
      redFlag: {
        reason: 'symptoms after scuba diving (possible decompression illness: 000, oxygen)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'untreated_water',
    'Have you drunk untreated water (creek, tank or well water) or eaten food that might have been off?',
    'untreated water or suspect food',
    [
      '(?:dodgy|bad|off|suspect|undercooked|raw|old|reheated|spoiled|spoilt) (?:food|chicken|meat|seafood|fish|oysters|prawns|rice|eggs)|food poisoning|(?:ate|eaten|eating|had) (?:at )?(?:a )?(?:dodgy|new|street|takeaway|take away|buffet|bbq|barbecue)|(?:creek|river|tank|well|untreated|stream|rain) water|(?:after|since) (?:eating|dinner|lunch) (?:out|at a restaurant)',
      '(?:food|chicken|meat|rice|seafood|fish|prawns|leftovers|salad|sushi|eggs|dish|buffet|meal)(?: that| which)? (?:had been|has been|had|was|were|been) (?:sitting|left|sat) out|(?:food|chicken|meat|rice|seafood|fish|prawns|leftovers|it) (?:that )?(?:tasted|smelt|smelled|was|were|had gone|went) (?:a bit |a little )?(?:off|funny|weird|strange|bad|dodgy)|(?:from|at) (?:a |the )?(?:buffet|smorgasbord|food truck|food van|street stall|kebab shop)|(?:out of date|past (?:its|the) use by(?: date)?|expired) (?:food|chicken|meat|milk|yoghurt|yogurt|seafood)|undercooked|(?:not|was not|was not properly|not properly) cooked (?:properly|through)|reheated (?:fried )?rice',
    ],
    0.05,
    { kind: 'exposure' },
  ),
  yesNo(
    'unvaccinated',
    'Has the person missed any of their usual vaccinations?',
    'not fully vaccinated',
    [
      '(?:not|never|un) ?vaccinated|(?:no|missed|skipped|behind on) (?:his |her |their |my )?(?:vaccines|vaccinations|immunisations|immunizations|jabs|shots)|did not (?:get|have) (?:the |his |her |their |my )?(?:vaccines|vaccinations|immunisations|jabs)|(?:has not|have not|had not|never|did not) (?:had|have|get|got|been given) (?:the |a |his |her |their |any |my )?(?!tetanus)(?:[a-z]+ )?(?:needles?|vaccines?|vaccinations?|immunisations?|immunizations?|jabs?|shots?)(?! (?:for|to|in) )|(?:not|never) (?:been )?(?:immunised|immunized)',
    ],
    0.05,
    { kind: 'risk', implies: ['!vaccinated'] },
  ),
  yesNo(
    'poor_feeding',
    'Is the baby or child feeding or drinking less than half of what is usual?',
    'feeding or drinking less than half of usual',
    [
      '(?:not|won t|will not|refusing to|refuses to|barely|hardly) (?:feed|feeding|eat|eating|drink|drinking|taking (?:the )?(?:bottle|breast|feeds?))|(?:off|refusing) (?:my|his|her|their) (?:feeds?|food|bottle|milk)|poor feeding|feeding poorly|not (?:interested in|wanting|taking) (?:my |his |her |their |the |any )?(?:bottles?|feeds?|food|milk|breast|boob)|(?:will not|won t|refuses to|refusing to|can not) (?:take|finish) (?:my |his |her |their |the |a )?(?:bottles?|feeds?|breast)',
    ],
    0.01,
    { askIf: UNDER_FIVE },
  ),
  yesNo(
    'fewer_wet_nappies',
    'Have there been fewer wet nappies than usual (fewer than 4 in 24 hours)?',
    'fewer wet nappies',
    [
      '(?:fewer|less|no|not many|hardly any) wet (?:nappies|diapers)|(?:only|just) (?:had |done |been )?(?:1|2|3|one|two|three) wet (?:nappies|nappy|diapers)|(?:nappies|diapers) (?:are |have been )?(?:dry|not wet)|dry (?:nappies|diapers)|(?:has not|have not|had not|not) (?:had |done |been )?(?:a |any )?wet (?:nappy|nappies|diaper|diapers|wee|wees) (?:since|for|all|in)|no wees? (?:since|for|all day|today)|(?<!(?:than|least|about|over) )\\b(?:1|2|3|one|two|three|a couple of) wet (?:nappies|nappy|diapers) (?:today|since|so far|all day|in the (?:last|past) (?:day|24 hours)|this (?:morning|afternoon))',
    ],
    0.005,
    { askIf: UNDER_FIVE, redFlag: { reason: 'fewer wet nappies (dehydration)', urgency: 'urgent' } },
  ),
  yesNo(
    'inconsolable',
    'Is the child crying and impossible to settle, or crying in an unusual high-pitched way?',
    'inconsolable or high-pitched crying',
    [
      '(?:can not|can t|will not|won t) (?:settle|be settled|stop crying|calm (?:him|her|them) down)|inconsolabl[ey]|crying (?:non ?stop|constantly|for hours|all the time|and (?:will|won) not stop)|high pitched (?:cry|crying|scream)|screaming (?:non ?stop|for hours)|screaming fits|(?:cry|crying|scream) (?:is|sounds|has been|was) (?:very |really |so )?(?:high pitched|shrill|like a squeal)|(?:cries|crying|screams|screaming) (?:even )?(?:more|harder|louder|worse) (?:when|if) (?:i|we|you|anyone) (?:pick|picks|picked|hold|holds|held|move|moves|moved|touch|touches|cuddle|cuddles) (?:him|her|them)',
    ],
    0.01,
    { askIf: UNDER_FIVE },
  ),
  yesNo(
    'swollen_face_lips',
    'Has your face, lips, tongue or throat swollen up?',
    'facial, lip or tongue swelling',
    [
      'tongue (?:feels|is|looks|has gone|went) (?:huge|massive|enormous|too big|swollen|fat|thick)',
      // Lips told by their size ("my lips are huge", "lips like sausages"), as patients describe angioedema.
      'lips (?:are |feel |look |have gone |went |have |got |all |really |so |very |suddenly )*(?:huge|massive|enormous|ballooned|ballooning|blown up|twice (?:the |my |their )?(?:normal |usual )?size|like (?:sausages|balloons))',
      '(?:swollen|swelling|puffy|puffed up) (?:of |in )?(?:my |his |her |the )?(?:face|lips?|tongue|throat|mouth)|(?:face|lips?|tongue|throat|mouth) (?:is |are |has |have |feels? |went |got |getting |gone |started |starting |all |really |very |suddenly )*(?:swollen|swelling|puffed up|puffy|swelled up|swelling up|blown up)|angioo?edema',
    ],
    0.005,
    { implies: ['swelling'], redFlag: { reason: 'swelling of the face, lips or tongue', urgency: 'urgent' } },
  ),
  yesNo(
    'blue_lips',
    'Have the lips or face gone blue or grey?',
    'cyanosis',
    [
      '(?:lips?|face|skin|fingers?) (?:are |is |went |turned |turning |going |gone |look |looks |looked |have |has |a bit |all |really |very |slightly )*(?:blue|bluish|grey|gray|purple|dusky)|(?:he|she|they|baby|i|it|and|then) (?:went|turned|goes|turns|was going|is going|started going) (?:a bit |all |really |very |slightly )?(?:blue|grey|gray|dusky)|(?:blue|grey|gray) (?:lips|face)|cyanos\\w*',
      // "bluish lips", "a funny grey colour around the mouth", "his lips look a bit purple"
      '(?:blue|bluish|blueish|grey|gray|greyish|grayish|purple|purplish|dusky|blue grey) (?:tinge (?:to (?:the|his|her|my) )?)?(?:lips|mouth|face|tongue)|(?:blue|bluish|blueish|grey|gray|greyish|grayish|purple|purplish|dusky)(?: tinge| colou?r| look)? (?:around|round|in|to) (?:the |his |her |my |their )?(?:mouth|lips|face)|(?:lips?|mouth|face|tongue) (?:is |are |was |were |has |have |went |gone |turned |turning |going |look |looks |looked |looking |seem |seems )*(?:a bit |a little |slightly |really |very |quite |all |kind of )?(?:bluish|blueish|greyish|grayish|purplish|blue grey|dusky)',
    ],
    0.001,
    { redFlag: { reason: 'blue or grey lips or face (cyanosis)', urgency: 'emergency' } },
  ),
  yesNo(
    'penetrating_injury',
    'Has someone been stabbed or shot, or has something gone deep into the chest, neck, belly or back?',
    'penetrating injury',
    [
      // Not a vaccination or an injection: "my flu shot", "a cortisone shot".
      '(?<!(?:flu|covid|booster|tetanus|vaccine|vaccination|whooping cough|b12|cortisone|steroid|allergy|insulin|botox|hep b|hepatitis|measles|my|a|the|his|her|their|your|that|this) )(?:been |was |got |is |has been )?(?:stabbed|shot)(?! (?:pain|pains|through|up|down|across))|gunshot|stab (?:wound|injury)|impaled|(?:knife|glass|metal|a stick|a spike|a nail) (?:went|has gone|is stuck|stuck) (?:deep )?(?:in|into) (?:my |his |her |their )?(?:chest|neck|belly|tummy|stomach|back|abdomen)',
      // Struck in the trunk with a knife, a blade or an unseen object that left a cut or a hole: a stab until it is
      // looked at, however small the wound (ATS 2: penetrating injury to the torso; Rosen's penetrating trauma).
      '(?:got|caught|stuck|jabbed|poked|knifed|glassed|hit) (?:me|him|her|them) (?:in the (?:side|belly|tummy|stomach|guts|chest|back|neck|ribs|gut) )?with (?:a |an )?(?:knife|blade|screwdriver|broken bottle|broken glass|shiv|machete|something sharp)|(?:got|caught|stuck|jabbed|hit) (?:me|him|her|them) in the (?:side|belly|tummy|stomach|guts|chest|back|neck|ribs|gut) with something(?=[^.]*\\b(?:cut|wound|hole|puncture|bleeding|bleeds|bled)\\b)|(?:knifed|glassed) (?:me|him|her|them)? ?in the (?:side|belly|tummy|stomach|guts|chest|back|neck|ribs|gut)',
    ],
    0.0005,
    { kind: 'history', implies: ['recent_injury'], redFlag: { reason: 'penetrating injury', urgency: 'emergency' } },
  ),
  // A high-pressure injection injury (grease, paint, hydraulic fluid, diesel): a pinprick that barely bleeds, while
  // the fluid tracks along the tendon sheaths and the finger dies without surgery within hours (Oxford Handbook of
  // Emergency Medicine: high-pressure injection injuries; Rosen's: hand injuries).
  yesNo(
    'high_pressure_injection',
    'Did a high-pressure gun or line (grease, paint, hydraulic fluid, fuel or water) shoot fluid into the skin?',
    'high-pressure injection injury',
    [
      '(?:grease|paint|spray|hydraulic|diesel|fuel|oil|airless|pressure) ?(?:gun|line|hose|injector|nozzle)s? (?:went off |fired |sprayed |shot |injected |slipped |went |got me |caught me )?[^.]{0,25}?(?:into|in|through) (?:my |his |her |their |the )?(?:(?:left|right) )?(?:(?:index|middle|ring|little|pointer) )?(?:finger|thumb|hand|palm|skin|wrist|arm|leg|foot)',
      'high[- ]pressure (?:grease|paint|spray|hydraulic|fluid|oil|diesel|fuel|water|air|hose|gun|line|jet|injection)[^.]{0,40}?(?:into|in|through|under) (?:my |his |her |their |the )?(?:(?:left|right) )?(?:(?:index|middle|ring|little|pointer) )?(?:finger|thumb|hand|palm|skin|wrist|arm|leg|foot)|(?:high[- ]pressure )?injection injury|(?:injected|shot) (?:grease|paint|hydraulic fluid|oil|diesel) (?:into|under)',
    ],
    0.0002,
    {
      kind: 'history',
      implies: ['recent_injury'],
      redFlag: { reason: 'high-pressure injection injury', urgency: 'emergency' },
    },
  ),
  // Cold (accidental hypothermia, Rosen's; Healthdirect): a long time in the cold, wet or wind, in cold water,
  // or in a cold house, above all the old, the drunk and those who cannot get up.
  yesNo(
    'cold_exposure',
    'Has the person been out in the cold, wind or rain for a long time, in cold water, or in a cold house without heating?',
    'prolonged cold exposure',
    [
      '(?:soaked|drenched|wet through|sopping wet) and (?:very |really |freezing |so )?cold|(?:in|out in|stuck in|lost in|caught in) the (?:cold|snow|wind and rain|rain and wind|rain and cold)(?: all (?:day|night))?|(?:cold|freezing|unheated) (?:house|home|room|flat|bedroom)|no heating|(?:in|into|fell into)(?: the)? (?:freezing|icy|very cold|cold) (?:water|river|lake|sea|dam)|(?:out|outside) (?:all night )?in the (?:cold|freezing cold|frost)|hypotherm\\w*',
    ],
    0.01,
    { kind: 'exposure' },
  ),
  yesNo(
    'cold_to_touch',
    'Does the body feel cold to the touch all over (the chest and tummy, not just the hands and feet)?',
    'cold to touch all over (possible hypothermia)',
    [
      '(?:freezing|icy|ice|stone|very|really|so) cold to (?:the )?touch|cold to (?:the )?touch all over|(?:freezing|icy|ice cold) to (?:the )?touch|(?:body|skin|chest|tummy) (?:is |feels |felt )?(?:freezing|icy|ice|stone) cold|(?:whole body|skin) (?:is |feels |felt )(?:very|really|so|extremely) cold\\b(?! and (?:clammy|sweaty))|(?:feels|felt|is) like ice',
    ],
    0.005,
    { redFlag: { reason: 'cold to the touch all over (hypothermia)', urgency: 'emergency' } },
  ),
  // Smoke from a fire (Rosen's smoke inhalation): heat and soot injure the airway, carbon monoxide and cyanide
  // poison; a hoarse voice, soot in the sputum or breathlessness after it need the emergency department.
  yesNo(
    'smoke_inhalation_exposure',
    'Did you breathe in smoke from a fire (a house, car or bush fire), or were you in a smoke-filled room?',
    'smoke inhalation from a fire',
    [
      '(?:breathed|breathing|breathe|inhaled|inhaling|swallowed|took) in (?:a lot of |lots of |some |thick |black |heavy |too much )?(?:the )?(?:thick |black |heavy |toxic )?smoke|smoke inhalation|(?:house|kitchen|car|bush|building|factory|garage|unit|flat|apartment|grass|office) fire|(?:trapped|caught|stuck) in (?:a |the )?(?:\\w+ )?fire|(?:smoke ?filled|full of smoke)|(?:was|were|got) (?:in|at) (?:a |the )?fire(?! (?:ant|alarm|drill))',
    ],
    0.002,
    {
      kind: 'exposure',
      redFlag: { reason: 'smoke inhalation (airway burn, carbon monoxide)', urgency: 'emergency' },
    },
  ),
  // What the sting looked like (Healthdirect; Rosen's marine envenomation): a bluebottle's blue float and single
  // blue tentacle, and the ladder-like or cross-hatched welts a box jellyfish leaves.
  yesNo(
    'bluebottle_seen',
    'Was it a bluebottle (a small blue float like a balloon, with a long blue tentacle)?',
    'bluebottle (Physalia) sting',
    [
      '(?:stung|bitten|got stung|hit) by (?:a |an |some )?blue ?bottles?(?: (?:\\w+ )?(?:at|in) the (?:beach|water|sea|surf|ocean))?|blue ?bottles?|portuguese man (?:o|of) war|physalia',
    ],
    0.0005,
    { kind: 'exposure', parent: 'marine_sting', implies: ['marine_sting'] },
  ),
  yesNo(
    'tentacle_ladder_marks',
    'Are there long red whip-like lines with a ladder or cross-hatched pattern where the tentacles touched?',
    'ladder-pattern tentacle welts (box jellyfish)',
    [
      '(?:marks|lines|welts|stripes|weals|wheals)(?: \\w+){0,4} (?:like a ladder|ladder like|in a ladder|cross ?hatched|frosted)|(?:ladder|cross ?hatched|whip) (?:like |pattern )?(?:marks|lines|welts|stripes|weals|wheals|pattern)|box jelly ?fish|chironex',
    ],
    0.0003,
    { parent: 'marine_sting', implies: ['marine_sting'] },
  ),
  yesNo(
    'marine_sting',
    'Were you stung or bitten by something in the sea (a jellyfish, stonefish, stingray, blue-ringed octopus or cone shell)?',
    'marine sting or bite',
    [
      '(?:stung|bitten|bit|spiked) by (?:something|a \\w+|an \\w+) (?:\\w+ )?(?:in|at) the (?:water|sea|ocean|surf|beach|reef)',
      // a sting felt while in the water, whatever stung: "got a tiny sting swimming up near Cairns"
      '(?:a |got a |felt a |had a )(?:tiny |little |small |sharp |bit of a )*sting (?:while |when |whilst )?(?:i was |he was |she was )?(?:swimming|snorkelling|snorkeling|diving|surfing|wading|paddling|in the (?:sea|surf|ocean|water))|stung (?:while |when |whilst )?(?:i was |he was |she was )?(?:swimming|snorkelling|snorkeling|diving|surfing|wading|paddling)',
      // A stonefish is read as itself (stepped_on_reef_venomous_fish), which implies this.
      'jelly ?fish|box jelly|irukandji|sting ?ray|blue ringed octopus|cone ?shell|(?:stood|stepped|trod) on (?:something|a (?!stone ?fish\\b)\\w+)(?: sharp)? (?:in|at) the (?:water|sea|ocean|rock ?pool|reef|shallows|beach)',
    ],
    0.002,
    { kind: 'exposure' },
  ),
];
