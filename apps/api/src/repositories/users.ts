import type { Db } from '../db/database.js';
import type { UserRow } from '../db/tables.js';

export function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByDevice(db: Db, deviceId: string): Promise<{ id: string; username: string } | undefined> {
  return db.selectFrom('users').select(['id', 'username']).where('deviceId', '=', deviceId).executeTakeFirst();
}

/** Inserts the device's user, or nothing when the device is already registered. */
export function insertUser(
  db: Db,
  user: { deviceId: string; username: string },
): Promise<{ id: string; username: string } | undefined> {
  return db
    .insertInto('users')
    .values({ deviceId: user.deviceId, username: user.username, password: null })
    .onConflict((oc) => oc.column('deviceId').doNothing())
    .returning(['id', 'username'])
    .executeTakeFirst();
}
