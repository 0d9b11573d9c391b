import { LOCAL_STORAGE_KEYS } from '@telehealth/schema';

/**
 * The ids made on this page load. No account can exist for them yet, so the apps register them
 * straight away instead of first asking the server about them (a request, and a 404 in the console,
 * saved on every first visit).
 */
const madeOnThisPageLoad = new Set<string>();

/** Whether `deviceId` was made on this page load (see above); false after a reload. */
export function isNewDeviceId(deviceId: string): boolean {
  return madeOnThisPageLoad.has(deviceId);
}

/** A patient device id: `device_{timestamp}_{random}` with 144 random bits (base64url). */
export function newPatientDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const random = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `device_${Date.now()}_${random}`;
}

/** The stored patient device id, created once. */
export function getPatientDeviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(LOCAL_STORAGE_KEYS.patientDeviceId);
  if (existing) return existing;
  const id = newPatientDeviceId();
  storage.setItem(LOCAL_STORAGE_KEYS.patientDeviceId, id);
  madeOnThisPageLoad.add(id);
  return id;
}

/** The stored doctor device id (a random UUID), created once. */
export function getDoctorDeviceId(storage: Storage = localStorage): string {
  const existing = storage.getItem(LOCAL_STORAGE_KEYS.doctorDeviceId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(LOCAL_STORAGE_KEYS.doctorDeviceId, id);
  madeOnThisPageLoad.add(id);
  return id;
}
