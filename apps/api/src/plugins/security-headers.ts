import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features neither app uses, refused to the page and to anything it might embed: a page
 * that is made to run someone else's script still cannot reach the camera, the microphone or the
 * patient's location. (Choosing a photo to send uses the file picker, which this does not govern.)
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export type SecurityHeadersOptions = HelmetOptions & {
  /** The policy's connect-src for the Host a request came to (see socket-origins.ts). */
  connectSources?: (host: string | undefined) => string;
};

/** Hosts whose policy is kept: an app is served under a few; a flood of made-up ones only recomputes. */
const POLICIES_KEPT = 64;

/** A policy as helmet writes it, for directives that are all fixed strings. */
function policyText(options: Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>): string {
  let text = '';
  const response = { setHeader: (_name: string, value: string) => void (text = value) };
  helmet.contentSecurityPolicy(options)({} as never, response as never, () => undefined);
  return text;
}

/**
 * Helmet's security headers on every answer, and the Permissions-Policy (Helmet has none). The
 * middleware is built once, at start: built per request (as the Fastify wrapper does) it re-read
 * every directive of the policy for each call. The policy names the Host the request came to
 * (connect-src): written once per host and kept, since helmet would rebuild the whole policy on
 * every request for a directive computed per request.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { connectSources, ...options }) => {
    const csp = options.contentSecurityPolicy;
    const perHost = connectSources && typeof csp === 'object' ? { csp, connectSources } : null;
    const apply = helmet(perHost ? { ...options, contentSecurityPolicy: false } : options);
    const policies = new Map<string, string>();
    const policyFor = (host: string | undefined): string => {
      const key = host ?? '';
      let text = policies.get(key);
      if (text === undefined && perHost) {
        const { csp, connectSources } = perHost;
        text = policyText({ ...csp, directives: { ...csp.directives, connectSrc: [connectSources(host)] } });
        if (policies.size >= POLICIES_KEPT) policies.clear();
        policies.set(key, text);
      }
      return text ?? '';
    };
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (perHost) reply.raw.setHeader('Content-Security-Policy', policyFor(request.headers.host));
      apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
