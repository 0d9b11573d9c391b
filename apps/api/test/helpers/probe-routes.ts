import { expect } from 'vitest';
import { newDeviceId, registerPatient, startConversation } from './actors.js';
import {
  certificateItem,
  clearProposedCertificates,
  doctorSignUp,
  type Caller,
  type Role,
  type World,
} from './probe-world.js';

/** One request, as `inject` takes it. */
export interface ProbeCall {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Who makes the call instead of the caller asked for (a throwaway owner for bulk deletes). */
  caller?: Caller;
}

/**
 * Who a route is for: `patient` (the owner only), `doctor` (the assigned doctor, or the doctor named
 * in the path), `reader` (the owner or the assigned doctor), `public` (anyone), `nobody` (refused to
 * every caller here: operator calls, and the demo-only reset outside demo mode).
 */
export type Audience = 'patient' | 'doctor' | 'reader' | 'public' | 'nobody';

export interface RouteCase {
  audience: Audience;
  /** The call as `as` makes it, naming their own device where the call names one (spec §7). */
  build: (w: World, as: Caller) => Promise<ProbeCall> | ProbeCall;
  /** What another patient gets: 404 for an object they may not know exists, 403 for a user id named. */
  otherPatient?: 403 | 404;
  /**
   * The one answer every refused caller gets: a refusal before anyone is asked who they are
   * (demo-only reset: 403), or an object that answers exactly like a missing one (a document: 404).
   */
  refusedToAllWith?: number;
  /** The operator API: refused to every caller here, so its bad inputs are probed with the operator's bearer. */
  operatorApi?: true;
}

const ownerOf = (w: World) => w.callers.owner;
const conversation = (w: World) => `/api/conversations/${w.conversationId}`;

async function freshProfile(w: World): Promise<string> {
  const owner = ownerOf(w);
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/profiles',
    headers: { cookie: owner.cookie },
    payload: { deviceId: owner.deviceId, fullName: 'Temp Profile' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A new patient with a consultation: the owner of data a bulk delete may remove. */
async function freshOwner(w: World): Promise<Caller> {
  const p = await registerPatient(w.app);
  await startConversation(w.app, p);
  return { role: 'owner', kind: 'patient', id: p.userId, deviceId: p.deviceId, cookie: p.cookie };
}

/** A bulk delete of the owner's data: the owner's own call removes a throwaway owner's, not the probe's. */
const bulkDelete =
  (path: (userId: string) => string) =>
  async (w: World, as: Caller): Promise<ProbeCall> => {
    const target = as.role === 'owner' ? await freshOwner(w) : w.callers.owner;
    return { method: 'DELETE', url: path(target.id), ...(as.role === 'owner' ? { caller: target } : {}) };
  };

async function freshDoctorDevice(w: World): Promise<string> {
  const body = doctorSignUp();
  const res = await w.app.inject({ method: 'POST', url: '/api/doctors', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return body.deviceId;
}

/** The doctor device id a call names: the caller's own (a patient or nobody names the assigned doctor's). */
const doctorDevice = (w: World, as: Caller) => (as.kind === 'doctor' ? as.deviceId : w.callers.assignedDoctor.deviceId);

/**
 * A valid call for every route the server registers, keyed `METHOD url` as Fastify lists it. A route
 * missing here fails the probe: a new route must say who may call it. Bulk deletes act on the owner's
 * own data, checked last by the probe.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/health': { audience: 'public', build: () => ({ method: 'GET', url: '/api/health' }) },
  'GET /api/clinic': { audience: 'public', build: () => ({ method: 'GET', url: '/api/clinic' }) },
  'GET /api/users/device/:deviceId': {
    audience: 'public',
    build: async (w) => ({ method: 'GET', url: `/api/users/device/${(await registerPatient(w.app)).deviceId}` }),
  },
  'POST /api/users/device': {
    audience: 'public',
    build: () => ({ method: 'POST', url: '/api/users/device', payload: { deviceId: newDeviceId() } }),
  },
  'POST /api/conversations': {
    audience: 'patient',
    otherPatient: 403,
    build: (w) => ({ method: 'POST', url: '/api/conversations', payload: { userId: w.callers.owner.id } }),
  },
  'GET /api/conversations': {
    audience: 'patient',
    otherPatient: 403,
    build: (w) => ({ method: 'GET', url: `/api/conversations?userId=${w.callers.owner.id}` }),
  },
  'GET /api/conversations/:id': { audience: 'reader', build: (w) => ({ method: 'GET', url: conversation(w) }) },
  'GET /api/conversations/:id/assigned-doctor': {
    audience: 'patient',
    build: (w) => ({ method: 'GET', url: `${conversation(w)}/assigned-doctor` }),
  },
  'GET /api/conversations/:id/messages': {
    audience: 'reader',
    build: (w) => ({ method: 'GET', url: `${conversation(w)}/messages` }),
  },
  'POST /api/conversations/:id/messages': {
    audience: 'reader',
    build: (w, as) => ({
      method: 'POST',
      url: `${conversation(w)}/messages`,
      payload: { text: 'Probe message', sender: as.kind === 'doctor' ? 'doctor' : 'patient' },
    }),
  },
  'DELETE /api/conversations/user/:userId': {
    audience: 'patient',
    otherPatient: 403,
    build: bulkDelete((id) => `/api/conversations/user/${id}`),
  },
  'DELETE /api/conversations/user/:userId/old': {
    audience: 'patient',
    otherPatient: 403,
    build: bulkDelete((id) => `/api/conversations/user/${id}/old?monthsOld=3`),
  },
  'GET /api/documents/user/:userId': {
    audience: 'patient',
    otherPatient: 403,
    build: (w) => ({ method: 'GET', url: `/api/documents/user/${w.callers.owner.id}` }),
  },
  'DELETE /api/documents/user/:userId': {
    audience: 'patient',
    otherPatient: 403,
    build: bulkDelete((id) => `/api/documents/user/${id}`),
  },
  'DELETE /api/documents/user/:userId/old': {
    audience: 'patient',
    otherPatient: 403,
    build: bulkDelete((id) => `/api/documents/user/${id}/old?monthsOld=3`),
  },
  'GET /api/attachments/:id': {
    audience: 'reader',
    refusedToAllWith: 404,
    build: (w) => ({ method: 'GET', url: `/api/attachments/${w.attachmentId}` }),
  },
  'GET /api/verify/:code': {
    audience: 'public',
    build: (w) => ({ method: 'GET', url: `/api/verify/${w.verificationCode}` }),
  },
  'GET /api/profiles/device/:deviceId': {
    audience: 'patient',
    otherPatient: 403,
    build: (w) => ({ method: 'GET', url: `/api/profiles/device/${w.callers.owner.deviceId}` }),
  },
  'POST /api/profiles': {
    audience: 'patient',
    otherPatient: 403,
    build: (w) => ({
      method: 'POST',
      url: '/api/profiles',
      payload: { deviceId: w.callers.owner.deviceId, fullName: 'Probe Profile' },
    }),
  },
  'PATCH /api/profiles/:id': {
    audience: 'patient',
    build: (w) => ({
      method: 'PATCH',
      url: `/api/profiles/${w.ownerProfileId}`,
      payload: { mobileNumber: '0411111111' },
    }),
  },
  'DELETE /api/profiles/:id': {
    audience: 'patient',
    build: async (w) => ({ method: 'DELETE', url: `/api/profiles/${await freshProfile(w)}` }),
  },
  'GET /api/doctors/device/:deviceId': {
    audience: 'public',
    build: async (w) => ({ method: 'GET', url: `/api/doctors/device/${await freshDoctorDevice(w)}` }),
  },
  'POST /api/doctors/device': {
    audience: 'public',
    build: async (w) => ({
      method: 'POST',
      url: '/api/doctors/device',
      payload: { deviceId: await freshDoctorDevice(w) },
    }),
  },
  'POST /api/doctors': {
    audience: 'public',
    build: () => ({ method: 'POST', url: '/api/doctors', payload: doctorSignUp() }),
  },
  'PATCH /api/doctors/:id': {
    audience: 'doctor',
    build: (w) => ({
      method: 'PATCH',
      url: `/api/doctors/${w.callers.assignedDoctor.id}`,
      payload: { avatarNumber: '3' },
    }),
  },
  'PATCH /api/doctors/:id/availability': {
    audience: 'doctor',
    build: (w) => ({
      method: 'PATCH',
      url: `/api/doctors/${w.callers.assignedDoctor.id}/availability`,
      payload: { isAvailable: 'on' },
    }),
  },
  'GET /api/doctors/:id/patients': {
    audience: 'doctor',
    build: (w) => ({ method: 'GET', url: `/api/doctors/${w.callers.assignedDoctor.id}/patients` }),
  },
  'DELETE /api/doctors/reset': {
    audience: 'nobody',
    refusedToAllWith: 403,
    build: () => ({ method: 'DELETE', url: '/api/doctors/reset' }),
  },
  'POST /api/conversations/:id/clinical-management': {
    audience: 'doctor',
    build: (w, as) => ({
      method: 'POST',
      url: `${conversation(w)}/clinical-management`,
      payload: { doctorDeviceId: doctorDevice(w, as) },
    }),
  },
  'GET /api/conversations/:id/actionable-items': {
    audience: 'doctor',
    build: (w, as) => ({
      method: 'GET',
      url: `${conversation(w)}/actionable-items?doctorDeviceId=${doctorDevice(w, as)}`,
    }),
  },
  'PATCH /api/conversations/:id/actionable-items/:itemId': {
    audience: 'doctor',
    build: async (w, as) => ({
      method: 'PATCH',
      url: `${conversation(w)}/actionable-items/${await certificateItem(w, false)}`,
      payload: { doctorDeviceId: doctorDevice(w, as), ticked: true },
    }),
  },
  'POST /api/conversations/:id/actionable-items/certificate': {
    audience: 'doctor',
    build: async (w, as) => {
      await clearProposedCertificates(w);
      return {
        method: 'POST',
        url: `${conversation(w)}/actionable-items/certificate`,
        payload: { doctorDeviceId: doctorDevice(w, as), purpose: 'school', days: 2 },
      };
    },
  },
  'PATCH /api/conversations/:id/patient-details': {
    audience: 'doctor',
    build: (w, as) => ({
      method: 'PATCH',
      url: `${conversation(w)}/patient-details`,
      payload: { doctorDeviceId: doctorDevice(w, as), fullName: 'Alex Citizen' },
    }),
  },
  'POST /api/conversations/:id/issue-items': {
    audience: 'doctor',
    build: async (w, as) => {
      await certificateItem(w, true);
      return {
        method: 'POST',
        url: `${conversation(w)}/issue-items`,
        payload: { doctorDeviceId: doctorDevice(w, as) },
      };
    },
  },
  'POST /api/session/logout': {
    audience: 'public',
    build: () => ({ method: 'POST', url: '/api/session/logout', payload: {} }),
  },
  'GET /api/operator/doctors/pending': {
    audience: 'nobody',
    operatorApi: true,
    build: () => ({ method: 'GET', url: '/api/operator/doctors/pending' }),
  },
  'POST /api/operator/doctors/:id/verify': {
    audience: 'nobody',
    operatorApi: true,
    build: (w) => ({
      method: 'POST',
      url: `/api/operator/doctors/${w.callers.pendingDoctor.id}/verify`,
      payload: { fullName: 'Dr Probe', prescriberNumber: '1234567', providerNumber: '2345678F' },
    }),
  },
};

/** The API documentation's own routes (API_DOCS): public reads, whatever their paths. */
export const docsCase = (url: string): RouteCase => ({
  audience: 'public',
  build: () => ({ method: 'GET', url: url.replace('*', 'index.css').replace(/:[A-Za-z]+/g, 'x') }),
});

/** Which callers a route is for. */
export function allowedRoles(c: RouteCase): Role[] {
  switch (c.audience) {
    case 'public':
      return ['anonymous', 'owner', 'otherPatient', 'assignedDoctor', 'otherDoctor', 'pendingDoctor'];
    case 'patient':
      return ['owner'];
    case 'doctor':
      return ['assignedDoctor'];
    case 'reader':
      return ['owner', 'assignedDoctor'];
    case 'nobody':
      return [];
  }
}

/** The answer a refused caller gets (ARCHITECTURE §4, spec §6): who they are decides it. */
export function expectedRefusal(c: RouteCase, role: Role): number {
  if (c.refusedToAllWith) return c.refusedToAllWith;
  if (role === 'anonymous') return 401;
  if (c.audience === 'nobody') return 401;
  const patientSide = c.audience === 'patient';
  const doctorSide = c.audience === 'doctor';
  if (role === 'otherPatient') return doctorSide ? 401 : (c.otherPatient ?? 404);
  if (role === 'owner' || role === 'assignedDoctor') return 401;
  // Another or a pending doctor: a patient-only call has no doctor in it; a consultation not theirs is 403.
  return patientSide ? 401 : 403;
}
