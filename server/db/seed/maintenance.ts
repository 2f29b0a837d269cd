import 'server-only';
import { Client } from 'pg';

/** The tables the seed fills, parents first. */
export const SEEDED_TABLES = [
  'zones',
  'cities',
  'locations',
  'sub_locations',
  'builders',
  'bedroom_configurations',
  'gated_societies',
  'owners',
  'properties',
  'property_rent_listings',
  'property_sale_listings',
  'search_aliases',
] as const;

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** True when no society exists yet: the wrapper then seeds the demo set. */
export async function isDatabaseEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ found: boolean }>('select exists (select 1 from gated_societies) as found');
    return !rows[0]?.found;
  });
}

export async function countSeededRows(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const counts: Record<string, number> = {};
    for (const table of SEEDED_TABLES) {
      const { rows } = await client.query<{ count: string }>(`select count(*) from "${table}"`);
      counts[table] = Number(rows[0]?.count ?? 0);
    }
    return counts;
  });
}

/**
 * Empties the demo tables. CASCADE also empties what points at societies and listings (visits, offers, alerts,
 * brochure downloads): those rows would be orphans. Profiles and auth users stay.
 */
export async function resetDemoData(url: string): Promise<void> {
  await withClient(url, (client) => client.query(`truncate ${SEEDED_TABLES.map((table) => `"${table}"`).join(', ')} cascade`));
}
