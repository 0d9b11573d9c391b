import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const newDeviceId = () => `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;

/** The session cookie(s) a response set, as a Cookie header value. */
export function cookiesOf(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export interface Patient {
  deviceId: string;
  userId: string;
  cookie: string;
}

export async function registerPatient(app: FastifyInstance): Promise<Patient> {
  const deviceId = newDeviceId();
  const res = await app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId } });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { deviceId, userId: res.json<{ id: string }>().id, cookie: cookiesOf(res) };
}

export async function startConversation(app: FastifyInstance, patient: Patient): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie: patient.cookie },
    payload: { userId: patient.userId, status: 'ongoing' },
  });
  if (res.statusCode !== 201) throw new Error(`conversation failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

export interface DoctorActor {
  id: string;
  deviceId: string;
  cookie: string;
  fullName: string;
}

export async function registerDoctor(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<DoctorActor> {
  const deviceId = randomUUID();
  const payload = {
    deviceId,
    fullName: 'Dr Jane Smith',
    prescriberNumber: '1234567',
    providerNumber: '2345678F',
    gender: 'Female',
    mobileNumber: '0400000000',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/doctors', payload });
  if (res.statusCode !== 201) throw new Error(`doctor failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<{ id: string }>().id, deviceId, cookie: cookiesOf(res), fullName: String(payload.fullName) };
}

/** Puts a conversation in the doctor queue directly, as the consultation does when the patient says yes. */
export async function requestDoctorFor(app: FastifyInstance, conversationId: string, urgent = false) {
  const { requestDoctor } = await import('../../src/use-cases/assignment.js');
  const result = await app.db.transaction().execute((trx) => requestDoctor(trx, conversationId, { urgent }));
  await app.publish(result.events);
  return result;
}

/** What the AI consultation leaves on a finished sore-throat consultation before the handover. */
export const SORE_THROAT_HANDOVER = {
  fullName: 'Alex Citizen',
  dateOfBirth: '14/03/1990',
  diagnosisName: 'Viral pharyngitis',
  diagnosisCode: 'J02.9',
  triage: 'routine',
  summaryText: 'Sore throat and fever for 3 days.\n\nDifferential: Viral pharyngitis 62%, Influenza 18%.',
} as const;

export interface HandedOver {
  patient: Patient;
  doctor: DoctorActor;
  conversationId: string;
}

/**
 * A finished sore-throat consultation assigned to a new doctor (made the only one available), with what
 * the AI consultation leaves on it (`conversation` adds or replaces columns).
 */
export async function handedOverConsultation(
  app: FastifyInstance,
  options: { patient?: Patient; doctor?: Record<string, unknown>; conversation?: Record<string, unknown> } = {},
): Promise<HandedOver> {
  const patient = options.patient ?? (await registerPatient(app));
  const conversationId = await startConversation(app, patient);
  const doctor = await registerDoctor(app, options.doctor);
  await app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '!=', doctor.id).execute();
  const assigned = await requestDoctorFor(app, conversationId);
  if (assigned.doctor?.id !== doctor.id) throw new Error('the new doctor was not the one assigned');
  await app.db
    .updateTable('conversations')
    .set({ ...SORE_THROAT_HANDOVER, ...options.conversation })
    .where('id', '=', conversationId)
    .execute();
  return { patient, doctor, conversationId };
}
