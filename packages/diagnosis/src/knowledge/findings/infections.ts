import type { FindingDef } from '../types.js';

/** Exposures and findings of infections (bites, water, food, vaccination are in general.ts). */
export const INFECTION_FINDINGS: FindingDef[] = [];
