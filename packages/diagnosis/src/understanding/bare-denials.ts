import type { LexiconEntry } from './lexicon.js';

/**
 * A denial of one named finding, as a history or a case note lists it ("No fits.", "nil vertigo", "no ear pain or
 * discharge", "denies photophobia"): bare words that name the finding only after the denial, where an affirmative
 * would be told in a fuller phrase of its own. Each is read only when denied (`denialOnly`), so that none of these
 * words alone invents a finding; the denial's scope is the reader's (a list carries it, "but" ends it, "not sure if"
 * hedges it). Only words that name one finding of the vocabulary are here: "no bleeding", "no discharge" or "no
 * weakness" could be many, and "no chest pain" or "no headache" is a pain denied in a place, not any one finding
 * (the place of a pain is one of its details).
 */
const DENIED = '(?<=\\b(?:no|nil|not|denies|denied|without|nor|negative for)\\b(?: [\\w,]+){0,8} )';

const denial = (evidence: string, words: string): LexiconEntry => ({
  evidence,
  pattern: `${DENIED}(?:${words})`,
  denialOnly: true,
});

export const BARE_DENIALS: LexiconEntry[] = [
  denial('E_43', 'fits|seizures?|convulsions?|(?:febrile )?convulsing'),
  denial(
    'photophobia',
    'photophobia|(?:light|lights) sensitivity|sensitivity to (?:the )?light|sensitive to (?:the )?light',
  ),
  denial('vertigo', 'vertigo|spinning|room spinning'),
  denial('tinnitus', 'tinnitus|ringing(?: in (?:my |the )?ears?)?'),
  denial('joint_locking', 'locking(?: or giving way)?|giving way'),
  denial(
    'dysuria',
    'dysuria|(?:burning|stinging) (?:when|on|with) (?:(?:i|he|she|they) )?(?:pass(?:es|ing)? (?:urine|water)|wee(?:s|ing)?|pee(?:s|ing)?|urinat(?:es|ing))',
  ),
  denial(
    'testicular_pain',
    '(?:testicle|testicular|scrotal) pain|pain in (?:my |the |either )?(?:testicles?|testes|balls?|scrotum)',
  ),
  denial(
    'facial_weakness',
    '(?:facial|face) (?:weakness|droop(?:ing)?)|weakness of (?:my |the )?face|drooping of (?:my |the )?face',
  ),
  // "No ear pain or discharge": the discharge is the ear's when the ear is named in the denial.
  denial(
    'ear_discharge',
    'ear discharge|discharge from (?:my |the |either )?ears?|(?<=\\bear\\b[\\w, ]{0,30})discharge',
  ),
];
