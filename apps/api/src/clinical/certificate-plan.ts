import type { ClinicalFacts, DiagnosisLine } from './clinical-facts.js';
import { addDays, daysInclusive, formatLongDate } from '../domain/dates.js';
import type { CertificatePurpose, ConditionManagement } from './knowledge/index.js';

export interface CertificatePlan {
  purpose: CertificatePurpose;
  fromDate: string;
  toDate: string;
  days: number;
  nameCondition: boolean;
  /** The condition as the certificate names it, or null for "a medical condition". */
  condition: string | null;
  /** Whether the patient asked for it in the chat (purpose, dates and naming are then theirs). */
  requested: boolean;
  /** What the doctor should check before issuing. */
  notes: string[];
}

export const PURPOSE_LABELS: Record<CertificatePurpose, string> = {
  work: 'Work',
  school: 'School',
  university: 'University',
  carer: "Carer's",
};

/** What the certificate says the patient is unfit for (spec: "unfit for ... from ... to ... inclusive"). */
export const UNFIT_FOR: Record<CertificatePurpose, string> = {
  work: 'unfit for work',
  school: 'unfit for school',
  university: 'unfit for university studies, including classes and assessments',
  carer: 'unfit for their usual activities and requires the care of a family or household member',
};

/** Children too young for school need a carer; school-age children a school certificate; adults work. */
function defaultPurpose(age: number | null, childhood: boolean): CertificatePurpose {
  if (age === null) return childhood ? 'carer' : 'work';
  if (age < 5) return 'carer';
  if (age < 18) return 'school';
  return 'work';
}

/** The certificate to offer: what the patient asked for in the chat, else the condition's usual length from today. */
export function certificatePlanFor(
  facts: ClinicalFacts,
  management: ConditionManagement,
  working: DiagnosisLine | null,
): CertificatePlan {
  const request = facts.certificateRequest;
  const purpose = request?.purpose ?? defaultPurpose(facts.patient.ageYears, management.childhood === true);
  const fromDate = request?.fromDate ?? facts.today;
  const toDate = request?.toDate ?? addDays(fromDate, management.certificate.suggestedDays - 1);
  const days = daysInclusive(fromDate, toDate);
  const nameCondition = request?.nameCondition === true && working !== null;
  const notes: string[] = [];

  if (request) {
    notes.push(
      `Requested by the patient in the chat: ${PURPOSE_LABELS[request.purpose].toLowerCase()} certificate, ${formatLongDate(request.fromDate)} to ${formatLongDate(request.toDate)}; ` +
        (request.nameCondition
          ? 'the patient agreed to the condition being named.'
          : 'the patient asked for the condition not to be named.'),
    );
  } else {
    notes.push('The patient did not ask for a certificate in the chat: suggested from today for the usual length.');
  }
  if (days > management.certificate.suggestedDays) {
    notes.push(
      `${days} days is longer than the usual ${management.certificate.suggestedDays} for this condition: confirm before issuing.`,
    );
  }
  if (fromDate < facts.today) {
    notes.push(
      `Starts ${daysInclusive(fromDate, facts.today) - 1} day(s) before today: certify only what the consultation supports.`,
    );
  }
  notes.push(management.certificate.note);

  return {
    purpose,
    fromDate,
    toDate,
    days,
    nameCondition,
    condition: nameCondition && working ? working.name : null,
    requested: request !== null,
    notes,
  };
}

/** The one-line description of a certificate, as the actionable item shows it. */
export function certificateItemText(plan: CertificatePlan): string {
  const span = `from ${formatLongDate(plan.fromDate)} to ${formatLongDate(plan.toDate)} inclusive (${plan.days} day${plan.days === 1 ? '' : 's'})`;
  const naming = plan.condition ? `condition named: ${plan.condition}` : 'condition not named';
  return `${PURPOSE_LABELS[plan.purpose]} certificate: ${UNFIT_FOR[plan.purpose]} ${span}; ${naming}`;
}
