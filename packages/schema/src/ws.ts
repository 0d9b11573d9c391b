import { Type, type Static } from 'typebox';
import { AssignedDoctor, Doctor } from './doctor.js';
import { Message } from './message.js';
import { WaitingRoomPatient } from './assignment.js';

export const WAITING_ROOM = 'waiting-room';

/** The one message a client sends: register for a conversation (or the doctor's waiting room). */
export const WsRegister = Type.Object({
  type: Type.Literal('register'),
  userType: Type.Union([Type.Literal('patient'), Type.Literal('doctor')]),
  conversationId: Type.String({ maxLength: 64 }),
  userId: Type.String({ maxLength: 64 }),
});
export type WsRegister = Static<typeof WsRegister>;

export const WsRegistered = Type.Object({ type: Type.Literal('registered'), conversationId: Type.String() });
export const WsNewMessage = Type.Object({ type: Type.Literal('new_message'), message: Message });
export const WsDoctorAssigned = Type.Object({ type: Type.Literal('doctor_assigned'), doctor: AssignedDoctor });
export const WsNewPatientAssigned = Type.Object({
  type: Type.Literal('new_patient_assigned'),
  patient: WaitingRoomPatient,
});
/** To the doctor's own waiting room: an operator verified them, so they may now turn available. */
export const WsDoctorVerified = Type.Object({ type: Type.Literal('doctor_verified'), doctor: Doctor });
/**
 * To the assigned doctors' waiting rooms and chats: the patient cleared a consultation a doctor
 * reviewed; it stays the clinic's record, closed (README, "Records and retention").
 */
export const WsConversationClosed = Type.Object({
  type: Type.Literal('conversation_closed'),
  conversationId: Type.String(),
});
export const WsError = Type.Object({ type: Type.Literal('error'), message: Type.String() });

export const WsServerEvent = Type.Union([
  WsRegistered,
  WsNewMessage,
  WsDoctorAssigned,
  WsNewPatientAssigned,
  WsDoctorVerified,
  WsConversationClosed,
  WsError,
]);
export type WsServerEvent = Static<typeof WsServerEvent>;
