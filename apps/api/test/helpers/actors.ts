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
