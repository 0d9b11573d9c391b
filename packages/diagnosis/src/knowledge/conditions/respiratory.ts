import type { ConditionDef } from '../types.js';

export const RESPIRATORY_CONDITIONS: ConditionDef[] = [];
