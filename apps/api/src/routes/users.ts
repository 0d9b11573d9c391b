import { ErrorResponse, PatientDeviceParams, RegisterDeviceBody, User } from '@telehealth/schema';
import { refuseUnlessAppFetch } from '../plugins/session.js';
import { patientOfDevice, registerDevice } from '../use-cases/patients.js';
import { signIn } from '../use-cases/sessions.js';
import type { RoutePlugin } from './types.js';

/** Device look-ups and sign-ups: no session yet, so counted per address. */
const REGISTRATION = { limit: 'registration' } as const;

/** Patient device identity: looking a device up or registering it starts the patient's session. */
export const userRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/users/device/:deviceId',
    {
      schema: { params: PatientDeviceParams, response: { 200: User, 403: ErrorResponse, 404: ErrorResponse } },
      config: REGISTRATION,
    },
    async (request, reply) => {
      refuseUnlessAppFetch(request);
      const user = await patientOfDevice(app.db, request.params.deviceId);
      await signIn(app.db, request, reply, { role: 'patient', userId: user.id });
      return user;
    },
  );

  app.post(
    '/api/users/device',
    {
      schema: { body: RegisterDeviceBody, response: { 200: User, 201: User } },
      config: REGISTRATION,
    },
    async (request, reply) => {
      const { user, created } = await registerDevice(app.db, request.body.deviceId);
      await signIn(app.db, request, reply, { role: 'patient', userId: user.id });
      return reply.status(created ? 201 : 200).send(user);
    },
  );
};
