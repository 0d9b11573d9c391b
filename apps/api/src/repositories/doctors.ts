import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DoctorRow, DoctorsTable } from '../db/tables.js';

export function findDoctor(db: Db, id: string): Promise<DoctorRow | undefined> {
  return db.selectFrom('doctors').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findDoctorByDevice(db: Db, deviceId: string): Promise<DoctorRow | undefined> {
  return db.selectFrom('doctors').selectAll().where('deviceId', '=', deviceId).executeTakeFirst();
}

/**
 * What a patient sees of a doctor: the name an operator last checked, never a changed name that
 * awaits checking; none for a doctor with no checked name.
 */
export async function doctorCard(db: Db, id: string): Promise<{ fullName: string; avatarNumber: string } | undefined> {
  const row = await db
    .selectFrom('doctors')
    .select(['verifiedName', 'avatarNumber'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.verifiedName ? { fullName: row.verifiedName, avatarNumber: row.avatarNumber } : undefined;
}

/** Inserts the doctor, or nothing when the device already has one. */
export function insertDoctor(db: Db, doctor: Insertable<DoctorsTable>): Promise<DoctorRow | undefined> {
  return db
    .insertInto('doctors')
    .values(doctor)
    .onConflict((oc) => oc.column('deviceId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateDoctor(db: Db, id: string, changes: Updateable<DoctorsTable>): Promise<DoctorRow> {
  return db.updateTable('doctors').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** The registration details an operator checked against the national registers. */
export interface CheckedDetails {
  fullName: string;
  prescriberNumber: string;
  providerNumber: string;
}

/**
 * Marks a doctor verified (once; a second call keeps the first time), under the name they have now:
 * from here on patients see it. With the details the operator checked, only while the doctor's
 * details are still those: a change made after the check is not verified with it.
 */
export function markVerified(db: Db, id: string, checked?: CheckedDetails): Promise<DoctorRow | undefined> {
  let update = db
    .updateTable('doctors')
    .set({ verifiedAt: sql<Date>`coalesce(verified_at, now())`, verifiedName: sql<string>`full_name` })
    .where('id', '=', id);
  if (checked) {
    update = update
      .where('fullName', '=', checked.fullName)
      .where('prescriberNumber', '=', checked.prescriberNumber)
      .where('providerNumber', '=', checked.providerNumber);
  }
  return update.returningAll().executeTakeFirst();
}

/** Doctors waiting for an operator, oldest first. */
export function pendingDoctors(db: Db): Promise<DoctorRow[]> {
  return db.selectFrom('doctors').selectAll().where('verifiedAt', 'is', null).orderBy('createdAt', 'asc').execute();
}

/** Deletes every doctor; answers how many there were. */
export async function deleteAllDoctors(db: Db): Promise<number> {
  return (await db.deleteFrom('doctors').returning('id').execute()).length;
}

/**
 * The available doctor with the fewest active assignments (ties: the longest idle), with that
 * doctor's row locked, so concurrent assigners on any instance serialise on it.
 */
export async function lockLeastBusyAvailableDoctor(
  db: Db,
): Promise<{ id: string; fullName: string; avatarNumber: string } | null> {
  // Column names come back camelCased: the CamelCasePlugin maps raw query results too.
  const result = await sql<{ id: string; fullName: string; avatarNumber: string }>`
    select d.id, d.verified_name as full_name, d.avatar_number
      from doctors d
     where d.is_available = 'on'
       and d.verified_at is not null
       and d.verified_name is not null
     order by (select count(*) from doctor_patient_assignments a
                where a.doctor_id = d.id and a.status = 'active'),
              d.last_assigned_at asc nulls first,
              d.created_at asc
     limit 1
       for update of d`.execute(db);
  return result.rows[0] ?? null;
}

export async function markAssignedNow(db: Db, doctorId: string): Promise<void> {
  await db.updateTable('doctors').set({ lastAssignedAt: new Date() }).where('id', '=', doctorId).execute();
}
