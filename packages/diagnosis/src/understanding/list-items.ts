/**
 * A denial opening a list covers the items after it ("no fever, cough or rash"), but not an item the words
 * state as there: one opened by how bad it is ("no drooling, mild recession") or counted or timed after its
 * symptom ("no fever, vomiting twice", "nil rash, cough for 3 days"), as case notes write findings present.
 */
const STATED_BY_DEGREE =
  /^\s*(?:mild|mildly|moderate|moderately|severe|severely|marked|markedly|significant|slight|slightly|some|increasing|worsening|persistent|intermittent|occasional|constant|new|a bit of|a little|lots of|a lot of)\s/;
const STATED_BY_COUNT =
  /^\s*(?:once|twice|three times|x ?\d+|\d+ (?:times|episodes?)|since|for (?:\d+|a|an|one|two|three|a few|several|the (?:last|past))|this morning|last night|overnight|yesterday|today|all day|every)\s/;

/** Whether the phrase at [start, end), after a list's comma that follows the denial at `cueAt`, is stated as there. */
export function statedInList(norm: string, cueAt: number, start: number, end: number): boolean {
  const comma = norm.lastIndexOf(' , ', start);
  if (comma < cueAt) return false;
  return STATED_BY_DEGREE.test(norm.slice(comma + 2)) || STATED_BY_COUNT.test(norm.slice(end));
}
