/**
 * A fresh PostgreSQL database for one run, on the server DATABASE_URL names (default: the local
 * server's `postgres` database), dropped at the end whatever happened.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createDatabase() {
  const server = process.env.DEPLOY_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_SERVER;
  const name = `telehealth_deploy_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      // FORCE: a process killed mid-run may leave a session the server has not noticed yet.
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
  return { name, url: url.toString(), drop };
}

/** Rows of a query on the run's database (for the final count of what was stored). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
