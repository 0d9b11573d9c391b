import type { WaitingRoomPatient } from '@telehealth/schema';

/**
 * The order a doctor works through the queue: urgent patients first, then whoever was assigned
 * earliest, so nobody waits behind later arrivals.
 */
export function sortPatients(patients: readonly WaitingRoomPatient[]): WaitingRoomPatient[] {
  return [...patients].sort((a, b) => {
    if (a.urgent !== b.urgent) return a.urgent ? -1 : 1;
    return Date.parse(a.assignment.assignedAt) - Date.parse(b.assignment.assignedAt);
  });
}
