import { describe, expect, it } from 'vitest';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { ConversationRow } from '../db/tables.js';
import type { ConsultationReply } from './contract.js';
import { DiagnosticConsultation } from './engine.js';
import { readState, welcomedState, type ConsultationState } from './state.js';

/**
 * Thoughts of dying told without a plan wait on the plan question (a plan, means or intent makes them 000; RANZCP;
 * NICE NG225). Crisis support asks it, once; until it is answered the record says urgent, and whatever leaves it
 * unanswered counts as the emergency it may be.
 */
const kb = loadKnowledgeBase();
const engine = new DiagnosticConsultation(kb, null, (err) => {
  throw err;
});
const PLAN_QUESTION = kb.question('suicide_plan')!.text;
const THOUGHTS = "I've been feeling really low and sometimes I think about dying";

/** The patient's words in turn, each answered by the engine from the state the last one left. */
async function chat(
  words: string[],
  start: Partial<ConsultationState> = {},
  doctorConnectStatus: string | null = null,
): Promise<{ replies: ConsultationReply[]; state: ConsultationState }> {
  let state: ConsultationState = { ...welcomedState(), ...start };
  const replies: ConsultationReply[] = [];
  for (const text of words) {
    const reply = await engine.reply({
      conversation: {
        id: 'c1',
        consultationState: state,
        doctorConnectStatus,
        version: 1,
      } as unknown as ConversationRow,
      text,
      imageUrl: null,
      profiles: async () => [],
      queuePosition: null,
      now: new Date('2026-11-25T01:00:00Z'),
    });
    replies.push(reply!);
    state = readState(reply!.conversationUpdate.consultationState);
  }
  return { replies, state };
}

describe('crisis support and the plan question', () => {
  it('asks the plan question once, after the numbers and the request for a doctor, and records urgent meanwhile', async () => {
    const { replies, state } = await chat([THOUGHTS]);
    const [first] = replies;
    expect(first!.text).toContain('Lifeline: 13 11 14');
    expect(first!.text).toContain(PLAN_QUESTION);
    expect(first!.conversationUpdate.triage).toBe('urgent');
    expect(state).toMatchObject({ stage: 'crisis', crisis: true, question: { evidence: 'suicide_plan' } });
    // The question follows the assignment's outcome (a doctor's name or a place in the queue), with its replies.
    const request = first!.intents.find((i) => i.kind === 'request-doctor');
    expect(request).toMatchObject({ urgent: true, then: { text: expect.stringContaining(PLAN_QUESTION) } });
    expect(request?.kind === 'request-doctor' && request.lead).not.toContain(PLAN_QUESTION);
  });

  it('a plain no stays a doctor today, and nothing more is asked', async () => {
    const { replies, state } = await chat([THOUGHTS, "No, I don't have a plan and I wouldn't act on it", 'ok']);
    expect(replies[1]!.conversationUpdate.triage).toBe('urgent');
    expect(state.triage).toBe('urgent');
    expect(state.question).toBeNull();
    for (const reply of replies.slice(1)) {
      expect(reply.text).toContain("I'm here with you until a doctor joins this chat.");
      expect(reply.text).not.toContain(PLAN_QUESTION);
    }
    expect(state.observations).toContainEqual({ evidence: 'suicide_plan', value: false });
  });

  it('means or a time told in reply is 000, and the patient is told to call now', async () => {
    for (const words of ["I've been saving up my sleeping tablets", "I've thought about when I'd do it"]) {
      const { replies, state } = await chat([THOUGHTS, words]);
      expect(replies[1]!.conversationUpdate.triage).toBe('emergency');
      expect(replies[1]!.text).toContain('**Please call 000 now**');
      expect(state.triage).toBe('emergency');
    }
  });

  it('no answer to it counts as the emergency it may be, without pressing', async () => {
    const { replies, state } = await chat([THOUGHTS, 'why does that even matter']);
    expect(replies[1]!.conversationUpdate.triage).toBe('emergency');
    expect(replies[1]!.text).toContain("That's okay, you don't have to answer.");
    expect(replies[1]!.text).not.toContain(PLAN_QUESTION);
    expect(state.unknown).toContain('suicide_plan');
  });

  it('a plan told in the first words is 000 at once, with no question', async () => {
    const { replies, state } = await chat(['I want to end my life, I have a plan to do it tonight']);
    expect(replies[0]!.conversationUpdate.triage).toBe('emergency');
    expect(replies[0]!.text).not.toContain(PLAN_QUESTION);
    expect(state.question).toBeNull();
  });

  it('already waiting for a doctor: moved up, then asked', async () => {
    const { replies } = await chat(
      [THOUGHTS],
      { stage: 'waiting', age: 40, sex: 'M', observations: [{ evidence: 'E_201', value: true }] },
      'requested',
    );
    expect(replies[0]!.text).toMatch(/I've moved you up as urgent\.\n\n.*Have you made a plan/s);
    expect(replies[0]!.intents.some((i) => i.kind === 'request-doctor')).toBe(false);
  });
});

describe('an emergency waiting on a question that will not be asked', () => {
  it('counts in full once the patient asks to be connected before it (a vomit after a head knock, count not told)', async () => {
    const { replies, state } = await chat([
      'I hit my head on a cupboard and I vomited',
      '30',
      'Male',
      'I need a doctor',
      'Connect me now',
    ]);
    // While questions could come, the vomit count would settle it: urgent, not 000 (NICE CG176).
    expect(replies[2]!.text).not.toContain('Please call 000 now');
    expect(state.triage).toBe('emergency');
    expect(replies.at(-1)!.text).toContain('Please call 000 now');
    expect(replies.at(-1)!.text).toContain("I've written up what you've told me so far.");
  });
});
