import type { ModelEvidence } from '../model-file.js';
import type { Question, QuestionOption } from '../types.js';
import { optionLabel } from './option-labels.js';
import { QUESTION_TEXTS } from './question-texts.js';

/** Multi-choice evidences whose values are body locations. */
export const LOCATION_EVIDENCES: ReadonlySet<string> = new Set(['E_55', 'E_57', 'E_133', 'E_152']);

/** Multi-choice evidences that offer their "nothing" value as an option (the pain may spread nowhere). */
const OFFER_NONE: ReadonlySet<string> = new Set(['E_57']);

/** Tidies a dataset question that has no hand-written wording: typos, third person, spacing. */
export function genericQuestion(text: string): string {
  let t = text
    .replace(/\s+/g, ' ')
    .replace(/\(\(/g, '(')
    .replace(/[’]/g, "'")
    .replace(/\bDoes the person have\b/i, 'Do you have')
    .replace(/\bthen usually\b/i, 'than usual')
    .replace(/\bin in\b/g, 'in')
    .replace(/\bwhoooping\b/g, 'whooping')
    .replace(/\bdo die\b/g, 'to die')
    .replace(/\bdiagnosed myasthenia\b/g, 'diagnosed with myasthenia')
    .trim();
  if (!/[?:.]$/.test(t)) t += '?';
  return t.replace(/:$/, '?');
}

/** Orders body locations by part, right before left: "right ankle", "left ankle", "anus", ... */
function sortKey(label: string): string {
  return label.replace(/\b(right|left) /, '') + (label.includes('right') ? '1' : '2');
}

export function optionsFor(ev: ModelEvidence): QuestionOption[] | undefined {
  if (ev.type === 'B') return undefined;
  const isLocation = LOCATION_EVIDENCES.has(ev.code);
  const values = ev.values.filter((v) => ev.type !== 'M' || v !== ev.defaultValue || OFFER_NONE.has(ev.code));
  const options = values.map((value) => ({
    value,
    label:
      ev.code === 'E_57' && value === ev.defaultValue
        ? "nowhere, it doesn't spread"
        : optionLabel(ev.code, value, typeof value === 'string' ? ev.labels[value] : undefined, isLocation),
  }));
  if (isLocation) {
    const keyed = options.map((o) => ({ o, key: o.value === ev.defaultValue ? '' : sortKey(o.label) }));
    keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return keyed.map((k) => k.o);
  } else if (ev.type === 'C' && typeof ev.defaultValue === 'string' && ev.code !== 'E_204') {
    // Yes/no and colour questions: the answers first, "no" or "not sure" last.
    options.sort(
      (a, b) =>
        Number(a.value === ev.defaultValue) - Number(b.value === ev.defaultValue) ||
        (b.value === 'V_12' ? 1 : 0) - (a.value === 'V_12' ? 1 : 0),
    );
  }
  return options;
}

export function phraseQuestion(ev: ModelEvidence): Question {
  const q: Question = {
    evidence: ev.code,
    type: ev.type,
    text: QUESTION_TEXTS[ev.code] ?? genericQuestion(ev.question),
  };
  const options = optionsFor(ev);
  if (options) q.options = options;
  return q;
}
