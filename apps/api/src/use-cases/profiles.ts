import type { Updateable } from 'kysely';
import {
  DEFAULT_COUNTRY,
  DEFAULT_RELATIONSHIP,
  type CreateProfileBody,
  type UpdateProfileBody,
} from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { ProfileRow, ProfilesTable, UserRow } from '../db/tables.js';
import { forbidden, notFound } from '../domain/http-errors.js';
import {
  dateOfBirthOf,
  medicareNumberOf,
  medicareReferenceOf,
  optional,
  requiredName,
} from '../domain/patient-fields.js';
import {
  deleteProfile,
  findProfile,
  insertProfile,
  profilesOfDevice,
  updateProfile,
} from '../repositories/profiles.js';

function requireOwnDevice(user: UserRow, deviceId: string): void {
  if (user.deviceId !== deviceId) throw forbidden('Not authorized for this device');
}

/** The patient's own profile; someone else's answers 404, as if it did not exist. */
async function ownProfile(db: Db, user: UserRow, id: string): Promise<ProfileRow> {
  const profile = await findProfile(db, id);
  if (!profile || profile.deviceId !== user.deviceId) throw notFound('Profile not found');
  return profile;
}

export function listProfiles(db: Db, user: UserRow, deviceId: string): Promise<ProfileRow[]> {
  requireOwnDevice(user, deviceId);
  return profilesOfDevice(db, user.deviceId);
}

export function createProfile(db: Db, user: UserRow, body: CreateProfileBody): Promise<ProfileRow> {
  requireOwnDevice(user, body.deviceId);
  const fullName = requiredName(body.fullName);
  const dateOfBirth = dateOfBirthOf(body.dateOfBirth);
  return insertProfile(db, {
    deviceId: user.deviceId,
    fullName,
    dateOfBirth,
    country: optional(body.country) ?? DEFAULT_COUNTRY,
    mobileNumber: optional(body.mobileNumber),
    medicareNumber: medicareNumberOf(body.medicareNumber),
    medicareReferenceNumber: medicareReferenceOf(body.medicareReferenceNumber),
    relationship: body.relationship ?? DEFAULT_RELATIONSHIP,
  });
}

/** A partial update: only the fields sent change; a blank name is refused. */
export async function changeProfile(db: Db, user: UserRow, id: string, body: UpdateProfileBody): Promise<ProfileRow> {
  const profile = await ownProfile(db, user, id);
  const changes: Updateable<ProfilesTable> = {};
  if (body.fullName !== undefined) changes.fullName = requiredName(body.fullName);
  if (body.dateOfBirth !== undefined) changes.dateOfBirth = dateOfBirthOf(body.dateOfBirth);
  if (body.country !== undefined) changes.country = optional(body.country) ?? DEFAULT_COUNTRY;
  if (body.mobileNumber !== undefined) changes.mobileNumber = optional(body.mobileNumber);
  if (body.medicareNumber !== undefined) changes.medicareNumber = medicareNumberOf(body.medicareNumber);
  if (body.medicareReferenceNumber !== undefined)
    changes.medicareReferenceNumber = medicareReferenceOf(body.medicareReferenceNumber);
  if (body.relationship !== undefined) changes.relationship = body.relationship;
  return updateProfile(db, profile.id, changes);
}

export async function removeProfile(db: Db, user: UserRow, id: string): Promise<void> {
  const profile = await ownProfile(db, user, id);
  await deleteProfile(db, profile.id);
}
