import type { ConditionDef } from '../types.js';

export const ENDOCRINE_CONDITIONS: ConditionDef[] = [];
