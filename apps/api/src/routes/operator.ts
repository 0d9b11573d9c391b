import { Type } from 'typebox';
import { CheckedDoctorDetails, DoctorForOperator, ErrorResponse, IdParams } from '@telehealth/schema';
import { toDoctorForOperator } from '../domain/serialize.js';
import { doctorsAwaitingVerification, verifyDoctor } from '../use-cases/doctor-verification.js';
import { requireOperator } from '../use-cases/operator-access.js';
import type { RoutePlugin } from './types.js';

/** The operator's API (bearer `OPERATOR_TOKEN`): doctors waiting for verification, and verifying one
 * with the details that were checked. */
export const operatorRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', async (request) => requireOperator(request, app.config.operatorToken));

  app.get(
    '/api/operator/doctors/pending',
    { schema: { response: { 200: Type.Array(DoctorForOperator), 401: ErrorResponse, 403: ErrorResponse } } },
    async () => (await doctorsAwaitingVerification(app.db)).map(toDoctorForOperator),
  );

  app.post(
    '/api/operator/doctors/:id/verify',
    {
      schema: {
        params: IdParams,
        // What the operator checked: a change the doctor made after the check is not verified with it.
        body: CheckedDoctorDetails,
        response: {
          200: DoctorForOperator,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request) => toDoctorForOperator(await verifyDoctor(app, request.params.id, 'operator-api', request.body)),
  );
};
