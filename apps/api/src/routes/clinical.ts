import { Type } from 'typebox';
import {
  ActionableItem,
  ActionableItemsResponse,
  AddCertificateBody,
  Conversation,
  PatientDetailsBody,
  ClinicalManagementBody,
  ClinicalManagementResponse,
  ErrorResponse,
  IdParams,
  IssueItemsBody,
  IssueItemsError,
  IssueItemsResponse,
  ItemParams,
  ToggleItemBody,
} from '@telehealth/schema';
import { requirePublicPatientUrl } from '../config.js';
import { HttpError } from '../domain/http-errors.js';
import { databaseConnectionLost } from '../plugins/connection-lost.js';
import { failureForLog } from '../plugins/failure-log.js';
import { doctorConversation } from '../use-cases/access.js';
import { actionableItems, addCertificate, toggleItem } from '../use-cases/actionable-items.js';
import { clinicalManagement } from '../use-cases/clinical-management.js';
import { issueItems } from '../use-cases/issue-items.js';
import { correctPatientDetails } from '../use-cases/patient-details.js';
import type { RoutePlugin } from './types.js';

const DoctorDeviceQuery = Type.Object({ doctorDeviceId: Type.Optional(Type.String({ maxLength: 160 })) });
const ISSUE_FAILED = 'Failed to issue items. Please try again.';

/** Clinical management, actionable items and issuing: all for the doctor assigned to the conversation. */
export const clinicalRoutes: RoutePlugin = async (app) => {
  const { db } = app;
  const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.post(
    '/api/conversations/:id/clinical-management',
    {
      schema: {
        params: IdParams,
        body: ClinicalManagementBody,
        response: { 200: ClinicalManagementResponse, ...refusals },
      },
    },
    async (request) => {
      const { doctor } = await doctorConversation(db, request, request.params.id, request.body.doctorDeviceId);
      const { management } = await clinicalManagement(db, request.params.id, {
        force: request.body.forceRegenerate === true,
        doctorId: doctor.id,
      });
      return { management };
    },
  );

  app.get(
    '/api/conversations/:id/actionable-items',
    {
      schema: {
        params: IdParams,
        querystring: DoctorDeviceQuery,
        response: { 200: ActionableItemsResponse, ...refusals },
      },
    },
    async (request) => {
      await doctorConversation(db, request, request.params.id, request.query.doctorDeviceId);
      return { actionableItems: await actionableItems(db, request.params.id) };
    },
  );

  app.patch(
    '/api/conversations/:id/actionable-items/:itemId',
    {
      schema: {
        params: ItemParams,
        body: ToggleItemBody,
        response: { 200: ActionableItem, 409: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      await doctorConversation(db, request, id, request.body.doctorDeviceId);
      return toggleItem(db, id, itemId, request.body.ticked);
    },
  );

  app.post(
    '/api/conversations/:id/actionable-items/certificate',
    {
      schema: {
        params: IdParams,
        body: AddCertificateBody,
        response: { 201: ActionableItem, 409: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { doctor } = await doctorConversation(db, request, request.params.id, request.body.doctorDeviceId);
      const { purpose, days } = request.body;
      return reply.status(201).send(await addCertificate(db, request.params.id, doctor.id, { purpose, days }));
    },
  );

  app.patch(
    '/api/conversations/:id/patient-details',
    {
      schema: {
        params: IdParams,
        body: PatientDetailsBody,
        response: { 200: Conversation, 409: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      await doctorConversation(db, request, request.params.id, request.body.doctorDeviceId);
      return correctPatientDetails(db, request.params.id, request.body);
    },
  );

  app.post(
    '/api/conversations/:id/issue-items',
    {
      schema: {
        params: IdParams,
        body: IssueItemsBody,
        response: { 200: IssueItemsResponse, 409: ErrorResponse, 500: IssueItemsError, ...refusals },
      },
    },
    async (request) => {
      const { doctor } = await doctorConversation(db, request, request.params.id, request.body.doctorDeviceId);
      try {
        return {
          summary: await issueItems(app, request.params.id, doctor, {
            publicPatientUrl: requirePublicPatientUrl(app.config),
          }),
        };
      } catch (err) {
        // A refusal says why; a lost connection answers 503 as on any route (the doctor may try again).
        if (err instanceof HttpError || databaseConnectionLost(err)) throw err;
        request.log.error({ failure: failureForLog(err) }, 'issuing items failed');
        // The transaction rolled back: nothing was issued. The doctor-side screen reads `error`.
        throw new HttpError(500, ISSUE_FAILED, { error: ISSUE_FAILED });
      }
    },
  );
};
