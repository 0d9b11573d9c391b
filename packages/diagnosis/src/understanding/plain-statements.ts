import type { LexiconEntry } from './lexicon.js';

const WEE = '(?:urine|wee|wees|pee|pees)';

/**
 * Findings told as plain statements, often of someone else, that the findings' phrasings missed: a child "passing
 * less urine" or "not weeing very much" (RCH Clinical Practice Guidelines, dehydration); "passes urine often" and "I
 * pass a lot of urine" (NICE CKS, type 1 diabetes in children and urinary tract infection); "breathing deeply and
 * fast" (RCH, diabetic ketoacidosis: Kussmaul breathing); "my waters have not broken" (RANZCOG, prelabour rupture of
 * membranes); "I have gallstones" (NICE CKS, gallstones); "I feel the cold" (NICE CKS, hypothyroidism); "my mood is
 * low" (NICE CKS, depression); "bleeding heavily from the vagina"
 * (RANZCOG); "she is cold to touch" (Rosen, hypothermia). Each maps to
 * a finding the knowledge base already has, so the sources are those of the finding.
 */
export const PLAIN_STATEMENTS: LexiconEntry[] = [
  {
    evidence: 'reduced_urine',
    pattern: `(?:passing|passes|doing|making|producing) (?:much |a lot |far |a bit |a little )?less ${WEE}|(?:weeing|peeing|wees|pees|weed|peed) (?:much |a lot |far )?less(?: than (?:usual|normal))?|(?:not|hardly|barely) (?:weeing|peeing|passing (?:much )?urine|passing (?:any )?wee)(?: (?:very |that )?much)?(?= \\.| ,| $| and | at all| today| since)`,
  },
  {
    evidence: 'passing_lots_urine',
    pattern: `(?:pass|passes|passing|passed) (?:a lot of|lots of|loads of|heaps of|more|much more|so much) ${WEE}`,
  },
  {
    evidence: 'urinary_frequency',
    pattern: `(?:pass|passes|passing) ${WEE} (?:very |really |so |much |far )?(?:often|frequently|more often)|(?:wee|wees|weeing|pee|pees|peeing) (?:very |really |so |much |far )?(?:often|frequently|more often)(?= \\.| ,| $| and | at night| during)`,
  },
  {
    evidence: 'laboured_breathing',
    pattern:
      '(?:breathing|breathes|breathe) (?:very |really |quite )?(?:deeply|deep|heavily) and (?:very |really )?(?:fast|quickly|rapidly|quick)|(?:breathing|breathes|breathe) (?:very |really |quite )?(?:fast|quickly|rapidly) and (?:deeply|deep|heavily)|(?:deep|big) (?:and |, )?(?:fast|rapid) breaths',
  },
  // Not yet broken: a denial the findings' phrasing cannot see, its "not" sits between "have" and "broken".
  {
    evidence: 'waters_broken',
    value: false,
    pattern:
      '(?:waters?|water) (?:has|have|had) not (?:yet )?(?:broken|broke|gone)|(?:waters?|membranes) (?:are|is) (?:still )?intact',
  },
  {
    evidence: 'known_gallstones',
    pattern: '(?<=\\b(?:i|he|she|they) (?:have|has|had|have got|has got) )gall ?stones',
  },
  {
    evidence: 'cold_intolerance',
    pattern:
      '(?<=\\b(?:i|he|she|they) (?:always |really |do |does )?)(?:feel|feels) the cold(?= \\.| ,| $| and | easily| badly| terribly)|(?:feel|feels|feeling|am|is) (?:so )?cold all the time',
  },
  // The mood named first ("my mood is low"), the words the finding's phrasings put after it (NICE CKS depression).
  {
    evidence: 'low_mood',
    pattern:
      'mood (?:is|has been|feels|seems|was) (?:really |very |quite |a bit |so |pretty |a little )?(?:low|down|flat|terrible|awful|rubbish)(?! (?:in the|at|when|after)\\b)',
  },
  // The heaviness told between the bleeding and the vagina ("bleeding heavily from the vagina"); RANZCOG.
  {
    evidence: 'vaginal_bleeding',
    pattern:
      '(?:bleeding|bled|losing blood) (?:very |really |quite |so )?(?:heavily|a lot|heaps|lots|badly) (?:from|out of) (?:my |her |the )?(?:vagina|front passage)',
  },
  // Cold to the touch, the whole person (Rosen, accidental hypothermia); not "his hands are cold to touch".
  {
    evidence: 'cold_to_touch',
    pattern:
      '(?<=\\b(?:i|he|she|they|baby|bub) (?:am|is|are|feel|feels|felt|was|were) (?:very |really |so |icy |ice |quite )?)cold to (?:the )?touch',
  },
];
