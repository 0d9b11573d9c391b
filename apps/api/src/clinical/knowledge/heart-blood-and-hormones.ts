import type { ConditionManagement } from './types.js';

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const HEART_BLOOD_AND_HORMONES: ConditionManagement[] = [];
