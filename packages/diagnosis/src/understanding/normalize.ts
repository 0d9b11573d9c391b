/** Contractions spelled out, so that "haven't" and "have not" read the same. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'am not'],
  [/\bshan'?t\b/g, 'shall not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should|must|need)n'?t\b/g, '$1 not'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'?d\b/g, 'i would'],
  [/\bi'?ll\b/g, 'i will'],
  [/\b(it|that|there|what|he|she)'s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(you|we|they)'ve\b/g, '$1 have'],
  [/'s\b/g, ''],
];

/**
 * Lower-case text with contractions spelled out, hyphens and most punctuation turned into spaces.
 * Sentence ends (. ! ? ;) become " . " and commas " , " so that clauses can be told apart; "7/10"
 * and decimals are kept.
 */
export function normalize(text: string): string {
  let t = ` ${text.toLowerCase()} `.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  t = t
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/(\d)\.(\d)/g, '$1\u2024$2') // keep decimals through the sentence split
    .replace(/[.!?;]+/g, ' . ')
    .replace(/,/g, ' , ')
    .replace(/\u2024/g, '.')
    .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
    .replace(/[^a-z0-9./,\s]/g, ' ')
    .replace(/\s+/g, ' ');
  return ` ${t.trim()} `;
}

/**
 * Where a new clause starts: at a sentence end, at "but", "however" and the like, and at a comma or
 * "and" followed by a new subject (", and I have ..."). Negation does not reach across these.
 */
const CLAUSE_BREAK =
  /\s(?:\.|but|however|although|though|except|apart from|aside from|yet|still|while|whereas|only|after|since|because|before|until)\s|\s(?:and|,) (?=(?:is|are|was|were|has|have|had|gets|got|keeps|seems|feels)\s)|\s, (?=with\s)|\s(?:,|and|or|,\s+and)\s(?=(?:i|my|it|its|there|he|she|they|we|the|that|this|now|yes|yeah|yep|his|her|our|your|their)\s)|\s(?:and|,\s+and)\s(?=(?:a|an|some)\s)/g;

/** Index where the clause holding `position` starts. */
export function clauseStart(norm: string, position: number): number {
  let start = 0;
  for (const m of norm.matchAll(CLAUSE_BREAK)) {
    const end = m.index + m[0].length;
    if (end <= position + 1) start = end - 1;
    else break;
  }
  return start;
}

/** Sentence-level pieces (split at . ! ? ;), with their offsets in the normalized text. */
export function sentences(norm: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = norm.indexOf(' . '); i >= 0; i = norm.indexOf(' . ', i + 1)) {
    out.push({ start, end: i + 1 });
    start = i + 2;
  }
  out.push({ start, end: norm.length });
  return out.filter((s) => norm.slice(s.start, s.end).trim() !== '');
}
