import { randomBytes } from 'node:crypto';

/** A patient of a benchmark, signed in through the API as the app signs in, with a consultation open. */
export interface BenchPatient {
  cookie: string;
  userId: string;
  deviceId: string;
  conversationId: string;
}

/** The session cookies a response set, as a Cookie header. */
export const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** A JSON request that must succeed: a benchmark measuring refused calls would measure nothing. */
export async function post(
  url: string,
  path: string,
  body: unknown,
  cookie?: string,
  method = 'POST',
): Promise<Response> {
  const res = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** A new device's patient and their first consultation. */
export async function newPatient(url: string): Promise<BenchPatient> {
  const deviceId = `device_${Date.now()}_${randomBytes(18).toString('base64url')}`;
  const res = await post(url, '/api/users/device', { deviceId });
  const cookie = cookieOf(res);
  const { id: userId } = (await res.json()) as { id: string };
  const conv = await post(url, '/api/conversations', { userId, status: 'ongoing' }, cookie);
  return { cookie, userId, deviceId, conversationId: ((await conv.json()) as { id: string }).id };
}
