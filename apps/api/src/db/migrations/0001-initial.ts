import { sql, type Kysely } from 'kysely';

/** The tables of the spec plus attachments, actionable items and the audit trail. Never edit: add a migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password', 'text')
    .addColumn('device_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('prescriber_number', 'text', (c) => c.notNull())
    .addColumn('provider_number', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('device_id', 'text', (c) => c.notNull().unique())
    .addColumn('avatar_number', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('is_available', 'text', (c) =>
      c
        .notNull()
        .defaultTo('on')
        .check(sql`is_available in ('on', 'off')`),
    )
    .addColumn('signature_type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('computer')
        .check(sql`signature_type in ('computer', 'drawn')`),
    )
    .addColumn('signature_data', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_assigned_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ongoing'))
    .addColumn('timestamp', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_message', 'text')
    .addColumn('diagnosis_name', 'text')
    .addColumn('diagnosis_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('full_name', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('country', 'text')
    .addColumn('mobile_number', 'text')
    .addColumn('medicare_number', 'text')
    .addColumn('medicare_reference_number', 'text')
    .addColumn('preferred_doctor', 'text')
    .addColumn('doctor_connect_status', 'text', (c) =>
      c.check(sql`doctor_connect_status in ('requested', 'assigned', 'declined')`),
    )
    .addColumn('requested_at', 'timestamptz')
    .addColumn('summary_text', 'text')
    .addColumn('summary_preview', 'text')
    .addColumn('summary_generated_at', 'timestamptz')
    .addColumn('clinical_management_text', 'text')
    .addColumn('clinical_management_generated_at', 'timestamptz')
    .addColumn('assigned_doctor_id', 'uuid', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('urgent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('triage', 'text')
    .addColumn('certificate_request', 'jsonb')
    .addColumn('consultation_state', 'jsonb')
    .execute();
  await db.schema
    .createIndex('conversations_user_time')
    .on('conversations')
    .columns(['user_id', 'timestamp'])
    .execute();
  await sql`create index conversations_waiting on conversations (urgent desc, requested_at) where doctor_connect_status = 'requested'`.execute(
    db,
  );

  await db.schema
    .createTable('attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('document_number', 'text', (c) => c.notNull().unique())
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text')
    .addColumn('condition', 'text')
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addColumn('doctor_id', 'uuid', (c) => c.references('doctors.id').onDelete('set null'))
    .addColumn('doctor_name', 'text', (c) => c.notNull())
    .addColumn('provider_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('attachments_user_time').on('attachments').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull().check(sql`sender in ('patient', 'doctor')`))
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('image_url', 'text')
    .addColumn('attachment_id', 'uuid', (c) => c.references('attachments.id').onDelete('set null'))
    .addColumn('attachment_url', 'text')
    .addColumn('attachment_name', 'text')
    .addColumn('attachment_purpose', 'text')
    .addColumn('attachment_condition', 'text')
    .addColumn('options', 'jsonb')
    .addColumn('author_doctor_id', 'uuid', (c) => c.references('doctors.id').onDelete('set null'))
    // Insertion order: two messages written in the same millisecond still list in the order they were said.
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation_seq').on('messages').columns(['conversation_id', 'seq']).execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('Australia'))
    .addColumn('mobile_number', 'text')
    .addColumn('medicare_number', 'text')
    .addColumn('medicare_reference_number', 'text')
    .addColumn('relationship', 'text', (c) => c.notNull().defaultTo('self'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('profiles_device').on('profiles').columns(['device_id', 'created_at']).execute();

  await db.schema
    .createTable('doctor_patient_assignments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .execute();
  await db.schema
    .createIndex('assignments_doctor')
    .on('doctor_patient_assignments')
    .columns(['doctor_id', 'assigned_at'])
    .execute();
  // The hard guarantee against double assignment, whatever the assigners do concurrently.
  await sql`create unique index assignments_one_active on doctor_patient_assignments (conversation_id) where status = 'active'`.execute(
    db,
  );

  await db.schema
    .createTable('actionable_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('conversation_id', 'uuid', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('subtype', 'text')
    .addColumn('ticked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('issued', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('issued_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('actionable_items_conversation')
    .on('actionable_items')
    .columns(['conversation_id', 'position'])
    .execute();

  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'uuid')
    .addColumn('detail', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('audit_events_subject')
    .on('audit_events')
    .columns(['subject_type', 'subject_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'audit_events',
    'actionable_items',
    'doctor_patient_assignments',
    'profiles',
    'messages',
    'attachments',
    'conversations',
    'doctors',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
