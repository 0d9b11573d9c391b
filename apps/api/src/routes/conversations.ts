import { Type } from 'typebox';
import {
  AssignedDoctor,
  Conversation,
  ConversationAccessQuery,
  CreateConversationBody,
  CreatedConversation,
  ErrorResponse,
  IdParams,
  ListConversationsQuery,
  MessageResponse,
  MonthsOldQuery,
  UserIdParams,
} from '@telehealth/schema';
import { toAssignedDoctor } from '../domain/serialize.js';
import { conversationReader, patientConversation, requireSamePatient } from '../use-cases/access.js';
import { deleteConversations } from '../use-cases/bulk-delete.js';
import { assignedDoctor, listConversations, readConversation, startConversation } from '../use-cases/conversations.js';
import type { RoutePlugin } from './types.js';

const conversations = (n: number) => `${n} conversation${n === 1 ? '' : 's'}`;
const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

export const conversationRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.post(
    '/api/conversations',
    { schema: { body: CreateConversationBody, response: { 201: CreatedConversation, 403: ErrorResponse } } },
    async (request, reply) => {
      await requireSamePatient(db, request, request.body.userId);
      return reply.status(201).send(await startConversation(db, request.body.userId));
    },
  );

  app.get(
    '/api/conversations',
    { schema: { querystring: ListConversationsQuery, response: { 200: Type.Array(Conversation) } } },
    async (request) => {
      await requireSamePatient(db, request, request.query.userId);
      return listConversations(db, request.query.userId);
    },
  );

  app.get(
    '/api/conversations/:id',
    { schema: { params: IdParams, querystring: ConversationAccessQuery, response: { 200: Conversation } } },
    async (request) => {
      const reader = await conversationReader(db, request, request.params.id, request.query);
      return readConversation(db, reader);
    },
  );

  app.get(
    '/api/conversations/:id/assigned-doctor',
    { schema: { params: IdParams, response: { 200: AssignedDoctor, 404: ErrorResponse } } },
    async (request) => {
      const { conversation } = await patientConversation(db, request, request.params.id);
      return toAssignedDoctor(await assignedDoctor(db, conversation));
    },
  );

  app.delete(
    '/api/conversations/user/:userId',
    { schema: { params: UserIdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      return { message: `Deleted ${conversations(await deleteConversations(app, user.id, null))}` };
    },
  );

  app.delete(
    '/api/conversations/user/:userId/old',
    { schema: { params: UserIdParams, querystring: MonthsOldQuery, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      const { monthsOld } = request.query;
      const deleted = await deleteConversations(app, user.id, monthsOld);
      return { message: `Deleted ${conversations(deleted)} older than ${months(monthsOld)}` };
    },
  );
};
