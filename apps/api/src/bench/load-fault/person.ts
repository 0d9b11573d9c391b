/**
 * A person at an origin, behaving as the apps do (packages/api-client): cookies kept as a browser
 * keeps them, a chat message sent with a `clientMessageId` made for it once and sent again with the
 * same id when no answer came (a network failure, or 502/503/504) after 1 s and then 3 s, giving up
 * after the third try; every other call tried once (the app shows the error and the person tries
 * again). Every call is recorded with its kind, time and answer.
 */
import { randomUUID } from 'node:crypto';
import type { Message } from '@telehealth/schema';
import type { Recorder } from './recorder.js';

const RESEND_AFTER_MS = [1000, 3000];
const UNANSWERED = new Set([502, 503, 504]);

export class CallError extends Error {
  constructor(
    readonly kind: string,
    readonly status: number | 'network',
    detail: string,
  ) {
    super(`${kind}: ${status} ${detail}`);
  }
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Person {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly origin: string,
    private readonly recorder: Recorder,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One call, recorded; resolves with the JSON answer or throws a CallError. */
  async call<T>(kind: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const start = Date.now();
    let res: Response;
    let text: string;
    try {
      res = await fetch(this.origin + path, {
        method,
        headers: {
          ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      this.keepCookies(res);
      text = await res.text();
    } catch (err) {
      const detail = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      this.recorder.add({ kind, start, end: Date.now(), outcome: 'network', detail });
      throw new CallError(kind, 'network', detail);
    }
    this.recorder.add({
      kind,
      start,
      end: Date.now(),
      outcome: res.status,
      ...(res.ok ? {} : { detail: text.slice(0, 200) }),
    });
    if (!res.ok) throw new CallError(kind, res.status, text.slice(0, 300));
    return (text ? JSON.parse(text) : null) as T;
  }

  /** A chat message as the apps send it (postChatMessage): one id, resent on no answer, three tries. */
  async sendChat<T>(kind: string, conversationId: string, body: Record<string, unknown>): Promise<T> {
    const payload = { ...body, clientMessageId: randomUUID() };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call<T>(kind, 'POST', `/api/conversations/${conversationId}/messages`, payload);
      } catch (err) {
        const delay = RESEND_AFTER_MS[attempt];
        const unanswered = err instanceof CallError && (err.status === 'network' || UNANSWERED.has(err.status));
        if (delay === undefined || !unanswered) throw err;
        await pause(delay);
      }
    }
  }

  /** The conversation's messages as the app reads them (after a reconnect, or opening a chat). */
  messages(kind: string, conversationId: string, access: Record<string, string>): Promise<Message[]> {
    return this.call<Message[]>(
      kind,
      'GET',
      `/api/conversations/${conversationId}/messages?${new URLSearchParams(access).toString()}`,
    );
  }
}
