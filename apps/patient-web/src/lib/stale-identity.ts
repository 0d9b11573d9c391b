import { ApiError } from '@telehealth/api-client';
import { clearIdentity } from './consultation-storage';
import { reloadPage } from './reload-page';

/** A 401 or 403 on loading means the stored identity no longer matches the server's session. */
export function isStaleIdentityError(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || err.status === 403);
}

/** Spec §8: clear the stored conversation, device and user ids, then reload to create a new identity. */
export function resetStaleIdentity(): void {
  clearIdentity();
  reloadPage();
}
