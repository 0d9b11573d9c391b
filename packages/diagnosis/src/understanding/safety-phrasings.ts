import type { LexiconEntry } from './lexicon.js';

/** Medicines people overdose on, by the names they call them (Poisons Information Centre: the commonest). */
const MEDICINES =
  '(?:panadol|paracetamol|panadeine(?: forte)?|nurofen|ibuprofen|aspirin|codeine|endone|oxycodone|tramadol|valium|diazepam|temazepam|xanax|alprazolam|seroquel|quetiapine|sertraline|lithium|antidepressants?|painkillers?|pain killers|sleeping (?:pills|tablets)|heart (?:pills|tablets)|blood pressure (?:pills|tablets))';
/** How much, told loosely: "a heap of", "the whole box of", "about 30". */
const A_LOT =
  '(?:a (?:whole )?(?:heap|load|bunch|handful|stack|fistful|lot)|heaps|loads|lots|a whole (?:packet|box|bottle|strip|sheet)|the whole (?:packet|box|bottle|strip|sheet)|(?:way )?too (?:many|much)|(?:about |around |like |maybe |over |nearly |at least )?(?:[1-9][0-9]|ten|fifteen|twenty|thirty|forty|fifty))';
const SELF = '(?:myself|himself|herself|themselves|themself)';

/**
 * Lay words for the emergencies' findings that the triage phrasings did not yet read: an overdose told by the
 * medicine's name, wanting to hurt oneself, slurred speech, a child who can speak only a word at a time, a late
 * period told as "I'm late", and a belly pain that has moved low on the right. Read like the triage phrasings
 * (normalised text, whole words).
 */
export const SAFETY_PHRASINGS: LexiconEntry[] = [
  // "I took a heap of panadol", "swallowed the whole box of nurofen": a large amount of a named medicine is an
  // overdose whatever the reason (Poisons Information Centre; ATSM paracetamol guidelines 2019).
  {
    evidence: 'took_overdose',
    pattern: `(?:took|taken|take|swallowed|downed|necked|had|ate|eaten) ${A_LOT} (?:of )?(?:my |his |her |their |the |mum s |dad s |nan s |nana s )?${MEDICINES}`,
  },
  // "I wanted to hurt myself", "she was trying to harm herself": self-harm intended (NICE NG225), not a pain.
  {
    evidence: 'self_harm',
    pattern: `(?:wanted|want|wanting|wants|tried|trying|tries|meant|meaning|going) to (?:hurt|harm|cut|injure|punish) ${SELF}`,
  },
  // "I wanted it all to stop", "just want everything to end": a wish to die told softly (RANZCP: ask directly).
  {
    evidence: 'suicidal_thoughts',
    pattern:
      '(?:wanted|want|wanting|wants|just want|just wanted|wish|wished) (?:it all|everything|all of it) to (?:stop|end|be over)(?: for good| forever)?',
  },
  // "My speech is a bit slurred", "he's slurring his words" (Stroke Foundation FAST: speech slurred).
  {
    evidence: 'E_63',
    pattern:
      '(?:speech|words|talking|voice) (?:is |are |was |were |sounds? |sounded |seems? |seemed |has |have |s )?(?:gone |going |become |getting |all )?(?:a bit |a little |slightly |quite |really |very |kind of |sort of |a little bit )?(?:slurred|slurry|slurring)|slurr(?:ing|ed|s) (?:my|his|her|their) (?:words|speech)',
  },
  // "She can only say a word or two at a time", "can't talk in full sentences" (RCH acute asthma: severe); a
  // toddler who "can only say a few words" is telling how many words he knows.
  {
    evidence: 'cannot_speak_sentences',
    pattern:
      '(?:can|could) only (?:say|speak|get out|manage|talk in|talk) (?:a word or two|one or two words|a (?:few|couple of) words|single words|one word|(?:two|three|\\d) words|two or three words) (?:at a time|between breaths|before (?:she|he|i|they) (?:has|have|needs?) to (?:stop|breathe|take a breath))|(?:can not|cannot|can t|could not|couldn t|unable to|not able to) (?:talk|speak) in (?:full |whole |proper )?sentences|(?:talking|speaking) in (?:single|one|short) words',
    also: [{ evidence: 'E_66', value: true }],
  },
  // "My left arm and leg have gone heavy", "the right side of his body is weak": one side's limbs told together
  // (Stroke Foundation FAST: arm weakness; heaviness is how many tell it).
  {
    evidence: 'arm_or_leg_weakness_one_side',
    pattern:
      '(?:(?:my|his|her|their) )?(?:left|right) (?:arm and (?:leg|hand)|leg and arm|hand and (?:leg|foot)|side of (?:my|his|her|their) body) (?:has |have |is |are |feels? |felt |went |gone |going |have gone |has gone |suddenly |all of a sudden )*(?:all |really |very |a bit )?(?:heavy|weak|numb|dead|useless|floppy|limp)',
  },
  // "I'm late", "I'm two weeks late": a late period, told without the word (not "I'm late for work").
  {
    evidence: 'missed_period',
    pattern:
      '(?:i m|im|i am) (?:a (?:few days|week|couple of weeks|fortnight) |(?:\\d+|two|three|four|five|six) (?:days|weeks) |a bit |quite |really |so )?late(?= (?:\\.|,|and|but|too|now|as well|with|\\?)|\\s*$)',
  },
  // A belly pain that began around the navel and is "now low on the right" (RCH, Murtagh appendicitis: the
  // migration). Only "now" is claimed, so that the place is still read as where the pain is.
  {
    evidence: 'pain_moved_right_lower',
    pattern:
      '(?<=\\b(?:belly ?button|navel|middle|centre|center|around (?:my|his|her|the) middle)\\b[^.]{0,80})(?:now|but now|and now)(?= (?:it s |it is |its |it has |the pain is |the pain s )?(?:moved |gone |shifted )?(?:down )?(?:to |into |on |in )?(?:the |my |his |her )?(?:low(?:er)? (?:down )?(?:on |in )?(?:the |my |his |her )?right|(?:bottom|lower) right|right (?:hand )?side (?:low down|down low|lower down)))',
  },
];
