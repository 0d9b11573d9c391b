import type { ConditionDef } from '../types.js';

export const NEUROLOGY_CONDITIONS: ConditionDef[] = [];
