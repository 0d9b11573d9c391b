import { escapeMarkdown } from '../domain/markdown-text.js';
import type { QuickReplies } from '@telehealth/schema';
import type { ConsultationIntent } from './contract.js';
import type { Said } from './turn.js';

/** Who took the patient, or where they wait: what the assignment answered. */
export interface AssignmentOutcome {
  doctor: { fullName: string } | null;
  queuePosition: number | null;
}

/** "Dr Jane Smith", whether or not the doctor put the title in their name. */
export function doctorTitle(fullName: string): string {
  return /^dr\.?\s/i.test(fullName.trim()) ? fullName.trim() : `Dr ${fullName.trim()}`;
}

/** What the patient hears once the assignment has answered (markdown: the doctor's name is quoted as typed). */
export function handoverWords(outcome: AssignmentOutcome, urgent: boolean): Said {
  if (outcome.doctor) {
    return {
      text: `${escapeMarkdown(doctorTitle(outcome.doctor.fullName))} will review your consultation and reply here shortly. They can see everything you've told me.`,
    };
  }
  const priority = urgent ? ' You have been given priority.' : '';
  if (outcome.queuePosition) {
    return {
      text: `All our doctors are busy right now. You are number ${outcome.queuePosition} in the queue, and a doctor will join this chat as soon as one is free.${priority} If you feel worse while you wait, call 000.`,
    };
  }
  return { text: `A doctor will join this chat shortly.${priority} If you feel worse while you wait, call 000.` };
}

/** The AI doctor's reply to a request for a doctor, worded from the assignment's outcome. */
export function replyToRequest(
  request: Extract<ConsultationIntent, { kind: 'request-doctor' }>,
  outcome: AssignmentOutcome,
): { text: string; options: QuickReplies | null } {
  const words = `${request.lead}${handoverWords(outcome, request.urgent).text}`;
  if (!request.then) return { text: words, options: null };
  return { text: `${words}\n\n${request.then.text}`, options: request.then.options };
}
