// Not 'server-only': the scripts and the Jest global setup run it outside Next's bundler too.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import { Client } from 'pg';
import { normalisePendingSearchNames } from './search-names';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

// Any fixed number works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 72_461_903;

const quietLogger = new Logger(() => (level, message) => {
  // A command-line tool's warning for the person running it (this runs before any server and its log).
  if (level === 'error' || level === 'warning') console.warn(`[jobs] ${message}`);
});

/** Applies the committed SQL migrations. Safe to call from several processes at once (advisory lock). */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    // The job queue's own schema (graphile_worker), so add_job() exists before the first request needs it.
    await runMigrations({ connectionString, logger: quietLogger });
    // Names written without their search form (an older release, psql) get it now (server/db/search-names.ts).
    await normalisePendingSearchNames(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
