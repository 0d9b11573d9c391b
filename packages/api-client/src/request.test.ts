import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, getQueryFn } from './request.js';

function mockFetch(status: number, body: string, statusText = 'Status') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiJson', () => {
  it('sends credentials and a JSON body', async () => {
    const fetchMock = mockFetch(200, '{"id":"1"}');
    await expect(apiJson('POST', '/api/x', { a: 1 })).resolves.toEqual({ id: '1' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
  });

  it('raises "status: body" on a failure', async () => {
    mockFetch(400, '{"message":"bad"}');
    const err = await apiJson('GET', '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('400: {"message":"bad"}');
    expect((err as ApiError).serverMessage).toBe('bad');
  });

  it('falls back to the status text when the body is empty', async () => {
    mockFetch(500, '', 'Internal Server Error');
    await expect(apiJson('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it('turns a 401 into null only when asked to', async () => {
    mockFetch(401, 'no');
    await expect(apiJson('GET', '/api/x', undefined, 'returnNull')).resolves.toBeNull();
    mockFetch(401, 'no');
    await expect(apiJson('GET', '/api/x')).rejects.toThrow('401: no');
  });
});

describe('getQueryFn', () => {
  it('GETs the key parts joined with slashes', async () => {
    const fetchMock = mockFetch(200, '[]');
    await getQueryFn({ on401: 'throw' })({ queryKey: ['/api/conversations', 'abc', 'messages'] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/conversations/abc/messages');
  });
});
