/** A Host header that is a plain host name or address, with its port if any: nothing else goes into the policy. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the page may connect (Content-Security-Policy connect-src): 'self', and its socket: the
 * page's own host and port, never any other. CSP Level 3 has 'self' match ws: and wss: on the page's
 * own host, and Chrome and Firefox do, but Safari long did not (WebKit bug 201591), so the socket's
 * address is also named, from the Host the request came to. An https page only ever opens wss (a
 * ws: socket from it is blocked as mixed content); a page served over plain http (a machine of its
 * own, the embedded default) opens ws. A Host that is not a plain host[:port] adds nothing: 'self'
 * alone still serves the browsers that follow the specification. The same rule is nginx's
 * ($socket_origins in deploy/nginx.conf.template).
 */
export function connectSources(host: string | undefined): string {
  if (!host || !PLAIN_HOST.test(host)) return "'self'";
  const origin = host.toLowerCase();
  return `'self' wss://${origin} ws://${origin}`;
}
