import type { ModelEvidence } from '../model-file.js';
import type { Question } from '../types.js';

export function phraseQuestion(ev: ModelEvidence): Question {
  const q: Question = { evidence: ev.code, type: ev.type, text: ev.question };
  if (ev.type !== 'B') q.options = ev.values.map((v) => ({ value: v, label: typeof v === 'number' ? String(v) : (ev.labels[v] ?? v) }));
  return q;
}
