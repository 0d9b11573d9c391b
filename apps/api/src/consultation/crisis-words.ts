import type { KnowledgeBase, Observation, Patient } from '@telehealth/diagnosis';
import { understandWords } from './understanding.js';
import { normalise } from './words.js';

/** The findings that stop the interview for crisis support (the knowledge base's own codes). */
const CRISIS_FINDINGS: readonly string[] = ['suicidal_thoughts', 'suicide_plan', 'took_overdose', 'self_harm'];

/**
 * Ways of saying it the reader does not take as a finding: wanting to hurt oneself (as opposed to
 * having hurt oneself by accident), wishing not to be alive, the texting shorthand.
 */
const OWN_PHRASES: readonly [RegExp, string][] = [
  [
    /\b(?:want|wanting|wanted|going|gonna|thinking|thought|thoughts|urges?|feel like|tempted)\b(?: (?:about|of|to|like))* (?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring) my ?self\b/,
    'self_harm',
  ],
  [
    /\bwish (?:i|that i) (?:was|were|wasn't|weren't|was not|were not) (?:not )?(?:alive|here|born|around)\b/,
    'suicidal_thoughts',
  ],
  [/\bkms\b/, 'suicidal_thoughts'],
];
const NEGATED = /\b(?:not|don't|do not|never|no|won't|wouldn't|isn't|am not|i'm not)\b(?:\s+\S+){0,2}\s*$/;

function ownReading(text: string): Observation[] {
  const t = normalise(text);
  const found: Observation[] = [];
  for (const [pattern, evidence] of OWN_PHRASES) {
    const m = pattern.exec(t);
    if (!m) continue;
    // "I would never want to hurt myself" is not a crisis.
    if (NEGATED.test(t.slice(0, m.index))) continue;
    found.push({ evidence, value: true });
  }
  return found;
}

/** Whether a finding's question is about the crisis itself (the plan question), so crisis support may ask it. */
export const isCrisisQuestion = (code: string): boolean => CRISIS_FINDINGS.includes(code);

/** Whether an observation says a crisis finding is there. */
export function isCrisisFinding(o: Observation): boolean {
  return CRISIS_FINDINGS.includes(o.evidence) && o.value === true;
}

/** Thoughts of suicide or self-harm in the patient's words, as findings the knowledge base knows. */
export function crisisFindingsIn(kb: KnowledgeBase, text: string, patient: Partial<Patient>): Observation[] {
  const read = understandWords(kb, text, null, patient).filter(isCrisisFinding);
  for (const o of ownReading(text)) if (!read.some((r) => r.evidence === o.evidence)) read.push(o);
  return read.filter((o) => kb.evidence(o.evidence));
}
