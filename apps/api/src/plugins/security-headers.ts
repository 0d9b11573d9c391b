import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features neither app uses, refused to the page and to anything it might embed: a page
 * that is made to run someone else's script still cannot reach the camera, the microphone or the
 * patient's location. (Choosing a photo to send uses the file picker, which this does not govern.)
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Helmet's security headers on every answer, and the Permissions-Policy (Helmet has none). The
 * middleware is built once, at start: built per request (as the Fastify wrapper does) it re-read
 * every directive of the policy for each call.
 */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      reply.raw.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      apply(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
