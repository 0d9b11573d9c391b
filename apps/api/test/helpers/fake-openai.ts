import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'normal' | 'slow' | 'garbage' | 'error';

/** What the fake answers for each task, told apart by the first line of the system prompt. */
export interface FakeAnswers {
  extract: string;
  phrase: string;
  summarise: string;
}

export interface FakeOpenAi {
  baseUrl: string;
  mode: FakeMode;
  answers: FakeAnswers;
  /** Each request's task and user message, in order. */
  requests: { task: string; user: string }[];
  close(): Promise<void>;
}

const GARBAGE: FakeAnswers = { extract: 'Sure! The patient has a cough {not json', phrase: '', summarise: 'ok' };

function taskOf(system: string): keyof FakeAnswers | null {
  if (system.startsWith('Task: extract-observations')) return 'extract';
  if (system.startsWith('Task: phrase-question')) return 'phrase';
  if (system.startsWith('Task: clinical-summary')) return 'summarise';
  return null;
}

/** A local OpenAI-compatible chat completions endpoint: normal, slow, garbage or failing answers. */
export async function startFakeOpenAi(answers: FakeAnswers, slowMs = 3000): Promise<FakeOpenAi> {
  const fake: FakeOpenAi = { baseUrl: '', mode: 'normal', answers, requests: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}') as { model?: string; messages?: { role: string; content: string }[] };
      const system = parsed.messages?.find((m) => m.role === 'system')?.content ?? '';
      const task = taskOf(system);
      fake.requests.push({
        task: task ?? 'unknown',
        user: parsed.messages?.find((m) => m.role === 'user')?.content ?? '',
      });
      if (req.url !== '/v1/chat/completions' || !task) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"provider down"}}');
        return;
      }
      const content = fake.mode === 'garbage' ? GARBAGE[task] : fake.answers[task];
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-fake',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: parsed.model ?? 'fake',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if (fake.mode === 'slow') setTimeout(send, slowMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
