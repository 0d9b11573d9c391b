import type { Db } from '../db/database.js';

export async function isAssigned(db: Db, doctorId: string, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('doctorPatientAssignments')
    .select('id')
    .where('doctorId', '=', doctorId)
    .where('conversationId', '=', conversationId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAssignment(db: Db, doctorId: string, conversationId: string): Promise<void> {
  // The clock messages are stamped with (not the transaction's start, which precedes the patient's
  // message of the same turn): the patient's chat places "has joined" among the messages by it.
  await db
    .insertInto('doctorPatientAssignments')
    .values({ doctorId, conversationId, assignedAt: new Date() })
    .execute();
}

export async function deleteAllAssignments(db: Db): Promise<void> {
  await db.deleteFrom('doctorPatientAssignments').execute();
}

/** A doctor's active patients: the one query behind the waiting-room list and its live item. */
function waitingRoomRows(db: Db, doctorId: string) {
  return db
    .selectFrom('doctorPatientAssignments as a')
    .innerJoin('conversations as c', 'c.id', 'a.conversationId')
    .select([
      'c.id',
      'c.fullName',
      'c.diagnosisName',
      'c.summaryPreview',
      'c.dateOfBirth',
      'c.status',
      'c.urgent',
      'c.closedByPatientAt',
    ])
    .select(['a.id as assignmentId', 'a.assignedAt', 'a.status as assignmentStatus'])
    .where('a.doctorId', '=', doctorId)
    .where('a.status', '=', 'active');
}

export type WaitingRoomRow = Awaited<ReturnType<ReturnType<typeof waitingRoomRows>['executeTakeFirstOrThrow']>>;

/** Urgent first, then in the order they were assigned. */
export function waitingRoomOf(db: Db, doctorId: string): Promise<WaitingRoomRow[]> {
  return waitingRoomRows(db, doctorId).orderBy('c.urgent', 'desc').orderBy('a.assignedAt', 'asc').execute();
}

export function waitingRoomEntry(
  db: Db,
  doctorId: string,
  conversationId: string,
): Promise<WaitingRoomRow | undefined> {
  return waitingRoomRows(db, doctorId).where('a.conversationId', '=', conversationId).executeTakeFirst();
}

/** When the doctor's active assignment to the conversation began, if they have one. */
export async function activeAssignmentStart(
  db: Db,
  doctorId: string,
  conversationId: string,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('doctorPatientAssignments')
    .select('assignedAt')
    .where('doctorId', '=', doctorId)
    .where('conversationId', '=', conversationId)
    .where('status', '=', 'active')
    .orderBy('assignedAt', 'desc')
    .executeTakeFirst();
  return row?.assignedAt;
}

/** The doctors assigned to a conversation now. */
export async function activeDoctorIdsOf(db: Db, conversationId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('doctorPatientAssignments')
    .select('doctorId')
    .where('conversationId', '=', conversationId)
    .where('status', '=', 'active')
    .execute();
  return new Set(rows.map((r) => r.doctorId));
}
