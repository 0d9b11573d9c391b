import { Type } from 'typebox';
import {
  ActionableItem,
  ActionableItemsResponse,
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
import { clinicalManagement } from '../clinical/management-service.js';
import { issueTickedItems } from '../clinical/issue.js';
import { doctorConversation } from '../domain/access.js';
import { actionableItemsOf } from '../domain/conversation-view.js';
import { conflict, HttpError, notFound } from '../domain/http-errors.js';
import type { RoutePlugin } from './types.js';

const DoctorDeviceQuery = Type.Object({ doctorDeviceId: Type.Optional(Type.String({ maxLength: 160 })) });
const EMPTY_ITEMS = { diagnoses: [], medications: [], investigations: [], certificates: [], referrals: [], advice: [] };
const ISSUE_FAILED = 'Failed to issue items. Please try again.';

/** Clinical management, actionable items and issuing: all for the doctor assigned to the conversation. */
export const clinicalRoutes: RoutePlugin = async (app) => {
  const { db } = app;
  const refusals = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.post(
    '/api/conversations/:id/clinical-management',
    { schema: { params: IdParams, body: ClinicalManagementBody, response: { 200: ClinicalManagementResponse, ...refusals } } },
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
    { schema: { params: IdParams, querystring: DoctorDeviceQuery, response: { 200: ActionableItemsResponse, ...refusals } } },
    async (request) => {
      await doctorConversation(db, request, request.params.id, request.query.doctorDeviceId);
      return { actionableItems: (await actionableItemsOf(db, request.params.id)) ?? EMPTY_ITEMS };
    },
  );

  app.patch(
    '/api/conversations/:id/actionable-items/:itemId',
    { schema: { params: ItemParams, body: ToggleItemBody, response: { 200: ActionableItem, 409: ErrorResponse, ...refusals } } },
    async (request) => {
      const { id, itemId } = request.params;
      await doctorConversation(db, request, id, request.body.doctorDeviceId);
      // Only while not issued: the condition is in the update itself, so a concurrent issue cannot slip between.
      const updated = await db
        .updateTable('actionableItems')
        .set({ ticked: request.body.ticked })
        .where('id', '=', itemId)
        .where('conversationId', '=', id)
        .where('issued', '=', false)
        .returning(['id', 'text', 'ticked', 'issued', 'subtype'])
        .executeTakeFirst();
      if (updated) return updated;
      const existing = await db.selectFrom('actionableItems').select('issued').where('id', '=', itemId).where('conversationId', '=', id).executeTakeFirst();
      if (!existing) throw notFound('Item not found');
      throw conflict('This item has already been issued and can no longer be changed');
    },
  );

  app.post(
    '/api/conversations/:id/issue-items',
    { schema: { params: IdParams, body: IssueItemsBody, response: { 200: IssueItemsResponse, 500: IssueItemsError, ...refusals } } },
    async (request) => {
      const { doctor } = await doctorConversation(db, request, request.params.id, request.body.doctorDeviceId);
      let result: Awaited<ReturnType<typeof issueTickedItems>>;
      try {
        result = await issueTickedItems(db, request.params.id, doctor, { publicPatientUrl: app.config.publicPatientUrl });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        request.log.error({ err }, 'issuing items failed');
        // The transaction rolled back: nothing was issued. The doctor-side screen reads `error`.
        throw new HttpError(500, ISSUE_FAILED, { error: ISSUE_FAILED });
      }
      await app.publish(result.events);
      return { summary: result.summary };
    },
  );
};
