import { ErrorResponse, PatientDeviceParams, RegisterDeviceBody, User } from '@telehealth/schema';
import { notFound } from '../domain/http-errors.js';
import { startPatientSession } from '../plugins/session.js';
import type { RoutePlugin } from './types.js';

/** Patient device identity: looking a device up or registering it starts the patient's session. */
export const userRoutes: RoutePlugin = async (app) => {
  const registrationLimit = { rateLimit: { max: app.config.rateLimit.registrationsPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/api/users/device/:deviceId',
    { schema: { params: PatientDeviceParams, response: { 200: User, 404: ErrorResponse } }, config: registrationLimit },
    async (request, reply) => {
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('deviceId', '=', request.params.deviceId)
        .executeTakeFirst();
      if (!user) throw notFound('User not found');
      startPatientSession(reply, user.id);
      return user;
    },
  );

  app.post(
    '/api/users/device',
    {
      schema: { body: RegisterDeviceBody, response: { 200: User, 201: User } },
      config: registrationLimit,
    },
    async (request, reply) => {
      const { deviceId } = request.body;
      const username = `patient_${deviceId.slice(-8)}`;
      const inserted = await app.db
        .insertInto('users')
        .values({ deviceId, username, password: null })
        .onConflict((oc) => oc.column('deviceId').doNothing())
        .returning(['id', 'username'])
        .executeTakeFirst();
      const user =
        inserted ??
        (await app.db.selectFrom('users').select(['id', 'username']).where('deviceId', '=', deviceId).executeTakeFirstOrThrow());
      startPatientSession(reply, user.id);
      return reply.status(inserted ? 201 : 200).send(user);
    },
  );
};
