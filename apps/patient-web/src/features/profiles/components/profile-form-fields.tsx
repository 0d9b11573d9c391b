import { useId } from 'react';
import {
  DATE_OF_BIRTH_MAX_LENGTH,
  MEDICARE_NUMBER_MAX_LENGTH,
  MEDICARE_REFERENCE_MAX_LENGTH,
  RELATIONSHIPS,
  relationshipLabel,
  type Relationship,
} from '@telehealth/schema';
import { formatDateOfBirth } from '../utils/format-date-of-birth';
import type { ProfileFormValues } from '../utils/profile-form';
import { FormField, inputClasses } from './form-field';

interface ProfileFormFieldsProps {
  values: ProfileFormValues;
  onChange: (values: ProfileFormValues) => void;
}

/** The profile's fields with the spec §5 input rules. */
export function ProfileFormFields({ values, onChange }: ProfileFormFieldsProps) {
  const relationshipId = useId();
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    onChange({ ...values, [key]: value });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormField
          label="Full Name"
          required
          autoComplete="name"
          value={values.fullName}
          onValueChange={(v) => set('fullName', v)}
          data-autofocus
        />
      </div>
      <FormField
        label="Date of Birth"
        inputMode="numeric"
        placeholder="Format: DD/MM/YYYY"
        maxLength={DATE_OF_BIRTH_MAX_LENGTH}
        value={values.dateOfBirth}
        onValueChange={(v) => set('dateOfBirth', formatDateOfBirth(v, values.dateOfBirth))}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={relationshipId} className="text-sm font-medium text-ink">
          Relationship
        </label>
        <select
          id={relationshipId}
          value={values.relationship}
          onChange={(event) => set('relationship', event.target.value as Relationship)}
          className={inputClasses}
        >
          {RELATIONSHIPS.map((relationship) => (
            <option key={relationship} value={relationship}>
              {relationshipLabel(relationship)}
            </option>
          ))}
        </select>
      </div>
      <FormField
        label="Country"
        autoComplete="country-name"
        value={values.country}
        onValueChange={(v) => set('country', v)}
      />
      <FormField
        label="Mobile Number"
        type="tel"
        autoComplete="tel"
        value={values.mobileNumber}
        onValueChange={(v) => set('mobileNumber', v)}
      />
      <FormField
        label="Medicare Card Number"
        inputMode="numeric"
        maxLength={MEDICARE_NUMBER_MAX_LENGTH}
        value={values.medicareNumber}
        onValueChange={(v) => set('medicareNumber', v)}
      />
      <FormField
        label="Medicare Reference Number"
        inputMode="numeric"
        maxLength={MEDICARE_REFERENCE_MAX_LENGTH}
        hint="Single digit (1-9)"
        value={values.medicareReferenceNumber}
        onValueChange={(v) => set('medicareReferenceNumber', v)}
      />
    </div>
  );
}
