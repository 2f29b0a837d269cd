// Runs a command with DATABASE_URL set (ARCHITECTURE "Processes and the embedded defaults").
//   tsx scripts/with-db.ts [--no-seed] [--database NAME] [--fresh] -- <command...>
// DATABASE_URL set: migrate that database, run the command.
// DATABASE_URL unset: start embedded PostgreSQL in .data/postgres, migrate, seed demo data into an empty
// database (unless --no-seed), run the command, stop PostgreSQL when the command exits.
import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { migrateDatabase } from '@/server/db/migrate';
import { isDatabaseEmpty, seedDatabase } from '@/server/db/seed';
import { startEmbeddedPostgres, type RunningDatabase } from './lib/embedded-postgres';

interface Options {
  seed: boolean;
  fresh: boolean;
  database: string;
  command: string[];
}

function parseArgs(argv: string[]): Options {
  const separator = argv.indexOf('--');
  const flags = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const databaseFlag = flags.indexOf('--database');
  return {
    seed: !flags.includes('--no-seed'),
    fresh: flags.includes('--fresh'),
    database: databaseFlag === -1 ? 'ghomes' : (flags[databaseFlag + 1] ?? 'ghomes'),
    command,
  };
}

async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${database.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  let running: RunningDatabase | undefined;
  let url = process.env.DATABASE_URL?.trim() || undefined;

  if (url) {
    console.log('[db] DATABASE_URL is set: migrating it (no embedded server, no demo data)');
  } else {
    running = await startEmbeddedPostgres(options.database);
    if (options.fresh) {
      await dropDatabase(running.adminUrl, options.database);
      await running.stop();
      running = await startEmbeddedPostgres(options.database);
    }
    url = running.url;
  }

  let exitCode = 1;
  try {
    await migrateDatabase(url);
    if (!running || !options.seed) {
      // Nothing else to prepare: an operator's database gets migrations only.
    } else if (await isDatabaseEmpty(url)) {
      console.log('[db] empty database: seeding demo data');
      const counts = await seedDatabase(url);
      console.log('[db] seeded', counts);
    }
    exitCode = options.command.length ? await runChild(options.command, url) : 0;
  } finally {
    await running?.stop();
  }
  return exitCode;
}

function runChild(command: string[], databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const [file, ...args] = command as [string, ...string[]];
    const child = spawn(file, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } });
    // Ctrl-C reaches the whole process group; the wrapper stays alive so that it can stop PostgreSQL after
    // the child has finished. embedded-postgres installs its own SIGINT/SIGTERM hook (async-exit-hook) that stops
    // the cluster at once, while the child is still finishing its requests and jobs: removed, so the database
    // stops last (main's `finally`, after the child has exited).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    }
    // The first signal is passed on once and the wrapper waits for the child, however long its graceful stop takes
    // (no relay deadline, no SIGKILL: a child busy when the signal came would otherwise be killed mid-job). A signal
    // sent to the whole group reaches the child directly too, and npm passes its own on: the later copies are
    // dropped, the child's stop is already under way.
    let forwarded = false;
    const forwardOnce = (signal: NodeJS.Signals) => {
      if (forwarded) return;
      forwarded = true;
      child.kill(signal);
    };
    process.on('SIGINT', forwardOnce);
    process.on('SIGTERM', forwardOnce);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[with-db] could not start ${file}: ${error.message}`);
      resolve(127);
    });
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[with-db]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
