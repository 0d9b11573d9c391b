/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to each text file of a built web app, once at
 * build time at the highest levels, so the API (@fastify/static `preCompressed`) and nginx
 * (`gzip_static`, `brotli_static`) send them as they are instead of compressing per request.
 *
 *   node ../../scripts/precompress.mjs dist      (run from the app's folder, after `vite build`)
 *
 * A copy that would not be smaller than the file is not written: the file is then sent as it is.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts in this build are already compressed formats. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 512;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; answers what was written, per file. */
export function precompress(dir) {
  const written = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    written.push({ file, bytes: bytes.length, br: br.length, gzip: gz.length });
  }
  return written;
}

function main() {
  const dir = resolve(process.argv[2] ?? 'dist');
  const written = precompress(dir);
  const total = (key) => written.reduce((sum, w) => sum + w[key], 0);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${written.length} files in ${dir}: ${kb(total('bytes'))} → brotli ${kb(total('br'))}, gzip ${kb(total('gzip'))}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
