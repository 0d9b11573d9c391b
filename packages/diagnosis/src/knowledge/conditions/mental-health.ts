import type { ConditionDef } from '../types.js';

export const MENTAL_HEALTH_CONDITIONS: ConditionDef[] = [];
