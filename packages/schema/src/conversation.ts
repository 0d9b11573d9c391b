import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.js';
import { AssignedDoctor } from './doctor.js';
import { ActionableItems } from './clinical.js';
import { OLD_DATA_MONTHS } from './constants.js';

export const ConversationStatus = Type.String({ minLength: 1, maxLength: 20 });
/** `null` → requested (waiting in the queue) → assigned; or declined. */
export const DoctorConnectStatus = Type.Union([
  Type.Literal('requested'),
  Type.Literal('assigned'),
  Type.Literal('declined'),
]);
export type DoctorConnectStatus = Static<typeof DoctorConnectStatus>;
export const Triage = Type.Union([Type.Literal('emergency'), Type.Literal('urgent'), Type.Literal('routine')]);
export type Triage = Static<typeof Triage>;

/**
 * How far the AI consultation has come, for the patient's progress hint: step 1 is telling the
 * symptoms, 2 the questions, 3 the assessment. Null once it has stopped for crisis support.
 */
export const ConsultationProgress = Type.Object({
  step: Type.Integer({ minimum: 1, maximum: 3 }),
  /** Honest words on where the consultation is, such as 'A few more questions'. */
  hint: Type.String(),
});
export type ConsultationProgress = Static<typeof ConsultationProgress>;

/** What the patient asked for in the chat about a medical certificate; the doctor decides. */
export const CertificateRequest = Type.Object({
  purpose: Type.Union([
    Type.Literal('work'),
    Type.Literal('school'),
    Type.Literal('university'),
    Type.Literal('carer'),
  ]),
  fromDate: Type.String({ description: 'YYYY-MM-DD' }),
  toDate: Type.String({ description: 'YYYY-MM-DD' }),
  nameCondition: Type.Boolean(),
});
export type CertificateRequest = Static<typeof CertificateRequest>;

export const Conversation = Type.Object({
  id: Uuid,
  userId: Uuid,
  status: Type.String(),
  timestamp: IsoDateTime,
  lastMessage: Nullable(Type.String()),
  diagnosisName: Nullable(Type.String()),
  diagnosisCode: Nullable(Type.String()),
  createdAt: IsoDateTime,
  fullName: Nullable(Type.String()),
  dateOfBirth: Nullable(Type.String()),
  country: Nullable(Type.String()),
  mobileNumber: Nullable(Type.String()),
  medicareNumber: Nullable(Type.String()),
  medicareReferenceNumber: Nullable(Type.String()),
  preferredDoctor: Nullable(Type.String()),
  doctorConnectStatus: Nullable(DoctorConnectStatus),
  summaryText: Nullable(Type.String()),
  summaryPreview: Nullable(Type.String()),
  summaryGeneratedAt: Nullable(IsoDateTime),
  clinicalManagementText: Nullable(Type.String()),
  clinicalManagementGeneratedAt: Nullable(IsoDateTime),
  clinicalActionableItems: Nullable(ActionableItems),
  assignedDoctor: Nullable(AssignedDoctor),
  /** True once triage has said 'emergency' or 'urgent': the doctor sees these first. */
  urgent: Type.Boolean(),
  triage: Nullable(Triage),
  /** The patient spoke of suicide or self-harm: the app shows crisis support. */
  crisis: Type.Boolean(),
  progress: Nullable(ConsultationProgress),
  certificateRequest: Nullable(CertificateRequest),
  /** The patient cleared this consultation: the doctor keeps it as the record, and can no longer message into it. */
  closedByPatient: Type.Boolean(),
});
export type Conversation = Static<typeof Conversation>;

export const CreateConversationBody = Type.Object(
  { userId: Uuid, status: Type.Optional(Type.Literal('ongoing')) },
  { additionalProperties: false },
);
export type CreateConversationBody = Static<typeof CreateConversationBody>;
export const CreatedConversation = Type.Object({ id: Uuid });

export const ListConversationsQuery = Type.Object({ userId: Uuid });

/** The spec's device parameters: still accepted, and they must match the session cookie. */
export const ConversationAccessQuery = Type.Object({
  userDeviceId: Type.Optional(Type.String({ maxLength: 160 })),
  doctorDeviceId: Type.Optional(Type.String({ maxLength: 160 })),
});
export type ConversationAccessQuery = Static<typeof ConversationAccessQuery>;

export const UserIdParams = Type.Object({ userId: Uuid });
export const MonthsOldQuery = Type.Object({
  monthsOld: Type.Integer({ minimum: 0, maximum: 1200, default: OLD_DATA_MONTHS }),
});
