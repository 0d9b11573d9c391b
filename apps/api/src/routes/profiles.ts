import { Type } from 'typebox';
import {
  CreateProfileBody,
  DEFAULT_COUNTRY,
  DEFAULT_RELATIONSHIP,
  IdParams,
  MessageResponse,
  PatientDeviceParams,
  Profile,
  UpdateProfileBody,
} from '@telehealth/schema';
import type { FastifyRequest } from 'fastify';
import { requirePatient } from '../domain/access.js';
import { badRequest, forbidden, notFound } from '../domain/http-errors.js';
import { toProfile } from '../domain/serialize.js';
import { checkDateOfBirth } from '../domain/date-of-birth.js';
import type { Db } from '../db/database.js';
import type { RoutePlugin } from './types.js';

/** An optional text field: trimmed, and empty means "not given". */
const optional = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

async function ownProfile(db: Db, request: FastifyRequest, id: string) {
  const user = await requirePatient(db, request);
  const profile = await db.selectFrom('profiles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!profile || profile.deviceId !== user.deviceId) throw notFound('Profile not found');
  return profile;
}

export const profileRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.get(
    '/api/profiles/device/:deviceId',
    { schema: { params: PatientDeviceParams, response: { 200: Type.Array(Profile) } } },
    async (request) => {
      const user = await requirePatient(db, request);
      if (user.deviceId !== request.params.deviceId) throw forbidden('Not authorized for this device');
      const rows = await db.selectFrom('profiles').selectAll().where('deviceId', '=', user.deviceId).orderBy('createdAt').execute();
      return rows.map(toProfile);
    },
  );

  app.post('/api/profiles', { schema: { body: CreateProfileBody, response: { 201: Profile } } }, async (request, reply) => {
    const user = await requirePatient(db, request);
    const body = request.body;
    if (user.deviceId !== body.deviceId) throw forbidden('Not authorized for this device');
    const fullName = body.fullName.trim();
    if (!fullName) throw badRequest('Full name is required');
    const dateOfBirth = optional(body.dateOfBirth);
    if (dateOfBirth) checkDateOfBirth(dateOfBirth);
    const row = await db
      .insertInto('profiles')
      .values({
        deviceId: user.deviceId,
        fullName,
        dateOfBirth,
        country: optional(body.country) ?? DEFAULT_COUNTRY,
        mobileNumber: optional(body.mobileNumber),
        medicareNumber: optional(body.medicareNumber),
        medicareReferenceNumber: optional(body.medicareReferenceNumber),
        relationship: body.relationship ?? DEFAULT_RELATIONSHIP,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.status(201).send(toProfile(row));
  });

  app.patch(
    '/api/profiles/:id',
    { schema: { params: IdParams, body: UpdateProfileBody, response: { 200: Profile } } },
    async (request) => {
      const profile = await ownProfile(db, request, request.params.id);
      const body = request.body;
      const changes: Record<string, string | null> = {};
      if (body.fullName !== undefined) {
        const fullName = body.fullName.trim();
        if (!fullName) throw badRequest('Full name is required');
        changes.fullName = fullName;
      }
      if (body.dateOfBirth !== undefined) {
        const dob = optional(body.dateOfBirth);
        if (dob) checkDateOfBirth(dob);
        changes.dateOfBirth = dob;
      }
      if (body.country !== undefined) changes.country = optional(body.country) ?? DEFAULT_COUNTRY;
      if (body.mobileNumber !== undefined) changes.mobileNumber = optional(body.mobileNumber);
      if (body.medicareNumber !== undefined) changes.medicareNumber = optional(body.medicareNumber);
      if (body.medicareReferenceNumber !== undefined) changes.medicareReferenceNumber = optional(body.medicareReferenceNumber);
      if (body.relationship !== undefined) changes.relationship = body.relationship;
      const row = await db
        .updateTable('profiles')
        .set({ ...changes, updatedAt: new Date() })
        .where('id', '=', profile.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toProfile(row);
    },
  );

  app.delete('/api/profiles/:id', { schema: { params: IdParams, response: { 200: MessageResponse } } }, async (request) => {
    const profile = await ownProfile(db, request, request.params.id);
    await db.deleteFrom('profiles').where('id', '=', profile.id).execute();
    return { message: 'Profile deleted' };
  });
};
