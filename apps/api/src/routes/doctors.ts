import { Type } from 'typebox';
import {
  AvailabilityBody,
  CreateDoctorBody,
  Doctor,
  DoctorDeviceBody,
  DoctorDeviceParams,
  DRAWN_SIGNATURE_REQUIRED,
  ErrorResponse,
  IdParams,
  ResetResponse,
  UpdateDoctorBody,
  WaitingRoomPatient,
} from '@telehealth/schema';
import type { FastifyRequest } from 'fastify';
import { requireDoctor } from '../domain/access.js';
import { HttpError, conflict, forbidden, notFound } from '../domain/http-errors.js';
import { toDoctor, toWaitingRoomPatient } from '../domain/serialize.js';
import { startDoctorSession } from '../plugins/session.js';
import { drainQueue } from '../services/assignment.js';
import { audit } from '../services/audit.js';
import type { Db } from '../db/database.js';
import type { RoutePlugin } from './types.js';

/** Signatures travel as JPEG data URLs: doctor calls take up to 2 MB. */
const DOCTOR_BODY_LIMIT = 2 * 1024 * 1024;

const trimmed = (s: string) => s.trim();

async function ownDoctor(db: Db, request: FastifyRequest, id: string) {
  const doctor = await requireDoctor(db, request);
  if (doctor.id !== id) throw forbidden('Not authorized for this doctor');
  return doctor;
}

export const doctorRoutes: RoutePlugin = async (app) => {
  const { db } = app;
  const registrationLimit = { rateLimit: { max: app.config.rateLimit.registrationsPerMinute, timeWindow: '1 minute' } };

  const findByDevice = async (deviceId: string) => {
    const row = await db.selectFrom('doctors').selectAll().where('deviceId', '=', deviceId).executeTakeFirst();
    if (!row) throw notFound('Doctor not found');
    return row;
  };

  app.get(
    '/api/doctors/device/:deviceId',
    { schema: { params: DoctorDeviceParams, response: { 200: Doctor, 404: ErrorResponse } }, config: registrationLimit },
    async (request, reply) => {
      const row = await findByDevice(request.params.deviceId);
      startDoctorSession(reply, row.id);
      return toDoctor(row);
    },
  );

  app.post(
    '/api/doctors/device',
    { schema: { body: DoctorDeviceBody, response: { 200: Doctor, 404: ErrorResponse } }, config: registrationLimit },
    async (request, reply) => {
      const row = await findByDevice(request.body.deviceId);
      startDoctorSession(reply, row.id);
      return toDoctor(row);
    },
  );

  app.post(
    '/api/doctors',
    {
      bodyLimit: DOCTOR_BODY_LIMIT,
      config: registrationLimit,
      schema: { body: CreateDoctorBody, response: { 201: Doctor, 409: ErrorResponse } },
    },
    async (request, reply) => {
      const body = request.body;
      const signatureType = body.signatureType ?? 'computer';
      if (signatureType === 'drawn' && !body.signatureData) {
        throw new HttpError(400, DRAWN_SIGNATURE_REQUIRED, { field: 'signatureData' });
      }
      const row = await db
        .insertInto('doctors')
        .values({
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
        })
        .onConflict((oc) => oc.column('deviceId').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict('A doctor is already registered on this device');
      startDoctorSession(reply, row.id);
      // A new doctor starts available: patients already waiting can be assigned now.
      await app.publish(await drainQueue(db));
      return reply.status(201).send(toDoctor(row));
    },
  );

  app.patch(
    '/api/doctors/:id',
    { bodyLimit: DOCTOR_BODY_LIMIT, schema: { params: IdParams, body: UpdateDoctorBody, response: { 200: Doctor } } },
    async (request) => {
      const doctor = await ownDoctor(db, request, request.params.id);
      const body = request.body;
      const signatureType = body.signatureType ?? doctor.signatureType;
      const signatureData =
        signatureType === 'computer' ? null : body.signatureData !== undefined ? body.signatureData : doctor.signatureData;
      if (signatureType === 'drawn' && !signatureData) {
        throw new HttpError(400, DRAWN_SIGNATURE_REQUIRED, { field: 'signatureData' });
      }
      const row = await db
        .updateTable('doctors')
        .set({
          ...(body.fullName !== undefined ? { fullName: trimmed(body.fullName) } : {}),
          ...(body.prescriberNumber !== undefined ? { prescriberNumber: trimmed(body.prescriberNumber) } : {}),
          ...(body.providerNumber !== undefined ? { providerNumber: trimmed(body.providerNumber) } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(body.mobileNumber !== undefined ? { mobileNumber: trimmed(body.mobileNumber) } : {}),
          ...(body.avatarNumber !== undefined ? { avatarNumber: body.avatarNumber } : {}),
          signatureType,
          signatureData,
        })
        .where('id', '=', doctor.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toDoctor(row);
    },
  );

  app.patch(
    '/api/doctors/:id/availability',
    { schema: { params: IdParams, body: AvailabilityBody, response: { 200: Doctor } } },
    async (request) => {
      const doctor = await ownDoctor(db, request, request.params.id);
      const row = await db
        .updateTable('doctors')
        .set({ isAvailable: request.body.isAvailable })
        .where('id', '=', doctor.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.isAvailable === 'on') await app.publish(await drainQueue(db));
      return toDoctor(row);
    },
  );

  app.get(
    '/api/doctors/:id/patients',
    { schema: { params: IdParams, response: { 200: Type.Array(WaitingRoomPatient) } } },
    async (request) => {
      const doctor = await ownDoctor(db, request, request.params.id);
      const rows = await db
        .selectFrom('doctorPatientAssignments as a')
        .innerJoin('conversations as c', 'c.id', 'a.conversationId')
        .select([
          'c.id',
          'c.fullName',
          'c.diagnosisName',
          'c.summaryPreview',
          'c.dateOfBirth',
          'c.status',
          'c.urgent',
          'a.id as assignmentId',
          'a.assignedAt',
          'a.status as assignmentStatus',
        ])
        .where('a.doctorId', '=', doctor.id)
        .where('a.status', '=', 'active')
        .orderBy('c.urgent', 'desc')
        .orderBy('a.assignedAt', 'asc')
        .execute();
      return rows.map((r) => toWaitingRoomPatient(r, { id: r.assignmentId, assignedAt: r.assignedAt, status: r.assignmentStatus }));
    },
  );

  app.delete('/api/doctors/reset', { schema: { response: { 200: ResetResponse, 403: ErrorResponse } } }, async (request) => {
    if (!app.config.demoMode) throw forbidden('Resetting the doctor database is only available in demo mode');
    const deletedCount = await db.transaction().execute(async (trx) => {
      // Patients who had a doctor go back to the queue for whoever signs up next.
      await trx
        .updateTable('conversations')
        .set({ doctorConnectStatus: 'requested', assignedDoctorId: null })
        .where('doctorConnectStatus', '=', 'assigned')
        .execute();
      await trx.deleteFrom('doctorPatientAssignments').execute();
      const deleted = await trx.deleteFrom('doctors').returning('id').execute();
      await audit(trx, {
        actorType: 'system',
        actorId: null,
        action: 'doctors.reset',
        subjectType: 'doctors',
        subjectId: null,
        detail: { count: deleted.length, ip: request.ip },
      });
      return deleted.length;
    });
    return { deletedCount };
  });
};
