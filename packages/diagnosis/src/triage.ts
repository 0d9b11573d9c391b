import type { ModelTables } from './model/compose.js';
import type { Disposition, Triage } from './types.js';

/**
 * How soon care is needed, from the probability of the conditions that need it (each condition's
 * urgency) and the danger signs reported. A danger sign is always urgent at the least; an emergency
 * needs a likely emergency condition, or an emergency danger sign with a less likely one or with
 * symptoms the model cannot explain; an unwell patient whose illness the model cannot explain is urgent.
 */
export function dispositionFor(
  tables: ModelTables,
  posterior: Float64Array,
  flags: readonly ('emergency' | 'urgent')[],
  /** Danger signs that together are an emergency whatever the differential (fever with a non-blanching rash). */
  emergencyTogether = false,
  /** Signs of being unwell (confusion, fever with a racing heart): urgent when nothing known explains the illness. */
  unwell = false,
  /** Emergency conditions (indices) a triage question has settled (src/triage-settlers.ts): urgent at the most. */
  settled: ReadonlySet<number> = new Set(),
  /**
   * A mild complaint: understood, with a symptom or sign reported, begun within the week, not a concern about
   * the mind (src/interview.ts, mildComplaint): self-care when nothing needing a doctor is a real possibility.
   */
  mild = false,
): Disposition {
  const t = tables.params.triage;
  if (emergencyTogether) return 'emergency';
  let emergency = 0;
  let urgent = 0;
  let days = 0;
  // The likeliest single known condition that needs a doctor (within days or sooner).
  let needsDoctor = 0;
  for (let d = 0; d < tables.nPathologies; d++) {
    const u = settled.has(d) ? Math.min(tables.urgency[d] as number, 2) : (tables.urgency[d] as number);
    const p = posterior[d] as number;
    if (u >= 3) emergency += p;
    if (u >= 2) urgent += p;
    if (u >= 1) days += p;
    if (u >= 1 && d !== tables.unexplained) needsDoctor = Math.max(needsDoctor, p);
  }
  const unexplained = posterior[tables.unexplained] as number;
  // An emergency danger sign nothing known explains (symptoms after a dive) is not played down either.
  const flaggedEmergency =
    flags.includes('emergency') && (emergency >= t.emergencyWithFlag || unexplained >= t.unexplained);
  if (emergency >= t.emergency || flaggedEmergency) return 'emergency';
  if (flags.length || emergency >= t.urgentFromEmergency || urgent >= t.urgent) return 'urgent';
  // Not knowing what an acutely unwell person has is a reason to see them today, not in a few days.
  if (unwell && unexplained >= t.unexplained) return 'urgent';
  if (days < t.days && unexplained < t.unexplained) return 'self-care';
  // A mild illness of this week whose answers were mostly "no" stays partly "not explained", and its small
  // chances spread over many conditions: that alone is no reason to see a doctor while none of them is a real
  // possibility. Self-care, with advice on when to seek care (the consultation gives it).
  const m = t.mild;
  if (mild && needsDoctor < m.possibility && urgent < m.urgent && emergency < m.emergency) return 'self-care';
  return 'days';
}

/** The three-level triage of the consultation: a doctor within days and self-care are both routine. */
export function triageOf(disposition: Disposition): Triage {
  return disposition === 'emergency' ? 'emergency' : disposition === 'urgent' ? 'urgent' : 'routine';
}
