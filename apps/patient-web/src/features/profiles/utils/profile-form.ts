import { DEFAULT_COUNTRY, DEFAULT_RELATIONSHIP, type Relationship } from '@telehealth/schema';
import type { Profile, ProfileCreateBody, ProfileUpdateBody } from './profile-types';

export interface ProfileFormValues {
  fullName: string;
  dateOfBirth: string;
  country: string;
  mobileNumber: string;
  medicareNumber: string;
  medicareReferenceNumber: string;
  relationship: Relationship;
}

export const OPTIONAL_FIELDS = ['dateOfBirth', 'mobileNumber', 'medicareNumber', 'medicareReferenceNumber'] as const;

export const emptyProfileForm = (): ProfileFormValues => ({
  fullName: '',
  dateOfBirth: '',
  country: DEFAULT_COUNTRY,
  mobileNumber: '',
  medicareNumber: '',
  medicareReferenceNumber: '',
  relationship: DEFAULT_RELATIONSHIP,
});

/** Edit mode starts from the profile; empty optional fields stay empty, country defaults to Australia. */
export function profileToForm(profile: Profile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    dateOfBirth: profile.dateOfBirth ?? '',
    country: profile.country || DEFAULT_COUNTRY,
    mobileNumber: profile.mobileNumber ?? '',
    medicareNumber: profile.medicareNumber ?? '',
    medicareReferenceNumber: profile.medicareReferenceNumber ?? '',
    relationship: profile.relationship || DEFAULT_RELATIONSHIP,
  };
}

/** The create payload: the name trimmed, empty optional fields left out. */
export function toCreateBody(values: ProfileFormValues): ProfileCreateBody {
  const body: ProfileCreateBody = {
    fullName: values.fullName.trim(),
    country: values.country.trim() || DEFAULT_COUNTRY,
    relationship: values.relationship,
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/**
 * The update payload: like create, except that a field the person emptied is sent as null so it is
 * really cleared (PATCH is partial, an omitted field would keep its old value).
 */
export function toUpdateBody(values: ProfileFormValues, original: Profile | null): ProfileUpdateBody {
  const body: ProfileUpdateBody = toCreateBody(values);
  for (const field of OPTIONAL_FIELDS) {
    if (!values[field].trim() && original?.[field]) body[field] = null;
  }
  return body;
}
