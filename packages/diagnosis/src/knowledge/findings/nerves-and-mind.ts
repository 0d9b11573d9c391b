import type { FindingDef } from '../types.js';
import { INJURY_WORDS, yesNo } from './define.js';

/** An arm or leg that cannot be lifted, said with an injury anywhere in the sentence, is not read as a stroke's weakness. */
const NOT_AN_INJURY = `(?<!\\b${INJURY_WORDS}\\b[^.]*)`;
const NO_INJURY_AFTER = `(?![^.]*\\b${INJURY_WORDS}\\b)`;

/** Neurology and headache, mental health. */
export const NERVES_AND_MIND_FINDINGS: FindingDef[] = [
  // — Headache and neurology
  yesNo(
    'thunderclap',
    'Did the headache come on suddenly, reaching its worst within a minute, like being hit on the head?',
    'thunderclap (sudden, worst-ever) headache',
    [
      '(?<=\\bsudden(?:ly)?\\b[^.]{0,40})(?:the )?worst headache',
      '(?:the )?worst headache(?=[^.]{0,40}\\bsudden)',
      'worst headache (?:of|in) my life|worst pain (?:of|in) my life in (?:my |the )?head|worst headache (?:i have )?ever|thunderclap|(?:like|as if) (?:i was |i had been |being )?(?:hit|struck|kicked) (?:on|in|over) the (?:back of the )?head|sudden (?:severe|explosive|blinding) headache|headache (?:came on|started|hit) (?:all of a sudden|suddenly|like a bang|in seconds)',
      // "like someone hit me over the head with a bat", "my head suddenly exploded", "from nothing to 10/10 in seconds".
      '(?:like|as if|as though) (?:someone|somebody|something) (?:had )?(?:hit|struck|smacked|whacked|belted|kicked|clubbed) me (?:on|in|over|across) the (?:back of the )?head',
      // "like a bat hit the back of my head", "as if a hammer smashed into my head"
      '(?:like|as if|as though) (?:a |an )?(?:cricket |baseball )?(?:bat|hammer|brick|sledgehammer|sledge hammer|truck|bus|club|baseball|cricket ball|plank|lightning bolt|bolt of lightning) (?:had )?(?:hit|struck|smacked|whacked|smashed into|slammed into|went through|exploded in) (?:me|the back of my head|my head|the back of the head|my skull)',
      '(?:head|headache) (?:suddenly|all of a sudden|just) (?:exploded|burst|went bang)|(?<=\\b(?:head|headache)\\b[^.]{0,40})(?:from|went from) (?:nothing|zero|0|fine) to (?:10|ten|10/10|full blast|the worst(?: pain)?(?: ever)?)(?: out of (?:10|ten))? (?:in|within) (?:a few |a couple of |\\d+ |a )?(?:seconds?|instant|split second|minute)',
    ],
    0.002,
    {
      parent: 'pain',
      implies: ['pain'],
      redFlag: { reason: 'sudden severe (thunderclap) headache', urgency: 'emergency' },
    },
  ),
  yesNo(
    'neck_stiffness',
    'Is your neck stiff, so that bending your chin to your chest is hard or painful?',
    'neck stiffness (meningism)',
    [
      '(?:stiff|rigid) neck|neck (?:is |feels |has been )?(?:stiff|rigid)|(?:can not|unable to|hurts to|painful to) (?:bend|touch|put|bring) (?:my |his |her )?chin (?:down )?to (?:my |his |her )?chest|neck stiffness',
      // "her neck is too stiff", "can't put my chin on my chest", "can't bend his head forward".
      'neck (?:is |feels |has been |has gone |went |got )?(?:so |too |really |very |quite |all |a bit |super )+(?:stiff|rigid)|(?:can not|could not|unable to|hurts to|painful to|will not|refuses to) (?:bend|touch|put|bring|get|tuck) (?:my |his |her |their )?(?:chin|head) (?:down )?(?:on|onto|to|against|forward to|down to) (?:my |his |her |their )?chest|(?:can not|could not|unable to|will not) (?:bend|tip|drop|nod) (?:my |his |her |their )?(?:head|neck) (?:forward|forwards|down)',
    ],
    0.02,
    { redFlag: { reason: 'neck stiffness', urgency: 'urgent' } },
  ),
  yesNo(
    'photophobia',
    'Does bright light hurt your eyes or make the headache worse?',
    'photophobia',
    // "light hurts my eyes" takes the eyes with it: they are not where the pain is.
    [
      '(?:bright )?lights? (?:really |so |very |badly |also |even )?(?:hurts?|hurting|bothers?|bothering|is too bright(?: for)?|makes? it worse)(?: (?:my |the |his |her )?eyes?)?|(?:sensitive|sensitivity) to (?:the )?light|photophobi\\w*|(?:can not|could not) (?:stand|bear|handle|tolerate) (?:the )?light|(?:need|needs|have|has|want|wants|wanting|like|likes|prefer|prefers) to (?:be|lie|lay|sit|go|stay|hide) (?:down )?in (?:a |the )?dark(?:ened)?',
      // "the light is killing my eyes", "bright lights make the headache worse", "lying in a dark room all day".
      '(?:bright |the )?lights? (?:is |are )?(?:really |so |just )?(?:killing|kills) (?:my |his |her )?(?:eyes|head)|(?:bright )?lights? (?:really |also |just )?(?:makes?|made) (?:the |my |his |her )?(?:headache|migraine|head|pain|head pain) (?:so much |much |a lot |even )?worse',
      '(?:can not|could not) (?:look at|face) (?:any )?(?:bright )?(?:lights?|the light|the sun|sunlight|screens?|(?:my |the )?(?:phone|computer|tv)(?: screen)?)|(?:lying|laying|been lying|been laying|hiding|lie|lay) (?:down )?in (?:a |the )?dark(?:ened)? (?:room|bedroom)|(?:curtains|blinds) (?:closed|shut|drawn) because of the light',
    ],
    0.03,
  ),
  yesNo(
    'noise_sensitivity',
    'Does noise make it worse?',
    'phonophobia',
    [
      '(?:sensitive|sensitivity) to (?:noise|sound)|(?:noise|sound|loud noises?) (?:hurts?|bothers?|makes? it worse)|phonophobi\\w*',
    ],
    0.03,
  ),
  yesNo(
    'visual_aura',
    'Before or with the headache, do you see zigzag lines, flashing lights or blind spots that last up to an hour?',
    'visual aura',
    [
      'aura|zig ?zag (?:lines|patterns|lights)|(?:flashing|flickering|shimmering|sparkling|sparkly|twinkling|twinkly|glittery|glittering) (?:lights|lines|spots|dots)|seeing sparkles|(?:blind|dark) spots? (?:in|before) (?:my )?(?:vision|eyes)|(?:lose|lost|losing) (?:part of )?(?:my )?vision before',
      // "seeing spots", "spots in front of my eyes": spots seen, not spots on the skin
      '(?:seeing|see|saw|sees) (?:little |black |dark |white |bright )?(?:spots|stars|sparkles|floaty spots)|(?:spots|stars|sparkles) (?:in front of|before) (?:my |his |her |their )?(?:eyes|vision)',
    ],
    0.02,
  ),
  yesNo(
    'one_sided_headache',
    'Is the headache on one side of your head?',
    'unilateral headache',
    [
      '(?:one|1|left|right) side of (?:my |the )?head|(?:headache|migraine|head pain|head ache|head hurts|pain in my head) (?:is )?(?:only )?(?:on|to) (?:one|the left|the right) side|(?:left|right) sided headache|half (?:of )?my head|one sided headache',
      // A pain behind one eye is a one-sided head pain (ICHD-3 cluster headache: orbital, supraorbital or temporal).
      '(?:pain|ache|headache|stabbing|throbbing)(?: \\w+){0,2}? behind (?:my |his |her |the )?(?:left|right) eye',
    ],
    0.05,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'headache_on_waking',
    'Is the headache at its worst when you wake up, or made worse by coughing, sneezing or straining?',
    'headache worse on waking or with coughing or straining (raised pressure features)',
    [
      '(?:worse|worst|there) (?:when|as soon as) i (?:wake|get) up|(?:wake|woke|waking) up with (?:a |the )?headache|morning headaches?|headaches? (?:in|every) (?:the )?mornings?|(?:headache|head|head pain) (?:is |gets )?worse (?:when i|if i) (?:cough|sneeze|strain|lie down)',
    ],
    0.02,
    {
      parent: 'pain',
      implies: ['pain'],
      redFlag: {
        reason: 'headache worse on waking or with coughing or straining (features of raised intracranial pressure)',
        urgency: 'urgent',
      },
    },
  ),
  yesNo(
    'head_injury',
    'Have you hit your head, or had a blow to the head, in the last few days?',
    'recent head injury',
    [
      '(?:got |was |been )?(?:hit|kicked|knocked|struck|elbowed|kneed) (?:in|on) (?:the |my |his |her )?head',
      '(?:hit|bumped|banged|knocked|smacked|struck) (?:my |his |her |their )?head|(?:blow|bump|knock|hit|injury|trauma) (?:to|on) (?:the |my |his |her )?head|head injury|fell (?:over )?and hit (?:my |his |her )?head|concuss(?:ion|ed)',
      // "clashed heads at football", "a head clash"
      '(?:clashed|knocked|bumped|banged|cracked) heads|head (?:clash|knock)',
    ],
    0.01,
    { kind: 'history' },
  ),
  // One vomit only: NICE CG176 counts three or more in a child, more than one in an adult, as the vomiting that needs
  // a scan within the hour; a single vomit after a knock is watched (RCH head injury: observe), not 000.
  yesNo(
    'vomited_once',
    'Has there been only one vomit?',
    'a single vomit',
    [
      '(?:vomited|threw up|was sick|been sick|spewed|chucked up|puked|has vomited|has been sick) (?:just |only )?(?:once|one time)|(?:just |only )?(?:one|a single|the one) (?:vomit|spew)(?! (?:after|then) (?:another|more))',
    ],
    0.005,
    { kind: 'history', implies: ['vomiting'] },
  ),
  yesNo(
    'knocked_out',
    'Were you knocked out (unconscious), even for a moment, when you hit your head?',
    'loss of consciousness with the head injury',
    [
      '(?:was |got |been |were |being )?knocked (?:out|unconscious)|knocked (?:him|her|them|my ?self|him ?self|her ?self) out|out cold|(?:lost|loss of) consciousness (?:after|when|from|with) (?:the |a )?(?:fall|hit|knock|blow|bump|injury|accident|crash)',
    ],
    0.002,
    { kind: 'history', parent: 'head_injury', implies: ['head_injury', 'fainted'] },
  ),
  yesNo(
    'vertigo',
    'Do you feel that the room is spinning, or that you are spinning?',
    'vertigo',
    [
      'vertigo|(?:room|world|everything) (?:is |was |keeps |starts |started |has been |had been |keeps on |will not stop |won t stop |just keeps )?(?:spinning|going round|moving|turning)|spinning (?:sensation|feeling)|(?:attacks?|spells?|episodes?|bouts?) of (?:spinning|the room spinning)|spinning (?:dizzy |dizziness )?(?:spells?|attacks?|episodes?|bouts?|turns?)|(?:feel|feels|felt|feeling) like (?:i am|the room is) spinning|spins',
    ],
    0.02,
  ),
  yesNo(
    'tremor_at_rest',
    'Is the shaking worst when the hand is resting (for example in your lap), and does it ease when you use the hand?',
    'rest tremor',
    [
      '(?:shak(?:e|es|ing)|tremor|trembl(?:e|es|ing)) (?:is worse |is worst |only |mostly )?(?:when|while) (?:it is |they are |i am |he is |she is |(?:my|his|her) hands? (?:is|are) )?(?:resting|at rest|still|doing nothing|in (?:my|his|her) lap)|rest(?:ing)? tremor|pill rolling',
    ],
    0.005,
    { parent: 'tremor' },
  ),
  yesNo(
    'action_tremor',
    'Is the shaking worst when you use your hands, such as holding a cup, pouring or writing?',
    'action (postural) tremor',
    [
      '(?:shak(?:e|es|ing|y)|tremor|trembl(?:e|es|ing)) (?:is worse |is worst |mostly |only )?(?:when|while) (?:i am |he is |she is |i |he |she |they )?(?:hold(?:ing)?|pour(?:ing)?|writ(?:e|ing)|drink(?:ing)?|eat(?:ing)?|us(?:e|ing) (?:my|his|her) hands?|(?:lift|lifting) (?:a )?(?:cup|glass|spoon))|(?:spill|spilling|spills) (?:my |his |her )?(?:drinks?|tea|coffee|soup)',
      // "A shake in both hands when he holds a cup or writes": the hands told between the shake and the action.
      '(?:shake|shaking|tremor|trembling|wobble) in (?:both |my |his |her |their |the )?(?:hands?|fingers) (?:when|while) (?:i |he |she |they )?(?:is |are |am )?(?:holds?|holding|pours?|pouring|writes?|writing|drinks?|drinking|eats?|eating|lifts?|lifting)',
    ],
    0.01,
    { parent: 'tremor' },
  ),
  yesNo(
    'tremor',
    'Do you have a shake or tremor in your hands?',
    'tremor',
    [
      // "agitated, sweating and shaking": a shake told among the signs of an overactive nervous system, not a
      // fever's shivers or a fit ("shaking all over").
      '(?<=(?:sweating|sweaty|agitated|jittery|restless|clammy) (?:, )?(?:and )?)(?:shaking|trembling)(?! (?:all over|with (?:the )?(?:cold|chills|fever)|from (?:the )?cold))',
      'tremor|(?:shaky|shaking|trembling|tremble) (?:hands?|fingers)|(?:feel|feels|feeling|felt|am|is|been|get|gets|getting) (?:a bit |a little |really |very |so |all )?(?:shaky|trembly|jittery)(?! (?:on (?:my|his|her) feet|legs|when (?:i |he |she )?(?:stand|walk)))|hands? (?:are |keep |keeps )?(?:shaking|trembling|shaky)|(?:hands?|fingers|head) (?:shake|shakes|tremble|trembles)',
      // "A shake in both hands", "a tremble in her fingers".
      '(?:a |the |this )?(?:shake|tremble|wobble) in (?:both |my |his |her |their |the )?(?:hands?|fingers)',
    ],
    0.02,
  ),
  yesNo(
    'amnesia_after_injury',
    'Is there a gap in your memory for the time just before or after the injury?',
    'amnesia around the head injury',
    [
      '(?:can not|do not|could not) remember (?:the (?:fall|accident|crash|hit|injury|game|match)|what happened|hitting (?:my|his|her) head|anything (?:after|before|about) (?:it|the))|(?:memory )?gap in (?:my |his |her )?memory|(?:no|do not have any) memory of (?:the|what)',
    ],
    0.01,
    { parent: 'head_injury' },
  ),
  yesNo(
    'repetitive_questioning',
    'Has the person suddenly been unable to remember new things, asking the same questions over and over, while otherwise alert and knowing who they are?',
    'sudden anterograde amnesia with repetitive questioning',
    [
      '(?:keeps?|keep|kept|keeping) (?:asking|repeating) the same (?:questions?|things?)|(?:asking|asks|asked) the same (?:questions?|thing) (?:over and over|again and again|every few minutes)|(?:can not|could not) remember anything (?:from|since) (?:this morning|today|the last few hours)',
    ],
    0.002,
  ),
  yesNo(
    'memory_problems',
    'Have you, or those close to you, noticed problems with memory or thinking?',
    'memory or cognitive decline',
    [
      'memory (?:loss|problems?|issues?|lapses|is (?:going|getting worse|bad|terrible|shot|not what it was))|(?:poor|bad|terrible|failing|declining) memory|los(?:ing|t) (?:my|his|her|their) memory|forgetful(?:ness)?|(?:keeps?|keep|keeping) forgetting|(?:forgets|forgetting|i forget) (?:things|conversations|names|appointments|people|faces|what (?:i|he|she|they|we) (?:said|told|did|asked))|(?:confused|muddled) (?:about|with) (?:names|dates|things)|dementia',
    ],
    0.03,
  ),
  yesNo(
    'arm_or_leg_weakness_one_side',
    'Is an arm or a leg on one side weak, heavy, numb or clumsy?',
    'one-sided arm or leg weakness or numbness',
    [
      '(?:can not|could not|unable to|can t) (?:move|feel|use) (?:my |his |her |their )?(?:right|left) side',
      '(?:left|right|one) (?:arm|leg|hand) (?:is |feels |went |has gone |going |has been )?(?:weak|numb|heavy|clumsy|dead|useless|floppy)|(?:weak(?:ness)?|numb(?:ness)?|heav(?:y|iness)) (?:in|of|down) (?:my |his |her )?(?:left|right|one) (?:arm|leg|hand|side)|(?:left|right|one) side of (?:my |his |her |the )?body (?:is |went |feels |has gone )?(?:weak|numb|heavy|dead)',
      `${NOT_AN_INJURY}(?:can not|could not) (?:lift|move|use) (?:my |his |her )?(?:left|right) (?:arm|leg|hand)${NO_INJURY_AFTER}`,
    ],
    0.004,
    { implies: ['limb_face_weakness'] },
  ),
  yesNo(
    'sudden_weakness_one_side',
    'Did weakness, numbness, a drooping face or trouble speaking come on suddenly?',
    'sudden focal neurological deficit',
    [
      '(?:suddenly|sudden) (?:weak|numb|can not (?:move|lift|speak|talk)|slurring|lost (?:the )?(?:use|feeling))|(?:face|mouth) (?:suddenly |all of a sudden )?(?:has |had )?(?:drooped|dropped|went droopy|started drooping)|(?:sudden|suddenly) (?:droop(?:ing|y)?|drooped) (?:face|mouth)|(?:arm|leg|hand) (?:suddenly )?(?:went|gone|is) (?:weak|numb|dead|limp)(?! (?:at night|in the night|overnight|when i (?:wake|woke|sleep)|(?:\\w+ ){0,3}(?:slept|sleeping|lying|lay|leaning|sat|sitting) on it))|(?:having|think (?:i am|he is|she is) having|think (?:it is|this is)) a stroke',
      `${NOT_AN_INJURY}(?:can not|could not) lift (?:my |his |her )?(?:(?:left|right) )?(?:arm|leg)(?! (?:up |above |over |past |because |without |properly because))${NO_INJURY_AFTER}`,
      // "all of a sudden I couldn't lift my right arm", "he suddenly can't talk properly" (longer than a breathless "can't talk").
      '(?:suddenly|all of a sudden) (?:i |he |she |they |mum |dad )?(?:can not|could not|was not able to|is not able to|could hardly|can hardly) (?:lift|move|use|feel|grip with) (?:my |his |her |their )?(?:(?:left|right) )?(?:arm|leg|hand|side)|(?:suddenly|all of a sudden) (?:can not|could not) (?:speak|talk|get (?:my |his |her |the )?words out)(?: properly| clearly| right| at all)?',
    ],
    0.003,
    {
      implies: ['limb_face_weakness'],
      redFlag: { reason: 'sudden weakness, facial droop or speech difficulty (stroke signs)', urgency: 'emergency' },
    },
  ),
  yesNo(
    'scalp_tenderness',
    'Is your scalp tender to touch (for example when brushing your hair), or does your jaw ache when you chew?',
    'scalp tenderness or jaw claudication',
    [
      '(?:scalp|temples?) (?:is |are |feels? )?(?:tender|sore|painful) (?:to touch|when i (?:brush|comb))|(?:hurts|painful|sore) to (?:brush|comb) (?:my )?hair|jaw (?:aches|hurts|pain|gets tired) (?:when|while) (?:i )?(?:chew|eat)|tender (?:scalp|temples?)|(?:scalp|temporal|temple) tenderness|pain in (?:my |the )?jaw (?:when|while|on) (?:i )?(?:chew|chewing|eat|eating)|jaw claudication',
    ],
    0.005,
    {
      askIf: { minAge: 50 },
      redFlag: {
        reason: 'scalp tenderness or jaw claudication over 50 (giant cell arteritis: risk to vision)',
        urgency: 'urgent',
      },
    },
  ),
  yesNo(
    'saddle_numbness',
    'Do you have numbness around your bottom or genitals, or new trouble controlling your bladder or bowels?',
    'saddle anaesthesia or new sphincter disturbance',
    [
      '(?:numb|numbness|no feeling|tingling) (?:around|in|between) (?:my )?(?:bum|bottom|buttocks|genitals|groin|private parts|saddle area|inner thighs)|saddle (?:numbness|anaesthesia|anesthesia)|(?:lost|losing|loss of) (?:control of )?(?:my )?(?:bladder|bowels?)(?: control)?|(?:can not|could not) control (?:my )?(?:bladder|bowels?)|(?:wet|soiled) myself (?:without|and did not) (?:knowing|realise|realize)',
      // Numb when wiping; a bladder or bowel accident the patient did not feel.
      '(?:can not|could not|can hardly|can barely) feel (?:myself|anything|it|the (?:toilet|loo) paper)(?: properly| much| at all)? when (?:i )?wip(?:e|ing)|(?:numb|no feeling) when (?:i )?wip(?:e|ing)',
      '(?:numb|numbness|no feeling|pins and needles|tingling|dead) (?:down below|down there|in my (?:private|nether) (?:parts|regions)|(?:in|around|between) (?:my )?(?:crotch|perineum|back passage|anus|privates|vagina|penis|bum cheeks|butt cheeks))|(?:can not|could not|can hardly|can barely) feel (?:anything )?(?:down below|down there|my (?:bum|bottom|privates|private parts|genitals))',
      '(?:(?:an? )?accidents? with (?:my )?(?:bowels?|bladder)|(?:wet|soiled|pooed|pooped|peed|weed) (?:myself|my pants|my underwear|my undies))(?= (?:\\w+ ){0,3}without (?:realising|realizing|knowing|noticing|feeling (?:it|anything)))',
      // The place first: "my privates feel numb" (not a bottom numb from sitting on a hard seat).
      '(?:privates|private parts|genitals|crotch|groin|vagina|penis|perineum|saddle area|inner thighs|down there|down below|(?:bum|bottom|butt)(?! (?:\\w+ ){0,5}(?:sitting|sat|seat|chair|bike|saddle|bench|couch|flight|drive))) (?:feels?|is|are|has gone|have gone|went|gone|has been|have been|going) (?:all |a bit |really |completely |totally |kind of )?(?:numb|dead|tingly)',
      // Not feeling the need to go; losing control with a bad back (longer than plain incontinence).
      '(?:can not|could not|can no longer|do not|does not) (?:tell|feel|know) (?:when|if) (?:i |he |she )?(?:need|needs|have|has|want|wants) to (?:wee|pee|go|urinate|poo|open (?:my|his|her) bowels)',
      '(?:lost|losing|lose|loss of) (?:all )?control of (?:my |his |her )?(?:bladder|bowels?|wee|poo)(?: (?:and|or) (?:my |his |her )?(?:bladder|bowels?))? (?:since|with|after|and|because of)(?= (?:\\w+ ){0,4}back\\b)',
      // "numb between my legs", "can't feel when I'm weeing" (the wee passing unfelt)
      '(?:numb|numbness|no feeling|pins and needles|tingling|tingly) (?:right )?between (?:my |his |her )?legs|(?:can not|could not|can no longer|can hardly|can barely) feel (?:it )?(?:when|if|while) (?:i am |i |he is |she is )?(?:weeing|peeing|pooing|urinating|passing urine|going to the toilet|wee|pee|poo)',
    ],
    0.002,
    { redFlag: { reason: 'saddle numbness or new bladder or bowel disturbance (cauda equina)', urgency: 'emergency' } },
  ),
  yesNo(
    'leg_weakness',
    'Has a leg become weak, or does your foot drag or slap when you walk?',
    'leg weakness or foot drop',
    [
      '(?:my |one |left |right |the )?(?:leg|foot) (?:is |feels? |has |keeps? )?(?:weak|weakness|giving way|dragging|slapping)|(?:weak|weakness in) (?:my |one |the )?(?:left |right )?(?:leg|foot)\\b|foot (?:is |has been |keeps )?(?:dragging|slapping|flopping)|foot drop|(?:dragging|drag) (?:my |one )?(?:left |right )?(?:leg|foot)',
      // foot drop told as what it does: the toes catch, the foot cannot be lifted
      '(?:can not|could not|unable to) (?:lift|raise|pull) (?:up )?(?:my |his |her |the )?(?:left |right )?(?:foot|toes)(?: up)?|(?:catching|catch|catches|stubbing) (?:my |his |her |the )?toes (?:on|when|as)|(?:foot|leg) drags|toes (?:catch|keep catching|drag) (?:on|when|as)',
    ],
    0.01,
  ),

  yesNo(
    'band_like_headache',
    'Does the headache feel like a tight band or steady pressure around your head, rather than throbbing?',
    'pressing, band-like headache',
    [
      '(?:like )?(?:a )?tight band (?:around|round|across) (?:my |the )?(?:head|forehead)|band (?:around|round) (?:my |the )?head|(?:head|forehead) (?:feels |is )?(?:tight|squeezed|in a vice)|(?:like (?:a |my head is in a )?)?vice (?:around|on) (?:my )?head|pressure (?:around|across|on) (?:my |the )?(?:whole )?(?:head|forehead|temples)|tension headaches?',
    ],
    0.02,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'headache_worse_with_activity',
    'Does routine activity, such as walking or climbing stairs, make the headache worse?',
    'headache aggravated by routine physical activity',
    [
      '(?:headache|head|head pain) (?:is |gets |got )?worse (?:when|if|as) i (?:move|walk|climb stairs|bend over|exercise)|(?:walking|moving|movement|exercise) makes (?:the |my )?(?:headache|head) worse',
    ],
    0.03,
    { parent: 'pain', implies: ['pain'] },
  ),
  yesNo(
    'painkiller_overuse',
    'Do you take painkillers or migraine tablets for headaches on 10 or more days a month?',
    'analgesic or triptan use on 10 or more days a month',
    [
      // A painkiller by name (or tablets "for it"), then how often: 10 or more days a month.
      '(?:take|takes|taking|taken|took|on|using|use|uses|need|needs|needing|living on|have|having|pop|popping) (?:some |a |my |the )?(?:(?:painkillers|pain killers|pain relief|pain medication|panadol|paracetamol|nurofen|ibuprofen|aspirin|codeine|mersyndol|panadeine|triptans?|sumatriptan|rizatriptan|maxalt|imigran|tramadol|endone|oxycodone)(?: (?:and|or|plus|with) (?:some |a )?(?:painkillers|pain killers|panadol|paracetamol|nurofen|ibuprofen|aspirin|codeine|mersyndol|panadeine|triptans?|sumatriptan|tramadol))*(?: tablets| pills| forte)?(?: for (?:it|them|(?:my |the )?(?:headaches?|migraines?|head|pain)))?|(?:tablets|pills|something|medication|medicine) for (?:it|them|(?:my |the )?(?:headaches?|migraines?|head|pain))) (?:on )?(?:every day|daily|most days|nearly every day|almost every day|nearly daily|almost daily|pretty much every day|every single day|all the time|every other day|(?:[3-7]|three|four|five|six|seven) (?:or more )?days (?:a|per|every) week|(?:1\\d|2\\d|30|ten|fifteen|twenty) (?:or more )?days (?:a|per|every) month)',
      '(?:every day|most days|nearly every day|almost every day) i (?:take|need|have) (?:some |a )?(?:painkillers|pain killers|pain relief|panadol|paracetamol|nurofen|ibuprofen|codeine|mersyndol|panadeine|triptans?|sumatriptan|tablets for (?:it|them|the pain|my head))|(?:daily|every day) (?:painkillers|pain killers|pain relief)|rebound headaches?|medication overuse',
    ],
    0.05,
    { kind: 'history' },
  ),
  yesNo(
    'neuro_symptoms_resolved',
    'Did the weakness, numbness, speech or vision problem go away completely (within minutes to hours)?',
    'focal symptoms resolved completely',
    [
      // "She is completely back to normal now", after a speech, face, arm or vision problem told before it.
      '(?<=\\b(?:words?|speech|speak|speaking|talk|talking|weak|weakness|numb|numbness|clumsy|droop\\w*|vision|sight)\\b[^?]{0,150} )(?:she|he|i) (?:is|was|am|s|has been|felt|feels) (?:now )?(?:completely |totally |fully |entirely |all )?back to normal',
      '(?:it|the weakness|the numbness|my speech|his speech|her speech|my vision|everything|the symptoms?) (?:all )?(?:went|came|is|was|has gone|got) back to normal|(?:went|gone|got better|resolved|passed) (?:completely |by itself |on its own )?(?:after|within|in) (?:a few |about |\\d+ |ten |twenty |thirty )?(?:minutes|mins|an hour|hours)|(?:only|just) lasted (?:a few |\\d+ )?(?:minutes|mins|seconds)',
      // "weakness in her right hand and trouble finding words this morning. It has completely gone now."
      '(?<=\\b(?:weak\\w*|numb\\w*|speech|words|vision|droop\\w*|slurr\\w*)\\b.*)\\b(?:it|they|that|everything) (?:has|have|had) (?:now )?(?:completely |all |fully )?(?:gone|gone away|resolved|cleared|settled|recovered)(?= (?:completely |fully )?(?:now|since|\\.|,|$))',
      // "My right hand was clumsy for 10 minutes. Now I'm totally back to normal", "went weak for about 10 mins, back
      // to normal now": the person, not the symptom, back to normal after a weakness or a loss of words or vision.
      '(?<=\\b(?:weak\\w*|numb\\w*|clumsy|speech|words|vision|droop\\w*|slurr\\w*)\\b.*)(?:(?:i am|he is|she is|i feel|he feels|she feels|i was|he was|she was|and|now) )?(?:now )?(?:totally |completely |fully |all |right |entirely )?back to (?:normal|myself|himself|herself)(?! (?:work|school))',
    ],
    0.01,
  ),
  yesNo(
    'cannot_close_eye',
    'On the weak side of your face, is it hard to close your eye fully or to wrinkle your forehead?',
    'cannot close the eye or wrinkle the forehead on the weak side (forehead involved)',
    [
      '(?:can not|could not|unable to|will not) (?:fully |properly |completely )?(?:close|shut) (?:my |his |her |the |one |that )?(?:left |right )?eye|(?:left |right )?eye (?:will not|does not|can not|won t) (?:close|shut)|(?:can not|could not) (?:raise|lift) (?:my |the )?(?:left |right )?eyebrow',
    ],
    0.003,
    { parent: 'facial_weakness' },
  ),
  yesNo(
    'tongue_bitten',
    'After the blackout or fit, was the side of your tongue bitten?',
    'tongue bitten in the episode',
    [
      '(?:bit|bitten|biting) (?:the side of )?(?:my |his |her |their )?tongue|tongue (?:was |is |got )?(?:bitten|bleeding)|tongue biting',
    ],
    0.003,
  ),
  yesNo(
    'confused_after_blackout',
    'After the episode, were you confused, drowsy or not yourself for more than a few minutes (someone who saw it may know)?',
    'post-event confusion or drowsiness',
    [
      '(?:confused|drowsy|groggy|out of it|dazed|disorientated|disoriented|sleepy) (?:for (?:a while|ages|\\w+ minutes|an hour|hours|a long time) )?(?:after|afterwards|when (?:i|he|she|they) (?:came to|woke up|came round))|(?:took|taking) (?:a long time|ages|a while) to (?:come round|come to|wake up|recover)',
    ],
    0.005,
  ),
  yesNo(
    'prolonged_seizure',
    'Has a fit gone on for more than 5 minutes, or have fits followed one another without waking up in between?',
    'seizure over 5 minutes or repeated seizures (status epilepticus)',
    [
      '(?<=\\b(?:fit|seizure|fitting|seizing|convulsion|convulsing)\\b[^.]{0,60})(?:it s |it has |it is )?(?:been )?(?:going|going on|lasting|lasted|gone on) (?:on )?for (?:over |more than |about |nearly |almost )?(?:[5-9]|[1-9][0-9]|five|six|seven|eight|nine|ten|fifteen|twenty) minutes',
      '(?:fit|seizure|fitting|seizing|convulsion|convulsing) (?:has )?(?:lasted|lasting|going on|gone on|for) (?:more than |over |longer than )?(?:5|five|ten|10|\\d\\d) minutes|(?:still|keeps|keep) (?:fitting|seizing|convulsing|having fits|having seizures)|(?:one|fit|seizure) after (?:another|the other)|status epilepticus',
      // Its start told in minutes and that it goes on: "is fitting, started 7 mins ago and still going", "a seizure
      // that started seven minutes ago and has not stopped".
      '(?<=\\b(?:fit|seizure|fitting|seizing|convulsion|convulsing)\\b[^.]{0,40})(?:started|began|it started|it began) (?:about |over |more than |nearly )?(?:[5-9]|[1-9][0-9]|five|six|seven|eight|nine|ten|fifteen|twenty) (?:minutes|min) ago (?:and )?(?:it |he |she )?(?:is |s |has |has been )?(?:still going|still going on|still fitting|still seizing|not stopped|not stopping|not stopping yet|will not stop|won t stop)',
    ],
    0.0005,
    {
      parent: 'seizure',
      redFlag: {
        reason: 'seizure lasting over 5 minutes or repeated without recovery (status epilepticus)',
        urgency: 'emergency',
      },
    },
  ),
  yesNo(
    'known_epilepsy',
    'Have you been diagnosed with epilepsy?',
    'known epilepsy',
    [
      '(?:i have|i am|diagnosed with|known|have had|has|with) epilep(?:sy|tic)|(?:i am|he is|she is) (?:an )?epileptic|(?:on|take|taking|missed|forgot) (?:my |his |her )?(?:epilepsy|seizure|anti ?epileptic|anti ?seizure) (?:medication|medicine|meds|tablets|pills)',
    ],
    0.007,
    { kind: 'history' },
  ),
  // Before personality_change, whose withdrawal ("stays in his room") would take the words. Someone at risk who
  // cannot be reached or checked on (locked in a room, not answering the door or phone): the
  // plan cannot be asked of them, so police or an ambulance are sent (Healthdirect and Lifeline: someone at
  // immediate risk, call 000; RANZCP deliberate self-harm 2016).
  yesNo(
    'out_of_reach',
    'Is the person out of reach right now: locked in a room, or not answering the door or the phone?',
    'at risk and out of reach',
    [
      '(?:(?:he|she|they) (?:is |has |have |are )?)?(?:locked|barricaded|shut) (?:him ?self|her ?self|them ?selves|my ?self) (?:in|away)(?: (?:in )?(?:his|her|their|my|the) (?:room|bedroom|bathroom|car|shed|garage))?|(?:will not|would not|is not|not) (?:open(?:ing)? the door|answer(?:ing)? (?:the door|the phone|his phone|her phone|my calls|calls|texts))|(?:can not|could not) (?:get hold of|reach|contact) (?:him|her|them)',
    ],
    0.001,
    { kind: 'history' },
  ),
  yesNo(
    'personality_change',
    'Have family or friends noticed a change in personality or behaviour, such as acting oddly or out of character?',
    'change in personality or behaviour',
    [
      '(?:personality|behaviour|behavior) (?:has |have )?(?:changed|change|is different)|(?:acting|behaving) (?:strangely|oddly|weird(?:ly)?|bizarre(?:ly)?|out of character|very differently)|(?:change|changes) in (?:his |her |my |their )?(?:personality|behaviour|behavior)|out of character|(?:saying|talking about|doing) (?:strange|weird|odd|bizarre|crazy) things|(?:talk|talking|speech) (?:sometimes |often |just )?(?:does not|do not|did not) make (?:any )?sense|(?:suddenly |just )?not making (?:any )?sense(?: and (?:saying|talking about|doing) (?:strange|weird|odd|bizarre|crazy) things)?|(?:he|she|they) (?:is |are |has |have |had )?stopped (?:showering|washing|looking after (?:himself|herself|themselves))|(?:stays|staying|stay|locks (?:himself|herself|themselves)|locked (?:himself|herself|themselves)) in (?:my|his|her|their) (?:bed)?room(?: all day)?',
    ],
    0.01,
  ),
  yesNo(
    'daily_tasks_difficulty',
    'Has it become hard to manage everyday things, such as money, cooking, medicines or finding the way?',
    'difficulty with everyday tasks (function)',
    [
      '(?:getting|got|gets|get) lost (?:in|on the way|driving|going)|(?:can not|could not|struggling to|struggles to|trouble|difficulty) (?:manage|managing|handle|handling|keep track of|keeping track of|pay|paying|keep up with|keeping up with) (?:the |his |her |my )?(?:money|bills|finances|(?:his |her |my )?(?:medications?|medicines?|tablets))|(?:left|leaves|leaving) the (?:stove|oven|gas|iron) on|(?:forgot|forgets|forgetting) how to (?:cook|drive|use)',
    ],
    0.01,
  ),
  yesNo(
    'slow_stiff_movements',
    'Have your movements become slower or stiffer, or your steps smaller and shuffling?',
    'slowness, stiffness or shuffling gait (parkinsonism)',
    [
      'shuffl(?:e|es|ing|ed|y)|(?:movements?|walking|moving|getting up) (?:is |are |has |have )?(?:got |become |gotten |been )?(?:much |really )?(?:slow|slower|stiff|stiffer)|(?:handwriting|writing) (?:has |is )?(?:got |become |gotten |getting )?(?:smaller|tiny|cramped)|bradykinesia|rigidity|(?:frozen|freezing) (?:when walking|in doorways)',
    ],
    0.01,
  ),
  yesNo(
    'restless_legs_urge',
    'In the evening or at night, do you get an uncomfortable urge to move your legs that eases when you move them?',
    'urge to move the legs at rest, worse in the evening',
    [
      'restless legs?|legs? (?:are|is|feel|feels|get|gets|go|goes) (?:so |really |very )?(?:restless|jumpy|twitchy|fidgety|jittery)|(?:urge|need|have) to (?:keep )?mov(?:e|ing) (?:my )?legs|(?:creepy crawly|creepy crawlies|crawling|fizzy|jittery) (?:feelings? |sensations? )?(?:in )?(?:my |your |the |her |his |both )?legs|legs (?:will not|can not|do not) (?:keep )?still (?:at night|in bed|in the evening)',
    ],
    0.02,
  ),
  yesNo(
    'electric_shock_face_pain',
    'Do you get brief, electric-shock-like stabs of pain in your face, set off by touching your face, chewing, talking or brushing your teeth?',
    'paroxysmal electric-shock facial pain with trigger points',
    [
      '(?:electric|electrical) (?:shocks?|zaps?|jolts?|shock like) (?:of pain |pains? |like pains? )?(?:in|through|across|down|on) (?:my |the )?(?:left |right )?(?:side of (?:my |the )?)?(?:face|cheek|jaw|teeth|gums?|lip)|(?:face|cheek|jaw) pain (?:like|feels like) (?:an )?electric(?:al)? (?:shock|zap)|trigeminal neuralgia|tic douloureux',
    ],
    0.002,
    { implies: ['pain'] },
  ),
  yesNo(
    'past_shingles',
    'Have you had shingles in the painful area (in the last few months or years)?',
    'previous shingles at the site of pain',
    [
      '(?:had|have had|after|since|from) (?:the )?shingles|shingles (?:rash )?(?:healed|went away|cleared|has gone|last (?:month|year))|post ?herpetic',
    ],
    0.02,
    { kind: 'history' },
  ),
  yesNo(
    'past_neuro_episode',
    'Have you had an episode before of numbness, weakness, loss of vision or double vision that lasted days and then got better?',
    'previous episode of neurological symptoms lasting days',
    [
      '(?:had|have had) (?:this|numbness|weakness|vision loss|double vision|an episode|an attack) (?:like this )?before (?:that|which) (?:lasted|went away|got better)|(?:previous|past|earlier) (?:episode|attack|bout) of (?:numbness|weakness|vision loss|optic neuritis|double vision)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'brief_vision_greyouts',
    'Does your vision grey out or go black for a few seconds at a time, for example when you bend or stand up?',
    'transient visual obscurations',
    [
      '(?:vision|sight|eyes?) (?:keeps |briefly |sometimes )?(?:greys?|grays?|blacks?|whites?) out|(?:vision|sight) (?:goes|went|keeps going) (?:grey|gray|black|dark|blank) for (?:a few |a couple of )?seconds',
    ],
    0.005,
  ),
  yesNo(
    'unsteady_gait',
    'Are you unsteady on your feet, staggering, or unable to walk in a straight line?',
    'unsteady gait (ataxia)',
    [
      '(?:unsteady|wobbly|off balance|staggering|stumbling|drunk) (?:on (?:my |his |her )?feet|when (?:i |he |she )?walk(?:ing)?)|(?:walking|walk) (?:like (?:i am|he is|she is) drunk|is unsteady|is wobbly)|(?:can not|could not) walk (?:in a )?straight(?: line)?|(?:losing|lost|keep losing) (?:my |his |her )?balance|ataxi\\w*',
    ],
    0.02,
  ),
  yesNo(
    'numbness_spreading',
    'Did pins and needles or numbness spread slowly over several minutes, for example from the fingers up the arm to the face, then go away within an hour?',
    'spreading (marching) sensory symptoms over minutes',
    [
      '(?:tingling|numbness|pins and needles) (?:that |which )?(?:spread|spreads|spreading|crept|creeps|moved|moves|marched|travelled|traveled) (?:slowly )?(?:up|from|across|along|into) (?:my |the )?(?:arm|hand|fingers|face|lips|tongue)',
    ],
    0.003,
    { implies: ['numbness_tingling'] },
  ),

  // — Mental health
  yesNo(
    'suicide_plan',
    'Have you made a plan or got the means to end your life (such as saving up tablets), or do you intend to act on these thoughts?',
    'suicide plan, means or intent',
    [
      '(?:have|has|got|made|making|had) (?:a |some )?plans? (?:to|for|of how to) (?:kill|end|take (?:(?:my|his|her|their) (?:own )?life|an overdose|(?:all )?(?:my|his|her|the) (?:pills|tablets))|die|do it|overdose)|(?:die|dead|kill my ?self|killing my ?self|end my life|ending my life|end it all|suicide|suicidal)(?: [a-z]+){0,6} (?:have|got|made|making) (?:a |some )?plans?|(?:plan|planning|planned|going|intend|intending) to (?:kill my ?self|end my life|end it(?: all)?|take my (?:own )?life|overdose|hang my ?self|jump off|drive into)|(?:wrote|written|writing|left) (?:a )?(?:suicide|goodbye) (?:note|letter)|(?:stockpil\\w*|saved up|saving up|been saving|been collecting|collecting|hoarding|stashing|stashed) (?:up )?(?:my |some |all my |all of my )?(?:sleeping |sleep |pain |heart |blood pressure )?(?:pills|tablets|medications?|meds)|(?:bought|got|have) (?:a )?(?:rope|gun) to (?:kill|end|hang)|(?:got|have|has|kept) (?:some |my |the |all my |enough )?(?:sleeping |pain )?(?:pills|tablets|meds) (?:saved|stashed|stockpiled|put aside|hidden|hoarded)(?: up| away)?',
      // "I've worked out how I'd do it", "I have the pills ready", said after the thoughts themselves; "he has worked
      // out how he would end his life", told by someone else.
      '(?<=(?:suicid\\w*|(?:end|ending) (?:it all|my life)|(?:kill|killing) my ?self|take my (?:own )?life|want(?:ed)? to die)\\b[^.]*)(?:have|got|bought|kept) (?:the |some |all the |enough )?(?:pills|tablets|rope|gun|means) (?:ready|to do it|set aside|put aside|hidden)|(?:(?:worked|figured|thought|planned) out|decided|know (?:exactly )?|researched|looked up|thought about|been thinking about) (?:exactly )?(?:how|when|where) (?:(?:i|he|she|they) (?:would|will|could|can|might)|(?:i am|he is|she is|they are) going to|to) (?:kill (?:my|him|her) ?self|end (?:it all|(?:my|his|her|their) life)|take (?:my|his|her|their) (?:own )?life)|(?<=(?:suicid\\w*|(?:end|ending) (?:it all|my life)|(?:kill|killing) my ?self|take my (?:own )?life|want(?:ed)? to die)\\b[^.]*)(?:(?:worked|figured|thought|planned) out|decided|know (?:exactly )?|researched|looked up|thought about) (?:exactly )?(?:how|when|where) (?:i would|i will|i am going to|i could|i can|i might|to) do it',
      // "I don't want to live any more and I have been planning how I would do it".
      '(?<=(?:suicid\\w*|(?:end|ending) (?:it all|my life)|(?:kill|killing) my ?self|take my (?:own )?life|want(?:ed)? to die|(?:do not|no longer) want to (?:live|be alive|be here))\\b[^.]*)(?:been planning|planning|planned|have planned|been working out) (?:exactly )?(?:how|when|where) (?:i would|i will|i am going to|i could|i can|i might|to) (?:do it|kill my ?self|end (?:it all|my life)|take my (?:own )?life)',
      // "been thinking about ending it and I have a plan": a plan told in one breath with the thoughts.
      '(?<=(?:suicid\\w*|(?:end|ending) (?:it|it all|things|my life)|(?:kill|killing) my ?self|want(?:ed)? to die|(?:do not|no longer) want to (?:live|be alive|be here))\\b[^.]*)(?:i )?(?:have|have got|got|made) (?:a |some )?plans?(?! (?:to see|for (?:the|my|a|this|next)|with|at|on))',
    ],
    0.001,
    {
      parent: 'suicidal_thoughts',
      implies: ['suicidal_thoughts'],
      redFlag: { reason: 'suicide plan, means or intent', urgency: 'emergency' },
    },
  ),
  yesNo(
    'low_mood',
    'Have you been feeling down, depressed or hopeless most days for the last two weeks or more?',
    'low mood',
    [
      '(?:feeling|feel|feels|felt|been feeling) (?:so |really |very |pretty |quite |a bit |a little |kind of )?(?:down|low|depressed|sad|miserable|flat|blue|hopeless|empty|numb inside)(?! on)|(?:i am|i have been|been) (?:so |really |very |pretty |quite )?(?:depressed|miserable|hopeless)|(?:i am|i have been|been) (?:so |really |very |pretty |quite )?(?:down|low|flat|sad) (?:lately|recently|for (?:weeks|months|a while|ages)|all the time)|low mood|depress(?:ed|ion)|(?:no|lost (?:all )?|losing) hope|(?:i )?(?:can not|could not) stop crying|(?:crying|cry) all the time|i (?:keep|kept) (?:on )?crying|i (?:cry|have been crying|am crying|cried) (?:a lot|constantly|every day|every night|most days|myself to sleep)|(?:i am|i have been|i feel|feeling) (?:so |very |really )?tearful|(?:i am|i have been|i feel|been) (?:just |so |really |very |pretty |quite |terribly |incredibly |unbearably )*sad\\b(?! (?:about|that|to see|to hear|news))|what is the point|(?:so |just |really )?(?:tired|sick) of (?:everything|it all|life|living)|(?:can not|could not) (?:do|cope with|handle|keep going like) this any ?more|(?:can not|could not) take (?:it|this) any ?more|can not go on(?: like this| any ?more)?|(?:i am|i feel like i am|i feel like|feel like i am) (?:a |such a )?(?:terrible|bad|useless|hopeless|awful|rubbish) (?:mother|mum|mom|father|dad|parent|wife|husband|person)|(?:i am|i feel|i feel like) (?:a |such a )?(?:failure|burden)(?: to (?:everyone|my family|them|others))?|(?:i am|i feel) (?:so |completely |totally |utterly )?worthless',
      // Low among other feelings: "I feel stressed, low and can't cope", "anxious and down"
      '(?:feel|feels|feeling|felt|been feeling) (?:(?:stressed|anxious|tired|lonely|overwhelmed|worried|exhausted|teary|empty|numb|lost|angry|irritable|hopeless) (?:, )?(?:and )?){1,3}(?:low|down|depressed|sad|miserable|flat|hopeless)(?! on)',
    ],
    0.08,
  ),
  yesNo(
    'anhedonia',
    'Have you lost interest or pleasure in things you usually enjoy?',
    'loss of interest or pleasure',
    [
      '(?:can not|can t|could not) be bothered (?:doing |with )?(?:anything|much|things|life)',
      '(?:can not|could not|can t|do not|don t|unable to) (?:enjoy|take pleasure in|get pleasure from|find joy in) (?:anything|her|him|them|my \\w+|the baby|life|things|it)',
      '(?:lost|no|lack of|losing) (?:all )?(?:interest|motivation|pleasure|enjoyment|joy)|(?:do not|can not|does not|no longer) (?:feel|get|find|take) (?:any |much )?(?:joy|pleasure|enjoyment|happiness)|(?:do not|can not|no longer) enjoy (?:anything|things|life)|(?:nothing|no ?thing) (?:is |feels )?(?:fun|enjoyable|interesting) any ?more|anhedonia',
      // "nothing interests me any more", "not interested in anything"
      '(?:nothing|no ?thing) (?:interests|excites|appeals to|matters to) (?:me|him|her|them)|(?:not|no longer|never) interested in (?:anything|things|life|doing anything)',
    ],
    0.05,
  ),
  yesNo(
    'suicidal_thoughts',
    'Have you had thoughts of ending your life or of being better off dead?',
    'suicidal thoughts',
    [
      'suicid\\w*|(?:kill|end|take|ending|killing|taking) (?:my ?self|my (?:own )?life|it all)|(?:want|wanted|wanting|wish|wished) (?:to die|i was dead|i were dead|to not (?:be here|wake up|exist))|better off dead|(?:thinking|thought|think|thoughts) (?:about|of) (?:ending (?:it|things|my life)|killing my ?self|not being here|dying|being dead|my own death)(?! (?:in|during|from|of) )|(?:everyone|everybody|they|my (?:family|kids|wife|husband|partner)|the world) (?:would|will) be better off without me|better off without me|(?:do not|no) (?:longer )?want to (?:live|be alive|be here|wake up)|no reason to live|(?:end|ending) it all',
      // Said of someone else ("he wants to die", "she talks about killing herself"); going to sleep and not waking.
      '(?:wants|wanted|wanting|wishes|wished) (?:to die|to be dead|(?:he|she|they) (?:was|were) dead)|(?:kill|end|take|ending|killing|taking) (?:him ?self|her ?self|themselves|(?:my|his|her|their) (?:own )?life)|(?:does not|did not|do not|no longer) want to (?:live|be alive|be here|wake up) any ?more',
      // Wishing to join someone who has died is a wish to die (RANZCP deliberate self-harm: bereaved older men): "I would
      // be better off joining her", "I just want to be with him in heaven".
      '(?:better off|be happier) joining (?:her|him|them|my (?:late )?(?:wife|husband|partner|son|daughter|mum|dad|mother|father))(?! (?:at|for|on|in the|to the|for))|(?:want|wanted|wanting|wish|long|longing|ready) to (?:join|be with|go and (?:join|be with)) (?:her|him|them|my (?:late )?(?:wife|husband|partner|son|daughter|mum|dad|mother|father)) (?:in heaven|up there|on the other side|wherever (?:she|he|they) (?:is|are))',
      '(?:(?:want|wanted|wanting|wish|wished) to )?(?:go|going|went|sleep) (?:to sleep )?and (?:never|not) (?:wake|waking) up|(?:fall|falling) asleep and (?:never|not) (?:wake|waking) up|(?:hope|hoping|wish|wishing|pray|praying) (?:i |that i )?(?:just )?(?:do not|will not|would not|never) wake up',
    ],
    0.005,
    { redFlag: { reason: 'thoughts of suicide', urgency: 'emergency' } },
  ),
  yesNo(
    'took_overdose',
    'Have you taken an overdose, or more of a medicine than you should, on purpose in the last day or two?',
    'deliberate overdose',
    [
      '(?:took|taken|have taken|had) (?:some |a few |a lot of |lots of |heaps of )?(?:extra|more) (?:of )?(?:my |her |his |the )?(?:tablets|pills|medication|meds|sleeping tablets)(?! than (?:usual|normal) for (?:the )?pain)',
      'overdos(?:e|ed|ing)|(?:took|taken|swallowed|had) (?:too many|a lot of|all (?:of )?my|a bunch of|a whole (?:packet|box|bottle) of|heaps of|lots of|a handful of) (?:pills|tablets|panadol|paracetamol|medication|meds|sleeping pills)',
      // "took a bottle of my sleeping pills", "swallowed a packet of mum's tablets"
      '(?:took|taken|swallowed|downed|had) (?:a|an|the|two|2|three|3) (?:whole |full |entire )?(?:packets?|box(?:es)?|bottles?|strips?|jars?|tubs?|sheets?|blister packs?|containers?) of (?:my |his |her |their |the |\\w+ s )?(?:\\w+ ){0,2}(?:pills|tablets|capsules|panadol|paracetamol|nurofen|ibuprofen|medication|medicine|meds|antidepressants|sleepers)',
      // A number of tablets no one takes by mistake ("I took 30 paracetamol"), or any taken to die or on purpose.
      '(?:i|he|she|they) (?:have |has )?(?:took|taken|swallowed|had|downed) (?:about |around |over |maybe |at least |more than )?(?:1[0-9]|[2-9][0-9]|[1-9][0-9][0-9]|ten|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred)(?: of)?(?: \\w+){0,3} (?:pills|tablets|capsules|caps|panadol|paracetamol|nurofen|ibuprofen|sleeping pills|sleeping tablets|antidepressants|(?:mg|milligram|milligrams|microgram|micrograms) ones)',
      '(?:took|taken|swallowed|had) (?:\\w+ ){0,4}(?:pills|tablets|capsules|medication|medicine|meds)(?: \\w+){0,3} (?:on purpose|deliberately|to (?:kill|end|hurt) (?:my ?self|him ?self|her ?self|it all|my life)|to die|so i would (?:die|not wake up))',
      // "talking about suicide and has taken some pills": tablets taken, told with the wish to die, are an overdose.
      '(?<=(?:suicid\\w*|want(?:s|ed)? to die|(?:kill|killing|end|ending) (?:my ?self|him ?self|her ?self|it all|my life|his life|her life))\\b[^.]*)(?:has |have |had |just )?(?:taken|took|swallowed) (?:some |a few |a lot of |lots of |heaps of |a bunch of |all (?:of )?(?:my |his |her )?)?(?:sleeping )?(?:pills|tablets|meds|medication)',
    ],
    0.001,
    { implies: ['self_harm'], redFlag: { reason: 'deliberate overdose (risk of poisoning)', urgency: 'emergency' } },
  ),
  yesNo(
    'self_harm',
    'Have you hurt yourself on purpose, for example by cutting or burning?',
    'self-harm',
    [
      '(?:voices?|they) (?:are |keep |keeps )?(?:telling|tell|told|ordering|order|saying to) me to (?:hurt|harm|cut|kill) (?:my ?self)',
      'self ?harm\\w*|(?:cutting|burning|harming|scratching) (?:my ?self|him ?self|her ?self|themselves)|(?:cut|burnt|burned|hurt|harmed|scratched|hit) (?:my ?self|him ?self|her ?self|themselves) (?:on purpose|deliberately|intentionally)|(?:harm|harmed) (?:my ?self|him ?self|her ?self|themselves)|(?:cut|cutting|burnt|burned|burning|scratched) (?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|tummy|stomach|skin) (?:on purpose|deliberately|intentionally)|(?:urge|urges) to (?:cut|hurt|harm)',
      // "has been cutting her forearms to cope": cutting the arms, wrists or thighs over time, told of a person (RANZCP).
      '(?:been|keeps?|started|starts|is|was) (?:secretly )?(?:cutting|burning|scratching) (?:my|his|her|their) (?:fore ?arms|arms|wrists|thighs|upper arms)\\b',
      // "I found cuts on my daughter's arms, she says she's been doing it for months"
      '(?:cuts|cut marks|burns|scratches|scars) on (?:my|his|her|their) (?:\\w+ )?(?:arms?|legs?|wrists?|thighs?|tummy)(?=[^.]*\\b(?:(?:been )?doing (?:it|this|that)|did (?:it|this|that)|(?:her|him|my|them)sel(?:f|ves)|on purpose)\\b)',
      // "cuts on her arms that she did herself", "he did it to himself on purpose".
      '(?:cuts|burns|scratches|marks|scars) (?:on (?:my|his|her|their) (?:arms?|legs?|wrists?|thighs?|tummy|stomach) )?(?:that|which) (?:i|he|she|they) (?:did|made|gave|had done) (?:to )?(?:my ?self|him ?self|her ?self|themselves)|(?:did|done|does) (?:it|that|this) (?:to )?(?:my ?self|him ?self|her ?self|themselves) on purpose',
    ],
    0.005,
    { redFlag: { reason: 'self-harm', urgency: 'urgent' } },
  ),
  yesNo(
    'panic_episodes',
    'Do you have sudden episodes of intense fear with a racing heart, shaking or breathlessness that peak within minutes?',
    'panic attacks',
    [
      'panic (?:attacks?|episodes?)|(?:attacks?|waves?|episodes?) of (?:panic|terror|intense fear)|(?:sudden|intense) (?:fear|terror|dread)|(?:freak|freaking|freaked) out|(?:felt|feel|feeling) like i (?:was|am) (?:losing my mind|going crazy)',
    ],
    0.03,
  ),
  yesNo(
    'social_fear',
    'Do you feel intense fear or embarrassment in social situations, such as meeting people, eating in front of others or speaking up, so that you avoid them?',
    'fear and avoidance of social situations',
    [
      'social (?:anxiety|phobia)|(?:scared|afraid|terrified|anxious|nervous|petrified|fear) (?:of|about|in|at) (?:social situations|meeting (?:new )?people|talking to (?:new )?people|public speaking|speaking in (?:public|class|meetings)|parties|social events|eating in front of (?:people|others))|(?:avoid|avoiding|avoids) (?:people|social (?:situations|events)|parties|going out|talking to people)|(?:think|worried|worry) (?:people|everyone|others) (?:are|is|will be) judging me',
      // "so anxious around people", "I worry people will judge me"
      '(?:anxious|nervous|scared|panicky|awkward|on edge) (?:around|with|in front of|near) (?:other )?(?:people|strangers|others|groups)|(?:worry|worried|scared|afraid|think) (?:that )?(?:people|everyone|others) (?:will|would|might) judge me',
    ],
    0.02,
    { implies: ['anxious'] },
  ),
  yesNo(
    'health_worry',
    'Do you worry a lot that you have a serious illness, even after normal tests or a doctor has reassured you?',
    'preoccupation with having a serious illness',
    [
      'health anxiety|hypochondria\\w*|(?:worried|worry|worrying|scared|convinced|terrified|afraid|sure) (?:that )?i (?:have|might have|may have|have got|could have|am dying of) (?:cancer|a (?:brain )?tumou?r|a serious (?:illness|disease)|something (?:serious|terrible|wrong)|ms|motor neurone disease|als|hiv|a heart (?:problem|condition))|(?:keep|keeps|constantly|always) (?:googling|checking|searching) (?:my )?(?:symptoms|body|lumps)|(?:tests|scans|bloods) (?:all )?(?:came back )?normal but i (?:still )?(?:worry|think|am sure)',
    ],
    0.01,
    { implies: ['anxious'] },
  ),
  yesNo(
    'specific_fear',
    'Is there one particular thing, such as needles, flying, heights, spiders or vomiting, that you fear so much that you avoid it?',
    'intense fear of a specific object or situation',
    [
      '(?:phobia of|phobic of|terrified of|petrified of|scared to death of|fear of) (?:needles|injections|flying|planes|heights|spiders|snakes|dogs|blood|vomit(?:ing)?|the dentist|dentists|lifts|elevators|enclosed spaces|small spaces|storms|driving)|(?:needle|spider|dog|flying|dental|blood) phobia|claustrophobi\\w*|arachnophobi\\w*',
    ],
    0.02,
  ),
  yesNo(
    'constant_worry',
    'Do you worry a lot about many different things, most days, and find it hard to stop?',
    'excessive worry',
    [
      '(?:worry|worrying|worried|anxious) (?:about )?(?:absolutely |literally |just about |pretty much )?(?:everything|all the time|constantly|non ?stop|about every little thing)|(?:can not|unable to|could not) stop (?:worrying|overthinking)|(?:can not|could not|unable to) (?:control|stop) (?:the |my )?(?:worry|worrying|worries)|(?:worry|worrying|worries) (?:is |are )?(?:out of proportion|over the top|excessive)|i know (?:it is|that it is|i am being) (?:out of proportion|irrational|over the top|excessive) but i (?:can not|could not) (?:control|stop|help) it|(?:can not|could not|unable to) (?:switch|turn|shut) (?:it|my (?:mind|brain|head|thoughts)) off|(?:my )?(?:mind|brain|thoughts) (?:will not|does not|can not|never) (?:stop|switch off|shut off|turn off|slow down)(?: worrying| racing)?|over ?thinking|on edge (?:all the time|constantly)|anxiety',
    ],
    0.08,
    { implies: ['anxious'] },
  ),
  yesNo(
    'insomnia',
    'Do you have trouble getting to sleep or staying asleep most nights?',
    'insomnia',
    [
      '(?:lie|lies|lay|lying|laying) (?:there )?awake(?: for hours| half the night| all night| most of the night| every night)*|(?:only )?(?:sleeping|sleep|slept|getting) (?:only |just )?(?:1|2|3|4|one|two|three|four|a couple of|a few) hours?(?: of sleep)? (?:a|per|each) night|(?:can not|could not|unable to|trouble|difficulty|hard to|struggling to|struggle to) (?:get(?:ting)? to |fall(?:ing)? |go(?:ing)? to |stay(?:ing)? )?(?:sleep|asleep)|(?:not|barely|hardly) (?:been )?sleeping(?: (?:well|properly|much|at all|right))?|(?:have not|has not|had not|not|barely|hardly) (?:really )?slept(?: (?:properly|well|much|at all|a wink))?(?= (?:since|for|in|last|the past|properly|well|much|at all|a wink)\\b)|insomnia|(?:awake|up) (?:all night|half the night)|(?<!(?:wake|wakes|woke|waking|woken) )(?:awake|up) at \\d+ ?am|(?:wake|wakes|woke|waking) up (?:at \\d+ ?(?:am)?|early|in the middle of the night) and (?:can not|could not) (?:get back to )?sleep|sleepless',
      // "takes an hour or more to fall asleep most nights"
      '(?:takes?|taking|took) (?:me |him |her )?(?:an hour|hours|ages|forever|a long time|(?:1|2|3|one|two|three) hours?)(?: or (?:more|longer))? to (?:fall |get )(?:to )?(?:sleep|asleep)',
      // Early waking: "I wake at 4 am and can't get back to sleep"
      '(?:wake|wakes|waking|woke) (?:up )?(?:at (?:\\d+|two|three|four|five)(?: ?am| in the morning)?|early|very early|too early|in the early hours)(?: \\w+){0,3} (?:and )?(?:can not|could not|unable to|never|do not|can t) (?:get|go|fall) back to sleep',
    ],
    0.1,
  ),
  yesNo(
    'poor_concentration',
    'Have you had trouble concentrating or making decisions?',
    'poor concentration',
    [
      '(?:can not|could not|trouble|difficulty|hard to|struggling to|unable to) (?:concentrate|focus|think straight|make decisions)|(?:poor|no|bad) (?:concentration|focus)|brain fog|foggy (?:head|brain)',
    ],
    0.06,
  ),
  yesNo(
    'paranoid_beliefs',
    'Do you feel that people are watching you, plotting against you, or sending you special messages?',
    'paranoid or unusual beliefs',
    [
      '(?:people|they|someone|everyone|the government|the police|neighbou?rs|my family|strangers) (?:are |is )?(?:watching|following|spying on|plotting against|out to get|after|controlling|poisoning|tracking|reading) (?:me|my (?:mind|thoughts)|him|her)|paranoi\\w*|(?:special|secret|hidden|coded) messages|(?:tv|radio|television|the news) (?:is |are )?(?:talking|sending messages) (?:to|about) me|(?:thoughts|mind) (?:are |is )?being (?:controlled|read|put into)|(?:bugged|cameras) in (?:my|the) (?:house|room|flat)|(?:putting|put|planted|hidden|hiding|installed) (?:cameras|bugs|microphones|chips|trackers|tracking devices) (?:in|into|on) (?:the |my |his |her |their |our )?(?:walls?|house|room|flat|phone|car|head|brain|teeth|food)|(?:to |are |is |been )(?:spy|spying) on (?:me|him|her|them|us)|(?:baby|child|husband|wife|partner|mum|mother|dad|father|family) (?:has been|have been|was|were|got) (?:swapped|switched|replaced)|(?:is|are) (?:an )?impost[eo]rs?',
    ],
    0.005,
  ),
  yesNo(
    'command_hallucinations',
    'Are voices telling you to hurt yourself or someone else?',
    'command hallucinations to harm',
    [
      '(?:(?:hearing|hears|hear|heard) )?(?:the )?voices? (?:are |keep |keeps )?(?:telling|tell|told|ordering|order|saying to|saying) (?:me|him|her|them) to (?:hurt|harm|cut|kill|stab) (?:my ?self|him ?self|her ?self|them ?selves|someone|somebody|people|others|my \\w+|his \\w+|her \\w+)',
    ],
    0.0005,
    {
      implies: ['hearing_voices'],
      redFlag: { reason: 'voices telling them to harm themselves or others', urgency: 'emergency' },
    },
  ),
  // Risk to others (RANZCP, Mental Health Act emergency criteria): threats to hurt someone, or a weapon
  // carried or held in a disturbed state. With psychosis or mania it is 000 (police and ambulance), not a clinic.
  // A bat that bites, scratches or flies off is the animal (a lyssavirus exposure), not a weapon.
  yesNo(
    'threat_to_others',
    'Has the person threatened to hurt someone, or do they have a knife, gun or other weapon they might use?',
    'threats to harm others or a weapon (risk to others)',
    [
      '(?:carrying|carries|carried|holding|holds|held|waving|waved|has|had|got|grabbed|picked up|sleeps with|keeps|kept|hiding|hid|hidden|brandishing|threatening (?:us |me |them |people )?with) (?:a |an |the |his |her |their |my )?(?:(?:big |kitchen |carving |hunting )?knife|knives|machete|axe|gun|rifle|shotgun|hammer|crowbar|weapon|(?:baseball |cricket |softball |wooden |metal )?bat(?![\\w ]{0,60}\\b(?:bit|bites|bitten|scratched|flew|flying|wings?|squeak\\w*)\\b))(?! (?:wound|cut|injury|accident))',
      '(?:knife|knives|machete|axe|gun|rifle|weapon) (?:under (?:my|his|her|their|the) (?:pillow|bed|mattress)|in (?:my|his|her|their) (?:pocket|bag|room|belt))|(?:will not|would not|refuses to) (?:put|give) (?:the |my |his |her )?(?:knife|gun|weapon|axe) down',
      '(?:he|she|they) (?:says|said|is saying|keeps saying|threatened|threatens|is threatening|has threatened|wants|is going|was going) (?:that )?(?:he|she|they)?(?: will| would| is going to| are going to| to)? (?:hurt|kill|stab|bash|shoot|attack|deal with|sort out|get|take care of|punish|harm) (?:them|him|her|us|me|someone|somebody|people|the neighbou?rs?|(?:my|our|his|her|their) \\w+)',
      '(?:scared|afraid|frightened|terrified|worried) (?:he|she|they) (?:will|might|is going to|may) (?:hurt|kill|attack|harm|stab) (?:someone|somebody|us|me|them|the \\w+|my \\w+)|(?:i am|we are) (?:scared|afraid|frightened|terrified) (?:for|of) (?:the neighbou?rs?|my ?self|our safety|my safety|the kids|our lives|my life)',
    ],
    0.0005,
    { kind: 'history', redFlag: { reason: 'threats to harm others or a weapon', urgency: 'emergency' } },
  ),
  yesNo(
    'hearing_voices',
    'Have you been hearing voices or seeing things that other people do not?',
    'hallucinations',
    [
      '(?:hearing|hears|hear|heard) voices|(?:voices|people|someone) (?:talking|whispering) (?:about|to) (?:me|him|her|them) when (?:no one|nobody) is (?:there|around)|(?:hearing|hear|heard) things (?:that are not there|others can not|other people can not)|(?:i am|i have been|keep|been) hearing things|(?:seeing|see|saw) things (?:that are not there|other people can not|others can not)|hallucinat\\w*|voices (?:in (?:my|his|her) head|telling (?:me|him|her))(?: to (?:hurt|harm|cut) (?:my ?self|him ?self|her ?self))?',
      // "I hear people talking when there's nobody there", "the voices tell me to do things".
      '(?:hear|hears|hearing|heard) (?:people|someone|somebody|voices|a voice|things|my name|his name|her name|someone calling (?:my|his|her) name)(?: \\w+){0,4} (?:when|but|and|even though|although|while) (?:there is |there was |there are )?(?:no one|nobody)(?: (?:is|was|else is|else))?(?: (?:there|around|home|in the room|in the house|else))?',
      '(?:the )?voices (?:tell|tells|told|telling|keep telling|say|says|said|order|ordered|are telling|were telling|talk to|talking to) (?:me|him|her|them)',
    ],
    0.003,
    { redFlag: { reason: 'hallucinations', urgency: 'urgent' } },
  ),
  yesNo(
    'elevated_mood',
    'Have you had times of feeling unusually high, full of energy, needing little sleep, or acting out of character?',
    'elevated mood or mania',
    [
      '(?:full of|so much|bursting with|boundless) energy(?=[^.]*\\b(?:sleep\\w*|spending|talking|ideas)\\b)|(?:talking|speaking|talks) (?:really |very |so )?(?:fast|quickly|non ?stop)(?=[^.]*\\b(?:energy|sleep\\w*|spending|ideas)\\b)|(?:spending|spent|spend) (?:lots of|a lot of|heaps of|all (?:my|our) |thousands)(?: \\w+)? money(?=[^.]*\\b(?:energy|sleep\\w*|talking|ideas)\\b)|(?<!\\b(?:it|pressure|sugar|sugars|bp|reading|readings|level|levels|count|temperature|temp|fever|cholesterol|glucose|ketones|heart rate|pulse) )(?:feel|feeling|felt|been|i am|am|was) (?:unusually |really |extremely |so |very |super )?(?:high|hyper|wired|euphoric|invincible)(?! (?:temperature|temp|fever|blood pressure|sugar|pulse|heart rate))|on top of the world|(?:no|little|barely any|do not|hardly) need (?:for |to |much |any )?sleep|barely need (?:any )?sleep|(?:spending|spent) (?:lots of|heaps of|too much|thousands of) (?:money|dollars|cash)|(?:spending|spent) a fortune|mania|hypomani\\w*|manic (?:episode|phase|high)',
    ],
    0.01,
  ),
  // A known bipolar disorder, or lithium (a mood stabiliser for it), is the strongest sign that a high is mania:
  // relapse is common in the months after stopping lithium (RANZCP mood disorders 2020; NICE CG185 bipolar disorder).
  yesNo(
    'known_bipolar',
    'Have you been diagnosed with bipolar disorder, or do you take lithium or another mood stabiliser?',
    'known bipolar disorder',
    [
      '(?<!(?:mum|mother|dad|father|brother|sister|son|daughter|uncle|aunt|aunty|cousin|grandma|grandmother|grandfather|grandpa|nan|husband|wife|partner|friend|family) (?:also )?(?:has|had|have|with) )(?:i (?:have|have got|got|was diagnosed with|have been diagnosed with|am|live with) (?:a |with )?)bipolar(?: disorder| affective disorder| 1| 2| one| two)?',
      // Taking lithium is read as taking it (takes_lithium), which implies this; stopping it is told here.
      '(?:stopped|stopped taking|came off|come off|coming off|ran out of|run out of|quit) (?:my |his |her )?(?:lithium|lithicarb|quilonum|mood stabili[sz]ers?)',
      '(?:on|take|takes|taking|took) (?:my |his |her )?mood stabili[sz]ers?',
    ],
    0.005,
    { kind: 'history' },
  ),
  yesNo(
    'trauma_memories',
    'Did this start after a frightening or traumatic event, with flashbacks or nightmares about it?',
    'trauma-related flashbacks or nightmares',
    [
      '(?:saw|seen|witnessed|watched|was in|was at|came across) (?:a |an |the )?(?:bad |terrible |horrible |serious |fatal |nasty |awful )?(?:car |road |motorbike )?(?:accident|crash|attack|assault|shooting|stabbing|fire|death|drowning)[^.]{0,60}\\b(?:since then|ever since|and now|since)\\b[^.]{0,60}\\b(?:keep|kept|keeps) (?:seeing|replaying|reliving|picturing) (?:it|the \\w+)',
      'flashbacks?|nightmares? about|(?:like|as if) (?:it is|it was) happening (?:all over )?again|(?:keep|keeps|kept) (?:seeing|replaying|reliving) (?:it|the (?:crash|accident|attack|assault|fire|shooting|incident)) (?:in my head|over and over|again)|(?:since|after) (?:the |an? |my )?(?:assault|trauma|traumatic event|rape|abuse)|ptsd|(?:keep|keeps) reliving|traumati[sz]ed',
    ],
    0.02,
  ),
  yesNo(
    'bereaved',
    'Has someone close to you died in the last year?',
    'recent bereavement',
    [
      'funeral|bereave\\w*|grief|grieving|mourning|(?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat) (?:just |recently )?(?:passed away|died|was killed|took (?:my|his|her|their) (?:own )?life)(?: [a-z0-9]+){0,5} (?:last|this|recently|ago|yesterday|today|on)|(?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat) (?:just|recently) (?:passed away|died)|(?:since|after) (?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat) (?:passed away|died)|(?:since|after) (?:the )?death of (?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat)|(?:just |recently )?(?:lost|losing) (?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat) (?:to|last|this|recently|in|a few|\\d+)|recently lost (?:my |our )(?:mum|mother|mom|dad|father|husband|wife|partner|son|daughter|child|baby|brother|sister|best friend|friend|mate|nan|nanna|grandma|grandmother|grandpa|grandfather|pop|uncle|aunt|fiance|fiancee|boyfriend|girlfriend|dog|cat)',
    ],
    0.04,
    { kind: 'history', implies: ['recent_loss'] },
  ),
  yesNo(
    'work_stress',
    'Is stress from work, study or caring (long hours, pressure, feeling worn out by it) a big part of this?',
    'work, study or caring stress',
    [
      // "Under a lot of stress at work": the whole of it, so that the general stress does not take the words first.
      '(?:under )?(?:a lot of |lots of |so much |too much |much |heaps of |a great deal of |enormous |huge )?(?:stress|pressure) (?:at|from|with) (?:work|my job|the job|uni|university|school|study|studies|exams|caring)',
      'burn(?:ed|t)? ?out|burnout|(?:stress|stressed|pressure|overwhelmed|overworked|exhausted) (?:at|from|with|about|by) (?:work|my job|the job|uni|university|school|study|studies|exams|caring)|(?:work|job|workplace|study|exam) (?:stress|pressure|bullying)|(?:hate|dread|dreading) (?:my job|work|going (?:in )?to work)|(?:working|work) (?:long hours|too much|too many hours|\\d+ hours|double shifts)|(?:bullied|harassed) at work',
    ],
    0.08,
    { kind: 'history', implies: ['recent_loss'] },
  ),
  yesNo(
    'recent_loss',
    'Have you lost someone close to you recently, or had a major loss or stress?',
    'bereavement or major stressor',
    [
      '(?:funeral|bereave\\w*|grief|grieving)|(?:break ?up|broke up|divorce|separated|separation|lost my job|made redundant|redundancy|financial stress|money worries)|(?:under|lot of|lots of|so much|a lot of) stress|under (?:a lot of |so much |heaps of )?pressure|stressed (?:out)?|burn(?:ed|t)? out|burnout',
    ],
    0.1,
    { kind: 'history' },
  ),
  yesNo(
    'stopped_drinking_shakes',
    'Since cutting down or stopping drinking, have you had the shakes, sweats, feeling on edge, or seeing things?',
    'alcohol withdrawal symptoms',
    [
      '(?:since|after) (?:i )?(?:stopped|stopping|cut(?:ting)? (?:down|back)|quit(?:ting)?|giving up|gave up) (?:the )?(?:drinking|alcohol|grog|booze|the drink)|(?:got|get|getting|having|have|had|with) the (?:shakes(?! (?:with|and|from) (?:a |the |my )?(?:high )?(?:\\d+(?:\\.\\d+)? )?(?:degree )?(?:fever|temp|temperature|chills))|dts|horrors)|delirium tremens|(?:need|needs|have|having) a drink (?:first thing )?(?:in the morning|to stop (?:the )?shak\\w*|to steady)|(?:withdrawing|withdrawal) from (?:alcohol|drinking|grog)|alcohol withdrawal',
      // Stopping in the last hours or days is the window of withdrawal (6 hours to 5 days).
      '(?:stopped|quit|gave up|stopping|cut (?:right )?(?:down|back) on) (?:the )?(?:drinking|alcohol|grog|booze|the drink|the grog|the booze) (?:\\d+|a|one|two|three|four|five|a few|a couple of) (?:days?|hours?) ago|(?:my )?last drink was (?:\\d+|one|two|three|four|five|a few|a couple of) (?:days?|hours?) ago|(?:have not|has not|had not) (?:had )?(?:a drink|a drop|any alcohol) (?:for|in|since) (?:\\d+|one|two|three|four|five|a few|a couple of)? ?(?:days?|hours?|yesterday)',
    ],
    0.003,
    { implies: ['alcohol_excess'] },
  ),
  yesNo(
    'wants_to_quit_smoking',
    'Would you like help to stop smoking or vaping?',
    'wants help to stop smoking or vaping',
    [
      '(?:want|wanting|trying|need|needs|help|like|ready|going) to (?:quit|stop|give up|cut down) (?:smoking|the smokes|cigarettes|cigs|ciggies|vaping|the vape|vapes|nicotine|tobacco)|(?:quit|stop) smoking (?:help|medication|medicine|tablets|script)|(?:help|support) (?:to |with )?(?:quit|quitting|stop|stopping) (?:smoking|vaping)|champix|varenicline|nicotine (?:patches|patch|gum|lozenges|replacement)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'gambling_problem',
    'Do you gamble more than you can afford, or has gambling caused problems with money, work or relationships?',
    'problem gambling',
    [
      'gambl(?:e|es|ing|er)|(?:the )?pokies|(?:sports |online )?betting (?:problem|too much|addiction|app|debts?)|(?:bet|betting) (?:all|most) of (?:my|our) (?:money|pay|wages|savings)',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'opioid_misuse',
    'Do you use opioids (such as heroin, oxycodone, fentanyl or codeine) without a prescription or more than prescribed?',
    'opioid misuse',
    [
      'heroin|(?:addicted to|hooked on|dependent on|misusing|abusing|buying|injecting|snorting) (?:oxy|oxycodone|oxycontin|endone|codeine|opioids|opiates|morphine|fentanyl|tapentadol|tramadol|painkillers|pain killers)|(?:hanging out|dope sick|opioid withdrawal|withdrawing from (?:oxy|heroin|opioids|opiates|codeine|fentanyl))|suboxone|(?:methadone|buprenorphine|opioid replacement|opioid substitution|otp) (?:program|programme|dose|treatment|clinic)',
    ],
    0.005,
    { kind: 'risk' },
  ),
  yesNo(
    'cannot_cut_down',
    'Have you tried to cut down on drinking, drugs or gambling and found you could not, or needed more to get the same effect?',
    'loss of control of use (dependence)',
    [
      '(?<=\\b(?:drink\\w*|wine|beer|beers|alcohol|spirits|vodka|bourbon|grog|booze|pokies|gambling|betting|using|ice|weed|pills)\\b[^.]{0,80})(?:can not|could not|unable to|can t|tried to|failed to) (?:cut (?:it )?down|cut back|stop|quit|give (?:it )?up)(?! (?:vomiting|throwing up|spewing|being sick|coughing|shaking|shivering|sweating|crying|itching|scratching|bleeding|the (?:pain|vomiting|shakes)))',
      '(?:need|needs|needing) a drink to (?:relax|cope|calm down|sleep|get through|function|start the day)',
      '(?:can not|could not|unable to|tried to|trying to|keep trying to|failed to) (?:stop|quit|cut down|cut back|give up|control)(?: on)? (?:my )?(?:drinking(?! (?:water|fluids?|juice|cordial|milk|tea|coffee|soft drinks?|coke|lemonade|energy drinks?))|the drink|alcohol|grog|booze|using|the drugs|drugs|ice|meth|weed|cannabis|pot|gambling|the pokies|pills)|addict(?:ed|ion)|(?:hooked|dependent) on|(?:need|needing) more (?:and more )?to get (?:the same|high|drunk)',
    ],
    0.01,
  ),
  yesNo(
    'substance_use',
    'Do you use recreational drugs, or drink more than you would like?',
    'recreational drug use or heavy drinking',
    [
      '(?:use|using|do|doing|on) drugs|recreational drugs|(?:use|using|take|taking|smoke|smoking|on) (?:ice|meth|speed|cannabis|weed|marijuana|pot|coke|cocaine|heroin|mdma|ecstasy|pingers)|drug (?:use|problem|habit)',
    ],
    0.06,
    { kind: 'risk' },
  ),
  // Drinking now (acute alcohol intoxication, Rosen's; Healthdirect alcohol poisoning): a lot in a few hours,
  // told by the drinker or a friend.
  yesNo(
    'drunk_now',
    'Has the person drunk a lot of alcohol in the last few hours, and are they drunk now?',
    'acute alcohol intake (drunk now)',
    [
      '(?:drank|drunk|downed|skolled|sculled|had|finished) (?:a |an |the )?(?:whole|entire|full|half a|half of a|most of a) (?:bottle|cask|goon bag|carton|slab)|(?:drank|had|drunk) (?:about |around |over |more than )?(?:\\d+|five|six|seven|eight|nine|ten|twelve|fifteen|twenty) (?:standard )?(?:drinks|beers|shots|glasses of wine|vodkas|cans)|(?:really|very|so|extremely|blind|falling down|paralytic|heavily) drunk|(?:got|is|am|was|are) (?:really |very |so )?(?:drunk|smashed|wasted|hammered|legless|paralytic|plastered|trashed)|alcohol poisoning|(?:been )?drinking (?:all night|tonight|since this afternoon)',
    ],
    0.01,
    { kind: 'exposure', implies: ['recent_heavy_drinking'] },
  ),
  // A stimulant taken recently (Rosen's sympathomimetics; eTG toxicology): ice, speed, cocaine, ecstasy.
  yesNo(
    'stimulant_taken',
    'Have you taken ice, speed, cocaine, ecstasy or another stimulant drug in the last day or two?',
    'recent stimulant drug (amphetamine, cocaine, MDMA)',
    [
      '(?:took|taken|take|used|using|smoked|smoking|snorted|snorting|injected|injecting|had|did|done|doing|on) (?:some |a |a lot of |too much |heaps of |a bag of |a line of |lines of |a point of |a few |a couple of |\\d+ |two |three )?(?:ice|meth|crystal meth|methamphetamine|speed|cocaine|coke|mdma|ecstasy|pingers|caps|amphetamines?|dexies)\\b',
      // Pills or capsules of something unknown at a festival or a party: "took a few caps of something at a festival".
      '(?:took|taken|had|dropped|swallowed|done) (?:a few |a couple of |some |\\d+ |two |three |half a |a )?(?:caps|capsules|pills|tabs)(?: of (?:something|mdma|molly|ecstasy))? (?:\\w+ ){0,3}(?:at|from) (?:a |the )?(?:festival|party|rave|doof|club|gig|concert)',
      '(?:coming down|comedown|come down) (?:from|off) (?:ice|meth|speed|cocaine|coke|mdma|ecstasy|pingers)',
    ],
    0.01,
    { kind: 'exposure' },
  ),
  // Jerking the patient cannot stop (clonus, myoclonus): with a serotonergic medicine, the mark of serotonin
  // toxicity (Hunter criteria; eTG).
  yesNo(
    'muscle_jerking',
    'Are the muscles jerking or twitching by themselves (the legs jumping, or the jaw or eyes flicking)?',
    'myoclonus or clonus (involuntary jerking)',
    [
      '(?:legs|arms|muscles|body|feet|jaw)(?: \\w+){0,2} (?:keep |keeps |are |is |have been |started )?(?:twitching and jerking|jerking and twitching|jerking|jumping|twitching)(?: (?:by themselves|on their own|and jerking))?|(?:myoclonus|myoclonic jerks|clonus)',
    ],
    0.01,
  ),
  yesNo(
    'purging',
    'Do you make yourself sick, or use laxatives or hard exercise, to get rid of food after eating?',
    'purging (self-induced vomiting, laxatives, compensatory exercise)',
    [
      '(?:make|making|made|makes) (?:my ?self|herself|himself|themselves) (?:sick|vomit|throw up)|(?:throw|throwing|threw) up (?:after|on purpose after) (?:eating|meals|binges?)|(?:taking|take|use|using|abuse|abusing) (?:lots of )?laxatives (?:to (?:lose weight|get rid)|every day)|purg(?:e|es|ing)|(?:exercis(?:e|es|ing)|working out|training) (?:obsessively|compulsively|excessively)|(?:exercis(?:e|es|ing)|working out|running) (?:hard )?to (?:burn off|work off|get rid of) (?:the |any )?(?:food|calories|meals?|what (?:i|she|he|they) (?:ate|eat|eats|have eaten))',
    ],
    0.005,
    { implies: ['eating_concerns'] },
  ),
  yesNo(
    'food_restriction',
    'Are you eating very little on purpose to control your weight, even though others say you are too thin?',
    'restriction of food intake, low weight',
    [
      '(?:eats?|eating) (?:very little|next to nothing|almost nothing|hardly anything|barely anything|tiny amounts|only salad)',
      '(?:starving|starve|starved) (?:my ?self|herself|himself)|(?:restrict|restricting|restricts) (?:my |her |his )?(?:food|eating|calories|intake)|(?:barely|hardly|only) eat(?:ing)? (?:anything|\\d+ calories)? ?(?:on purpose|to lose weight|to stay thin)|(?:counting|count) (?:every )?calories (?:obsessively|all the time)|(?:scared|afraid|terrified) of (?:getting fat|gaining weight|putting on weight)|(?:feel|feels|think|thinks|says|said) (?:that )?(?:i am|she is|he is) (?:too |so )?fat (?:even though|but|when|although)|(?:skips|skipping|skipped|cutting out|cut out) (?:meals|most meals|breakfast and lunch|lunch and dinner|all carbs)(?: to (?:lose weight|stay thin))?|(?:wants|want|wanting|needs|need) to lose (?:more )?weight (?:even though|but|although) (?:she is|he is|i am|everyone|people)',
    ],
    0.005,
    { implies: ['eating_concerns'] },
  ),
  yesNo(
    'binge_episodes',
    'Do you have episodes of eating a very large amount of food in a short time while feeling out of control?',
    'binge-eating episodes with loss of control',
    [
      '(?:binge|bingeing|binging|binge eat(?:ing)?|binges)|(?:eat|eating|ate) (?:so much|huge amounts|way too much|an entire|a whole (?:packet|tub|family)) (?:and|that|until) (?:i )?(?:feel|felt|am) (?:out of control|sick|ashamed|guilty)|(?:can not|could not) stop eating|(?:lose|lost) control (?:when|of my) eating',
    ],
    0.01,
    { implies: ['eating_concerns'] },
  ),
  yesNo(
    'eating_concerns',
    'Have you been restricting food a lot, bingeing, or making yourself sick after eating?',
    'disordered eating',
    [
      '(?:thinks?|thought|feels?|felt|says?) (?:she|he|i|they) (?:is|s|am|are|looks?) (?:fat|too fat|huge|overweight)(?= [^.]*\\b(?:weight|eat\\w*|thin|exercis\\w*|food)\\b)|(?<=\\b(?:weight|eat\\w*|thin|food)\\b[^.]{0,80})(?:thinks?|feels?|says?) (?:she|he|i|they) (?:is|s|am|are) (?:fat|too fat|huge)|exercis(?:es|ing) (?:all the time|constantly|obsessively|excessively|for hours)(?= [^.]*\\b(?:weight|eat\\w*|thin|fat)\\b)|(?<=\\b(?:weight|eat\\w*|thin|fat)\\b[^.]{0,80})exercis(?:es|ing) (?:all the time|constantly|obsessively|excessively|for hours)',
      '(?:make|making|made) (?:my ?self|herself|himself) (?:sick|vomit|throw up)|(?:binge|bingeing|binging) (?:eat\\w*)?|(?:starving|starve) (?:my ?self|herself|himself)|(?:restrict|restricting) (?:my |her |his )?(?:food|eating|calories)|anorexi\\w*|bulimi\\w*|eating disorder|(?:scared|afraid|terrified) of (?:getting fat|gaining weight)',
    ],
    0.01,
  ),
  yesNo(
    'obsessions',
    'Do you have unwanted thoughts that keep coming back, or urges to check, clean or count things over and over?',
    'obsessions or compulsions',
    [
      '(?:checking|check|washing|wash|cleaning|clean|counting|count) (?:things |my hands |the (?:door|stove|locks?) )?(?:over and over|again and again|all the time|repeatedly)|(?:have to|need to|must|keep|keeps) (?:checking|check|washing|wash|counting|count)(?: [a-z]+){1,6} (?:over and over|again and again|repeatedly)|intrusive thoughts|obsess\\w*|compulsi\\w*|ocd',
    ],
    0.02,
  ),
  yesNo(
    'avoiding_reminders',
    'Do you avoid people, places or thoughts that remind you of what happened, and feel on guard or jumpy?',
    'avoidance of reminders and hypervigilance',
    [
      '(?:avoid|avoiding|avoids|can not go) (?:near |back to )?(?:the (?:place|area|road|spot)|driving|cars|anything that reminds me|reminders)|(?:jumpy|on guard|hypervigilan\\w*|easily startled|startle easily)',
    ],
    0.02,
  ),
  yesNo(
    'emotional_instability',
    'For many years, have you had intense emotions that change within hours, a strong fear of being abandoned, and stormy relationships?',
    'long-standing emotional instability',
    [
      '(?:fear|scared|terrified|afraid) of (?:being )?(?:abandon\\w*|left alone|people leaving me)|borderline personality|bpd|emotionally unstable|(?:emotions|feelings|moods?) (?:go|goes|change|swing|flip) (?:from \\w+ to \\w+ )?(?:so )?(?:quickly|fast|in minutes|within hours)|(?:stormy|chaotic|intense|unstable) relationships',
    ],
    0.01,
    { kind: 'history' },
  ),
  yesNo(
    'attention_hyperactivity',
    'Since childhood, has there been ongoing trouble paying attention, sitting still, or acting without thinking, both at home and at school or work?',
    'inattention, hyperactivity or impulsivity since childhood',
    [
      'adhd|attention deficit|hyperactiv\\w*|(?:can not|could not|does not|will not|never) (?:sit still|pay attention|concentrate in class|focus in class|wait (?:his|her|their|my) turn)|(?:very |really )?impulsive|blurt(?:s|ing|ed)? out (?:the )?(?:answers|things|stuff)|(?<=\\b(?:teacher|teachers|school|kindy|preschool)\\b[^.]{0,40})(?:can not|does not|will not|never) (?:sit still|focus|concentrate|pay attention|finish (?:his|her|their) work)|(?:teacher|school) (?:says|said|thinks) (?:he|she|they) (?:can not|does not|is not) (?:focus|concentrat\\w*|pay\\w* attention|sit still)',
    ],
    0.02,
  ),
  yesNo(
    'social_communication_difficulty',
    'Does the child have difficulty with social communication (eye contact, back-and-forth play, using words) and strong routines, intense interests or repetitive movements?',
    'social communication difficulty with restricted or repetitive behaviour',
    [
      'autis(?:m|tic)|(?:on the )?spectrum|asd|(?:no|poor|little|avoids) eye contact|(?:not|is not|was not) (?:talking|speaking|saying words) (?:yet|at all)|(?:speech|language) delay|delayed (?:speech|talking|language)|(?:lines up|lining up) (?:my |his |her |their )?toys|hand flapping|flaps (?:my|his|her|their) hands|(?:does not|will not) respond to (?:my|his|her|their) name',
    ],
    0.01,
  ),
  // Lhermitte's sign: an electric feeling down the spine or into the limbs on bending the neck forward, from a
  // plaque in the cervical cord; in about a third of people with multiple sclerosis at some time (Murtagh:
  // multiple sclerosis; Oxford Handbook of Clinical Medicine).
  yesNo(
    'lhermitte_sign',
    'When you bend your head forward, do you get an electric-shock feeling running down your back or into your arms or legs?',
    "electric sensation down the spine on neck flexion (Lhermitte's sign)",
    [
      '(?:bend|bending|bent|tilt|tilting|flex|flexing|look|looking|put|putting) (?:my |his |her |their )?(?:neck|head|chin)(?: (?:forward|forwards|down|to (?:my|his|her) chest))?[^.]{0,40}\\b(?:electric(?:al)?|electricity) (?:shocks?|current|buzz(?:ing)?|jolts?|feeling|sensation|zaps?)|(?:electric(?:al)?|electricity) (?:shocks?|current|buzz(?:ing)?|jolts?|feeling|sensation|zaps?) (?:down|through|along|into) (?:my |his |her |the )?(?:back|spine|arms|legs|body)[^.]{0,40}\\b(?:when|if|whenever|every time) (?:i |he |she )?(?:bend|tilt|flex|look|put) (?:my |his |her )?(?:neck|head|chin)|lhermitte',
    ],
    0.003,
  ),
];
