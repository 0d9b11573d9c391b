import type { LexiconEntry } from './lexicon.js';

const PAIN = { evidence: 'E_53', value: true };
/** A sentence said in a pregnancy ("26 wks, ...", "I'm pregnant and ..."), not after "not pregnant". */
const IN_PREGNANCY =
  '(?<=(?:(?<!(?:not|never|no longer|last|previous) )pregnant|\\b(?:1[3-9]|2\\d|3\\d|4[0-2]) weeks(?! ago| old))\\b[^.?!]{0,100})';
const STATINS =
  '(?:statins?|atorvastatin|rosuvastatin|simvastatin|pravastatin|fluvastatin|lipitor|crestor|zocor|cholesterol (?:tablets?|medicines?|medications?|pills?|meds))';
const ACHE = '(?:ache|aches|ached|aching|achy|sore|hurt|hurts|hurting|pain|pains|cramps?|cramping)';
/** Wheeze and cough together in or after a sport: "wheezy and coughy about 5 mins into netball". */
const EXERCISE_COUGH =
  '(?:wheezy|wheezing|wheezes) and (?:coughy|coughing|coughs|a cough)(?: \\w+){0,4} (?:when|while|during|after|into|in|at) (?:i |she |he |they )?(?:exercise|exercising|running|a run|sport|sports|netball|footy|football|training|pe|the gym|swimming|soccer|basketball|cross country|athletics)';
const BUM = '(?:bum|bottom|anus|back passage|butt|bum hole|backside)';

/**
 * Hallmarks in the words of a thirteenth batch of patients, typed on a phone, that the findings' phrasings missed:
 * spotting years after "went through menopause" (postmenopausal bleeding: NICE CKS, RANZCOG); muscles aching
 * "since then" after a statin was started (NICE CKS, AMH: statins); dreading "anything with people" and "going red"
 * when ordering (social anxiety disorder: DSM-5-TR, NICE CKS); a pregnancy's glucose drink test and "my sugar was high"
 * (gestational diabetes: RANZCOG); "milky stuff coming out of my nipples" (nipple discharge, galactorrhoea:
 * endocrine guidelines); a "thick, scratched patch" (lichen simplex: DermNet); "still something in" the foot after
 * standing on glass (retained foreign body: RCH, Rosen); the "tightness just sitting" in someone with angina (angina
 * at rest is unstable: Heart Foundation ACS); a "painless lump" (no pain: chalazion, not stye: RANZCO); a lump on the
 * collarbone after a fall (the swelling of a clavicle fracture: Rosen); "had covid 4 months ago and never got back to
 * normal" (long COVID: NICE CKS); "a little hole next to my bum that keeps leaking pus" (fistula in ano: OHCM);
 * "treated for pneumonia 2 weeks ago with amoxil" (antibiotics taken: BTS pleural infection). Each maps to a finding
 * the knowledge base already has, so the sources are those of the finding.
 */
export const OWN_WORDS_HALLMARKS_6: LexiconEntry[] = [
  // "Went through menopause 20 yrs ago and ... some spotting again", "periods stopped 15 years ago, now I'm spotting".
  {
    evidence: 'postmenopausal_bleeding',
    pattern:
      '(?:(?:went|been|gone|going) through|reached|had|finished|past) (?:the |my )?menopause (?:\\w+ ){0,2}(?:years?|a year) ago\\b[^.?!]{0,70}?\\b(?<!\\b(?:no|not|never|any|without) )(?:spotting|spotted|bleeding|bled|blood on the (?:toilet )?paper)|periods? (?:stopped|finished|ended) (?:\\w+ ){0,2}(?:years?|a year) ago\\b[^.?!]{0,40}?\\b(?:now|but now|and now)(?: i am| i m| im)? (?:spotting|bleeding)',
  },
  // Aches told with "since then" after the statin: "started atorvastatin 6 wks ago ... since then my thighs ache".
  {
    evidence: 'muscle_pain_since_statin',
    pattern: `${STATINS}\\b[^.?!]{0,80}?\\b(?:since then|ever since|since starting (?:it|them)|since i started (?:it|them))\\b[^.?!]{0,50}?\\b${ACHE}\\b`,
    also: [{ evidence: 'statin_use', value: true }, PAIN],
  },
  // "I dread anything with people", "can't order at the servo without going red", "skip tutes cos I might have to talk".
  {
    evidence: 'social_fear',
    pattern:
      '(?:dread|dreads|dreading|hate|hates|terrified of|scared of|afraid of|panic (?:at|about)) (?:anything|everything|things|stuff|situations|being) (?:with|around|in front of|near) (?:other |new )?(?:people|strangers|crowds)|(?:can not|could not|never) (?:order|talk|speak|ask|answer|eat|present|pay|say anything)(?: \\w+){0,6} without (?:going|turning|getting|blushing)(?: (?:bright|beet|all))? ?(?:red|shaky|shaking)?|(?:skip|skips|skipping|skipped|avoid|avoids|avoiding|miss|missing|wag|wagging) (?:\\w+ ){0,4}(?:cos|coz|because|in case|as) (?:i|he|she) (?:might|may|would|will|could) (?:have to|need to|be asked to) (?:talk|speak|present|say something|answer)',
    also: [{ evidence: 'anxious', value: true }],
  },
  // A pregnancy's glucose test told before its result: "did the glucose drink test and ... my sugar was high".
  {
    evidence: 'high_glucose_test',
    pattern: `${IN_PREGNANCY}(?:(?:the|my|a) )?(?:glucose|sugar|gtt|ogtt)(?: (?:drink|tolerance|load))? test\\b[^.?!]{0,70}?\\b(?:sugars?|glucose|it|results?|levels?|reading|numbers?) (?:was|were|is|are|came back|came up|showed up) (?:a bit |a little |too |quite |very |really |slightly )?(?:high|raised|abnormal|up|elevated|over)`,
  },
  // "Milky stuff coming out of my nipples", "white liquid leaking from her nipple".
  {
    evidence: 'nipple_discharge',
    pattern:
      '(?:milky|white|clear|watery|yellow|brown|bloody)? ?(?:stuff|liquid|fluid|discharge|milk|goo) (?:is )?(?:coming|leaking|oozing|dripping|comes|leaks|oozes) (?:out )?(?:of|from) (?:my |her |the |both |one |either )?(?:(?:left|right) )?nipples?',
  },
  // "A thick, scratched patch of skin", "a leathery itchy patch": skin thickened by scratching.
  {
    evidence: 'thick_scratched_patch',
    pattern:
      '(?:thick|thickened|leathery) ?,? (?:and )?(?:scratched|scratchy|itchy|rough|dark|darker) (?:patch|area|bit|spot|plaque)',
  },
  // "Still something in the bottom of her foot", "there's still a bit of glass in his heel".
  {
    evidence: 'embedded_object',
    pattern:
      '(?:still|is still|there is still|there s still|theres still|feels like there is) (?:something|a bit|a piece|a sliver|some(?: of (?:the|it))?|glass|a splinter)(?: of (?:glass|wood|metal|it))? (?:stuck |left |lodged )?(?:in|under) (?:the (?:bottom|ball|sole|side|tip|heel|pad) of )?(?:my |his |her |the )?(?:foot|feet|finger|thumb|hand|palm|heel|sole|toe|knee|arm|leg|skin)',
  },
  // Angina already had, now the tightness "just sitting watching telly": pain at rest (unstable angina).
  {
    evidence: 'E_14',
    pattern:
      '(?:(?<=\\bangina\\b.{0,160})(?:tightness|pain|pressure|heaviness)|angina)(?: (?:just|even|now|comes on|coming on|came on|when|while|i am|i m|im|i was))* (?:sitting(?: still| down| around)?|resting|at rest|lying down|watching \\w+|doing nothing|in bed|on the couch)',
    also: [PAIN, { evidence: 'E_55', value: ['V_101', 'V_29'] }],
  },
  // "3 times today, lasts 10 mins", "each bout lasts about ten minutes": bouts shorter than the 20 minutes of an
  // infarction's pain (NICE CG95; Heart Foundation ACS: angina's bouts settle within minutes).
  {
    evidence: 'chest_pain_prolonged',
    // Only the minutes are taken, and only after a chest's pain was told, so that a spin or a headache "lasting 1 min"
    // keeps its own reading.
    pattern:
      '(?<=\\b(?:chest|angina|tightness|breastbone|sternum)\\b.{0,200}(?<!\\b(?:not|never|no) )(?:(?:(?:each|every|the) )?(?:bouts?|episodes?|attacks?|one|it|tightness|pains?) (?:only |just |usually |normally )?|, )(?:lasts?|lasting|goes on for|go for) (?:for )?(?:about |around |only |just |up to |maybe |roughly )?)(?:[1-9]|1[0-5]|a few|few|a couple of|five|ten|fifteen|two|three) ?(?:min|mins|minutes)\\b',
    value: false,
  },
  // "3 times today", "had it 4 times this week": bouts that come back.
  {
    evidence: 'recurrent',
    pattern:
      '(?:happened|happens|had it|had them|had one|come on|came on|comes on|got it|gets it) (?:\\d+|two|three|four|five|six|several|a few|a couple of|many) times (?:today|this week|this month|already|now|since|in the (?:last|past)|a day|a week)',
  },
  // "Heart suddenly took off like a switch flicked", "my heart kicks in like someone flipped a switch": a racing that
  // starts at once, as a re-entrant tachycardia does (Heart Foundation: SVT; NICE CKS palpitations).
  {
    evidence: 'palpitations_start_stop_suddenly',
    pattern:
      '(?<=\\b(?:heart|pulse|heartbeat|heart rate)(?: (?:suddenly|just|all of a sudden))? )(?:took off|takes off|kicked in|kicks in|went off|goes off|started racing|starts racing|shot up|shoots up|jumped|jumps)(?: (?:suddenly|all of a sudden|out of nowhere))? like (?:a |someone flicked a |someone flipped a |flicking a |flipping a |a light )?switch(?: (?:was |had been |got )?(?:flicked|flipped|turned on|switched on))?',
    also: [{ evidence: 'E_155', value: true }],
  },
  // "Can't fall asleep until 3am", "on weekends sleeps till 1pm": a body clock running late (NICE CKS insomnia; RCH
  // sleep problems in adolescents), the hour typed with its am or pm.
  {
    evidence: 'late_body_clock',
    pattern:
      '(?:can not|cannot|never|not|unable to) (?:\\w+ ){0,2}(?:fall asleep|get to sleep|go to sleep|drop off|get off to sleep) (?:\\w+ ){0,2}(?:until|till|before) (?:[1-5]|1[0-2]) ?am\\b|(?:sleeps?|sleeping|slept|sleep in|sleeps in|sleeping in|lie in) (?:in )?(?:till|until|to) (?:1[0-2] ?pm|[1-4] ?pm|midday|noon|lunch ?time|the afternoon)',
  },
  // "Ache between my balls and bum": the perineum, in a man's words (NICE CKS chronic prostatitis). Only the word
  // "between" is taken, so that the ache and its places are read as well.
  {
    evidence: 'perineal_ache',
    pattern:
      '(?<=\\b(?:ache|aching|pain|discomfort|pressure|sore|soreness) (?:\\w+ ){0,2})between(?= (?:my|his|the) (?:balls|testicles|scrotum|nuts|sack|testes) and (?:my |his |the )?(?:bum|anus|back passage|bottom|butt|arse|bum hole)\\b)',
  },
  // "It hurts when I come" (and not "when I come home"): pain on ejaculation.
  {
    evidence: 'painful_ejaculation',
    pattern:
      '(?:hurts?|hurting|painful|sore|aches?|stings?|burns?) (?:\\w+ ){0,2}(?:when|after|as) (?:i|he) (?:come|comes|came)(?= ?(?:,|\\.|!|\\?|$| and | too| as well))',
  },
  // "When I stand up my heart races to 140 and I get dizzy": the dizziness told after the standing.
  {
    evidence: 'dizzy_on_standing',
    pattern:
      '(?<=\\b(?:when|whenever|every time|as soon as|if) (?:i|he|she) (?:stand|stands|get up|gets up|stood|got up|sit up|sits up)(?: up)?\\b[^.?!]{0,60}?)\\b(?:dizzy|light ?headed|faint|woozy|giddy)',
    also: [{ evidence: 'E_82', value: true }],
  },
  // "Red, crusty, itchy eyelid margins": the crusting read with the lids' itch, and lids told in the plural are
  // both eyes' (blepharitis is nearly always of both: RANZCO; NICE CKS blepharitis). One span, longer than the crusting's
  // own, so that all three are read.
  {
    evidence: 'eyelid_margin_crusting',
    pattern:
      '(?=(?:[a-z]+ ?,? (?:and )?){0,3}itchy)(?:(?:red|crusty|crusted|itchy|sore|swollen|scaly|greasy|flaky|puffy|inflamed) ?,? (?:and )?){2,4}(?:eye ?lid (?:margins|edges|rims)|lid (?:margins|edges|rims)|eye ?lids)\\b',
    also: [
      { evidence: 'E_170', value: true },
      { evidence: 'both_eyes', value: true },
    ],
  },
  // "Red patches on my tongue ... that move around from day to day": patches that come and go, moving (DermNet:
  // geographic tongue is migratory, for months or years).
  {
    evidence: 'map_like_tongue',
    pattern:
      '(?:patches|spots|marks|bits)(?: \\w+){0,6} on (?:my |his |her |the )?tongue\\b[^.?!]{0,60}?\\b(?:move|moving|moves|change|changing|changes|shift|shifts)(?: (?:around|about|place|shape))? (?:from )?(?:day to day|every day|each day|week to week|every few days)',
    also: [{ evidence: 'recurrent', value: true }],
  },
  // "No cough at night", "fine at night": the nights are spared; the cough itself is not denied (exercise-induced
  // bronchoconstriction spares the nights, asthma does not: Australian Asthma Handbook).
  {
    evidence: 'E_219',
    pattern:
      '(?:no|not|never) (?:any )?(?:cough|coughing|wheeze|wheezing|wheezy|symptoms|trouble|problems)(?: at all)? (?:at night|overnight|in bed|through the night)|(?<=\\b(?:is|s|are|am|m|seems|been) (?:totally |completely |perfectly )?)(?:fine|ok|okay|good|well) (?:at night|overnight|through the night)',
    value: false,
  },
  // "Gets really wheezy and coughy about 5 mins into netball": the cough read with the wheeze of exercise, and "gets"
  // says it happens each time (Australian Asthma Handbook: exercise-induced bronchoconstriction).
  {
    evidence: 'exercise_wheeze',
    pattern: `(?:gets|get|getting) (?:really |very |so |a bit |quite )?${EXERCISE_COUGH}`,
    also: [
      { evidence: 'E_201', value: true },
      { evidence: 'E_214', value: true },
      { evidence: 'recurrent', value: true },
    ],
  },
  {
    evidence: 'exercise_wheeze',
    pattern: EXERCISE_COUGH,
    also: [
      { evidence: 'E_201', value: true },
      { evidence: 'E_214', value: true },
    ],
  },
  // "His knee has swollen up ... can barely walk": a leg that will hardly take his weight.
  {
    evidence: 'cannot_bear_weight',
    pattern:
      '(?<=\\b(?:knee|knees|ankle|ankles|leg|legs|foot|feet|hip|shin|calf|heel)\\b(?:[^.?!]|\\.(?=\\d)){0,120})(?:can|could) (?:barely|hardly|not|no longer) (?:walk|stand|put (?:any )?weight)(?! (?:far|very far|long|for long|more than|up|upstairs|the stairs))',
  },
  // "Fainted while sprinting", "collapsed while lifting weights": a faint in the effort itself, the warning of a heart
  // that cannot meet it (Heart Foundation: hypertrophic cardiomyopathy; NICE CKS blackouts).
  {
    evidence: 'faint_on_exertion',
    pattern:
      '(?:faint|fainted|faints|fainting|passed out|passes out|blacked out|collapsed|collapses) (?:while|when|during|after|in the middle of) (?:(?:i|he|she|they) (?:was|were) )?(?:sprinting|a sprint|sprints|racing|a race|lifting|lifting weights|weights|climbing|cycling|riding|dancing|rowing|shovelling|mowing|pushing)',
    also: [{ evidence: 'E_159', value: true }],
  },
  // "I can't bend it or put any weight on it": the weight as well as the bending (the "can't" carried over the "or").
  {
    evidence: 'cannot_bear_weight',
    pattern:
      '(?:can not|cannot|could not|unable to) (?:bend|move|straighten|lift) (?:it|(?:my|his|her) \\w+) or (?:put|take|bear|stand) (?:any )?(?:weight )?on (?:it|them)',
    also: [{ evidence: 'E_216', value: true }, PAIN],
  },
  // "The ventolin only lasts an hour": a reliever needed more often than every 3 hours (Australian Asthma Handbook:
  // flare-ups), told as how long it lasts (no longer read as the illness's span).
  {
    evidence: 'reliever_not_helping',
    pattern:
      '(?:ventolin|asmol|salbutamol|reliever|blue puffer|puffer|inhaler)(?: \\w+){0,2} (?:only |just )?(?:lasts|works for|helps for|lasting|wears off after) (?:about |for |maybe )?(?:an hour|half an hour|(?:1|2|one|two) (?:hours?|hrs?)|a couple of hours|an hour or two|\\d+ (?:mins|minutes))',
  },
  // "A small painless lump on my eyelid": a lump that does not hurt.
  {
    evidence: 'E_53',
    pattern:
      'painless(?= (?:little |small |hard |soft |round |pea sized )?(?:lump|bump|swelling|spot|nodule|cyst)s?\\b)',
    value: false,
  },
  // After a fall or a crash, "a lump on my collarbone": a swelling over the clavicle, where it breaks (the lump of
  // the fracture's ends), not the top of the shoulder, where the AC joint's step is (Rosen: clavicle fractures).
  {
    evidence: 'E_151',
    pattern:
      '(?<=\\b(?:fell|fall|fallen|came off|come off|crash\\w*|landed|tackled|hit)\\b[^.?!]{0,80})(?:a |big |hard |bony )?(?:lump|bump|bulge|swelling) (?:on|in|over|along|sticking up on) (?:my |his |her |the )?(?:collar ?bone|clavicle)',
    also: [{ evidence: 'E_152', value: ['V_101'] }],
  },
  // "Had covid 4 months ago and never got back to normal".
  {
    evidence: 'after_covid',
    pattern:
      '(?:had|caught|got) (?:covid|coronavirus)(?: 19)? (?:[a-z0-9,]+ ){0,4}(?:weeks|months) ago\\b[^.?!]{0,30}?\\b(?:never|not|have not|haven t|still not) (?:fully |really |properly )?(?:got back to normal|gotten back to normal|been back to normal|back to normal|recovered|been right|been the same|bounced back)',
  },
  // "A little hole next to my bum that keeps leaking pus": the outer opening of a fistula.
  {
    evidence: 'anal_discharge',
    pattern: `(?:hole|opening|spot|lump|bump) (?:near|next to|beside|by|around|close to) (?:my |his |the )?${BUM} (?:that |which )?(?:keeps |still |always )?(?:leaking|leaks|oozing|oozes|discharging|draining|drains|weeping|weeps)`,
  },
  // "Treated for pneumonia 2 weeks ago with amoxil": antibiotics already taken for it.
  {
    evidence: 'recent_antibiotics',
    pattern:
      '(?:treated|on antibiotics|put on antibiotics|given antibiotics) (?:for|with) (?:a |the )?(?:pneumonia|chest infection|lung infection)(?: (?:(?:\\d+|a|one|two|three|a few|a couple of) (?:days?|weeks?) ago|last week|this week|recently))?(?: (?:with|on) (?:amoxil|amoxicillin|augmentin|doxy\\w*|antibiotics|roxithromycin|azithromycin|cefalexin|keflex))(?= |$)|(?:treated|on antibiotics|put on antibiotics|given antibiotics) (?:for|with) (?:a |the )?(?:pneumonia|chest infection|lung infection) (?:(?:\\d+|a|one|two|three|a few|a couple of) (?:days?|weeks?) ago|last week|this week|recently)',
  },
];
