import { PURPOSE_LABELS, UNFIT_FOR } from './certificate-plan.js';
import { formatLongDate } from '../domain/dates.js';
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

function clinicalSummary(plan: ManagementPlan): string[] {
  const { facts, working } = plan;
  const p = facts.patient;
  const who = [
    p.fullName ? escapeMarkdown(p.fullName) : 'Name not recorded',
    p.ageYears !== null ? `${p.ageYears} years` : null,
    p.dateOfBirth ? `DOB ${escapeMarkdown(p.dateOfBirth)}` : 'DOB not recorded',
  ].filter(Boolean);
  const lines = [`**Patient:** ${who.join(', ')}`];
  if (p.medicareNumber) {
    lines.push(`**Medicare:** ${escapeMarkdown(p.medicareNumber)}${p.medicareReferenceNumber ? ` (ref ${escapeMarkdown(p.medicareReferenceNumber)})` : ''}`);
  }
  lines.push(`**Triage:** ${facts.triage ? TRIAGE_LABEL[facts.triage] : 'Not recorded'}${facts.urgent ? ' (flagged urgent)' : ''}`);
  lines.push(
    `**Working diagnosis:** ${working ? `${escapeMarkdown(working.name)}${working.icd10 ? ` (${working.icd10})` : ''}` : 'None recorded'}`,
  );
  lines.push(`**Approach:** ${plan.management.approach}`);
  if (!plan.specific && working) {
    lines.push('_No condition-specific plan is held for this working diagnosis: general care is shown._');
  }
  const out = [lines.join('  \n'), ''];
  if (plan.management.emergency || facts.triage === 'emergency') {
    out.push('> **Emergency:** send the patient to the emergency department now (call 000 if unwell); do not delay for tests or documents.', '');
  }
  // The consultation writes its summary as lines; markdown would run them into one paragraph.
  out.push(facts.summaryText ? facts.summaryText.replace(/([^\n])\n(?!\n)/g, '$1  \n') : '_No consultation summary recorded._');
  return out;
}

function differential(plan: ManagementPlan): string[] {
  if (plan.facts.differential.length === 0) return ['_No differential recorded: take a history and examine before treating._'];
  const out = plan.facts.differential.map((line, i) => {
    const name = i === 0 ? `**${escapeMarkdown(line.name)}**` : escapeMarkdown(line.name);
    const code = line.icd10 ? ` (${line.icd10})` : '';
    const notes = [i === 0 ? 'working diagnosis' : null, line.probability !== null ? `${Math.round(line.probability * 100)}%` : null].filter(Boolean);
    return `${i + 1}. ${name}${code}${notes.length ? `: ${notes.join(', ')}` : ''}`;
  });
  if (plan.toExclude.length > 0) {
    out.push('', `Serious enough to exclude even if less likely: ${plan.toExclude.map((x) => escapeMarkdown(x.line.name)).join(', ')}.`);
  }
  return out;
}

function bullets(plan: ManagementPlan, category: 'investigations' | 'advice' | 'referrals'): string[] {
  return plan.items.filter((i) => i.category === category).map((i) => `- ${i.text}${category === 'investigations' ? ` _(${i.subtype})_` : ''}`);
}

function pharmacological(plan: ManagementPlan): string[] {
  const meds = plan.management.medications;
  if (meds.length === 0) return ['No medicine to start by telehealth for this condition; see the approach above.'];
  const out = [`_Before prescribing:_ ${plan.prescribingChecks.join(' ')}`, ''];
  for (const m of meds) {
    out.push(`- **${m.name}**${m.alternative ? ' _(alternative)_' : ''}: ${m.dose} ${m.route}, ${m.frequency}; ${m.duration}. Cautions: ${m.cautions}`);
    if (m.needsMoreInfo) out.push(`  - Needs more information: ${m.needsMoreInfo}`);
  }
  return out;
}

function certificates(plan: ManagementPlan): string[] {
  const c = plan.certificate;
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
  return [...MANAGEMENT_SECTIONS.flatMap((section) => [`## ${section}`, '', ...body[section], ''])].join('\n').trimEnd() + '\n';
}
