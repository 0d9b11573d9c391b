import type {
  EvidenceValue,
  KnowledgeBase,
  Observation,
  Patient,
  Question,
  QuestionOption,
} from '@telehealth/diagnosis';
import { temperatureAnswer } from './temperature-answer.js';
import { understandWords } from './understanding.js';
import { isUnsure, normalise, scaleValue, yesOrNo } from './words.js';

export interface ReadAnswer {
  /** The answer to the question asked; undefined when the words did not answer it. */
  value?: EvidenceValue;
  /** "Not sure", "I don't know": recorded as unknown at once. */
  unsure: boolean;
  /** Whatever else the words said, in DDXPlus codes. */
  volunteered: Observation[];
}

const isScale = (q: Question) =>
  q.type === 'C' && !!q.options?.length && q.options.every((o) => typeof o.value === 'number');
const NOTHING =
  /^(no|none|nowhere|nothing|neither|none of (these|them|those)|no(t)? (where|place) else|it doesn't spread)$/;

/** Where each label occurs in the words (longest labels first, so "right side of the chest" beats "chest"). */
function labelsIn(text: string, options: readonly QuestionOption[]): QuestionOption[] {
  let rest = ` ${normalise(text).replace(/\s*,\s*/g, ' , ')} `;
  const found: QuestionOption[] = [];
  for (const option of [...options].sort((a, b) => b.label.length - a.label.length)) {
    const label = ` ${normalise(option.label).replace(/\s*,\s*/g, ' , ')} `;
    if (label.trim() && rest.includes(label)) {
      found.push(option);
      rest = rest.replace(label, ' | ');
    }
  }
  return found.sort((a, b) => options.indexOf(a) - options.indexOf(b));
}

/** The exact answer a quick reply (or the label typed out) gives. */
function fromLabels(question: Question, text: string): EvidenceValue | undefined {
  const options = question.options ?? [];
  if (!options.length) return undefined;
  const said = normalise(text);
  if (question.type === 'M') {
    const found = labelsIn(text, options);
    if (found.length) return found.map((o) => String(o.value));
    return NOTHING.test(said) ? [] : undefined;
  }
  const exact = options.find((o) => normalise(o.label) === said);
  if (exact) return exact.value;
  if (isScale(question)) return undefined;
  const found = labelsIn(text, options);
  return found.length === 1 ? found[0]!.value : undefined;
}

/** Our own last resort for in-context answers: yes/no and 0–10. */
function fallback(question: Question, text: string): EvidenceValue | undefined {
  if (isScale(question)) return scaleValue(text) ?? undefined;
  if (question.type === 'B') return yesOrNo(text) ?? undefined;
  if (question.type === 'C') {
    // Yes/no questions with coded answers (V_12 yes / V_10 no).
    const yn = yesOrNo(text);
    const values = (question.options ?? []).map((o) => o.value);
    if (yn !== null && values.includes('V_12') && values.includes('V_10')) return yn ? 'V_12' : 'V_10';
  }
  if (question.type === 'M' && yesOrNo(text) === false) return [];
  return undefined;
}

/** Reads the patient's answer to an interview question, plus anything else they mention. */
export function readAnswer(
  kb: KnowledgeBase,
  question: Question,
  text: string,
  patient?: Partial<Patient>,
): ReadAnswer {
  const labelled = fromLabels(question, text);
  const understood = understandWords(kb, text, question, patient);
  const volunteered = understood.filter((o) => o.evidence !== question.evidence);
  if (labelled !== undefined) return { value: labelled, unsure: false, volunteered };
  // A thermometer reading decides a fever question by the figure, not by a yes or a time in its words.
  const measured = temperatureAnswer(question, text);
  if (measured) return { value: measured.value, unsure: false, volunteered: [...volunteered, ...measured.volunteered] };
  const inContext = understood.find((o) => o.evidence === question.evidence);
  if (inContext) return { value: inContext.value, unsure: false, volunteered };
  if (isUnsure(text)) return { unsure: true, volunteered };
  const value = fallback(question, text);
  return value === undefined ? { unsure: false, volunteered } : { value, unsure: false, volunteered };
}
