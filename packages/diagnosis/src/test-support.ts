import { tablesOf } from './knowledge-base.js';
import type { EvidenceValue, KnowledgeBase, Question } from './types.js';

/** A made-up patient: the answers it would give to every question. */
export interface TypicalPatient {
  pathology: string;
  age: number;
  sex: 'M' | 'F';
  initial: string;
  answers: Map<string, EvidenceValue>;
}

/**
 * The most typical patient of a pathology according to the bundled model: every linked yes/no evidence
 * more likely present than not, the most likely value of each scale and choice, and as the first
 * complaint the most frequent linked symptom.
 */
export function typicalPatient(kb: KnowledgeBase, pathology: string): TypicalPatient {
  const tables = tablesOf(kb);
  const d = kb.pathologies.findIndex((p) => p.name === pathology);
  const answers = new Map<string, EvidenceValue>();
  let initial = '';
  let best = 0;
  for (const t of tables.evidences) {
    if (!t.linked[d]) continue;
    const at = (row: Float64Array | undefined): number => row?.[d] ?? 0;
    if (t.type === 'B') {
      const p = at(t.prob[0]);
      if (p >= 0.5) answers.set(t.code, true);
      const antecedent = kb.evidence(t.code)?.isAntecedent ?? true;
      if (!antecedent && t.parent === null && p > best) {
        best = p;
        initial = t.code;
      }
    } else if (t.type === 'C') {
      let v = t.defaultIndex;
      t.prob.forEach((row, i) => {
        if (at(row) > at(t.prob[v])) v = i;
      });
      answers.set(t.code, t.values[v] as string | number);
    } else {
      answers.set(
        t.code,
        t.choosable.filter((v) => at(t.prob[v]) >= 0.5).map((v) => t.values[v] as string),
      );
    }
  }
  const pAge = kb.pathologies[d]?.name === 'Croup' || kb.pathologies[d]?.name === 'Bronchiolitis' ? 1 : 40;
  return { pathology, age: pAge, sex: 'F', initial, answers };
}

export function answerFor(kb: KnowledgeBase, patient: TypicalPatient, q: Question): EvidenceValue {
  const known = patient.answers.get(q.evidence);
  if (q.type === 'B') return known === true;
  if (q.type === 'M') return (known as string[] | undefined) ?? [];
  return known ?? kb.evidence(q.evidence)?.defaultValue ?? 0;
}
