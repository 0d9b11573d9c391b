import type { ConditionDef } from '../types.js';

export const EYES_CONDITIONS: ConditionDef[] = [];
