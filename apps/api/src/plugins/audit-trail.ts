import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit, type AuditEntry } from '../repositories/audit.js';

/** Who a request turned out to be, once a check has found them. */
export interface AuditActor {
  type: 'patient' | 'doctor';
  id: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditActor?: AuditActor;
    /** The route's audit row was written by the change itself, in its own statement. */
    auditRecorded?: boolean;
  }
}

/** Recorded by the access checks: the audit trail names the person a request acted as. */
export function actingAs(request: FastifyRequest, actor: AuditActor): void {
  request.auditActor = actor;
}

interface AuditedRoute {
  action: string;
  subjectType: string;
  /** What else the row keeps: ids and choices, never health text. */
  detail?: (request: FastifyRequest) => Record<string, unknown>;
}

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const params = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string | undefined>;

/**
 * A clinician's reads and changes of health data, by route. (Reading a conversation, generating
 * clinical management and issuing items are recorded by their use cases, inside their transactions.)
 */
const CLINICIAN_ROUTES: Record<string, AuditedRoute> = {
  'GET /api/conversations/:id/messages': { action: 'messages.read', subjectType: 'conversation' },
  'POST /api/conversations/:id/messages': { action: 'message.send', subjectType: 'conversation' },
  'GET /api/conversations/:id/actionable-items': { action: 'actionable_items.read', subjectType: 'conversation' },
  'PATCH /api/conversations/:id/actionable-items/:itemId': {
    action: 'actionable_item.toggle',
    subjectType: 'conversation',
    detail: (r) => ({ itemId: params(r).itemId, ticked: body(r).ticked }),
  },
  'PATCH /api/conversations/:id/patient-details': {
    action: 'patient_details.update',
    subjectType: 'conversation',
    detail: (r) => ({
      fields: Object.keys(body(r))
        .filter((f) => f !== 'doctorDeviceId')
        .sort(),
    }),
  },
  'GET /api/attachments/:id': { action: 'attachment.download', subjectType: 'attachment' },
  'GET /api/doctors/:id/patients': { action: 'patients.list', subjectType: 'doctor' },
  'PATCH /api/doctors/:id': {
    action: 'doctor.profile.update',
    subjectType: 'doctor',
    detail: (r) => ({ fields: Object.keys(body(r)).sort() }),
  },
  'PATCH /api/doctors/:id/availability': {
    action: 'doctor.availability',
    subjectType: 'doctor',
    detail: (r) => ({ isAvailable: body(r).isAvailable }),
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const subjectIdOf = (request: FastifyRequest) => {
  const id = params(request).id;
  return id && UUID.test(id) ? id : null;
};

function entryFor(request: FastifyRequest, reply: FastifyReply): AuditEntry | null {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const actor = request.auditActor;
  if (reply.statusCode === 401 || reply.statusCode === 403) {
    return {
      actorType: actor?.type ?? 'anonymous',
      actorId: actor?.id ?? null,
      action: 'access.refused',
      subjectType: CLINICIAN_ROUTES[route]?.subjectType ?? 'route',
      subjectId: subjectIdOf(request),
      // The route's pattern, never its address: device ids in paths are bearer secrets.
      detail: { route, status: reply.statusCode, ip: request.ip },
    };
  }
  if (request.auditRecorded || reply.statusCode >= 300) return null;
  return clinicianEntry(request);
}

/** The row recording a clinician's successful call of an audited route, or null when none is due. */
export function clinicianEntry(request: FastifyRequest): AuditEntry | null {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  const actor = request.auditActor;
  const audited = CLINICIAN_ROUTES[route];
  if (!audited || actor?.type !== 'doctor') return null;
  return {
    actorType: 'doctor',
    actorId: actor.id,
    action: audited.action,
    subjectType: audited.subjectType,
    subjectId: subjectIdOf(request),
    ...(audited.detail ? { detail: audited.detail(request) } : {}),
  };
}

/**
 * The audit trail of the API: every read and change of health data by a clinician, and every
 * refused attempt (401 or 403) by anyone, written before the answer leaves.
 */
export const auditTrailPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const entry = entryFor(request, reply);
      if (entry) await audit(app.db, entry);
      return payload;
    });
  },
  { name: 'audit-trail', dependencies: ['context'] },
);
