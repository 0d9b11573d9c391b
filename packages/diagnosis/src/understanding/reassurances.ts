import type { LexiconEntry } from './lexicon.js';

/**
 * Not while only in the past: "was feeding well until yesterday" tells of a change, not of now; nor denied ("not
 * feeding well", "not really breathing normally"), which the findings' own phrasings read. Placed before the phrase.
 */
const NOT_ONLY_BEFORE =
  '(?<!\\b(?:was|were|had been|used to be|used to) )(?<!\\b(?:not|never|no longer|hardly|barely|nor)(?: \\w+){0,2} )';
/**
 * Nor told of another grown-up in the house ("my husband can walk fine but I can't"): the reassurance is theirs, not
 * the patient's. Placed before the phrase.
 */
const NOT_OF_ANOTHER =
  '(?<!\\b(?:husband|hubby|wife|partner|boyfriend|girlfriend|friend|flatmate|housemate|colleague|brother|sister|mum|dad|mother|father|twin|others?|everyone else)(?: \\w+){0,3} )';
/** Nor followed by when it stopped: "feeding well up to this morning". */
const NOT_UNTIL = '(?! (?:until|till|up until|up to|before|at first|initially|earlier|to begin with|last)\\b)';
/** The clause ends here, or goes on with more of the same kind of news ("... and playing"). */
const CLAUSE_END = '(?= \\.| ,| $| and | but | so | still | today| now| though)';
const SUBJECT = '(?:he|she|they|baby|bub|my (?:son|daughter|baby|boy|girl|child|toddler))';

/**
 * A carer's or a patient's reassurances, said in so many words, about a finding the knowledge base asks of: a child
 * "feeding well", "still having plenty of wet nappies", "breathing normally", lips "pink", "not blue", "awake and
 * talking", "can walk on it", hearing "fine". Each answers the finding's question no, as a clinician takes it: the
 * green features of the traffic-light table for a feverish child (NICE CKS, feverish children: normal colour, normal
 * response, "stays awake", normal feeding and wet nappies; RCH Clinical Practice Guidelines, dehydration); able to
 * take four steps (Rosen, Ottawa ankle and knee rules); hearing unchanged (ENT guidelines). A denial of the
 * reassurance ("not feeding well") reads nothing here: the findings' own phrasings read it as the finding.
 */
export const REASSURANCES: LexiconEntry[] = [
  // Feeding and drinking as usual (the question is "less than half of usual").
  {
    evidence: 'poor_feeding',
    value: false,
    pattern: `${NOT_OF_ANOTHER}${NOT_ONLY_BEFORE}(?:feeding|feeds|eating|eats|drinking|drinks|breastfeeding|breast feeding|bottle feeding|taking (?:his|her|their|my|the) (?:bottles?|feeds?|milk))(?: and (?:drinking|eating|feeding|growing|sleeping))? (?:really |very |pretty |quite )?(?:well|normally|fine|ok|okay|as usual|as normal|like normal|properly|plenty)${NOT_UNTIL}`,
  },
  {
    evidence: 'poor_feeding',
    value: false,
    // "He's still drinking.", "she is eating and drinking", "is drinking fluids": the clause says no more than that.
    pattern: `${NOT_OF_ANOTHER}(?<=\\b${SUBJECT} (?:is|are|am) (?:still )?)(?:feeding|eating and drinking|drinking and eating|drinking(?: fluids| water| milk)?|breastfeeding|eating)${CLAUSE_END}(?! (?:,|and) (?:a little|less|small|only|very little|not))`,
  },
  // Wet nappies as usual: none of "fewer", "only 2", "no" before them (those are the finding's own phrasings).
  {
    evidence: 'fewer_wet_nappies',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:having|has|had|getting|producing|doing) (?:(?:plenty|lots) of |normal |good |the usual |usual |enough |(?:[4-9]|1[0-9]|four|five|six|seven|eight|nine|ten|several) )?wet nappies(?! (?:than|since))|(?:plenty|lots|a normal number|the usual number) of wet nappies|wet nappies (?:are |have been )?(?:ok|okay|fine|normal|as usual)|nappies are (?:still )?wet',
  },
  // Breathing without effort (NICE CKS: no increased work of breathing).
  {
    evidence: 'E_66',
    value: false,
    also: [{ evidence: 'laboured_breathing', value: false }],
    pattern: `${NOT_OF_ANOTHER}${NOT_ONLY_BEFORE}(?:breathing (?:is |seems |looks )?|breathe )(?:completely |totally |perfectly )?(?:normally|normal|fine|ok|okay|easily|comfortably|without (?:any )?(?:trouble|difficulty|effort))${NOT_UNTIL}|${NOT_OF_ANOTHER}can (?:still )?breathe (?:fine|normally|ok|okay|easily|properly|well)`,
  },
  // A normal colour (NICE CKS green: normal colour of skin, lips and tongue).
  {
    evidence: 'blue_lips',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:(?:lips|face|tongue) (?:are|is|look|looks|have been|has been|stay|stayed|stays) (?:still )?(?:pink|a (?:good|normal) colou?r|(?:a )?normal colou?r)|(?:is|are|was|were|did|does|has|have) not (?:go |gone |turn |turned |went |look |looking )?(?:blue|grey|gray)(?= \\.| ,| $| and | or ))',
  },
  // Awake and responding (NICE CKS green: stays awake or wakes quickly, normal response to social cues).
  {
    evidence: 'drowsy',
    value: false,
    pattern: `${NOT_OF_ANOTHER}(?<=\\b${SUBJECT} (?:is|are|am|was|seems|seemed) (?:still )?)(?:not (?:sleepy|drowsy)|(?:wide )?awake(?: and (?:alert|talking|playing|chatty|chatting|interactive|responsive|smiling))?|alert(?: and (?:talking|playing|chatty|interactive|responsive))?)${CLAUSE_END}`,
  },
  // Able to walk on it (Rosen: four steps, the Ottawa rules' question).
  {
    evidence: 'cannot_bear_weight',
    value: false,
    pattern: `${NOT_OF_ANOTHER}${NOT_ONLY_BEFORE}(?:can|could|is able to|was able to|managed to|manages to) (?:still )?(?:walk|stand|put (?:full |some )?weight)(?: on it| on (?:my|his|her|their|the) (?:(?:left|right|sore|bad) )?(?:leg|foot|ankle|knee))?(?: normally| fine| ok| okay| without (?:help|a limp))?${CLAUSE_END}`,
  },
  // Hearing as ever (ENT guidelines).
  {
    evidence: 'hearing_loss',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:hearing (?:is|seems|has been|is still|seems to be) (?:completely |totally |perfectly )?(?:normal|fine|ok|okay|good|unchanged|the same|not affected)|can (?:still )?hear (?:normally|fine|ok|okay|well|properly|perfectly))',
  },
  // Mood, voice, erections, thinking, bladder and bowels said to be as ever (NICE CKS depression, hoarseness, erectile
  // dysfunction, sciatica's red flags for cauda equina; NICE NG12, a change in bowel habit).
  {
    evidence: 'low_mood',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:mood (?:is|has been|seems) (?:fine|good|ok|okay|normal|stable|alright|all right|great)|(?<=\\b(?:i|he|she|they) (?:am|is|are) )not (?:low in mood|low|depressed)(?= \\.| ,| $| and | or ))',
  },
  {
    evidence: 'E_212',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:voice (?:is|sounds|has been) (?:normal|fine|ok|okay|unchanged|the same)|voice has not changed)',
  },
  {
    evidence: 'erectile_difficulty',
    value: false,
    pattern: NOT_OF_ANOTHER + 'erections (?:are|have been) (?:fine|normal|ok|okay|good|as usual)',
  },
  {
    evidence: 'E_39',
    value: false,
    pattern: NOT_OF_ANOTHER + '(?:thinking|think) (?:clearly|straight|normally)',
  },
  {
    evidence: 'bowel_habit_change',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:bowel habits? (?:has|have) not changed|bowel habits? (?:is|are) (?:normal|unchanged|the same|regular)|bowels (?:are|have been) (?:normal|regular|fine|ok|okay|as usual))',
  },
  {
    evidence: 'urinary_retention',
    value: false,
    also: [{ evidence: 'incontinence', value: false }],
    pattern:
      NOT_OF_ANOTHER +
      '(?:(?:can|could) (?:still )?(?:wee|pee|pass urine)(?: and (?:poo|pass (?:a )?(?:motion|stool)))? (?:normally|fine|ok|okay)|bladder and bowels? (?:are|have been|work|working) (?:normal|normally|fine|ok|okay))',
  },
  // Born at term, 37 weeks or more (Nelson: prematurity is birth before 37 completed weeks).
  {
    evidence: 'E_160',
    value: false,
    pattern:
      'born (?:at |on )?(?:full )?term|born on time|born at (?:3[7-9]|4[0-2]|thirty (?:seven|eight|nine)|forty(?: one| two)?) weeks',
  },
  // Little or no alcohol, said in so many words (AUDIT-C, as NICE CKS alcohol use disorders asks it).
  {
    evidence: 'E_78',
    value: false,
    pattern:
      NOT_OF_ANOTHER +
      '(?:(?:do|does) not drink (?:much|a lot|often|heavily|very much) (?:alcohol|grog|booze)|drinks? (?:very )?little (?:alcohol|grog|booze)|(?:hardly|rarely|barely|seldom) (?:ever )?drinks?(?: (?:alcohol|grog|booze))?)',
  },
];
