import { ApiError } from '@telehealth/api-client';
import { clearIdentity } from './consultation-storage';
import { reloadPage } from './reload-page';

/** A 401 or 403 on loading means the stored identity no longer matches the server's session. */
export function isStaleIdentityError(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

const SESSION_RENEWED_AT = 'sessionRenewedAt';
const RENEWAL_WINDOW_MS = 60_000;

/**
 * Spec §8: clear the stored conversation, device and user ids, then reload to create a new identity.
 * A 401 may now only mean the server-side session ended (idle or too old) while the page stayed
 * open: the first time, reloading signs the same device in again and nothing of the patient's is
 * lost. Only a 401 that comes back straight after such a reload, or a 403, resets the identity.
 */
export function resetStaleIdentity(err?: unknown, storage: Storage = sessionStorage): void {
  const renewedAt = Number(storage.getItem(SESSION_RENEWED_AT) ?? 0);
  const justRenewed = Date.now() - renewedAt < RENEWAL_WINDOW_MS;
  if (err instanceof ApiError && err.status === 401 && !justRenewed) {
    storage.setItem(SESSION_RENEWED_AT, String(Date.now()));
    reloadPage();
    return;
  }
  storage.removeItem(SESSION_RENEWED_AT);
  clearIdentity();
  reloadPage();
}
