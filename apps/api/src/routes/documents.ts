import { Type } from 'typebox';
import { Document, IdParams, MessageResponse, MonthsOldQuery, UserIdParams, Verification } from '@telehealth/schema';
import { requireSamePatient } from '../use-cases/access.js';
import { deleteDocuments } from '../use-cases/bulk-delete.js';
import { documentsOf, downloadableDocument, verifyDocument } from '../use-cases/documents.js';
import type { RoutePlugin } from './types.js';

export const documentRoutes: RoutePlugin = async (app) => {
  const { db } = app;
  const plural = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

  app.get(
    '/api/documents/user/:userId',
    { schema: { params: UserIdParams, response: { 200: Type.Array(Document) } } },
    async (request) => {
      const user = await requireSamePatient(db, request, request.params.userId);
      return documentsOf(db, user.id);
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
      const n = await deleteDocuments(db, user.id, monthsOld);
      return { message: `Deleted ${plural(n)} older than ${monthsOld} month${monthsOld === 1 ? '' : 's'}` };
    },
  );

  app.get('/api/attachments/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const attachment = await downloadableDocument(db, request, request.params.id);
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
      // Anyone may verify a document: counted per address, so codes cannot be tried by the thousand.
      config: { limit: 'verification' },
      schema: {
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: Verification },
      },
    },
    async (request) => verifyDocument(db, request.params.code),
  );
};
