/**
 * A person at one of the proxy's origins: HTTP calls with the cookies the API set (as a browser keeps
 * them), and the WebSocket the app opens. Every answer says which API process served it (the run's
 * `X-Upstream` header, see nginx.mjs).
 */
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { poll } from './processes.mjs';

const RETRYABLE = new Set([502, 503, 504]);

/** The process that answered: nginx lists every one it tried ("a, b") when the first failed. */
const answeredBy = (upstream) => upstream?.split(',').at(-1)?.trim() ?? null;

export class Client {
  constructor(name, origin) {
    this.name = name;
    this.origin = origin;
    this.cookies = new Map();
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (/max-age=0/i.test(line) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; resolves with status, body (JSON or text or bytes), headers and the serving process. */
  async request(method, path, { body, headers = {}, binary = false } = {}) {
    const res = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    this.keepCookies(res);
    const type = res.headers.get('content-type') ?? '';
    const data = binary
      ? Buffer.from(await res.arrayBuffer())
      : type.includes('json')
        ? await res.json()
        : await res.text();
    return {
      status: res.status,
      body: data,
      headers: res.headers,
      upstream: answeredBy(res.headers.get('x-upstream')),
    };
  }

  /** A request that must answer `status` (200 by default); anything else stops the run, explained. */
  async call(method, path, options = {}) {
    const { status = 200, ...rest } = options;
    const res = await this.request(method, path, rest);
    if (res.status !== status) {
      const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
      throw new Error(
        `${this.name}: ${method} ${path} answered ${res.status}, expected ${status}: ${text.slice(0, 400)}`,
      );
    }
    return res;
  }

  /**
   * Sends a chat message as the app does, with a clientMessageId, and sends it again (the same id) when
   * the proxy says the API process is gone or the connection drops: the API stores it once either way.
   */
  async sendMessage(conversationId, body, { timeoutMs = 120_000 } = {}) {
    const payload = { timestamp: new Date().toISOString(), clientMessageId: randomUUID(), ...body };
    let attempts = 0;
    const sent = await poll(
      `${this.name} sending "${payload.text}"`,
      async () => {
        attempts++;
        const res = await this.request('POST', `/api/conversations/${conversationId}/messages`, { body: payload });
        if (res.status === 200) return res;
        if (RETRYABLE.has(res.status)) throw new Error(`HTTP ${res.status}, sending again`);
        throw Object.assign(new Error(`HTTP ${res.status}: ${JSON.stringify(res.body)}`), { fatal: true });
      },
      { timeoutMs, everyMs: 200, stopOn: (err) => err.fatal },
    );
    return { ...sent, attempts, clientMessageId: payload.clientMessageId };
  }

  /**
   * Opens /ws through the proxy and registers it, again and again until nginx has put it on a process
   * that `accept` takes (round robin alternates; a process just restarted is tried again after a while).
   */
  socketOn(accept, registration, what) {
    return poll(
      `${this.name}'s socket ${what}`,
      async () => {
        const socket = await this.openSocket();
        if (!accept(socket.upstream)) {
          socket.close();
          throw new Error(`it landed on ${socket.upstream}`);
        }
        await socket.register(...registration);
        return socket;
      },
      { timeoutMs: 120_000, everyMs: 250 },
    );
  }

  /** Opens /ws through this origin with this client's cookies; resolves once the upgrade is done. */
  openSocket() {
    const url = `${this.origin.replace(/^http/, 'ws')}/ws`;
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { cookie: this.cookieHeader }, handshakeTimeout: 30_000 });
      let upstream = null;
      ws.once('upgrade', (res) => (upstream = answeredBy(res.headers['x-upstream'])));
      ws.once('open', () => resolve(new LiveSocket(ws, upstream, this.name)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`${url}: HTTP ${res.statusCode} instead of an upgrade`)),
      );
    });
  }
}

/** An open socket that records every event and can wait for one. */
class LiveSocket {
  constructor(ws, upstream, owner) {
    this.ws = ws;
    this.upstream = upstream;
    this.owner = owner;
    this.events = [];
    this.watchers = [];
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString());
      this.events.push(event);
      for (const w of this.watchers.filter((w) => w.matches(event))) {
        this.watchers.splice(this.watchers.indexOf(w), 1);
        w.resolve(event);
      }
    });
    ws.on('error', () => undefined); // a dropped connection shows as `closed`
  }

  get open() {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Waits for an event that satisfies `matches` (one already received counts). */
  until(matches, what, timeoutMs = 60_000) {
    const already = this.events.find(matches);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seen = this.events.map((e) => e.type).join(', ');
        reject(new Error(`${this.owner}'s socket: no ${what} within ${timeoutMs / 1000} s (received: ${seen})`));
      }, timeoutMs);
      this.watchers.push({ matches, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  /** The new_message event carrying `text`. */
  message(text, timeoutMs) {
    return this.until((e) => e.type === 'new_message' && e.message.text === text, `message "${text}"`, timeoutMs);
  }

  async register(userType, conversationId, userId) {
    const before = this.events.length;
    this.ws.send(JSON.stringify({ type: 'register', userType, conversationId, userId }));
    const answer = await this.until(
      (e) => this.events.indexOf(e) >= before && (e.type === 'registered' || e.type === 'error'),
      `answer to registering for ${conversationId}`,
    );
    if (answer.type !== 'registered') throw new Error(`${this.owner}'s socket refused: ${answer.message}`);
  }

  close() {
    this.ws.terminate();
  }
}
