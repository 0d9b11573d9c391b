import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  ConversationAccessQuery,
  DoctorSendResponse,
  IdParams,
  Message,
  PatientSendResponse,
  SendMessageBody,
} from '@telehealth/schema';
import { conversationReader, doctorConversation, patientConversation } from '../domain/access.js';
import { badRequest, forbidden } from '../domain/http-errors.js';
import { checkImageDataUrl } from '../domain/image.js';
import { toMessage } from '../domain/serialize.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { requestDoctor } from '../services/assignment.js';
import { addMessage } from '../services/messages.js';
import { doctorSessionOf } from '../plugins/session.js';
import type { RoutePlugin } from './types.js';

/** 10 MB of image as base64 in JSON is about 14 MB; only this route accepts bodies that large. */
const MESSAGE_BODY_LIMIT = 15 * 1024 * 1024;

export const messageRoutes: RoutePlugin = async (app) => {
  const { db } = app;

  app.get(
    '/api/conversations/:id/messages',
    { schema: { params: IdParams, querystring: ConversationAccessQuery, response: { 200: Type.Array(Message) } } },
    async (request) => {
      const reader = await conversationReader(db, request, request.params.id, request.query);
      const rows = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversationId', '=', reader.conversation.id)
        .orderBy('seq')
        .execute();
      return rows.map(toMessage);
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      bodyLimit: MESSAGE_BODY_LIMIT,
      config: {
        rateLimit: {
          max: app.config.rateLimit.messagesPerMinute,
          timeWindow: '1 minute',
          // Per session where there is one, so patients behind one address don't throttle each other.
          keyGenerator: (req: FastifyRequest) => req.cookies.th_patient ?? req.cookies.th_doctor ?? req.ip,
        },
      },
      schema: {
        params: IdParams,
        body: SendMessageBody,
        response: { 200: Type.Union([PatientSendResponse, DoctorSendResponse]) },
      },
    },
    async (request) => {
      const { sender, imageUrl, userDeviceId, doctorDeviceId } = request.body;
      const text = request.body.text.trim();
      if (!text) throw badRequest('Message text must not be empty');
      const conversationId = request.params.id;

      if (sender === 'doctor') {
        if (imageUrl) throw badRequest('Doctors cannot attach images');
        if (!doctorSessionOf(request)) throw forbidden('Only a doctor may send as the doctor');
        const { doctor } = await doctorConversation(db, request, conversationId, doctorDeviceId);
        const row = await db.transaction().execute((trx) =>
          addMessage(trx, { conversationId, sender: 'doctor', text, authorDoctorId: doctor.id }),
        );
        await app.publish([{ kind: 'new_message', conversationId, messageId: row.id }]);
        return { message: toMessage(row) };
      }

      if (imageUrl) checkImageDataUrl(imageUrl);
      const { user } = await patientConversation(db, request, conversationId, userDeviceId);

      const events: BusEvent[] = [];
      const { patientRow, doctorRow } = await db.transaction().execute(async (trx) => {
        // The row lock makes a conversation's turns run one at a time, whatever the instance.
        const conversation = await trx
          .selectFrom('conversations')
          .selectAll()
          .where('id', '=', conversationId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const patientRow = await addMessage(trx, {
          conversationId,
          sender: 'patient',
          text,
          userId: user.id,
          imageUrl: imageUrl ?? null,
        });
        events.push({ kind: 'new_message', conversationId, messageId: patientRow.id });

        // Once a doctor has the patient, the AI stays quiet: the doctor answers.
        if (conversation.doctorConnectStatus === 'assigned') return { patientRow, doctorRow: null };

        const profiles = await trx.selectFrom('profiles').selectAll().where('deviceId', '=', user.deviceId).orderBy('createdAt').execute();
        const reply = await app.engine.reply({ conversation, text, imageUrl: imageUrl ?? null, profiles }, trx);
        if (!reply) return { patientRow, doctorRow: null };

        if (reply.conversationUpdate) {
          await trx.updateTable('conversations').set(reply.conversationUpdate).where('id', '=', conversationId).execute();
        }
        let said = { text: reply.text, options: reply.options ?? null };
        if (reply.requestDoctor) {
          const result = await requestDoctor(trx, conversationId, reply.requestDoctor);
          events.push(...result.events);
          if (reply.afterHandover) said = { options: null, ...reply.afterHandover(result) };
        }
        const doctorRow = await addMessage(trx, { conversationId, sender: 'doctor', text: said.text, options: said.options });
        events.push({ kind: 'new_message', conversationId, messageId: doctorRow.id });
        return { patientRow, doctorRow };
      });
      await app.publish(events);
      return doctorRow
        ? { patientMessage: toMessage(patientRow), doctorMessage: toMessage(doctorRow) }
        : { patientMessage: toMessage(patientRow) };
    },
  );
};
