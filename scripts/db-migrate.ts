// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or to the embedded database).
import { migrateDatabase } from '@/server/db/migrate';
import { startEmbeddedPostgres } from './lib/embedded-postgres';

async function main() {
  const fromEnv = process.env.DATABASE_URL?.trim();
  const running = fromEnv ? undefined : await startEmbeddedPostgres();
  try {
    await migrateDatabase(fromEnv || running!.url);
    console.log('[db] migrations applied');
  } finally {
    await running?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('[db:migrate]', error instanceof Error ? error.message : error);
  process.exit(1);
});
