import type { FastifyInstance } from 'fastify';
import { loadKnowledgeBase } from '@telehealth/diagnosis';
import type { Conversation, Message } from '@telehealth/schema';
import type { Patient } from './actors.js';

const kb = loadKnowledgeBase();

export const REVIEW_QUESTION = 'Would you like one of our doctors to review your consultation?';
export const PRIORITY_OFFER = 'as a priority?';

export interface Exchange {
  said: string;
  doctor: Message | undefined;
}

/** Sends one patient message through the spec's call and returns both messages. */
export async function say(
  app: FastifyInstance,
  who: Patient,
  conversationId: string,
  text: string,
  imageUrl: string | null = null,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/conversations/${conversationId}/messages`,
    headers: { cookie: who.cookie },
    payload: { text, sender: 'patient', timestamp: new Date().toISOString(), imageUrl },
  });
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<{ patientMessage: Message; doctorMessage?: Message }>();
}

export async function readConversation(
  app: FastifyInstance,
  who: Patient,
  conversationId: string,
): Promise<Conversation> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/conversations/${conversationId}`,
    headers: { cookie: who.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode} ${res.body}`);
  return res.json<Conversation>();
}

/** The evidence a doctor message asks about: the longest question text of the knowledge base in it. */
export function askedEvidence(text: string): string | null {
  let best: string | null = null;
  for (const e of kb.evidences)
    if (text.includes(e.question.text) && (!best || e.question.text.length > kb.question(best)!.text.length))
      best = e.code;
  return best;
}

/** A patient who answers in words: by evidence for the interview, and the rest of the flow by script. */
export interface Script {
  opening: string;
  /** Said if the opening was not understood ("what's bothering you most?"). */
  openingAgain?: string;
  age?: string;
  sex?: 'Female' | 'Male';
  forWhom?: string;
  /** Interview answers in words, by evidence code; anything else asked is answered `otherwise`. */
  answers?: Record<string, string>;
  otherwise?: string;
  priority?: 'Yes' | 'No';
  /** The answer to the offer of a doctor's review after the assessment (the details come after a yes). */
  review?: 'Yes' | 'No';
  name?: string;
  dateOfBirth?: string;
  mobile?: string;
  medicare?: string;
  certificate?: { purpose: string; days: string; nameIt: string };
}

function reply(script: Script, doctor: Message): string {
  const t = doctor.text;
  const code = askedEvidence(t);
  if (code) return script.answers?.[code] ?? script.otherwise ?? 'no';
  if (t.includes(PRIORITY_OFFER)) return script.priority ?? 'No';
  if (t.includes(REVIEW_QUESTION)) return script.review ?? 'Yes';
  if (t.includes('Who is this consultation for?')) return script.forWhom ?? 'Someone else';
  if (/how old/i.test(t)) return script.age ?? '35';
  if (t.includes('sex at birth') || t.includes('Female or male')) return script.sex ?? 'Female';
  if (t.includes('full name')) return script.name ?? 'Sam Taylor';
  if (t.includes('date of birth')) return script.dateOfBirth ?? '01/01/1990';
  if (t.includes('mobile number')) return script.mobile ?? 'Skip';
  if (t.includes('Medicare')) return script.medicare ?? 'Skip';
  if (t.includes('medical certificate')) return script.certificate?.purpose ?? 'No, thanks';
  if (t.includes('Which days')) return script.certificate?.days ?? 'Just today';
  if (t.includes('name your condition')) return script.certificate?.nameIt ?? 'No, keep it private';
  if (t.includes("What's bothering you most")) return script.openingAgain ?? script.opening;
  throw new Error(`The scripted patient does not know how to answer: ${t}`);
}

/**
 * Talks through the consultation until `stop` says so (by default: the offer of a doctor's
 * review, which comes with the assessment). Returns every exchange.
 */
export async function consult(
  app: FastifyInstance,
  who: Patient,
  conversationId: string,
  script: Script,
  stop: (doctor: Message) => boolean = (d) => d.text.includes(REVIEW_QUESTION),
  maxTurns = 60,
): Promise<Exchange[]> {
  const transcript: Exchange[] = [];
  let text = script.opening;
  for (let turn = 0; turn < maxTurns; turn++) {
    const { doctorMessage } = await say(app, who, conversationId, text);
    transcript.push({ said: text, doctor: doctorMessage });
    if (!doctorMessage || stop(doctorMessage)) return transcript;
    text = reply(script, doctorMessage);
  }
  throw new Error(
    `No end after ${maxTurns} turns: ${transcript.map((e) => `${e.said} → ${e.doctor?.text}`).join('\n')}`,
  );
}

/** The transcript as text, for failure messages. */
export const show = (transcript: Exchange[]) =>
  transcript.map((e) => `> ${e.said}\n< ${e.doctor?.text ?? '(quiet)'}`).join('\n');
