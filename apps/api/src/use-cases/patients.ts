import type { Db } from '../db/database.js';
import { notFound } from '../domain/http-errors.js';
import { findUserByDevice, insertUser } from '../repositories/users.js';

/** The patient registered on a device, or 404. */
export async function patientOfDevice(db: Db, deviceId: string) {
  const user = await findUserByDevice(db, deviceId);
  if (!user) throw notFound('User not found');
  return user;
}

/** Registers a device's patient; a known device answers the same patient (`created` false). */
export async function registerDevice(db: Db, deviceId: string) {
  const inserted = await insertUser(db, { deviceId, username: `patient_${deviceId.slice(-8)}` });
  if (inserted) return { user: inserted, created: true };
  const user = await findUserByDevice(db, deviceId);
  if (!user) throw new Error('A device registered at the same moment has vanished');
  return { user, created: false };
}
