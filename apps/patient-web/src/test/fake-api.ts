import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
export type Handler = (request: FakeRequest, match: RegExpMatchArray) => Reply;

/**
 * A stand-in for the API behind `fetch`: routes are "METHOD /regex/", unknown calls answer 404.
 * Every request is recorded so tests can check what the app sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^${pattern}$`), handler };
  });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname + url.search;
    const request = { method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    for (const route of table) {
      const match = route.method === method ? path.match(route.pattern) : null;
      if (!match) continue;
      const { status = 200, body } = await route.handler(request, match);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path)),
  };
}

export const USER_ID = '11111111-1111-4111-8111-111111111111';

/** The device user every screen needs first: looked up, or registered when the id was made on this page load. */
export const deviceUserRoutes: Record<string, Handler> = {
  'GET /api/users/device/[^/]+': () => ({ body: { id: USER_ID, username: 'patient' } }),
  'POST /api/users/device': () => ({ status: 201, body: { id: USER_ID, username: 'patient' } }),
};
