import type { ConditionDef } from '../types.js';

export const HEART_VESSELS_CONDITIONS: ConditionDef[] = [];
