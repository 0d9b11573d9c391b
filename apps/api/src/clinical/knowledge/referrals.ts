import type { Referral } from './types.js';

/** To the emergency department now, for this reason. */
export const ED_NOW = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Emergency department',
  urgency: 'immediate',
  reason,
});

/** To an emergency department today (not an ambulance), for this reason. */
export const ED_TODAY = (reason: string): Referral => ({
  kind: 'emergency',
  to: 'Emergency department',
  urgency: 'urgent',
  reason,
});

/** To a general practitioner in person, for this reason. */
export const GP_REVIEW = (reason: string, urgency: Referral['urgency'] = 'routine'): Referral => ({
  kind: 'gp',
  to: 'General practitioner (in person)',
  urgency,
  reason,
});

/** To a physiotherapist, for this reason. */
export const PHYSIO = (reason: string): Referral => ({
  kind: 'specialist',
  to: 'Physiotherapist',
  urgency: 'routine',
  reason,
});
