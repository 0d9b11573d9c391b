import type { EvidenceValue, KnowledgeBase, Observation } from '@telehealth/diagnosis';
import { escapeModelMarkdown } from '../../domain/markdown-text.js';

/** Every value an evidence may take, as the knowledge base lists them. */
function allowedValues(kb: KnowledgeBase, code: string): (string | number)[] {
  return kb.question(code)?.options?.map((o) => o.value) ?? [];
}

function validValue(kb: KnowledgeBase, code: string, value: unknown): EvidenceValue | undefined {
  const evidence = kb.evidence(code);
  if (!evidence) return undefined;
  if (evidence.type === 'B') return typeof value === 'boolean' ? value : undefined;
  const allowed = allowedValues(kb, code);
  if (evidence.type === 'C') {
    if (typeof value === 'number' && Number.isInteger(value) && allowed.includes(value)) return value;
    if (typeof value === 'string' && allowed.includes(value)) return value;
    return undefined;
  }
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((v): v is string => typeof v === 'string' && allowed.includes(v)))
    return undefined;
  return list;
}

/**
 * Keeps the observations of an LLM answer that use the evidence vocabulary correctly; anything
 * else (unknown codes, wrong value types, values the evidence cannot take, stray fields) is dropped.
 * Returns null when the answer is not the JSON asked for at all.
 */
export function validObservations(kb: KnowledgeBase, content: string): Observation[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch {
    return null;
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { observations?: unknown } | null)?.observations;
  if (!Array.isArray(list)) return null;
  const kept: Observation[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { evidence, value } = item as { evidence?: unknown; value?: unknown };
    if (typeof evidence !== 'string' || kept.some((o) => o.evidence === evidence)) continue;
    const valid = validValue(kb, evidence, value);
    if (valid !== undefined) kept.push({ evidence, value: valid });
  }
  return kept;
}

/** A rephrased question is one short line that still asks something. */
export function validQuestion(content: string): string | null {
  const text = content
    .trim()
    .replace(/^["“]|["”]$/g, '')
    .trim();
  if (text.length < 8 || text.length > 300 || !text.includes('?') || /\n/.test(text)) return null;
  return text;
}

/**
 * A summary is some lines of text, not a refusal or an essay. It comes back as safe markdown: the
 * model quotes the patient, so only its line labels stay markup (see escapeModelMarkdown).
 */
export function validSummary(content: string): string | null {
  const text = content.trim();
  if (text.length < 40 || text.length > 4000) return null;
  return escapeModelMarkdown(text);
}
