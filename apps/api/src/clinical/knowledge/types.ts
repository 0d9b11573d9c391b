/** What a doctor may do for one condition, as the management plan and the actionable items offer it. */

export type InvestigationSubtype = 'pathology' | 'imaging' | 'other';

export interface Investigation {
  name: string;
  subtype: InvestigationSubtype;
  /** When it is worth doing: many tests are only for when things do not settle. */
  when: string;
}

export interface Medication {
  /** Australian generic name (with the form where it matters). */
  name: string;
  /** Adult dose. */
  dose: string;
  route: string;
  frequency: string;
  duration: string;
  cautions: string;
  /** Offered instead of a first-line medicine, not as well as it. */
  alternative?: boolean;
  /** What the doctor must find out before prescribing, when the chat cannot tell. */
  needsMoreInfo?: string;
}

export type CertificatePurpose = 'work' | 'school' | 'university' | 'carer';
export const CERTIFICATE_PURPOSES: readonly CertificatePurpose[] = ['work', 'school', 'university', 'carer'];

export interface CertificateRule {
  /** Days usually needed away from work, school or study (or caring), counting the first. */
  suggestedDays: number;
  /** Why, and when a longer or shorter absence is reasonable. */
  note: string;
}

export type ReferralKind = 'emergency' | 'gp' | 'specialist';

export interface Referral {
  kind: ReferralKind;
  /** Who receives the letter, e.g. 'Emergency department' or 'Respiratory physician'. */
  to: string;
  urgency: 'immediate' | 'urgent' | 'routine';
  /** The reason, or the circumstances in which to refer. */
  reason: string;
}

export interface ConditionManagement {
  /** The condition's id in the diagnosis package (e.g. 'cystitis', 'urti'). */
  condition: string;
  /** What the patient can do now, in words a patient understands (the chat's "What you can do now"). */
  care: string;
  /** Completes "See a doctor in person, or call 000 in an emergency, if …". */
  seekHelp: string;
  /** The approach in a sentence or two, for the management text. */
  approach: string;
  investigations: Investigation[];
  medications: Medication[];
  certificate: CertificateRule;
  referrals: Referral[];
  /** Advice for the patient, in words a patient understands. */
  advice: string[];
  /** Telehealth's job is to send the patient to hospital now. */
  emergency?: boolean;
  /** Mostly a childhood illness: adult doses rarely apply and a carer's certificate is the usual one. */
  childhood?: boolean;
}
