// The e2e server's own database, for tests that must read or set up rows the UI cannot (a past visit, a cache
// check). The same URL scripts/e2e.ts gives the server.
import { Client } from 'pg';

export const E2E_DATABASE = process.env.E2E_DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${process.env.EMBEDDED_PG_PORT ?? 54329}/ghomes_e2e`;

export async function e2eQuery<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: E2E_DATABASE });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
