import type { Page } from 'playwright-core';
import { visible } from './support';

interface Reply {
  text: string;
  options?: { multiple: boolean; choices: { label: string; value: string }[] } | null;
}

interface SendResponse {
  patientMessage: { id: string };
  doctorMessage?: Reply;
}

export interface DrivenPatient {
  conversationId: string;
  deviceId: string;
  fullName: string;
}

/** The patient app is ready once its consultation exists and is stored. */
export async function waitForPatientChat(page: Page): Promise<{ conversationId: string; deviceId: string }> {
  await visible(page.getByRole('log', { name: 'Messages' }));
  const handle = await page.waitForFunction(() => {
    const conversationId = localStorage.getItem('selectedConversationId');
    const deviceId = localStorage.getItem('deviceId');
    return conversationId && deviceId ? { conversationId, deviceId } : null;
  });
  return (await handle.jsonValue()) as { conversationId: string; deviceId: string };
}

const asks = (text: string, ...words: RegExp[]) => words.some((w) => w.test(text));

/** What a cooperative patient answers: their details when asked, yes to a doctor's review, else the first choice. */
function answer(reply: Reply | undefined, fullName: string): string {
  const text = (reply?.text ?? '').toLowerCase();
  const choices = reply?.options?.choices ?? [];
  const wantsReview = asks(text, /doctor/) && asks(text, /review|connect|speak|talk|see a|human/);
  if (wantsReview) return choices.find((c) => /^yes/i.test(c.label))?.label ?? 'Yes';
  if (asks(text, /who is (this|the consultation) for|for yourself|someone else/)) {
    return choices.find((c) => /me|myself|self/i.test(c.label))?.label ?? choices[0]?.label ?? 'Myself';
  }
  if (asks(text, /full name|your name|patient's name/)) return fullName;
  if (asks(text, /date of birth|\bdob\b/)) return '01/02/1990';
  if (asks(text, /mobile|phone number/)) return '0400000000';
  if (asks(text, /medicare/)) return choices.find((c) => /skip|no/i.test(c.label))?.label ?? 'skip';
  if (choices.length) return choices.find((c) => /^no\b/i.test(c.label))?.label ?? choices[0]!.label;
  return 'no';
}

/**
 * Takes the patient of `page` (the patient app, already on its chat) through the AI consultation by
 * API calls with the page's own session, until a doctor is assigned to the conversation.
 */
export async function driveUntilAssigned(page: Page, fullName: string, maxTurns = 60): Promise<DrivenPatient> {
  const { conversationId, deviceId } = await waitForPatientChat(page);
  const base = `/api/conversations/${conversationId}`;
  let text = 'I have had a sore throat and a mild fever for three days';
  const transcript: string[] = [];
  for (let turn = 0; turn < maxTurns; turn++) {
    const res = await page.request.post(`${base}/messages`, {
      data: { text, sender: 'patient', timestamp: new Date().toISOString(), imageUrl: null },
    });
    if (!res.ok()) throw new Error(`sending "${text}" failed: ${res.status()} ${await res.text()}`);
    const { doctorMessage } = (await res.json()) as SendResponse;
    transcript.push(`patient: ${text}`, `doctor: ${doctorMessage?.text ?? '(no reply)'}`);

    const conversation = await page.request.get(`${base}?userDeviceId=${encodeURIComponent(deviceId)}`);
    const { doctorConnectStatus } = (await conversation.json()) as { doctorConnectStatus: string | null };
    if (doctorConnectStatus === 'assigned') return { conversationId, deviceId, fullName };
    text = answer(doctorMessage, fullName);
  }
  throw new Error(`no doctor was assigned after ${maxTurns} turns:\n${transcript.slice(-12).join('\n')}`);
}
