import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Throws unless the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
