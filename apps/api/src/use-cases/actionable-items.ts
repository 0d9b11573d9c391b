import type { ActionableItem, ActionableItems, AddCertificateBody } from '@telehealth/schema';
import { clinicalFactsOf } from '../clinical/clinical-facts.js';
import { certificateItem, buildManagementPlan } from '../clinical/plan.js';
import type { Db } from '../db/database.js';
import { addDays } from '../domain/dates.js';
import { actionableItemsOf } from './conversation-view.js';
import { conflict, notFound } from '../domain/http-errors.js';
import {
  hasUnissuedItem,
  insertItems,
  itemExists,
  lastInsertedItem,
  nextPosition,
  setTicked,
} from '../repositories/actionable-items.js';
import { audit } from '../repositories/audit.js';
import { lockConversation } from '../repositories/conversations.js';

const EMPTY_ITEMS: ActionableItems = {
  diagnoses: [],
  medications: [],
  investigations: [],
  certificates: [],
  referrals: [],
  advice: [],
};

export async function actionableItems(db: Db, conversationId: string): Promise<ActionableItems> {
  return (await actionableItemsOf(db, conversationId)) ?? EMPTY_ITEMS;
}

/** Ticks or unticks an item; an issued one is the record of what the patient received and stays as it is. */
export async function toggleItem(db: Db, conversationId: string, itemId: string, ticked: boolean) {
  const updated = await setTicked(db, conversationId, itemId, ticked);
  if (updated) return updated;
  if (!(await itemExists(db, conversationId, itemId))) throw notFound('Item not found');
  throw conflict('This item has already been issued and can no longer be changed');
}

/**
 * The doctor adds a medical certificate the patient did not ask for in the chat (or another one):
 * from today, for the condition's usual length unless the doctor chose the days, for the purpose
 * chosen (else the one that fits the patient's age). It is proposed unticked, like every item.
 */
export async function addCertificate(
  db: Db,
  conversationId: string,
  doctorId: string,
  choice: Pick<AddCertificateBody, 'purpose' | 'days'>,
  now: Date = new Date(),
): Promise<ActionableItem> {
  return db.transaction().execute(async (trx) => {
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (await hasUnissuedItem(trx, conversationId, 'certificates'))
      throw conflict('A medical certificate is already proposed: tick it to issue it');
    const suggested = buildManagementPlan(clinicalFactsOf(conversation, now)).certificate;
    const days = choice.days ?? suggested.days;
    const certificate = {
      ...suggested,
      purpose: choice.purpose ?? suggested.purpose,
      toDate: addDays(suggested.fromDate, days - 1),
      days,
      notes: ['Added by the doctor.', ...suggested.notes],
    };
    await insertItems(
      trx,
      conversationId,
      [certificateItem(certificate, true)],
      await nextPosition(trx, conversationId),
    );
    await audit(trx, {
      actorType: 'doctor',
      actorId: doctorId,
      action: 'actionable_item.certificate_added',
      subjectType: 'conversation',
      subjectId: conversationId,
      detail: { purpose: certificate.purpose, days },
    });
    return lastInsertedItem(trx, conversationId);
  });
}
