import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError } from '../domain/http-errors.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator API answers only the bearer of `OPERATOR_TOKEN`, compared in constant time (both
 * sides hashed first, so neither the length nor the content leaks through timing). Unset: refused.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | null): void {
  if (!operatorToken) throw forbidden('The operator API is disabled: OPERATOR_TOKEN is not set');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match || !timingSafeEqual(digest(match[1]!), digest(operatorToken))) {
    throw new HttpError(401, 'An operator token is required (Authorization: Bearer …)');
  }
}
