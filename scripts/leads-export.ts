// `npm run leads:export -- [--campaign ganesha] [--since 2026-09-01]`: verified festival leads as CSV on stdout
// (header row, India-time timestamps, formula-safe RFC 4180 quoting; the same parts as the desk's 'Download CSV',
// server/leads/export.ts). Uses DATABASE_URL, or starts the embedded database. Everything but the CSV goes to
// stderr, so `> leads.csv` holds only the file.
import { once } from 'node:events';
import { EXPORT_USAGE, parseExportArgs, type ExportOptions } from '@/lib/leads/lead-export';
import { closeDb } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { leadsCsvParts } from '@/server/leads/export';
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
    let count = 0;
    for await (const part of leadsCsvParts(options, { onRows: (rows) => (count += rows) })) {
      if (!process.stdout.write(part)) await once(process.stdout, 'drain');
    }
    console.error(`[leads] ${count} lead(s)${options.campaign ? ` of ${options.campaign}` : ''}${options.since ? ` since ${options.since.toISOString()}` : ''}`);
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
