import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@telehealth/api-client';
import { resetStaleIdentity } from './stale-identity';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const unauthorized = new ApiError(401, '{"message":"Not signed in"}', 'Unauthorized');
const forbidden = new ApiError(403, '{"message":"Device does not match the session"}', 'Forbidden');

function storeIdentity() {
  localStorage.setItem('deviceId', 'device_1700000000000_abcdefghijklmnopqrstuvwx');
  localStorage.setItem('userId', 'u1');
}

describe('resetStaleIdentity', () => {
  afterEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the identity on a first 401 (the session ended) and reloads to sign the device in again', () => {
    storeIdentity();
    resetStaleIdentity(unauthorized);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('deviceId')).not.toBeNull();
    expect(localStorage.getItem('userId')).toBe('u1');
  });

  it('resets the identity when the 401 comes back straight after that reload', () => {
    storeIdentity();
    resetStaleIdentity(unauthorized);
    resetStaleIdentity(unauthorized);
    expect(reloadPage).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('deviceId')).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('resets the identity on a 403, as the spec says', () => {
    storeIdentity();
    resetStaleIdentity(forbidden);
    expect(localStorage.getItem('deviceId')).toBeNull();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
