import type { FastifyRequest } from 'fastify';
import { WAITING_ROOM, type WsRegister } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ConversationRow, DoctorRow, UserRow } from '../db/tables.js';
import { actingAs } from '../plugins/audit-trail.js';
import { isAssigned } from '../repositories/assignments.js';
import {
  findConversation,
  findConversationForDoctor,
  findConversationForTurn,
  isConversationOfUser,
  type ConversationForTurn,
} from '../repositories/conversations.js';
import { forbidden, notFound, unauthorized } from '../domain/http-errors.js';
import { doctorSessionOf, findSession, patientSessionOf, sessionOf, type LiveSession } from './sessions.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Session and registration ids are checked for shape before they reach a uuid column. */
export const isUuid = (value: string) => UUID.test(value);

/** The patient behind the session cookie, or 401. */
export async function requirePatient(db: Db, request: FastifyRequest): Promise<UserRow> {
  const { session, holder: user } = await patientSessionOf(db, request);
  if (!session?.userId) throw unauthorized();
  if (!user) throw unauthorized('Session expired');
  actingAs(request, { type: 'patient', id: user.id });
  return user;
}

/** The doctor behind the session cookie, or 401. */
export async function requireDoctor(db: Db, request: FastifyRequest): Promise<DoctorRow> {
  const { session, holder: doctor } = await doctorSessionOf(db, request);
  if (!session?.doctorId) throw unauthorized();
  if (!doctor) throw unauthorized('Session expired');
  actingAs(request, { type: 'doctor', id: doctor.id });
  return doctor;
}

/** A user id named in a path or query must be the caller's own. */
export async function requireSamePatient(db: Db, request: FastifyRequest, userId: string): Promise<UserRow> {
  const user = await requirePatient(db, request);
  if (user.id !== userId) throw forbidden('Not authorized for this user');
  return user;
}

/** The caller's patient, on the device the request names (if it names one). */
async function requirePatientOn(db: Db, request: FastifyRequest, userDeviceId?: string): Promise<UserRow> {
  const user = await requirePatient(db, request);
  if (userDeviceId !== undefined && userDeviceId !== user.deviceId)
    throw forbidden('Device does not match the session');
  return user;
}

/** One the patient closed is the clinic's record now, no longer theirs to read; someone else's is not there for them. */
export function ownedBy<C extends ConversationRow>(user: UserRow, conversation: C | undefined): C {
  if (!conversation || conversation.userId !== user.id || conversation.closedByPatientAt)
    throw notFound('Conversation not found');
  return conversation;
}

/** The caller's own conversation; someone else's answers 404, as if it did not exist. */
export async function patientConversation(
  db: Db,
  request: FastifyRequest,
  conversationId: string,
  userDeviceId?: string,
): Promise<{ user: UserRow; conversation: ConversationRow }> {
  const user = await requirePatientOn(db, request, userDeviceId);
  return { user, conversation: ownedBy(user, await findConversation(db, conversationId)) };
}

/**
 * The caller's own conversation as a turn starts from it, checked as `patientConversation` checks
 * it: read with any message already stored under the client's id, in one statement, or as this
 * instance's last turn to it wrote it (see turn-conversations.ts).
 */
export async function patientTurnConversation(
  db: Db,
  request: FastifyRequest,
  conversationId: string,
  userDeviceId: string | undefined,
  clientMessageId: string | null,
): Promise<{ user: UserRow; conversation: ConversationForTurn }> {
  const user = await requirePatientOn(db, request, userDeviceId);
  // As this instance's last turn wrote it, when kept: the turn's write checks it is still so.
  const kept = request.server.turnConversations.get(conversationId, clientMessageId);
  if (kept) return { user, conversation: ownedBy(user, kept) };
  return { user, conversation: ownedBy(user, await findConversationForTurn(db, conversationId, clientMessageId)) };
}

/** A conversation assigned to the calling doctor: 404 when it does not exist, 403 when not theirs. */
export async function doctorConversation(
  db: Db,
  request: FastifyRequest,
  conversationId: string,
  doctorDeviceId?: string,
): Promise<{ doctor: DoctorRow; conversation: ConversationRow }> {
  const doctor = await requireDoctorOn(db, request, doctorDeviceId);
  return { doctor, conversation: await assignedConversation(db, conversationId, doctor.id) };
}

/** The doctor behind the session cookie, on the device the request names (if it names one). */
export async function requireDoctorOn(db: Db, request: FastifyRequest, doctorDeviceId?: string): Promise<DoctorRow> {
  const doctor = await requireDoctor(db, request);
  if (doctorDeviceId !== undefined && doctorDeviceId !== doctor.deviceId)
    throw forbidden('Device does not match the session');
  return doctor;
}

/** The conversation if this doctor is assigned to it: 404 when it does not exist, 403 when not theirs. */
export async function assignedConversation(db: Db, conversationId: string, doctorId: string): Promise<ConversationRow> {
  const found = await findConversationForDoctor(db, conversationId, doctorId);
  if (!found) throw notFound('Conversation not found');
  if (!found.assigned) throw forbidden();
  return found.conversation;
}

export type ConversationReader =
  | { role: 'patient'; user: UserRow; conversation: ConversationRow }
  | { role: 'doctor'; doctor: DoctorRow; conversation: ConversationRow };

/**
 * Reads name their side with `userDeviceId` or `doctorDeviceId` (spec §7); without either, the
 * cookies decide: the owning patient first, then an assigned doctor.
 */
export async function conversationReader(
  db: Db,
  request: FastifyRequest,
  conversationId: string,
  query: { userDeviceId?: string; doctorDeviceId?: string },
): Promise<ConversationReader> {
  if (query.doctorDeviceId !== undefined) {
    return { role: 'doctor', ...(await doctorConversation(db, request, conversationId, query.doctorDeviceId)) };
  }
  if (query.userDeviceId !== undefined || !(await sessionOf(db, request, 'doctor'))) {
    return { role: 'patient', ...(await patientConversation(db, request, conversationId, query.userDeviceId)) };
  }
  if (await sessionOf(db, request, 'patient')) {
    try {
      return { role: 'patient', ...(await patientConversation(db, request, conversationId)) };
    } catch {
      // not the patient's own: try the doctor's session below
    }
  }
  return { role: 'doctor', ...(await doctorConversation(db, request, conversationId)) };
}

/**
 * Whether the socket's cookies allow this registration: a patient only for their own
 * conversations, a doctor only for their own waiting room or a conversation assigned to them.
 * Answers the live session the socket is registered under (its deliveries re-check it), or null.
 */
export async function mayRegister(db: Db, request: FastifyRequest, reg: WsRegister): Promise<LiveSession | null> {
  if (!isUuid(reg.userId)) return null;
  const session = await findSession(db, request, reg.userType);
  if (reg.userType === 'patient') {
    if (session?.userId !== reg.userId || !isUuid(reg.conversationId)) return null;
    return (await isConversationOfUser(db, reg.conversationId, reg.userId)) ? session : null;
  }
  if (session?.doctorId !== reg.userId) return null;
  if (reg.conversationId === WAITING_ROOM) return session;
  return isUuid(reg.conversationId) && (await isAssigned(db, reg.userId, reg.conversationId)) ? session : null;
}
