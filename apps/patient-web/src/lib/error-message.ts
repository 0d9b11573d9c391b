import { ApiError } from '@telehealth/api-client';

/** The text worth showing a person: the server's own message rather than "400: {json}". */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage || err.message;
  if (err instanceof Error) return err.message;
  return '';
}
