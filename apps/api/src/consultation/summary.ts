import type { DifferentialEntry, KnowledgeBase, Observation, Triage } from '@telehealth/diagnosis';
import { SUMMARY_PREVIEW_MAX_LENGTH } from '@telehealth/schema';
import { displayDate } from '../domain/dates.js';
import { escapeMarkdown } from '../domain/markdown-text.js';
import { isPositiveAnswer } from './interview-state.js';
import type { ConsultationState } from './state.js';

/** What the clinician's summary is made from; the LLM, when there is one, gets the same facts. */
export interface ClinicalFacts {
  complaint: string | null;
  patient: { fullName: string | null; dateOfBirth: string | null; age: number | null; sex: 'M' | 'F' | null };
  positives: string[];
  /** The leading current symptoms, for one-line previews. */
  keySymptoms: string[];
  negatives: string[];
  unanswered: string[];
  redFlags: string[];
  triage: Triage;
  differential: DifferentialEntry[];
  images: number;
  certificate: string | null;
  /** Set when the AI is not sure: how likely it is that no known condition explains the findings. */
  unexplained: number | null;
}

const MAX_NEGATIVES = 15;

function labelOf(kb: KnowledgeBase, code: string): string {
  return kb.evidence(code)?.label ?? code;
}

/** "pain location: upper chest, lower chest"; "pain intensity 7/10"; plain "fever" for a yes. */
function describe(kb: KnowledgeBase, o: Observation): string {
  const label = labelOf(kb, o.evidence);
  if (typeof o.value === 'boolean') return label;
  if (typeof o.value === 'number') return `${label} ${o.value}/10`;
  const options = kb.question(o.evidence)?.options ?? [];
  const named = (v: string) => options.find((x) => String(x.value) === v)?.label ?? v;
  return `${label}: ${(Array.isArray(o.value) ? o.value : [o.value]).map(named).join(', ')}`;
}

export function clinicalFacts(
  kb: KnowledgeBase,
  state: ConsultationState,
  differential: DifferentialEntry[],
  triage: Triage,
  patient: { fullName: string | null; dateOfBirth: string | null },
  unexplained: number | null = null,
): ClinicalFacts {
  const positive = state.observations.filter((o) => isPositiveAnswer(kb, o.evidence, o.value));
  const negative = state.observations.filter((o) => !isPositiveAnswer(kb, o.evidence, o.value) && kb.evidence(o.evidence)?.parent === null);
  const c = state.certificate;
  return {
    complaint: state.complaint,
    patient: { ...patient, age: state.age, sex: state.sex },
    positives: positive.map((o) => describe(kb, o)),
    keySymptoms: [
      ...positive.filter((o) => o.evidence === 'E_55').map((o) => describe(kb, o).replace('pain location:', 'pain in')),
      ...positive.filter((o) => o.value === true && o.evidence !== 'E_53' && !kb.evidence(o.evidence)?.isAntecedent).map((o) => labelOf(kb, o.evidence)),
    ],
    negatives: negative.slice(0, MAX_NEGATIVES).map((o) => labelOf(kb, o.evidence)),
    unanswered: state.unknown.filter((code) => !state.observations.some((o) => o.evidence === code)).map((code) => labelOf(kb, code)),
    redFlags: positive.filter((o) => kb.isRedFlag(o.evidence, o.value)).map((o) => kb.evidence(o.evidence)?.redFlag ?? labelOf(kb, o.evidence)),
    triage,
    differential,
    images: state.images,
    unexplained,
    certificate:
      c?.fromDate && c.toDate
        ? `${c.purpose === 'carer' ? "carer's leave" : c.purpose}, ${displayDate(c.fromDate)} to ${displayDate(c.toDate)}`
        : null,
  };
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** The lines every summary ends with: the engine's own triage and differential, whoever wrote the rest. */
export function decisionLines(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const ddx = facts.differential
    .filter((d, i) => i < 5 && (i === 0 || d.probability >= 0.01))
    .map((d, i) => `${i + 1}. ${d.pathology} (${d.icd10}), ${pct(d.probability)}${kb.pathology(d.pathology)?.plainName !== d.pathology ? `: ${kb.pathology(d.pathology)?.plainName}` : ''}`);
  return [
    `Triage: ${facts.triage.toUpperCase()}${facts.redFlags.length ? ` (red flags: ${facts.redFlags.join('; ')})` : ''}`,
    ...(facts.unexplained !== null
      ? [`AI assessment: not sure. No condition it knows explains the findings well (${pct(facts.unexplained)} not explained); the patient was told no diagnosis.`]
      : []),
    'Differential (AI estimate):',
    ...ddx,
  ].join('\n');
}

/** The clinician's summary, written by the engine: markdown, with the patient's own words escaped. */
export function writeSummary(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const p = facts.patient;
  const who = [
    p.fullName ? escapeMarkdown(p.fullName) : 'Name not given',
    p.age !== null ? `${p.age} y` : 'age not given',
    p.sex === 'F' ? 'female' : p.sex === 'M' ? 'male' : 'sex not given',
    p.dateOfBirth ? `DOB ${escapeMarkdown(p.dateOfBirth)}` : null,
  ].filter(Boolean);
  const lines = [
    `Presenting complaint: ${facts.complaint ? `"${escapeMarkdown(facts.complaint.slice(0, 300))}"` : 'not described'}`,
    `Patient: ${who.join(', ')}`,
    `Positives: ${facts.positives.join('; ') || 'none reported'}`,
    `Pertinent negatives: ${facts.negatives.length ? `denies ${facts.negatives.join('; ')}` : 'none recorded'}`,
  ];
  if (facts.unanswered.length) lines.push(`Unsure or not answered: ${facts.unanswered.join('; ')}`);
  if (facts.images) lines.push(`Photos: ${facts.images} shared in the chat`);
  if (facts.certificate) lines.push(`Medical certificate requested: ${facts.certificate}`);
  return `${lines.join('\n')}\n${decisionLines(facts, kb)}`;
}

/** One line for the waiting room: the likely condition, the leading symptoms, the triage. */
export function writePreview(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const top = facts.differential[0];
  const name = top ? (kb.pathology(top.pathology)?.plainName ?? top.pathology) : 'Assessment incomplete';
  const parts = [
    facts.triage === 'routine' ? null : facts.triage.toUpperCase(),
    facts.unexplained !== null ? 'Not explained by the AI assessment' : top ? `${name} (${pct(top.probability)})` : name,
    facts.keySymptoms.slice(0, 3).join(', ') || null,
  ].filter(Boolean);
  const line = parts.join(' · ');
  return line.length <= SUMMARY_PREVIEW_MAX_LENGTH ? line : `${line.slice(0, SUMMARY_PREVIEW_MAX_LENGTH - 1).trimEnd()}…`;
}
