import type { LexiconEntry } from './lexicon.js';

/** Words of the ear told in the same sentence, so that "a full feeling" or "it is ringing" is the ear's. */
const EAR_NEAR = '(?:(?=[^.]{0,80}\\bears?\\b)|(?<=\\bears?\\b[^.]{0,80}))';
const WHOSE = '(?:my |his |her |their |the |your )?';

/**
 * Hallmarks in the words of a seventh batch of case vignettes, half written as a clinician's note, that the
 * findings' phrasings missed. Each maps to a finding the knowledge base already has, so the sources are those of
 * the finding: a neck that "is stiff" is the stiff neck of meningism, and a patient who "dislikes bright light"
 * has photophobia (eTG: meningitis; Oxford Handbook of Clinical Medicine); a snap "during sex" is a penile fracture
 * (Oxford Handbook of Emergency Medicine); a throat that "feels tight" with hives is the throat closing of
 * anaphylaxis (ASCIA: anaphylaxis); waking "unable to hear" in one ear is sudden hearing loss (ENT guidelines:
 * sudden sensorineural hearing loss); a glucose tolerance test "came back high" in pregnancy (RANZCOG:
 * gestational diabetes); a boil "with a yellow head" (eTG: skin abscess); a baby "chewing his fists" with
 * swollen gums (RCH: teething); a twinge at the back of the thigh "while sprinting" (a muscle strain: Murtagh);
 * "haemarthrosis" within hours of a twisting knee injury (MSK guidelines: knee injuries); a child who sits up
 * screaming soon after falling asleep and remembers nothing (RCH: sleep problems, night terrors); a sharp chest
 * pain lasting seconds (precordial catch: RCH chest pain); a palsy "including the forehead" (Bell palsy: ENT
 * guidelines); struggling to get out of a chair (proximal weakness: Murtagh); a leg that "became suddenly painful,
 * cold, pale and numb" (acute limb ischaemia: Oxford Handbook of Clinical Medicine); muscles that "are weak" all over (hypokalaemia:
 * Oxford Handbook of Clinical Medicine); a left hand that "was weak and clumsy", "now fully resolved" (TIA: Stroke
 * Foundation); a pregnant bump that "feels hard" with pain and bleeding (placental abruption: RANZCOG).
 */
export const SEVENTH_BATCH_READINGS: LexiconEntry[] = [
  {
    evidence: 'neck_stiffness',
    pattern: `neck (?:\\w+ ){0,3}(?:is|feels|felt|was|has been|has gone|went|became|and is|and feels) (?:very |really |quite |a bit |so )?stiff(?! (?:from|after) (?:sleeping|lying|the pillow|work|the desk|the computer|the laptop))|(?:stiffness|rigidity) of ${WHOSE}neck|meningism|neck (?:stiffness|rigidity)`,
  },
  {
    evidence: 'photophobia',
    pattern:
      '(?:dislikes?|disliking|avoids?|avoiding|can not (?:stand|tolerate|bear)|hates?|shies? away from|squints? (?:in|at)) (?:the |any )?(?:bright |strong )?(?:lights?|sunlight|daylight)',
  },
  {
    evidence: 'penis_cracked_during_sex',
    pattern:
      '(?:crack|snap|pop|popping|cracking|snapping|popped|cracked|snapped)(?: sound| noise)? (?:\\w+ ){0,2}(?:during|while having|in the middle of|when having|while) (?:sex|intercourse)|(?:crack|snap|pop|popped|cracked|snapped)(?: sound| noise)? (?:during|while having|in) (?:sex|intercourse)[^.]{0,60}(?:penis|erection)',
  },
  {
    evidence: 'throat_closing',
    pattern: `(?<=\\b(?:hives|welts|wheals|swollen lips|allergic|allergy|ate|eaten|eating|stung|sting)\\b[^.]{0,80})throat (?:is |feels |felt |has been |went |got )?(?:tight|tightening|closing)|(?<=\\b(?:hives|welts|wheals|swollen lips|allergic|allergy|ate|eaten|eating|stung|sting)\\b[^.]{0,80})(?:a )?tight(?:ening)? throat|throat (?:is |feels |felt )?(?:tight|tightening)(?=[^.]{0,80}\\b(?:hives|welts|wheals|wheez\\w*|allergic)\\b)`,
  },
  {
    evidence: 'hearing_loss_sudden',
    pattern: `(?:woke|woken|waking|got up)(?: up)?(?= (?:\\w+ ){0,4}(?:unable to hear|can not hear|could not hear|deaf|not able to hear|with no hearing|with hearing loss))|(?:suddenly|all of a sudden|overnight)(?= (?:\\w+ ){0,2}(?:went deaf|lost (?:the |all )?(?:hearing|${WHOSE}hearing)|can not hear|could not hear))`,
    also: [
      { evidence: 'hearing_loss', value: true },
      { evidence: 'hearing_loss_one_side', value: true },
    ],
  },
  {
    evidence: 'hearing_loss_one_side',
    pattern: `(?:unable to|can not|could not|not able to) hear (?:\\w+ ){0,2}(?:in|out of|with|from) ${WHOSE}(?:left |right )?ear\\b`,
    also: [{ evidence: 'hearing_loss', value: true }],
  },
  {
    evidence: 'tinnitus',
    pattern: `${EAR_NEAR}(?:with |and )?(?:a )?(?:ringing|buzzing|whistling|hissing)(?! (?:phone|bell|doorbell))`,
  },
  {
    evidence: 'ear_fullness',
    pattern: `${EAR_NEAR}(?:a )?(?:full|blocked) feeling|${EAR_NEAR}feeling of (?:fullness|pressure)`,
  },
  {
    evidence: 'high_glucose_test',
    pattern:
      '(?:glucose tolerance test|gtt|ogtt|glucose (?:drink )?test(?= (?:\\w+ ){0,8}(?:weeks|wks|pregnan))|sugar test(?= (?:\\w+ ){0,8}(?:weeks|wks|pregnan))|glucose challenge test|glucose challenge|sugar tolerance test)(?: result| results)? (?:\\w+ ){0,2}(?:was|were|is|came back|came out|showed|returned) (?:\\w+ ){0,2}(?:high|raised|abnormal|elevated|positive|above normal|over the limit)|(?:2|two|1|one) hour (?:sugar|glucose|level|reading) (?:\\w+ ){0,3}(?:[89]|1\\d)(?:\\.\\d)?',
  },
  {
    evidence: 'pus_collection',
    pattern:
      '(?:lump|boil|swelling|spot|it) (?:\\w+ ){0,6}(?:has|with|now has|has got|has come to) (?:a )?(?:yellow|white|pus|pussy) (?:head|top|centre|center|point)|(?:come|came|coming) to a head',
  },
  {
    evidence: 'teething',
    pattern:
      '(?:chew|chews|chewing|gnaw|gnaws|gnawing|mouthing|biting) (?:on )?(?:my |his |her |their )?(?:fists?|hands?|fingers?|toys|everything)(?:(?=[^.]{0,80}\\b(?:gums?|dribbl\\w*|drool\\w*|teeth|tooth)\\b)|(?<=\\b(?:gums?|dribbl\\w*|drool\\w*|teeth|tooth)\\b[^.]{0,80}))|(?:chew|chews|chewing|gnaw|gnaws|gnawing) (?:on )?(?:my |his |her |their )fists?',
  },
  {
    evidence: 'lifting_strain',
    pattern:
      '(?:felt|had|got) (?:a )?(?:sudden |sharp |painful |nasty )*(?:twinge|pull|ping|tear|pain|pulling pain) (?:\\w+ ){0,8}(?:while|when|during|whilst) (?:sprinting|running|kicking|jumping|lunging|stretching|playing|training|lifting)',
    also: [{ evidence: 'recent_injury', value: true }],
  },
  {
    evidence: 'rapid_joint_swelling',
    pattern: 'ha?emarthrosis',
    also: [{ evidence: 'recent_injury', value: true }],
  },
  {
    evidence: 'night_terrors',
    pattern:
      '(?:sits? up|sat up|wakes?|woke|waking)(?: up)? (?:\\w+ ){0,2}(?:screaming|thrashing|terrified|shrieking)(?=[^.]{0,80}\\b(?:after (?:falling|going) (?:to )?a?sleep|of (?:falling|going to) a?sleep|(?:hours?|hour or two) (?:after|into) (?:sleep|bed|going to bed|falling asleep|going to sleep))\\b)|(?:does not|do not|did not|not) (?:know|knowing|recognise|recognising|recognize|recognizing) (?:her |his |my |their )?(?:parents|mum|dad|mother|father)[^.]{0,60}(?:remembers?|recalls?) nothing|(?:remembers?|recalls?) nothing (?:of it )?(?:in|the next) (?:the )?morning',
  },
  {
    evidence: 'brief_chest_catch',
    pattern:
      '(?:sharp|stabbing|catching) (?:\\w+ ){0,3}pain (?:\\w+ ){0,4}(?:chest|breast)[^.]{0,60}(?:lasting|lasts|lasted|for) (?:less than a minute|under a minute|a few seconds|seconds|only seconds|a second or two)',
    // a catch is a pain too (its place, the chest, is read from the sentence)
    also: [{ evidence: 'E_53', value: true }],
  },
  {
    evidence: 'cannot_close_eye',
    pattern:
      '(?:can not|could not|unable to|not able to) (?:wrinkle|raise|lift|frown with) (?:my |his |her |their |the )?(?:forehead|eyebrows?|brow)|(?:including|involving) the forehead|forehead (?:is )?(?:also )?(?:involved|affected|weak|drooping|not moving)',
  },
  {
    evidence: 'weak_thighs_shoulders',
    pattern:
      '(?:hard|difficult|difficulty|struggles?|struggling|trouble|can not|could not|unable) (?:\\w+ ){0,2}(?:getting|get|to get|rising|to rise|standing|to stand)(?: up)? (?:out of|from|up from|off) (?:a |the |low |her |his |my )*(?:chair|seat|couch|sofa|toilet|armchair)',
  },
  {
    evidence: 'cold_pale_limb',
    pattern:
      '(?<=\\b(?:leg|foot|arm|hand) (?:\\w+ ){0,2}(?:became|becomes|went|turned|has become|is|was) (?:suddenly )?(?:painful ?, )?)(?:cold|pale|white|blue)(?: ?,| and| ?, and) (?:cold|pale|white|blue|numb|painful)\\b',
  },
  {
    evidence: 'E_84',
    pattern:
      '(?:all )?(?:my |his |her |their )?muscles (?:are|feel|felt|have been|have felt|have become|are getting|have got|got) (?:so |very |really |all |more )?weak|(?:generali[sz]ed|general|all over) (?:muscle )?weakness|(?:proximal )?muscle weakness(?! (?:in|of|on) (?:my |his |her |the )?(?:face|eyes?|one side|eyelids?))',
  },
  {
    evidence: 'arm_or_leg_weakness_one_side',
    pattern:
      '(?:left|right) (?:hand|arm|leg|foot) (?:was|is|went|became|felt|feels|has been|had been|goes) (?:\\w+ ){0,2}(?:weak|clumsy|heavy)\\b|(?:left|right) (?:hand|arm|leg) (?:weakness|drift)|(?:left|right) sided weakness',
    also: [{ evidence: 'E_176', value: true }],
  },
  {
    evidence: 'neuro_symptoms_resolved',
    pattern:
      '(?<=\\b(?:weak\\w*|numb\\w*|speech|words|dysphasia|vision|droop\\w*|slurr\\w*|clumsy)\\b[^.]{0,120})(?:now |since )?(?:fully|completely|totally) (?:resolved|recovered|gone)|(?<=\\b(?:weak\\w*|numb\\w*|speech|words|dysphasia|vision|droop\\w*|slurr\\w*|clumsy)\\b[^.]{0,120})(?:which|that|it|they|both|all) (?:have |has |had )?(?:now )?(?:completely |fully |totally )?(?:gone|resolved|settled|cleared|recovered)(?: away)?',
  },
  {
    evidence: 'hard_tender_bump',
    pattern:
      '(?:bump|belly|tummy|uterus|womb) (?:feels|is|went|has gone|has become|became|felt) (?:very |really |rock |so )?(?:hard|rigid|woody|tense)(?! (?:now and then|on and off|at times|every so often|and then (?:relaxes|softens)))|(?:rigid|woody|tense and tender|hard and tender) (?:uterus|bump|womb)',
  },
];
