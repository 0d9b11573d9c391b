import { ApiError } from '@telehealth/api-client';

/** The text a toast shows for a failed call: the server's own words when it gave any, else the fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.serverMessage || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
