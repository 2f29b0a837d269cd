// Fault runs against a production build, as an operator would cause them (docs/jobs.md "Fault runs"):
//   npx tsx --conditions=react-server bench/fault-runs.ts [--port 3191] [--database ghomes_e2e]
// Needs `next build` done (e.g. by scripts/e2e.ts, whose database ghomes_e2e is seeded) and this checkout's
// embedded PostgreSQL free to be started by this script (it kills it with -9 in one scenario).
// Each scenario signs up fresh people, fires a burst of bookings at `npm start`, causes the fault a quarter of
// the way in, recovers, and then counts: acknowledged bookings (201) missing from the database, confirmations
// delivered (outbox) and how long after recovery the last one came, duplicate confirmations (outbox rows per
// visit, found by the calendar invite's UID), WhatsApp messages to the (unverified) numbers, and whether
// `npm run worker` is still running.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { startEmbeddedPostgres, type RunningDatabase } from '../scripts/lib/embedded-postgres';
import { waitForLoginCode } from './lib/outbox-code';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1]! : fallback);
const PORT = Number(flag('--port', '3191'));
const DATABASE = flag('--database', 'ghomes_e2e');
const PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54400);
const BASE = `http://127.0.0.1:${PORT}`;
const PEOPLE = 16;
const BOOKINGS_PER_PERSON = 5;
const DELIVERY_DEADLINE_MS = 180_000;

let database: RunningDatabase | undefined;
let url = '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (message: string) => console.log(`[fault] ${new Date().toISOString().slice(11, 19)} ${message}`);

async function sql<Row extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function startDatabase(): Promise<void> {
  database = await startEmbeddedPostgres(DATABASE, () => undefined, { port: PG_PORT });
  url = database.url;
}

/** kill -9 of the postmaster (its children then exit too): the database's crash, not a shutdown. */
async function killDatabase(): Promise<void> {
  const pid = Number(readFileSync(path.resolve('.data/postgres/postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  for (;;) {
    try {
      process.kill(pid, 0);
      await sleep(100);
    } catch {
      return;
    }
  }
}

interface Proc {
  child: ChildProcess;
  output: string[];
}

const ENV = {
  NODE_ENV: 'production',
  PORT: String(PORT),
  SITE_URL: BASE,
  DEV_OUTBOX: 'on',
  SMTP_URL: '',
  TWILIO_ACCOUNT_SID: '',
  AUTH_CODES_PER_HOUR_PER_IP: '100000',
  AUTH_CODE_INTERVAL_SECONDS: '0',
  AUTH_VERIFIES_PER_MINUTE_PER_IP: '100000',
};

function spawnGroup(command: string[], env: Record<string, string>): Proc {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...ENV, DATABASE_URL: url, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
}

function groupAlive(proc: Proc): boolean {
  try {
    process.kill(-proc.child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the whole process group (as systemd does) and waits until every process of it is gone. */
async function stopGroup(proc: Proc, signal: NodeJS.Signals, onlyTheTopProcess = false): Promise<void> {
  try {
    process.kill(onlyTheTopProcess ? proc.child.pid! : -proc.child.pid!, signal);
  } catch {
    return;
  }
  while (groupAlive(proc)) await sleep(100);
}

async function startWeb(worker: 'on' | 'off'): Promise<Proc> {
  const web = spawnGroup(['npm', 'start'], { WORKER: worker });
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return web;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`npm start did not become healthy:\n${web.output.join('')}`);
}

async function startWorkerProcess(): Promise<Proc> {
  const worker = spawnGroup(['npm', 'run', 'worker'], {});
  for (let tries = 0; tries < 600 && !worker.output.join('').includes('worker started'); tries += 1) await sleep(200);
  return worker;
}

interface Person {
  email: string;
  phone: string;
  cookie: string;
}

async function post(pathname: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${BASE}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function signUp(tag: string, index: number): Promise<Person> {
  const stamp = `${Date.now()}${index}`.slice(-8);
  const email = `fault.${tag}.${stamp}@example.com`;
  const phone = `9${stamp}${index}`.slice(0, 10);
  const registered = await post('/api/dual-auth-register', { firstName: 'Fault', lastName: 'Run', countryCode: '+91', phone, email });
  if (registered.status !== 201) throw new Error(`register ${registered.status} ${await registered.text()}`);
  const token = await waitForLoginCode(async () => (await sql<{ text: string }>(`select text from outbox_messages where to_address = $1 order by created_at desc limit 1`, [email]))[0]?.text);
  const verified = await post('/api/auth/verify', { email, token });
  if (!verified.ok) throw new Error(`verify ${verified.status}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { email, phone, cookie };
}

interface Ack {
  visitId: string;
  email: string;
  at: number;
}

async function scenario(name: string, setup: { worker: 'in-process' | 'separate' }, fault: (procs: { web: Proc; worker?: Proc }) => Promise<{ web: Proc; worker?: Proc }>) {
  log(`=== ${name}`);
  let web = await startWeb(setup.worker === 'in-process' ? 'on' : 'off');
  let worker = setup.worker === 'separate' ? await startWorkerProcess() : undefined;
  const people = await Promise.all(Array.from({ length: PEOPLE }, (_, index) => signUp(name.replace(/\W+/g, '-').toLowerCase().slice(0, 12), index)));
  const listings = await sql<{ listing_id: string; property_id: string; society_id: string }>(
    `select l.id as listing_id, l.property_id, l.society_id from property_rent_listings l
      where l.listing_status = 'Active' order by l.id limit $1`,
    [PEOPLE * BOOKINGS_PER_PERSON],
  );
  // A day without visits yet, so that no slot collides with an earlier scenario's or run's.
  let date = '';
  for (let days = 2; days < 30 && !date; days += 1) {
    const candidate = addCalendarDays(indiaDate(new Date()), days);
    const [taken] = await sql<{ n: number }>(`select count(*)::int as n from visits where (visit_start at time zone 'Asia/Kolkata')::date = $1::date`, [candidate]);
    if (taken!.n === 0) date = candidate;
  }
  if (!date) throw new Error('no free day for the bookings in the next 30 days');
  const attempts = people.flatMap((person, p) =>
    Array.from({ length: BOOKINGS_PER_PERSON }, (_, b) => ({ person, listing: listings[p * BOOKINGS_PER_PERSON + b]!, time: ['10:00', '11:00', '12:00', '14:00', '15:00'][b]! })),
  ).filter((attempt) => attempt.listing);

  const acks: Ack[] = [];
  let refused = 0;
  let failed = 0;
  let slowest5xxMs = 0;
  let faultDone: Promise<void> | undefined;
  let recoveredAt = 0;
  const queue = [...attempts];
  const faultAfter = Math.floor(attempts.length / 4);
  const runOne = async () => {
    for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
      if (!faultDone && acks.length + refused + failed >= faultAfter) {
        faultDone = (async () => {
          log(`fault after ${acks.length} acknowledged bookings`);
          ({ web, worker } = await fault({ web, worker }));
          recoveredAt = Date.now();
          log('recovered');
        })();
      }
      const start = indiaInstant(date, attempt.time);
      const sentAt = Date.now();
      try {
        const response = await post(
          '/api/book-visit',
          {
            listing_id: attempt.listing.listing_id,
            property_id: attempt.listing.property_id,
            society_id: attempt.listing.society_id,
            visit_start: start.toISOString(),
            visit_end: new Date(start.getTime() + 30 * 60_000).toISOString(),
            at_the_society: false,
          },
          attempt.person.cookie,
        );
        if (response.status === 201) acks.push({ visitId: ((await response.json()) as { visit: { id: string } }).visit.id, email: attempt.person.email, at: Date.now() });
        else if (response.status < 500) refused += 1;
        else {
          failed += 1;
          slowest5xxMs = Math.max(slowest5xxMs, Date.now() - sentAt);
        }
      } catch {
        failed += 1; // the server was gone: not acknowledged
      }
      // Paced so that the burst is still going while the fault happens and the service recovers.
      await sleep(250);
    }
  };
  await Promise.all(Array.from({ length: 4 }, runOne));
  await faultDone;

  const ids = acks.map((ack) => ack.visitId);
  const stored = await sql<{ id: string }>('select id from visits where id = any($1::uuid[])', [ids]);
  const lost = ids.length - stored.length;
  let delivered: { key: string; at: Date }[] = [];
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  while (Date.now() < deadline) {
    delivered = await sql<{ key: string; at: Date }>(
      `select message_key as key, delivered_at as at from delivered_messages where message_key = any($1::text[])`,
      [ids.map((id) => `visit-confirmation-email:${id}`)],
    );
    if (delivered.length === ids.length) break;
    await sleep(1000);
  }
  const lastDelivery = Math.max(...delivered.map((row) => new Date(row.at).getTime()));
  const copies = await sql<{ id: string; copies: number }>(
    `select v.id, (select count(*)::int from outbox_messages o where o.channel = 'email' and o.attachments::text like '%visit-' || v.id || '@%') as copies
       from unnest($1::uuid[]) as v(id)`,
    [ids],
  );
  const duplicates = copies.reduce((sum, row) => sum + Math.max(0, row.copies - 1), 0);
  const whatsapp = await sql<{ n: number }>(`select count(*)::int as n from outbox_messages where channel = 'whatsapp' and to_address = any($1::text[])`, [people.map((person) => `+91${person.phone}`)]);
  const workerAlive = worker ? groupAlive(worker) && worker.child.exitCode === null : null;
  const result = {
    scenario: name,
    attempted: attempts.length,
    acknowledged: acks.length,
    refused4xx: refused,
    unavailable: failed,
    slowest5xxMs,
    lost,
    confirmationsDelivered: `${delivered.length}/${ids.length}`,
    lastDeliverySecondsAfterRecovery: delivered.length ? Math.max(0, Math.round((lastDelivery - recoveredAt) / 1000)) : null,
    duplicateConfirmations: duplicates,
    whatsappToUnverifiedNumbers: whatsapp[0]!.n,
    workerStillRunning: workerAlive,
  };
  log(JSON.stringify(result));
  await stopGroup(web, 'SIGTERM');
  if (worker) await stopGroup(worker, 'SIGTERM');
  return result;
}

async function main(): Promise<void> {
  await startDatabase();
  const results = [];
  results.push(
    await scenario('SIGTERM of npm start', { worker: 'in-process' }, async ({ web }) => {
      // To npm's own process, as a deploy sends it.
      await stopGroup(web, 'SIGTERM', true);
      return { web: await startWeb('on') };
    }),
  );
  results.push(
    await scenario('kill -9 of npm start', { worker: 'in-process' }, async ({ web }) => {
      await stopGroup(web, 'SIGKILL');
      return { web: await startWeb('on') };
    }),
  );
  results.push(
    await scenario('kill -9 of npm run worker', { worker: 'separate' }, async ({ web, worker }) => {
      await stopGroup(worker!, 'SIGKILL');
      return { web, worker: await startWorkerProcess() };
    }),
  );
  results.push(
    await scenario('kill -9 of PostgreSQL', { worker: 'separate' }, async ({ web, worker }) => {
      await killDatabase();
      await sleep(2000);
      await startDatabase();
      return { web, worker };
    }),
  );
  console.table(results);
  await database?.stop();
  process.exit(0);
}

main().catch(async (error: unknown) => {
  console.error('[fault]', error instanceof Error ? error.stack : error);
  await database?.stop().catch(() => undefined);
  process.exit(1);
});
