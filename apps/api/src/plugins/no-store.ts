import fp from 'fastify-plugin';

/**
 * Nothing the API answers may be kept by a browser or a proxy cache: its answers are health data
 * (or lead to it), so every `/api` response says `Cache-Control: no-store`.
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.url.startsWith('/api')) return payload;
      const current = reply.getHeader('Cache-Control');
      if (typeof current !== 'string' || !current.includes('no-store')) reply.header('Cache-Control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store' },
);
