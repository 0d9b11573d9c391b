import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/**
 * Picks the PostgreSQL the integration tests run on: DATABASE_URL when set (CI's local server),
 * else a Testcontainers PostgreSQL when a Docker engine answers, else embedded PGlite. Says which.
 */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (configured) {
    console.log(`[api tests] PostgreSQL from DATABASE_URL (${new URL(configured).host})`);
    project.provide('adminDatabaseUrl', configured);
    return;
  }
  if (!process.env.DOCKER_HOST && !existsSync('/var/run/docker.sock')) {
    console.log('[api tests] no DATABASE_URL and no Docker engine: embedded PGlite');
    project.provide('adminDatabaseUrl', '');
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await Promise.race([
      new PostgreSqlContainer('postgres:16-alpine').start(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), 60_000);
      }),
    ]);
    clearTimeout(timer);
    console.log('[api tests] PostgreSQL from Testcontainers');
    project.provide('adminDatabaseUrl', container.getConnectionUri());
    return async () => {
      await container.stop();
    };
  } catch (err) {
    clearTimeout(timer);
    console.log(
      `[api tests] no DATABASE_URL and no Docker engine (${(err as Error).message.split('\n')[0]}): embedded PGlite`,
    );
    project.provide('adminDatabaseUrl', '');
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}
