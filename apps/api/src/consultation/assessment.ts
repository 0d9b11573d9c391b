import type { DifferentialEntry, KnowledgeBase } from '@telehealth/diagnosis';
import { adviceFor } from './advice.js';
import { answeredInterview, currentTriage } from './interview-state.js';
import { worseTriage } from './state.js';
import { clinicalFacts, decisionLines, writePreview, writeSummary } from './summary.js';
import { current, type Turn } from './turn.js';

export const NOT_A_DIAGNOSIS =
  "_This is not a diagnosis. It's a guide based on what you've told me, and a doctor should confirm it._";

/** How much of the differential the state keeps: the rest is noise at well under 1%. */
const DIFFERENTIAL_KEPT = 10;

/** Infections caught abroad: named to a patient here only when the answers really point to them. */
const TRAVEL_DISEASES: ReadonlySet<string> = new Set(['Chagas', 'Ebola']);

/** Two or three alternatives worth naming: the next most likely, a third only if not far-fetched. */
function alternatives(differential: DifferentialEntry[]): DifferentialEntry[] {
  const plausible = differential.slice(1).filter((d) => !TRAVEL_DISEASES.has(d.pathology) || d.probability >= 0.05);
  return plausible.slice(0, 3).filter((d, i) => i < 2 || d.probability >= 0.05);
}

const plain = (kb: KnowledgeBase, name: string) => kb.pathology(name)?.plainName ?? name;

function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * Works out the assessment from the answers so far and writes it on the conversation: the
 * diagnosis (DDXPlus name and ICD-10), the clinician's summary and its preview, the triage.
 * Returns the words for the patient.
 */
export async function assess(turn: Turn): Promise<string> {
  const { kb, state } = turn;
  if (!state.observations.length) return handoverWithoutSymptoms(turn);
  const differential = answeredInterview(kb, state).differential();
  const triage = worseTriage(state.triage, currentTriage(kb, state)) ?? 'routine';
  state.triage = triage;
  state.differential = differential.slice(0, DIFFERENTIAL_KEPT).map((d) => ({ ...d, probability: Math.round(d.probability * 10_000) / 10_000 }));
  const top = differential[0]!;
  const facts = clinicalFacts(kb, state, differential, triage, {
    fullName: current(turn, 'fullName'),
    dateOfBirth: current(turn, 'dateOfBirth'),
  });
  const narrative = turn.llm ? await turn.llm.summarise(facts) : null;
  Object.assign(turn.update, {
    diagnosisName: top.pathology,
    diagnosisCode: top.icd10,
    summaryText: narrative ? `${narrative.trim()}\n${decisionLines(facts, kb)}` : writeSummary(facts, kb),
    summaryPreview: writePreview(facts, kb),
    summaryGeneratedAt: turn.now,
    triage,
    ...(triage !== 'routine' ? { urgent: true } : {}),
  });

  const advice = adviceFor(top.pathology);
  const others = alternatives(differential).map((d) => plain(kb, d.pathology));
  const lines = [
    "Thank you, that's all my questions. Here is what I think, based on your answers:",
    `**Most likely:** ${plain(kb, top.pathology)}`,
    others.length ? `**Other possibilities:** ${listOf(others)}` : null,
    triage === 'emergency'
      ? '**Please call 000 or go to the nearest emergency department now.**'
      : triage === 'urgent'
        ? '**Please see a doctor today.** This should not wait for a routine appointment.'
        : null,
    `**What you can do now:** ${advice.care}`,
    `**See a doctor in person, or call 000 in an emergency, if** ${advice.seekHelp}.`,
    NOT_A_DIAGNOSIS,
  ];
  return lines.filter(Boolean).join('\n\n');
}

/** A doctor asked for before any symptom was told: no diagnosis to guess, only what was said. */
function handoverWithoutSymptoms(turn: Turn): string {
  const said = turn.state.complaint ?? turn.text;
  Object.assign(turn.update, {
    summaryText: `Presenting complaint: "${said.slice(0, 300)}"\nThe patient asked for a doctor before describing any symptoms; no assessment was made.`,
    summaryPreview: 'Asked for a doctor before the AI assessment',
    summaryGeneratedAt: turn.now,
  });
  return "Thank you. I couldn't work out what's going on from our chat, so it would be best for one of our doctors to look at this with you.";
}
