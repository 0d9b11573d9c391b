import { Type } from 'typebox';
import { Document, IdParams, MessageResponse, MonthsOldQuery, UserIdParams, Verification } from '@telehealth/schema';
import type { FastifyRequest } from 'fastify';
import { normalizeVerificationCode } from '../clinical/documents/identifiers.js';
import { isAssigned, isUuid, requireSamePatient } from '../domain/access.js';
import { notFound } from '../domain/http-errors.js';
import { doctorSessionOf, patientSessionOf } from '../plugins/session.js';
import { audit } from '../services/audit.js';
import type { Db } from '../db/database.js';
import type { RoutePlugin } from './types.js';
import { monthsAgo } from './conversations.js';

/** Removes a user's stored files (all, or those made before `before`) and their chat attachment fields. */
async function deleteDocuments(db: Db, userId: string, before: Date | null): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx.deleteFrom('attachments').where('userId', '=', userId);
    if (before) query = query.where('createdAt', '<', before);
    const removed = await query.returning('id').execute();
    const ids = removed.map((r) => r.id);
    if (ids.length > 0) {
      // The foreign key nulls attachment_id; the visible fields go too, so no dead link is left.
      await trx
        .updateTable('messages')
        .set({ attachmentUrl: null, attachmentName: null, attachmentPurpose: null, attachmentCondition: null })
        .where('attachmentUrl', 'in', ids.map((id) => `/api/attachments/${id}`))
        .execute();
    }
    await audit(trx, {
      actorType: 'patient',
      actorId: userId,
      action: before ? 'documents.delete_old' : 'documents.delete_all',
      subjectType: 'user',
      subjectId: userId,
      detail: { count: ids.length },
    });
    return ids.length;
  });
}

/** The owner patient, or the doctor assigned to the document's conversation. */
async function mayDownload(db: Db, request: FastifyRequest, attachment: { userId: string; conversationId: string }) {
  if (patientSessionOf(request) === attachment.userId) return true;
  const doctorId = doctorSessionOf(request);
  return doctorId !== null && isUuid(doctorId) && (await isAssigned(db, doctorId, attachment.conversationId));
}

export const documentRoutes: RoutePlugin = async (app) => {
  const { db } = app;
  const plural = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

  app.get(
    '/api/documents/user/:userId',
    { schema: { params: UserIdParams, response: { 200: Type.Array(Document) } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      const rows = await db
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
        .select([
          'messages.id',
          'messages.conversationId',
          'messages.attachmentUrl',
          'messages.attachmentName',
          'messages.attachmentPurpose',
          'messages.attachmentCondition',
          'messages.timestamp',
        ])
        .where('conversations.userId', '=', user.id)
        .where('messages.attachmentUrl', 'is not', null)
        .orderBy('messages.createdAt', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, attachmentUrl: r.attachmentUrl!, attachmentName: r.attachmentName ?? 'document.pdf' }));
    },
  );

  app.delete(
    '/api/documents/user/:userId',
    { schema: { params: UserIdParams, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      return { message: `Deleted ${plural(await deleteDocuments(db, user.id, null))}` };
    },
  );

  app.delete(
    '/api/documents/user/:userId/old',
    { schema: { params: UserIdParams, querystring: MonthsOldQuery, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      const { monthsOld } = request.query;
      const n = await deleteDocuments(db, user.id, monthsAgo(monthsOld));
      return { message: `Deleted ${plural(n)} older than ${monthsOld} month${monthsOld === 1 ? '' : 's'}` };
    },
  );

  app.get('/api/attachments/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const attachment = await db.selectFrom('attachments').selectAll().where('id', '=', request.params.id).executeTakeFirst();
    // Someone else's document answers exactly like a missing one.
    if (!attachment || !(await mayDownload(db, request, attachment))) throw notFound('Document not found');
    const safeName = attachment.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('Content-Type', attachment.contentType)
      .header('Content-Disposition', `attachment; filename="${safeName}"`)
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(attachment.bytes));
  });

  app.get(
    '/api/verify/:code',
    {
      schema: { params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }), response: { 200: Verification } },
    },
    async (request) => {
      // Typed from paper: case, spaces, dashes and look-alike letters do not matter.
      const typed = request.params.code.trim().toUpperCase();
      const codes = [typed, normalizeVerificationCode(typed)].filter((c): c is string => c !== null);
      const a = await db.selectFrom('attachments').selectAll().where('verificationCode', 'in', codes).executeTakeFirst();
      if (!a) throw notFound('No document has this verification code');
      return {
        valid: true,
        documentType: a.kind,
        documentNumber: a.documentNumber,
        issuedAt: a.createdAt.toISOString(),
        validFrom: a.validFrom,
        validTo: a.validTo,
        doctorName: a.doctorName,
        providerNumber: a.providerNumber,
      };
    },
  );
};
