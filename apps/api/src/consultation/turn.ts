import type { KnowledgeBase } from '@telehealth/diagnosis';
import type { QuickReplies } from '@telehealth/schema';
import type { ConversationRow, ConversationUpdate, ProfileRow } from '../db/tables.js';
import type { ConsultationIntent } from './contract.js';
import type { ConsultationLlm } from './llm/consultation-llm.js';
import type { ConsultationState, Stage } from './state.js';

/** Words from the AI doctor, with the quick replies that fit them. */
export interface Said {
  text: string;
  options?: QuickReplies | null;
}

/** Everything one patient turn works with; steps change `state`, `update` and `intents` in place. */
export interface Turn {
  readonly kb: KnowledgeBase;
  readonly llm: ConsultationLlm | null;
  readonly text: string;
  readonly imageUrl: string | null;
  /** The device's saved profiles, read on first use (see ConsultationTurn). */
  readonly profiles: () => Promise<ProfileRow[]>;
  readonly now: Date;
  /** The conversation's place in the doctor queue while it waits. */
  readonly queuePosition: number | null;
  /** The conversation as stored when the turn began. */
  readonly conversation: ConversationRow;
  state: ConsultationState;
  /** Columns this turn sets on the conversation. */
  update: ConversationUpdate;
  /** What the use case is to do beyond the words: ask for a doctor, mark the conversation urgent. */
  intents: ConsultationIntent[];
}

/** The conversation is urgent: it goes before routine patients in the doctor queue. */
export function markUrgent(turn: Turn): void {
  if (!turn.intents.some((i) => i.kind === 'mark-urgent')) turn.intents.push({ kind: 'mark-urgent' });
}

/**
 * What a step makes of the patient's answer: stay and say something (a re-ask), move on to the
 * next stage (or a given one) and ask its question, or say something and wait in a stage.
 */
export type Outcome =
  | { kind: 'stay'; said: Said }
  | { kind: 'advance'; to?: Stage; preface?: string }
  | { kind: 'settle'; said: Said; to: Stage };

export interface Step {
  /** The step's question, or null when there is nothing to ask (the step is skipped). */
  ask(turn: Turn): Promise<Said | null>;
  answer(turn: Turn): Promise<Outcome>;
}

/** A conversation column as it will be once this turn's changes are written. */
export function current<K extends keyof ConversationRow>(turn: Turn, key: K): ConversationRow[K] {
  return (
    key in turn.update ? (turn.update as Record<string, unknown>)[key] : turn.conversation[key]
  ) as ConversationRow[K];
}

export const stay = (said: Said): Outcome => ({ kind: 'stay', said });
export const advance = (to?: Stage, preface?: string): Outcome => ({
  kind: 'advance',
  ...(to ? { to } : {}),
  ...(preface ? { preface } : {}),
});
