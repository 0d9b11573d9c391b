import type { Doctor } from '@telehealth/schema';
import { Avatar } from '@telehealth/ui';
import { SignaturePreview } from '../../../components/signature/signature-preview';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-sm font-medium break-words">{value}</dd>
    </div>
  );
}

/** The doctor's details as patients and documents see them. */
export function ProfileDetails({ doctor }: { doctor: Doctor }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-4">
        <Avatar avatarNumber={doctor.avatarNumber} size="xl" label={`Avatar ${doctor.avatarNumber}`} />
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words">Dr. {doctor.fullName}</p>
          <p className="text-sm text-ink-muted">{doctor.isAvailable === 'on' ? 'Available' : 'Offline'}</p>
        </div>
      </div>
      <dl className="divide-y divide-line">
        <Row label="Full Name" value={doctor.fullName} />
        {doctor.verifiedName !== doctor.fullName && (
          // Patients see only a name an operator has checked: a changed one waits for that check.
          <Row
            label="Name Patients See"
            value={doctor.verifiedName ?? 'None yet: your name is shown once an operator has checked it'}
          />
        )}
        <Row label="Prescriber Number" value={doctor.prescriberNumber} />
        <Row label="Provider Number" value={doctor.providerNumber} />
        <Row label="Gender" value={doctor.gender} />
        <Row label="Mobile Number" value={doctor.mobileNumber} />
        <Row
          label="Signature Type"
          value={doctor.signatureType === 'drawn' ? 'Drawn signature' : 'Computer signature'}
        />
      </dl>
      <div>
        <p className="mb-2 text-sm text-ink-muted">Signature</p>
        <SignaturePreview
          signatureType={doctor.signatureType}
          signatureData={doctor.signatureData}
          fullName={doctor.fullName}
        />
      </div>
    </div>
  );
}
