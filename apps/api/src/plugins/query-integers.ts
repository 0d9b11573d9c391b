import fp from 'fastify-plugin';

/** A whole number as people write it in a query string: digits, perhaps a minus sign, nothing else. */
const WHOLE_NUMBER = /^-?\d{1,9}$/;

interface QuerySchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * Query parameters declared as integers are checked on their raw text before the schema coerces
 * them: the validator would turn "Infinity", "1e309" or "0x10" into numbers (some not finite), so
 * only plain decimal digits are accepted.
 */
export const queryIntegersPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const schema = request.routeOptions.schema?.querystring as QuerySchema | undefined;
      const properties = schema?.properties;
      if (!properties) return;
      const query = new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1 || request.url.length));
      for (const [name, property] of Object.entries(properties)) {
        if (property.type !== 'integer') continue;
        for (const raw of query.getAll(name)) {
          if (!WHOLE_NUMBER.test(raw)) {
            return reply.status(400).send({ message: `${name} must be a whole number, got "${raw.slice(0, 40)}"` });
          }
        }
      }
    });
  },
  { name: 'query-integers' },
);
