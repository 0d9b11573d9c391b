import type { ComplaintScript } from '../types.js';

/** Presenting complaints added for this group of body systems (the core ones are in core.ts). */
export const GUT_COMPLAINTS: ComplaintScript[] = [];
