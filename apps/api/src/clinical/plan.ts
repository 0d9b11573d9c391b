import type { ActionableCategory } from '@telehealth/schema';
import { certificateItemText, certificatePlanFor, type CertificatePlan } from './certificate-plan.js';
import type { ClinicalFacts, DiagnosisLine } from './clinical-facts.js';
import {
  GENERAL_MANAGEMENT,
  managementOf,
  type ConditionManagement,
  type Investigation,
  type Medication,
  type Referral,
} from './knowledge/index.js';

/** What an actionable item carries for issuing, kept in its `details` column. */
export type ItemDetails =
  | { kind: 'diagnosis'; name: string; icd10: string | null; working: boolean }
  | { kind: 'medication'; medication: Medication; condition: string }
  | { kind: 'investigation'; investigation: Investigation; condition: string }
  | { kind: 'certificate'; certificate: CertificatePlan; addedByDoctor?: boolean }
  | { kind: 'referral'; referral: Referral; condition: string }
  | { kind: 'advice'; text: string };

export interface PlannedItem {
  category: ActionableCategory;
  text: string;
  subtype: string | null;
  details: ItemDetails;
}

export interface ManagementPlan {
  facts: ClinicalFacts;
  working: DiagnosisLine | null;
  management: ConditionManagement;
  /** False when the working diagnosis has no specific plan and general care is offered. */
  specific: boolean;
  certificate: CertificatePlan;
  /** What the doctor needs to find out before prescribing, beyond each medicine's own note. */
  prescribingChecks: string[];
  /** Conditions in the differential that are serious enough to act on even if less likely. */
  toExclude: { line: DiagnosisLine; management: ConditionManagement }[];
  items: PlannedItem[];
}

const URGENCY: Record<Referral['urgency'], string> = { immediate: 'now', urgent: 'urgent', routine: 'routine' };
/** A less likely condition is acted on when it is at least this probable (or the summary names it without a figure). */
const EXCLUDE_FROM = 0.1;

export function medicationText(m: Medication): string {
  const base = `${m.name} ${m.dose} ${m.route}, ${m.frequency}; ${m.duration}`;
  return m.needsMoreInfo ? `${base} (needs more information: ${m.needsMoreInfo})` : base;
}

export function investigationText(i: Investigation, toExclude?: string): string {
  return toExclude ? `${i.name}, for possible ${toExclude}: ${i.when}` : `${i.name}: ${i.when}`;
}

export function referralText(r: Referral): string {
  return `${r.to} (${URGENCY[r.urgency]}): ${r.reason}`;
}

/** The actionable item of a certificate; `addedByDoctor` keeps it through a regeneration of the plan. */
export function certificateItem(certificate: CertificatePlan, addedByDoctor = false): PlannedItem {
  return {
    category: 'certificates',
    text: certificateItemText(certificate),
    subtype: certificate.purpose,
    details: { kind: 'certificate', certificate, ...(addedByDoctor ? { addedByDoctor: true } : {}) },
  };
}

export function diagnosisText(line: DiagnosisLine, working: boolean): string {
  const code = line.icd10 ? ` (${line.icd10})` : '';
  const weight = working
    ? 'working diagnosis'
    : line.probability !== null
      ? `${Math.round(line.probability * 100)}%`
      : 'to consider';
  return `${line.name}${code}: ${weight}`;
}

function prescribingChecksFor(facts: ClinicalFacts, management: ConditionManagement): string[] {
  const checks = [
    'Confirm allergies, current medicines, pregnancy or breastfeeding, and kidney and liver function before prescribing.',
  ];
  const age = facts.patient.ageYears;
  if (age === null)
    checks.unshift(
      'Age not recorded: confirm age (and weight for a child) before prescribing; doses shown are adult doses.',
    );
  else if (age < 18) checks.unshift(`The patient is ${age}: doses shown are adult doses; dose by weight.`);
  if (management.childhood && age !== null && age >= 18) {
    checks.push('This is mostly a childhood illness: confirm the diagnosis in an adult before treating.');
  }
  return checks;
}

export function buildManagementPlan(facts: ClinicalFacts): ManagementPlan {
  const working = facts.differential[0] ?? null;
  const specificManagement = working?.pathology ? managementOf(working.pathology.id) : undefined;
  const management = specificManagement ?? GENERAL_MANAGEMENT;
  const conditionName = working?.name ?? 'No working diagnosis';
  const certificate = certificatePlanFor(facts, management, working);

  const toExclude = facts.differential
    .slice(1)
    .filter(
      (line) =>
        line.pathology &&
        line.pathology.severity <= 3 &&
        (line.probability === null || line.probability >= EXCLUDE_FROM),
    )
    .map((line) => ({ line, management: managementOf(line.pathology!.id) }))
    .filter((x): x is { line: DiagnosisLine; management: ConditionManagement } => x.management !== undefined);

  const items: PlannedItem[] = [];
  const add = (item: PlannedItem) => {
    if (!items.some((i) => i.category === item.category && i.text === item.text)) items.push(item);
  };

  facts.differential.forEach((line, index) =>
    add({
      category: 'diagnoses',
      text: diagnosisText(line, index === 0),
      subtype: index === 0 ? 'working' : 'differential',
      details: { kind: 'diagnosis', name: line.name, icd10: line.icd10, working: index === 0 },
    }),
  );

  for (const medication of management.medications) {
    add({
      category: 'medications',
      text: medicationText(medication),
      subtype: medication.alternative ? 'alternative' : null,
      details: { kind: 'medication', medication, condition: conditionName },
    });
  }

  for (const investigation of management.investigations) {
    add({
      category: 'investigations',
      text: investigationText(investigation),
      subtype: investigation.subtype,
      details: { kind: 'investigation', investigation, condition: conditionName },
    });
  }
  for (const { line, management: other } of toExclude) {
    if (other.emergency) continue; // offered as a referral below: those tests are done in hospital
    for (const investigation of other.investigations.slice(0, 2)) {
      if (items.some((i) => i.details.kind === 'investigation' && i.details.investigation.name === investigation.name))
        continue;
      add({
        category: 'investigations',
        text: investigationText(investigation, line.name),
        subtype: investigation.subtype,
        details: { kind: 'investigation', investigation, condition: line.name },
      });
    }
  }

  // Only what the patient asked for: the doctor adds one from Clinical Management when it is wanted.
  if (certificate.requested) add(certificateItem(certificate));

  const referrals = [...management.referrals];
  // Triage or a serious differential can call for the emergency department whatever the working diagnosis.
  if (facts.triage === 'emergency' && !management.emergency) {
    referrals.unshift({
      kind: 'emergency',
      to: 'Emergency department',
      urgency: 'immediate',
      reason: 'danger signs reported in the consultation (triage: emergency)',
    });
  }
  for (const { line, management: other } of toExclude) {
    if (!other.emergency) continue;
    const ed = other.referrals.find((r) => r.kind === 'emergency');
    if (ed) referrals.push({ ...ed, reason: `to exclude ${line.name}` });
  }
  for (const referral of referrals) {
    add({
      category: 'referrals',
      text: referralText(referral),
      subtype: referral.kind,
      details: { kind: 'referral', referral, condition: conditionName },
    });
  }

  for (const text of management.advice)
    add({ category: 'advice', text, subtype: null, details: { kind: 'advice', text } });

  return {
    facts,
    working,
    management,
    specific: specificManagement !== undefined,
    certificate,
    prescribingChecks: prescribingChecksFor(facts, management),
    toExclude,
    items,
  };
}
