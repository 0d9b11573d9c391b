import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { PRINTED_TEXT_RULES } from '@telehealth/schema';
import { databaseConnectionLost } from './connection-lost.js';
import { HttpError } from '../domain/http-errors.js';
import { failureForLog } from './failure-log.js';
import { PERMISSIONS_POLICY } from './security-headers.js';

/**
 * A value outside a union of constants ('patient' or 'doctor', 'on' or 'off') names the values allowed
 * instead of one "must be equal to constant" per alternative.
 */
function allowedValuesMessage(error: FastifyError): string | null {
  const failures = error.validation ?? [];
  const union = failures.find((f) => f.keyword === 'anyOf');
  if (!union) return null;
  const alternatives = failures.filter((f) => f.instancePath === union.instancePath && f !== union);
  if (alternatives.length === 0 || alternatives.some((f) => f.keyword !== 'const')) return null;
  const allowed = alternatives.map((f) => JSON.stringify((f.params as { allowedValue?: unknown }).allowedValue));
  const last = allowed.pop()!;
  const list = allowed.length ? `${allowed.join(', ')} or ${last}` : last;
  return `${error.validationContext ?? 'body'}${union.instancePath} must be ${list}`;
}

/** A pattern failure in words ("body/fullName must be a name on one line: …") rather than the pattern itself. */
function validationMessage(error: FastifyError): string {
  const allowed = allowedValuesMessage(error);
  if (allowed) return allowed;
  const first = error.validation?.[0];
  const pattern = first?.keyword === 'pattern' ? (first.params as { pattern?: unknown }).pattern : undefined;
  const rule = typeof pattern === 'string' ? PRINTED_TEXT_RULES[pattern] : undefined;
  return rule ? `${error.validationContext ?? 'body'}${first!.instancePath} ${rule}` : error.message;
}

/**
 * Text PostgreSQL cannot store: U+0000 in any text, and a lone UTF-16 surrogate (`"\ud800"` is valid
 * JSON, but not valid in a json or jsonb value). Such input is refused up front instead of failing in
 * the database.
 */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => unstorable(k) || hasUnstorableText(v, depth + 1));
}

/** A body the API cannot read, named by its media type (only the type's own characters are echoed). */
function unsupportedMediaType(contentType: string | undefined): string {
  const type = /^\s*([\w.+-]+\/[\w.+-]+)/.exec(contentType ?? '')?.[1]?.slice(0, 80);
  return `Send the body as JSON (Content-Type: application/json)${type ? `, not ${type}` : ''}`;
}

/**
 * A URL refused before routing (malformed percent-encoding, an overlong parameter): no hook has run,
 * so the headers the security and no-store hooks add are set here, and the path is not echoed back.
 */
export function frameworkErrorReply(error: FastifyError, reply: FastifyReply): void {
  const badUrl = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(badUrl ? 400 : 500)
    .headers({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cache-control': 'no-store',
    })
    .send({ message: badUrl ? 'The address is not valid' : 'Internal Server Error' });
}

/**
 * Every error answers JSON `{ message }`: 4xx with the reason, 5xx without any detail (503 when the
 * database connection was lost, so clients try again). Unknown
 * `/api` paths are a JSON 404.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      if (
        request.url.includes('%00') ||
        [request.body, request.params, request.query].some((v) => hasUnstorableText(v))
      ) {
        return reply.status(400).send({ message: 'Input must not contain NUL characters or unpaired surrogates' });
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
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return reply.status(415).send({ message: unsupportedMediaType(request.headers['content-type']) });
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
