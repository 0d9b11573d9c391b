import type { LexiconEntry } from './lexicon.js';

/** Medicines people overdose on, by the names they call them (Poisons Information Centre: the commonest). */
const MEDICINES =
  '(?:panadol|paracetamol|panadeine(?: forte)?|nurofen|ibuprofen|aspirin|codeine|endone|oxycodone|tramadol|valium|diazepam|temazepam|seroquel|quetiapine|sleeping (?:pills|tablets))';
/** A count of tablets told loosely after them; not a time, dose or weight ("like 20", not "about 20 minutes"). */
const LOOSE_COUNT =
  '(?:like|about|around|maybe|nearly|over|at least|roughly) (?:[1-9][0-9]|ten|fifteen|twenty|thirty|forty|fifty)(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|years?|mg|kg|ml|percent|degrees))';

/**
 * Emergencies told in passing or played down, in words the other phrasings did not yet read: an overdose whose
 * count comes after the medicine ("took a few extra panadol last night, like 20"), a wish to "end things" and a plan
 * to take all one's tablets, a button battery chewed rather than swallowed, a face "droopy on one side", words that
 * "came out weird", and a baby who "feels warm, 38.2". Read like the triage phrasings (normalised text, whole words).
 */
export const MINIMISED_EMERGENCY_PHRASINGS: LexiconEntry[] = [
  // The count told after the medicine, and made light of ("a few extra"): still an overdose (Poisons Information
  // Centre; ATSM paracetamol guidelines 2019: 200 mg/kg or 10 g, about 20 tablets, can harm the liver).
  {
    evidence: 'took_overdose',
    pattern: `(?:took|taken|swallowed|had) (?:a few |some |a couple of )?(?:extra |more )?${MEDICINES}[^.]{0,60}? ${LOOSE_COUNT}`,
  },
  // "Feeling like I want to end things", "thinking about ending it all": a wish to die told softly (RANZCP; Lifeline
  // warning signs); ending things "with" someone is a break-up.
  {
    evidence: 'suicidal_thoughts',
    pattern:
      '(?:want|wanted|wanting|wants|thinking about|thought about|thinking of|feel like|feeling like|felt like) (?:i want to |i wanted to |to )?(?:end|ending) (?:things|it all|my life)(?! with)',
  },
  // "Thinking about taking all my tablets tonight": a plan with the means (RANZCP self-harm guideline).
  {
    evidence: 'suicide_plan',
    pattern:
      '(?:thinking about|thought about|thinking of|planning to|plan to|planning on|going to|gonna) (?:taking|take|swallowing|swallow) (?:all|the whole (?:packet|box|bottle) of|every one of) (?:of )?(?:my |his |her |the |\\w+ s )?(?:\\w+ )?(?:tablets|pills|meds|medications|medicines)',
    also: [{ evidence: 'suicidal_thoughts', value: true }],
  },
  // "Chewed one of those button batteries": a battery in the mouth may have been swallowed (RCH button battery
  // ingestion: suspected is enough to go now).
  {
    evidence: 'button_battery',
    pattern:
      '(?:(?:might|may|could|must) (?:well )?have |possibly |probably )?(?:chewed|chewing|chewed on|chewing on|sucked on|sucking on|bit|bitten|biting|had in (?:my|his|her|their) mouth) (?:on )?(?:one of )?(?:those |these |the |a |some |two |a few )?(?:little |small |tiny |round |flat |silver |coin |button |lithium |disc |remote )*(?:cell )?batter(?:y|ies)',
    also: [{ evidence: 'swallowed_object', value: true }],
  },
  // "My face feels a bit droopy on one side", "his smile is lopsided": the face of FAST (Stroke Foundation).
  {
    evidence: 'E_156',
    pattern:
      '(?:face|mouth|smile|lip) (?:feels |looks |is |seems |has gone |went |gone )?(?:a bit |a little |slightly |kind of |sort of )?(?:droopy|drooping|lopsided|crooked|dropped|saggy|sagging)(?: on| down)? (?:one side|the (?:left|right)(?: side)?|my (?:left|right)(?: side)?)|(?:smile|face) (?:is |looks |s )?(?:a bit |all )?(?:lopsided|crooked)',
  },
  // "My words came out weird", "his speech came out jumbled": the speech of FAST (Stroke Foundation).
  {
    evidence: 'E_63',
    pattern:
      '(?:words|speech|sentences) (?:came|come|coming|were coming|kept coming) out (?:all )?(?:weird|wrong|funny|jumbled|muddled|garbled|strange|mixed up|scrambled|slurred)',
  },
  // "Feels a bit warm, 38.2": a baby's reading told after "warm" without a unit (RCH febrile child: 38 or more).
  {
    evidence: 'E_91',
    pattern:
      '(?:feels?|felt|is|was|s) (?:a bit |a little |quite |very |really )?(?:warm|hot)(?: to touch)? (?:, )?(?:3[89]|4[01])(?:\\.[0-9])?(?=\\s)',
  },
  // "My jaw aches when I walk up the street": a jaw, throat or arm pain that comes with effort is how angina is
  // felt by some, with no chest pain at all (Murtagh: angina; Heart Foundation warning signs). Only the effort is
  // read here: the pain and its place are read as told.
  {
    evidence: 'E_218',
    pattern:
      '(?<=(?:jaw|throat|arm|arms|shoulder|shoulders) (?:aches?|hurts?|is sore|gets? (?:sore|tight|achy)|goes tight|tightens)(?: up)? )(?:when|whenever|if|every time) (?:i|he|she|they) (?:walk|walks|climb|climbs|go up|goes up|exercise|exercises|hurry|hurries|rush|rushes)',
  },
];
