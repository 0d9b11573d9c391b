import type { LexiconEntry } from './lexicon.js';

const MY = '(?:my |his |her |their |the |our )?';
const FEW = '(?:\\d+|a few|a couple of|several|many|two|three|four|five|six|seven|eight|ten)';
/** Said earlier in the message: smoking, so that a bare "I want to quit" is about the smokes. */
const AFTER_SMOKING =
  '(?<=\\b(?:smoke|smoked|smokes|smoking|smoker|cigarettes|cigs|ciggies|durries|vape|vaping|a pack a day)\\b[^?]{0,100} )';
/** Said earlier in the sentence: the tongue, so that "can't stick it out" is the tongue. */
const AFTER_TONGUE = '(?<=\\btongue\\b[^.?!]{0,80} )';

/**
 * Hallmarks told over months or years, and told by a family member for the patient, that the findings' phrasings
 * missed because of the words between them: "ringing in both my ears", "he's getting deafer", "his tongue looks
 * heart shaped", "my finger has slowly pulled down into my palm", "it's happened maybe 5 times over a few
 * months", "had our baby a week ago", a bare "I want to quit" after the smoking is told. Each maps to a finding
 * the knowledge base already has; the sources are those of the finding (Murtagh; RCH; RANZCOG; Quit Australia
 * via healthdirect).
 */
export const OWN_WORDS_HALLMARKS_2: LexiconEntry[] = [
  // Ringing told for both ears, or one, with the owner between (Murtagh: tinnitus).
  {
    evidence: 'tinnitus',
    pattern:
      '(?:ringing|buzzing|hissing|whooshing|humming|roaring|whistling) (?:noise |noises |sound |sounds )?in (?:both|each|one) of (?:my|his|her) ears|(?:ringing|buzzing|hissing|whooshing|humming|roaring|whistling) (?:noise |noises |sound |sounds )?in (?:both|each|one) (?:my |his |her )ears?',
  },
  // Hearing that has slowly gone: "getting deafer", "hearing is a bit down", "everyone mumbles" (Murtagh: deafness).
  {
    evidence: 'hearing_loss',
    pattern: `(?:getting|gone|going|got|grown|become|becoming|bit|little) deafer|deafer (?:and deafer|than)|${MY}hearing (?:is|has been|has got|has gone|seems|is getting|has gotten)(?: (?:maybe|probably|perhaps|a|bit|little|lot|really|very|quite|much|definitely|slowly))* (?:down|worse|not as good|not what it was|going)|(?:says?|thinks?|complains?) (?:that )?(?:everyone|everybody|people) (?:mumbles?|mutters?|talks? too quietly)|(?:can not|could not|can barely|can hardly) (?:follow|keep up with) (?:a |the )?conversations?`,
  },
  // The tongue tip that looks heart shaped when the baby cries, and will not pass the lips (RCH tongue tie).
  {
    evidence: 'tongue_tie_seen',
    pattern: `tongue (?:looks|is|goes|seems|gets)(?: (?:a bit|sort of|kind of|like))? (?:a )?heart shaped|${AFTER_TONGUE}(?:can not|could not|unable to|does not|will not) (?:stick|poke|put) (?:it|my tongue|his tongue|her tongue) out (?:past|beyond|over) ${MY}(?:lips|gums)`,
  },
  // A finger slowly drawn into the palm, told with the time it took (Murtagh: Dupuytren contracture).
  {
    evidence: 'finger_contracture',
    pattern: `fingers? (?:has|have|is|are|keeps?)(?: (?:slowly|gradually|been|started|starting|to|got|gotten))* (?:pulled|pulling|curled|curling|bent|bending|drawn|drawing) (?:down |in |over )?(?:into|towards|to|onto|across) ${MY}palm`,
  },
  // Episodes counted over a stretch of time: it has happened before (recurrent).
  {
    evidence: 'recurrent',
    pattern: `(?:happened|had (?:it|this|them|these|one)|done (?:it|this)) (?:maybe |about |around |like |at least |roughly )?${FEW} times (?:over|in|during|across) (?:a |the )?(?:last |past )?(?:few |couple of |\\d+ |two |three |six |several )?(?:weeks|months|years|week|month|year)`,
  },
  // A birth a week or a fortnight ago (RANZCOG postnatal care).
  {
    evidence: 'recent_birth',
    pattern:
      '(?:had|delivered) (?:my |the |our |a )?(?:baby|bub|son|daughter)(?: by (?:c section|caesarean|forceps))? (?:a week|a fortnight|one week|two weeks|a couple of weeks|a few weeks) ago',
  },
  // "I want to quit" after the smoking is told (Quit; RACGP smoking cessation, via healthdirect).
  {
    evidence: 'wants_to_quit_smoking',
    pattern: `(?=want|wanting|trying|need|ready|going)${AFTER_SMOKING}(?:want|wanting|trying|need|ready|going) to (?:quit|stop|give up|give it up|kick it)(?! (?:my |the |this |that |his |her )?(?:job|work|uni|school|course|team|drinking|alcohol|grog|the booze))`,
  },
  // A tongue or mouth that "burns", told as a verb (Murtagh: the sore mouth; burning mouth syndrome).
  {
    evidence: 'burning_mouth',
    pattern: '(?:tongue|mouth|lips) (?:burns|stings|is stinging)(?! (?:after|when|with) (?:chilli|spicy|hot food))',
  },
  // Finger joints that "have gone knobbly": Heberden or Bouchard nodes told with the verb between (Murtagh: the hand).
  {
    evidence: 'bony_finger_lumps',
    pattern: `(?:finger|knuckle) joints? (?:have|has|are|is)(?: (?:gone|become|got|gotten|getting|all|really|a bit|more))* (?:knobbly|knobby|gnarled|lumpy|bony)|(?:joints?|knuckles?) (?:at the (?:ends?|tips?) of|of|on|in) ${MY}fingers? (?:are|have gone|have become|look|looks|got|are getting)(?: (?:all|really|a bit|more))? (?:knobbly|knobby|gnarled|lumpy|bony)`,
  },
  // "The skin there has gone white" after the vulva or foreskin is named (DermNet: lichen sclerosus).
  {
    evidence: 'genital_white_patches',
    pattern:
      '(?=the skin|skin)(?<=\\b(?:vulva|labia|vagina|foreskin|penis|genitals|private parts|down there)\\b[^?]{0,120} )(?:the )?skin (?:there |down there )?(?:is |has )?(?:gone |turned |become |looks )?(?:white|pale|shiny|papery)',
  },
  // A scrotum "slowly swelling" told as a change over time (Murtagh: scrotal swellings).
  {
    evidence: 'testicular_swelling',
    pattern:
      '(?:testicles?|testes|balls?|scrotum|nuts?)(?: on the (?:left|right)(?: side)?)? (?:has been |have been |is |are |keeps )?(?:slowly |gradually |steadily )?(?:swelling|getting bigger|growing|enlarging)',
  },
  // What teachers have said for years: the inattention and restlessness of ADHD (RCH ADHD; DSM-5-TR).
  {
    evidence: 'attention_hyperactivity',
    pattern:
      '(?:teachers?|school) (?:have |has )?(?:always )?(?:say|says|said|told us|complain\\w*)(?: \\w+){0,3} (?:that )?(?:he|she|they) (?:can not|does not|is not|will not|never) (?:focus|concentrat\\w*|pay\\w* attention|sit still|stop talking|finish\\w* (?:my|his|her|their) work)',
  },
  // Waking screaming, not knowing the parents, with words between (RCH sleep problems: night terrors).
  {
    evidence: 'night_terrors',
    pattern:
      '(?:wakes|woke|waking) (?:up )?(?:[^.?!]{0,60} )?(?:screaming|thrashing|terrified)[^.?!]{0,80} (?:does not|did not|can not|do not) (?:seem to |even )?(?:know|recognise|recognize) (?:us|me|who we are)',
  },
];
