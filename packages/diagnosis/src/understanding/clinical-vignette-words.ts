/**
 * How a clinician tells a case (a referral letter, a triage note, a handover): past history ("known IHD",
 * "previous MI"), what eases or brings on a pain ("relieved within 5 minutes of rest", "eased by sitting
 * forward"), examination and bedside tests ("SLR positive at 40 degrees", "urine dipstick: blood"), spelled
 * as the lay words the reader already knows. Applied to normalized text after the case-note shorthand is
 * spelled out, so that negation stays where it was written ("nil visual disturbance").
 */
const CLINICAL_VIGNETTE_WORDS: readonly [pattern: string, words: string][] = [
  // Coronary heart disease told as history: the "heart attack or angina" of the question.
  [
    '(?:ischa?emic heart disease|ihd|coronary (?:artery|heart) disease|(?:previous|prior|old|past|known) (?:mi|myocardial infarction|nstemi|stemi|heart attack)|(?<=history of )(?:mi|myocardial infarction|nstemi|stemi)|coronary stents?)',
    'history of heart attack',
  ],
  // One side's limbs weak, as a handover says it: "right arm and leg weakness".
  [
    '(right|left) (?:arm and leg|leg and arm|upper and lower limb) (?:weakness|numbness|paralysis)',
    'weakness in my $1 arm and leg',
  ],
  // What brings a pain on and what eases it.
  ['(?:pain|discomfort|worse) (?:on|with|when) (?:coughing|cough|coughs|sneezing)', 'it hurts more when i cough'],
  [
    '(?:relieved|eased|improved|better|eases|settles|relief) (?:by|with|on|when|from) (?:sitting (?:up )?(?:and )?(?:forward|forwards|leaning forward)|leaning forwards?)|leans? forwards? (?:for relief|to relieve it|to ease (?:it|the pain))',
    'it is better when i lean forward',
  ],
  [
    '(?:relieved|eased|settles?|settling|settled|resolves?|resolving|resolved|goes away|going away|went away|subsides?|subsiding) (?:by|with|on|within (?:\\d{1,2}|a few|two|five) minutes? of|after (?:\\d{1,2}|a few|two|five) minutes? of) rest(?:ing)?',
    'goes away when i rest',
  ],
  [
    '(?<=(?:pain|tightness|discomfort|pressure|heaviness|breathless\\w*|short of breath|sob) )on (?:walking(?: uphill| up hills?| up stairs)?|exertion|exercise|climbing (?:stairs|hills))',
    'when i walk uphill',
  ],
  // Palpitations of a re-entry tachycardia.
  [
    '(?:which |that |they )?(?:start|starts|started|begin|begins|come on|comes on) and (?:stop|stops|end|ends|stopped|ended) (?:abruptly|suddenly)|(?:abrupt|sudden) onset and (?:offset|termination|end)',
    'the racing starts and stops suddenly',
  ],
  // A viral illness before this one (pericarditis, myocarditis, Guillain-Barré, vestibular neuritis).
  [
    '(?:(?:recent|preceding|preceded by (?:a )?|after (?:a )?|following (?:a )?)(?:viral (?:illness|infection|urti)|urti)|viral (?:illness|infection|urti) (?:a |one |two |\\d{1,2} )?(?:weeks?|days?) ago|viral (?:illness|infection|urti) last week)',
    'i recently had a viral infection',
  ],
  // "Nil visual disturbance": no change in vision of any kind.
  [
    '(?:no|nil|denies|without|not any) (?:visual (?:disturbances?|symptoms?|changes?|loss|aura)|(?:change|changes) (?:in|of) vision|vision changes?|visual or (?:speech|neurological) (?:disturbances?|symptoms?))',
    'no blurred vision , no double vision , no flashing lights',
  ],
  // Alcohol told as a clinician writes it.
  [
    'drinks? (?:heavily|excessively|to excess)|heavy drinker|(?<!no |nil |denies |without )(?:alcohol|etoh) (?:excess|abuse|dependence)|(?<!no |nil |denies |without )(?:excess|excessive) (?:alcohol|etoh)(?: intake| use)?',
    'i drink a lot of alcohol',
  ],
  // Bedside urine test and stool seen at examination.
  [
    '(?:urine )?dipstick(?: shows| showed| positive for| is positive for| was positive for)? (?:blood|ha?ematuria|heme|haem)',
    'blood in my urine',
  ],
  [
    '(?:stools?|poos?|bowel motions?|nappy) (?:of|with|containing) blood and (?:mucus|jelly)|(?:red ?currant) jelly (?:stools?|poos?)',
    'blood in the poo',
  ],
  // Giant cell arteritis: pain in the jaw muscles on chewing.
  ['(?:pain|ache|aching) in the jaw (?:on|with|when) (?:chewing|eating)', 'my jaw aches when i chew'],
  // Breathless lying flat: pillows at night.
  [
    'orthopno?ea|(?:needing|needs|sleeps? on|sleeping on|uses|using) (?:\\d|two|three|four|several|extra) pillows(?: at night| to sleep)?',
    'i get short of breath lying flat',
  ],
  // Gallstones known before.
  [
    '(?:previous|prior|recurrent|known|past) (?:episodes? of |attacks? of )?(?:biliary colic|gallstones?|cholelithiasis)|(?<=history of )(?:biliary colic|gallstones?|cholelithiasis)',
    'i have been told i have gallstones',
  ],
  // A medicine begun lately, as a medication list says it: "Meds: recently started oxybutynin".
  [
    '(?:recently|newly|just) (?:started|commenced|begun)(?: on)?(?= (?![a-z]+ing\\b)(?!to\\b)[a-z]{4,})',
    'started a new medicine , on',
  ],
  // Brief morning stiffness is osteoarthritis's; the finding is stiffness of more than half an hour.
  [
    '(?:morning stiffness|stiffness in the morning|stiff in the morning)(?: of| for| lasting)? (?:under|less than|below|<) (?:30|thirty|15|fifteen|10|ten|5|five) (?:min|mins|minutes)|brief morning stiffness',
    'brief stiffness on rising',
  ],
  // Asthma not settling with its reliever, and the work of breathing, as a handover tells them.
  [
    '(?:no better|not improved|no improvement|not improving|little relief|minimal relief|not responding|unresponsive) (?:after|with|despite|to) (?:\\d{1,2} puffs of |repeated |regular |hourly |back to back |his |her |their )?(?:salbutamol|ventolin|asmol|reliever|puffer|inhaler|nebs|nebulisers?|bronchodilators?)|(?:reliever|puffer|salbutamol|ventolin) (?:has not|is not|did not|does not) (?:helped|helping|help|worked|working|work)',
    'the reliever puffer is not helping',
  ],
  [
    '(?:using|uses|use of) (?:my |his |her |their |the )?(?:neck|accessory) muscles(?: to breathe)?|accessory muscle use|(?:subcostal|intercostal|sternal|tracheal tug and) recession|(?:sucking|pulling|drawing) in (?:under|between) (?:his |her |their |my |the )?ribs',
    'the skin is sucking in under the ribs',
  ],
  // A known severe food allergy.
  [
    '(?:known|documented|severe) (?:shellfish|peanut|nut|tree nut|fish|egg|sesame|seafood|prawn|food) allerg(?:y|ies)',
    'i have a severe food allergy',
  ],
];

/** An angle measured at the bedside, not a temperature: "SLR positive at 40 degrees", "flexion to 100 degrees". */
const BEDSIDE_ANGLE =
  /(?<=\s(?:slr|straight leg rais(?:e|ing)|flexion|extension|abduction|rotation)(?: test)?(?: (?:is |was )?(?:positive|negative|limited|restricted|reduced))?(?: on the (?:left|right))?) (?:at|to) \d{1,3} degrees(?=\s)/g;

/** Normalized text without the angles of an examination, before temperatures are read. */
export function withoutBedsideAngles(norm: string): string {
  return norm.replace(BEDSIDE_ANGLE, '');
}

/** A plan told after the wish to die: "wants to end his life and has a plan". */
const SUICIDE_PLAN =
  /(?<=(?:end (?:his|her|their|my) life|suicid\w*|kill (?:him|her|them|my)sel(?:f|ves))[^.]{0,40})\s(?:and )?(?:has|with|had|have) (?:made )?(?:a )?(?:specific |clear )?plans?(?=\s)/g;

const COMPILED = CLINICAL_VIGNETTE_WORDS.map(
  ([pattern, words]) => [new RegExp(`(?<=\\s)(?:${pattern})(?=\\s|$)`, 'g'), words] as const,
);

/** Normalized text with a clinician's way of telling a case spelled out in words the reader knows. */
export function clinicalVignetteWords(norm: string): string {
  let t = norm.replace(SUICIDE_PLAN, ' and has made a plan to end their life');
  for (const [regex, words] of COMPILED) t = t.replace(regex, words);
  return t.replace(/\s+/g, ' ');
}
