import { describe, expect, it, vi } from 'vitest';
import { ensureUsableDeviceId } from './device-identity';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

describe('ensureUsableDeviceId', () => {
  it('keeps a device id of the current form, or none yet', () => {
    expect(ensureUsableDeviceId()).toBe(true);
    localStorage.setItem('deviceId', 'device_1700000000000_abcdefghijklmnopqrstuvwx');
    localStorage.setItem('userId', 'u1');
    expect(ensureUsableDeviceId()).toBe(true);
    expect(localStorage.getItem('userId')).toBe('u1');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('wipes local storage and reloads for an orphaned device id', () => {
    localStorage.setItem('deviceId', 'device_123_abc');
    localStorage.setItem('userId', 'u1');
    expect(ensureUsableDeviceId()).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
