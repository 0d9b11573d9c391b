import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build.js';
import {
  registerDoctor,
  registerPatient,
  requestDoctorFor,
  startConversation,
  type DoctorActor,
  type Patient,
} from './helpers/actors.js';

/**
 * The authorization matrix: every scoped call, tried by the owner, another patient, nobody, the
 * assigned doctor and another doctor. Denied calls must change nothing.
 */
let t: TestApp;
let owner: Patient;
let otherPatient: Patient;
let assigned: DoctorActor;
let otherDoctor: DoctorActor;
let conversationId: string;
let profileId: string;

type Actor = 'owner' | 'otherPatient' | 'none' | 'assignedDoctor' | 'otherDoctor';
const cookieOf = (a: Actor) =>
  ({
    owner: owner.cookie,
    otherPatient: otherPatient.cookie,
    none: '',
    assignedDoctor: assigned.cookie,
    otherDoctor: otherDoctor.cookie,
  })[a];

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerPatient(t.app);
  otherPatient = await registerPatient(t.app);
  assigned = await registerDoctor(t.app);
  await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).execute();
  otherDoctor = await registerDoctor(t.app);
  await t.app.db.updateTable('doctors').set({ isAvailable: 'off' }).where('id', '=', otherDoctor.id).execute();
  await t.app.db.updateTable('doctors').set({ isAvailable: 'on' }).where('id', '=', assigned.id).execute();
  conversationId = await startConversation(t.app, owner);
  await requestDoctorFor(t.app, conversationId);
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { cookie: owner.cookie },
    payload: { deviceId: owner.deviceId, fullName: 'Alex Citizen' },
  });
  profileId = profile.json<{ id: string }>().id;
});
afterAll(() => t.close());

/** Everything a denied call could have touched. */
async function snapshot() {
  const db = t.app.db;
  return JSON.stringify({
    conversations: await db.selectFrom('conversations').selectAll().orderBy('id').execute(),
    messages: await db.selectFrom('messages').select(['id', 'text']).orderBy('id').execute(),
    profiles: await db.selectFrom('profiles').selectAll().orderBy('id').execute(),
    doctors: await db.selectFrom('doctors').selectAll().orderBy('id').execute(),
    assignments: await db.selectFrom('doctorPatientAssignments').selectAll().orderBy('id').execute(),
  });
}

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  payload?: () => Record<string, unknown>;
  allowed: Actor[];
}

const cases: Case[] = [
  {
    name: 'list conversations',
    method: 'GET',
    url: () => `/api/conversations?userId=${owner.userId}`,
    allowed: ['owner'],
  },
  {
    name: 'create a conversation',
    method: 'POST',
    url: () => '/api/conversations',
    payload: () => ({ userId: owner.userId, status: 'ongoing' }),
    allowed: ['owner'],
  },
  {
    name: 'read the conversation',
    method: 'GET',
    url: () => `/api/conversations/${conversationId}`,
    allowed: ['owner', 'assignedDoctor'],
  },
  {
    name: 'read the messages',
    method: 'GET',
    url: () => `/api/conversations/${conversationId}/messages`,
    allowed: ['owner', 'assignedDoctor'],
  },
  {
    name: 'send as the patient',
    method: 'POST',
    url: () => `/api/conversations/${conversationId}/messages`,
    payload: () => ({ text: 'hi', sender: 'patient' }),
    allowed: ['owner'],
  },
  {
    name: 'send as the doctor',
    method: 'POST',
    url: () => `/api/conversations/${conversationId}/messages`,
    payload: () => ({ text: 'hi', sender: 'doctor' }),
    allowed: ['assignedDoctor'],
  },
  {
    name: 'read the assigned doctor',
    method: 'GET',
    url: () => `/api/conversations/${conversationId}/assigned-doctor`,
    allowed: ['owner'],
  },
  { name: 'list documents', method: 'GET', url: () => `/api/documents/user/${owner.userId}`, allowed: ['owner'] },
  { name: 'list profiles', method: 'GET', url: () => `/api/profiles/device/${owner.deviceId}`, allowed: ['owner'] },
  {
    name: 'create a profile',
    method: 'POST',
    url: () => '/api/profiles',
    payload: () => ({ deviceId: owner.deviceId, fullName: 'New' }),
    allowed: ['owner'],
  },
  {
    name: 'edit a profile',
    method: 'PATCH',
    url: () => `/api/profiles/${profileId}`,
    payload: () => ({ fullName: 'Edited' }),
    allowed: ['owner'],
  },
  {
    name: 'list patients',
    method: 'GET',
    url: () => `/api/doctors/${assigned.id}/patients`,
    allowed: ['assignedDoctor'],
  },
  {
    name: 'change availability',
    method: 'PATCH',
    url: () => `/api/doctors/${assigned.id}/availability`,
    payload: () => ({ isAvailable: 'on' }),
    allowed: ['assignedDoctor'],
  },
  {
    name: 'edit the doctor profile',
    method: 'PATCH',
    url: () => `/api/doctors/${assigned.id}`,
    payload: () => ({ mobileNumber: '0400000001' }),
    allowed: ['assignedDoctor'],
  },
  // Destructive calls last: the allowed actor runs them once the denied ones were checked.
  { name: 'delete a profile', method: 'DELETE', url: () => `/api/profiles/${profileId}`, allowed: ['owner'] },
  {
    name: 'delete old documents',
    method: 'DELETE',
    url: () => `/api/documents/user/${owner.userId}/old?monthsOld=3`,
    allowed: ['owner'],
  },
  { name: 'delete documents', method: 'DELETE', url: () => `/api/documents/user/${owner.userId}`, allowed: ['owner'] },
  {
    name: 'delete old conversations',
    method: 'DELETE',
    url: () => `/api/conversations/user/${owner.userId}/old?monthsOld=3`,
    allowed: ['owner'],
  },
  {
    name: 'delete conversations',
    method: 'DELETE',
    url: () => `/api/conversations/user/${owner.userId}`,
    allowed: ['owner'],
  },
];

const ACTORS: Actor[] = ['otherPatient', 'none', 'otherDoctor', 'assignedDoctor', 'owner'];

describe('authorization matrix', () => {
  for (const c of cases) {
    it(`${c.name}: ${c.allowed.join(', ')} only`, async () => {
      // Denied actors first, so the allowed call cannot mask a change they made.
      for (const actor of ACTORS.filter((a) => !c.allowed.includes(a))) {
        const before = await snapshot();
        const res = await t.app.inject({
          method: c.method,
          url: c.url(),
          headers: { cookie: cookieOf(actor) },
          payload: c.payload?.(),
        });
        expect([401, 403, 404], `${actor}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(res.json<{ message: string }>().message).toBeTruthy();
        expect(await snapshot(), `${actor} changed something`).toBe(before);
      }
      for (const actor of c.allowed) {
        const res = await t.app.inject({
          method: c.method,
          url: c.url(),
          headers: { cookie: cookieOf(actor) },
          payload: c.payload?.(),
        });
        expect(res.statusCode, `${actor}: ${res.body}`).toBeLessThan(300);
      }
    });
  }

  it('answers 401 to no cookie and 404 (not 403) for a patient probing someone else’s conversation', async () => {
    const c = await startConversation(t.app, otherPatient);
    const none = await t.app.inject({ method: 'GET', url: `/api/conversations/${c}` });
    expect(none.statusCode).toBe(401);
    const probe = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}`,
      headers: { cookie: owner.cookie },
    });
    expect(probe.statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${c}`,
      headers: { cookie: 'th_patient=' + otherPatient.userId },
    });
    expect(forged.statusCode).toBe(401); // an unsigned cookie is no session
  });
});
