import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { HttpError } from '../domain/http-errors.js';
import { doctorsAwaitingVerification, verifyDoctor } from '../use-cases/doctor-verification.js';

/**
 * `pnpm --filter @telehealth/api doctors:verify [doctor id]`: verifies a doctor once their
 * registration has been checked, or, without an id, lists the doctors waiting. Works on
 * DATABASE_URL, else on the embedded database in DATA_DIR (stop the server first: the embedded
 * database takes one process at a time).
 */
async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  // pnpm runs scripts inside apps/api; a relative DATA_DIR means where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, config.dataDir);
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    const id = args[0]?.trim();
    if (!id) {
      const pending = await doctorsAwaitingVerification(db);
      if (pending.length === 0) console.log('No doctors are waiting for verification.');
      for (const d of pending) {
        console.log(`${d.id}  ${d.fullName}  prescriber ${d.prescriberNumber}  provider ${d.providerNumber}  signed up ${d.createdAt.toISOString()}`);
      }
      return 0;
    }
    const doctor = await verifyDoctor(db, id, 'command');
    console.log(`Verified Dr. ${doctor.fullName} (${doctor.id}); they can now turn availability on.`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? `Configuration error: ${err.message}` : err);
    process.exit(1);
  },
);
