import type { MessageRow, UserRow } from '../db/tables.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { lockConversation } from '../repositories/conversations.js';
import { addMessage } from '../repositories/messages.js';
import { profilesOfDevice } from '../repositories/profiles.js';
import type { ConsultationEngine } from '../services/consultation-engine.js';
import { requestDoctor } from './assignment.js';
import type { UseCaseDeps } from './deps.js';
import { notFound } from '../domain/http-errors.js';

export interface PatientTurnDeps extends UseCaseDeps {
  engine: ConsultationEngine;
}

export interface PatientTurn {
  conversationId: string;
  user: UserRow;
  text: string;
  imageUrl: string | null;
}

/** The patient's message and, unless a doctor has the patient, the AI doctor's answer. */
export async function patientTurn({ db, publish, engine }: PatientTurnDeps, turn: PatientTurn): Promise<{ patientRow: MessageRow; doctorRow: MessageRow | null }> {
  const { conversationId, user, text, imageUrl } = turn;
  const events: BusEvent[] = [];
  const result = await db.transaction().execute(async (trx) => {
    // The row lock makes a conversation's turns run one at a time, whatever the instance.
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    const patientRow = await addMessage(trx, { conversationId, sender: 'patient', text, userId: user.id, imageUrl });
    events.push({ kind: 'new_message', conversationId, messageId: patientRow.id });

    // Once a doctor has the patient, the AI stays quiet: the doctor answers.
    if (conversation.doctorConnectStatus === 'assigned') return { patientRow, doctorRow: null };

    const profiles = await profilesOfDevice(trx, user.deviceId);
    const reply = await engine.reply({ conversation, text, imageUrl, profiles }, trx);
    if (!reply) return { patientRow, doctorRow: null };

    if (reply.conversationUpdate) {
      await trx.updateTable('conversations').set(reply.conversationUpdate).where('id', '=', conversationId).execute();
    }
    let said = { text: reply.text, options: reply.options ?? null };
    if (reply.requestDoctor) {
      const assignment = await requestDoctor(trx, conversationId, reply.requestDoctor);
      events.push(...assignment.events);
      if (reply.afterHandover) said = { options: null, ...reply.afterHandover(assignment) };
    }
    const doctorRow = await addMessage(trx, { conversationId, sender: 'doctor', text: said.text, options: said.options });
    events.push({ kind: 'new_message', conversationId, messageId: doctorRow.id });
    return { patientRow, doctorRow };
  });
  await publish(events);
  return result;
}
