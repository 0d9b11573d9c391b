import { findLocations } from '../understanding/body-locations.js';
import { normalize } from '../understanding/normalize.js';

export interface ResolvedSite {
  codes: string[];
  /** A part with two sides named without a side ("ear"): a patient usually means one of them. */
  eitherSide: boolean;
}

const cache = new Map<string, ResolvedSite>();

/**
 * The DDXPlus location codes of a body place in lay words. Conditions name their sites in the same
 * words a patient uses, through the same reader, so that "lower tummy" in a condition and in a
 * patient's message are the same codes. Throws on words that name no place.
 */
export function resolveSite(phrase: string, sideOf: (code: string) => 'R' | 'L' | null): ResolvedSite {
  const hit = cache.get(phrase);
  if (hit) return hit;
  const norm = normalize(phrase);
  const codes = [...new Set(findLocations(norm).flatMap((l) => l.codes))];
  if (!codes.length) throw new TypeError(`"${phrase}" names no body place the reader knows`);
  const sides = codes.map(sideOf);
  const named = /\s(?:right|left)\s/.test(norm);
  const resolved = { codes, eitherSide: !named && sides.includes('R') && sides.includes('L') };
  cache.set(phrase, resolved);
  return resolved;
}
