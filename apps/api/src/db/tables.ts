import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

/** Timestamps come back as Date; inserts may pass a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined | null, string | null>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password: string | null;
  deviceId: string;
  createdAt: Generated<Date>;
}

export interface ConversationsTable {
  id: Generated<string>;
  userId: string;
  status: Generated<string>;
  timestamp: Timestamp;
  lastMessage: string | null;
  diagnosisName: string | null;
  diagnosisCode: string | null;
  createdAt: Generated<Date>;
  fullName: string | null;
  dateOfBirth: string | null;
  country: string | null;
  mobileNumber: string | null;
  medicareNumber: string | null;
  medicareReferenceNumber: string | null;
  preferredDoctor: string | null;
  doctorConnectStatus: string | null;
  requestedAt: NullableTimestamp;
  summaryText: string | null;
  summaryPreview: string | null;
  summaryGeneratedAt: NullableTimestamp;
  clinicalManagementText: string | null;
  clinicalManagementGeneratedAt: NullableTimestamp;
  assignedDoctorId: string | null;
  urgent: Generated<boolean>;
  triage: string | null;
  certificateRequest: Json<unknown | null>;
  consultationState: Json<unknown | null>;
  /** Moved by every change to the consultation: turns write only over the version they read. */
  version: Generated<number>;
  /** Decoded bytes of the conversation's images, counted against its image budget. */
  imageBytes: Generated<number>;
  /** Set when the patient cleared a consultation a doctor reviewed: gone from their view, kept as the clinic's record. */
  closedByPatientAt: NullableTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  conversationId: string;
  userId: string | null;
  text: string;
  sender: 'patient' | 'doctor';
  timestamp: string;
  createdAt: Generated<Date>;
  /** The attached image's type ('image/png', ...) and bytes; the data URL is made from them when it is sent. */
  imageType: string | null;
  imageData: Uint8Array | null;
  attachmentId: string | null;
  attachmentUrl: string | null;
  attachmentName: string | null;
  attachmentPurpose: string | null;
  attachmentCondition: string | null;
  options: Json<unknown | null>;
  authorDoctorId: string | null;
  seq: Generated<number>;
  /** The id the sender's client gave the message: a retry with it returns this row. */
  clientMessageId: string | null;
  /** On the AI doctor's reply: the patient message it answers. */
  replyToId: string | null;
}

export interface ProfilesTable {
  id: Generated<string>;
  deviceId: string;
  fullName: string;
  dateOfBirth: string | null;
  country: Generated<string>;
  mobileNumber: string | null;
  medicareNumber: string | null;
  medicareReferenceNumber: string | null;
  relationship: Generated<string>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface DoctorsTable {
  id: Generated<string>;
  fullName: string;
  prescriberNumber: string;
  providerNumber: string;
  gender: string;
  mobileNumber: string;
  deviceId: string;
  avatarNumber: Generated<string>;
  isAvailable: Generated<string>;
  signatureType: Generated<string>;
  signatureData: string | null;
  createdAt: Generated<Date>;
  lastAssignedAt: NullableTimestamp;
  /** Set when an operator (or demo mode) has checked the registration; null while pending. */
  verifiedAt: NullableTimestamp;
  /** The name that operator checked: the only name patients see (null until a first verification). */
  verifiedName: string | null;
}

export interface AssignmentsTable {
  id: Generated<string>;
  doctorId: string;
  conversationId: string;
  assignedAt: Generated<Date>;
  status: Generated<string>;
}

export interface AttachmentsTable {
  id: Generated<string>;
  conversationId: string;
  userId: string;
  kind: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  documentNumber: string;
  verificationCode: string;
  purpose: string | null;
  condition: string | null;
  validFrom: string | null;
  validTo: string | null;
  doctorId: string | null;
  doctorName: string;
  providerNumber: string;
  createdAt: Generated<Date>;
  /** Set when the patient removed the document: gone from their list and downloads, kept as the issuer's record. */
  removedByPatientAt: NullableTimestamp;
}

export interface ActionableItemsTable {
  id: Generated<string>;
  conversationId: string;
  category: string;
  text: string;
  subtype: string | null;
  ticked: Generated<boolean>;
  issued: Generated<boolean>;
  position: number;
  details: Json<unknown | null>;
  createdAt: Generated<Date>;
  issuedAt: NullableTimestamp;
}

export interface AuditEventsTable {
  id: Generated<string>;
  actorType: string;
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail: Json<unknown | null>;
  at: Generated<Date>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the token the cookie carries. */
  id: string;
  role: 'patient' | 'doctor';
  userId: string | null;
  doctorId: string | null;
  createdAt: Generated<Date>;
  lastSeenAt: Generated<Date>;
  expiresAt: Timestamp;
}

/** A chat write's events not yet published (see realtime/outbox.ts): their payloads, in order. */
export interface EventOutboxTable {
  id: string;
  seq: Generated<number>;
  payloads: string[];
  createdAt: Generated<Date>;
}

export interface Database {
  users: UsersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  profiles: ProfilesTable;
  doctors: DoctorsTable;
  doctorPatientAssignments: AssignmentsTable;
  attachments: AttachmentsTable;
  actionableItems: ActionableItemsTable;
  auditEvents: AuditEventsTable;
  sessions: SessionsTable;
  eventOutbox: EventOutboxTable;
}

export type UserRow = Selectable<UsersTable>;
export type ConversationRow = Selectable<ConversationsTable>;
export type ConversationUpdate = Updateable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type DoctorRow = Selectable<DoctorsTable>;
export type AttachmentRow = Selectable<AttachmentsTable>;
export type ActionableItemRow = Selectable<ActionableItemsTable>;
export type SessionRow = Selectable<SessionsTable>;
