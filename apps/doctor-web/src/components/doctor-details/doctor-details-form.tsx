import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { GENDERS } from '@telehealth/schema';
import { AvatarPicker, Button } from '@telehealth/ui';
import { SignatureField } from './signature-field';
import {
  toDoctorBody,
  validateDoctorDetails,
  type DoctorDetails,
  type DoctorDetailsBody,
  type DoctorDetailsErrors,
} from './doctor-details';

interface DoctorDetailsFormProps {
  initial: DoctorDetails;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (body: DoctorDetailsBody) => void;
  /** Extra buttons beside submit, e.g. Cancel on the profile. */
  secondaryAction?: ReactNode;
}

/** The doctor's details: sign-up fills them in, the profile edits them. */
export function DoctorDetailsForm({
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  secondaryAction,
}: DoctorDetailsFormProps) {
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<DoctorDetailsErrors>({});
  const set = <K extends keyof DoctorDetails>(field: K, value: DoctorDetails[K]) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDoctorDetails(details);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(toDoctorBody(details));
  };

  // Spec §2: Sign Up stays disabled while 'drawn' is chosen and nothing has been drawn.
  const missingDrawing = details.signatureType === 'drawn' && !details.signatureData;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          value={details.fullName}
          error={errors.fullName}
          maxLength={120}
          autoComplete="name"
          onChange={(v) => set('fullName', v)}
          className="sm:col-span-2"
        />
        <TextField
          label="Prescriber Number"
          value={details.prescriberNumber}
          error={errors.prescriberNumber}
          maxLength={20}
          onChange={(v) => set('prescriberNumber', v)}
        />
        <TextField
          label="Provider Number"
          value={details.providerNumber}
          error={errors.providerNumber}
          maxLength={20}
          onChange={(v) => set('providerNumber', v)}
        />
        <GenderField value={details.gender} error={errors.gender} onChange={(v) => set('gender', v)} />
        <TextField
          label="Mobile Number"
          type="tel"
          value={details.mobileNumber}
          error={errors.mobileNumber}
          maxLength={20}
          autoComplete="tel"
          onChange={(v) => set('mobileNumber', v)}
        />
      </div>

      <SignatureField
        fullName={details.fullName}
        signatureType={details.signatureType}
        signatureData={details.signatureData}
        error={errors.signatureData}
        onChange={(signatureType, signatureData) => {
          setDetails((d) => ({ ...d, signatureType, signatureData }));
          setErrors((e) => ({ ...e, signatureData: undefined }));
        }}
      />

      <AvatarPicker
        legend="Avatar"
        value={details.avatarNumber}
        onChange={(v) => set('avatarNumber', v as DoctorDetails['avatarNumber'])}
      />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" disabled={pending || missingDrawing} className="sm:min-w-40">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

const inputClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-[15px] text-ink placeholder:text-ink-muted ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-invalid:border-danger';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'tel';
  maxLength: number;
  autoComplete?: string;
  className?: string;
}

function TextField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  maxLength,
  autoComplete,
  className,
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function GenderField({
  value,
  error,
  onChange,
}: {
  value: DoctorDetails['gender'];
  error?: string;
  onChange: (v: DoctorDetails['gender']) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        Gender
      </label>
      <select
        id={id}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value as DoctorDetails['gender'])}
        className={inputClasses}
      >
        <option value="" disabled>
          Select gender
        </option>
        {GENDERS.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger">
      {error}
    </p>
  );
}
