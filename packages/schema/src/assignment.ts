import { Type, type Static } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.js';

export const Assignment = Type.Object({
  id: Uuid,
  doctorId: Uuid,
  conversationId: Uuid,
  assignedAt: IsoDateTime,
  status: Type.String(),
});
export type Assignment = Static<typeof Assignment>;

/** A row of the doctor's waiting room: the conversation plus its assignment. `id` is the conversation id. */
export const WaitingRoomPatient = Type.Object({
  id: Uuid,
  fullName: Nullable(Type.String()),
  diagnosisName: Nullable(Type.String()),
  summaryPreview: Nullable(Type.String()),
  dateOfBirth: Nullable(Type.String()),
  status: Type.String(),
  urgent: Type.Boolean(),
  /** The patient cleared this consultation: kept as the record, closed to messages. */
  closedByPatient: Type.Boolean(),
  assignment: Type.Object({ id: Uuid, assignedAt: IsoDateTime, status: Type.String() }),
});
export type WaitingRoomPatient = Static<typeof WaitingRoomPatient>;
