import type { LexiconEntry } from './lexicon.js';

/** A blood pressure reading as it is typed: "168/102", "164 over 100". */
const SYSTOLIC_RAISED = '(?:1[4-7]\\d ?(?:/|over) ?(?:[5-9]\\d|10\\d)|1[0-3]\\d ?(?:/|over) ?(?:9\\d|10\\d))';
const SYSTOLIC_VERY_HIGH = '(?:(?:1[89]\\d|2\\d\\d) ?(?:/|over) ?\\d{2,3}|1[0-7]\\d ?(?:/|over) ?1[1-9]\\d)';
/** Told just before the reading: the machine that took it, without the words "blood pressure". */
const MACHINE_SAID =
  '(?<=\\b(?:machine|monitor|cuff|chemist|pharmacy|pharmacist|watch)\\b(?: \\w+){0,4} (?:said|says|read|reads|showed|shows|gave me|came up with|was|reading was) (?:me )?(?:about |around |a |an )?)';
/** Said earlier in the message: a pregnancy, so that a quiet baby is one not moving. */
const AFTER_PREGNANCY =
  '(?<=\\b(?:pregnant|pregnancy|\\d+ (?:weeks|wks)(?! old)|months gone|due (?:date|in)|midwife)\\b.{0,200} )';
/** A glucose test told as a drink test or a sugar test that "came back high" or was failed. */
const GLUCOSE_TEST_HIGH =
  '(?:(?:glucose|sugar|gtt|ogtt)(?: drink| tolerance| challenge)? (?:test|tests|result)(?: \\w+){0,2} (?:came back|was|were|is) (?:a bit |slightly |really |very )?(?:high|raised|abnormal|positive|elevated)|(?:failed|flunked) (?:my |the )?(?:glucose|sugar)(?: drink| tolerance)? test)';
/** Small things a toddler chokes on (RCH: inhaled foreign body). */
const CHOKING_FOOD = '(?:nuts?|peanuts?|cashews?|almonds?|popcorn|grapes?|lollies|lolly|carrot|apple|beads?|lego)';
/** Sport or play in which a wheeze starts (Asthma Handbook: exercise-induced bronchoconstriction). */
const SPORT =
  '(?:sport|sports|netball|footy|football|soccer|basketball|rugby|cricket|tennis|athletics|cross country|pe|training|a run|the run|running|the game|a game|swimming|the gym)';

/**
 * Hallmarks in the words of a tenth batch of patients that the findings' phrasings missed: a reading "the machine
 * at the chemist said 168/102" without the words blood pressure; a baby "barely felt move" or "really quiet" in a
 * pregnancy; "my glucose drink test came back high"; "something bulging down below"; a mole that "my wife noticed
 * has got bigger and darker", with "uneven edges" or "two colours"; a "cobweb floater" and "flashes at the edge";
 * "stiff as a board in both shoulders and hips"; a sister who "hasn't slept for 4 nights" and talks too fast to
 * follow; "I check my body for lumps every day"; a hand burned on "a hot oven tray"; a toddler "eating peanuts" who
 * "had a choking fit"; a wheeze "5 minutes into netball"; a calf that "cramps up every time I walk"; legs that hurt
 * on waking "some nights" and are "gone by morning"; "my UC is flaring". Each maps to a finding the knowledge base
 * already has, so the sources are those of the finding (Heart Foundation; RANZCOG; DermNet; RANZCO; NICE CKS;
 * RANZCP; RCH clinical practice guidelines; Asthma Handbook; Murtagh).
 */
export const OWN_WORDS_HALLMARKS_4: LexiconEntry[] = [
  // A reading of 140/90 to 179/109 from a pharmacy or home machine: someone consulting about blood pressure.
  { evidence: 'E_102', pattern: `${MACHINE_SAID}${SYSTOLIC_RAISED}` },
  // 180/110 or more is markedly raised (Heart Foundation), and is also a consultation about blood pressure.
  {
    evidence: 'high_blood_pressure_reading',
    pattern: `${MACHINE_SAID}${SYSTOLIC_VERY_HIGH}`,
    also: [{ evidence: 'E_102', value: true }],
  },
  // Fewer movements told the mother's way, in a pregnancy: "barely felt her move", "he's been really quiet today".
  {
    evidence: 'reduced_fetal_movements',
    pattern: `${AFTER_PREGNANCY}(?:(?:i )?(?:have |ve )?(?:barely|hardly|only just|not really) (?:felt|feel|feeling) (?:the baby|bub|baby|him|her|them|it) (?:move|moving|kick|kicking)|(?:baby|bub|he|she) (?:is|is been|s|s been|has been|seems|seemed|was) (?:really |very |so |much |a lot |unusually )?(?:quiet|quieter|still|not as active|less active)(?: than (?:usual|normal))?(?= (?:today|tonight|since|all day|this|and|than|,|\\.)))`,
  },
  // A glucose test in a pregnancy, the weeks told before or just after it.
  {
    evidence: 'high_glucose_test',
    pattern: `(?:${AFTER_PREGNANCY}${GLUCOSE_TEST_HIGH}|${GLUCOSE_TEST_HIGH}(?=[^.]{0,40}\\b(?:\\d+ (?:weeks|wks)(?! old)|pregnan\\w*)\\b))`,
  },
  // A prolapse told as "something bulging down below", "a lump at the entrance", a dragging heaviness down there.
  {
    evidence: 'vaginal_bulge',
    pattern:
      '(?:something|a lump|a bulge|a ball) (?:is )?(?:bulging|poking|hanging|pushing|coming) (?:down|out)? ?(?:below|down below|down there)|(?:lump|bulge|ball) (?:at|near) the (?:vaginal )?(?:entrance|opening)|dragging (?:heaviness|heavy feeling|ache)(?: down (?:below|there)| in my (?:vagina|pelvis))',
  },
  // A mole that grew or darkened, told with who noticed it between: "a mole on my back that my wife noticed has got
  // bigger and darker".
  {
    evidence: 'mole_change',
    pattern:
      '(?<=\\b(?:mole|freckle|beauty spot)\\b[^.]{0,60} )(?:has |have |had )?(?:got|gotten|grown|become|gone|turned|been getting) (?:bigger|larger|darker|raised|lumpy)',
  },
  // Its shape and colours: "the edges are uneven and it's two colours now" (the ABCD of a melanoma).
  {
    evidence: 'mole_irregular',
    pattern:
      '(?<=\\b(?:mole|freckle|spot)\\b.{0,120} )(?:(?:the )?(?:edges?|borders?|outline) (?:is |are |looks? |look )?(?:uneven|irregular|ragged|jagged|blurry|notched)|(?:it s |it is |is |has |it has )?(?:two|2|three|3|several|different|multiple) (?:colours|colors|shades)(?! of (?:paint|hair)))',
  },
  // A single new floater described by its shape, and flashes "at the edge" of the vision.
  {
    evidence: 'flashes_floaters',
    pattern:
      '(?:cobweb|squiggly|worm like|string like|hair like|ring shaped) floaters?|(?:flashes|flashing lights?|flickers? of light) (?:at|in|on) (?:the )?(?:edge|side|corner|periphery) of (?:my |the )?(?:vision|eye|sight)|(?<=\\bfloaters?\\b[^.]{0,80} )(?:a few |some )?flashes',
  },
  // Both shoulders and hips stiff, told with a simile: "stiff as a board in both shoulders and hips".
  {
    evidence: 'shoulder_girdle_stiffness',
    pattern:
      'stiff(?: as a (?:board|plank|post))? in (?:both )?(?:my )?shoulders and (?:my )?(?:hips|thighs)|can (?:hardly|barely|not) (?:lift|raise) (?:my |his |her )?arms to (?:shave|comb|brush|do (?:my |her |his )?hair|dress|wash)',
  },
  // Days without sleep with the speech or spending of mania: "hasn't slept for 4 nights, talking so fast we can't
  // keep up, spent $8000" (RANZCP: bipolar disorder). Sleepless nights alone are not enough.
  {
    evidence: 'elevated_mood',
    pattern:
      '(?:has not|hasn t|hasnt|has n t|not|have not|haven t|havent|hardly|barely) (?:slept|been sleeping|sleeping)(?: for)? (?:\\d+|two|three|four|five|six|several|a few) (?:nights|days)(?=[^.]{0,160}\\b(?:talk\\w*|speak\\w*|spen[dt]\\w*|ideas?|famous|destined|special|genius|energy|business)\\b)|(?:talking|talks|speaking) (?:so|really|very|too) fast (?:we|i|they|people) (?:can not|can t|cant|could not) (?:keep up|follow|understand)',
  },
  // Checking and searching that have become a habit: "I check my body for lumps every day and google every symptom".
  {
    evidence: 'health_worry',
    pattern:
      '(?:check|checks|checking) (?:my |her |his )?(?:body|breasts?|skin|moles|neck|self|myself) for (?:lumps|cancer|moles|signs)(?: \\w+){0,2} (?:every|each|several times a|all) (?:day|night|morning|hour)|google (?:every|all (?:my|of my)) (?:symptoms?|twinge|ache|pain)|(?:this|last|every) (?:month|week) (?:it s|it is|i m sure it s|i was sure i had) (?:a )?(?:brain tumou?r|cancer|bowel cancer|ms|leukaemia)',
  },
  // Burned by touching something hot: "grabbed a hot oven tray without a mitt".
  {
    evidence: 'burn_injury',
    pattern:
      '(?:grabbed|touched|picked up|held|leaned on|leant on) (?:a |the |my )?(?:hot|boiling) (?:oven )?(?:tray|pan|pot|dish|plate|iron|handle|kettle|exhaust|baking tray|oven door|stove)',
  },
  // Eating small hard food and then a coughing or choking fit: "eating peanuts ... had a huge coughing and choking fit".
  {
    evidence: 'choking_episode',
    pattern: `(?<=\\beating ${CHOKING_FOOD}\\b[^.]{0,80} )(?:(?:had|has|having) (?:a |an )?(?:huge |big |bad |massive |sudden )?(?:coughing and )?(?:choking|gagging)(?: and coughing)? (?:fit|episode|attack|spell)|(?:started|began) (?:choking|gagging))`,
  },
  // A wheeze or cough that starts some minutes into sport: "wheezy and coughy about 5 mins into netball".
  {
    evidence: 'exercise_wheeze',
    pattern: `(?:wheez\\w*|cough\\w*|tight chest|chest (?:gets |goes )?tight)(?: \\w+){0,4} (?:about |around )?(?:\\d+|a few|five|ten) (?:mins?|minutes) into ${SPORT}`,
  },
  // A calf that cramps "every time I walk about 200 metres" (claudication: Heart Foundation).
  {
    evidence: 'leg_pain_walking',
    pattern:
      '(?:calf|calves|legs?|buttocks?|thighs?) (?:cramps?|cramping|aches?|hurts?|pains?)(?: up)? (?:every time|whenever|each time|as soon as|once) (?:i |he |she )?walk',
  },
  // A child woken some nights by sore legs that are well by morning (RCH: limb pain).
  {
    evidence: 'night_leg_pains',
    pattern:
      '(?:wakes|woke|waking|wake) (?:up )?(?:some|most|a few|at) nights? (?:crying|screaming|upset)?(?: (?:that|because|saying))? (?:her|his|my) legs? (?:hurt|hurts|ache|aches|are sore)',
  },
  // A known colitis by its initials: "my UC is flaring".
  { evidence: 'E_47', pattern: '(?<=\\b(?:my|her|his|the) )uc(?= (?:is|has|flare|flaring|playing|keeps))' },
  // A build told without the "and": "tall skinny guy", "skinny tall teenager" (a risk for a pneumothorax).
  { evidence: 'tall_thin_build', pattern: '(?:tall|lanky) (?:skinny|thin|slim)|(?:skinny|thin|slim) (?:tall|lanky)' },
  // Trying to give up the drink and stopping yesterday: "trying to give up the grog ... stopped yesterday morning".
  {
    evidence: 'stopped_drinking_shakes',
    pattern:
      '(?<=\\b(?:give up|giving up|quit|quitting|stop|stopping|get off|off) (?:the )?(?:grog|booze|drink|drinking|alcohol)\\b.{0,160} )(?:stopped|quit|gave up|had my last drink|last drink was) (?:yesterday|last night|this morning|\\d+ days ago|two days ago|a couple of days ago)',
    also: [{ evidence: 'alcohol_excess', value: true }],
  },
  // The white of the eye told first: "the white of my left eye has a big bright red blood patch".
  {
    evidence: 'blood_red_patch_eye',
    pattern:
      '(?<=\\bwhites? of (?:my |his |her |the )?(?:left |right )?eyes? (?:has|have|had|is|with|has got|got) (?:a |an )?(?:big |large |small |bright |dark |huge |little )*)(?:red )?(?:blood|red) (?:patch|spot|blotch|splodge|mark)',
  },
  // A burn, graze or sore eye that "stings" is pain; a sting when passing urine is read as such elsewhere.
  {
    evidence: 'E_53',
    pattern:
      '(?<=\\b(?:it|that|this|hand|skin|eyes?|burn|wound|cut|graze|rash|area|spot|finger|arm|leg|foot|face|lips?|tongue) (?:really |still |just |now |also |kind of |a bit )?)stings(?! (?:when|if|as|while) (?:i|he|she|you) (?:pee|wee|urinate|go to the toilet|pass urine))|(?<=(?:\\.|,) )stings(?= (?:\\.|,)|\\s*$)',
  },
  // Blood told as an adjective of the poo itself: "8 bloody runny poos a day".
  {
    evidence: 'bloody_diarrhoea',
    pattern: 'bloody (?:runny |watery |loose |sloppy )+(?:poos?|stools?|motions|bowel motions)',
    also: [
      { evidence: 'E_51', value: true },
      { evidence: 'E_179', value: true },
    ],
  },
  // Looser for months: "my bowels have been looser for about two months" (NICE CKS: a change in bowel habit).
  {
    evidence: 'bowel_habit_change',
    pattern:
      '(?:bowels?|poos?|stools?|motions) (?:have|has) been (?:a lot |much |a bit |a little )?(?:looser|runnier|more frequent|thinner)(?= for (?:about |around |over |the last |the past )?(?:\\d+|a few|a couple of|two|three|four|six|several) (?:weeks|months))',
  },
];
