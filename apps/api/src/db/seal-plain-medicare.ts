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
