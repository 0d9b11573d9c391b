import { Type } from 'typebox';
import {
  CreateProfileBody,
  IdParams,
  MessageResponse,
  PatientDeviceParams,
  Profile,
  UpdateProfileBody,
} from '@telehealth/schema';
import { toProfile } from '../domain/serialize.js';
import { requirePatient } from '../use-cases/access.js';
import { changeProfile, createProfile, listProfiles, removeProfile } from '../use-cases/profiles.js';
import type { RoutePlugin } from './types.js';

export const profileRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.get(
    '/api/profiles/device/:deviceId',
    { schema: { params: PatientDeviceParams, response: { 200: Type.Array(Profile) } } },
    async (request) => {
      const user = await requirePatient(db, request);
      return (await listProfiles(db, user, request.params.deviceId)).map(toProfile);
    },
  );

  app.post(
    '/api/profiles',
    { schema: { body: CreateProfileBody, response: { 201: Profile } } },
    async (request, reply) => {
      const user = await requirePatient(db, request);
      return reply.status(201).send(toProfile(await createProfile(db, user, request.body)));
    },
  );

  app.patch(
    '/api/profiles/:id',
    { schema: { params: IdParams, body: UpdateProfileBody, response: { 200: Profile } } },
    async (request) => {
      const user = await requirePatient(db, request);
      return toProfile(await changeProfile(db, user, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/profiles/:id',
    { schema: { params: IdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requirePatient(db, request);
      await removeProfile(db, user, request.params.id);
      return { message: 'Profile deleted' };
    },
  );
};
