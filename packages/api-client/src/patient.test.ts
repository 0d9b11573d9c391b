import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPatientDeviceId, newPatientDeviceId } from './device-id.js';
import { getOrCreateDeviceUser } from './patient.js';

/** A fetch that answers 404 to the lookup and 200 to the registration, and records the calls. */
function stubServer() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method} ${url}`);
      if (init?.method === 'GET') return new Response('not found', { status: 404 });
      return new Response('{"id":"user-1"}', { status: 200 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('getOrCreateDeviceUser', () => {
  it('looks up a stored device first and registers it when the server does not know it', async () => {
    const calls = stubServer();
    const stored = newPatientDeviceId();
    localStorage.setItem('deviceId', stored);
    expect(getPatientDeviceId()).toBe(stored);
    await expect(getOrCreateDeviceUser(stored)).resolves.toEqual({ id: 'user-1' });
    expect(calls).toEqual([`GET /api/users/device/${stored}`, 'POST /api/users/device']);
  });

  it('registers a device id made on this page load straight away: no account can exist for it', async () => {
    const calls = stubServer();
    localStorage.clear();
    const fresh = getPatientDeviceId();
    await expect(getOrCreateDeviceUser(fresh)).resolves.toEqual({ id: 'user-1' });
    expect(calls).toEqual(['POST /api/users/device']);
  });
});
