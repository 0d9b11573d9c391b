import type { Page } from 'playwright-core';
import { inflateSync } from 'node:zlib';
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

/**
 * What a cooperative patient answers: yes to a doctor's review, their details when asked, a work
 * certificate for today (so issuing has a document to make), and otherwise "No" or the first choice.
 */
export function answer(reply: Reply | undefined, fullName: string): string {
  const text = (reply?.text ?? '').toLowerCase();
  const choices = reply?.options?.choices ?? [];
  const choice = (pattern: RegExp, fallback: string) => choices.find((c) => pattern.test(c.label))?.label ?? fallback;
  if (asks(text, /doctors? to review|doctor's review|talk to a doctor/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /who is this consultation for/)) return choice(/^me\b/i, choices[0]?.label ?? 'Someone else');
  if (asks(text, /how old/)) return '34';
  if (asks(text, /sex at birth|female or male/)) return 'Female';
  if (asks(text, /full name/)) return fullName;
  if (asks(text, /date of birth/)) return '01/02/1990';
  if (asks(text, /mobile number|phone number/)) return '0412 345 678';
  if (asks(text, /medicare/)) return choice(/skip/i, 'Skip');
  if (asks(text, /medical certificate|what is it for/)) return choice(/work/i, 'Work');
  if (asks(text, /which days/)) return choice(/just today/i, 'today');
  if (asks(text, /name your condition/)) return choice(/^yes/i, 'Yes');
  if (asks(text, /describe your (main )?symptoms|bothering you most/)) return 'A sore throat and a fever';
  if (choices.length) return choice(/^no\b/i, choices[0]!.label);
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

/**
 * The emergency: the patient asks for a doctor with a danger sign in the same words and
 * accepts the priority review, so the AI hands over before it has asked who the patient is.
 */
export async function driveEmergencyUntilAssigned(page: Page): Promise<{ conversationId: string; deviceId: string }> {
  const { conversationId, deviceId } = await waitForPatientChat(page);
  const base = `/api/conversations/${conversationId}`;
  for (const text of ['I need to see a doctor, I have crushing chest pain even at rest', 'Yes']) {
    const res = await page.request.post(`${base}/messages`, {
      data: { text, sender: 'patient', timestamp: new Date().toISOString(), imageUrl: null },
    });
    if (!res.ok()) throw new Error(`sending "${text}" failed: ${res.status()} ${await res.text()}`);
  }
  const conversation = await page.request.get(`${base}?userDeviceId=${encodeURIComponent(deviceId)}`);
  const { doctorConnectStatus, fullName } = (await conversation.json()) as {
    doctorConnectStatus: string | null;
    fullName: string | null;
  };
  if (doctorConnectStatus !== 'assigned' || fullName !== null)
    throw new Error(`expected an assigned patient without a name, got ${doctorConnectStatus} / ${fullName}`);
  return { conversationId, deviceId };
}

/** The verification code printed at the foot of a PDF the product made (its content streams are deflated). */
export function verificationCodeIn(pdf: Buffer): string {
  const text: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let operators: string;
    try {
      operators = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, a font)
    }
    for (const s of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      text.push(Buffer.from(s[1]!, 'hex').toString('latin1'));
  }
  const code = text.join('\n').match(/Verification code: ([A-Z0-9-]+)/)?.[1];
  if (!code) throw new Error('no verification code in the document');
  return code;
}
