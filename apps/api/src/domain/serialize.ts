import type {
  ActionableItems,
  AssignedDoctor,
  Conversation,
  Doctor,
  DoctorForOperator,
  Message,
  Profile,
  QuickReplies,
  WaitingRoomPatient,
} from '@telehealth/schema';
import { consultationProgress, inCrisis } from '../consultation/progress.js';
import type { ConversationRow, DoctorRow, MessageRow, ProfileRow } from '../db/tables.js';
import type { WaitingRoomRow } from '../repositories/assignments.js';
import { base64Of, dataUrlHead } from './image.js';

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

export function toConversation(
  row: ConversationRow,
  assignedDoctor: AssignedDoctor | null,
  actionableItems: ActionableItems | null = null,
): Conversation {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    timestamp: iso(row.timestamp),
    lastMessage: row.lastMessage,
    diagnosisName: row.diagnosisName,
    diagnosisCode: row.diagnosisCode,
    createdAt: iso(row.createdAt),
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    mobileNumber: row.mobileNumber,
    medicareNumber: row.medicareNumber,
    medicareReferenceNumber: row.medicareReferenceNumber,
    preferredDoctor: row.preferredDoctor,
    doctorConnectStatus: row.doctorConnectStatus as Conversation['doctorConnectStatus'],
    summaryText: row.summaryText,
    summaryPreview: row.summaryPreview,
    summaryGeneratedAt: isoOrNull(row.summaryGeneratedAt),
    clinicalManagementText: row.clinicalManagementText,
    clinicalManagementGeneratedAt: isoOrNull(row.clinicalManagementGeneratedAt),
    clinicalActionableItems: actionableItems,
    assignedDoctor,
    urgent: row.urgent,
    triage: row.triage as Conversation['triage'],
    crisis: inCrisis(row.consultationState),
    progress: consultationProgress(row.consultationState),
    certificateRequest: (row.certificateRequest ?? null) as Conversation['certificateRequest'],
    closedByPatient: row.closedByPatientAt !== null,
  };
}

/** A message row; the list reads the image apart, so a row may come without it (and a write's event before its order). */
type MessageSource = Omit<MessageRow, 'imageData' | 'seq'> & { imageData?: Uint8Array | null };

export function toMessage(row: MessageSource): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    text: row.text,
    sender: row.sender,
    timestamp: row.timestamp,
    createdAt: iso(row.createdAt),
    imageUrl: row.imageData && row.imageType ? dataUrlHead(row.imageType) + base64Of(row.imageData) : null,
    attachmentUrl: row.attachmentUrl,
    attachmentName: row.attachmentName,
    attachmentPurpose: row.attachmentPurpose,
    attachmentCondition: row.attachmentCondition,
    options: (row.options ?? null) as QuickReplies | null,
    // Only the AI doctor writes markdown: a message with a human author (typed, or issued items) is shown as typed.
    format: row.sender === 'doctor' && row.authorDoctorId === null ? 'markdown' : 'text',
  };
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    deviceId: row.deviceId,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    mobileNumber: row.mobileNumber,
    medicareNumber: row.medicareNumber,
    medicareReferenceNumber: row.medicareReferenceNumber,
    relationship: row.relationship as Profile['relationship'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toDoctor(row: DoctorRow): Doctor {
  return {
    id: row.id,
    fullName: row.fullName,
    prescriberNumber: row.prescriberNumber,
    providerNumber: row.providerNumber,
    gender: row.gender as Doctor['gender'],
    mobileNumber: row.mobileNumber,
    deviceId: row.deviceId,
    avatarNumber: row.avatarNumber as Doctor['avatarNumber'],
    isAvailable: row.isAvailable as Doctor['isAvailable'],
    signatureType: row.signatureType as Doctor['signatureType'],
    signatureData: row.signatureData,
    createdAt: iso(row.createdAt),
    verified: row.verifiedAt !== null,
    verifiedName: row.verifiedName,
  };
}

/** The operator's view: no device id (the doctor's credential), whatever the serialiser would drop. */
export function toDoctorForOperator(row: DoctorRow): DoctorForOperator {
  const { deviceId: _credential, ...rest } = toDoctor(row);
  return rest;
}

export function toAssignedDoctor(
  row: Pick<DoctorRow, 'fullName' | 'avatarNumber'> & { assignedAt?: Date },
): AssignedDoctor {
  return {
    fullName: row.fullName,
    avatarNumber: row.avatarNumber as AssignedDoctor['avatarNumber'],
    ...(row.assignedAt ? { assignedAt: iso(row.assignedAt) } : {}),
  };
}

/** The waiting-room item (spec §3): the conversation plus its assignment, built only here. */
export function toWaitingRoomPatient(row: WaitingRoomRow): WaitingRoomPatient {
  return {
    id: row.id,
    fullName: row.fullName,
    diagnosisName: row.diagnosisName,
    summaryPreview: row.summaryPreview,
    dateOfBirth: row.dateOfBirth,
    status: row.status,
    urgent: row.urgent,
    closedByPatient: row.closedByPatientAt !== null,
    assignment: { id: row.assignmentId, assignedAt: iso(row.assignedAt), status: row.assignmentStatus },
  };
}
