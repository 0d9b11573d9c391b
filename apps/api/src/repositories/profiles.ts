import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database.js';
import type { ProfileRow, ProfilesTable } from '../db/tables.js';

/** A device's saved profiles, oldest first (the order the patient made them). */
export function profilesOfDevice(db: Db, deviceId: string): Promise<ProfileRow[]> {
  return db.selectFrom('profiles').selectAll().where('deviceId', '=', deviceId).orderBy('createdAt').execute();
}

export function findProfile(db: Db, id: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertProfile(db: Db, profile: Insertable<ProfilesTable>): Promise<ProfileRow> {
  return db.insertInto('profiles').values(profile).returningAll().executeTakeFirstOrThrow();
}

export function updateProfile(db: Db, id: string, changes: Updateable<ProfilesTable>): Promise<ProfileRow> {
  return db
    .updateTable('profiles')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteProfile(db: Db, id: string): Promise<void> {
  await db.deleteFrom('profiles').where('id', '=', id).execute();
}
