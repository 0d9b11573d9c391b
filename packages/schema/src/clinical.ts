import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';
import { MEDICARE_NUMBER_MAX_LENGTH, MEDICARE_REFERENCE_MAX_LENGTH } from './constants.js';
import { OptionalDigits, PersonName } from './printed-text.js';
import { DATE_OF_BIRTH_PATTERN } from './profile.js';

export const ACTIONABLE_CATEGORIES = [
  'diagnoses',
  'medications',
  'investigations',
  'certificates',
  'referrals',
  'advice',
] as const;
export type ActionableCategory = (typeof ACTIONABLE_CATEGORIES)[number];

export const ActionableItem = Type.Object({
  id: Uuid,
  text: Type.String(),
  ticked: Type.Boolean(),
  issued: Type.Boolean(),
  subtype: Nullable(Type.String()),
});
export type ActionableItem = Static<typeof ActionableItem>;

export const ActionableItems = Type.Object({
  diagnoses: Type.Array(ActionableItem),
  medications: Type.Array(ActionableItem),
  investigations: Type.Array(ActionableItem),
  certificates: Type.Array(ActionableItem),
  referrals: Type.Array(ActionableItem),
  advice: Type.Array(ActionableItem),
});
export type ActionableItems = Static<typeof ActionableItems>;

export const ActionableItemsResponse = Type.Object({ actionableItems: ActionableItems });
export type ActionableItemsResponse = Static<typeof ActionableItemsResponse>;

const DoctorDeviceField = Type.Optional(Type.String({ maxLength: 160 }));

export const ClinicalManagementBody = Type.Object(
  { doctorDeviceId: DoctorDeviceField, forceRegenerate: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ClinicalManagementBody = Static<typeof ClinicalManagementBody>;
export const ClinicalManagementResponse = Type.Object({ management: Type.String() });
export type ClinicalManagementResponse = Static<typeof ClinicalManagementResponse>;

export const ToggleItemBody = Type.Object(
  { doctorDeviceId: DoctorDeviceField, ticked: Type.Boolean() },
  { additionalProperties: false },
);
export type ToggleItemBody = Static<typeof ToggleItemBody>;
export const ItemParams = Type.Object({ id: Uuid, itemId: Uuid });

export const IssueItemsBody = Type.Object({ doctorDeviceId: DoctorDeviceField }, { additionalProperties: false });
export const IssueItemsResponse = Type.Object({ summary: Type.String() });
export type IssueItemsResponse = Static<typeof IssueItemsResponse>;
export const IssueItemsError = Type.Object({ error: Type.String(), message: Type.String() });

/** Actionable items that become a document (a PDF with the patient's name on it) when issued. */
export const DOCUMENT_CATEGORIES: readonly ActionableCategory[] = ['certificates', 'investigations', 'referrals'];

/**
 * The assigned doctor completes or corrects who the patient is (the AI may have escalated before
 * asking): only the fields sent change. A name or date of birth can be corrected, not removed; an
 * empty Medicare number or reference removes it.
 */
export const PatientDetailsBody = Type.Object(
  {
    doctorDeviceId: DoctorDeviceField,
    fullName: Type.Optional(PersonName),
    dateOfBirth: Type.Optional(Type.String({ pattern: DATE_OF_BIRTH_PATTERN, maxLength: 10 })),
    medicareNumber: Type.Optional(Nullable(OptionalDigits(MEDICARE_NUMBER_MAX_LENGTH))),
    medicareReferenceNumber: Type.Optional(Nullable(OptionalDigits(MEDICARE_REFERENCE_MAX_LENGTH))),
  },
  { additionalProperties: false },
);
export type PatientDetailsBody = Static<typeof PatientDetailsBody>;

export const CERTIFICATE_ITEM_PURPOSES = ['work', 'school', 'university', 'carer'] as const;
export const MAX_CERTIFICATE_DAYS = 30;

/** A medical certificate the doctor adds to the items (the patient did not ask in the chat, or wants another). */
export const AddCertificateBody = Type.Object(
  {
    doctorDeviceId: DoctorDeviceField,
    purpose: Type.Optional(Type.Enum(CERTIFICATE_ITEM_PURPOSES)),
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CERTIFICATE_DAYS })),
  },
  { additionalProperties: false },
);
export type AddCertificateBody = Static<typeof AddCertificateBody>;
