import type { Transaction } from 'kysely';
import type { QuickReplies } from '@telehealth/schema';
import type { ConversationRow, ConversationUpdate, Database, ProfileRow } from '../db/tables.js';
import type { AssignmentResult } from '../use-cases/assignment.js';

/** One patient turn, as the engine sees it. */
export interface ConsultationTurn {
  conversation: ConversationRow;
  text: string;
  imageUrl: string | null;
  /** The device's saved profiles, to offer "who is this for". */
  profiles: ProfileRow[];
}

export interface ConsultationReply {
  text: string;
  options?: QuickReplies | null;
  /** Fields the turn sets on the conversation (state, diagnosis, summary, patient details, urgency). */
  conversationUpdate?: ConversationUpdate;
  /** Ask the assignment service for a doctor in the same transaction. */
  requestDoctor?: { urgent: boolean };
  /** Words for the patient once the assignment result is known (assigned now, or their place in the queue). */
  afterHandover?: (result: AssignmentResult) => { text: string; options?: QuickReplies | null };
}

/**
 * The AI doctor: given the conversation and the patient's turn, the next doctor message and the
 * new state. It runs inside the turn's transaction, with the conversation row locked, so turns of
 * one conversation never interleave. Returning null means the AI stays quiet.
 */
export interface ConsultationEngine {
  reply(turn: ConsultationTurn, trx: Transaction<Database>): Promise<ConsultationReply | null>;
}

/** An engine that never answers: the chat still stores and delivers every patient message. */
export const silentEngine: ConsultationEngine = {
  async reply() {
    return null;
  },
};
