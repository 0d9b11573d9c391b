/**
 * A medicine the speaker says they take or are on is their own treatment, not a child's ingestion: "I take tramadol
 * for my back", "I'm on blood pressure tablets", "I was started on oxycodone". Read for a child, the same medicine
 * named by a parent is the one the child may have swallowed (RCH poisoning: one pill can kill), so this holds only
 * when the patient is not known to be a child.
 */
const OWN_USE_BEFORE =
  /\b(?:i|i m|im|i am|i ve|i have|i ve been|i have been|i was|i d been|i had been)(?: (?:still|also|now|just|currently|recently|already|only|been|got|get|gotten|being))* (?:on|onto|take|taking|use|using|wear|wearing|prescribed|started on|started|put on|given)(?: (?:a|an|the|my|some|new|strong|regular|daily|usual|low dose|high dose))* $/;

/** Findings of a child who may have swallowed someone else's medicine. */
const A_CHILDS_INGESTION: ReadonlySet<string> = new Set(['one_pill_can_kill']);

/** Whether a reading of `evidence` at `start` is the speaker's own medicine rather than a child's ingestion. */
export function ownMedicineNotIngestion(evidence: string, norm: string, start: number, age?: number): boolean {
  if (!A_CHILDS_INGESTION.has(evidence) || (age !== undefined && age <= 12)) return false;
  return OWN_USE_BEFORE.test(norm.slice(Math.max(0, start - 80), start));
}
