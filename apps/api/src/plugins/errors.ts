import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { PRINTED_TEXT_RULES } from '@telehealth/schema';
import { databaseConnectionLost } from './connection-lost.js';
import { HttpError } from '../domain/http-errors.js';
import { failureForLog } from './failure-log.js';

/** A pattern failure in words ("body/fullName must be a name on one line: …") rather than the pattern itself. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  const pattern = first?.keyword === 'pattern' ? (first.params as { pattern?: unknown }).pattern : undefined;
  const rule = typeof pattern === 'string' ? PRINTED_TEXT_RULES[pattern] : undefined;
  return rule ? `${error.validationContext ?? 'body'}${first!.instancePath} ${rule}` : error.message;
}

/** PostgreSQL text cannot hold U+0000; such input is refused up front instead of failing in the database. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Every error answers JSON `{ message }`: 4xx with the reason, 5xx without any detail (503 when the
 * database connection was lost, so clients try again). Unknown
 * `/api` paths are a JSON 404.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      if (request.url.includes('%00') || hasNul(request.body) || hasNul(request.params) || hasNul(request.query)) {
        return reply.status(400).send({ message: 'Input must not contain NUL characters' });
      }
    });
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ message: error.message, ...error.body });
      }
      const status = error.statusCode ?? 500;
      if (error.validation) {
        return reply.status(400).send({ message: validationMessage(error) });
      }
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: error.message });
      }
      if (databaseConnectionLost(error)) {
        // 503: the apps send a chat message again on it, and any client may try again in a second.
        request.log.warn({ err: error }, 'database connection lost during the request');
        return reply.status(503).header('retry-after', '1').send({ message: 'Service briefly unavailable' });
      }
      // Its code and message, so a recurrence says what it was; never the error whole (a database
      // error's detail quotes the row it refused).
      request.log.error({ failure: failureForLog(error) }, 'request failed');
      return reply.status(500).send({ message: 'Internal Server Error' });
    });
  },
  { name: 'errors' },
);
