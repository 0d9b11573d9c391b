import { sql } from 'kysely';
import { ConfigError } from '../config.js';
import type { Db } from './database.js';
import { SEALED_BYTE_FIELDS, SEALED_COLUMNS } from './sealed-columns.js';

const SEALED_PATTERN = 'sealed:v1:%';
/** The pattern as the column's own type: PGlite sends a parameter only as the type it infers. */
const sealedPattern = (column: string) =>
  SEALED_BYTE_FIELDS.has(column) ? Buffer.from(SEALED_PATTERN, 'latin1') : SEALED_PATTERN;

type SealedTable = keyof typeof SEALED_COLUMNS;
const TABLES = Object.keys(SEALED_COLUMNS) as SealedTable[];

/** Rows of `table` with a sealed column still in plain text, by id. */
async function plainRows(db: Db, table: SealedTable): Promise<{ id: string }[]> {
  const columns = SEALED_COLUMNS[table];
  return db
    .selectFrom(table)
    .select('id')
    .where((eb) =>
      eb.or(columns.map((c) => eb.and([eb(sql.ref(c), 'is not', null), eb(sql.ref(c), 'not like', sealedPattern(c))]))),
    )
    .execute();
}

/**
 * Seals values written before sealing began (rows are read compatibly meanwhile). Runs at start-up,
 * after the migrations: the key lives in the process, never in a migration. Answers how many rows.
 */
export async function sealPlainColumns(db: Db): Promise<number> {
  let sealed = 0;
  for (const table of TABLES) {
    for (const { id } of await plainRows(db, table)) {
      await db.transaction().execute(async (trx) => {
        // Read (opened, or plain as it is) and written back: the seal plugin seals on the way in.
        const row = (await trx.selectFrom(table).selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as
          Record<string, unknown> | undefined;
        if (!row) return;
        const values = Object.fromEntries(SEALED_COLUMNS[table].map((c) => [c, row[c] ?? null]));
        await trx.updateTable(table).set(values).where('id', '=', id).execute();
      });
      sealed++;
    }
  }
  return sealed;
}

/**
 * Stops the start when the key cannot open the values already stored (a different
 * DATA_ENCRYPTION_KEY, or a lost key file), instead of failing every read of them later.
 */
export async function checkDataKey(db: Db): Promise<void> {
  for (const table of TABLES) {
    for (const column of SEALED_COLUMNS[table]) {
      try {
        // The seal plugin opens the value as it is read: a wrong key fails its tag check here.
        await db
          .selectFrom(table)
          .select(sql.ref(column).as(column))
          .where(sql.ref(column), 'like', sealedPattern(column))
          .limit(1)
          .execute();
      } catch (err) {
        throw new ConfigError(
          `DATA_ENCRYPTION_KEY does not open the values already sealed in ${table} (was the key changed?)`,
          { cause: err },
        );
      }
    }
  }
}
