import { DRAWN_SIGNATURE_REQUIRED, type CreateDoctorBody, type UpdateDoctorBody } from '@telehealth/schema';
import type { Db } from '../db/database.js';
import type { DoctorRow } from '../db/tables.js';
import { conflict, forbidden, HttpError, notFound } from '../domain/http-errors.js';
import { audit } from '../repositories/audit.js';
import { deleteAllAssignments, waitingRoomOf } from '../repositories/assignments.js';
import { requeueAssigned } from '../repositories/conversations.js';
import { deleteAllDoctors, findDoctorByDevice, insertDoctor, updateDoctor } from '../repositories/doctors.js';
import { drainQueue } from './assignment.js';
import type { UseCaseDeps } from './deps.js';

const trimmed = (s: string) => s.trim();
const signatureRequired = () => new HttpError(400, DRAWN_SIGNATURE_REQUIRED, { field: 'signatureData' });

export async function doctorOfDevice(db: Db, deviceId: string): Promise<DoctorRow> {
  const row = await findDoctorByDevice(db, deviceId);
  if (!row) throw notFound('Doctor not found');
  return row;
}

/** A doctor id named in a path must be the caller's own. */
export function requireSelf(doctor: DoctorRow, id: string): void {
  if (doctor.id !== id) throw forbidden('Not authorized for this doctor');
}

/** Signs a doctor up, available at once: patients already waiting can be assigned now. */
export async function registerDoctor({ db, publish }: UseCaseDeps, body: CreateDoctorBody): Promise<DoctorRow> {
  const signatureType = body.signatureType ?? 'computer';
  if (signatureType === 'drawn' && !body.signatureData) throw signatureRequired();
  const row = await insertDoctor(db, {
    deviceId: body.deviceId,
    fullName: trimmed(body.fullName),
    prescriberNumber: trimmed(body.prescriberNumber),
    providerNumber: trimmed(body.providerNumber),
    gender: body.gender,
    mobileNumber: trimmed(body.mobileNumber),
    avatarNumber: body.avatarNumber ?? '1',
    isAvailable: 'on',
    signatureType,
    // A computer signature is the typed name: no drawn image is kept.
    signatureData: signatureType === 'drawn' ? (body.signatureData ?? null) : null,
  });
  if (!row) throw conflict('A doctor is already registered on this device');
  await publish(await drainQueue(db));
  return row;
}

export function changeDoctor(db: Db, doctor: DoctorRow, body: UpdateDoctorBody): Promise<DoctorRow> {
  const signatureType = body.signatureType ?? doctor.signatureType;
  const signatureData =
    signatureType === 'computer' ? null : body.signatureData !== undefined ? body.signatureData : doctor.signatureData;
  if (signatureType === 'drawn' && !signatureData) throw signatureRequired();
  return updateDoctor(db, doctor.id, {
    ...(body.fullName !== undefined ? { fullName: trimmed(body.fullName) } : {}),
    ...(body.prescriberNumber !== undefined ? { prescriberNumber: trimmed(body.prescriberNumber) } : {}),
    ...(body.providerNumber !== undefined ? { providerNumber: trimmed(body.providerNumber) } : {}),
    ...(body.gender !== undefined ? { gender: body.gender } : {}),
    ...(body.mobileNumber !== undefined ? { mobileNumber: trimmed(body.mobileNumber) } : {}),
    ...(body.avatarNumber !== undefined ? { avatarNumber: body.avatarNumber } : {}),
    signatureType,
    signatureData,
  });
}

/** On or off; a doctor turning available takes waiting patients at once. */
export async function setAvailability({ db, publish }: UseCaseDeps, doctor: DoctorRow, isAvailable: 'on' | 'off'): Promise<DoctorRow> {
  const row = await updateDoctor(db, doctor.id, { isAvailable });
  if (row.isAvailable === 'on') await publish(await drainQueue(db));
  return row;
}

export function waitingRoom(db: Db, doctor: DoctorRow) {
  return waitingRoomOf(db, doctor.id);
}

/** Demo reset: every doctor and assignment goes; patients who had a doctor go back to the queue. */
export function resetDoctors(db: Db, requestedFrom: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
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
    return count;
  });
}
