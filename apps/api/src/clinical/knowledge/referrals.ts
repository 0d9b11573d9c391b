import type { Referral } from './types.js';

/** To the emergency department now, for this reason. */
export const ED_NOW = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Emergency department',
  urgency: 'immediate',
  reason,
});
