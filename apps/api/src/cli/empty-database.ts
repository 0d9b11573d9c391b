import { randomBytes } from 'node:crypto';
import { embeddedDb, migrateToLatest } from '../db/database.js';
import { EMPTY_DATABASE_DIR, makeEmptyDatabase } from '../db/embedded.js';
import { textSeal } from '../domain/sealed-text.js';

/**
 * Run by `pnpm build`: makes the migrated empty database a new embedded data directory starts from
 * (see db/embedded.ts). It holds no row, so nothing is sealed and a throwaway key will do.
 */
makeEmptyDatabase(EMPTY_DATABASE_DIR, (pglite) => migrateToLatest(embeddedDb(pglite, textSeal(randomBytes(32))))).then(
  () => console.log(`empty embedded database made in ${EMPTY_DATABASE_DIR}`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
