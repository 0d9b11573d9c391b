import AjvCompiler, { type BuildCompilerFromPool, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Externals = Parameters<BuildCompilerFromPool>[0];
/** What Fastify hands a validator compiler (the package's own type names only the schema). */
type RouteSchema = { schema: unknown; httpPart?: string };
type Compile = (route: RouteSchema) => unknown;

const shared = { removeAdditional: false, useDefaults: true } as const;

/**
 * A JSON body is validated as sent: `{ "text": 5 }` or `{ "days": "3" }` is a 400, not a message
 * stored as "5". Query strings, path parameters and headers arrive as text, so there a number or
 * a boolean is still read from its digits or words.
 */
function buildValidator(externalSchemas: Externals) {
  const factory = AjvCompiler();
  const asSent = factory(externalSchemas, { customOptions: { ...shared, coerceTypes: false } }) as unknown as Compile;
  const fromText = factory(externalSchemas, {
    customOptions: { ...shared, coerceTypes: 'array' },
  }) as unknown as Compile;
  return (route: RouteSchema) => (route.httpPart === 'body' ? asSent(route) : fromText(route));
}

export const requestValidation: NonNullable<FastifyServerOptions['schemaController']> = {
  compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory },
};
