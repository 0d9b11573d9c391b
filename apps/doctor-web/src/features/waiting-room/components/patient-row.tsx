import { Link } from 'react-router';
import { useClinicTimeZone } from '@telehealth/api-client';
import type { WaitingRoomPatient } from '@telehealth/schema';
import { Badge } from '@telehealth/ui';
import { formatAssignedAt } from '../../../lib/format-time';

interface PatientRowProps {
  patient: WaitingRoomPatient;
  deviceId: string;
}

/** What the doctor reads before opening the chat: who, how urgent, what it looks like, since when. */
function previewOf(patient: WaitingRoomPatient): string {
  if (patient.summaryPreview) return patient.summaryPreview;
  if (patient.dateOfBirth) return `DOB: ${patient.dateOfBirth}`;
  return 'Tap to continue care';
}

export function PatientRow({ patient, deviceId }: PatientRowProps) {
  const name = patient.fullName || 'Anonymous Patient';
  const timeZone = useClinicTimeZone();
  const href = `/doctor/chat/${patient.id}?doctorDeviceId=${encodeURIComponent(deviceId)}`;
  return (
    <li>
      <Link
        to={href}
        className={
          'flex flex-col gap-2 rounded-2xl border bg-surface p-4 shadow-sm transition-colors hover:bg-brand-50 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ' +
          (patient.urgent ? 'border-danger/50 border-l-4 border-l-danger' : 'border-line')
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 text-base font-semibold break-words">{name}</span>
          {patient.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
          {patient.diagnosisName ? <Badge variant="brand">{patient.diagnosisName}</Badge> : null}
          {patient.closedByPatient ? (
            <Badge variant="neutral">Closed by patient</Badge>
          ) : patient.status === 'ongoing' ? (
            <Badge variant="success">Active</Badge>
          ) : null}
          <time dateTime={patient.assignment.assignedAt} className="ml-auto shrink-0 text-xs text-ink-muted">
            {formatAssignedAt(patient.assignment.assignedAt, timeZone)}
          </time>
        </div>
        <p className="line-clamp-2 text-sm text-ink-muted">{previewOf(patient)}</p>
      </Link>
    </li>
  );
}
