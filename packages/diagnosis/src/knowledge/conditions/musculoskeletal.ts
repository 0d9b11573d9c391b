import type { ConditionDef } from '../types.js';

export const MUSCULOSKELETAL_CONDITIONS: ConditionDef[] = [];
