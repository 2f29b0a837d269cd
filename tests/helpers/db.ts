// Each integration test file gets its own database, cloned from a migrated template (fast: a file copy).
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const TEMPLATE_DATABASE = 'ghomes_test_template';

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('Integration tests need DATABASE_URL (run them with `npm test` or `npm run test:integration`).');
  return withDatabase(url, 'postgres');
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty, fully migrated database for one test file and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database "${name}" template "${TEMPLATE_DATABASE}"`));
  return withDatabase(adminUrl(), name);
}

export async function dropTestDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}
