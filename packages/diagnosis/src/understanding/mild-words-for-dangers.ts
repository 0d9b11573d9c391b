import type { LexiconEntry } from './lexicon.js';

const AFTER_THE_BABY =
  '(?:after|since) (?:having |the birth of )?(?:the|my|our|her) (?:baby|bub|bubba|birth|delivery|caesarean|c section)';

/**
 * Dangers opened in mild or roundabout words the other phrasings did not read: bleeding "still" going on after a
 * baby (RANZCOG: postpartum haemorrhage, a late one days to weeks after the birth), tightenings named as Braxton
 * Hicks (a pregnancy past its middle: RANZCOG), not having been to the toilet for days (Murtagh: constipation, the
 * start of a bowel obstruction's screen) and a child "breathing funny" (RCH: the child with difficulty breathing).
 * Read like the triage phrasings (normalised text, whole words).
 */
export const MILD_WORDS_FOR_DANGERS: LexiconEntry[] = [
  {
    evidence: 'vaginal_bleeding',
    pattern: `(?:still |been |keep |keeps )?bleeding (?:\\w+ ){0,4}${AFTER_THE_BABY}`,
    also: [{ evidence: 'recent_birth', value: true }],
  },
  {
    evidence: 'pregnancy_over_20_weeks',
    pattern: '(?:maybe |probably |just |is it |is this |could it be |could this be )?braxton hicks?',
    also: [{ evidence: 'E_167', value: true }],
  },
  {
    evidence: 'constipation',
    pattern:
      '(?:have not|has not|had not|not) (?:been|gone|managed to go) (?:to the (?:toilet|loo|bathroom)|for a (?:poo|number two))(?: properly)? (?:for|in) (?:(?:a few|several|a couple of|two|three|four|five|[2-9]) )?(?:days|a week|ages)',
  },
  {
    evidence: 'laboured_breathing',
    pattern:
      '(?:breathing|breathes|breath) (?:a bit |really |very )?(?:funny|funnily|weird|weirdly|strange|strangely|odd|oddly|differently)',
  },
];
