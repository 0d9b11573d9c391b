import {
  DRAWN_SIGNATURE_REQUIRED,
  VERIFICATION_PENDING,
  type CreateDoctorBody,
  type UpdateDoctorBody,
} from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { DoctorRow } from '../db/tables.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { conflict, forbidden, HttpError, notFound } from '../domain/http-errors.js';
import { audit } from '../repositories/audit.js';
import { deleteAllAssignments, waitingRoomOf } from '../repositories/assignments.js';
import { requeueAssigned } from '../repositories/conversations.js';
import { deleteAllDoctors, findDoctorByDevice, insertDoctor, updateDoctor } from '../repositories/doctors.js';
import { doctorSessionIds } from '../repositories/sessions.js';
import {
  isPrescriberNumber,
  isProviderNumber,
  normalizeRegistrationNumber,
  PRESCRIBER_NUMBER_INVALID,
  PROVIDER_NUMBER_INVALID,
} from '../domain/registration-numbers.js';
import { drainQueue } from './assignment.js';
import type { UseCaseDeps } from './deps.js';
import { revocations } from './sessions.js';

/** Demo mode verifies doctors as they sign up, so the demo runs in one step. */
export type DoctorDeps = UseCaseDeps & { config: { demoMode: boolean } };

const trimmed = (s: string) => s.trim();
const doctorChanged = (doctorId: string): BusEvent => ({ kind: 'doctor_changed', doctorId });
const signatureRequired = () => new HttpError(400, DRAWN_SIGNATURE_REQUIRED, { field: 'signatureData' });

/**
 * The published formats are checked so that the person verifying the registration is not handed a
 * mistyped number. Demo mode verifies at sign-up with no one checking, and the product's own rule for
 * these fields is only that they are filled in (spec §5): any letters and digits do there.
 */
function prescriberNumber(typed: string, checkFormat: boolean): string {
  const value = normalizeRegistrationNumber(typed);
  if (checkFormat && !isPrescriberNumber(value))
    throw new HttpError(400, PRESCRIBER_NUMBER_INVALID, { field: 'prescriberNumber' });
  return value;
}

function providerNumber(typed: string, checkFormat: boolean): string {
  const value = normalizeRegistrationNumber(typed);
  if (checkFormat && !isProviderNumber(value))
    throw new HttpError(400, PROVIDER_NUMBER_INVALID, { field: 'providerNumber' });
  return value;
}

export async function doctorOfDevice(db: Db, deviceId: string): Promise<DoctorRow> {
  const row = await findDoctorByDevice(db, deviceId);
  if (!row) throw notFound('Doctor not found');
  return row;
}

/** A doctor id named in a path must be the caller's own. */
export function requireSelf(doctor: DoctorRow, id: string): void {
  if (doctor.id !== id) throw forbidden('Not authorized for this doctor');
}

/**
 * Signs a doctor up (spec §2). The doctor is pending, and offline, until an operator has verified
 * the registration; in demo mode verified and available at once, taking waiting patients now.
 */
export async function registerDoctor({ db, publish, config }: DoctorDeps, body: CreateDoctorBody): Promise<DoctorRow> {
  const signatureType = body.signatureType ?? 'computer';
  if (signatureType === 'drawn' && !body.signatureData) throw signatureRequired();
  const verified = config.demoMode;
  const fullName = trimmed(body.fullName);
  const row = await insertDoctor(db, {
    deviceId: body.deviceId,
    fullName,
    prescriberNumber: prescriberNumber(body.prescriberNumber, !config.demoMode),
    providerNumber: providerNumber(body.providerNumber, !config.demoMode),
    gender: body.gender,
    mobileNumber: trimmed(body.mobileNumber),
    avatarNumber: body.avatarNumber ?? '1',
    isAvailable: verified ? 'on' : 'off',
    signatureType,
    // A computer signature is the typed name: no drawn image is kept.
    signatureData: signatureType === 'drawn' ? (body.signatureData ?? null) : null,
    verifiedAt: verified ? new Date() : null,
    verifiedName: verified ? fullName : null,
  });
  if (!row) throw conflict('A doctor is already registered on this device');
  if (verified) await publish(await drainQueue(db));
  return row;
}

/**
 * The doctor's own profile edit. A new name or registration number is a registration nobody has
 * checked: outside demo mode the doctor is pending (and offline) again until an operator verifies it,
 * and patients keep seeing the name that was checked. Demo mode checks nothing: the new name is shown.
 */
export async function changeDoctor(
  { db, publish, config }: DoctorDeps,
  doctor: DoctorRow,
  body: UpdateDoctorBody,
): Promise<DoctorRow> {
  const signatureType = body.signatureType ?? doctor.signatureType;
  const signatureData =
    signatureType === 'computer' ? null : body.signatureData !== undefined ? body.signatureData : doctor.signatureData;
  if (signatureType === 'drawn' && !signatureData) throw signatureRequired();
  const identity = {
    fullName: body.fullName !== undefined ? trimmed(body.fullName) : doctor.fullName,
    prescriberNumber:
      body.prescriberNumber !== undefined
        ? prescriberNumber(body.prescriberNumber, !config.demoMode)
        : doctor.prescriberNumber,
    providerNumber:
      body.providerNumber !== undefined ? providerNumber(body.providerNumber, !config.demoMode) : doctor.providerNumber,
  };
  const identityChanged =
    identity.fullName !== doctor.fullName ||
    identity.prescriberNumber !== doctor.prescriberNumber ||
    identity.providerNumber !== doctor.providerNumber;
  const row = await updateDoctor(db, doctor.id, {
    ...identity,
    ...(body.gender !== undefined ? { gender: body.gender } : {}),
    ...(body.mobileNumber !== undefined ? { mobileNumber: trimmed(body.mobileNumber) } : {}),
    ...(body.avatarNumber !== undefined ? { avatarNumber: body.avatarNumber } : {}),
    signatureType,
    signatureData,
    ...(identityChanged && !config.demoMode ? { verifiedAt: null, isAvailable: 'off' } : {}),
    ...(config.demoMode && doctor.verifiedAt !== null ? { verifiedName: identity.fullName } : {}),
  });
  // Every instance's sessions of this doctor read the row again (session-cache.ts).
  await publish([doctorChanged(row.id)]);
  return row;
}

/** On or off; a doctor turning available takes waiting patients at once. Pending doctors stay offline. */
export async function setAvailability(
  { db, publish }: UseCaseDeps,
  doctor: DoctorRow,
  isAvailable: 'on' | 'off',
): Promise<DoctorRow> {
  if (isAvailable === 'on' && doctor.verifiedAt === null) throw forbidden(VERIFICATION_PENDING);
  const row = await updateDoctor(db, doctor.id, { isAvailable });
  // Every instance's sessions of this doctor read the row again (session-cache.ts), before any assignment.
  await publish([doctorChanged(row.id)]);
  if (row.isAvailable === 'on') await publish(await drainQueue(db));
  return row;
}

export function waitingRoom(db: Db, doctor: DoctorRow) {
  return waitingRoomOf(db, doctor.id);
}

/**
 * Demo reset: every doctor and assignment goes; patients who had a doctor go back to the queue. The
 * doctors' sessions end with them, and their sockets are closed.
 */
export async function resetDoctors({ db, publish }: UseCaseDeps, requestedFrom: string): Promise<number> {
  const { count, sessionIds } = await db.transaction().execute(async (trx) => {
    const sessionIds = await doctorSessionIds(trx);
    await requeueAssigned(trx);
    await deleteAllAssignments(trx);
    const count = await deleteAllDoctors(trx);
    await audit(trx, {
      actorType: 'system',
      actorId: null,
      action: 'doctors.reset',
      subjectType: 'doctors',
      subjectId: null,
      detail: { count, ip: requestedFrom },
    });
    return { count, sessionIds };
  });
  await publish(revocations(sessionIds));
  return count;
}
