import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import type { Message } from '@telehealth/schema';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { textSeal } from '../src/domain/sealed-text.js';
import { cookiesOf, newDeviceId } from './helpers/actors.js';
import { migrationDatabase } from './helpers/migration-database.js';
import { TEST_DATA_KEY, testConfig } from './helpers/build.js';
import { imageDataUrl } from './helpers/images.js';

/** The last migration before images moved from data URL text to their type and bytes. */
const BEFORE_IMAGE_BYTES = '0003-sessions-and-verification';

const database = migrationDatabase();

describe('migration 0004 over images stored the old way', () => {
  it('reads every image back exactly as it was sent, and counts them against the budget', async () => {
    const handle = openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      columnSeal: textSeal(TEST_DATA_KEY),
    });
    const old = handle.db.withoutPlugins();
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const migrated = await migrator.migrateTo(BEFORE_IMAGE_BYTES);
    expect(migrated.error).toBeUndefined();
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'messages'`.execute(old);
    expect(columns.map((c) => c.column_name)).toContain('image_url');

    // A patient's conversation as it was stored before: each image a data URL in messages.image_url.
    const deviceId = newDeviceId();
    const photos = {
      png: imageDataUrl('png', 3_000),
      // Large enough to be read back in several slices.
      jpeg: imageDataUrl('jpeg', 2_500_000),
      gif: imageDataUrl('gif', 700),
    };
    const { rows: users } = await sql<{ id: string }>`
      insert into users (username, device_id) values ('patient', ${deviceId}) returning id`.execute(old);
    const userId = users[0]!.id;
    const { rows: conversations } = await sql<{ id: string }>`
      insert into conversations (user_id) values (${userId}) returning id`.execute(old);
    const conversationId = conversations[0]!.id;
    const sent: [string, string | null][] = [
      ['my throat', photos.png],
      ['no photo this time', null],
      ['the rash', photos.jpeg],
      ['and my arm', photos.gif],
    ];
    for (const [i, [text, imageUrl]] of sent.entries()) {
      await sql`
        insert into messages (conversation_id, user_id, text, sender, timestamp, image_url)
        values (${conversationId}, ${userId}, ${text}, 'patient', ${new Date(Date.UTC(2026, 0, 1, 9, i)).toISOString()}, ${imageUrl})`.execute(
        old,
      );
    }
    await handle.db.destroy();

    // The app migrates to the latest schema as it starts.
    const app = await buildApp(testConfig(database.url, { dataDir: database.dataDir }), { logger: false });
    try {
      const signIn = await app.inject({ method: 'POST', url: '/api/users/device', payload: { deviceId } });
      expect(signIn.statusCode).toBe(200);
      const res = await app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: cookiesOf(signIn) },
      });
      expect(res.statusCode).toBe(200);
      const messages = res.json<Message[]>();
      expect(messages.map((m) => [m.text, m.imageUrl])).toEqual(sent);

      const decoded = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64').length;
      const counted = await app.db
        .selectFrom('conversations')
        .select('imageBytes')
        .where('id', '=', conversationId)
        .executeTakeFirstOrThrow();
      expect(counted.imageBytes).toBe(decoded(photos.png) + decoded(photos.jpeg) + decoded(photos.gif));
    } finally {
      await app.close();
    }
  });
});
