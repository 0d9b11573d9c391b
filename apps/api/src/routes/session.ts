import { Type } from 'typebox';
import { LogoutBody } from '@telehealth/schema';
import { logOut } from '../use-cases/sessions.js';
import type { RoutePlugin } from './types.js';

/** Logout ends the browser's sessions on the server (the cookies alone could be replayed otherwise). */
export const sessionRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/session/logout',
    { schema: { body: LogoutBody, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const role = request.body.role;
      await logOut(app, request, reply, role ? [role] : ['patient', 'doctor']);
      return reply.status(204).send(null);
    },
  );
};
