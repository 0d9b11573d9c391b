import type { ConditionDef } from '../types.js';

export const SEXUAL_REPRODUCTIVE_CONDITIONS: ConditionDef[] = [];
