import { PURPOSE_LABELS, UNFIT_FOR } from './certificate-plan.js';
import { formatLongDate } from '../domain/dates.js';
import { labelOfLine, SUMMARY_LABELS } from '../domain/summary-labels.js';
import { escapeMarkdown } from '../domain/markdown-text.js';
import type { ManagementPlan } from './plan.js';

/** The management text's sections, in the order the clinical screen shows them (ARCHITECTURE §5). */
export const MANAGEMENT_SECTIONS = [
  'Clinical Summary',
  'Differential Diagnoses',
  'Investigations',
  'Pharmacological Management',
  'Medical Certificates',
  'Non-Pharmacological Management',
  'Referrals',
] as const;

const TRIAGE_LABEL = { emergency: 'Emergency', urgent: 'Urgent', routine: 'Routine' } as const;

/** Labels the management header already states, as older summaries and narratives wrote them. */
const STATED_IN_HEADER = new Set(['Patient', 'Triage']);

/**
 * The consultation's summary as the Clinical Summary section shows it: without what the header
 * above it already says (the patient, the triage) and without its differential, which has its own
 * section. A triage line's red flags are kept.
 */
export function summaryBelowHeader(summaryText: string): string[] {
  const out: string[] = [];
  let inDifferential = false;
  for (const line of summaryText.replace(/\r\n?/g, '\n').split('\n')) {
    const label = labelOfLine(line);
    if (inDifferential && (label === null || /^\s*\d+\.\s/.test(line)) && line.trim() !== '') continue;
    inDifferential = false;
    if (label && /^Differential\b/i.test(label)) {
      inDifferential = true;
      continue;
    }
    if (label && STATED_IN_HEADER.has(label)) {
      const flags = /\(red flags: (.+)\)\s*$/.exec(line);
      if (flags) out.push(`**Red flags:** ${flags[1]}`);
      continue;
    }
    out.push(line);
  }
  while (out.length && out.at(-1)!.trim() === '') out.pop();
  return out;
}

function clinicalSummary(plan: ManagementPlan): string[] {
  const { facts, working } = plan;
  const p = facts.patient;
  const who = [
    p.fullName ? escapeMarkdown(p.fullName) : 'Name not recorded',
    p.ageYears !== null ? `${p.ageYears} years` : null,
    p.dateOfBirth ? `DOB ${escapeMarkdown(p.dateOfBirth)}` : 'DOB not recorded',
  ].filter(Boolean);
  const summary = facts.summaryText ? summaryBelowHeader(facts.summaryText) : [];
  // A summary that states the disposition says the triage in full: the header does not repeat it.
  const statesDisposition = summary.some((line) => labelOfLine(line) === SUMMARY_LABELS.disposition);
  const lines = [`**Patient:** ${who.join(', ')}`];
  if (p.medicareNumber) {
    lines.push(
      `**Medicare:** ${escapeMarkdown(p.medicareNumber)}${p.medicareReferenceNumber ? ` (ref ${escapeMarkdown(p.medicareReferenceNumber)})` : ''}`,
    );
  }
  if (!statesDisposition)
    lines.push(
      `**Triage:** ${facts.triage ? TRIAGE_LABEL[facts.triage] : 'Not recorded'}${facts.urgent ? ' (flagged urgent)' : ''}`,
    );
  else if (facts.urgent) lines.push('**Flagged urgent** for the doctor');
  lines.push(
    `**Working diagnosis:** ${working ? `${escapeMarkdown(working.name)}${working.icd10 ? ` (${working.icd10})` : ''}` : 'None recorded'}`,
  );
  lines.push(`**Approach:** ${plan.management.approach}`);
  if (!plan.specific && working) {
    lines.push('_No condition-specific plan is held for this working diagnosis: general care is shown._');
  }
  const out = [lines.join('  \n'), ''];
  if (plan.management.emergency || facts.triage === 'emergency') {
    out.push(
      '> **Emergency:** send the patient to the emergency department now (call 000 if unwell); do not delay for tests or documents.',
      '',
    );
  }
  // The consultation writes its summary as lines; markdown would run them into one paragraph.
  out.push(
    summary.length ? summary.join('\n').replace(/([^\n])\n(?!\n)/g, '$1  \n') : '_No consultation summary recorded._',
  );
  return out;
}

function differential(plan: ManagementPlan): string[] {
  if (plan.facts.differential.length === 0)
    return ['_No differential recorded: take a history and examine before treating._'];
  const out = plan.facts.differential.map((line, i) => {
    const name = i === 0 ? `**${escapeMarkdown(line.name)}**` : escapeMarkdown(line.name);
    const code = line.icd10 ? ` (${line.icd10})` : '';
    const notes = [
      i === 0 ? 'working diagnosis' : null,
      line.probability !== null ? `${Math.round(line.probability * 100)}%` : null,
    ].filter(Boolean);
    return `${i + 1}. ${name}${code}${notes.length ? `: ${notes.join(', ')}` : ''}`;
  });
  if (plan.toExclude.length > 0) {
    out.push(
      '',
      `Serious enough to exclude even if less likely: ${plan.toExclude.map((x) => escapeMarkdown(x.line.name)).join(', ')}.`,
    );
  }
  return out;
}

function bullets(plan: ManagementPlan, category: 'investigations' | 'advice' | 'referrals'): string[] {
  return plan.items
    .filter((i) => i.category === category)
    .map((i) => `- ${i.text}${category === 'investigations' ? ` _(${i.subtype})_` : ''}`);
}

function pharmacological(plan: ManagementPlan): string[] {
  const meds = plan.management.medications;
  if (meds.length === 0) return ['No medicine to start by telehealth for this condition; see the approach above.'];
  const out = [`_Before prescribing:_ ${plan.prescribingChecks.join(' ')}`, ''];
  for (const m of meds) {
    out.push(
      `- **${m.name}**${m.alternative ? ' _(alternative)_' : ''}: ${m.dose} ${m.route}, ${m.frequency}; ${m.duration}. Cautions: ${m.cautions}`,
    );
    if (m.needsMoreInfo) out.push(`  - Needs more information: ${m.needsMoreInfo}`);
  }
  return out;
}

function certificates(plan: ManagementPlan): string[] {
  const c = plan.certificate;
  if (!c.requested) {
    return [
      'The patient did not ask for a medical certificate in the chat. If one is needed, add it from Clinical Management.',
    ];
  }
  return [
    `- **${PURPOSE_LABELS[c.purpose]} certificate:** ${UNFIT_FOR[c.purpose]} from ${formatLongDate(c.fromDate)} to ${formatLongDate(c.toDate)} inclusive (${c.days} day${c.days === 1 ? '' : 's'}), ` +
      (c.condition ? `naming the condition (${escapeMarkdown(c.condition)}).` : 'stating "a medical condition".'),
    ...c.notes.map((n) => `  - ${n}`),
  ];
}

/** The clinical management document: markdown with the seven second-level sections. */
export function managementMarkdown(plan: ManagementPlan): string {
  const investigations = bullets(plan, 'investigations');
  const body: Record<(typeof MANAGEMENT_SECTIONS)[number], string[]> = {
    'Clinical Summary': clinicalSummary(plan),
    'Differential Diagnoses': differential(plan),
    Investigations: investigations.length ? investigations : ['No routine investigations needed.'],
    'Pharmacological Management': pharmacological(plan),
    'Medical Certificates': certificates(plan),
    'Non-Pharmacological Management': bullets(plan, 'advice'),
    Referrals: bullets(plan, 'referrals'),
  };
  return (
    [...MANAGEMENT_SECTIONS.flatMap((section) => [`## ${section}`, '', ...body[section], ''])].join('\n').trimEnd() +
    '\n'
  );
}

const CLINICAL_SUMMARY_SECTION = /^## Clinical Summary\n[\s\S]*?(?=^## |(?![\s\S]))/m;
const PRESCRIBING_CHECKS_LINE = /^_Before prescribing:_ .*$/m;

/**
 * A generated management text brought up to date with the patient's details after the doctor
 * completed or corrected them: the Clinical Summary (name, age, date of birth, Medicare) and the
 * checks before prescribing (they depend on the age) are written again from `plan`. The rest (the
 * differential, the items, the certificate) stays as generated, as the doctor may have ticked its
 * items; Regenerate rebuilds all of it.
 */
export function withCurrentPatientDetails(management: string, plan: ManagementPlan): string {
  const summary = ['## Clinical Summary', '', ...clinicalSummary(plan), '', ''].join('\n');
  let text = management.replace(CLINICAL_SUMMARY_SECTION, () => summary);
  if (plan.management.medications.length > 0) {
    text = text.replace(PRESCRIBING_CHECKS_LINE, () => `_Before prescribing:_ ${plan.prescribingChecks.join(' ')}`);
  }
  return text;
}
