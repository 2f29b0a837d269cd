// The benchmark's own database: a sibling of DATABASE_URL named <name>_bench (or BENCH_DATABASE_URL), so that
// topping it up to 10,000 societies never touches the demo database people browse.
import { Client } from 'pg';
import { migrateDatabase } from '@/server/db/migrate';

/** The benchmark's own database: `<name>_bench` at the default 10,000 societies, `<name>_bench_<scale>` at another scale. */
export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env, scale = 10_000): string {
  if (env.BENCH_DATABASE_URL) return env.BENCH_DATABASE_URL;
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run the benchmark with `npm run bench`.');
  const url = new URL(env.DATABASE_URL);
  const name = (url.pathname.slice(1) || 'ghomes').replace(/_bench(_\d+)?$/, '');
  url.pathname = `/${name}_bench${scale === 10_000 ? '' : `_${scale}`}`;
  return url.toString();
}

export async function prepareDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const database = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!found.rowCount) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  await migrateDatabase(url);
}
