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
import { conversationReader, patientConversation, requireSamePatient } from '../domain/access.js';
import { conversationView, listConversations } from '../domain/conversation-view.js';
import { notFound } from '../domain/http-errors.js';
import { toAssignedDoctor } from '../domain/serialize.js';
import { audit } from '../services/audit.js';
import type { RoutePlugin } from './types.js';

export const conversationRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.post(
    '/api/conversations',
    { schema: { body: CreateConversationBody, response: { 201: CreatedConversation, 403: ErrorResponse } } },
    async (request, reply) => {
      await requireSamePatient(db, request, request.body.userId);
      const created = await db
        .insertInto('conversations')
        .values({ userId: request.body.userId, status: 'ongoing', timestamp: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send(created);
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
      if (reader.role === 'doctor') {
        await audit(db, {
          actorType: 'doctor',
          actorId: reader.doctor.id,
          action: 'conversation.read',
          subjectType: 'conversation',
          subjectId: reader.conversation.id,
        });
      }
      return conversationView(db, reader.conversation);
    },
  );

  app.get(
    '/api/conversations/:id/assigned-doctor',
    { schema: { params: IdParams, response: { 200: AssignedDoctor, 404: ErrorResponse } } },
    async (request) => {
      const { conversation } = await patientConversation(db, request, request.params.id);
      const doctor = conversation.assignedDoctorId
        ? await db
            .selectFrom('doctors')
            .select(['fullName', 'avatarNumber'])
            .where('id', '=', conversation.assignedDoctorId)
            .executeTakeFirst()
        : undefined;
      if (!doctor) throw notFound('No assigned doctor');
      return toAssignedDoctor(doctor);
    },
  );

  app.delete(
    '/api/conversations/user/:userId',
    { schema: { params: UserIdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await trx.deleteFrom('conversations').where('userId', '=', user.id).returning('id').execute();
        await audit(trx, {
          actorType: 'patient',
          actorId: user.id,
          action: 'conversations.delete_all',
          subjectType: 'user',
          subjectId: user.id,
          detail: { count: rows.length },
        });
        return rows.length;
      });
      return { message: `Deleted ${deleted} conversation${deleted === 1 ? '' : 's'}` };
    },
  );

  app.delete(
    '/api/conversations/user/:userId/old',
    { schema: { params: UserIdParams, querystring: MonthsOldQuery, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      const { monthsOld } = request.query;
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .deleteFrom('conversations')
          .where('userId', '=', user.id)
          .where('timestamp', '<', monthsAgo(monthsOld))
          .returning('id')
          .execute();
        await audit(trx, {
          actorType: 'patient',
          actorId: user.id,
          action: 'conversations.delete_old',
          subjectType: 'user',
          subjectId: user.id,
          detail: { count: rows.length, monthsOld },
        });
        return rows.length;
      });
      return {
        message: `Deleted ${deleted} conversation${deleted === 1 ? '' : 's'} older than ${monthsOld} month${monthsOld === 1 ? '' : 's'}`,
      };
    },
  );
};

/** The calendar date `months` ago (so "older than 3 months" means what a person means). */
export function monthsAgo(months: number, now = new Date()): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
