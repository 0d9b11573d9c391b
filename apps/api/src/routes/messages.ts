import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  CHAT_NEEDS_VERIFICATION,
  ConversationAccessQuery,
  DoctorSendResponse,
  IdParams,
  Message,
  PatientSendResponse,
  SendMessageBody,
} from '@telehealth/schema';
import { badRequest, forbidden } from '../domain/http-errors.js';
import { checkImageDataUrl } from '../domain/image.js';
import { clinicianEntry } from '../plugins/audit-trail.js';
import { toMessage } from '../domain/serialize.js';
import { conversationReader, patientTurnConversation, requireDoctorOn } from '../use-cases/access.js';
import { sessionOf } from '../use-cases/sessions.js';
import { sendDoctorMessage } from '../use-cases/doctor-message.js';
import { messageListJson } from '../use-cases/messages.js';
import { patientTurn } from '../use-cases/patient-turn.js';
import type { RoutePlugin } from './types.js';

/**
 * Serialises the answer by its own branch of the route's union: the union's serialiser would check
 * the answer against each branch in turn (a full schema validation of every message sent) to find it.
 */
function answerAs(reply: FastifyReply, schema: TSchema): void {
  reply
    .type('application/json; charset=utf-8')
    .serializer(reply.compileSerializationSchema(schema as unknown as Record<string, unknown>, '200'));
}

/** 10 MB of image as base64 in JSON is about 14 MB; only this route accepts bodies that large. */
const MESSAGE_BODY_LIMIT = 15 * 1024 * 1024;

export const messageRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.get(
    '/api/conversations/:id/messages',
    { schema: { params: IdParams, querystring: ConversationAccessQuery, response: { 200: Type.Array(Message) } } },
    async (request, reply) => {
      const reader = await conversationReader(db, request, request.params.id, request.query);
      // Written as read (images in slices): a list with 50 MB of images is never held in memory.
      const body = Readable.from(messageListJson(db, reader), { objectMode: false, highWaterMark: 64 * 1024 });
      // The schema above still documents the answer; a stream is sent as it is, not serialised.
      return reply.type('application/json; charset=utf-8').send(body as unknown as Message[]);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: { limit: 'message' },
      schema: {
        params: IdParams,
        body: SendMessageBody,
        response: { 200: Type.Union([PatientSendResponse, DoctorSendResponse]) },
      },
    },
    async (request, reply) => {
      const { sender, imageUrl, userDeviceId, doctorDeviceId } = request.body;
      const clientMessageId = request.body.clientMessageId ?? null;
      const text = request.body.text.trim();
      if (!text) throw badRequest('Message text must not be empty');
      const conversationId = request.params.id;

      if (sender === 'doctor') {
        if (imageUrl) throw badRequest('Doctors cannot attach images');
        if (!(await sessionOf(db, request, 'doctor'))) throw forbidden('Only a doctor may send as the doctor');
        // The assignment is checked by the write itself (403 or 404 when it refuses).
        const doctor = await requireDoctorOn(db, request, doctorDeviceId);
        // The patient reads the doctor's name on every message: not one an operator has yet to check.
        if (doctor.verifiedAt === null) throw forbidden(CHAT_NEEDS_VERIFICATION);
        // The audit row goes in with the message, in the same statement (the hook skips it then).
        const entry = clinicianEntry(request);
        if (!entry) throw new Error('a doctor message must be audited');
        const audited = { entry, onRecorded: () => void (request.auditRecorded = true) };
        const message = await sendDoctorMessage(app, conversationId, doctor, text, clientMessageId, audited);
        answerAs(reply, DoctorSendResponse);
        return { message: toMessage(message) };
      }

      const image = imageUrl ? checkImageDataUrl(imageUrl) : null;
      const { user, conversation } = await patientTurnConversation(
        db,
        request,
        conversationId,
        userDeviceId,
        clientMessageId,
      );
      const { patientRow, doctorRow } = await patientTurn(app, {
        conversationId,
        user,
        conversation,
        text,
        imageUrl: imageUrl ?? null,
        clientMessageId,
        imageBytes: image?.bytes ?? 0,
      });
      answerAs(reply, PatientSendResponse);
      return doctorRow
        ? { patientMessage: toMessage(patientRow), doctorMessage: toMessage(doctorRow) }
        : { patientMessage: toMessage(patientRow) };
    },
  );
};
