import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationEngine } from '../src/consultation/contract.js';
import { escapeMarkdown } from '../src/domain/markdown-text.js';
import { buildTestApp, type TestApp } from './helpers/build.js';
import { registerPatient, startConversation, type Patient } from './helpers/actors.js';

/** An AI doctor that answers in markdown, quoting the patient's words escaped, as the real one does. */
const markdownDoctor: ConsultationEngine = {
  reply: (turn) =>
    Promise.resolve({
      text: `**Most likely:** Acute laryngitis\n\n- You said: ${escapeMarkdown(turn.text)}\n- Rest your voice`,
      options: null,
      conversationUpdate: {},
      intents: [],
    }),
};

let t: TestApp;
let alex: Patient;
beforeAll(async () => {
  t = await buildTestApp({}, { engine: markdownDoctor });
  alex = await registerPatient(t.app);
});
afterAll(() => t.close());

const send = (conversationId: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: alex.cookie },
    payload: { text, sender: 'patient', timestamp: new Date().toISOString(), imageUrl: null },
  });
const lastMessageOf = async (conversationId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/conversations?userId=${alex.userId}`,
    headers: { cookie: alex.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; lastMessage: string | null }[]>().find((c) => c.id === conversationId)?.lastMessage;
};

describe('the conversation list’s preview', () => {
  it('shows the AI doctor’s markdown as plain text, the patient’s words as typed', async () => {
    const id = await startConversation(t.app, alex);
    const res = await send(id, 'It hurts *a lot* when I swallow');
    expect(res.statusCode).toBe(200);
    // The message itself keeps its markdown for the chat to render.
    expect(res.json<{ doctorMessage: { text: string } }>().doctorMessage.text).toContain('**Most likely:**');
    expect(await lastMessageOf(id)).toBe(
      'Most likely: Acute laryngitis You said: It hurts *a lot* when I swallow Rest your voice',
    );
  });
});
