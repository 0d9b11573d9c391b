/**
 * SQLSTATE classes and codes of a database that went away (connection exceptions, an ended server
 * process), and the socket's own codes when the server ended it as a statement was being written or read.
 */
const CONNECTION_LOST_CODES = /^(08...|57P0[123]|ECONNRESET|EPIPE)$/;
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'connect ECONNREFUSED',
  'timeout exceeded when trying to connect',
];

/**
 * The database connection was lost under the request (a restart, a failover, an administrator).
 * Worth a retry: the transaction was rolled back, or, if its commit got through, a chat message's
 * resend finds the stored copy by its clientMessageId.
 */
export function databaseConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_LOST_CODES.test(code)) return true;
  return CONNECTION_LOST_MESSAGES.some((m) => error.message.startsWith(m));
}
