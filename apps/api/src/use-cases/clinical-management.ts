import { clinicalFactsOf } from '../clinical/clinical-facts.js';
import { managementMarkdown } from '../clinical/markdown.js';
import { buildManagementPlan } from '../clinical/plan.js';
import type { Db } from '../db/database.js';
import { notFound } from '../domain/http-errors.js';
import { deleteUnissuedItems, insertItems, issuedItems } from '../repositories/actionable-items.js';
import { audit } from '../repositories/audit.js';
import { cachedClinicalManagement, lockConversation, updateRecord } from '../repositories/conversations.js';

export interface ManagementResult {
  management: string;
  /** False when the cached text was returned. */
  generated: boolean;
}

/**
 * The conversation's clinical management: generated once and cached on the conversation. Forcing
 * rebuilds the text and every item not yet issued; issued items stay as they were (they are the
 * record of what the patient received), and a fresh item identical to an issued one is not added again.
 */
export async function clinicalManagement(
  db: Db,
  conversationId: string,
  opts: { force: boolean; doctorId: string; now?: Date },
): Promise<ManagementResult> {
  if (!opts.force) {
    const cached = await cachedClinicalManagement(db, conversationId);
    if (cached) return { management: cached, generated: false };
  }

  return db.transaction().execute(async (trx) => {
    // The row lock makes concurrent generations (two tabs, two instances) run one after the other.
    const conversation = await lockConversation(trx, conversationId);
    if (!conversation) throw notFound('Conversation not found');
    if (!opts.force && conversation.clinicalManagementText)
      return { management: conversation.clinicalManagementText, generated: false };

    const now = opts.now ?? new Date();
    const plan = buildManagementPlan(clinicalFactsOf(conversation, now));
    const management = managementMarkdown(plan);

    await deleteUnissuedItems(trx, conversationId);
    const issued = await issuedItems(trx, conversationId);
    const fresh = plan.items.filter(
      (item) => !issued.some((i) => i.category === item.category && i.text === item.text),
    );
    const start = issued.reduce((max, i) => Math.max(max, i.position + 1), 0);
    await insertItems(trx, conversationId, fresh, start);

    // Strictly later than the previous generation, so every regeneration is visible even within a millisecond.
    const previous = conversation.clinicalManagementGeneratedAt?.getTime() ?? 0;
    const generatedAt = new Date(Math.max(now.getTime(), previous + 1));
    await updateRecord(trx, conversationId, {
      clinicalManagementText: management,
      clinicalManagementGeneratedAt: generatedAt,
    });
    await audit(trx, {
      actorType: 'doctor',
      actorId: opts.doctorId,
      action: opts.force ? 'clinical_management.regenerate' : 'clinical_management.generate',
      subjectType: 'conversation',
      subjectId: conversationId,
      detail: { items: fresh.length, keptIssued: issued.length, workingDiagnosis: plan.working?.name ?? null },
    });
    return { management, generated: true };
  });
}
