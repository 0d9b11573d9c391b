import type { ConditionDef } from '../types.js';

export const INFECTIONS_CONDITIONS: ConditionDef[] = [];
