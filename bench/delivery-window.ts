// The window in which a crash sends a message twice: from the provider's acceptance of an e-mail ('250 queued'
// written by an SMTP stand-in) to the moment PostgreSQL starts executing the statement that records its key
// (delivered_messages.delivered_at, the statement's now()). A process killed inside that window leaves a message
// sent and not recorded; its retry sends it again (under the same Message-ID, docs/jobs.md "Once per message").
//
// Measured for deliverEmail (server/jobs/deliveries.ts: the key is recorded on the connection held since the check)
// and, as the baseline, for the previous way (the key recorded through the pool after the provider's answer), each
// alone and under load: two deliveries at once (the worker's concurrency) while every connection of the pool is
// sought by 50 ms queries (a booking burst in the same process) and the event loop runs 5 ms of work every 20 ms.
//
//   EMBEDDED_PG_PORT=54430 npx tsx --conditions=react-server scripts/with-db.ts --no-seed -- \
//     npx tsx --conditions=react-server bench/delivery-window.ts [--messages 200]
import { benchDatabaseUrl, prepareDatabase } from './lib/database';
import { createSmtpStandIn } from '../tests/helpers/smtp-stand-in';

const count = Number(process.argv[process.argv.indexOf('--messages') + 1]) || 200;

interface Stats {
  p50: number;
  p95: number;
  max: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const stats = (values: number[]): Stats => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] ?? NaN };
};

/** Keeps the pool's other connections and the event loop busy until stopped. */
function startLoad(query: (text: string) => Promise<unknown>, poolSize: number): () => Promise<void> {
  let running = true;
  const loops = Array.from({ length: poolSize }, async () => {
    while (running) await query('select pg_sleep(0.05)').catch(() => undefined);
  });
  const burn = setInterval(() => {
    const until = performance.now() + 5;
    while (performance.now() < until);
  }, 20);
  return async () => {
    running = false;
    clearInterval(burn);
    await Promise.all(loops);
  };
}

async function main(): Promise<void> {
  const url = benchDatabaseUrl();
  await prepareDatabase(url);
  process.env.DATABASE_URL = url;
  const smtp = await createSmtpStandIn();
  await smtp.start();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  // Imported after the environment is set: getEnv() reads it once.
  const { getPool, closeDb } = await import('@/server/db/client');
  const { getEnv } = await import('@/server/env');
  const { deliverEmail, messageIdFor } = await import('@/server/jobs/deliveries');
  const { sendEmail } = await import('@/server/mail/send-email');
  const pool = getPool();
  const run = `${Date.now()}`;
  const silence = console.log;

  /** The previous delivery: check, send, then the key through the pool (a connection taken after the answer). */
  const previous = async (key: string, payload: { to: string; subject: string; html: string; text: string }) => {
    await pool.query('select 1 from delivered_messages where message_key = $1', [key]);
    await sendEmail({ ...payload, messageId: messageIdFor(key) });
    await pool.query(`insert into delivered_messages (message_key, channel, recipient) values ($1, 'email', $2) on conflict do nothing`, [key, payload.to]);
  };

  async function measure(label: string, deliver: typeof previous, loaded: boolean): Promise<Stats> {
    const keys = Array.from({ length: count }, (_, index) => `bench-window:${run}:${label}:${loaded ? 'load' : 'idle'}:${index}`);
    const stop = loaded ? startLoad((text) => pool.query(text), getEnv().PG_POOL_MAX) : async () => undefined;
    console.log = () => undefined;
    try {
      for (let index = 0; index < keys.length; index += 2) {
        await Promise.all(keys.slice(index, index + 2).map((key) => deliver(key, { to: 'window@example.com', subject: key, html: '<p>x</p>', text: 'x' })));
      }
    } finally {
      console.log = silence;
      await stop();
    }
    const accepted = new Map<string, number>();
    smtp.messages.forEach((raw, index) => {
      const id = /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();
      if (id) accepted.set(id, smtp.acceptedAt[index]!);
    });
    const { rows } = await pool.query<{ message_key: string; at: number }>(
      `select message_key, extract(epoch from delivered_at) * 1000 as at from delivered_messages where message_key = any($1)`,
      [keys],
    );
    return stats(rows.map((row) => Number(row.at) - accepted.get(messageIdFor(row.message_key))!));
  }

  const results: [string, Stats][] = [];
  for (const loaded of [false, true]) {
    results.push([`key through the pool after the answer (previous)${loaded ? ', under load' : ''}`, await measure('previous', previous, loaded)]);
    results.push([`key on the held connection (deliverEmail)${loaded ? ', under load' : ''}`, await measure('held', (key, payload) => deliverEmail(key, payload).then(() => undefined), loaded)]);
  }
  await pool.query(`delete from delivered_messages where message_key like $1`, [`bench-window:${run}:%`]);
  await pool.query(`delete from delivery_intents where message_key like $1`, [`bench-window:${run}:%`]);
  console.log(`\nDuplicate window: provider's acceptance -> the key's statement in PostgreSQL, ${count} e-mails each, 2 at a time (ms)\n`);
  console.log('| recording | p50 | p95 | max |\n|---|---|---|---|');
  for (const [label, value] of results) console.log(`| ${label} | ${value.p50.toFixed(2)} | ${value.p95.toFixed(2)} | ${value.max.toFixed(2)} |`);
  await closeDb();
  await smtp.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
