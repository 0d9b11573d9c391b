import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './build.js';
import { checkedDetailsOf } from './operator.js';
import {
  cookiesOf,
  newDeviceId,
  registerPatient,
  requestDoctorFor,
  SORE_THROAT_HANDOVER,
  startConversation,
  type Patient,
} from './actors.js';

/**
 * A clinic with one of everything, for probes that call every route as every kind of caller: a
 * patient (the owner) whose consultation is assigned to a verified doctor who issued a certificate,
 * another patient with a consultation of their own, another verified doctor, and a doctor whose
 * registration an operator has not checked yet.
 */
export const OPERATOR_TOKEN = 'operator-token-probe-0123456789abcdef0123';
const UNLIMITED = 1_000_000;

export type Role = 'anonymous' | 'owner' | 'otherPatient' | 'assignedDoctor' | 'otherDoctor' | 'pendingDoctor';
export const ROLES: Role[] = ['anonymous', 'owner', 'otherPatient', 'assignedDoctor', 'otherDoctor', 'pendingDoctor'];

export interface Caller {
  role: Role;
  kind: 'patient' | 'doctor' | 'nobody';
  id: string;
  deviceId: string;
  cookie: string;
}

export interface World {
  t: TestApp;
  app: FastifyInstance;
  callers: Record<Role, Caller>;
  /** The owner's consultation, assigned to `assignedDoctor`, with an issued certificate. */
  conversationId: string;
  /** The other patient's consultation (no doctor). */
  otherConversationId: string;
  ownerProfileId: string;
  otherProfileId: string;
  attachmentId: string;
  verificationCode: string;
}

export function doctorSignUp(overrides: Record<string, unknown> = {}) {
  return {
    deviceId: randomUUID(),
    fullName: 'Dr Probe Person',
    prescriberNumber: '1234567',
    providerNumber: '2345678F',
    gender: 'Female',
    mobileNumber: '0400000000',
    ...overrides,
  };
}

async function signUpDoctor(app: FastifyInstance, role: Role, verified: boolean): Promise<Caller> {
  const body = doctorSignUp({ fullName: `Dr ${role}` });
  const res = await app.inject({ method: 'POST', url: '/api/doctors', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ id: string }>().id;
  if (verified) {
    const ok = await app.inject({
      method: 'POST',
      url: `/api/operator/doctors/${id}/verify`,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
      payload: await checkedDetailsOf(app, id),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  }
  return { role, kind: 'doctor', id, deviceId: body.deviceId, cookie: cookiesOf(res) };
}

const asCaller = (role: Role, p: Patient): Caller => ({
  role,
  kind: 'patient',
  id: p.userId,
  deviceId: p.deviceId,
  cookie: p.cookie,
});

async function createProfile(app: FastifyInstance, p: Caller, fullName: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { cookie: p.cookie },
    payload: { deviceId: p.deviceId, fullName },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

export async function clearProposedCertificates(w: World): Promise<void> {
  await w.app.db
    .deleteFrom('actionableItems')
    .where('conversationId', '=', w.conversationId)
    .where('category', '=', 'certificates')
    .where('issued', '=', false)
    .execute();
}

/** A certificate item on the owner's consultation, added (and ticked if asked) by the assigned doctor. */
export async function certificateItem(w: World, ticked: boolean): Promise<string> {
  const doctor = w.callers.assignedDoctor;
  // One certificate may be proposed at a time: earlier ones not issued are cleared first.
  await clearProposedCertificates(w);
  const res = await w.app.inject({
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/actionable-items/certificate`,
    headers: { cookie: doctor.cookie },
    payload: { doctorDeviceId: doctor.deviceId, purpose: 'work', days: 1 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const itemId = res.json<{ id: string }>().id;
  if (ticked) {
    const tick = await w.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${w.conversationId}/actionable-items/${itemId}`,
      headers: { cookie: doctor.cookie },
      payload: { doctorDeviceId: doctor.deviceId, ticked: true },
    });
    expect(tick.statusCode, tick.body).toBe(200);
  }
  return itemId;
}

export async function buildWorld(): Promise<World> {
  const t = await buildTestApp({
    demoMode: false,
    operatorToken: OPERATOR_TOKEN,
    apiDocs: true,
    rateLimit: {
      registrationsPerMinute: UNLIMITED,
      messagesPerMinute: UNLIMITED,
      writesPerMinute: UNLIMITED,
      verificationsPerMinute: UNLIMITED,
      perAddressPerMinute: UNLIMITED,
    },
  });
  const { app } = t;
  const owner = asCaller('owner', await registerPatient(app));
  const otherPatient = asCaller('otherPatient', await registerPatient(app));
  const assignedDoctor = await signUpDoctor(app, 'assignedDoctor', true);
  const otherDoctor = await signUpDoctor(app, 'otherDoctor', true);
  const pendingDoctor = await signUpDoctor(app, 'pendingDoctor', false);
  const anonymous: Caller = {
    role: 'anonymous',
    kind: 'nobody',
    id: randomUUID(),
    deviceId: newDeviceId(),
    cookie: '',
  };
  const on = await app.inject({
    method: 'PATCH',
    url: `/api/doctors/${assignedDoctor.id}/availability`,
    headers: { cookie: assignedDoctor.cookie },
    payload: { isAvailable: 'on' },
  });
  expect(on.statusCode, on.body).toBe(200);

  const ownerPatient = { userId: owner.id, deviceId: owner.deviceId, cookie: owner.cookie };
  const conversationId = await startConversation(app, ownerPatient);
  const assigned = await requestDoctorFor(app, conversationId);
  expect(assigned.doctor?.id).toBe(assignedDoctor.id);
  await app.db.updateTable('conversations').set(SORE_THROAT_HANDOVER).where('id', '=', conversationId).execute();
  const otherConversationId = await startConversation(app, {
    userId: otherPatient.id,
    deviceId: otherPatient.deviceId,
    cookie: otherPatient.cookie,
  });

  const world: World = {
    t,
    app,
    callers: { anonymous, owner, otherPatient, assignedDoctor, otherDoctor, pendingDoctor },
    conversationId,
    otherConversationId,
    ownerProfileId: await createProfile(app, owner, 'Alex Citizen'),
    otherProfileId: await createProfile(app, otherPatient, 'Sam Other'),
    attachmentId: '',
    verificationCode: '',
  };
  await certificateItem(world, true);
  const issued = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/issue-items`,
    headers: { cookie: assignedDoctor.cookie },
    payload: { doctorDeviceId: assignedDoctor.deviceId },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const attachment = await app.db
    .selectFrom('attachments')
    .select(['id', 'verificationCode'])
    .where('conversationId', '=', conversationId)
    .executeTakeFirstOrThrow();
  world.attachmentId = attachment.id;
  world.verificationCode = attachment.verificationCode;
  return world;
}

/**
 * A caller whose session a call may have replaced or ended (a sign-in with their cookie, a logout)
 * signs in again on their own device, as their app would.
 */
export async function signInAgain(w: World, caller: Caller): Promise<void> {
  if (caller.kind === 'nobody') return;
  const res =
    caller.kind === 'patient'
      ? await w.app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId: caller.deviceId } })
      : await w.app.inject({ method: 'POST', url: '/api/doctors/device', payload: { deviceId: caller.deviceId } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  caller.cookie = cookiesOf(res);
}

/** Whether a response set or cleared a session cookie. */
export const touchedSession = (res: LightMyRequestResponse) => res.cookies.length > 0;

const RECORD_TABLES = [
  'users',
  'conversations',
  'messages',
  'profiles',
  'doctors',
  'doctor_patient_assignments',
  'attachments',
  'actionable_items',
] as const;

/**
 * A digest of every record a call could change (sessions and the audit trail, which a refusal
 * writes to by design, left out): equal before and after means nothing changed.
 */
export async function recordsDigest(app: FastifyInstance): Promise<string> {
  const parts = RECORD_TABLES.map(
    (table) =>
      sql<string>`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(table)} t)`,
  );
  const { rows } = await sql<{ digest: string }>`select concat_ws(',', ${sql.join(parts)}) as digest`.execute(app.db);
  return rows[0]!.digest;
}
