import { createInterview } from '../interview.js';
import { tablesOf } from '../knowledge-base.js';
import { AGE_BAND_STARTS, AGE_BANDS } from '../knowledge/types.js';
import type { Disposition, EvidenceValue, KnowledgeBase, Observation, Patient } from '../types.js';

/** A textbook patient of one condition, made from the condition's own likelihoods. */
export interface TypicalPatient {
  condition: string;
  patient: Patient;
  opening: Observation[];
  answers: Map<string, EvidenceValue>;
}

const BAND_AGE = [0.5, 3, 8, 15, 30, 55, 72];

/**
 * The most typical patient of a condition: of the band and sex where it is commonest, every finding it
 * makes more likely present than not, the likeliest value of each choice, and as the opening words its
 * most frequent symptom that opens a presenting complaint (or its pain, with where it is).
 */
export function typicalPatient(kb: KnowledgeBase, conditionId: string): TypicalPatient {
  const t = tablesOf(kb);
  const d = t.conditions.findIndex((c) => c.id === conditionId);
  if (d < 0) throw new RangeError(`Unknown condition ${conditionId}`);
  const def = t.conditions[d]!;
  let band = 4;
  AGE_BANDS.forEach((b, i) => {
    if ((def.ages?.[b] ?? 1) > (def.ages?.[AGE_BANDS[band]!] ?? 1) + 1e-9) band = i;
  });
  const sex = (def.sex?.M ?? 1) > (def.sex?.F ?? 1) ? 'M' : 'F';
  const patient: Patient = { age: BAND_AGE[band] ?? AGE_BAND_STARTS[band] ?? 30, sex };
  const answers = new Map<string, EvidenceValue>();
  let opening: Observation[] = [];
  let best = 0;
  const triggers = new Set(t.complaints.flatMap((c) => [...c.triggers]));
  for (const table of t.evidences) {
    if (!table.linked[d]) continue;
    const at = (v: number): number => (table.prob[v] as Float64Array)[d] as number;
    if (table.type === 'B') {
      const p = at(0);
      if (p < 0.5) continue;
      answers.set(table.code, true);
      if (table.entry.kind === 'symptom' && table.parent === null && triggers.has(table.code) && p > best) {
        best = p;
        opening = [{ evidence: table.code, value: true }];
      }
    } else if (table.type === 'C') {
      let v = 0;
      table.values.forEach((_, i) => {
        if (at(i) > at(v)) v = i;
      });
      answers.set(table.code, table.values[v] as string | number);
    } else {
      answers.set(
        table.code,
        table.choosable.filter((v) => at(v) >= 0.4).map((v) => table.values[v] as string),
      );
    }
  }
  const sites = answers.get('E_55');
  const painFirst =
    answers.get('E_53') === true &&
    Array.isArray(sites) &&
    sites.length > 0 &&
    (t.byCode.get('E_53')!.prob[0]![d] as number) >= best;
  if (painFirst || !opening.length) {
    opening =
      answers.get('E_53') === true
        ? [
            { evidence: 'E_53', value: true },
            ...(Array.isArray(sites) && sites.length ? [{ evidence: 'E_55', value: sites }] : []),
          ]
        : opening;
  }
  // The exposure a gated condition needs (a dive before the bends) is told with the symptoms, as patients tell it.
  const byName = new Map(t.evidences.map((e) => [e.entry.name, e]));
  for (const name of def.requires ?? []) {
    const exposure = byName.get(name);
    if (exposure?.entry.kind === 'exposure' && answers.get(exposure.code) === true)
      opening.push({ evidence: exposure.code, value: true });
  }
  if (answers.has('duration')) opening.push({ evidence: 'duration', value: answers.get('duration')! });
  return { condition: conditionId, patient, opening, answers };
}

export interface TypicalOutcome {
  condition: string;
  rank: number;
  top: { id: string; probability: number }[];
  unexplained: number;
  asked: number;
  disposition: Disposition;
  urgency: Disposition;
}

/** Interviews a typical patient, answering from its own findings ("no" to the rest). */
export function interviewTypical(kb: KnowledgeBase, typical: TypicalPatient): TypicalOutcome {
  const t = tablesOf(kb);
  const interview = createInterview(kb, typical.patient);
  for (const o of typical.opening) interview.observe(o.evidence, o.value);
  for (let q = interview.nextQuestion(); q; q = interview.nextQuestion()) {
    const known = typical.answers.get(q.evidence);
    if (q.type === 'B') interview.observe(q.evidence, known === true);
    else if (q.type === 'M') interview.observe(q.evidence, (known as string[] | undefined) ?? []);
    else if (known !== undefined) interview.observe(q.evidence, known);
    else {
      const table = t.byCode.get(q.evidence)!;
      if (table.defaultIndex >= 0) interview.observe(q.evidence, table.values[table.defaultIndex] as string | number);
      else interview.decline(q.evidence);
    }
  }
  const differential = interview.differential();
  const idOf = (name: string) => kb.pathology(name)?.id ?? name;
  const rank = differential.findIndex((e) => idOf(e.pathology) === typical.condition);
  const def = t.conditions.find((c) => c.id === typical.condition)!;
  return {
    condition: typical.condition,
    rank,
    top: differential.slice(0, 3).map((e) => ({ id: idOf(e.pathology), probability: e.probability })),
    unexplained: interview.unexplained(),
    asked: interview.asked,
    disposition: interview.disposition(),
    urgency: def.urgency,
  };
}
