import { loadKnowledgeBase, type PathologyInfo } from '@telehealth/diagnosis';

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The pathology a diagnosis name or ICD-10 code refers to. The consultation may store the DDXPlus
 * name, the plain-English name, or either with its code in brackets; all of them resolve.
 */
export function findPathology(name: string | null | undefined, code?: string | null): PathologyInfo | null {
  const kb = loadKnowledgeBase();
  const candidates = [name, name?.replace(/\s*\([^)]*\)\s*$/, '')].filter((t): t is string => !!t && t.trim() !== '');
  for (const text of candidates) {
    const wanted = normal(text);
    const hit = kb.pathologies.find((p) => normal(p.name) === wanted || normal(p.plainName) === wanted);
    if (hit) return hit;
  }
  if (code) {
    const wanted = normal(code);
    const byCode = kb.pathologies.filter((p) => normal(p.icd10) === wanted);
    // One code can cover two conditions (stable and unstable angina both sit under I20): only a unique match counts.
    if (byCode.length === 1) return byCode[0] ?? null;
  }
  return null;
}

/** Every pathology named in a text, in the order they first appear, with the percentage given on the same line. */
export function pathologiesMentioned(text: string): { pathology: PathologyInfo; probability: number | null }[] {
  const found: { pathology: PathologyInfo; probability: number | null; at: number }[] = [];
  for (const pathology of loadKnowledgeBase().pathologies) {
    const matches = [pathology.name, pathology.plainName]
      .map((label) =>
        new RegExp(`(?<![A-Za-z])${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![A-Za-z])`, 'i').exec(text),
      )
      .filter((m): m is RegExpExecArray => m !== null)
      .sort((a, b) => a.index - b.index);
    const first = matches[0];
    if (!first) continue;
    const lineEnd = text.indexOf('\n', first.index);
    // Only the words right after the name: a percentage further along belongs to the next condition.
    const rest = text.slice(first.index + first[0].length, lineEnd === -1 ? undefined : lineEnd).slice(0, 40);
    const percent = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(rest);
    found.push({ pathology, probability: percent ? Math.min(1, Number(percent[1]) / 100) : null, at: first.index });
  }
  return found.sort((a, b) => a.at - b.at).map(({ pathology, probability }) => ({ pathology, probability }));
}
