// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';

const srcDir = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

async function buildCss(candidates: string[]): Promise<string> {
  const compiler = await compile(`@import "tailwindcss";\n${readFileSync(path.join(srcDir, 'theme.css'), 'utf8')}`, {
    base: srcDir,
    async loadStylesheet(id, base) {
      const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id);
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  });
  return compiler.build(candidates);
}

// Every class in the components that names one of our theme tokens, e.g. 'bg-brand-600'
// or 'data-checked:bg-brand-500': a typo there would silently produce no CSS at all.
const tokenPattern = /(brand-\d+|ink|surface|canvas|line|danger|warning|success|header|bubble|typing-dot|toast-in)\b/;

function themedClassesInSource(): string[] {
  const found = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  for (const file of files) {
    const source = readFileSync(path.join(srcDir, file), 'utf8');
    for (const literal of source.matchAll(/(['"])([^'"\n]*)\1/g)) {
      for (const token of (literal[2] ?? '').split(/\s+/)) {
        if (/^[a-z[][a-z0-9:[\]/%.\-_]*$/.test(token) && token.includes('-') && tokenPattern.test(token)) {
          found.add(token);
        }
      }
    }
  }
  return [...found];
}

function escapeClass(name: string): string {
  return name.replace(/[:[\]/%.]/g, (ch) => `\\${ch}`);
}

describe('theme.css', () => {
  it('defines the palette, fonts and animations the components use', async () => {
    const css = await buildCss(['bg-brand-600', 'font-sans', 'animate-typing-dot']);
    expect(css).toContain('--color-brand-600: #207a73');
    expect(css).toContain('system-ui');
    expect(css).toContain('@keyframes typing-dot');
  });

  it('generates CSS for every themed class used in the components', async () => {
    const classes = themedClassesInSource();
    expect(classes.length).toBeGreaterThan(30);
    const css = await buildCss(classes);
    const missing = classes.filter((name) => !css.includes(`.${escapeClass(name)}`));
    expect(missing).toEqual([]);
  });
});
