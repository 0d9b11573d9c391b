import { Type } from 'typebox';
import {
  AvailabilityBody,
  CreateDoctorBody,
  Doctor,
  DoctorDeviceBody,
  DoctorDeviceParams,
  ErrorResponse,
  IdParams,
  ResetResponse,
  UpdateDoctorBody,
  WaitingRoomPatient,
} from '@telehealth/schema';
import { forbidden } from '../domain/http-errors.js';
import { toDoctor, toWaitingRoomPatient } from '../domain/serialize.js';
import { refuseUnlessAppFetch } from '../plugins/session.js';
import { requireDoctor } from '../use-cases/access.js';
import {
  changeDoctor,
  doctorOfDevice,
  registerDoctor,
  requireSelf,
  resetDoctors,
  setAvailability,
  waitingRoom,
} from '../use-cases/doctors.js';
import { signIn } from '../use-cases/sessions.js';
import type { RoutePlugin } from './types.js';

/** Device look-ups and sign-ups: no session yet, so counted per address. */
const REGISTRATION = { limit: 'registration' } as const;

/** Signatures travel as JPEG data URLs: doctor calls take up to 2 MB. */
const DOCTOR_BODY_LIMIT = 2 * 1024 * 1024;

export const doctorRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.get(
    '/api/doctors/device/:deviceId',
    {
      schema: { params: DoctorDeviceParams, response: { 200: Doctor, 403: ErrorResponse, 404: ErrorResponse } },
      config: REGISTRATION,
    },
    async (request, reply) => {
      refuseUnlessAppFetch(request);
      const row = await doctorOfDevice(db, request.params.deviceId);
      await signIn(db, request, reply, { role: 'doctor', doctorId: row.id });
      return toDoctor(row);
    },
  );

  app.post(
    '/api/doctors/device',
    { schema: { body: DoctorDeviceBody, response: { 200: Doctor, 404: ErrorResponse } }, config: REGISTRATION },
    async (request, reply) => {
      const row = await doctorOfDevice(db, request.body.deviceId);
      await signIn(db, request, reply, { role: 'doctor', doctorId: row.id });
      return toDoctor(row);
    },
  );

  app.post(
    '/api/doctors',
    {
      bodyLimit: DOCTOR_BODY_LIMIT,
      config: REGISTRATION,
      schema: { body: CreateDoctorBody, response: { 201: Doctor, 409: ErrorResponse } },
    },
    async (request, reply) => {
      const row = await registerDoctor(app, request.body);
      await signIn(db, request, reply, { role: 'doctor', doctorId: row.id });
      return reply.status(201).send(toDoctor(row));
    },
  );

  app.patch(
    '/api/doctors/:id',
    { bodyLimit: DOCTOR_BODY_LIMIT, schema: { params: IdParams, body: UpdateDoctorBody, response: { 200: Doctor } } },
    async (request) => {
      const doctor = await requireDoctor(db, request);
      requireSelf(doctor, request.params.id);
      return toDoctor(await changeDoctor(app, doctor, request.body));
    },
  );

  app.patch(
    '/api/doctors/:id/availability',
    { schema: { params: IdParams, body: AvailabilityBody, response: { 200: Doctor, 403: ErrorResponse } } },
    async (request) => {
      const doctor = await requireDoctor(db, request);
      requireSelf(doctor, request.params.id);
      return toDoctor(await setAvailability(app, doctor, request.body.isAvailable));
    },
  );

  app.get(
    '/api/doctors/:id/patients',
    { schema: { params: IdParams, response: { 200: Type.Array(WaitingRoomPatient) } } },
    async (request) => {
      const doctor = await requireDoctor(db, request);
      requireSelf(doctor, request.params.id);
      return (await waitingRoom(db, doctor)).map(toWaitingRoomPatient);
    },
  );

  app.delete(
    '/api/doctors/reset',
    { schema: { response: { 200: ResetResponse, 401: ErrorResponse, 403: ErrorResponse } } },
    async (request) => {
      if (!app.config.demoMode) throw forbidden('Resetting the doctor database is only available in demo mode');
      // A doctor's action (spec §6), even in a demo: a patient or a stranger may not remove every doctor.
      await requireDoctor(db, request);
      return { deletedCount: await resetDoctors(app, request.ip) };
    },
  );
};
