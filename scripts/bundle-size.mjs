/**
 * Initial JavaScript of a built web app, gzipped (and brotli, as the build precompresses it): the
 * scripts and modulepreloads index.html references, plus every chunk they import statically
 * (dynamic import() chunks load later and are not counted).
 *
 *   node scripts/bundle-size.mjs patient-web     (target 100 kB gzip, limit 150 kB)
 *   node scripts/bundle-size.mjs doctor-web      (target 130 kB gzip, limit 170 kB)
 *
 * Reads apps/<app>/dist (run the app's build first). Prints how far from the target it is; exits 1
 * only over the limit, so a regression stops the benchmarks. kB = 1000 bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const LIMITS_KB = { 'patient-web': 150, 'doctor-web': 170 };
/** Issue 15's targets for a phone's first load. */
const TARGETS_KB = { 'patient-web': 100, 'doctor-web': 130 };
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Script and modulepreload addresses in the HTML, relative to the dist folder. */
export function htmlEntries(html) {
  const found = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.m?js)"[^>]*>/g)) found.add(src);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.add(href);
  }
  return [...found].filter((url) => !/^[a-z]+:\/\//i.test(url)).map((url) => url.replace(/^\//, ''));
}

/** Static imports of an ES module chunk (`import x from "./a.js"`, `import "./b.js"`, `export * from`). */
export function staticImports(code) {
  const specifiers = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const [, spec] of code.matchAll(pattern)) specifiers.add(spec);
  return [...specifiers];
}

export function measure(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const queue = htmlEntries(html);
  const files = new Map();
  while (queue.length) {
    const file = posix.normalize(queue.shift());
    if (files.has(file)) continue;
    const path = join(distDir, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but missing from ${distDir}`);
    const code = readFileSync(path);
    const br = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
    files.set(file, { bytes: code.length, gzip: gzipSync(code, { level: 9 }).length, br: br.length });
    for (const spec of staticImports(code.toString('utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      queue.push(spec.startsWith('/') ? spec.slice(1) : posix.join(posix.dirname(file), spec));
    }
  }
  return files;
}

function main() {
  const app = process.argv[2];
  if (!app || !(app in LIMITS_KB)) {
    console.error(`Usage: node scripts/bundle-size.mjs <${Object.keys(LIMITS_KB).join('|')}>`);
    process.exit(2);
  }
  const distDir = join(root, 'apps', app, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir}/index.html not found: build the app first (pnpm --filter @telehealth/${app} build).`);
    process.exit(2);
  }
  const files = measure(distDir);
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  let total = 0;
  let totalBr = 0;
  for (const [file, { bytes, gzip, br }] of [...files].sort((a, b) => b[1].gzip - a[1].gzip)) {
    total += gzip;
    totalBr += br;
    console.log(
      `  ${file.padEnd(48)} ${kb(bytes).padStart(10)}  gzip ${kb(gzip).padStart(9)}  br ${kb(br).padStart(9)}`,
    );
  }
  const limit = LIMITS_KB[app] * 1000;
  const target = TARGETS_KB[app] * 1000;
  const verdict =
    total > limit
      ? `OVER THE LIMIT of ${LIMITS_KB[app]} kB`
      : total > target
        ? `over the ${TARGETS_KB[app]} kB target by ${kb(total - target)}`
        : `meets the ${TARGETS_KB[app]} kB target`;
  console.log(`${app}: initial JS ${kb(total)} gzip, ${kb(totalBr)} brotli — ${verdict}`);
  if (total > limit) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
