import type { ConditionDef } from '../types.js';

export const CHILDREN_CONDITIONS: ConditionDef[] = [];
