// A cold start while the database is not answering yet (right after PostgreSQL itself restarted, on a busy
// machine): the app's boot tries the database with a short timeout and backoff (waitForDatabase in
// server/db/client.ts) instead of connections that each wait PG_CONNECT_TIMEOUT_MS, so /api/health says 503 while
// the database is down and 200 as soon as it answers. The database's port first accepts connections and answers
// nothing (a listener standing in for a PostgreSQL that does not answer yet), then a real PostgreSQL starts there.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GET as health } from '@/app/api/health/route';
import { closeDb, waitForDatabase } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { freePort } from '../../scripts/lib/free-port';
import { restartablePostgres } from '../helpers/restartable-postgres';
import { waitFor } from '../helpers/worker-process';

jest.setTimeout(120_000);

let root = '';
let port = 0;
const saved = process.env.DATABASE_URL;
const database = restartablePostgres(() => root, () => port);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'ghomes-boot-'));
  chmodSync(root, 0o755); // as root, PostgreSQL runs as the `postgres` user and must reach its directory
  port = await freePort();
  await closeDb();
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/ghomes`;
  resetEnvCacheForTests();
});

afterAll(async () => {
  await closeDb();
  await database.stop();
  rmSync(root, { recursive: true, force: true });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  resetEnvCacheForTests();
});

/** A port that accepts connections and never answers: each connection attempt waits for its own timeout. */
async function silentListener(): Promise<{ attempts: () => number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let attempts = 0;
  const server = net.createServer((socket) => {
    attempts += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    attempts: () => attempts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('health is 503 while the database does not answer and 200 as soon as it does; the boot keeps trying meanwhile', async () => {
  const silent = await silentListener();
  const answered = waitForDatabase();
  // The boot gives up on a silent connection and tries again (a single attempt would wait PG_CONNECT_TIMEOUT_MS).
  await waitFor('the boot to try the silent database three times', () => silent.attempts() >= 3, 60_000);
  const down = await health();
  expect(down.status).toBe(503);
  expect(await down.json()).toEqual({ status: 'degraded', database: 'down' });

  await silent.close();
  await database.start();
  await answered;
  const up = await health();
  expect(up.status).toBe(200);
  expect(await up.json()).toMatchObject({ status: 'ok', database: 'up' });
});
