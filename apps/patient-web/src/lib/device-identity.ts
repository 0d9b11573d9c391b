import { useState } from 'react';
import { getPatientDeviceId } from '@telehealth/api-client';
import { PATIENT_DEVICE_ID_PATTERN } from '@telehealth/schema';
import { STORAGE_KEYS } from './consultation-storage';
import { reloadPage } from './reload-page';

const devicePattern = new RegExp(PATIENT_DEVICE_ID_PATTERN);

/**
 * A stored device id the API can never accept (an orphan from an older format) would fail every call
 * forever: wipe local storage and reload to start over with a fresh identity. Returns false when reloading.
 */
export function ensureUsableDeviceId(storage: Storage = localStorage): boolean {
  const stored = storage.getItem(STORAGE_KEYS.deviceId);
  if (stored === null || devicePattern.test(stored)) return true;
  storage.clear();
  reloadPage();
  return false;
}

/** This device's patient id, created on first use. */
export function useDeviceId(): string {
  const [deviceId] = useState(() => getPatientDeviceId());
  return deviceId;
}
