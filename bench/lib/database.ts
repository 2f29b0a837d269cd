// The benchmark's own database: a sibling of DATABASE_URL named <name>_bench (or BENCH_DATABASE_URL), so that
// topping it up to 10,000 societies never touches the demo database people browse.
import { Client } from 'pg';
import { migrateDatabase } from '@/server/db/migrate';

export function benchDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.BENCH_DATABASE_URL) return env.BENCH_DATABASE_URL;
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is not set: run the benchmark with `npm run bench`.');
  const url = new URL(env.DATABASE_URL);
  const name = url.pathname.slice(1) || 'ghomes';
  url.pathname = `/${name.endsWith('_bench') ? name : `${name}_bench`}`;
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
