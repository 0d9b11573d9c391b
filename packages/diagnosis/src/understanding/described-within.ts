import type { EvidenceValue } from '../types.js';

/**
 * A phrase read as one finding that also says the thing hurts or is swollen: "a very painful swollen lump on
 * one side of the vaginal opening" is a vulval swelling, and pain and a swelling besides, as the plain words
 * would be read (the pain's place is read from the sentence as for any pain).
 */
const PAINFUL_THING =
  /\b(?:painful|tender|sore)\b(?: (?:and |, )?(?:swollen|red|hot|hard|angry|inflamed|very|really))* (?:lump|swelling|cyst|boil|bump|ball|knot|abscess)\b/;
const SWOLLEN_THING =
  /\bswollen\b(?: (?:and |, )?(?:painful|tender|sore|red|hot|hard|angry|inflamed|very|really))* (?:lump|cyst|boil|bump|ball|knot|abscess)\b/;

/** "can't stop on the pokies", "tried to cut down my betting": loss of control that names the gambling itself. */
const GAMBLING = /\b(?:pokies|gambl\w*|betting|bets|punting|casino|sports? bets?)\b/;

type Described = { evidence: 'E_53' | 'E_151' | 'gambling_problem'; value: EvidenceValue };

/** The pain (E_53), swelling (E_151) or gambling a matched phrase describes beyond its own finding. */
export function describedWithin(phrase: string): Described[] {
  const out: Described[] = [];
  if (PAINFUL_THING.test(phrase)) out.push({ evidence: 'E_53', value: true });
  if (SWOLLEN_THING.test(phrase)) out.push({ evidence: 'E_151', value: true });
  if (GAMBLING.test(phrase)) out.push({ evidence: 'gambling_problem', value: true });
  return out;
}
