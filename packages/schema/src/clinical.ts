import { Type, type Static } from 'typebox';
import { Nullable, Uuid } from './common.js';

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
