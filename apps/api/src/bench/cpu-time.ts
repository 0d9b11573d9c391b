/**
 * CPU time spent by the server under test and by its database, which, unlike throughput on a shared
 * machine, hardly depends on what else runs there. Linux only (read from /proc); elsewhere null.
 * The server's is its process's main thread (the load comes from a worker thread of the same
 * process); the database's is the sum over the PostgreSQL backends connected to its database.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * A thread's or process's time on a CPU so far, in nanoseconds (the first field of schedstat: exact,
 * where /proc's stat rounds each process down to clock ticks, which a backend serving a few
 * requests never reaches).
 */
async function cpuNsOf(path: string): Promise<number | null> {
  try {
    return Number((await readFile(path, 'utf8')).split(' ')[0]);
  } catch {
    return null;
  }
}

export interface CpuReading {
  serverNs: number;
  /** Each database backend's nanoseconds, by process id (null without a database of its own). */
  backends: Map<number, number> | null;
}

/** Reads both clocks; `databaseUrl` null (the embedded database runs on the server's thread) reads only the server's. */
export async function readCpu(databaseUrl: string | null): Promise<CpuReading | null> {
  const serverNs = await cpuNsOf(`/proc/self/task/${process.pid}/schedstat`);
  if (serverNs === null) return null;
  if (!databaseUrl) return { serverNs, backends: null };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows) {
      const ns = await cpuNsOf(`/proc/${pid}/schedstat`);
      if (ns !== null) backends.set(pid, ns);
    }
    return { serverNs, backends };
  } finally {
    await client.end();
  }
}

const msOf = (ns: number) => ns / 1e6;

/**
 * The CPU milliseconds per request between two readings. A backend that started meanwhile counts
 * whole; one that ended meanwhile is lost (the pool keeps its connections while the load runs).
 */
export function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number) {
  if (!before || !after) return null;
  let database: number | null = null;
  if (before.backends && after.backends) {
    database = 0;
    for (const [pid, ns] of after.backends) database += ns - (before.backends.get(pid) ?? 0);
  }
  return {
    server: msOf(after.serverNs - before.serverNs) / requests,
    database: database === null ? null : msOf(database) / requests,
  };
}
