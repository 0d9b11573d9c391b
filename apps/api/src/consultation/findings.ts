import type { KnowledgeBase, Observation } from '@telehealth/diagnosis';
import { isPositiveAnswer } from './interview-state.js';

/** A danger sign the interview asked about, and what the patient answered. */
export interface RedFlagAnswer {
  sign: string;
  answer: 'yes' | 'no' | 'not sure';
}

/**
 * What the patient told the interview, sorted the way a clinician reads it. Each answer appears
 * in exactly one list: a danger sign only under red flags, a follow-up (where, how bad) only
 * inside the finding it details.
 */
export interface Findings {
  /** Current symptoms the patient has, each with its details: "pain (location: back of the throat; intensity 4/10)". */
  positives: string[];
  /** Background the patient has: past history, risk factors, exposures. */
  history: string[];
  /** Background the patient said they do not have. */
  historyDenied: string[];
  /** Symptoms the patient denied (the most relevant first, as the interview asked them). */
  negatives: string[];
  /** Every danger sign asked about, those present first. */
  redFlags: RedFlagAnswer[];
  /** Other questions the patient could not answer. */
  unsure: string[];
}

const MAX_NEGATIVES = 15;

/** History-kind answers about the present illness itself (how long it has lasted): positives, not background. */
const COURSE_OF_ILLNESS = new Set(['duration']);

const labelOf = (kb: KnowledgeBase, code: string) => kb.evidence(code)?.label ?? code;

/** "pain location: upper chest, lower chest"; "pain intensity 7/10"; plain "fever" for a yes. */
export function describeAnswer(kb: KnowledgeBase, o: Observation): string {
  const label = labelOf(kb, o.evidence);
  if (typeof o.value === 'boolean') return label;
  if (typeof o.value === 'number') return `${label} ${o.value}/10`;
  const options = kb.question(o.evidence)?.options ?? [];
  const named = (v: string) => options.find((x) => String(x.value) === v)?.label ?? v;
  return `${label}: ${(Array.isArray(o.value) ? o.value : [o.value]).map(named).join(', ')}`;
}

/** A follow-up's description without its parent's name: "pain intensity 4/10" under pain reads "intensity 4/10". */
function detailOf(kb: KnowledgeBase, parentLabel: string, o: Observation): string {
  const text = describeAnswer(kb, o);
  return text.toLowerCase().startsWith(`${parentLabel.toLowerCase()} `) ? text.slice(parentLabel.length + 1) : text;
}

export function findingsOf(
  kb: KnowledgeBase,
  observations: readonly Observation[],
  unknown: readonly string[],
): Findings {
  const latest = new Map<string, Observation>();
  for (const o of observations) if (kb.evidence(o.evidence)) latest.set(o.evidence, o);
  const answers = [...latest.values()];
  const positive = (o: Observation) => isPositiveAnswer(kb, o.evidence, o.value);
  const isRedFlag = (code: string) => kb.isRedFlag(code);
  const parentOf = (code: string) => kb.evidence(code)?.parent ?? null;
  const shownAsDetail = (o: Observation) => {
    const parent = parentOf(o.evidence);
    return parent !== null && answers.some((p) => p.evidence === parent && positive(p) && !isRedFlag(p.evidence));
  };

  const redFlags: RedFlagAnswer[] = [
    ...answers
      .filter((o) => isRedFlag(o.evidence) && positive(o))
      .map((o) => ({ sign: kb.evidence(o.evidence)?.redFlag ?? labelOf(kb, o.evidence), answer: 'yes' as const })),
    ...answers
      .filter((o) => isRedFlag(o.evidence) && !positive(o))
      .map((o) => ({ sign: labelOf(kb, o.evidence), answer: 'no' as const })),
    ...unknown
      .filter((code) => isRedFlag(code) && !latest.has(code))
      .map((code) => ({ sign: labelOf(kb, code), answer: 'not sure' as const })),
  ];

  const described = (o: Observation) => {
    const details = answers.filter((d) => parentOf(d.evidence) === o.evidence && positive(d) && !isRedFlag(d.evidence));
    const label = labelOf(kb, o.evidence);
    const text = describeAnswer(kb, o);
    return details.length ? `${text} (${details.map((d) => detailOf(kb, label, d)).join('; ')})` : text;
  };
  const ordinary = answers.filter((o) => !isRedFlag(o.evidence) && !shownAsDetail(o));
  const antecedent = (o: Observation) =>
    kb.evidence(o.evidence)?.isAntecedent === true && !COURSE_OF_ILLNESS.has(o.evidence);
  const topLevel = (o: Observation) => parentOf(o.evidence) === null;

  return {
    positives: ordinary.filter((o) => positive(o) && !antecedent(o)).map(described),
    history: ordinary.filter((o) => positive(o) && antecedent(o)).map(described),
    historyDenied: ordinary
      .filter((o) => !positive(o) && antecedent(o) && topLevel(o))
      .slice(0, MAX_NEGATIVES)
      .map((o) => labelOf(kb, o.evidence)),
    negatives: ordinary
      .filter((o) => !positive(o) && !antecedent(o) && topLevel(o))
      .slice(0, MAX_NEGATIVES)
      .map((o) => labelOf(kb, o.evidence)),
    redFlags,
    unsure: unknown
      .filter((code) => !latest.has(code) && !isRedFlag(code) && kb.evidence(code))
      .map((code) => labelOf(kb, code)),
  };
}
