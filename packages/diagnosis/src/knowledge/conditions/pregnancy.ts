import type { ConditionDef } from '../types.js';

export const PREGNANCY_CONDITIONS: ConditionDef[] = [];
