import type { ConditionManagement } from './types.js';

/** Management of the conditions of this group of body systems, keyed by condition id. */
export const EYES_AND_SKIN: ConditionManagement[] = [];
