import type { ConditionDef } from '../types.js';

export const SKIN_CONDITIONS: ConditionDef[] = [];
