import { useId, useState, type FormEvent } from 'react';
import { DATE_OF_BIRTH_PATTERN, type Conversation } from '@telehealth/schema';
import { Button, Dialog } from '@telehealth/ui';
import { errorText } from '../../../lib/error-text';
import { useUpdatePatientDetails, type PatientDetailsChanges } from '../api/update-patient-details';

interface PatientDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  conversation: Conversation;
  deviceId: string;
}

interface Fields {
  fullName: string;
  dateOfBirth: string;
  medicareNumber: string;
  medicareReferenceNumber: string;
}

const fieldsOf = (c: Conversation): Fields => ({
  fullName: c.fullName ?? '',
  dateOfBirth: c.dateOfBirth ?? '',
  medicareNumber: c.medicareNumber ?? '',
  medicareReferenceNumber: c.medicareReferenceNumber ?? '',
});

const DOB = new RegExp(DATE_OF_BIRTH_PATTERN);

/** What the form can tell before the server does; the server checks the calendar and the Medicare check digit. */
function problemsOf(f: Fields, saved: Fields): Partial<Record<keyof Fields, string>> {
  const problems: Partial<Record<keyof Fields, string>> = {};
  if (!f.fullName.trim() && saved.fullName) problems.fullName = 'Full name is required';
  if (f.dateOfBirth.trim() && !DOB.test(f.dateOfBirth.trim())) problems.dateOfBirth = 'Use the format DD/MM/YYYY';
  if (!f.dateOfBirth.trim() && saved.dateOfBirth) problems.dateOfBirth = 'Date of birth can be corrected, not removed';
  const medicare = f.medicareNumber.replace(/[\s-]/g, '');
  if (medicare && !/^\d{10}$/.test(medicare)) problems.medicareNumber = 'The 10 digits on the card';
  if (f.medicareReferenceNumber.trim() && !/^[1-9]$/.test(f.medicareReferenceNumber.trim()))
    problems.medicareReferenceNumber = 'A single digit from 1 to 9';
  return problems;
}

/** Only what the doctor changed is sent. */
function changesOf(f: Fields, saved: Fields): PatientDetailsChanges {
  const changes: PatientDetailsChanges = {};
  if (f.fullName.trim() !== saved.fullName) changes.fullName = f.fullName.trim();
  if (f.dateOfBirth.trim() !== saved.dateOfBirth) changes.dateOfBirth = f.dateOfBirth.trim();
  const medicare = f.medicareNumber.replace(/[\s-]/g, '');
  if (medicare !== saved.medicareNumber) changes.medicareNumber = medicare || null;
  const reference = f.medicareReferenceNumber.trim();
  if (reference !== saved.medicareReferenceNumber) changes.medicareReferenceNumber = reference || null;
  return changes;
}

/**
 * Completing or correcting who the patient is (the AI may have escalated before asking): the
 * documents the doctor issues carry these details. Saved for the consultation, audited.
 */
export function PatientDetailsDialog({ open, onClose, conversation, deviceId }: PatientDetailsDialogProps) {
  const saved = fieldsOf(conversation);
  const [fields, setFields] = useState(saved);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const update = useUpdatePatientDetails(conversation.id, deviceId);
  const formId = useId();

  const close = () => {
    setFields(fieldsOf(conversation));
    setProblems({});
    update.reset();
    onClose();
  };

  const set = (field: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields, saved);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const changes = changesOf(fields, saved);
    if (Object.keys(changes).length === 0) {
      close();
      return;
    }
    update.mutate(changes, { onSuccess: () => onClose() });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Patient details"
      description="Documents you issue carry the patient's full name and date of birth."
      dismissible={!update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            Save details
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Full name"
          value={fields.fullName}
          error={problems.fullName}
          maxLength={120}
          autoFocus
          onChange={(v) => set('fullName', v)}
        />
        <Field
          label="Date of birth"
          hint="DD/MM/YYYY"
          value={fields.dateOfBirth}
          error={problems.dateOfBirth}
          maxLength={10}
          inputMode="numeric"
          onChange={(v) => set('dateOfBirth', v)}
        />
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <Field
            label="Medicare number"
            value={fields.medicareNumber}
            error={problems.medicareNumber}
            maxLength={14}
            inputMode="numeric"
            onChange={(v) => set('medicareNumber', v)}
          />
          <Field
            label="Ref"
            value={fields.medicareReferenceNumber}
            error={problems.medicareReferenceNumber}
            maxLength={1}
            inputMode="numeric"
            onChange={(v) => set('medicareReferenceNumber', v)}
          />
        </div>
        {update.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(update.error, 'Failed to save the patient details. Please try again.')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

const inputClasses =
  'h-11 w-full rounded-xl border border-line bg-surface px-3 text-[15px] text-ink placeholder:text-ink-muted ' +
  'focus:border-brand-500 focus:outline-2 focus:outline-brand-200 aria-invalid:border-danger';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  maxLength: number;
  inputMode?: 'numeric';
  autoFocus?: boolean;
}

function Field({ label, value, onChange, error, hint, maxLength, inputMode, autoFocus }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete="off"
        data-autofocus={autoFocus ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={inputClasses}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
