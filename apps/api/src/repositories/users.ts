import type { Db } from '../db/database.js';

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
