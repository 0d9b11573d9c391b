import { LOCAL_STORAGE_KEYS } from '@telehealth/schema';

/**
 * The doctor's stored device id, or null. Screens other than sign-up only read it: creating one
 * there would hide the fact that this device has no doctor, so they redirect to sign-up instead.
 */
export function readDoctorDeviceId(storage: Storage = localStorage): string | null {
  return storage.getItem(LOCAL_STORAGE_KEYS.doctorDeviceId) || null;
}

/** Logout and reset: the device forgets its doctor; the next sign-up makes a fresh id. */
export function clearDoctorDeviceId(storage: Storage = localStorage): void {
  storage.removeItem(LOCAL_STORAGE_KEYS.doctorDeviceId);
}
