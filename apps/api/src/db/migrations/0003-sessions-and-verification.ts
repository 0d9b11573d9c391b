import { sql, type Kysely } from 'kysely';

/**
 * Server-side sessions (one row per sign-in; the cookie carries only its random id) and clinician
 * verification. Doctors already registered were never checked: they start pending and offline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('doctors').addColumn('verified_at', 'timestamptz').execute();
  await sql`update doctors set is_available = 'off'`.execute(db);

  await db.schema
    .createTable('sessions')
    // The SHA-256 of the token in the cookie: a copy of this table does not sign anyone in.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('patient', 'doctor')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('doctor_id', 'uuid', (c) => c.references('doctors.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'sessions_one_holder',
      sql`(role = 'patient' and user_id is not null and doctor_id is null) or (role = 'doctor' and doctor_id is not null and user_id is null)`,
    )
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_doctor').on('sessions').column('doctor_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.alterTable('doctors').dropColumn('verified_at').execute();
}
