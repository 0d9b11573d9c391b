import type { ConditionDef } from '../types.js';

export const BLOOD_CONDITIONS: ConditionDef[] = [];
