import type { EvidenceValue, KnowledgeBase } from '../types.js';
import { understand } from '../understanding/understand.js';
import type { Vignette } from './types.js';

/** What the simulated patient knows: its facts, read with the same understand() as the chat. */
export function factsOf(
  kb: KnowledgeBase,
  vignette: Vignette,
): { truth: Map<string, EvidenceValue>; unread: string[]; conflicts: string[] } {
  const truth = new Map<string, EvidenceValue>();
  const unread: string[] = [];
  const conflicts: string[] = [];
  for (const fact of [vignette.says, ...vignette.facts]) {
    const found = understand(kb, fact, { patient: { age: vignette.age, sex: vignette.sex } });
    if (!found.length && fact !== vignette.says) unread.push(fact);
    for (const o of found) {
      const before = truth.get(o.evidence);
      if (Array.isArray(before) && Array.isArray(o.value)) truth.set(o.evidence, [...new Set([...before, ...o.value])]);
      else if (before !== undefined && JSON.stringify(before) !== JSON.stringify(o.value)) {
        // A yes from any fact stands: "no pain at rest" does not undo "pain when I walk".
        if (o.value === true || before === false) truth.set(o.evidence, o.value);
        conflicts.push(`${fact} (${o.evidence})`);
      } else truth.set(o.evidence, o.value);
    }
  }
  return { truth, unread, conflicts };
}
