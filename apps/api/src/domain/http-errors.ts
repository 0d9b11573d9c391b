/** An error that becomes a 4xx JSON answer `{ message }` (plus `error` where a call's contract wants it). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message = 'Not authorized to access this conversation') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The answer to a doctor who writes into a consultation the patient has closed. */
export const CLOSED_BY_PATIENT =
  'The patient has closed this consultation: it is kept as the record and can no longer receive messages or documents';
