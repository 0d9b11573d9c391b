import type { LexiconEntry } from './lexicon.js';

const CLOSE_ONE =
  '(?:husband|hubby|wife|partner|mum|mother|dad|father|son|daughter|brother|sister|best friend|nan|nanna|grandma|pop)';
/** Words of passing urine told earlier or later in the sentence, so that "going" and "the loo" are the bladder's. */
const URINE_NEAR = '(?=[^.]{0,80}\\b(?:wee\\w*|pee\\w*|urin\\w*|toilet|loo|bladder)\\b)';

/**
 * Hallmarks in the words of a twelfth batch of patients, typed on a phone, that the findings' phrasings missed: a
 * scalp that "hurts when I brush my hair" and a jaw that "aches chewing my toast" (giant cell arteritis: NICE CKS);
 * shoulders and hips "so stiff in the mornings" (polymyalgia rheumatica: NICE CKS);
 * calves that "cramp up after walking" (claudication: Heart Foundation); "tried to give up the grog cold turkey
 * yesterday" (the window of alcohol withdrawal: eTG); "lost my husband of 52 years" (Murtagh: grief); "60 hr weeks"
 * and "dreading Monday" (work stress); a child "drinking constantly" who is "up all night peeing" (RCH: diabetes
 * mellitus); "when I gotta go I gotta go" (urgency: NICE CKS); "my palms and the soles of my feet
 * itch" (obstetric cholestasis: RANZCOG); "can't remember my last tetanus shot, maybe 20 yrs ago" (Australian
 * Immunisation Handbook: an unknown history is treated as not up to date); "started with a cold 8 days ago" (NICE
 * CKS: sinusitis); "woke up yesterday deaf in my left ear" (ENT guidelines: sudden sensorineural hearing loss),
 * "and a high ringing" (tinnitus); "it burns when she passes urine", told of someone else (eTG: cystitis). Each maps to a finding the knowledge base
 * already has, so the sources are those of the finding.
 */
export const OWN_WORDS_HALLMARKS_5: LexiconEntry[] = [
  {
    evidence: 'scalp_tenderness',
    pattern:
      '(?:scalp|temples?) (?:hurts|aches|stings|is sore|is tender|feels sore|is painful)(?: \\w+){0,2} (?:when|if|to) (?:i |he |she )?(?:brush|comb|touch|wash|do)|(?:jaw|jaws) (?:aches|hurts|gets sore|gets tired|is sore)(?: \\w+)? (?:chewing|eating|when (?:i |he |she )?(?:chew|eat))',
  },
  {
    evidence: 'leg_pain_walking',
    pattern:
      '(?:calf|calves|legs?|buttocks?|thighs?) (?:cramps?|cramping|aches?|hurts?|pains?) up (?:after|when|while) (?:i )?walk(?:ing)?',
  },
  // The grog given up in the last days, whatever else the sentence says (withdrawal runs 6 hours to 5 days: eTG).
  {
    evidence: 'stopped_drinking_shakes',
    pattern:
      '(?:give|gave|giving|given) up (?:the )?(?:grog|booze|drinking|alcohol|drink)(?: cold turkey)? (?:yesterday|last night|this morning|(?:\\d+|two|three|a couple of|a few) days ago)|(?:stopped|quit|came off) (?:the )?(?:grog|booze|drinking|alcohol) cold turkey',
  },
  {
    evidence: 'bereaved',
    pattern: `(?:lost|losing) (?:my |our )${CLOSE_ONE} of (?:\\d+|many|forty|fifty|sixty) years`,
  },
  {
    evidence: 'work_stress',
    pattern:
      '(?:\\d+|fifty|sixty|seventy|eighty) (?:hours?|hr) (?:weeks?|days?|shifts?)|(?:dread|dreading|dreads) (?:monday|mondays|the week|going back)',
  },
  // The stiffness word left for its own finding: "so stiff in the mornings" is also morning stiffness.
  {
    evidence: 'shoulder_girdle_stiffness',
    pattern:
      '(?:both )?(?:my |her |his )?shoulders and (?:my |her |his )?hips(?= (?:are |were |get |feel )?(?:so |really |very |terribly )?stiff)',
  },
  {
    evidence: 'thirst',
    pattern: `(?:drinking|drinks) (?:water )?(?:constantly|non ?stop|all the time)${URINE_NEAR}`,
  },
  // "Up all night peeing": the night's waking is the bladder's, not sleeplessness.
  {
    evidence: 'nocturia',
    pattern: '(?:up|awake) (?:all|half) (?:the )?night (?:peeing|weeing|going to the (?:toilet|loo)|to (?:pee|wee))',
  },
  {
    evidence: 'urinary_urgency',
    pattern: `(?:when|if) (?:i|you|he|she) (?:gotta|got to|have to|need to) go,? (?:i|you|he|she) (?:gotta|got to|have to|really have to|need to) go${URINE_NEAR}|(?:sudden|strong|urgent) urges to (?:pass urine|pee|wee|urinate)`,
  },
  {
    evidence: 'urge_leak',
    pattern:
      '(?:leak|leaks|leaking) (?:a (?:little|bit) )?before (?:i|he|she) (?:gets?|reach(?:es)?|makes? it) (?:to )?(?:the )?(?:toilet|loo|bathroom)',
  },
  {
    evidence: 'itchy_palms_soles',
    pattern:
      '(?:palms|hands)(?: of (?:my|her|the) hands)? and (?:the )?(?:soles|feet)(?: of (?:my|her|the) feet)? (?:itch|itches|itching|are itchy|are so itchy|are really itchy)',
  },
  // "Started with a cold 8 days ago": the cold that came first (NICE CKS: sinusitis follows a cold).
  {
    evidence: 'E_116',
    pattern: '(?:started|began|kicked off|came on) (?:with|as) (?:a |the |my )?(?:cold|head cold|flu|virus)',
  },
  // "Woke up yesterday deaf in my left ear": the waking is the suddenness, whatever day is told with it.
  {
    evidence: 'hearing_loss_sudden',
    pattern:
      '(?:woke|woken|waking)(?: up)?(?: (?:yesterday|today|this morning|on \\w+day|\\w+day|two days ago|2 days ago))(?= deaf in (?:my |his |her |one |the )?(?:left |right )?ear)',
  },
  // Told of someone else: "it burns when she passes urine", "it hurts him to pass urine".
  {
    evidence: 'dysuria',
    pattern:
      '(?:burns|stings|hurts)(?: (?:him|her|them))? (?:when|while|to|every time) (?:he |she |they )?(?:passes|pass|passing) (?:urine|water)',
  },
  // "Deaf in my left ear ... and a high ringing", "ringing in that ear": the ringing of the ear just told.
  {
    evidence: 'tinnitus',
    pattern:
      '(?:ringing|buzzing|hissing) in (?:that|the same|the (?:left|right|affected|deaf|bad)) ear|(?<=\\bear\\b[^.]{0,60} (?:and|with) )(?:a )?(?:high|high pitched|loud|constant)? ?(?:ringing|buzzing|hissing)',
  },
  // The denial is the forgetting: "can't remember my last tetanus shot, maybe 20 yrs ago" is a booster not known to be
  // recent, read as one span so that the "can't" does not deny the shot told after it.
  {
    evidence: 'tetanus_overdue',
    pattern:
      '(?:can not|do not|could not) (?:remember|recall) (?:when )?(?:i |he |she )?(?:last )?(?:had )?(?:my |his |her |a |the )?(?:last )?tetanus (?:shot|injection|jab|booster|vaccine)(?: (?:,|maybe|about|probably|over|\\d\\d|ten|twenty|thirty|years|ago))*',
  },
];
