import type { ConditionDef } from '../types.js';

export const ENT_CONDITIONS: ConditionDef[] = [];
