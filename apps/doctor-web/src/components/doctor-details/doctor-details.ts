import {
  DEFAULT_AVATAR,
  DRAWN_SIGNATURE_REQUIRED,
  type AVATAR_NUMBERS,
  type Doctor,
  type GENDERS,
} from '@telehealth/schema';

// Spelled from the constants: the schema's Static types for these two unions come out as `never`.
type Gender = (typeof GENDERS)[number];
type AvatarNumber = (typeof AVATAR_NUMBERS)[number];

/** What a doctor fills in at sign-up and can later edit on their profile. */
export interface DoctorDetails {
  fullName: string;
  prescriberNumber: string;
  providerNumber: string;
  gender: Gender | '';
  mobileNumber: string;
  avatarNumber: AvatarNumber;
  signatureType: Doctor['signatureType'];
  signatureData: string | null;
}

export type DoctorDetailsErrors = Partial<Record<keyof DoctorDetails, string>>;

export const EMPTY_DOCTOR_DETAILS: DoctorDetails = {
  fullName: '',
  prescriberNumber: '',
  providerNumber: '',
  gender: '',
  mobileNumber: '',
  avatarNumber: DEFAULT_AVATAR as AvatarNumber,
  signatureType: 'computer',
  signatureData: null,
};

export function detailsOf(doctor: Doctor): DoctorDetails {
  return {
    fullName: doctor.fullName,
    prescriberNumber: doctor.prescriberNumber,
    providerNumber: doctor.providerNumber,
    gender: doctor.gender,
    mobileNumber: doctor.mobileNumber,
    avatarNumber: doctor.avatarNumber,
    signatureType: doctor.signatureType,
    signatureData: doctor.signatureData,
  };
}

const REQUIRED_TEXT: [keyof DoctorDetails, string][] = [
  ['fullName', 'Full name is required'],
  ['prescriberNumber', 'Prescriber number is required'],
  ['providerNumber', 'Provider number is required'],
  ['mobileNumber', 'Mobile number is required'],
];

/** Every text field is a required string (spec §5); a drawn signature must exist before submitting. */
export function validateDoctorDetails(details: DoctorDetails): DoctorDetailsErrors {
  const errors: DoctorDetailsErrors = {};
  for (const [field, message] of REQUIRED_TEXT) {
    if (!String(details[field] ?? '').trim()) errors[field] = message;
  }
  if (!details.gender) errors.gender = 'Please select a gender';
  if (details.signatureType === 'drawn' && !details.signatureData) errors.signatureData = DRAWN_SIGNATURE_REQUIRED;
  return errors;
}

export interface DoctorDetailsBody {
  fullName: string;
  prescriberNumber: string;
  providerNumber: string;
  gender: Gender;
  mobileNumber: string;
  avatarNumber: AvatarNumber;
  signatureType: Doctor['signatureType'];
  signatureData: string | null;
}

/** The fields as the API takes them: trimmed, and a computer signature carries no image. */
export function toDoctorBody(details: DoctorDetails): DoctorDetailsBody {
  return {
    fullName: details.fullName.trim(),
    prescriberNumber: details.prescriberNumber.trim(),
    providerNumber: details.providerNumber.trim(),
    gender: details.gender as Gender,
    mobileNumber: details.mobileNumber.trim(),
    avatarNumber: details.avatarNumber,
    signatureType: details.signatureType,
    signatureData: details.signatureType === 'drawn' ? details.signatureData : null,
  };
}
