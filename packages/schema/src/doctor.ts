import { Type, type Static } from 'typebox';
import { DoctorDeviceId, IsoDateTime, Nullable, Uuid } from './common.js';
import { PersonName, PhoneNumber, RegistrationNumber } from './printed-text.js';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const AVATAR_NUMBERS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
] as const;

export const Gender = Type.Enum(GENDERS);
export const AvatarNumber = Type.Enum(AVATAR_NUMBERS);
export const Availability = Type.Union([Type.Literal('on'), Type.Literal('off')]);
export const SignatureType = Type.Union([Type.Literal('computer'), Type.Literal('drawn')]);
/** A drawn signature: a JPEG data URL from the 600×200 canvas (a few hundred kB at most). */
export const SignatureData = Type.String({
  pattern: '^data:image/jpeg;base64,[A-Za-z0-9+/]+=*$',
  maxLength: 1_000_000,
});

export const Doctor = Type.Object({
  id: Uuid,
  fullName: Type.String(),
  prescriberNumber: Type.String(),
  providerNumber: Type.String(),
  gender: Gender,
  mobileNumber: Type.String(),
  deviceId: DoctorDeviceId,
  avatarNumber: AvatarNumber,
  isAvailable: Availability,
  signatureType: SignatureType,
  signatureData: Nullable(Type.String()),
  createdAt: IsoDateTime,
  /** False while the registration waits for an operator: a pending doctor is never available or assigned. */
  verified: Type.Boolean(),
  /**
   * The name an operator last checked, the only one patients see: it differs from fullName while a
   * changed name awaits checking, and is null before a first verification.
   */
  verifiedName: Nullable(Type.String()),
});
export type Doctor = Static<typeof Doctor>;

/**
 * A doctor as the operator sees them to verify a registration: everything but the device id, which
 * is the doctor's only credential (whoever holds it signs in as them).
 */
export const DoctorForOperator = Type.Omit(Doctor, ['deviceId']);
export type DoctorForOperator = Static<typeof DoctorForOperator>;

/**
 * The registration details an operator checked against the national registers, sent with the verify
 * call: plain strings (a name stored before today's input rule must still match as it is stored).
 */
export const CheckedDoctorDetails = Type.Object(
  {
    fullName: Type.String({ minLength: 1, maxLength: 200 }),
    prescriberNumber: Type.String({ minLength: 1, maxLength: 40 }),
    providerNumber: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
export type CheckedDoctorDetails = Static<typeof CheckedDoctorDetails>;

/** What a patient sees of their assigned doctor. */
export const AssignedDoctor = Type.Object({
  fullName: Type.String(),
  avatarNumber: AvatarNumber,
  /** When this doctor joined the consultation (the patient's chat notes it there); absent in lists. */
  assignedAt: Type.Optional(IsoDateTime),
});
export type AssignedDoctor = Static<typeof AssignedDoctor>;

const DoctorEditableFields = {
  fullName: PersonName,
  prescriberNumber: RegistrationNumber,
  providerNumber: RegistrationNumber,
  gender: Gender,
  mobileNumber: PhoneNumber,
  avatarNumber: AvatarNumber,
  signatureType: SignatureType,
  signatureData: Nullable(SignatureData),
};

export const CreateDoctorBody = Type.Object(
  {
    deviceId: DoctorDeviceId,
    fullName: DoctorEditableFields.fullName,
    prescriberNumber: DoctorEditableFields.prescriberNumber,
    providerNumber: DoctorEditableFields.providerNumber,
    gender: DoctorEditableFields.gender,
    mobileNumber: DoctorEditableFields.mobileNumber,
    avatarNumber: Type.Optional(DoctorEditableFields.avatarNumber),
    signatureType: Type.Optional(DoctorEditableFields.signatureType),
    signatureData: Type.Optional(DoctorEditableFields.signatureData),
  },
  { additionalProperties: false },
);
export type CreateDoctorBody = Static<typeof CreateDoctorBody>;

/** The doctor's own profile edit (`PATCH /api/doctors/{id}`): any subset of the editable fields. */
export const UpdateDoctorBody = Type.Object(
  {
    fullName: Type.Optional(DoctorEditableFields.fullName),
    prescriberNumber: Type.Optional(DoctorEditableFields.prescriberNumber),
    providerNumber: Type.Optional(DoctorEditableFields.providerNumber),
    gender: Type.Optional(DoctorEditableFields.gender),
    mobileNumber: Type.Optional(DoctorEditableFields.mobileNumber),
    avatarNumber: Type.Optional(DoctorEditableFields.avatarNumber),
    signatureType: Type.Optional(DoctorEditableFields.signatureType),
    signatureData: Type.Optional(DoctorEditableFields.signatureData),
  },
  { additionalProperties: false },
);
export type UpdateDoctorBody = Static<typeof UpdateDoctorBody>;

export const DoctorDeviceBody = Type.Object({ deviceId: DoctorDeviceId }, { additionalProperties: false });
export const DoctorDeviceParams = Type.Object({ deviceId: DoctorDeviceId });

export const AvailabilityBody = Type.Object({ isAvailable: Availability }, { additionalProperties: false });
export type AvailabilityBody = Static<typeof AvailabilityBody>;

export const ResetResponse = Type.Object({ deletedCount: Type.Integer() });
export type ResetResponse = Static<typeof ResetResponse>;

export const DRAWN_SIGNATURE_REQUIRED = 'Please draw your signature before submitting';

/** What a doctor is told while an operator has not yet verified their registration. */
export const VERIFICATION_PENDING =
  'Your registration is pending verification. You can go available and receive patients once an operator has checked your prescriber and provider numbers.';

/**
 * What a doctor whose registration or changed details await an operator is told on writing to a
 * patient: the patient would read a name nobody has checked.
 */
export const CHAT_NEEDS_VERIFICATION =
  'Your details are pending verification. You can message patients once an operator has checked your name, prescriber and provider numbers.';

/** What a doctor whose changed name or numbers await an operator is told on issuing: nothing is signed under them yet. */
export const ISSUING_NEEDS_VERIFICATION =
  'Your changed details are pending verification. Items can be issued once an operator has checked your name, prescriber and provider numbers.';
