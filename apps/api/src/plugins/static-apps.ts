import { stat } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { IncomingMessage } from 'node:http';

/** Requests that arrived on the doctor origin's port carry this mark (set by the server). */
export const DOCTOR_ORIGIN = Symbol('doctor-origin');
export const markDoctorOrigin = (req: IncomingMessage) => {
  (req as IncomingMessage & { [DOCTOR_ORIGIN]?: boolean })[DOCTOR_ORIGIN] = true;
};
const isDoctorOrigin = (req: IncomingMessage) =>
  (req as IncomingMessage & { [DOCTOR_ORIGIN]?: boolean })[DOCTOR_ORIGIN] === true;

export interface StaticAppsOptions {
  patientAppDir: string | null;
  doctorAppDir: string | null;
}

const PLACEHOLDER = (app: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${app}</title></head>` +
  `<body><h1>${app}</h1><p>This origin serves the ${app}. Build it with <code>pnpm build</code>.</p></body></html>`;

/**
 * Serves the built patient app on the patient origin and the doctor app on the doctor origin, with
 * the single-page fallback to index.html (never for a missing file under /assets/: that is a 404). Hashed assets (under /assets/) are cached for a year as
 * immutable; everything else, index.html and the fallback included, is revalidated (no-cache).
 */
export const staticAppsPlugin = fp<StaticAppsOptions>(
  async (app, opts) => {
    const roots = [opts.patientAppDir, opts.doctorAppDir].filter((d): d is string => d !== null);
    await app.register(fastifyStatic, {
      root: roots.length ? roots : [process.cwd()],
      serve: false,
      // The build writes .br and .gz copies (scripts/precompress.mjs): the best one the browser accepts
      // is sent as it is, with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      // Cache-Control is set below, per file: @fastify/static's own (max-age=0) would replace it.
      cacheControl: false,
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (
        url.startsWith('/api/') ||
        url === '/api' ||
        url === '/ws' ||
        (request.method !== 'GET' && request.method !== 'HEAD')
      ) {
        const allowed = app.allowedMethods(url);
        if (allowed.length > 0) {
          return reply
            .status(405)
            .header('Allow', allowed.join(', '))
            .send({ message: `${request.method} is not allowed here (allowed: ${allowed.join(', ')})` });
        }
        return reply.status(404).send({ message: `Route ${request.method} ${url} not found` });
      }
      const doctor = isDoctorOrigin(request.raw);
      const root = doctor ? opts.doctorAppDir : opts.patientAppDir;
      const appName = doctor ? 'doctor app' : 'patient app';
      if (!root) return reply.type('text/html').send(PLACEHOLDER(appName));

      const relative = path.normalize(decodeURIComponent(url)).replace(/^(\.\.(\/|\\|$))+/, '');
      const file = path.join(root, relative);
      if (file.startsWith(root + path.sep) && (await isFile(file))) {
        const immutable = relative.startsWith(`${path.sep}assets${path.sep}`);
        return reply
          .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(path.relative(root, file), root);
      }
      // A hashed file that is not there (an old build's, or a typo) is a 404: answering with the app's page
      // would hand a browser HTML where it asked for a script or a style sheet. nginx does the same.
      if (relative.startsWith(`${path.sep}assets${path.sep}`)) {
        return reply
          .status(404)
          .header('Cache-Control', 'no-cache')
          .send({ message: `There is no file at ${url}` });
      }
      if (!(await isFile(path.join(root, 'index.html')))) return reply.type('text/html').send(PLACEHOLDER(appName));
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', root);
    });
  },
  { name: 'static-apps' },
);

async function isFile(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}
