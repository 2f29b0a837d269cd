// Embedded database ownership (scripts/lib/embedded-postgres.ts): two checkouts side by side, both configured
// for the same port, each get their own PostgreSQL; a checkout reuses only its own running database.
// Run with `npx tsx --test tests/node/*.test.ts` (node's test runner: embedded-postgres is an ES module).
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { chooseEmbeddedPort, dataDirectoryOn, startEmbeddedPostgres, type RunningDatabase } from '../../scripts/lib/embedded-postgres';

const logs: string[] = [];
const log = (message: string) => logs.push(message);
const checkouts: string[] = [];
const running: RunningDatabase[] = [];

function newCheckout(name: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `ghomes-${name}-`));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.
  chmodSync(root, 0o755);
  checkouts.push(root);
  return path.join(root, '.data/postgres');
}

let firstCheckout: string;
let secondCheckout: string;
let port: number;

before(async () => {
  firstCheckout = newCheckout('first');
  secondCheckout = newCheckout('second');
  // A port nobody else uses, well away from the project's defaults.
  port = (await chooseEmbeddedPort({ dataDir: firstCheckout, port: Number(process.env.EMBEDDED_PG_PORT ?? 54329) + 500, log })).port;
});

after(async () => {
  for (const database of running.reverse()) await database.stop();
  for (const root of checkouts) rmSync(root, { recursive: true, force: true });
});

test('the first checkout starts its own PostgreSQL on the configured port', { timeout: 180_000 }, async () => {
  const first = await startEmbeddedPostgres('ghomes', log, { dataDir: firstCheckout, port });
  running.push(first);
  assert.equal(first.port, port);
  assert.equal(first.started, true);
  assert.equal(realpathSync((await dataDirectoryOn(port))!), realpathSync(firstCheckout));
});

test('a second checkout configured for the same port does not reuse it: it takes the next free port and says so', { timeout: 180_000 }, async () => {
  logs.length = 0;
  const second = await startEmbeddedPostgres('ghomes', log, { dataDir: secondCheckout, port });
  running.push(second);
  assert.equal(second.started, true);
  assert.notEqual(second.port, port);
  assert.equal(realpathSync((await dataDirectoryOn(second.port))!), realpathSync(secondCheckout));
  // The first checkout's database is untouched and still its own.
  assert.equal(realpathSync((await dataDirectoryOn(port))!), realpathSync(firstCheckout));
  assert.ok(logs.some((line) => line.includes(`127.0.0.1:${port} is taken by another PostgreSQL`) && line.includes(realpathSync(firstCheckout))), logs.join('\n'));
  assert.ok(logs.some((line) => line.includes(`using 127.0.0.1:${second.port} instead of ${port}`)), logs.join('\n'));
});

test('each checkout reuses its own running database, even when it runs on the fallback port', { timeout: 60_000 }, async () => {
  const firstAgain = await chooseEmbeddedPort({ dataDir: firstCheckout, port, log });
  assert.deepEqual(firstAgain, { port, reuse: true });
  const secondAgain = await chooseEmbeddedPort({ dataDir: secondCheckout, port, log });
  assert.deepEqual(secondAgain, { port: running[1]!.port, reuse: true });
  const reused = await startEmbeddedPostgres('ghomes', log, { dataDir: secondCheckout, port });
  assert.equal(reused.started, false);
  assert.equal(reused.port, running[1]!.port);
  await reused.stop(); // a no-op: the process that started it owns it
  assert.equal(realpathSync((await dataDirectoryOn(reused.port))!), realpathSync(secondCheckout));
});
