// Seeded societies handed out to one spec each. The specs run on two Playwright workers against one database: a spec
// that picks "a seeded society nobody has used yet" must also mark it as taken, in the same step, or the other
// worker may pick the same one before the first has left a trace (a visit, an offer, a desk PIN). The claims live
// in a schema of the e2e database that the app never reads (e2e.claimed_societies), and picking is serialised by an
// advisory lock, so two specs never get the same society.
import { Client } from 'pg';
import { E2E_DATABASE } from './e2e-database';

/** A clause for a query's `where`: the society in `column` has not been claimed by another spec. */
export const unclaimed = (column: string) => `not exists (select 1 from e2e.claimed_societies claimed where claimed.society_id = ${column})`;

/**
 * Runs `sql` (a select whose rows carry `society_id`, which should exclude claimed societies with `unclaimed`) and
 * claims every society it returns, atomically with respect to every other call.
 */
export async function claimSocieties<T extends { society_id: string }>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: E2E_DATABASE });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('e2e.claimed_societies'))`);
    await client.query('create schema if not exists e2e');
    await client.query('create table if not exists e2e.claimed_societies (society_id uuid primary key, claimed_at timestamptz not null default now())');
    const rows = (await client.query(sql, params)).rows as T[];
    const societies = [...new Set(rows.map((row) => row.society_id))];
    await client.query('insert into e2e.claimed_societies (society_id) select unnest($1::uuid[]) on conflict do nothing', [societies]);
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
