import type { EvidenceValue, KnowledgeBase } from '@telehealth/diagnosis';

/** A simulated patient the consultation benchmark talks to through the chat API, in words. */
export interface ChatPatient {
  age: number;
  sex: 'M' | 'F';
  /** The first message. */
  opening: string;
  /** Further complaints to describe, should the first message not be understood. */
  furtherOpenings: string[];
  /** The answer, in words, to the interview question about one finding. */
  answer(code: string): string;
}

/**
 * A patient's answer, in words, to the question about one finding: "yes" or "no", the option labels
 * ("none" for no option), "about a 7" for a scale, "not sure" when the answer is not known.
 */
export function answerInWords(kb: KnowledgeBase, code: string, value: EvidenceValue | undefined): string {
  const question = kb.question(code);
  if (!question) return 'not sure';
  if (question.type === 'B') return value === true ? 'yes' : 'no';
  const labelOf = (v: string | number) => question.options?.find((o) => o.value === v)?.label ?? String(v);
  if (question.type === 'M') return Array.isArray(value) && value.length ? value.map(labelOf).join(', ') : 'none';
  if (value === undefined || Array.isArray(value) || typeof value === 'boolean') return 'not sure';
  return typeof value === 'number' ? (value === 0 ? '0' : `about a ${value}`) : labelOf(value);
}

/** The finding whose question the doctor is asking (the longest question text found in the message). */
function askedEvidence(kb: KnowledgeBase, text: string): string | null {
  let best: { code: string; length: number } | null = null;
  for (const e of kb.evidences) {
    if (text.includes(e.question.text) && (!best || e.question.text.length > best.length))
      best = { code: e.code, length: e.question.text.length };
  }
  return best?.code ?? null;
}

/** An age as a patient or a parent gives it: a baby's in months or weeks. */
function ageInWords(age: number): string {
  if (age >= 2) return `${Math.floor(age)}`;
  const months = Math.round(age * 12);
  const weeks = Math.max(1, Math.round(age * 52));
  return months >= 1 ? `${months} months` : weeks === 1 ? '1 week' : `${weeks} weeks`;
}

/** What the simulated patient says next, in words, to the doctor's message and its choices. */
export function respond(kb: KnowledgeBase, patient: ChatPatient, text: string, choices: string[], openings: string[]) {
  const code = askedEvidence(kb, text);
  if (code) return patient.answer(code);
  if (/as a priority\?/.test(text)) return 'No';
  if (/how old/i.test(text)) return ageInWords(patient.age);
  if (choices.includes('Female')) return patient.sex === 'F' ? 'Female' : 'Male';
  if (/full name/.test(text)) return 'Sam Taylor';
  if (/date of birth/.test(text)) return `15/06/${new Date().getFullYear() - patient.age - 1}`;
  if (/mobile number|Medicare/.test(text)) return 'Skip';
  if (/medical certificate/.test(text)) return 'No, thanks';
  if (/describe|What's bothering you/.test(text)) return openings.shift() ?? 'I feel unwell';
  return 'not sure';
}
