import type { Db } from '../db/database.js';
import type { DoctorRow } from '../db/tables.js';
import { conflict, notFound } from '../domain/http-errors.js';
import { audit } from '../repositories/audit.js';
import { findDoctor, markVerified, pendingDoctors, type CheckedDetails } from '../repositories/doctors.js';
import { isUuid } from './access.js';
import type { UseCaseDeps } from './deps.js';

/**
 * An operator has checked a doctor's registration (name, prescriber and provider numbers against
 * the national registers) and verifies them. The doctor stays offline until they turn available;
 * their open waiting room is told at once, so the switch works without a reload. Through the operator
 * API the operator sends the details they checked: if the doctor changed them meanwhile, nothing is
 * verified (409) and the operator checks the new ones.
 */
export async function verifyDoctor(
  { db, publish }: UseCaseDeps,
  doctorId: string,
  via: 'operator-api' | 'command',
  checked?: CheckedDetails,
): Promise<DoctorRow> {
  if (!isUuid(doctorId)) throw notFound('Doctor not found');
  const verified = await db.transaction().execute(async (trx) => {
    const row = await markVerified(trx, doctorId, checked);
    if (!row) {
      if (checked && (await findDoctor(trx, doctorId))) {
        throw conflict(
          "The doctor's details have changed since they were checked: check the new ones, then verify again",
        );
      }
      throw notFound('Doctor not found');
    }
    await audit(trx, {
      actorType: 'operator',
      actorId: null,
      action: 'doctor.verify',
      subjectType: 'doctor',
      subjectId: row.id,
      detail: { via },
    });
    return row;
  });
  await publish([{ kind: 'doctor_verified', doctorId: verified.id }]);
  return verified;
}

export const doctorsAwaitingVerification = (db: Db) => pendingDoctors(db);
