import type { QuickReplies } from '@telehealth/schema';
import type { ConversationRow, ConversationUpdate, ProfileRow } from '../db/tables.js';

/** One patient turn and everything the AI doctor needs to know for it: no storage, only facts. */
export interface ConsultationTurn {
  /** The conversation as read before the turn, its consultation state included. */
  conversation: ConversationRow;
  text: string;
  imageUrl: string | null;
  /**
   * The device's saved profiles, to offer "who is this for": read only by the steps that use them
   * (most turns answer an interview question and need none), at most once a turn: a read of
   * the database the turn pays only when it needs it.
   */
  profiles: () => Promise<ProfileRow[]>;
  /** The conversation's place in the doctor queue while it waits, else null. */
  queuePosition: number | null;
  now: Date;
}

/** What the AI doctor wants done beyond its words; the patient-turn use case carries each out. */
export type ConsultationIntent =
  | { kind: 'mark-urgent' }
  /**
   * Ask for a doctor's review; `lead` opens the words the patient gets once the assignment is known, and `then`
   * (crisis support's plan question) follows them.
   */
  | { kind: 'request-doctor'; urgent: boolean; lead: string; then?: { text: string; options: QuickReplies | null } };

export interface ConsultationReply {
  text: string;
  options: QuickReplies | null;
  /** Fields the turn sets on the conversation (state, diagnosis, summary, patient details, triage). */
  conversationUpdate: ConversationUpdate;
  intents: ConsultationIntent[];
}

/**
 * The AI doctor: given the conversation and the patient's turn, the next doctor message, the new
 * state and its intents. It holds no storage and no connection, so it runs before the turn's
 * transaction. Returning null means the AI stays quiet.
 */
export interface ConsultationEngine {
  /** `model: false` answers with the embedded engine alone (no LLM call, so no waiting on a provider). */
  reply(turn: ConsultationTurn, options?: { model?: boolean }): Promise<ConsultationReply | null>;
}

/** An engine that never answers: the chat still stores and delivers every patient message. */
export const silentEngine: ConsultationEngine = {
  async reply() {
    return null;
  },
};
