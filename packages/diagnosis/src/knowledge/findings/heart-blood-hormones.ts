import type { FindingDef } from '../types.js';
import { CHILD_BEARING, yesNo } from './define.js';

/** A commoner cause of stretch marks than Cushing's syndrome, told beside them. */
const STRETCHED_SKIN =
  '\\b(?:pregnan\\w*|gravid\\w*|gestation|postpartum|post partum|(?:since|after) (?:the |my |her |having (?:the |a |my )?)?(?:birth|baby|babies|delivery)|(?:put|putting|piled|piling|stacked) on (?:\\w+ ){0,3}weight|gain\\w* (?:\\w+ ){0,3}weight|weight gain|growth spurt|puberty|body ?building)\\b';

/** Discomfort in the chest, in the words people use for angina ("a tight chest", "a heavy feeling in my chest"). */
const CHEST_DISCOMFORT =
  '(?:chest (?:pain|pains|tightness|pressure|heaviness|discomfort)|chest (?:hurts|aches|is sore|gets (?:tight|heavy|sore)|goes (?:tight|heavy)|feels (?:tight|heavy))|(?:a |my |this |the )?(?:tight|heavy|sore|painful|achy|crushing) chest|(?:(?:a |an |this |that |some )?(?:tight|heavy|crushing|squeezing|pressing|dull|funny|weird) )?(?:pain|pains|tightness|heaviness|pressure|ache|discomfort|feeling|weight|band) (?:in|across|on|around) (?:my |the )?chest)';
/** Effort: walking up, hurrying, carrying, the mowing. */
const EFFORT =
  '(?:walk(?:ing)?|climb(?:ing)?|exercis(?:e|ing)|exert(?:ing)? myself|go(?:ing)? up|rush(?:ing)?|hurry(?:ing)?|run(?:ning)?|jog(?:ging)?|mow(?:ing)?|garden(?:ing)?|carry(?:ing)?|lift(?:ing)?|push(?:ing)? (?:the )?(?:mower|pram|trolley|wheelbarrow)|do(?:ing)? (?:any |the |some )?(?:exercise|exertion|gardening|housework|vacuuming|mowing|anything physical)|vacuum(?:ing)?|dig(?:ging)?|play(?:ing)? (?:sport|tennis|golf|footy|with the kids)|(?:ride|riding) (?:my |a )?bike)';

/**
 * Heart and vessels, hormones and metabolism, blood: the history a GP takes for a faint, a leg that
 * hurts or swells, a bleeding tendency, a lump, thirst or a change in weight (Murtagh; NICE CKS; eTG;
 * Heart Foundation; RACGP and Diabetes Australia), and the test results patients consult about.
 * Specific phrasings come before general ones: the first finding to claim some words keeps them.
 */
export const HEART_BLOOD_HORMONE_FINDINGS: FindingDef[] = [
  // — Heart and vessels
  yesNo(
    'chest_pain_exertion',
    'Does the chest discomfort come on with exertion and ease within minutes of resting?',
    'exertional chest pain relieved by rest',
    [
      // The chest named (not "my knee pain comes on when I walk").
      '(?:chest (?:pain|tightness|pressure|discomfort)|(?<=\\bchest\\b[^.]{0,30})(?:pain|tightness|pressure|discomfort)) (?:comes on |only )?(?:when|if) (?:i )?(?:walk|walking|climb|exercise|exert|go up (?:stairs|hills)|rush)(?:.{0,40}(?:goes|eases|settles|stops) (?:away )?(?:when|if|with) (?:i )?rest)?',
      '(?:(?:a |my )?(?:tight|heavy|sore|painful|achy|crushing) chest|(?:tightness|heaviness|pressure|pain|an ache|discomfort) (?:in|across) (?:my |the )?chest)(?: (?:that )?(?:comes on|starts|i get))? (?:when|if|whenever|as soon as|every time) (?:i )?(?:walk|walking|climb|climbing|exercise|exert myself|go up|going up|rush|hurry|do (?:any )?(?:exercise|exertion|gardening|housework)|carry|lift)(?: (?:up )?(?:stairs|hills?|a hill|a flight of stairs|fast|quickly|things|heavy things|uphill))?(?:.{0,40}(?:goes|eases|settles|stops|gets better) (?:away )?(?:when|if|with|after|once) (?:i )?(?:rest|stop|sit down))?',
      // "The pain in my chest comes on when I'm mowing", "walking up the stairs brings on a heavy feeling in my chest",
      // "when I exercise my chest gets tight", "every time I rush for the bus I get this pressure in my chest".
      `${CHEST_DISCOMFORT}(?: (?:that|which|it|only|always|just|usually))* (?:comes on|starts|kicks in|happens|gets worse|comes|i get|hits me)? ?(?:when|if|whenever|every time|as soon as|while) (?:i am |i |i have to )?${EFFORT}`,
      // "A tight feeling across my chest walking up the hill", "chest pain climbing stairs".
      `${CHEST_DISCOMFORT} (?:when |while |on )?${EFFORT}(?: up)? (?:the |a |to the )?(?:hill|hills|stairs|steps|incline|slope|street)\\b`,
      `${EFFORT}(?: \\w+){0,4} (?:brings on|brings|gives me|causes|sets off|triggers) (?:a |an |the |this |that |my )?${CHEST_DISCOMFORT}`,
      `(?:when|whenever|every time|if|as soon as|once) (?:i |i am )?${EFFORT}(?: \\w+){0,5}?(?: ,)? (?:i get|i feel|there is|i have|it feels like|it is like) (?:a |an |this |that |some )?${CHEST_DISCOMFORT}`,
      `(?:when|whenever|every time|if|as soon as|once) (?:i |i am )?${EFFORT}(?: \\w+){0,5}?(?: ,)? my chest (?:gets|goes|feels|starts to (?:feel|get|hurt|ache)|starts|tightens(?: up)?|hurts|aches)(?: (?:really |very |so |a bit |all )?(?:tight|heavy|sore|painful|up))?`,
    ],
    0.01,
    { implies: ['worse_on_exertion', 'pain'] },
  ),
  // How long the chest pain has lasted tells an infarction from angina: angina settles within minutes
  // (at most 10 to 20), while the pain of a heart attack goes on for 20 minutes or more (NICE CG95:
  // pain lasting longer than 15 minutes; Heart Foundation ACS guideline 2016; Murtagh: chest pain).
  // Half of all chest pains last that long whatever their cause, so the background is a half: only the
  // conditions whose pain is characteristically brief or long say otherwise.
  yesNo(
    'chest_pain_prolonged',
    'Has this chest pain gone on for 20 minutes or more without easing?',
    'chest pain lasting 20 minutes or more',
    [
      // How long, from 20 minutes up, with the chest named before it in the same sentence. Only the words of the time
      // are taken (the chest is looked back for), so that the rest stays read: "a crushing chest pain even at rest,
      // it started an hour ago" is still a pain at rest, crushing, in the chest.
      // "Heavy pressure in the centre of my chest for the last 30 minutes", "chest pain x 30 min", "for an hour".
      `(?:for|x|over|since)(?<=(?:${CHEST_DISCOMFORT}|(?:pain|pressure|tightness|heaviness|discomfort|ache|weight)\\b[^.]{0,30}?\\bchest)[^.]{0,80}?\\b(?:for|x|over|since)) (?:the |about |around |over |more than |at least |nearly |almost |last |past )*(?:(?:2[0-9]|[3-9][0-9]|twenty|thirty|forty|fifty|forty five) ?(?:min|mins|minutes)\\b|(?:an|one|1|2|3|two|three|a couple of|several|a few) ?(?:hour|hours|hrs|hr)\\b|half an hour|(?:an|one) hour)`,
      // "The chest pain has lasted 40 minutes", "the tightness in my chest has not gone away for an hour".
      `(?:has|had)(?<=${CHEST_DISCOMFORT}[^.]{0,40}?\\b(?:has|had)) (?:lasted|gone on|been going on|been there|not (?:gone|eased|settled|stopped)(?: away)?) (?:for )?(?:the |about |around |over |more than |at least |nearly |almost |last |past )*(?:(?:2[0-9]|[3-9][0-9]|twenty|thirty|forty|fifty) ?(?:min|mins|minutes)\\b|(?:an|one|1|2|3|two|three|several|a few) ?(?:hour|hours|hrs|hr)\\b|half an hour)`,
      // "Chest pain that started half an hour ago", "the pressure in my chest came on an hour ago".
      `(?:started|began|came on|come on)(?<=(?:${CHEST_DISCOMFORT}|(?:pain|pressure|tightness|heaviness|discomfort|ache|weight)\\b[^.]{0,30}?\\bchest)[^.]{0,60}?\\b(?:started|began|came on|come on)) (?:about |around |over |more than |at least |nearly |almost )*(?:(?:2[0-9]|[3-9][0-9]|twenty|thirty|forty|fifty) ?(?:min|mins|minutes)|(?:an|one|1|2|3|two|three|a couple of|several|a few) ?(?:hour|hours|hrs|hr)|half an hour) ago`,
      // "40 min of central crushing chest pain", "an hour of tightness in my chest".
      `(?:(?:2[0-9]|[3-9][0-9]|twenty|thirty|forty|fifty) ?(?:min|mins|minutes)|(?:an|one|1|2|3|two|three|several) ?(?:hour|hours|hrs|hr)|half an hour) of(?= (?:\\w+ ){0,3}?${CHEST_DISCOMFORT})`,
    ],
    0.5,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'tearing_pain_to_back',
    'Is the pain tearing or ripping, or does it go straight through to your back?',
    'tearing pain or pain through to the back',
    [
      '(?<!(?:skin|skin is|skin has|skin got|ligament|ligament is|muscle|muscle is|nail|nail is|meniscus|tendon|tendon is|cartilage|hamstring|calf|acl|rotator cuff|shirt|jeans|bag) )(?:tearing|ripping|torn(?! (?:my|a|the|his|her|their) (?:\\w+ )?(?:hamstring|ligament|muscle|calf|acl|meniscus|cartilage|tendon|rotator cuff|achilles|skin|nail|quad|groin))|tear like|like something (?:is )?(?:tearing|ripping|being torn|tearing apart)(?: (?:inside|in) (?:me|my chest|my back|my tummy))?)(?: (?:pain|feeling|sensation))?(?: in (?:my |the )?(?:chest|back|tummy|stomach))?(?: (?:that )?(?:goes|going|went|shoots|shooting|spreads|spreading|radiates|radiating) (?:straight )?(?:through |into |to )?(?:my |the )?back)?|(?:pain|it|that|which) (?:goes|going|went|shoots|shooting|bores|boring|radiates|radiating|spreads|spreading) (?:straight )?(?:through|right through) (?:to )?(?:my |the )?back',
      // "It went right through to between my shoulder blades".
      '(?:pain|it|that|which) (?:goes|going|went|shoots|shooting|shot|bores|boring|radiates|radiating|spreads|spreading|spread) (?:straight |right )?through (?:to |into )?(?:between )?(?:my |the )?shoulder ?blades',
      // "going straight through to my back", as the question asks it (pancreatitis, a dissection, a penetrating ulcer).
      '(?:goes|going|went|shoots|shooting|shot|bores|boring|radiates|radiating) (?:straight |right )through (?:to |into )?(?:my |the )?back',
      // A pain that bores through to the back needs no "straight": boring is the word for it (pancreatitis).
      '(?:bores|boring|bored) (?:straight |right )?(?:through )?(?:to |into )(?:my |the )?back',
    ],
    0.005,
    {
      parent: 'pain',
      implies: ['pain'],
      redFlag: {
        reason: 'tearing pain or pain through to the back (possible aortic dissection)',
        urgency: 'emergency',
        complaints: [
          'chest-pain',
          'back-pain',
          'mid-back',
          'abdominal-pain',
          'breathless',
          'neck-pain',
          'leg-circulation',
          'neuro',
          'dizziness',
        ],
      },
    },
  ),
  yesNo(
    'faint_on_exertion',
    'Have you fainted or collapsed during exercise or physical effort?',
    'syncope on exertion',
    [
      '(?:faint|fainted|faints|fainting|pass out|passed out|passes out|passing out|black out|blacked out|collapse|collapsed|collapses|lost consciousness) (?:while|when|during|after|in the middle of) (?:(?:i|he|she|they) (?:was|were) )?(?:exercising|running|jogging|cycling|riding (?:my |a )?bike|walking (?:up|uphill)|dancing|exercise|playing (?:sport|sports|footy|football|soccer|netball|basketball)|sport|sports|training|a run|a race|a game|the game|the gym|exertion|climbing (?:the )?stairs|swimming)',
      // "Blacked out halfway through my run", "fainted at netball training", "passed out on the treadmill".
      '(?:faint|fainted|faints|fainting|passed out|passes out|passing out|blacked out|collapsed|collapses|dropped|went down) (?:at|on|halfway through|partway through|part way through|in the middle of|mid|near the end of|at the end of|during|in) (?:my |a |the |his |her |their |a school |the school )?(?:\\w+ )?(?:run|race|game|match|training|session|workout|treadmill|bike ride|ride|gym|netball|footy|soccer|basketball|hockey|tennis|rugby|cricket|sport|sports|swim|swimming carnival|athletics carnival|cross country|cross country race|fun run|marathon|half marathon|parkrun|park run|bootcamp|spin class|crossfit|sprint|lap|laps|pe|p e|sports day)\\b',
    ],
    0.001,
    {
      implies: ['fainted'],
      redFlag: {
        reason: 'fainting during exertion (possible structural heart disease or arrhythmia)',
        urgency: 'urgent',
      },
    },
  ),
  yesNo(
    'faint_with_warning',
    'Just before you fainted, did you feel hot, sweaty, sick or grey around the edges of your vision, after standing a long time, in the heat, with pain, or at the sight of blood or a needle?',
    'syncope with a typical trigger and prodrome (reflex syncope)',
    [
      '(?:fainted|faints|fainting|passed out|passes out|blacked out|collapsed) (?:at|after|when|while|from|during|in) (?:(?:i|he|she|they) (?:had|has|was having|got|was getting|saw|was given) )?(?:seeing |having |getting |giving |the sight of )?(?:blood|a needle|needles|an injection|a blood test|(?:my|his|her) blood taken|a vaccine|a vaccination|(?:her|his|my|a) jab|a jab|standing (?:up )?(?:for )?(?:a long time|too long|ages|in the (?:heat|sun|queue|line))|in the (?:heat|sun|shower|queue|line)|(?:school |the |a )?(?:assembly|church|mass|parade|wedding|funeral))',
      // Standing still a long time or in the heat, said of a faint told just before.
      '(?<=(?:faint\\w*|passed out|passes out|blacked out|collapsed)\\s.{0,80})(?:was|were|had been|been|after) standing (?:still |up )?(?:in the (?:hot )?(?:sun|heat)|(?:in (?:a|the) (?:queue|line) )?for (?:a long time|ages|hours|too long|a long while))',
      '(?:felt |feeling |went |got |was |were |became )?(?:hot|sweaty|clammy|sick|nauseous|pale|white|grey|dizzy|light ?headed|woozy)(?:(?: ,| and| , and) (?:hot|sweaty|clammy|sick|nauseous|pale|white|grey|dizzy|light ?headed|woozy))+(?: and (?:(?:my|his|her|their) )?(?:vision|eyesight|everything|sight) (?:went|was going|started going|turned|closed in|goes|going|started to go) (?:grey|gray|black|fuzzy|blurry|dark|white|dim))? (?:just |right )?(?:before|and then|then)(?: (?:i|he|she|they))? (?:nearly |almost )?(?:fainted|fainting|passed out|passing out|blacked out|went down|collapsed|keeled over)',
      // "Without any warning", said of faints or spells, denies the prodrome.
      '(?<=(?:faint\\w*|passed out|passes out|blacked out|black ?outs?|collaps\\w*|spells?|turns|episodes?|went down)\\s.{0,40})(?:any |a |some )?warning(?: signs?| symptoms?)?',
      '(?:vision|everything|eyesight|sight) (?:went|was going|started going|turned|closed in|goes|going|started to go) (?:grey|gray|black|fuzzy|blurry|dark|white|in|dim|tunnel)(?: and (?:(?:felt |went |got )?(?:hot|sweaty|clammy|sick|dizzy|light ?headed)))? (?:just |right )?(?:before|and then|then)(?: (?:i|he|she|they))? (?:fainted|fainting|passed out|passing out|blacked out|went down|collapsed)',
    ],
    0.003,
    { implies: ['fainted'], parent: 'fainted' },
  ),
  yesNo(
    'dizzy_on_standing',
    'Do you feel light-headed or faint when you stand up, easing when you sit or lie down again?',
    'postural light-headedness',
    [
      '(?:dizzy|dizziness|light ?headed(?:ness)?|faint|woozy|giddy|head rush(?:es)?|black(?:s|ing)? out|vision (?:goes|went|going) (?:black|grey|gray|dark)) (?:when|if|after|as soon as|whenever|every time) (?:i )?(?:stand|standing|stood|get up|getting up|got up|sit up|sitting up)(?: up)?(?: (?:quickly|fast|too quickly|too fast|from (?:a chair|bed|lying|sitting)))?',
      '(?:stand|standing|get|getting|got|stood) up (?:too )?(?:quickly|fast|suddenly)(?: and)? (?:i )?(?:get|feel|go|went|got|felt)? ?(?:dizzy|light ?headed|faint|woozy|giddy)',
      'head rush(?:es)? (?:when|on|after) (?:i )?(?:stand|standing|getting up)|postural (?:dizziness|hypotension)|orthostatic',
      // "Every time I get out of bed I feel faint", "when I stand up my vision goes black".
      '(?:when|whenever|every time|if|as soon as|each time) (?:i |he |she )?(?:stand|get|got|sit|stood|jump|hop) (?:up|out of (?:bed|a chair|the chair|the car)|up (?:out of|off|from) (?:\\w+ )?(?:bed|chair|couch|sofa|toilet|floor|sitting|lying))(?: (?:too )?(?:quickly|fast|suddenly))?(?: ,)? (?:i |he |she )?(?:feel|get|go|went|felt|feels|gets|goes)(?: (?:really|very|a bit|so|quite|all))? (?:dizzy|light ?headed|faint|woozy|giddy|like i am going to (?:faint|pass out|black out)|a head rush)',
      '(?:when|whenever|every time|if|as soon as|each time) (?:i |he |she )?(?:stand|get|got|stood|jump|hop) up(?: (?:too )?(?:quickly|fast|suddenly))?(?: ,)? (?:my |his |her )?(?:vision|eyesight|sight|eyes|everything) (?:goes|go|went|turns|turned|going|starts going|fades) (?:black|grey|gray|dark|white|fuzzy|blurry|dim|starry)',
    ],
    0.03,
    { implies: ['faint_feeling'] },
  ),
  yesNo(
    'palpitations_start_stop_suddenly',
    'Does the racing start and stop suddenly, as if someone flicked a switch?',
    'palpitations of sudden onset and offset',
    [
      '(?<=\\b(?:heart|racing|palpitations?|pounding|pulse|fluttering)\\b[^.]{0,80})(?:stopped|stops|ended|ends|went away|goes away|switched off|switches off|settled) (?:just as |as )?(?:suddenly|abruptly|all of a sudden|quickly|like a switch|like flicking a switch)',
      // Only of the heart: a pain that "came on like a switch" is sudden pain (a torsion, a stone), not palpitations.
      '(?<=\\b(?:heart|racing|palpitations?|pounding|pulse|fluttering|beat|beats|beating)\\b[^.]{0,80})(?:starts?|started|stops?|stopped|comes? on|came on) (?:and (?:stops?|stopped|starts?|started|goes|went) )?(?:off )?like (?:a|flicking a|someone flicked a|a light) switch',
    ],
    0.005,
    { implies: ['palpitations'] },
  ),
  yesNo(
    'skipped_beats',
    'Does your heart feel as if it skips or misses a beat, or gives an extra thump, with a normal rhythm in between?',
    'ectopic beats (skipped or extra beats)',
    [
      '(?:heart|it) (?:keeps |sometimes |often )?(?:skips|misses|drops|skipping|missing|dropping) (?:a |the odd |an occasional |occasional )?beats?|(?:feels?|felt|notices?|noticed) (?:my |the )?heart (?:skip|miss|drop) (?:a |the odd |an occasional |occasional )?beats?',
      '(?:skipped|skipping|missed|missing|dropped|extra|ectopic) (?:heart ?)?beats?|ectopics?|(?:heart|it) (?:does a |gives a |has a )?(?:flip|flips|flip flops|thud|thuds|thump|thumps) (?:in my chest|now and then|every now and then|occasionally|sometimes)',
      // "My heart does a little flip flop", "it gives a big thump and then kicks back in".
      '(?:heart|ticker) (?:sometimes |often |keeps |occasionally |will |just )?(?:does|gives|did|gave|do|has) (?:a |the odd |an occasional |these |this |little )?(?:little |funny |weird |big |strange |sudden |extra )?(?:flip ?flops?|flips?|somersaults?|thuds?|thumps?|jumps?|lurch(?:es)?|double beats?|pauses?)|(?:misses|skips|missed|skipped) (?:a beat|one) (?:and|then) (?:then )?(?:kicks|kicked|comes|came|starts|started|thumps|thumped) (?:back )?in|(?:extra|big|odd) (?:thud|thump|beat)s? in (?:my )?chest',
    ],
    0.01,
    { implies: ['palpitations'] },
  ),
  yesNo(
    'slow_pulse',
    'Has your pulse or heart rate been slow, under 50 beats a minute (for example on a watch or blood pressure machine)?',
    'bradycardia (heart rate under 50)',
    [
      '(?:heart ?rate|pulse)(?: on (?:my |the |his |her )?(?:watch|phone|fitbit|monitor|machine|blood pressure machine|bp machine|oximeter))? (?:says|said|reads|read|shows|showed|was|is|keeps dropping to|dropped to|went down to|goes down to|of) (?:only |about |around |just |as low as )?(?:[2-4]\\d)(?: bpm| beats)?(?! ?(?:\\d|/))|(?:heart ?rate|pulse) (?:is |was |has been |keeps |went )?(?:very |really |too |dropping |going )?(?:slow|low)(?: (?:to |in the |at )?(?:the )?(?:[2-4]\\d|30s|40s|thirties|forties))?|(?:heart ?rate|pulse) (?:of |is |was )?(?:only )?[2-4]\\d(?: bpm| beats)?|(?:very |really )?slow (?:heart ?rate|pulse|heart ?beat)|bradycardi\\w*|heart block',
      // The heart itself told as slow: "my heart's going really slow", "my heart is beating too slowly".
      'heart(?: ?beat)?(?: is| has been| keeps| seems| feels)? (?:going|beating|running|pumping|ticking) (?:really |very |so |super |too |way |quite )?slow(?:ly)?|heart(?: is)? (?:doing something (?:funny|weird|strange)|playing up|acting up|acting funny) ,? ?(?:and )?it(?: is| has been) (?:going|beating|running|pumping) (?:really |very |so |super |too |way |quite )?slow(?:ly)?',
      // "My heart rate is in the 40s", "my pulse sits in the high 30s".
      '(?:heart ?rate|pulse)(?: on (?:my |the |his |her )?(?:watch|phone|fitbit|monitor|machine|blood pressure machine|bp machine|oximeter))? (?:is |was |has been |keeps |sits |stays |keeps sitting |keeps dropping |dropped |goes |went )?(?:only |sitting |down |dropping |going down )?(?:in|into|to|around) the (?:low |high |mid )?(?:30s|40s|thirties|forties)',
    ],
    0.005,
  ),
  // Digoxin: a narrow margin between dose and poison, tipped by age, failing kidneys, a new diuretic or a low
  // potassium; toxicity is told as nausea, vomiting, yellow or green vision, confusion and a slow pulse (eTG
  // toxicology: digoxin; Australian Medicines Handbook: digoxin).
  yesNo(
    'takes_digoxin',
    'Do you take digoxin (Lanoxin or Sigmaxin) for your heart?',
    'takes digoxin',
    ['digoxin|lanoxin|sigmaxin'],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'yellow_green_vision',
    'Has everything looked yellow or green, or have lights had a yellow halo?',
    'yellow or green tinge to vision (xanthopsia)',
    [
      '(?:everything|things|the world|colou?rs?|my vision|my sight|it all|all) (?:looks?|looking|looked|seems?|seemed|is|are|has|have|went|goes|turned)(?: gone| been| got)? (?:a bit |a little |kind of |sort of |all |really |very )?(?:yellow|green|yellowish|greenish)(?:ish)?|(?:yellow|green|yellowish|greenish) (?:tinge|tint|haze|halos?|hue|vision)|seeing (?:everything |things )?(?:in )?(?:yellow|green)|xanthopsia',
    ],
    0.002,
  ),
  yesNo(
    'fingers_white_cold',
    'In the cold, do your fingers or toes turn white, then blue or red, and go numb?',
    'Raynaud phenomenon (colour change of the fingers in the cold)',
    [
      'raynaud\\w*|(?:fingers?|toes?|finger ?tips?) (?:have been |has been |keep |keeps )?(?:go|turn|turning|going|went|goes|turned|become|are) (?:completely |dead |really |very )?(?:white|blue|purple|numb and white|white and numb)|(?:white|dead) (?:fingers|finger ?tips)',
      // "My fingers go dead and white then red".
      '(?:fingers?|toes?|finger ?tips?) (?:go|turn|turning|going|went|goes|turned|become) (?:all )?(?:dead|numb|cold) and (?:white|blue|purple)',
    ],
    0.03,
  ),
  yesNo(
    'cold_pale_limb',
    'Is an arm or leg suddenly cold, pale or blue, and painful?',
    'acutely cold, pale limb',
    [
      '(?:leg|arm|foot|hand)(?: s| has| is)? (?:gone|turned|went|become|is) (?:all )?(?:cold|white|pale|blue) and (?:numb|painful|dead|white|pale|blue)',
      '(?:leg|foot|arm|hand) (?:is |has |have |went |turned |gone |become |suddenly |now |really |very |all |completely |gone )*(?:white|pale|blue|mottled|grey|gray)(?: and (?:cold|numb|painful|cold and numb|cold and painful))?',
      // the limb is left for the pain it belongs to: "my leg suddenly went cold, pale and very painful"
      '(?<=\\b(?:leg|foot|arm|hand) (?:is |has |went |turned |gone |become )*)suddenly (?:gone |become |turned |went |go |goes |got |felt |feels )?(?:cold|icy|numb and cold|white|pale)',
      '(?:leg|foot|arm|hand) (?:is |has |went |turned |gone |become |suddenly |now |really |very |all )*(?:cold|icy|freezing|numb),? and (?:has |is |gone |turned )?(?:white|pale|blue|mottled|grey|gray)',
      // "My right leg went cold and numb and it's mottled".
      // "my foot's gone cold and a funny white colour" (the colour told as a colour)
      '(?:leg|foot|arm|hand) (?:is |s |has |went |turned |gone |become |suddenly |now |really |very |all )*(?:cold|icy|freezing)(?:(?: ,| and| , and) (?:numb|painful|sore|dead))?(?: ,| and| , and) (?:it is |it has gone |it looks |it went |it turned |has gone |is |looks |gone |turned |went )?(?:a )?(?:funny |strange |weird |odd |horrible |horrid )?(?:white|pale|blue|mottled|grey|gray|purple|blotchy)',
      '(?:sudden(?:ly)?|acutely) (?:cold|white|pale|blue),? (?:and )?(?:painful |numb )?(?:leg|foot|arm|hand)|(?:cold|white|pale|blue),? (?:numb |painful )?and (?:painful|numb) (?:leg|foot|arm|hand)',
    ],
    0.002,
    { redFlag: { reason: 'cold, pale, painful limb', urgency: 'emergency' } },
  ),
  yesNo(
    'leg_pain_walking',
    'Do you get cramping pain in the calf or buttock when walking that eases when you stop?',
    'intermittent claudication',
    [
      '(?:calf|calves|legs?|buttocks?|thighs?) (?:cramps?|cramping|aches?|hurts?|pains?)(?: up)? (?:when|after|while|if) (?:i )?walk(?:ing)?(?: \\w+){0,5} (?:and )?(?:it )?(?:eases?|goes|settles|stops|gets better|goes away)(?: \\w+){0,2} (?:when|if|after|once) (?:i )?(?:stop|rest)',
      '(?:calf|calves|legs?|buttocks?|thighs?) (?:cramp|cramps|cramping|pain|pains|ache|aches|hurts?) (?:when|after|while|if) (?:i )?walk(?:ing)?(?:.{0,30}(?:stop|rest))?|claudication|(?:have|need|had) to stop walking (?:because of|due to) (?:the )?(?:pain|cramp)',
      '(?:(?:cramp|cramping|cramp like|crampy|aching|tight|tightening|heavy) (?:pain|pains|ache|aches|feeling|tightness|heaviness)|pain|pains|ache|aches|aching|cramp|cramps|cramping|tightness|heaviness) in (?:my |his |her |the |both )?(?:right |left )?(?:calf|calves|legs?|buttocks?|thighs?)(?: muscles?)? (?:comes on )?(?:when|after|while|if|whenever) (?:i |he |she )?(?:walk|walks|walking|go for a walk|have walked|walk uphill|walk up hills?)(?: (?:a )?(?:bit|while|few (?:hundred )?(?:metres|meters|blocks)|short distance|\\d+ (?:metres|meters|m|blocks)))?(?:(?: ,| and)? (?:i |he |she )?(?:have|has|had|need|needs) to stop(?: and rest)?)?',
      '(?:have|has|need|needs|had) to stop (?:and rest )?(?:every|after|after about|after walking) (?:a few|a couple of|\\d+|one|two|a hundred|a few hundred) (?:hundred )?(?:metres|meters|m|blocks|minutes)(?: (?:because of|due to|with) (?:the )?(?:pain|cramp|cramping)(?: in (?:my )?(?:calf|calves|legs?))?)?',
    ],
    0.01,
    { implies: ['pain'] },
  ),
  yesNo(
    'tender_vein_cord',
    'Is there a tender, red, hard cord along a vein just under the skin?',
    'tender cord along a superficial vein',
    [
      '(?:hard|tender|painful|red|sore|lumpy) (?:lump|cord|line|streak|ridge) (?:along|over|on) (?:a |the |my )?(?:vein|varicose vein)|veins? (?:is |are |feels |feel )?(?:hard|tender|lumpy|inflamed|hot|red and (?:sore|tender)|sore and red)|(?:inflamed|hardened|tender|clotted) (?:varicose )?veins?|(?:superficial )?(?:thrombo)?phlebitis',
      // "One of my varicose veins has gone hard and sore" (the soreness left to say there is pain).
      'varicose veins? (?:has|have|is|are)(?: gone| become| got| turned| gotten)?(?= (?:really |very |all )?(?:hard|lumpy|red|hot|inflamed|tender)\\b)',
    ],
    0.003,
  ),
  yesNo(
    'bulging_leg_veins',
    'Do you have bulging, twisted (varicose) veins on your legs?',
    'varicose veins',
    [
      'varicose veins?|(?:bulging|twisted|lumpy|swollen|big|ropey|ropy|knotted) (?:blue |purple )?veins?|veins? (?:on my legs? )?(?:are |that are )?(?:bulging|sticking out|popping out)',
    ],
    0.08,
    { kind: 'sign' },
  ),
  yesNo(
    'long_journey',
    'In the last 4 weeks, have you had a long flight or car trip (4 hours or more)?',
    'long-haul travel in the last 4 weeks',
    [
      // Not a trip still to come ("I'm going on a long flight next month").
      '(?<!(?:going on|going to take|about to take|booked|booking|planning|planning on|will be on|will take|have got|have) (?:a |an |my |our )?)long (?:haul )?(?:flight|flights|drive|car trip|car ride|road trip|bus trip|bus ride|train trip|journey)(?! (?:next|coming up|soon|tomorrow|later|in (?:a|two|three|\\d+) (?:days?|weeks?|months?)))|(?:\\d+|many|several|twelve|fourteen|twenty) hours? (?:on a plane|on the plane|flight|of flying|in the car|in a car|on a bus|driving)|(?:just |recently )?(?:flew|flown) (?:back )?(?:in )?(?:from|to) (?:europe|the uk|london|the us|america|canada|overseas|dubai|asia|perth)',
      // "I drove 12 hours to Brisbane", "a 14 hour flight" (4 hours or more).
      '(?:drove|driven|flew|flown|travelled|traveled|sat in the car|was in the car|were in the car|on a bus|on a plane|on the plane) (?:for )?(?:about |around |over |nearly )?(?:[4-9]|[1-9]\\d|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty|many|several) (?:hours?|hrs)|(?:a |an |the )?(?:[4-9]|[1-9]\\d|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|twenty|twenty four) (?:hours?|hrs?) (?:drive|flight|plane trip|plane ride|trip|bus ride|bus trip|train ride|car ride|road trip|journey)',
    ],
    0.05,
    { kind: 'exposure' },
  ),
  yesNo(
    'known_aneurysm',
    'Have you been told you have an aneurysm (a widening) of the main artery in your tummy or chest (the aorta)?',
    'known aortic aneurysm',
    [
      '(?:abdominal |thoracic )?aortic aneurysm|aneurysm (?:in|of) (?:my |the )?(?:tummy|stomach|abdomen|belly|aorta|chest)|triple a|aaa|(?:enlarged|widened|dilated) aorta',
      'aorta (?:is |was |has been )?(?:a bit |slightly |quite )?(?:enlarged|widened|dilated|bulging|swollen|too big|stretched)',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'recent_sore_throat_or_skin_sores',
    'In the last month, have you had a sore throat or infected skin sores (school sores)?',
    'recent streptococcal throat or skin infection',
    [
      '(?:had|got|caught) (?:a |an )?(?:bad )?(?:sore throat|strep throat|tonsillitis|school sores|impetigo|skin sores|infected sores) (?:a few|two|three|four|2|3|4|several) weeks (?:ago|before|earlier)|(?:had|got|caught) (?:a |an )?(?:bad )?(?:sore throat|strep throat|tonsillitis|school sores|impetigo|skin sores|infected sores) (?:last month|a month ago)',
      '(?:after|since|following) (?:a |an |his |her |my |their )?(?:bad )?(?:sore throat|strep throat|tonsillitis|school sores|impetigo)(?: (?:a few|two|three|four|2|3|4|several) weeks ago| last month)?',
    ],
    0.08,
    { kind: 'history' },
  ),
  yesNo(
    'first_nations_or_pacific',
    'Are you Aboriginal or Torres Strait Islander, or of Māori or Pacific Islander background?',
    'Aboriginal or Torres Strait Islander, Māori or Pacific Islander',
    [
      'aboriginal|torres strait islander|first nations|indigenous australian|maori|pacific islander|samoan|tongan|fijian',
    ],
    0.04,
    { kind: 'risk' },
  ),
  // Measurements a patient with a home monitor, or a clinician's note, may give. Danger signs on their own.
  yesNo(
    'low_blood_pressure_reading',
    'Has a blood pressure reading today been low (the top number under 90), with you feeling faint?',
    'systolic blood pressure under 90 (possible shock)',
    [
      '(?:blood pressure|bp) (?:is |was |has been |of |reading (?:is |was |of )?|reading |dropped to |down to |only )*(?:[4-8]\\d)(?: ?/ ?| over )\\d{2,3}|(?:is |was |looks |became )?hypotensive|(?:in |went into )?(?:circulatory |septic )?shock(?= (?:from|with|after|and))',
    ],
    0.003,
    {
      kind: 'sign',
      nonSpecific: true,
      askIf: { minAge: 12 },
      redFlag: { reason: 'low blood pressure (possible shock)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'low_oxygen_reading',
    'If you have a pulse oximeter (finger oxygen monitor), is the oxygen reading 92% or lower?',
    'oxygen saturation 92% or lower',
    [
      // not the iron saturation of iron studies ("transferrin saturation 78%")
      '(?<!\\b(?:transferrin|iron|tsat) )(?:oxygen|o2|sats?|saturations?|spo2|sp02|oxygen saturations?|oxygen levels?|pulse ox\\w*)(?: levels?| readings?| sats?| saturation)? (?:is |was |are |were |of |at |reading |down to |dropped to |only |just |about |around )*(?:[5-8]\\d|9[0-2])(?: percent| %)?(?! (?:years?|kg|minutes?|mins?|hours?|days?))|(?:is |was |became )?hypox(?:ic|aemic|emic)|desaturat\\w*',
    ],
    0.002,
    { kind: 'sign', nonSpecific: true, redFlag: { reason: 'oxygen saturation 92% or lower', urgency: 'emergency' } },
  ),
  yesNo(
    'fast_heart_rate_reading',
    'Is your resting pulse (heart rate) over 130 beats a minute?',
    'resting heart rate over 130',
    [
      '(?:pulse|heart rate|hr|heartbeat|heart beat|pulse rate)(?: is| was| of| at| around| about| over| reading| has been| up to| going at)* (?:1[3-9]\\d|2\\d\\d)(?: beats| bpm|/min)?|(?:is |was |became )?(?:markedly |very )?tachycardic',
      // Counted by a watch or a home machine: "190 on my watch", "my apple watch says 150".
      '(?<![\\d/] ?)(?:1[3-9]\\d|2\\d\\d)(?: beats| bpm| beats a minute)? on (?:my |the |his |her )?(?:apple |smart |fitbit |garmin )?(?:watch|fitbit|garmin|oximeter|pulse oximeter|heart rate monitor)',
      '(?:watch|fitbit|garmin|oximeter|heart rate monitor) (?:says|said|shows|showed|reads|read|is showing|was showing|is saying|has me at|had me at)(?: my| his| her| heart rate| pulse| hr| is| at| about| around| over| of| it s| its)* (?:1[3-9]\\d|2\\d\\d)',
    ],
    0.005,
    {
      kind: 'sign',
      nonSpecific: true,
      askIf: { minAge: 12 },
      implies: ['raised_heart_rate_reading'],
      redFlag: { reason: 'resting heart rate over 130', urgency: 'urgent' },
    },
  ),
  // A resting rate over 100 (tachycardia), counted by the patient or a watch: "my heart rate is 115 sitting down".
  // Not a rate during or after exercise.
  yesNo(
    'raised_heart_rate_reading',
    'If you have checked it, is your resting pulse (heart rate) over 100 beats a minute?',
    'resting heart rate over 100',
    [
      '(?:pulse|heart rate|hr|heartbeat|heart beat|pulse rate|resting heart rate|resting pulse)(?: is| was| of| at| around| about| over| reading| has been| up to| going at| sitting at| staying at| stays at)* (?:10\\d|1[1-2]\\d|130)(?: beats| bpm|/min| a minute| per minute)?(?![^.]{0,30}\\b(?:when|while|after|during) (?:i am |i m |i )?(?:run|running|ran|exercis\\w*|walk\\w*|work(?:ing)? out|gym|training|climb\\w*|jog\\w*|sport))',
    ],
    0.02,
    { kind: 'sign', nonSpecific: true, askIf: { minAge: 12 } },
  ),
  yesNo(
    'high_blood_pressure_reading',
    'Have you had a very high blood pressure reading (180/110 or higher)?',
    'markedly raised blood pressure reading',
    [
      '(?:blood pressure|bp) (?:is |was |has been |of |reading (?:is |was |of )?)?(?:very|really|dangerously|extremely|super|crazy) high|(?:blood pressure|bp) (?:is |was |has been )?(?:through the roof|sky high)',
      '(?:blood pressure|bp) (?:is |was |has been |of |reading (?:is |was |of )?|reading )?(?:(?:1[89]\\d|2\\d\\d)/\\d{2,3}|1[0-7]\\d/(?:1[1-9]\\d))',
      '(?:1[89]\\d|2\\d\\d)/(?:1[0-9]\\d|[5-9]\\d)(?= (?:on|at|this|when|blood|bp|reading))',
      // "190 over 110" in words.
      '(?:blood pressure|bp) (?:is |was |has been |of |reading (?:is |was |of )?|reading |came up as |went up to |got to |hit )?(?:(?:1[89]\\d|2\\d\\d) over \\d{2,3}|1[0-7]\\d over 1[1-9]\\d)',
    ],
    0.01,
  ),

  // — Hormones and metabolism
  yesNo(
    'blood_test_high_sugar',
    'Has a blood test shown your sugar (glucose or HbA1c) is higher than normal, or been called prediabetes?',
    'raised glucose or HbA1c on testing',
    [
      '(?:hba1c|a1c) (?:is |was |of |came back (?:at )?)?(?:5\\.[7-9]|6\\.\\d|[7-9](?:\\.\\d)?|1[0-5](?:\\.\\d)?)(?: ?%)?|pre ?diabet\\w*|borderline diabet\\w*|impaired (?:glucose tolerance|fasting glucose)|(?:high|raised|elevated|borderline) (?:hba1c|a1c)|(?:hba1c|a1c) (?:is |was |came back )?(?:high|raised|elevated|borderline)|(?:blood )?tests? (?:showed|shows|came back with|said|found) (?:a )?(?:high|raised|elevated|borderline) (?:blood )?(?:sugar|glucose)',
      // "The blood test showed my sugar was high" (a test result, not home readings).
      '(?:blood )?tests? (?:showed|shows|said|found|came back (?:saying|showing)|results? (?:said|showed)) (?:that )?(?:my |his |her )?(?:blood )?(?:sugar|sugars|glucose|hba1c|a1c)(?: levels?)? (?:was|were|is|are) (?:a bit |slightly |quite |very |a little )?(?:high|raised|elevated|borderline|up)',
    ],
    0.02,
    { kind: 'history' },
  ),
  // A result in the prediabetes band, below diabetes: fasting glucose 6.1-6.9 mmol/L, HbA1c 6.0-6.4%
  // (42-47 mmol/mol). Diabetes needs a fasting glucose of 7.0 or an HbA1c of 6.5% (RACGP; NICE CKS).
  // An HbA1c told in per cent is read by blood_test_high_sugar first, so only mmol/mol is read here.
  yesNo(
    'sugar_in_prediabetes_range',
    'Was the fasting sugar between 6.1 and 6.9, or the HbA1c between 6.0 and 6.4%?',
    'fasting glucose 6.1-6.9 mmol/L or HbA1c 6.0-6.4%',
    [
      'fasting (?:blood )?(?:sugar|glucose)(?: levels?| tests?| reading)? (?:is |was |of |came back (?:at |as )?|at |showed |read )?6\\.[1-9](?!\\d)',
      '(?:hba1c|a1c) (?:is |was |of |came back (?:at |as )?|at )?4[2-7](?= mmol)',
    ],
    0.005,
    { kind: 'history', implies: ['blood_test_high_sugar'] },
  ),
  yesNo(
    'thirst',
    'Have you been much thirstier than usual?',
    'polydipsia',
    [
      '(?:very|really|so|extremely|always|constantly|unusually) thirsty|(?:excessive|extreme|constant|increased) thirst|(?:drinking|drink) (?:heaps|loads|tons|litres|so much|a lot) (?:of water|more water|more fluids?)(?!(?: \\w+){0,4} (?:to|so (?:i|he|she|they) can) (?:wash|get|help|swallow|push|chase|take|keep)\\b)|(?:drinking|drinks) (?:heaps|loads|tons|litres|gallons|so much|lots|a lot)(?= (?:,|and) (?:\\w+ ){0,3}(?:weeing|peeing|urinating|wees|pees|going to the toilet))|(?:can not|could not) (?:quench|stop) (?:my )?thirst|thirst(?:y)? all the time|thirsty|thirstier',
      // "I can't stop drinking water", "drinking 4 litres a day", "guzzling water", "parched".
      '(?:can not|could not) stop (?:drinking|guzzling|sculling|skolling|chugging|gulping) (?:water|fluids|drinks|juice|cordial|bottles of water)|(?:drinking|drink|drinks|drank|going through|getting through) (?:like |about |around |over |nearly |at least |up to )?(?:[3-9]|1\\d|three|four|five|six|seven|eight|ten) (?:litres|liters|l|bottles|jugs) (?:of (?:water|fluid|juice|cordial) )?(?:a|per|every|each) day|(?:guzzling|guzzles|guzzled|sculling|skolling|chugging|gulping|downing) (?:down )?(?:water|drinks|juice|cordial|bottles of water|litres|glass after glass)|parched',
      // "drinking water all day", "I drink water all the time"
      '(?:drinking|drink|drinks|sipping|gulping) (?:water|fluids|drinks|juice|cordial)(?: \\w+){0,2} (?:all day|all night|all day and night|all the time|constantly|non ?stop|day and night)|(?:always|constantly) (?:drinking|reaching for) (?:water|drinks|a drink)',
    ],
    0.03,
  ),
  yesNo(
    'passing_lots_urine',
    'Are you passing large amounts of urine?',
    'polyuria',
    [
      '(?:passing|peeing|weeing|urinating) (?:large|huge|big) (?:amounts|volumes)|(?:large|huge|big) (?:amounts|volumes) of (?:urine|wee|pee)|polyuria',
      // "Weeing buckets", "peeing litres", "loads each time", soaked nappies (volume, not how often).
      '(?:weeing|peeing|pissing|urinating|passing urine|wees|pees) (?:out )?(?:buckets|litres|liters|gallons|like a racehorse|massive amounts|huge amounts|rivers)|(?:litres|buckets|loads|heaps|lots|a lot|so much|a huge amount) (?:each|every) time(?= (?:i|he|she|they) (?:go|goes|wee|wees|pee|pees))|(?<=\\b(?:wee|wees|weeing|pee|pees|peeing|toilet|urine)\\b[^.]{0,40})(?:litres|buckets|loads|heaps|lots|a lot|so much|a huge amount) (?:each|every) time|(?:nappies|nappy) (?:are |is )?(?:so |really |very )?(?:soaked|sodden|drenched|heavy|heavier|full|wetter)(?: than (?:usual|normal))?|(?:soaking|soaked|soaks) (?:through )?(?:my |his |her |their )?(?:nappies|nappy)|(?:soaked|sodden|drenched|heavier|really heavy|super heavy) nappies',
    ],
    0.02,
  ),
  yesNo(
    'increased_appetite',
    'Has your appetite increased, so that you are eating more than usual?',
    'increased appetite',
    [
      '(?:always|constantly|very|so|really) hungry|hungry all the time|(?:increased|huge|bigger|ravenous) appetite|appetite (?:has )?(?:increased|gone up|is huge)|eating (?:more|heaps more|a lot more) (?:than usual |than normal )?(?:but|and) (?:still )?(?:losing|lost) weight',
      // "Starving all the time", "eating heaps more than usual", "my appetite has gone through the roof".
      '(?:starving|famished|ravenous|hungry) (?:all the time|constantly|every hour|non ?stop|24/7)|(?:always|constantly) (?:starving|famished|ravenous)|eating (?:heaps|loads|lots|way|so much|a lot|much|twice as much|double) more(?: than (?:usual|normal|i used to|before))?|eating (?:twice|double) (?:as much|what i (?:used to|normally do|normally eat))|appetite (?:has |is )?(?:gone |going )?(?:through the roof|up|crazy|mad|nuts|insane|huge|massive|out of control)',
    ],
    0.03,
  ),
  yesNo(
    'heat_intolerance',
    'Do you feel too hot when others are comfortable, with sweating and a fast heartbeat?',
    'heat intolerance',
    [
      '(?:can not|could not) (?:stand|tolerate|handle) (?:the )?heat|(?:always|constantly) (?:too )?(?:hot|sweaty)|heat intolerance|(?:feel|feeling) hot when (?:everyone|others)|(?:i am|i feel|i get|feel|feeling|am|get|getting) (?:too |really |very |so )?hot(?= (?:and (?:sweaty|sweating|clammy) )?(?:all the time|constantly|all day|every day|(?:even )?(?:when|if|while) (?:others|everyone|everybody|other people|people around me|my (?:partner|husband|wife))(?: else)? (?:is|are|feel|feels) (?:comfortable|cold|cool|fine|freezing|not)|(?:even )?(?:when|if) it is (?:cold|cool|not hot)))|(?:hate|hating|struggle with|struggling with) the heat',
      // "Sweating buckets even in winter", "everyone else is cold and I'm in a t-shirt sweating".
      '(?:sweating|sweaty|sweat|hot|boiling) (?:buckets |like crazy |heaps |all the time |so much )?(?:even )?(?:in (?:winter|the cold|the middle of winter|the air ?con(?:ditioning)?)|when it is (?:cold|cool|freezing))|(?:everyone|everybody|others|other people)(?: else)? (?:is|are) (?:cold|freezing|rugged up|in jumpers|wearing jumpers|comfortable|fine)(?: ,)? (?:and|but|while) (?:i am|i feel|i have been|i) (?:\\w+ ){0,4}(?:hot|sweating|sweaty|boiling|burning up)',
    ],
    0.02,
  ),
  yesNo(
    'cold_intolerance',
    'Do you feel the cold much more than other people?',
    'cold intolerance',
    [
      '(?:always|constantly) (?:cold|freezing)|(?:can not|could not) (?:stand|tolerate|handle) (?:the )?cold|cold intolerance|feel the cold (?:more|a lot)',
      // "I feel the cold way more than everyone", "freezing even in summer", "in a jumper when everyone's in shorts".
      'feel (?:the cold|cold) (?:way |much |so much |a lot |heaps )?more(?: than (?:everyone|everybody|others|other people|anyone))?|(?:cold|freezing|chilly) (?:all the time )?(?:even )?(?:in|during) (?:summer|the heat|the middle of summer|a heat ?wave|the warm weather)|(?:wear|wearing|need|needs|in|rugged up in) (?:a )?(?:jumper|jumpers|jacket|coat|hoodie|beanie|layers)(?: \\w+){0,3} (?:when|while) (?:everyone|everybody|others|other people)(?: else)? (?:is|are) (?:in|wearing) (?:shorts|t ?shirts|singlets)|(?:everyone|everybody|others|other people)(?: else)? (?:is|are) (?:hot|warm|fine|comfortable|in shorts|in t ?shirts)(?: ,)? (?:and|but|while) (?:i am|i feel|i) (?:\\w+ ){0,3}(?:cold|freezing|shivering)|(?:cold|freezing|chilly|shivering) (?:all the time )?(?:when|while|and|but|even when) (?:everyone|everybody|others|other people)(?: else)? (?:is|are|feels?) (?:fine|warm|hot|comfortable|in shorts|in t ?shirts)',
    ],
    0.03,
  ),
  yesNo(
    'bulging_eyes',
    'Have your eyes started to bulge or stare, or look more prominent than before?',
    'exophthalmos or lid retraction',
    [
      '(?:bulging|bulgy|staring|protruding|popping|prominent|poppy) eyes|eyes (?:\\w+ ){0,8}(?:look|looks|looking) (?:more |a bit |a little )?bulgy|eyes (?:are |look |seem |have (?:started|begun) to )?(?:bulging|bulge|staring|stare|popping out|sticking out|more prominent)|thyroid eye',
      // "Eyes look like they're popping out of my head", "have started sticking out", "I look like I'm staring".
      'eyes (?:look |looks |seem |are |have |has )?(?:like (?:they are|they have) )?(?:started |begun |starting )?(?:to )?(?:popping|bulging|sticking|coming|pop|bulge|stick) out(?: of (?:my|his|her) head)?|(?:look|looks|looking) like (?:i am|he is|she is) (?:always |constantly )?(?:staring|startled|surprised)|(?:staring|startled) look',
    ],
    0.003,
  ),
  yesNo(
    'neck_lump',
    'Is there a lump or swelling at the front of your neck, where the thyroid gland is?',
    'anterior neck lump or goitre',
    [
      '(?:lump|swelling|mass|nodule) (?:in|on|at) (?:the )?front of (?:my |the )?neck|thyroid (?:lump|nodule|nodules|swelling|cyst|is swollen|is enlarged)|(?:lump|nodule) (?:in|on) (?:my |the )?thyroid|goitre|goiter|(?:swollen|enlarged) thyroid',
      // A lump that rises on swallowing; "a swelling at the front of her neck".
      '(?:lump|swelling|bump|mass)(?: \\w+){0,4} (?:that|which|and it) (?:moves|goes up and down|bobs|rises|moves up) (?:up )?(?:and down )?(?:when|as|if) (?:i |he |she )?(?:swallow|swallows|swallowing)|(?:lump|swelling|bump|lumps) (?:at|in|on) the front of (?:my |his |her |the )?(?:neck|throat)',
    ],
    0.01,
  ),
  yesNo(
    'known_diabetes_high_sugar',
    'Have your blood sugar readings been high (over 15 mmol/L)?',
    'hyperglycaemia on home readings',
    [
      '(?:blood )?(?:sugars?|glucose|bgls?|bsls?|sugar levels|glucose levels|sugar readings?|glucose readings?) (?:is |are |was |were |has been |have been |keep |keeps |reading |of |came back |came back at )?(?:running |going |up )?(?:very |really |at |up to |over )?(?:high|over 1\\d|1[5-9](?:\\.\\d)?(?! ?%)|3\\d(?:\\.\\d)?(?! ?%)|through the roof|sky high|in the (?:high )?(?:teens|twenties|20s)|2\\d)|high (?:blood )?(?:sugars?|glucose)',
      // The meter reads "HI": over its range.
      '(?:meter|glucometer|glucose meter|sugar meter|monitor|libre|cgm|sensor|reader|machine)(?: \\w+){0,2} (?:says|said|reads|read|shows|showed|showing|just says|keeps saying|is saying) (?:hi|high|error high|too high|off the scale)',
    ],
    0.01,
    { parent: 'diabetes', implies: ['diabetes'] },
  ),
  // Before ketones_positive, so that a reading under 1.5 is read as this. The level sets the urgency (ADS/ADIPS and Diabetes Australia sick day rules for type 1 diabetes): 0.6 to 1.4
  // is a call to the diabetes team today; 1.5 or more with vomiting, or 3.0 or more, is hospital now.
  yesNo(
    'ketones_under_1_5',
    'Was the blood ketone reading under 1.5 mmol/L?',
    'blood ketones 0.6 to 1.4',
    [
      '(?:blood )?ketones? (?:on the meter |reading |level |test )?(?:is |are |was |were |says |say |read |reads |of |at )?(?:only |just )?(?:0\\.[6-9]\\d*|1(?:\\.[0-4]\\d*)?)(?! ?\\.?\\d)(?! ?mmol/l? in (?:the |my |his |her )?(?:wee|urine))',
    ],
    0.002,
    { kind: 'history', implies: ['ketones_positive', 'diabetes'] },
  ),
  yesNo(
    'ketones_positive',
    'Has a blood or urine ketone test been positive (blood ketones 0.6 mmol/L or more)?',
    'ketones present',
    [
      'ketones? (?:on the meter |reading |level |test )?(?:is |are |was |were |says |say |read |reads |of |at )?(?:0\\.[6-9]\\d*|[1-9](?:\\.\\d+)?)(?![0-9])',
      '(?:blood |urine )?ketones? (?:are |is |were |was |have been |reading )?(?:positive|high|up|raised|elevated|present|moderate|large|over \\d|0\\.[6-9]\\d*(?![0-9])|[1-9](?:\\.\\d+)?(?![0-9]))|(?:positive|high|raised|moderate|large) (?:blood |urine )?ketones?|ketosis',
      // "The ketone strip went purple", "there were ketones in her wee", "ketones came back high".
      'ketone (?:strips?|sticks?|tests?|readings?|meter|levels?) (?:was |were |is |are |came back |turned |went |showed |shows |read |reads )?(?:dark |bright )?(?:purple|pink|positive|high|moderate|large|raised)|ketones? in (?:my |his |her |the |their )?(?:wee|urine|pee|blood)|(?:blood |urine )?ketones? (?:came back|come back|have come back) (?:as )?(?:positive|high|raised|moderate|large)',
    ],
    0.002,
    {
      implies: ['diabetes'],
      redFlag: { reason: 'positive ketones with diabetes (risk of diabetic ketoacidosis)', urgency: 'urgent' },
    },
  ),
  yesNo(
    'ketotic_breath',
    'Does the breath smell sweet or fruity, like nail polish remover?',
    'ketotic (acetone) breath',
    [
      '(?:breath|breathe) (?:smells?|smelling|smelt|smelled)(?: (?:funny|weird|strange|odd|sweet|fruity|funny and sweet))?(?: ,)? (?:like|of) (?:nail polish(?: remover)?|acetone|pear drops|fruit|fruity lollies)|(?:breath|breathe) (?:smells?|smelling|smelt|smelled) (?:sweet|fruity)|(?:fruity|sweet|acetone|pear drop) (?:smelling )?breath|ketotic breath',
      'breath (?:has|had|has got) (?:a |this )?(?:weird |funny |strange |odd |sickly )?(?:sweet|fruity|acetone|nail polish) (?:smell|odour|odor|tang|pong)',
    ],
    0.002,
    { implies: ['diabetes'], redFlag: { reason: 'sweet, acetone breath (ketoacidosis)', urgency: 'urgent' } },
  ),
  yesNo(
    'insulin_or_sulfonylurea',
    'Do you take insulin, or a diabetes tablet that can cause hypos (such as gliclazide)?',
    'on insulin or a sulfonylurea',
    [
      'insulin(?! resistan\\w*)|gliclazide|glimepiride|glibenclamide|glipizide|sulfonylureas?|sulphonylureas?|novorapid|lantus|humalog|optisulin|toujeo|levemir|ryzodeg|mixtard|novomix|humulin|insulin pump',
    ],
    0.02,
    { kind: 'risk', parent: 'diabetes', implies: ['diabetes'] },
  ),
  yesNo(
    'hypo_symptoms',
    'Do you get shaky, sweaty and hungry spells that ease with sugar?',
    'hypoglycaemic symptoms',
    [
      '(?:sugar|sugars|bsl|bgl|glucose|blood sugar|sugar level|reading)s? (?:on the meter |on my meter |on his meter |on her meter )?(?:is |was |says |said |reads |read |of |at |came up |showed |shows )?(?:only |just )?(?:[1-3](?:\\.\\d)?)(?![0-9\\.])(?! (?:weeks|days|hours|years|months|times))',
      '(?:blood )?(?:sugar|sugars|glucose|bgl|bsl|sugar level|glucose level)s?(?: reading| level| test)? (?:was|is|were|of|came back|dropped to|went down to|down to|at|reading|read) (?:only |just |about |around )?(?:[0-3](?:\\.\\d)?)(?: mmol| mmol/l)?(?! ?(?:\\d|%))|hypos?|(?:low|dropping) (?:blood )?sugars?|(?:gave|give|given|had|took|ate|eaten|eat) (?:him |her |me |them )?(?:some |a few |a handful of )?(?:jelly beans|jellybeans|glucose (?:tablets|tabs|gel|lollies)|jet planes|lollies|a spoonful of sugar)|(?:shaky|shaking|sweaty) and (?:hungry|sweaty|shaky)|(?:better|eases|goes away) (?:after|with) (?:eating )?(?:sugar|jelly beans|juice|lollies)',
    ],
    0.01,
  ),
  yesNo(
    'salt_craving',
    'Have you been craving salt or salty food?',
    'salt craving',
    [
      '(?:craving|crave|craves|cravings for|want|wanting) (?:salt|salty (?:food|foods|things|chips|snacks))|salt cravings?|(?:putting|put|adding) salt on everything',
    ],
    0.01,
  ),
  yesNo(
    'skin_darkening',
    'Has your skin become darker or more tanned without sun, for example in skin creases, scars or the gums?',
    'hyperpigmentation',
    [
      '(?:skin|creases|palm creases|gums|scars|knuckles) (?:has |have |is |are )?(?:gone|become|got|gotten|getting|turned|turning) (?:darker|dark|tanned|bronze|bronzed|brown|grey)|(?:darker|bronzed?|tanned) skin (?:without|with no|but no) (?:sun|sunbathing)|hyperpigment\\w*',
      // "The creases in my hands have gone dark", "I look tanned but I haven't been in the sun".
      '(?:skin|creases|palm creases|hand creases|gums|scars|knuckles|elbows|lips)(?: (?:in|on|of) (?:my |his |her |the )?(?:hands?|palms?|mouth|fingers))? (?:has |have |is |are )?(?:gone|become|got|gotten|getting|turned|turning) (?:really |much |a lot |quite |a bit )?(?:darker|dark|tanned|bronze|bronzed|brown|grey|black)|(?:look|looks|looking|am|is|gone|got|getting) (?:really |so |very |quite )?(?:tanned|bronzed|brown)(?: \\w+){0,2} (?:but|even though|although|without) (?:i|he|she) (?:\\w+ ){0,3}(?:sun|sunbathing|outside|outdoors|been out|the beach)',
    ],
    0.005,
  ),
  yesNo(
    'known_adrenal_insufficiency',
    'Have you been diagnosed with adrenal insufficiency (such as Addison disease), or told to take extra steroid when you are unwell?',
    'known adrenal insufficiency or steroid dependence',
    [
      'addison\\w*(?: disease)?|adrenal (?:insufficiency|failure|crisis)|(?:told to |need to |have to )?(?:double|triple|increase) (?:my )?(?:steroids?|hydrocortisone|prednisolone) when (?:i am )?(?:sick|unwell|ill)|sick day (?:rules|steroids|dose)|stress dos(?:e|es|ing) (?:of )?(?:steroids?|hydrocortisone)',
    ],
    0.001,
    { kind: 'risk', implies: ['endocrine_disease'] },
  ),
  yesNo(
    'round_face',
    'Has your face become rounder and fuller, with fat building up at the back of the neck or around the tummy?',
    'moon face or central fat gain',
    [
      '(?:round|rounder|moon|fuller|puffy) face|face (?:has |is )?(?:got|gotten|become|getting|gone) (?:rounder|fatter|puffier|fuller|moon shaped)|buffalo hump|fat (?:pad|lump) (?:on|at) (?:the back of )?(?:my )?neck',
      // "My face has got really round", "a fatty hump on the back of my neck".
      'face (?:has |is )?(?:got |gotten |become |getting |gone |looking |looks )?(?:really |much |so |a lot |very )?(?:round|rounder|moon shaped|chubby|chubbier|fuller)|(?:fatty|fat) (?:hump|lump|pad)(?: of fat)? (?:on|at|between) (?:the )?(?:back of (?:my |his |her )?neck|top of (?:my |his |her )?back|(?:my |his |her )?shoulders)|hump (?:on|at) (?:the )?(?:back of (?:my |his |her )?neck|top of (?:my |his |her )?back)',
    ],
    0.01,
  ),
  yesNo(
    'purple_stretch_marks',
    'Have you developed wide purple or dark red stretch marks on the tummy, thighs or arms?',
    'purple striae',
    [
      '(?:purple|purplish|dark red|wide|thick) (?:red )?stretch ?marks|stretch ?marks (?:that are |which are )?(?:purple|purplish|dark red|wide)|(?:purple|purplish|violaceous|wide|broad) striae',
      // New stretch marks or striae not described as purple or wide are Cushing's only without a commoner cause told:
      // a pregnancy, a growth spurt or weight gained stretches the skin too, in thin pink or silvery lines (NICE CKS
      // Cushing's syndrome: wide purple striae are the discriminating sign; DermNet: striae).
      `(?<!${STRETCHED_SKIN}.{0,200})(?:new (?:red )?stretch ?marks|(?<!(?:purple|purplish|violaceous|wide|broad) )striae(?! gravidarum))(?!.{0,200}${STRETCHED_SKIN})`,
    ],
    0.005,
  ),
  yesNo(
    'weak_thighs_shoulders',
    'Is it hard to get up from a low chair, climb stairs or lift your arms above your head because the muscles are weak?',
    'proximal muscle weakness',
    [
      '(?:hard|difficult|struggle|struggling|trouble|can not|unable) (?:to )?(?:get|getting|stand|standing|push myself) up (?:from|out of|off) (?:a |the )?(?:chair|low chair|couch|sofa|squat|floor|toilet)(?: without (?:using )?my arms)?(?!(?: \\w+){0,3} (?:because|cos|due to|with|from) (?:of )?(?:the |my |his |her )?(?:pain|back|hips?|knees?|\\w+ (?:hurts?|is sore|pain)))|(?:thighs?|thigh muscles|upper legs?|shoulder muscles) (?:are |feel |have become )?(?:weak|weaker)',
      // "My thighs are so weak", "can't lift my arms to wash my hair because they're so weak".
      '(?:thighs?|thigh muscles|upper legs?|shoulder muscles|upper arms?|hip muscles) (?:are |feel |have |has |have become |have got |have gotten |are getting |got |gotten |have gone )?(?:so |really |very |too |a bit |quite )?(?:weak|weaker)',
      // "My legs are weak and I struggle to climb stairs": the stairs are hard for the weakness told with them, not for breath or pain.
      '(?<=\\bweak(?:ness|er)?\\b.{0,60})(?:struggle|struggling|hard|harder|difficult|trouble|can not|unable|can barely) (?:to )?(?:climb|climbing|get up|getting up|walk up|walking up|go up|going up) (?:the )?stairs(?!(?: \\w+){0,3} (?:because|cos|due to|with|from) (?:of )?(?:the |my )?(?:pain|breath|puff))',
      '(?:can not|could not|struggle to|struggling to|hard to|unable to) (?:lift|raise|hold|get|keep) (?:my |his |her )?arms? (?:up )?(?:(?:above|over) (?:my |his |her )?head )?(?:to (?:wash|brush|do|comb|dry|hang|reach) (?:my |his |her |the )?(?:\\w+ )?)?(?:because|cos|as|since) (?:they are|my arms are|the muscles are|my shoulders are|they feel) (?:so |too |really |very )?(?:weak|heavy|tired)',
    ],
    0.01,
  ),
  yesNo(
    'wants_weight_help',
    'Are you consulting about your weight, or for help to lose weight?',
    'consulting about weight management',
    [
      '(?:want|wanting|wanted|need|needing|trying|try|help|struggling|struggle|struggled|unable|can not seem|would like) (?:to |with |me )?(?:lose|losing|shed|drop|get) (?:some |the |my |this )?(?:weight|kilos|kg|baby weight)|(?:not|never) (?:be |being )?able to (?:lose|shed|drop) (?:any )?(?:weight|kilos|kg)|can not (?:seem to )?(?:lose|shed|drop) (?:any )?(?:weight|kilos|kg)|tried (?:every|all the|lots of|so many|heaps of) diets?|weight (?:loss|management) (?:help|advice|medication|medicine|injections?|program|programme|plan|surgery|clinic)|(?:help|advice|support) (?:with|for) (?:my )?weight|(?:wegovy|saxenda|duromine|phentermine|mounjaro for weight|ozempic for weight)',
    ],
    0.02,
    { kind: 'history' },
  ),
  yesNo(
    'low_sun_exposure',
    'Do you get very little sun on your skin (indoors most of the day, skin covered, or dark skin)?',
    'low sun exposure',
    [
      '(?:hardly|rarely|never|do not|barely) (?:ever )?(?:get|go|see) (?:any |much )?(?:sun|sunlight|outside|outdoors)|(?:indoors|inside) (?:all day|most of the day|all the time)|(?:housebound|in a nursing home)|(?:cover|covered|covering) up (?:fully|completely|for religious reasons)|(?:wear|wearing) (?:a )?(?:niqab|burqa|burka)',
    ],
    0.08,
    { kind: 'risk' },
  ),
  yesNo(
    'low_vitamin_d_result',
    'Has a blood test shown your vitamin D level is low?',
    'low vitamin D on testing',
    [
      '(?:low|deficient|insufficient|lacking) (?:in )?(?:vitamin|vit) d|(?:vitamin|vit) d (?:level |levels )?(?:is |was |are |were |came back )?(?:low|deficien\\w*|insufficien\\w*|very low)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'high_calcium_result',
    'Has a blood test shown your calcium level is high?',
    'raised calcium on testing',
    [
      'calcium (?:is |was |of |level (?:is |was |of )?|came back (?:at )?)?(?:2\\.(?:6[5-9]|[7-9]\\d?)|3\\.\\d+)|(?:high|raised|elevated) (?:blood |serum |corrected )?calcium|calcium (?:level |levels )?(?:is |was |are |were |came back )?(?:high|raised|elevated|too high)|hypercalca?emia|hyperparathyroid\\w*|(?:high|raised|overactive) parathyroid',
    ],
    0.002,
    { kind: 'history' },
  ),
  yesNo(
    'low_sodium_result',
    'Has a blood test shown your sodium (salt) level is low?',
    'low sodium on testing',
    [
      'sodium (?:is |was |of |level (?:is |was |of )?|came back (?:at )?)?(?:1[01]\\d|12\\d|13[0-4])|(?:low|dropping|dropped) (?:blood )?(?:sodium|salt) (?:level|levels|in my blood)|(?:sodium|salt) (?:level |levels )?(?:is |was |are |were |came back )?(?:low|too low|dropping|dropped)|hyponatra?emia|low sodium(?! diet)',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'new_diuretic',
    'Have you started a new "water tablet" or "fluid tablet" (a diuretic) in the last few weeks?',
    'diuretic started recently',
    [
      '(?:since|after) (?:starting|i started|she started|he started|beginning|taking|going on|going onto|being put on|changing to) (?:a |an |the |her |his |my |some )?(?:new )?(?:(?:water|fluid) (?:tablets?|pills?)|diuretics?)',
      '(?:new|started|starting|start|began|begun|beginning|put on|going on|changed to) (?:on )?(?:a |an |the |my |her |his |some )?(?:new )?(?:water|fluid) (?:tablets?|pills?)|(?:new|started|starting|began|put on) (?:on )?(?:a |an |the |my |her |his )?(?:new )?diuretics?|(?:water|fluid) (?:tablets?|pills?) (?:was |were )?(?:started|new|added)',
    ],
    0.005,
    { kind: 'history', implies: ['new_medicine', 'diuretic_use'] },
  ),
  // Any regular diuretic: loop and thiazide diuretics lose potassium, spironolactone and eplerenone keep it
  // (eTG; AMH), and all of them dry the kidneys out in a gastro illness (KDIGO acute kidney injury).
  yesNo(
    'diuretic_use',
    'Do you take a "water tablet" or "fluid tablet" (a diuretic), such as furosemide, hydrochlorothiazide, indapamide or spironolactone?',
    'takes a diuretic',
    [
      '(?:furosemide|frusemide|lasix|urex|bumetanide|hydrochlorothiazide|chlorthalidone|chlortalidone|indapamide|natrilix|spironolactone|aldactone|eplerenone|inspra|amiloride|moduretic)',
      '(?:water|fluid) (?:tablets?|pills?)|diuretics?',
    ],
    0.08,
    { kind: 'risk', askIf: { minAge: 30 } },
  ),
  // Potassium measured (KDIGO; eTG): a laboratory's call about a high or low potassium is how most of these
  // are found, and the reason to act today.
  yesNo(
    'high_potassium_result',
    'Has a blood test shown your potassium level is high?',
    'raised potassium on testing',
    [
      'potassium (?:is |was |of |level (?:is |was |of )?|came back (?:at )?)?(?:[67](?:\\.\\d)?|5\\.[5-9])\\b|(?:high|raised|elevated|very high|dangerously high) (?:blood |serum )?potassium|potassium (?:level |levels )?(?:is |was |are |were |came back |has come back )?(?:very |dangerously |too |really )?(?:high|raised|elevated)|hyperkala?emia',
    ],
    0.002,
    { kind: 'history', redFlag: { reason: 'a high potassium (heart rhythm risk)', urgency: 'urgent' } },
  ),
  yesNo(
    'low_potassium_result',
    'Has a blood test shown your potassium level is low?',
    'low potassium on testing',
    [
      'potassium (?:is |was |of |level (?:is |was |of )?|came back (?:at )?)?(?:[12](?:\\.\\d)?|3\\.[0-4])\\b|(?:low|dropping|dropped) (?:blood |serum )?potassium|potassium (?:level |levels )?(?:is |was |are |were |came back )?(?:very |too |really )?(?:low|dropping|dropped)|hypokala?emia',
    ],
    0.003,
    { kind: 'history' },
  ),
  // Kidney function falling on a blood test (KDIGO: creatinine up by half within a week): the usual way a
  // kidney injury is found, since urine output often stays normal.
  yesNo(
    'kidney_function_worse_result',
    'Has a blood test shown your kidney function has got worse recently (a higher creatinine or a lower eGFR)?',
    'worsening kidney function on testing',
    [
      '(?:kidney|renal) (?:blood )?(?:test|tests|function|bloods|results?|numbers|levels?)(?: \\w+){0,3} (?:is |are |was |were |has |have |had )?(?:got |gotten |become |come back )?(?:much |a lot |far |really )?(?:worse|dropped|down|off|deteriorat\\w*|bad|poor)|creatinine (?:is |was |has )?(?:gone |went )?(?:up|high|raised|doubled|rising)|egfr (?:is |was |has )?(?:dropped|gone down|fallen|low|down)|acute kidney (?:injury|failure)|kidneys? (?:are |is |have |has )?(?:failing|shut down|shutting down|packing up)',
    ],
    0.003,
    { kind: 'history' },
  ),
  yesNo(
    'birth_last_year',
    'Have you had a baby in the last 12 months?',
    'birth in the last 12 months',
    [
      '(?:had|gave birth to|delivered|have) (?:a |my |our |the |her )?(?:baby|bub|son|daughter|twins)(?: girl| boy)? (?:\\d+|a few|several|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:weeks|months) ago|(?:my|our|her) (?:new ?born |new )?(?:baby|bub|son|daughter|twins|little one)(?: boy| girl)? (?:is|are)(?= (?:only |just |now )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:days?|weeks?|wks?|months?) old)|(?:my|our|her|a)(?= (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:weeks?|wks?) old (?:baby|bub|son|daughter|twins|newborn|boy|girl))|(?:my |a |our )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven) month old (?:baby|bub|son|daughter|twins)|(?<=\\b(?:since|after) )(?:my |the |our |her )?(?:baby|bub|son|daughter|twins) (?:was|were) born|(?:since|after) (?:having|the birth of|giving birth to) (?:my |the |our )?(?:baby|son|daughter|twins)',
    ],
    0.04,
    { kind: 'history', askIf: CHILD_BEARING },
  ),

  // — Blood
  yesNo(
    'gum_bleeding',
    'Do your gums bleed, or do you get nosebleeds or big bruises easily?',
    'mucosal bleeding or easy bruising',
    [
      '(?:bleeding|bloody) gums|gums? (?:are |keep |keeps |have been |always |often )?(?:bleed|bleeding|bleeds|bled)|bruis(?:e|es|ing) (?:easily|for no reason|all over|without (?:knocking|hitting))|(?:lots of|unexplained|big) bruises',
      // "I bruise really easily", "I bruise like a peach", "big bruises from the slightest knock", "gums keep bleeding for no reason".
      'bruis(?:e|es|ing) (?:really |very |so |super |quite |way too |too )?easily|bruis(?:e|es) like a (?:peach|banana)|(?:big |huge |massive |dark )?bruises (?:from|after|with) (?:the slightest|the smallest|the tiniest|a tiny|a tiny little|the lightest|any little|the littlest) (?:knock|bump|touch|tap|thing)|gums? (?:keep |keeps |have been |are )?(?:bleeding|bleed|bleeds) (?:for no reason|on (?:my|their|its) own|all the time|without (?:brushing|any reason))',
    ],
    0.03,
    { implies: ['bleeding_bruising'] },
  ),
  yesNo(
    'bruises_noticed',
    'Have you noticed bruises that you cannot explain?',
    'bruises noticed',
    [
      '(?:new |lots of |unexplained |strange |random |odd |weird |many |big |large |dark |purple )bruises|bruises (?:everywhere|all over)|bruises (?:on|over|up and down) (?:my|his|her|their) (?:legs|arms|body|shins|back|tummy|trunk|chest)|(?:bruise|bruises) (?:that|which) (?:came|appeared|come) (?:up )?(?:from|out of) nowhere|(?<=(?:have|has|got|getting|noticed|notice|and|with|some|few|covered in|any|no) )bruises(?! (?:from|after|where|since) (?:a |the |my |his |her )?(?:fall|fell|knock|accident|injury|hit|game|match|sport|football|footy))',
      // "I keep finding bruises I can't explain", "mystery bruises", "she wakes up with bruises".
      '(?:finding|find|found|keep finding|keep getting|keeps getting|waking up with|wake up with|wakes up with|woke up with) (?:new |more |random |big |these )?bruises(?! (?:from|after|where|since) (?:a |the |my |his |her )?(?:fall|fell|knock|accident|injury|hit|game|match|sport|football|footy))|(?:mystery|unexplained|random) bruis(?:es|ing)|bruises (?:that )?(?:i|he|she|we|they) (?:can not|could not|do not|does not) (?:explain|remember getting|account for)',
    ],
    0.02,
  ),
  yesNo(
    'prolonged_bleeding',
    'Have you bled for a long time after a cut, a tooth being pulled, surgery or childbirth?',
    'prolonged bleeding after minor wounds or procedures',
    [
      '(?:bleed|bleeds|bled|bleeding) (?:for )?(?:a long time|ages|hours|days|too long|heavily|a lot|for ages) (?:after|from) (?:a |my |the )?(?:cut|cuts|tooth|teeth|dental work|dentist|extraction|surgery|operation|shaving|having (?:a |my )?(?:tooth|teeth|baby))|(?:cuts?|wounds?|nicks?) (?:take|takes|took) (?:ages|a long time|forever|hours) to stop bleeding|(?:will not|would not|does not|did not) stop bleeding',
      // Claim only the bleeding, so that the procedure ("my tooth was pulled") stays for its own finding.
      '(?:bled|bleed|bleeds|bleeding) (?:for )?(?:ages|a long time|hours|days|too long)(?= (?:after|from|when) )',
      '(?:bleed|bleeds|bleeding) (?:a lot|heaps|for ages|for a long time|badly) (?:when|if|after) (?:i )?(?:cut|nick|shave|brush|floss)',
      // "When I cut myself shaving it bleeds for ages", "it takes forever for cuts to stop bleeding".
      '(?<=\\b(?:cut|cuts|nick|nicks|shave|shaving|scratch|scratches|graze|grazes|wound|wounds)\\b[^.]{0,40})(?:bleeds|bled|bleed|bleeding|keeps bleeding|kept bleeding|keep bleeding) (?:for )?(?:ages|hours|a long time|forever|too long|days)|(?:takes?|took) (?:forever|ages|a long time|hours) (?:for (?:cuts|a cut|it|them|wounds|scratches|nicks) )?to stop bleeding',
      // A haemorrhage after a birth, an operation or a tooth pulled.
      '(?:ha?emorrhag\\w*|lost (?:a lot of|so much|heaps of|litres of|lots of) blood) (?:after|during|when|with) (?:my |the |giving |having (?:my |a )?)?(?:baby|babies|birth|delivery|labour|labor|c ?section|caesarean|cesarean|surgery|operation|op|tooth|teeth|wisdom teeth|tonsils)(?: (?:was|were) (?:born|pulled|out|removed|taken out))?|(?:post ?partum|pph) ha?emorrhage|(?:needed|had) (?:a )?(?:blood )?transfusion (?:after|when) (?:i )?(?:had )?(?:my |the |giving )?(?:birth|baby|delivery|surgery|operation|tooth)',
    ],
    0.02,
  ),
  yesNo(
    'family_bleeding_disorder',
    'Does anyone in your family have a bleeding disorder, such as von Willebrand disease or haemophilia?',
    'family history of a bleeding disorder',
    [
      '(?:bleeding disorder|bleeding problem|ha?emophilia|von willebrand\\w*)(?: disease)? (?:runs )?in (?:my |the |our )?family|family (?:history )?of (?:a )?(?:bleeding disorder|bleeding problems?|ha?emophilia|von willebrand\\w*)|(?:mum|mother|dad|father|sister|brother|aunt|uncle|cousin|grandmother|grandfather) (?:has|had) (?:a )?(?:bleeding disorder|ha?emophilia|von willebrand\\w*)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'on_anticoagulant',
    'Do you take a blood thinner such as warfarin, apixaban, rivaroxaban or dabigatran?',
    'on anticoagulation',
    [
      // Not one stopped in the past ("I stopped my blood thinners a year ago").
      '(?<!(?:stopped|came off|come off|quit|used to take|used to be on|was on|were on|no longer on|no longer take|off) (?:my |the |taking |all |all my )?)(?:warfarin|coumadin|marevan|blood thinners?|anticoagula\\w*)(?! (?:\\w+ ){0,2}(?:years? ago|months ago|in the past))',
      // The newer anticoagulants by name: claim only the verb, so that the DDXPlus finding (noac) still reads the name.
      '(?:take|takes|taking|took|on|using|started|prescribed)(?= (?:apixaban|eliquis|rivaroxaban|xarelto|dabigatran|pradaxa|edoxaban|lixiana)\\s)',
    ],
    0.03,
    { kind: 'risk' },
  ),
  yesNo(
    'high_inr',
    'Has your INR (the warfarin blood test) come back higher than your target range?',
    'INR above the target range',
    [
      '(?:inr|i n r) (?:is |was |has been |came back |reading (?:is |was )?|of |at )?(?:very |really |too |a bit |quite )?(?:high|up|raised|elevated|over \\d|above (?:the )?(?:range|target)|(?:[4-9]|1\\d)(?:\\.\\d)?)|(?:high|raised|elevated) inr',
    ],
    0.003,
    { kind: 'history', implies: ['on_anticoagulant'] },
  ),
  yesNo(
    'frequent_infections',
    'Have you been getting more infections than usual lately, or infections that are slow to clear?',
    'recurrent or slow-to-clear infections',
    [
      '(?:keep|keeps|kept) (?:on )?(?:getting|catching) (?:infections|sick|every bug|colds|chest infections|one infection after another)|(?:getting|catching|having|had|get|catch) (?:lots of |a lot of |so many |heaps of |repeated |frequent |more |constant |recurrent |one )?(?:infections|infection after infection)(?! (?:in|of) (?:my |the |his |her )?(?:ear|eye|bladder|toe|nail|finger))|(?:lots of|frequent|recurrent|repeated|constant|endless) infections|one infection after (?:another|the other)|infections? (?:that )?(?:will not|do not|never) (?:go away|clear|get better)',
      // "Four chest infections this year", "I catch every bug going round", "infections take forever to clear".
      '(?:had|have had|got|getting|been getting) (?:[3-9]|\\d\\d|three|four|five|six|seven|eight|several|multiple|so many|heaps of) (?:\\w+ ){0,2}infections (?:this|in the last|in the past|since|over the|in) (?:\\w+ )?(?:year|months?|winter|few months|\\d+ months|six months)|(?:catch|catches|caught|get|gets|pick up|picks up|picking up) every (?:single )?(?:bug|cold|virus|thing|infection)(?: that is)? (?:going|going around|going round|that goes around|that goes round|around|round)|every (?:bug|cold|virus|infection) (?:going|that goes) (?:a)?round(?: ,)? (?:i|he|she|they) (?:catch|catches|get|gets)|infections? (?:take|takes|took|are taking) (?:forever|ages|a long time|weeks|months) to (?:clear|clear up|go away|heal|get better)',
    ],
    0.03,
  ),
  yesNo(
    'bone_ache',
    'Do you have a deep, aching pain in your bones (for example the back, ribs or legs) that is there even at rest?',
    'bone pain',
    [
      'bone pain|(?:my )?bones (?:ache|aching|hurt|hurting|are sore|are aching|feel sore)|(?:aching|pain|ache) (?:deep )?in (?:my |the )?bones',
      // "A gnawing pain in my shin bone", "my hip bone aches"; "deep ache in my bones" (a bone ache is a pain, with its place).
      '(?:deep|gnawing|boring|constant|deep gnawing|deep boring) (?:aching|pain|ache) (?:deep )?in (?:my |the |his |her )?(?:(?:left|right) )?(?:shin|thigh|hip|arm|leg|back|rib|pelvic|breast|collar|tail)? ?bones?|deep (?:ache|aching|pain) in (?:my |the )?bones',
    ],
    0.02,
    { implies: ['pain'] },
  ),
  yesNo(
    'itch_no_rash',
    'Do you itch all over without any rash, for example after a hot shower?',
    'generalised itch without a rash',
    [
      // Itchy all over with no rash, spot or welt told in the sentence is the itch of the whole skin (lymphoma, liver, kidney).
      '(?<!\\b(?:rash|rashes|spots?|bumps?|welts?|hives|blisters?|pimples?|lumps?|patch|patches|bites?)\\b[^.]*)(?:itchy|itching) (?:all over|everywhere)(?![^.]*\\b(?:rash|rashes|spots?|bumps?|welts?|hives|blisters?|pimples?|lumps?|patch|patches|bites?)\\b)',
      '(?:itchy|itching|itch) (?:all over|everywhere)(?: (?:but|with) no rash| without (?:a |any )?rash)|(?:itchy|itching|itch) (?:but|with) no rash|itch(?:y|ing)? (?:after|when i get out of) (?:a |the |my )?(?:hot )?(?:shower|bath)',
      // "Itchy all over but there's no rash" (the rash words left to be read as denied), "itch like crazy after a hot shower",
      // "itchy everywhere but my skin looks normal".
      '(?:itchy|itching|itch|itches) (?:all over|everywhere|from head to toe)(?= (?:but|and) (?:there is|there are|i have|i have got|i can not see|i do not have|with) (?:no|not any|not a|any) (?:rash|spots|marks|bumps|redness))|(?:itch|itchy|itching|itches) (?:like crazy |like mad |so much |all over |terribly |really badly )?(?:after|when i get out of|whenever i have) (?:a |the |my )?(?:hot )?(?:shower|bath)|(?:itchy|itching|itch|itches) (?:all over|everywhere)(?: \\w+){0,2} (?:but|and) (?:it |my skin |the skin )?(?:looks?|look|looks totally|looks completely|seems) (?:normal|fine|clear|totally normal|completely normal)',
    ],
    0.02,
  ),
  yesNo(
    'sore_tongue',
    'Is your tongue sore, red or unusually smooth?',
    'glossitis',
    [
      '(?:sore|red|smooth|swollen|burning|painful|beefy) (?:red )?tongue|tongue (?:is |feels |has been |has gone )?(?:sore|red|smooth|swollen|burning|painful|shiny)|glossitis',
    ],
    0.01,
  ),
  yesNo(
    'vegan_or_vegetarian',
    'Do you eat a vegan or vegetarian diet?',
    'vegan or vegetarian diet',
    ['vegan|vegetarian|plant based (?:diet|eater)|(?:do not|never) eat (?:any )?(?:meat|animal products)'],
    0.06,
    { kind: 'risk' },
  ),
  yesNo(
    'on_chemotherapy',
    'Are you having chemotherapy, or have you had it in the last 6 weeks?',
    'chemotherapy in the last 6 weeks',
    [
      '(?:on|having|getting|receiving|doing|in the middle of|started|starting|due for|between) (?:my |a |the )?(?:rounds? of |cycles? of |course of )?chemo(?:therapy)?',
      '(?:had|finished|last) (?:my |a |the )?(?:last |latest |first )?(?:round of |cycle of |dose of |course of )?chemo(?:therapy)?(?! (?:about |over |more than |nearly )?(?:a |an |\\d+ |one |two |three |four |five |six |seven |eight |nine |ten |several |many )?(?:years?|months?) ago)',
      'chemo(?:therapy)? (?:patient|last week|yesterday|this week|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))',
    ],
    0.003,
    {
      kind: 'risk',
      implies: ['active_cancer', 'immunosuppressed'],
      redFlag: { reason: 'receiving chemotherapy (any fever may be neutropenic sepsis)', urgency: 'urgent' },
    },
  ),
  yesNo(
    'sickle_cell_disease',
    'Do you have sickle cell disease?',
    'sickle cell disease',
    ['sickle cell(?! trait)(?: disease| anaemia| anemia)?|sickle crisis|sickler'],
    0.0005,
    { kind: 'risk' },
  ),
  yesNo(
    'low_b12_folate_result',
    'Has a blood test shown a low vitamin B12 or folate level, or large red blood cells?',
    'low B12 or folate, or macrocytosis, on testing',
    [
      '(?:low|deficient|insufficient|borderline) (?:in )?(?:vitamin |vit )?(?:b12|b 12|folate|folic acid)|(?:vitamin |vit )?(?:b12|b 12|folate|folic acid) (?:level |levels )?(?:is |was |are |were |came back )?(?:low|deficien\\w*|insufficien\\w*|borderline)|pernicious an(?:a)?emia|macrocyt\\w*|(?:large|big|enlarged) red (?:blood )?cells',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'high_iron_result',
    'Has a blood test shown a high iron level (ferritin or iron saturation), or have you been told you carry the haemochromatosis gene?',
    'raised ferritin or iron saturation, or haemochromatosis gene',
    [
      '(?:high|raised|elevated|very high) (?:iron|ferritin|iron levels?|iron stores|iron saturation|transferrin saturation)|(?:iron|ferritin) (?:level |levels |stores )?(?:is |are |was |were |came back )?(?:high|raised|elevated|too high)|ha?emochromatosis|iron overload',
    ],
    0.005,
    { kind: 'history' },
  ),
];
