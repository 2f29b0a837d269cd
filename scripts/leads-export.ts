// `npm run leads:export -- [--campaign ganesha] [--since 2026-09-01]`: verified festival leads as CSV on stdout
// (header row, India-time timestamps, RFC 4180 quoting). Uses DATABASE_URL, or starts the embedded database.
// Everything but the CSV goes to stderr, so `> leads.csv` holds only the file.
import { EXPORT_USAGE, leadsCsv, parseExportArgs, type ExportOptions } from '@/lib/leads/lead-export';
import { closeDb } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { listLeads } from '@/server/leads/service';
import { startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres';

console.log = console.error;

async function main(): Promise<number> {
  let options: ExportOptions;
  try {
    options = parseExportArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }

  let running: RunningDatabase | undefined;
  try {
    if (!process.env.DATABASE_URL) {
      running = await startEmbeddedPostgres('ghomes', console.error);
      process.env.DATABASE_URL = running.url;
    }
    await migrateDatabase(process.env.DATABASE_URL);
    const leads = await listLeads(options);
    process.stdout.write(leadsCsv(leads));
    console.error(`[leads] ${leads.length} lead(s)${options.campaign ? ` of ${options.campaign}` : ''}${options.since ? ` since ${options.since.toISOString()}` : ''}`);
    return 0;
  } finally {
    await closeDb().catch(() => undefined);
    await running?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[leads:export]', error instanceof Error ? error.message : error, `\n${EXPORT_USAGE}`);
    process.exit(1);
  },
);
