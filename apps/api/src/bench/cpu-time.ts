/**
 * CPU time spent by the server under test and by its database, which, unlike throughput on a shared
 * machine, does not depend on what else runs there. Linux only (read from /proc); elsewhere null.
 * The server's is its process's main thread (the load comes from a worker thread of the same
 * process); the database's is the sum over the PostgreSQL backends connected to its database.
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every common Linux build). */
const TICKS_PER_SECOND = 100;

async function ticksOf(statPath: string): Promise<number | null> {
  try {
    const stat = await readFile(statPath, 'utf8');
    // The command name may hold spaces: fields are counted after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

export interface CpuReading {
  serverTicks: number;
  /** Each database backend's ticks, by process id (null without a database of its own). */
  backends: Map<number, number> | null;
}

/** Reads both clocks; `databaseUrl` null (the embedded database runs on the server's thread) reads only the server's. */
export async function readCpu(databaseUrl: string | null): Promise<CpuReading | null> {
  const serverTicks = await ticksOf(`/proc/self/task/${process.pid}/stat`);
  if (serverTicks === null) return null;
  if (!databaseUrl) return { serverTicks, backends: null };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const backends = new Map<number, number>();
    for (const { pid } of rows) {
      const ticks = await ticksOf(`/proc/${pid}/stat`);
      if (ticks !== null) backends.set(pid, ticks);
    }
    return { serverTicks, backends };
  } finally {
    await client.end();
  }
}

const msOf = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/**
 * The CPU milliseconds per request between two readings. A backend that started meanwhile counts
 * whole; one that ended meanwhile is lost (the pool keeps its connections while the load runs).
 */
export function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number) {
  if (!before || !after) return null;
  let database: number | null = null;
  if (before.backends && after.backends) {
    database = 0;
    for (const [pid, ticks] of after.backends) database += ticks - (before.backends.get(pid) ?? 0);
  }
  return {
    server: msOf(after.serverTicks - before.serverTicks) / requests,
    database: database === null ? null : msOf(database) / requests,
  };
}
