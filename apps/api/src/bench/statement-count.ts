/**
 * Counts the SQL statements node-postgres sends, by wrapping its client's `query` (every pool and
 * Kysely connection goes through it). PostgreSQL mode only: the embedded database has no such client.
 */
import pg from 'pg';

export interface StatementTally {
  total: number;
  /** By first word: select, insert, update, with, begin, commit, notify… */
  byKind: Map<string, number>;
  /** Their texts, in the order sent. */
  statements: string[];
}

let recording: string[] | null = null;
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    if (recording && text) recording.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
}

const kindOf = (statement: string) => {
  const word = statement.trim().split(/\s+/, 1)[0]!.toLowerCase();
  // The event bus's publish is one statement (a `with` reading the audiences, then pg_notify), and so
  // is the outbox's (a `with` deleting the rows, then pg_notify); a write that notifies or stores its
  // own events counts as the write it is. The outbox's sweep, on its own timer, is a `sweep` (its
  // `for update` is a lock, not a write).
  const publishes = statement.includes('pg_notify(') && !/\binsert into\b|\bupdate\s+"?\w+"?\s+set\b/i.test(statement);
  if (!publishes || (word !== 'select' && word !== 'with')) return word;
  return /\bskip locked\b/i.test(statement) ? 'sweep' : 'notify';
};

/** The statements sent while `run` ran (anything else the process sends meanwhile is counted too). */
export async function countStatements(run: () => Promise<void>): Promise<StatementTally> {
  install();
  const seen: string[] = [];
  recording = seen;
  try {
    await run();
  } finally {
    recording = null;
  }
  const byKind = new Map<string, number>();
  for (const s of seen) byKind.set(kindOf(s), (byKind.get(kindOf(s)) ?? 0) + 1);
  return { total: seen.length, byKind, statements: seen };
}
