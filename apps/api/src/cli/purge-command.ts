import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { textSeal } from '../domain/sealed-text.js';
import { dataEncryptionKey } from '../kept-secrets.js';
import { expiredRecords, purgeExpiredRecords } from '../use-cases/records.js';
import type { CommandOutput } from './verify-command.js';

const line = (r: { id: string; lastEntry: Date; retainedUntil: Date }) =>
  `${r.id}  last entry ${r.lastEntry.toISOString()}  kept until ${r.retainedUntil.toISOString()}`;

/**
 * `records:purge [--delete]`: lists the closed consultations whose retention period has ended, and
 * with `--delete` destroys them. Works on DATABASE_URL, else on the embedded database in DATA_DIR
 * (relative to `cwd`). Answers the exit code.
 */
export async function recordsPurgeCommand(
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
  out: CommandOutput,
): Promise<number> {
  const unknown = args.filter((a) => a !== '--delete');
  if (unknown.length > 0) {
    out.error(`Unknown argument ${unknown[0]}: the only option is --delete`);
    return 1;
  }
  const loaded = loadConfig(env);
  const config = { ...loaded, dataDir: path.resolve(cwd, loaded.dataDir) };
  const { db } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    columnSeal: textSeal(dataEncryptionKey(config)),
  });
  try {
    await migrateToLatest(db);
    if (!args.includes('--delete')) {
      const expired = await expiredRecords(db);
      if (expired.length === 0) out.log('No record has reached the end of its retention period.');
      for (const r of expired) out.log(line(r));
      if (expired.length > 0) out.log(`${expired.length} record(s) may be destroyed: run again with --delete.`);
      return 0;
    }
    const destroyed = await purgeExpiredRecords(db);
    for (const r of destroyed) out.log(`destroyed ${line(r)}`);
    out.log(`Destroyed ${destroyed.length} record(s) whose retention period had ended.`);
    return 0;
  } finally {
    await db.destroy();
  }
}
