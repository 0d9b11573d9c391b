import type { DifferentialEntry, Disposition, KnowledgeBase, Triage } from '@telehealth/diagnosis';
import { SUMMARY_PREVIEW_MAX_LENGTH } from '@telehealth/schema';
import { displayDate } from '../domain/dates.js';
import { SUMMARY_LABELS } from '../domain/summary-labels.js';
import { describeAnswer, findingsOf, type Findings } from './findings.js';
import { escapeMarkdown } from '../domain/markdown-text.js';
import { isPositiveAnswer } from './interview-state.js';
import type { ConsultationState } from './state.js';

/*
 * The clinician's summary: one labelled line per heading (markdown, as the doctor app renders it),
 * each fact once. Who the patient is (name, date of birth) is on the conversation itself, so the
 * summary names only what matters clinically (age and sex).
 */

/** What the clinician's summary is made from; the LLM, when there is one, gets the same facts. */
export interface ClinicalFacts {
  complaint: string | null;
  patient: { age: number | null; sex: 'M' | 'F' | null };
  findings: Findings;
  /** The leading current symptoms, for one-line previews. */
  keySymptoms: string[];
  triage: Triage;
  disposition: Disposition;
  differential: DifferentialEntry[];
  images: number;
  certificate: string | null;
  /** Set when the AI is not sure: how likely it is that no known condition explains the findings. */
  unexplained: number | null;
}

/** How much of the patient's first message the summary quotes. */
const COMPLAINT_QUOTED = 300;

export function clinicalFacts(
  kb: KnowledgeBase,
  state: ConsultationState,
  differential: DifferentialEntry[],
  triage: Triage,
  disposition: Disposition,
  unexplained: number | null = null,
): ClinicalFacts {
  const positive = state.observations.filter((o) => isPositiveAnswer(kb, o.evidence, o.value));
  const c = state.certificate;
  return {
    complaint: state.complaint,
    patient: { age: state.age, sex: state.sex },
    findings: findingsOf(kb, state.observations, state.unknown),
    keySymptoms: [
      ...positive
        .filter((o) => o.evidence === 'E_55')
        .map((o) => describeAnswer(kb, o).replace('pain location:', 'pain in')),
      ...positive
        .filter((o) => o.value === true && o.evidence !== 'E_53' && !kb.evidence(o.evidence)?.isAntecedent)
        .map((o) => kb.evidence(o.evidence)?.label ?? o.evidence),
    ],
    triage,
    disposition,
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
const line = (label: string, text: string) => `**${label}:** ${text}`;

/** "34-year-old woman", "18-month-old boy", "adult, sex not given". */
export function personWords(age: number | null, sex: 'M' | 'F' | null): string {
  const child = age !== null && age < 18;
  const noun =
    sex === 'F' ? (child ? 'girl' : 'woman') : sex === 'M' ? (child ? 'boy' : 'man') : child ? 'child' : 'patient';
  if (age === null) return sex ? `${noun}, age not given` : 'age and sex not given';
  const years = age < 2 ? `${Math.round(age * 12)}-month-old` : `${Math.floor(age)}-year-old`;
  return sex ? `${years} ${noun}` : `${years} ${noun}, sex not given`;
}

/** The patient's own words as one quoted line: no markup, no line breaks, bounded. */
export function quotedComplaint(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > COMPLAINT_QUOTED ? `${flat.slice(0, COMPLAINT_QUOTED - 1).trimEnd()}…` : flat;
  return `"${escapeMarkdown(cut)}"`;
}

export const DISPOSITION_WORDS: Record<Disposition, string> = {
  emergency: 'Emergency: call 000 now (the patient was told to call 000 or go to the emergency department)',
  urgent: 'Urgent: to see a doctor today',
  days: 'To see a doctor within a few days',
  'self-care': 'Self-care, with advice on when to seek help',
};

function redFlagWords(facts: ClinicalFacts): string {
  const { redFlags } = facts.findings;
  if (redFlags.length === 0) return 'none asked';
  return redFlags.map((r) => (r.answer === 'yes' ? `**${r.sign}: YES**` : `${r.sign}: ${r.answer}`)).join('; ');
}

/**
 * The lines every summary ends with, whoever wrote the rest: the danger signs asked and their
 * answers, the disposition, and the engine's differential with its probabilities.
 */
export function decisionLines(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const ddx = facts.differential
    .filter((d, i) => i < 5 && (i === 0 || d.probability >= 0.01))
    .map(
      (d, i) =>
        `${i + 1}. ${d.pathology} (${d.icd10}), ${pct(d.probability)}${kb.pathology(d.pathology)?.plainName !== d.pathology ? `: ${kb.pathology(d.pathology)?.plainName}` : ''}`,
    );
  return [
    line(SUMMARY_LABELS.redFlags, redFlagWords(facts)),
    line(SUMMARY_LABELS.disposition, DISPOSITION_WORDS[facts.disposition]),
    ...(facts.unexplained !== null
      ? [
          line(
            SUMMARY_LABELS.notSure,
            `not sure. No condition it knows explains the findings well (${pct(facts.unexplained)} not explained); the patient was told no diagnosis.`,
          ),
        ]
      : []),
    `**${SUMMARY_LABELS.differential}:**`,
    ...ddx,
  ].join('\n');
}

/** The clinician's summary, written by the engine: markdown, with the patient's own words escaped. */
export function writeSummary(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const f = facts.findings;
  const history = [
    f.history.length ? `reports ${f.history.join('; ')}` : null,
    // "each of": history items read as states ("smokes cigarettes"), so a bare list after one "denies" could be
    // taken as reported from the second item on.
    f.historyDenied.length > 1
      ? `denies each of: ${f.historyDenied.join('; ')}`
      : f.historyDenied.length
        ? `denies ${f.historyDenied[0]}`
        : null,
  ].filter(Boolean);
  const lines = [
    line(
      SUMMARY_LABELS.complaint,
      `${facts.complaint ? quotedComplaint(facts.complaint) : 'not described'} (${personWords(facts.patient.age, facts.patient.sex)})`,
    ),
    line(SUMMARY_LABELS.history, history.length ? history.join('. ') : 'nothing relevant reported'),
    line(SUMMARY_LABELS.positives, f.positives.join('; ') || 'none reported'),
    line(SUMMARY_LABELS.negatives, f.negatives.length ? `denies ${f.negatives.join('; ')}` : 'none recorded'),
  ];
  if (f.unsure.length) lines.push(line(SUMMARY_LABELS.unsure, f.unsure.join('; ')));
  if (facts.images) lines.push(line(SUMMARY_LABELS.photos, `${facts.images} shared in the chat`));
  if (facts.certificate) lines.push(line(SUMMARY_LABELS.certificate, facts.certificate));
  return `${lines.join('\n')}\n${decisionLines(facts, kb)}`;
}

/** A doctor asked for before any symptom was told: only what was said. */
export function summaryWithoutAssessment(said: string): string {
  return [
    line(SUMMARY_LABELS.complaint, quotedComplaint(said)),
    'No symptoms were recorded in the chat, so no assessment was made.',
  ].join('\n');
}

/** One line for the waiting room: the likely condition, the leading symptoms, the triage. */
export function writePreview(facts: ClinicalFacts, kb: KnowledgeBase): string {
  const top = facts.differential[0];
  const name = top ? (kb.pathology(top.pathology)?.plainName ?? top.pathology) : 'Assessment incomplete';
  const parts = [
    facts.triage === 'routine' ? null : facts.triage.toUpperCase(),
    facts.unexplained !== null
      ? 'Not explained by the AI assessment'
      : top
        ? `${name} (${pct(top.probability)})`
        : name,
    facts.keySymptoms.slice(0, 3).join(', ') || null,
  ].filter(Boolean);
  const text = parts.join(' · ');
  return text.length <= SUMMARY_PREVIEW_MAX_LENGTH
    ? text
    : `${text.slice(0, SUMMARY_PREVIEW_MAX_LENGTH - 1).trimEnd()}…`;
}
