import { describe, expect, it } from 'vitest';
import type { WaitingRoomPatient } from '@telehealth/schema';
import { sortPatients } from './sort-patients';

const patient = (id: string, assignedAt: string, urgent = false): WaitingRoomPatient => ({
  id,
  fullName: id,
  diagnosisName: null,
  summaryPreview: null,
  dateOfBirth: null,
  status: 'ongoing',
  urgent,
  closedByPatient: false,
  assignment: { id: `a-${id}`, assignedAt, status: 'active' },
});

describe('sortPatients', () => {
  it('puts urgent patients first, then orders by assignment time, earliest first', () => {
    const sorted = sortPatients([
      patient('late', '2025-01-01T10:30:00Z'),
      patient('urgent-late', '2025-01-01T10:40:00Z', true),
      patient('early', '2025-01-01T09:00:00Z'),
      patient('urgent-early', '2025-01-01T10:35:00Z', true),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['urgent-early', 'urgent-late', 'early', 'late']);
  });

  it('does not reorder the list it was given', () => {
    const list = [patient('b', '2025-01-01T10:00:00Z'), patient('a', '2025-01-01T09:00:00Z')];
    sortPatients(list);
    expect(list.map((p) => p.id)).toEqual(['b', 'a']);
  });
});
