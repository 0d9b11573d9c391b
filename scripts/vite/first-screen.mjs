/**
 * Writes an app's first screen into its index.html at build time, so a phone paints it as soon as the
 * page and its styles arrive instead of after the app's script has downloaded and run (on a slow
 * network and CPU that is most of the wait). The app's `src/first-screen.tsx` exports
 * `renderFirstScreens()`: static markup per screen, drawn by the app's own components. Each goes into
 * `#root` as `<div data-first-screen="name" inert>`: hidden by the app's CSS unless the app's gate
 * (`first-screen-gate.js`, run before the first paint) chose that screen for this address and device;
 * inert, since what is typed there would be lost when the app replaces it on its first render.
 *
 * The app's entry script becomes a modulepreload, so its download still starts with the page's, and
 * the gate starts it once the first screen has painted (first-screen-start.js): running the app's
 * code does not hold that paint back. Its preloads (the entry and what it imports) are fetched at low
 * priority: the first paint needs only the stylesheet and the gate, and on a slow network the app's
 * 80–100 kB would otherwise share the line with them. The gate is a hashed asset (cached for good), a classic script
 * in <head> fetched alongside the stylesheet that blocks the first paint anyway: the page's Content
 * Security Policy (script-src 'self') allows no inline script.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync, runnerImport } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;
const START = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), 'first-screen-start.js'), 'utf8');

/** The gate's script, minified: the app's choice of screen, then the start. */
export function gateScript(appGate) {
  const { code, errors } = minifySync('first-screen.js', `${appGate.trimEnd()}\n${START}`, {
    compress: true,
    mangle: true,
  });
  if (errors.length) throw new Error(`first-screen: the gate does not parse: ${errors[0].message}`);
  return code;
}

/**
 * index.html with the screens inside #root, the entry script replaced by its modulepreload and the
 * gate's script (which starts it), and every module preload at low priority.
 */
export function withFirstScreens(html, screens, gateSrc) {
  if (!html.includes(ROOT_ELEMENT)) throw new Error(`first-screen: index.html has no empty ${ROOT_ELEMENT}`);
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) throw new Error('first-screen: index.html has no entry <script type="module" crossorigin src>');
  const drawn = Object.entries(screens)
    .map(([name, markup]) => {
      if (!/^[a-z][a-z-]*$/.test(name)) throw new Error(`first-screen: "${name}" is not a screen name (a-z, -)`);
      return `<div data-first-screen="${name}" inert>${markup}</div>`;
    })
    .join('');
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace('</head>', `  <script src="${gateSrc}" data-app="${entry[1]}"></script>\n  </head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${drawn}</div>`)
    .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/** A Vite plugin (typed in the .d.mts); build only, the dev server starts the app as before. */
export function firstScreen({ screens = 'src/first-screen.tsx', gate = 'first-screen-gate.js' } = {}) {
  let config;
  let gateSource = '';
  let gateFile = '';
  return {
    name: 'first-screen',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      gateSource = gateScript(readFileSync(resolve(resolved.root, gate), 'utf8'));
      const hash = createHash('sha256').update(gateSource).digest('base64url').slice(0, 8);
      gateFile = `${resolved.build.assetsDir}/first-screen-${hash}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: gateFile, source: gateSource });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        // The screens' module runs in Node with Vite's own transforms (TSX, workspace packages).
        const { module } = await runnerImport(resolve(config.root, screens), {
          root: config.root,
          configFile: false,
          logLevel: 'warn',
          resolve: { dedupe: ['react', 'react-dom'] },
        });
        if (typeof module.renderFirstScreens !== 'function') {
          throw new Error(`first-screen: ${screens} must export renderFirstScreens()`);
        }
        return withFirstScreens(html, module.renderFirstScreens(), `${config.base}${gateFile}`);
      },
    },
  };
}
