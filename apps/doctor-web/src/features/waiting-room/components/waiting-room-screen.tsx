import { useState } from 'react';
import { VERIFICATION_PENDING } from '@telehealth/schema';
import { useDoctorSession } from '../../../lib/doctor-session';
import { usePatients } from '../api/get-patients';
import { useResetDatabase } from '../api/reset-database';
import { useSetAvailability } from '../api/set-availability';
import { useWaitingRoomSocket } from '../hooks/use-waiting-room-socket';
import { sortPatients } from '../lib/sort-patients';
import { PatientRow } from './patient-row';
import { ResetDatabaseDialog } from './reset-database-dialog';
import { WaitingRoomHeader } from './waiting-room-header';
import { LoadingState } from '../../../components/loading-state';

/** The doctor's assigned patients (spec §2), kept current by the waiting-room socket. */
export function WaitingRoomScreen() {
  const { doctor, deviceId } = useDoctorSession();
  const patients = usePatients(doctor.id);
  const availability = useSetAvailability(doctor);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const reset = useResetDatabase(() => setConfirmingReset(false));
  useWaitingRoomSocket(doctor.id, deviceId);

  // While the switch is being saved it already shows where it is going.
  const available = (availability.isPending ? availability.variables : doctor.isAvailable) === 'on';
  // An operator has not verified this doctor yet: no patients, and no going available.
  const pending = !doctor.verified;

  return (
    <div className="min-h-dvh bg-canvas">
      <WaitingRoomHeader
        doctor={doctor}
        available={available}
        availabilityPending={availability.isPending}
        availabilityLocked={pending}
        onAvailabilityChange={(on) => availability.mutate(on ? 'on' : 'off')}
        onResetRequest={() => setConfirmingReset(true)}
      />
      <main className="mx-auto max-w-5xl px-3 py-5 sm:px-6 sm:py-8">
        {pending && (
          <p role="status" className="mb-5 rounded-2xl border border-line bg-surface px-4 py-3 text-sm font-medium">
            {VERIFICATION_PENDING}
          </p>
        )}
        <h2 className="mb-4 text-lg font-semibold">Assigned Patients</h2>
        {patients.isPending ? (
          <LoadingState text="Loading patients..." />
        ) : patients.isError ? (
          <p role="alert" className="py-10 text-danger">
            Failed to fetch patients
          </p>
        ) : patients.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
            <p className="text-base font-medium">No patients assigned yet</p>
            <p className="mt-1 text-sm text-ink-muted">
              {pending
                ? 'Patients are assigned once your registration is verified'
                : available
                  ? 'Waiting for patient assignments...'
                  : 'Turn on availability to accept patients'}
            </p>
          </div>
        ) : (
          <ul aria-label="Assigned patients" className="flex flex-col gap-3">
            {sortPatients(patients.data).map((patient) => (
              <PatientRow key={patient.id} patient={patient} deviceId={deviceId} />
            ))}
          </ul>
        )}
      </main>
      <ResetDatabaseDialog
        open={confirmingReset}
        busy={reset.isPending}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => reset.mutate()}
      />
    </div>
  );
}
