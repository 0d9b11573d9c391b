import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, PatientDeviceId, Uuid } from './common.js';
import { MEDICARE_NUMBER_MAX_LENGTH, MEDICARE_REFERENCE_MAX_LENGTH } from './constants.js';
import { OptionalDigits, OptionalPhoneNumber, PersonName, PrintableLine } from './printed-text.js';

export const RELATIONSHIPS = [
  'self',
  'daughter',
  'son',
  'husband',
  'wife',
  'mother',
  'father',
  'sister',
  'brother',
  'grandmother',
  'grandfather',
  'other',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const Relationship = Type.Enum(RELATIONSHIPS);
/** Labels are the values capitalised ("Self", "Daughter"). */
export const relationshipLabel = (r: string): string => r.charAt(0).toUpperCase() + r.slice(1);

/** DD/MM/YYYY. The calendar check (a real day, not in the future) happens on the server. */
export const DATE_OF_BIRTH_PATTERN = '^(0[1-9]|[12][0-9]|3[01])/(0[1-9]|1[0-2])/[0-9]{4}$';

export const Profile = Type.Object({
  id: Uuid,
  deviceId: Type.String(),
  fullName: Type.String(),
  dateOfBirth: Nullable(Type.String()),
  country: Type.String(),
  mobileNumber: Nullable(Type.String()),
  medicareNumber: Nullable(Type.String()),
  medicareReferenceNumber: Nullable(Type.String()),
  relationship: Relationship,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Profile = Static<typeof Profile>;

const ProfileFields = {
  fullName: PersonName,
  dateOfBirth: Type.String({ pattern: DATE_OF_BIRTH_PATTERN, maxLength: 10 }),
  country: PrintableLine(80),
  mobileNumber: OptionalPhoneNumber,
  medicareNumber: OptionalDigits(MEDICARE_NUMBER_MAX_LENGTH),
  medicareReferenceNumber: OptionalDigits(MEDICARE_REFERENCE_MAX_LENGTH),
  relationship: Relationship,
};

export const CreateProfileBody = Type.Object(
  {
    deviceId: PatientDeviceId,
    fullName: ProfileFields.fullName,
    dateOfBirth: Type.Optional(ProfileFields.dateOfBirth),
    country: Type.Optional(ProfileFields.country),
    mobileNumber: Type.Optional(ProfileFields.mobileNumber),
    medicareNumber: Type.Optional(ProfileFields.medicareNumber),
    medicareReferenceNumber: Type.Optional(ProfileFields.medicareReferenceNumber),
    relationship: Type.Optional(ProfileFields.relationship),
  },
  { additionalProperties: false },
);
export type CreateProfileBody = Static<typeof CreateProfileBody>;

/** Partial update; an empty string clears an optional field, a blank fullName is refused. */
export const UpdateProfileBody = Type.Object(
  {
    fullName: Type.Optional(ProfileFields.fullName),
    dateOfBirth: Type.Optional(Type.Union([ProfileFields.dateOfBirth, Type.Literal(''), Type.Null()])),
    country: Type.Optional(ProfileFields.country),
    mobileNumber: Type.Optional(Nullable(ProfileFields.mobileNumber)),
    medicareNumber: Type.Optional(Nullable(ProfileFields.medicareNumber)),
    medicareReferenceNumber: Type.Optional(Nullable(ProfileFields.medicareReferenceNumber)),
    relationship: Type.Optional(ProfileFields.relationship),
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
