import type { FindingDef } from '../types.js';
import { yesNo } from './define.js';

/** Findings the triage discriminators read that no condition needs (src/triage-discriminators.ts). */
export const TRIAGE_FINDINGS: FindingDef[] = [
  // Taken from the water (RCH drowning): only symptoms after it make it an emergency, so it is not asked.
  yesNo(
    'submersion',
    'Was anyone under the water, or pulled out of the water, before this started?',
    'submersion (drowning incident)',
    [
      '(?:pulled|dragged|fished|got|lifted) (?:him|her|them|my \\w+|the \\w+|\\w+) (?:\\w+ ){0,2}out of (?:the )?(?:pool|water|bath|dam|river|sea|surf|ocean|lake|creek|spa)|(?:nearly|almost) drown\\w*|drown(?:ed|ing)|(?:went|gone|slipped|was|been|fell|got) under (?:the )?water|(?:went|gone|slipped|go|goes) under (?:at|in|for|while)\\b|under (?:the )?water for|face ?down in (?:the )?(?:pool|bath|water)',
    ],
    0.0005,
    { kind: 'exposure' },
  ),
];
