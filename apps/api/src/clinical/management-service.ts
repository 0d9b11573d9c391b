import type { Db } from '../db/database.js';
import { audit } from '../services/audit.js';
import { clinicalFactsOf } from './clinical-facts.js';
import { managementMarkdown } from './markdown.js';
import { buildManagementPlan } from './plan.js';

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
    const cached = await db
      .selectFrom('conversations')
      .select('clinicalManagementText')
      .where('id', '=', conversationId)
      .executeTakeFirst();
    if (cached?.clinicalManagementText) return { management: cached.clinicalManagementText, generated: false };
  }

  return db.transaction().execute(async (trx) => {
    // The row lock makes concurrent generations (two tabs, two instances) run one after the other.
    const conversation = await trx.selectFrom('conversations').selectAll().where('id', '=', conversationId).forUpdate().executeTakeFirstOrThrow();
    if (!opts.force && conversation.clinicalManagementText) return { management: conversation.clinicalManagementText, generated: false };

    const now = opts.now ?? new Date();
    const plan = buildManagementPlan(clinicalFactsOf(conversation, now));
    const management = managementMarkdown(plan);

    await trx.deleteFrom('actionableItems').where('conversationId', '=', conversationId).where('issued', '=', false).execute();
    const issued = await trx
      .selectFrom('actionableItems')
      .select(['category', 'text', 'position'])
      .where('conversationId', '=', conversationId)
      .execute();
    const fresh = plan.items.filter((item) => !issued.some((i) => i.category === item.category && i.text === item.text));
    const start = issued.reduce((max, i) => Math.max(max, i.position + 1), 0);
    if (fresh.length > 0) {
      await trx
        .insertInto('actionableItems')
        .values(
          fresh.map((item, index) => ({
            conversationId,
            category: item.category,
            text: item.text,
            subtype: item.subtype,
            position: start + index,
            details: JSON.stringify(item.details),
          })),
        )
        .execute();
    }

    // Strictly later than the previous generation, so every regeneration is visible even within a millisecond.
    const previous = conversation.clinicalManagementGeneratedAt?.getTime() ?? 0;
    const generatedAt = new Date(Math.max(now.getTime(), previous + 1));
    await trx
      .updateTable('conversations')
      .set({ clinicalManagementText: management, clinicalManagementGeneratedAt: generatedAt })
      .where('id', '=', conversationId)
      .execute();
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
