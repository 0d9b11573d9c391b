import fp from 'fastify-plugin';

/** One API route as Fastify registered it: its URL pattern, methods and request schemas. */
export interface ApiRoute {
  url: string;
  methods: string[];
  schema: { body?: unknown; params?: unknown; querystring?: unknown };
  bodyLimit: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (no query), sorted; empty when no route has the path. */
    allowedMethods(path: string): string[];
    /** Every /api route registered so far, in the order added (what probes and docs enumerate). */
    apiRoutes(): readonly ApiRoute[];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's URL as a pattern over concrete paths: each `:param` one path segment. */
function pathPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Which methods each API path answers, collected as routes are added: a known path asked with
 * another method is a 405 naming the ones it takes (see static-apps.ts), not a 404.
 */
export const allowedMethodsPlugin = fp(
  async (app) => {
    const routes: { pattern: RegExp; methods: string[] }[] = [];
    const table: ApiRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
      routes.push({ pattern: pathPattern(route.url), methods });
      const { body, params, querystring } = (route.schema ?? {}) as ApiRoute['schema'];
      table.push({ url: route.url, methods, schema: { body, params, querystring }, bodyLimit: route.bodyLimit });
    });
    app.decorate('apiRoutes', () => table);
    app.decorate('allowedMethods', (path: string) => {
      const found = new Set<string>();
      for (const route of routes) if (route.pattern.test(path)) route.methods.forEach((m) => found.add(m));
      return [...found].sort();
    });
  },
  { name: 'allowed-methods' },
);
