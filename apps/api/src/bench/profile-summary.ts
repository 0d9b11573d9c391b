/**
 * Where a .cpuprofile's time went, as text: the functions with the most self time, and the share
 * of the busy time spent under each of a few parts of the request path (inclusive time, each sample
 * counted once per part). Usage: node dist/bench/profile-summary.js <file.cpuprofile> [--top 30]
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Parts of the request path, matched on the script's address or the function's name. */
const PARTS: [string, RegExp][] = [
  ['pg driver (protocol, parsing)', /node_modules\/.*\/(pg|pg-protocol|pg-types|postgres-[a-z]+)\//],
  ['kysely (query building)', /node_modules\/.*\/kysely\//],
  ['fastify core', /node_modules\/.*\/fastify\/(lib|fastify\.js)/],
  ['validation (ajv/typebox)', /node_modules\/.*\/(ajv|typebox|@sinclair)\//],
  ['serialization (fast-json-stringify)', /fast-json-stringify|anonymous.*serialize/],
  ['rate limit', /@fastify\/rate-limit|rate-limits\.js/],
  ['cookies', /@fastify\/cookie|cookie-signature|\/cookie\//],
  ['helmet', /helmet/],
  ['consultation engine', /\/consultation\//],
  ['diagnosis package', /packages\/diagnosis|@telehealth\/diagnosis/],
  ['realtime (bus, hub, delivery)', /\/realtime\//],
  ['repositories', /\/repositories\//],
  ['use-cases', /\/use-cases\//],
  ['http (node:_http, net)', /^node:(_http|http|net|stream|internal\/streams|internal\/http)/],
  ['garbage collection', /^\(garbage collector\)$/],
];

const labelOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^file:\/\/.*\/apps\/api\//, '')}:${n.callFrame.lineNumber + 1}`;

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [--top N]');
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 30;
  const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<string, number>();
  const parts = new Map<string, number>();
  /** Inclusive time of the app's own functions (under dist/ or packages/), each counted once per sample. */
  const own = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += dt;
      return;
    }
    busy += dt;
    self.set(labelOf(node), (self.get(labelOf(node)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      const where = `${n.callFrame.url} ${n.callFrame.functionName}`;
      for (const [part, pattern] of PARTS) {
        if (!seen.has(part) && (pattern.test(n.callFrame.url) || pattern.test(where))) seen.add(part);
      }
    }
    for (const part of seen) parts.set(part, (parts.get(part) ?? 0) + dt);
    const ownSeen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (/node_modules|^node:|^$/.test(n.callFrame.url)) continue;
      ownSeen.add(labelOf(n));
    }
    for (const label of ownSeen) own.set(label, (own.get(label) ?? 0) + dt);
  });

  const ms = (us: number) => (us / 1000).toFixed(0);
  console.log(`${file}: busy ${ms(busy)} ms, idle ${ms(idle)} ms`);
  console.log('\nInclusive share of busy time by part:');
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1]))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(6)}%  ${part}`);
  console.log(`\nTop ${top} of the app's own functions by inclusive time:`);
  for (const [label, us] of [...own].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(6)}%  ${ms(us).padStart(6)} ms  ${label}`);
  console.log(`\nTop ${top} by self time:`);
  for (const [label, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((us / busy) * 100).toFixed(1).padStart(6)}%  ${ms(us).padStart(6)} ms  ${label}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
