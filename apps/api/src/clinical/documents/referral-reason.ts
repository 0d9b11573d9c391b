/**
 * A referral's reason as the management knowledge writes it is either what is asked for
 * ("examination") or the circumstances in which to refer ("if not improving after 7 days"), often
 * both. A letter must not state those circumstances as facts about the patient, so the condition
 * is split off and printed as the condition under which the letter applies.
 */
export interface ReferralReason {
  /** What is asked of the receiving clinician: "examination", "otoscopy"; "review" when only a condition was given. */
  request: string;
  /** "if not improving after 48 hours or the ear discharges", or null when the reason has no condition. */
  appliesIf: string | null;
}

/** A condition word that opens a clause, outside brackets, and not qualifying a time ("sooner if"). */
const CONDITION =
  /(?:^|[\s,;:]+)(?<!\b(?:sooner|earlier|immediately|urgently|routinely|or)\s+)\b(if|when|unless|once)\b/i;

export function referralReasonOf(reason: string): ReferralReason {
  const text = reason.replace(/\s+/g, ' ').trim();
  // Clauses inside brackets ("(immediately if under 1 month)") only qualify what precedes them.
  const outside = text.replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  const m = CONDITION.exec(outside);
  if (!m) return { request: text, appliesIf: null };
  const at = m.index + m[0].length - m[1]!.length;
  const request = text
    .slice(0, m.index)
    .replace(/[\s,;:]+$/, '')
    .trim();
  return { request: request || 'review', appliesIf: text.slice(at).replace(/[.\s]+$/, '') };
}
