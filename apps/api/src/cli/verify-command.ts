import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { HttpError } from '../domain/http-errors.js';
import { textSeal } from '../domain/sealed-text.js';
import { dataEncryptionKey } from '../kept-secrets.js';
import { notifyEvents, type BusEvent } from '../realtime/event-bus.js';
import { doctorsAwaitingVerification, verifyDoctor } from '../use-cases/doctor-verification.js';

export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

const USAGE =
  'Usage: doctors:verify <doctor id> --name "<full name>" --prescriber <prescriber number> --provider <provider number>\n' +
  '       doctors:verify   (lists the doctors waiting, with their details)';

/**
 * `doctors:verify <doctor id> --name … --prescriber … --provider …`: verifies a doctor once their
 * registration has been checked, or, without an id, lists the doctors waiting. Like the operator API it
 * takes the details the operator checked: if the doctor changed any of them after the list was read,
 * nothing is verified. Works on DATABASE_URL, else on the embedded database in DATA_DIR (relative to
 * `cwd`). Answers the exit code.
 */
export async function doctorsVerifyCommand(
  args: string[],
  env: Record<string, string | undefined>,
  cwd: string,
  out: CommandOutput,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { name: { type: 'string' }, prescriber: { type: 'string' }, provider: { type: 'string' } },
    });
  } catch (err) {
    out.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const id = parsed.positionals[0]?.trim();
  if (parsed.positionals.length > 1) {
    out.error(`One doctor at a time.\n${USAGE}`);
    return 2;
  }
  const { name, prescriber, provider } = parsed.values;
  const checked =
    name?.trim() && prescriber?.trim() && provider?.trim()
      ? { fullName: name.trim(), prescriberNumber: prescriber.trim(), providerNumber: provider.trim() }
      : null;
  if (id && !checked) {
    out.error(`Give the name and both numbers you checked against the registers.\n${USAGE}`);
    return 2;
  }
  const loaded = loadConfig(env);
  const config = { ...loaded, dataDir: path.resolve(cwd, loaded.dataDir) };
  // The same key as the server's, so the sealed columns read back.
  const { db, pool } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    columnSeal: textSeal(dataEncryptionKey(config)),
  });
  try {
    await migrateToLatest(db);
    if (!id || !checked) {
      const pending = await doctorsAwaitingVerification(db);
      if (pending.length === 0) out.log('No doctors are waiting for verification.');
      for (const d of pending) {
        out.log(
          `${d.id}  ${d.fullName}  prescriber ${d.prescriberNumber}  provider ${d.providerNumber}  signed up ${d.createdAt.toISOString()}`,
        );
      }
      if (pending.length > 0)
        out.log(`Check each against the registers, then verify with the details checked:\n${USAGE}`);
      return 0;
    }
    // On PostgreSQL the running servers hear of it (the embedded database has no server running meanwhile).
    const publish = (events: BusEvent[]) => (pool ? notifyEvents(pool, events) : Promise.resolve());
    const doctor = await verifyDoctor({ db, publish }, id, 'command', checked);
    out.log(`Verified Dr. ${doctor.fullName} (${doctor.id}); they can now turn availability on.`);
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await db.destroy();
  }
}
