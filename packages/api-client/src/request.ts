/**
 * The request helper of spec §8: credentials always sent, JSON bodies, and a non-ok answer raised as
 * an `ApiError` whose message is "status: body text" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own `{ message }` or `{ error }` text when it sent JSON, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown; error?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: fall through to the raw text
    }
    return this.body;
  }
}

export type On401 = 'throw' | 'returnNull';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, text, res.statusText);
}

export async function apiRequest(method: string, url: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
  // Always the page's own origin: each app's server proxies `/api` to the API.
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** A JSON call; 401 raises unless `on401` is 'returnNull'. */
export async function apiJson<T>(method: string, url: string, body?: unknown, on401: On401 = 'throw'): Promise<T> {
  try {
    const res = await apiRequest(method, url, body);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  } catch (err) {
    if (on401 === 'returnNull' && err instanceof ApiError && err.status === 401) return null as T;
    throw err;
  }
}

/** The default data fetch: a GET on the query key parts joined with slashes. */
export function getQueryFn<T>({ on401 }: { on401: On401 }) {
  return ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> =>
    apiJson<T>('GET', queryKey.map(String).join('/'), undefined, on401);
}
