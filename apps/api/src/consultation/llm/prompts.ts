import type { KnowledgeBase, Question } from '@telehealth/diagnosis';
import type { ClinicalFacts } from '../summary.js';

/** Each prompt names its task on the first line, so logs (and test doubles) can tell them apart. */
export const TASKS = {
  extract: 'Task: extract-observations',
  phrase: 'Task: phrase-question',
  summarise: 'Task: clinical-summary',
} as const;

let vocabularyCache: { kb: KnowledgeBase; text: string } | null = null;

/** The symptom and history vocabulary the extraction may use: code, type and question. */
function vocabulary(kb: KnowledgeBase): string {
  if (vocabularyCache?.kb === kb) return vocabularyCache.text;
  const text = kb.evidences.map((e) => `${e.code} [${e.type}] ${e.sourceQuestion}`).join('\n');
  vocabularyCache = { kb, text };
  return text;
}

export function extractionPrompt(
  kb: KnowledgeBase,
  text: string,
  question: Question | null,
): { system: string; user: string } {
  const asked = question
    ? `The doctor just asked (${question.evidence}, type ${question.type}): "${question.text}"` +
      (question.options?.length
        ? `\nIts allowed values: ${question.options.map((o) => `${String(o.value)} = ${o.label}`).join('; ')}`
        : '')
    : 'The patient is describing their symptoms for the first time.';
  return {
    system: [
      TASKS.extract,
      "You turn a patient's words into observations over a fixed medical vocabulary (the codes listed below).",
      'Answer with JSON only: {"observations":[{"evidence":"E_91","value":true}]}.',
      'Values: type B → true or false; a 0–10 scale → an integer; other C or M questions → the value codes listed for the question asked (M: an array).',
      'Only record what the patient clearly said, including clear denials ("no fever" → false). Never guess. Use only these codes:',
      vocabulary(kb),
    ].join('\n'),
    user: `${asked}\nThe patient said: "${text}"`,
  };
}

export function phrasingPrompt(question: Question, patientSaid: string): { system: string; user: string } {
  return {
    system: [
      TASKS.phrase,
      'You are a warm, brief telehealth doctor in Australia. Rephrase the question below in plain, friendly English, as one short question.',
      'Keep its exact meaning, ask nothing else, give no advice, and answer with the question only.',
    ].join('\n'),
    user: `Question: ${question.text}\nThe patient's last message: "${patientSaid}"`,
  };
}

export function summaryPrompt(facts: ClinicalFacts): { system: string; user: string } {
  return {
    system: [
      TASKS.summarise,
      'You write the clinical summary a doctor reads before taking over an AI telehealth consultation.',
      'Write these labelled lines in clinical English, each once and in this order, as markdown "**Label:** text":',
      "Presenting complaint (the patient's words, age and sex), History (background reported and denied), Positives, Pertinent negatives,",
      'and only when there are any: Unsure or not answered, Photos, Medical certificate requested.',
      'Use only the facts given. Do not name the patient, and do not add red flags, a disposition, a triage or a differential: they are appended separately.',
    ].join('\n'),
    user: JSON.stringify({
      ...facts,
      differential: undefined,
      triage: undefined,
      disposition: undefined,
      findings: { ...facts.findings, redFlags: undefined },
    }),
  };
}
