import { ConfigError } from '../config.js';
import type { Db } from './database.js';

const SEALED_PATTERN = 'sealed:v1:%';

/**
 * Seals Medicare numbers written before sealing began (rows are read compatibly meanwhile). Runs at
 * start-up, after the migrations: the key lives in the process, never in a migration.
 */
export async function sealPlainMedicareNumbers(db: Db): Promise<number> {
  let sealed = 0;
  for (const table of ['profiles', 'conversations'] as const) {
    const plain = await db
      .selectFrom(table)
      .select(['id', 'medicareNumber', 'medicareReferenceNumber'])
      .where((eb) =>
        eb.or([
          eb.and([eb('medicareNumber', 'is not', null), eb('medicareNumber', 'not like', SEALED_PATTERN)]),
          eb.and([
            eb('medicareReferenceNumber', 'is not', null),
            eb('medicareReferenceNumber', 'not like', SEALED_PATTERN),
          ]),
        ]),
      )
      .execute();
    for (const row of plain) {
      // The seal plugin seals both columns as they are written back.
      await db
        .updateTable(table)
        .set({ medicareNumber: row.medicareNumber, medicareReferenceNumber: row.medicareReferenceNumber })
        .where('id', '=', row.id)
        .execute();
      sealed++;
    }
  }
  return sealed;
}

/**
 * Stops the start when the key cannot open the numbers already stored (a different
 * DATA_ENCRYPTION_KEY, or a lost key file), instead of failing every read of them later.
 */
export async function checkDataKey(db: Db): Promise<void> {
  for (const table of ['profiles', 'conversations'] as const) {
    try {
      // The seal plugin opens the value as it is read: a wrong key fails its tag check here.
      await db.selectFrom(table).select('medicareNumber').where('medicareNumber', 'like', SEALED_PATTERN).limit(1).execute();
    } catch (err) {
      throw new ConfigError(`DATA_ENCRYPTION_KEY does not open the Medicare numbers already stored in ${table} (was the key changed?)`, {
        cause: err,
      });
    }
  }
}
