// Bundles the compiled server (dist/server.js, from tsc) into one module, with a chunk for each part it
// loads only when first needed (the AI doctor's engine, the PDF writer, the Redis client). A start then
// reads and compiles one file instead of resolving several hundred modules across node_modules, most of
// a start's CPU time before the database. `node dist/server.js` stays the command that starts the API.
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const staging = path.join(dist, '.server-bundle');

/**
 * Left to Node at run time, because each finds files beside its own module: PGlite its WebAssembly and
 * file-system image, the AI doctor its knowledge base, the API docs UI its pages, and pino (inside
 * Fastify) the worker file of a log transport. The rest is plain code, and bundled.
 */
const LOADED_FROM_NODE_MODULES = ['@electric-sql/pglite', '@telehealth/diagnosis', '@fastify/swagger-ui', 'fastify'];
const external = (id) => LOADED_FROM_NODE_MODULES.some((name) => id === name || id.startsWith(`${name}/`));

rmSync(staging, { recursive: true, force: true });
await build({
  input: path.join(dist, 'server.js'),
  platform: 'node',
  external,
  logLevel: 'warn',
  output: {
    dir: staging,
    format: 'esm',
    entryFileNames: 'server.js',
    chunkFileNames: 'server-chunks/[name]-[hash].js',
    sourcemap: true,
  },
});

// The compiled modules stay for the command-line tools and benchmarks; the server is the bundle.
rmSync(path.join(dist, 'server-chunks'), { recursive: true, force: true });
renameSync(path.join(staging, 'server-chunks'), path.join(dist, 'server-chunks'));
for (const file of ['server.js', 'server.js.map']) renameSync(path.join(staging, file), path.join(dist, file));
rmSync(staging, { recursive: true, force: true });
