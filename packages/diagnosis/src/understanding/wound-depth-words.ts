import type { LexiconEntry } from './lexicon.js';

/** Told just before, in the same sentence: a cut, graze or wound, so that "it's not deep" is about it. */
const WOUND_SAID =
  '(?<=\\b(?:cut|cuts|sliced|nicked|gashed|slashed|grazed|scraped|wound|gash|laceration|knife|blade|glass)\\b[^.]{0,50})';

/**
 * A cut told as not deep: "it's not deep", "only shallow", "just a small nick", "skin deep". A no to the gaping or
 * deep wound (the finding that sends a cut for closure: eTG Wound management; Murtagh's General Practice,
 * lacerations), so that a minor cut is not left with its one red flag unasked and undecided.
 */
export const WOUND_DEPTH_WORDS: LexiconEntry[] = [
  // A cut after which a finger cannot bend, or its tip is numb: deep enough to reach a tendon or a nerve, which needs
  // a surgeon's repair today (Murtagh's General Practice, hand injuries; eTG Wound management).
  {
    evidence: 'gaping_wound',
    pattern: `${WOUND_SAID}(?:(?:can not|cannot|can t|could not|unable to|not able to) (?:fully |properly |really )?(?:bend|straighten|flex|move) (?:my |the |his |her |that )?(?:(?:index|middle|ring|little|pinky|pointer) )?(?:finger|fingers|thumb|fingertip|finger tip|tip)|(?:the )?(?:tip|fingertip|finger tip|end of (?:my |the )?finger) (?:is |feels |s |has gone |went )(?:a bit |a little |kind of |totally |completely )?numb)`,
  },
  {
    evidence: 'gaping_wound',
    value: false,
    pattern: `${WOUND_SAID}(?:(?:it|the cut|the wound|the gash|which|that) (?:is |s |was |looks |seems |is only |s only )?(?:not|n t|is not|s not|was not|does not look|doesn t look) (?:very |that |too |really |particularly |at all |super )?deep|(?:it |the cut |the wound )?(?:is |s |was |looks |seems )?(?:only|just) (?:very |quite |pretty |a bit )?(?:shallow|superficial|skin deep|on the surface))`,
  },
  {
    evidence: 'gaping_wound',
    value: false,
    pattern:
      '(?:just|only) (?:a )?(?:(?:small|little|tiny|minor|wee|shallow|superficial) )?(?:nick|scratch|graze|scrape)|(?:shallow|superficial) (?:cut|wound|nick|graze|laceration)|(?:the |my )?(?:cut|wound|nick) (?:is |s |was |looks |seems )(?:pretty |quite |fairly |very |really )?(?:shallow|superficial)|(?<=\\b(?:cut|nick|graze|scratch|wound)\\b[^.]{0,40})skin deep',
  },
];
