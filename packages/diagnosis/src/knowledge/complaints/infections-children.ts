import type { ComplaintScript } from '../types.js';

/** Presenting complaints added for this group of body systems (the core ones are in core.ts). */
export const INFECTIONS_CHILDREN_COMPLAINTS: ComplaintScript[] = [];
