import type { LexiconEntry } from './lexicon.js';

const MY = '(?:my |his |her |their |the |our )?';
const VOMITED =
  '(?:spewing|spewed|spew|vomiting|vomited|vomit|chucking|chucked|chucks?|throwing up|threw up|being sick|retching|heaving)';
const OPIOID =
  '(?:oxy|oxys|oxycodone|endone|targin|oxycontin|codeine|panadeine(?: forte)?|tramadol|morphine|fentanyl|opioids?|painkillers?|pain killers?)';
const SWALLOWED = '(?:food|foods|drinks?|liquids?|fluids?|water|meat|bread|tablets?|pills?|everything)';

/**
 * Hallmarks adults tell in their own words that the findings' phrasings missed: blood streaked in the spew after a
 * night of it, food and drink that stick on the way down, a bulge at an old operation scar that pops out with a
 * cough, a partner who keeps asking the same questions, "got a belt off a live wire", a foot that slaps down, lids
 * that droop by the arvo, "i inject", "on oxy since my op and can't stop", eating huge amounts in one go, moods that
 * swing within hours, a fasting sugar of 6.4, kneeling or leaning on a joint all day. Each maps to a finding the
 * knowledge base already has; the sources are those of the finding (Murtagh; Rosen's; Harrison's; RANZCP; NICE CKS).
 */
export const OWN_WORDS_ADULTS: LexiconEntry[] = [
  // Streaks of fresh blood in the vomit after many bouts of it (Rosen: Mallory-Weiss tear).
  {
    evidence: 'blood_after_retching',
    pattern: `${VOMITED}(?: [a-z]+){0,10} (?:there (?:was|were) )?(?:streaks?|flecks?|specks?|bits?|spots?|a bit|traces?) of (?:fresh |bright |bright red |red )?blood|(?:streaks?|flecks?|specks?) of (?:fresh |bright |bright red |red )?blood (?:after|from) (?:all the |the )?${VOMITED}`,
  },
  // Food and drink that stick on the way down (E_65, dysphagia; Murtagh: dysphagia).
  {
    evidence: 'E_65',
    pattern: `${SWALLOWED}(?: and ${SWALLOWED})?(?: (?:is|are|keeps?|seems?|feels?|feel|has|have|been|getting|gets|get|like|it|they|to|both))* (?:stuck|sticking|sticks|stick) (?:when i swallow|going down|on the way down|in my (?:throat|chest|gullet)|behind (?:my |the )?(?:breastbone|breast bone|sternum|chest)|halfway down)`,
  },
  // A bulge at an old operation scar (Murtagh: incisional hernia).
  {
    evidence: 'abdominal_lump',
    pattern: `(?:bulge|lump|swelling|hernia)(?: [a-z]+){0,4} (?:along|at|on|in|near|under|through|beside|around) ${MY}(?:old )?(?:c section |caesarean |caesar |operation |surgery |surgical |op |appendix |keyhole |gallbladder )?scar`,
    also: [{ evidence: 'past_abdominal_surgery', value: true }],
  },
  // A lump that pops out with a cough or a lift (E_221, worse with straining) and goes back lying down (Murtagh: hernias).
  {
    evidence: 'E_221',
    pattern:
      '(?<!\\b(?:wee|pee|urine|leaks?|leaking|poo|wind)\\b[^.]{0,60})(?:it|lump|bulge|hernia|swelling|that) (?:pops|comes|pokes|sticks|bulges|pushes) out (?:more )?(?:when|if|as) i (?:cough|strain|lift|sneeze|stand|push)',
  },
  {
    evidence: 'lump_reducible',
    pattern: '(?:goes|pops|slips|disappears) (?:back )?(?:in |away )?(?:again )?when i (?:lie|lay) (?:down|flat|back)',
  },
  // The same questions asked over and over, told by the partner (Harrison: transient global amnesia).
  {
    evidence: 'repetitive_questioning',
    pattern:
      '(?:keeps?|kept|keeping) (?:on )?(?:asking|repeating) (?:me |us |them |everyone )?(?:the )?same (?:questions?|things?)|(?:asking|asks|asked) (?:me |us |them )?the same (?:questions?|things?) (?:over and over|again and again|every (?:few|couple of) minutes)',
  },
  // An electric shock told in slang: "got a belt off a live wire", "zapped by the powerpoint" (Rosen: electrical injuries).
  {
    evidence: 'electric_shock',
    pattern:
      '(?:got|had|copped|took|get) (?:a |an )?(?:belt|zap|jolt|boot|bite) (?:off|from) (?:a |the |an )?(?:live |exposed |bare )?(?:wire|wires|power point|powerpoint|socket|mains|power|cable|lead|switchboard|power line)|(?:zapped|electrocuted|shocked) (?:by|off|from) (?:a |the |an )?(?:live |exposed |bare )?(?:wire|wires|power point|powerpoint|socket|mains|power|cable|lead|switchboard|power line)',
  },
  // Foot drop told as what the foot does: it slaps down, and the patient trips over it (Murtagh: foot drop).
  {
    evidence: 'leg_weakness',
    pattern:
      '(?:foot|it) (?:slaps|flops|drops|smacks) (?:down )?(?:when i walk|on the ground|as i walk|with each step)|(?:keep |keeps |kept )?(?:tripping|trip|tripped) (?:over|on) (?:my|his|her) own (?:foot|feet|toes)',
  },
  // Lids that droop (E_172) and tire as the day goes on (E_90) (Harrison: myasthenia gravis).
  {
    evidence: 'E_172',
    pattern: `${MY}(?:eye ?lids?|lids?) (?:droop|drooping|droops|start drooping|start to droop|are drooping|keep drooping|drop|dropping|are heavy|feel heavy)`,
  },
  {
    evidence: 'E_90',
    pattern:
      '(?:by|towards|come) the (?:arvo|afternoon|evening|end of the day)(?= (?:, )?(?:my |his |her )?(?:eye ?lids?|lids?|eyes?|jaw|arms?|voice|speech|vision))|(?:have to|need to|got to|had to) (?:rest|stop|take a break)(?: [a-z]+){0,3} (?:halfway through|while|when|after a few minutes of|partway through) (?:chewing|eating|talking|brushing my hair)',
  },
  // Injecting drug use told in two words, not insulin (E_61; Harrison: infective endocarditis risk).
  {
    evidence: 'E_61',
    pattern:
      'i (?:inject|shoot up|use needles)(?= (?:,|\\.|(?:drugs|ice|heroin|meth|speed|gear|and|no|sometimes|now)\\b))|(?:injecting|shooting up) (?:drugs|ice|heroin|meth|speed|gear)',
  },
  // More of a prescribed opioid than meant, or unable to get off it (RANZCP: opioid use disorder).
  {
    evidence: 'opioid_misuse',
    pattern: `(?:take|taking|took|use|using) (?:more|extra) (?:of )?(?:my |the )?${OPIOID}(?: tablets| pills)? than (?:prescribed|i am meant to|i should|i am supposed to|the doctor)|(?:hooked|addicted|dependent) on ${MY}${OPIOID}|(?:on|started on|started|been on|put on) ${MY}${OPIOID}(?: [a-z]+){0,8} (?:can not|could not) (?:stop|get off|come off|give (?:it|them) up)`,
  },
  // Tramadol and tapentadol are opioids that also raise serotonin: one taken is both facts (AMH opioid analgesics;
  // eTG serotonin toxicity).
  {
    evidence: 'takes_opioid',
    pattern: `(?:on|take|takes|taking|took|using|uses) ${MY}(?:tramadol|tramal|tapentadol|palexia)`,
    also: [{ evidence: 'serotonergic_medicine', value: true }],
  },
  // Using more and more, unable to stop though wanting to (DSM-5-TR via RANZCP: substance use disorder).
  {
    evidence: 'substance_use',
    pattern:
      '(?:use|using|used|smoke|smoking|take|taking) (?:methamphetamine|crystal meth|amphetamines?|heroin|crack)|(?:using|doing|on) (?:ice|meth|speed|gear) (?:most|every|all) (?:weekends?|days?|nights?)',
  },
  {
    evidence: 'cannot_cut_down',
    pattern:
      '(?:can not|could not) (?:seem to )?(?:stop|quit|give (?:it|them) up|cut (?:it )?down)(?: using| taking (?:it|them))? (?:even though|though|although|when|no matter how much) i (?:want|wanted|try|tried|really want)',
  },
  // Eating huge amounts in one go with a loss of control (NICE CKS; RANZCP: binge eating).
  {
    evidence: 'binge_episodes',
    pattern:
      '(?:eat|eating|ate|eats)(?: (?:massive|huge|enormous|giant|large|very large|crazy|insane|ridiculous|heaps of|so much|way too much))+(?: amounts?)?(?: of food)? (?:in one go|in one sitting|at once|in a short time|in one hit|all at once|till i am|until i am|in an hour)|(?:feel|felt|am|get|go) out of control (?:when|while|with|around) (?:i )?(?:eat|eating|food)',
  },
  // Moods swinging within hours, from one to another (RANZCP: borderline personality disorder).
  {
    evidence: 'emotional_instability',
    pattern:
      '(?:mood|moods|emotions|feelings) (?:swing|swings|flip|flips|change|changes|go|goes|shift|shifts)(?: from [a-z]+(?: to [a-z]+)+)? (?:in|within) (?:hours|minutes|an hour|a day|seconds)|(?:terrified|scared|afraid|frightened|petrified|convinced) (?:that )?(?:people|everyone|they|he|she|my (?:partner|boyfriend|girlfriend|husband|wife|friends)) (?:will|are going to|is going to|might|are gonna) (?:leave|abandon|ditch|dump) me',
  },
  // A fasting sugar or HbA1c above normal on a check-up test (RACGP; Diabetes Australia: prediabetes).
  {
    evidence: 'blood_test_high_sugar',
    pattern:
      'fasting (?:blood )?(?:sugar|sugars|glucose)(?: level| test| reading)? (?:was|is|came back(?: at)?|of|were)(?: (?:a bit|slightly|a little|borderline|quite))? (?:high|raised|up|elevated|borderline|6\\.[1-9]|[7-9](?:\\.\\d)?|1\\d(?:\\.\\d)?)',
  },
  // Worse lying on the sore side, told with "it" for the shoulder or hip named before (Murtagh: shoulder pain).
  {
    evidence: 'pain_lying_on_side',
    pattern:
      '(?:worse|hurts?|sore|painful|aches?|agony) (?:when |if )?(?:i )?(?:lying|lie|sleeping|sleep|lay|laying) on (?:it|that side|that shoulder|that hip|the sore side|the bad side)',
  },
  // An injured part "totally the wrong shape" (Rosen: dislocations).
  {
    evidence: 'deformity',
    pattern:
      '(?:is|looks|looked|gone) (?:totally|completely|clearly|obviously|definitely|all) (?:the wrong shape|deformed|out of place|crooked|misshapen|at a (?:weird|funny|strange|odd) angle)',
  },
  // Stopping heavy drinking "cold turkey" in the last days, the window of withdrawal (eTG: alcohol withdrawal).
  {
    evidence: 'stopped_drinking_shakes',
    pattern:
      '(?:stopped|quit|gave up|came off|went off) (?:the )?(?:drinking|alcohol|grog|booze|drink|piss|beers?) cold turkey (?:\\d+|a|one|two|three|four|five|a few|a couple of) (?:days?|hours?) ago',
  },
  // Weeing every few minutes, told after the burning (Murtagh: cystitis).
  {
    evidence: 'urinary_frequency',
    pattern:
      '(?:need|needing|have|having|got) to (?:pee|wee|urinate) (?:very |really |so |all that )?(?:often|frequently|all the time|constantly|every (?:few|couple of|\\d+) minutes)|(?<=\\b(?:wee|wees|pee|pees|urine|peeing|weeing|urinating|burns?|burning|stings?|stinging)\\b[^.]{0,60})(?:going|running to the (?:toilet|loo|dunny)) every (?:\\d+|few|couple of|ten|five|fifteen|half an?) (?:min|minutes|hour)',
  },
  // Calves that cramp after the same short walk and settle with a rest (Heart Foundation: claudication).
  {
    evidence: 'leg_pain_walking',
    pattern:
      '(?:calf|calves|legs?|thighs?|buttocks?) (?:cramp|cramps|ache|aches|tighten|tightens|seize|seizes|hurt|hurts)(?: up)? after (?:about |only |just )?(?:a |one |two |three |\\d+ )?(?:couple of |few |hundred )?(?:blocks?|metres|meters|streets?|minutes? (?:of )?walking)',
  },
  // Falling asleep where no rested adult does: at the lights, at the wheel, in meetings (Murtagh: sleep apnoea).
  {
    evidence: 'daytime_sleepiness',
    pattern:
      '(?:nearly |almost )?(?:fell|fall|falling|nodded|nodding|dozed|dozing|drifted|drifting) (?:asleep|off) (?:at the (?:lights|wheel)|while driving|driving|behind the wheel|in (?:meetings|a meeting)|at my desk|mid conversation)',
  },
  // Breathing that stops between snores, told by the partner (E_23, apnoea during sleep; Murtagh: sleep apnoea).
  {
    evidence: 'E_23',
    pattern: '(?<=\\bsnor\\w*\\b[^.]{0,60})(?:sometimes |often |then |just )?(?:stop|stops|stopped|stopping) breathing',
  },
  // A pressure or heavy feeling in the chest, told as a "feeling" (Heart Foundation: acute coronary syndromes).
  {
    evidence: 'E_53',
    pattern:
      '(?:pressure|heavy|heaviness|squeezing|crushing) (?:feeling|sensation) (?:in|on|across|over) (?:my |the )?chest',
    also: [
      { evidence: 'E_55', value: ['V_101', 'V_29'] },
      { evidence: 'E_54', value: ['V_183'] },
    ],
  },
  // A stream slow to start, told of the urinal (Murtagh: lower urinary tract symptoms in men).
  {
    evidence: 'weak_stream',
    pattern:
      '(?:takes?|taking|took) (?:ages|a while|forever|a long time|a minute) to (?:get going|get started|start)(?= (?:at|on|in) the (?:urinal|toilet|loo|dunny|bowl))|(?:takes?|taking|took) (?:ages|a while|forever|a long time|a minute) to start (?:peeing|weeing|urinating)',
  },
  // Kneeling or leaning on the joint all day: the repeated pressure of a bursitis (Murtagh: bursitis).
  {
    evidence: 'overuse',
    pattern:
      '(?:kneel|kneeling|lean|leaning|rest|resting) (?:on (?:it|them|my (?:elbows?|knees?)) )?(?:(?:at|on) (?:my desk|work|the job|the floor) )?(?:a lot|all day|heaps|constantly|for hours|for work|at work)|(?:carpet|floor|tile) ?(?:layer|layers|laying|tiler)',
  },
];
