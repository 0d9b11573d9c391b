import type { Db } from '../db/database.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { insertAssignment } from '../repositories/assignments.js';
import {
  lockConversation,
  lockNextRequested,
  markAssigned,
  markRequested,
  queuePosition,
} from '../repositories/conversations.js';
import { lockLeastBusyAvailableDoctor, markAssignedNow } from '../repositories/doctors.js';

export { queuePosition } from '../repositories/conversations.js';

export interface AssignmentResult {
  doctor: { id: string; fullName: string; avatarNumber: string } | null;
  /** 1-based place in the queue when no doctor could take the patient now. */
  queuePosition: number | null;
  events: BusEvent[];
}

/**
 * Assigns one requested conversation inside the caller's transaction. The conversation row is
 * locked first and must still be 'requested'; the unique index on active assignments is the last
 * line of defence. Returns the events to publish once the transaction has committed.
 */
export async function assignConversation(trx: Db, conversationId: string): Promise<AssignmentResult> {
  const conversation = await lockConversation(trx, conversationId);
  if (!conversation || conversation.doctorConnectStatus !== 'requested') {
    return { doctor: null, queuePosition: null, events: [] };
  }
  const doctor = await lockLeastBusyAvailableDoctor(trx);
  if (!doctor) return { doctor: null, queuePosition: await queuePosition(trx, conversationId), events: [] };

  await insertAssignment(trx, doctor.id, conversationId);
  await markAssigned(trx, conversationId, doctor.id);
  await markAssignedNow(trx, doctor.id);
  return {
    doctor: { id: doctor.id, fullName: doctor.fullName, avatarNumber: doctor.avatarNumber },
    queuePosition: null,
    events: [
      { kind: 'doctor_assigned', conversationId, doctorId: doctor.id },
      { kind: 'new_patient_assigned', conversationId, doctorId: doctor.id },
    ],
  };
}

/** Marks a conversation as wanting a doctor and tries to assign it now, inside the caller's transaction. */
export async function requestDoctor(
  trx: Db,
  conversationId: string,
  opts: { urgent?: boolean } = {},
): Promise<AssignmentResult> {
  await markRequested(trx, conversationId, opts.urgent === true);
  return assignConversation(trx, conversationId);
}

/**
 * Hands waiting conversations (urgent first, then oldest) to available doctors until either runs
 * out. Each assignment is its own short transaction; `skip locked` lets concurrent drainers share.
 */
export async function drainQueue(db: Db, limit = 100): Promise<BusEvent[]> {
  const events: BusEvent[] = [];
  for (let i = 0; i < limit; i++) {
    const done = await db.transaction().execute(async (trx) => {
      const next = await lockNextRequested(trx);
      if (!next) return true;
      const result = await assignConversation(trx, next.id);
      events.push(...result.events);
      return result.doctor === null;
    });
    if (done) break;
  }
  return events;
}
