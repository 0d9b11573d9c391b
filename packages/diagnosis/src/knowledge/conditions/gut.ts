import type { ConditionDef } from '../types.js';

export const GUT_CONDITIONS: ConditionDef[] = [];
