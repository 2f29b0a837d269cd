// The builder page's reads (societies-and-tenant-area.md 2.13 and 7) against a real PostgreSQL.
import { Pool } from 'pg';
import { builderSlug } from '@/lib/slugs';
import { getBuilderBySlug } from '@/server/builders/service';
import { useTestDatabase } from '../helpers/test-db';
import { ids, insertSearchFixtures } from './search-fixtures';

const database = useTestDatabase();

beforeAll(async () => {
  const pool = new Pool({ connectionString: database.url() });
  try {
    await insertSearchFixtures(pool);
  } finally {
    await pool.end();
  }
});

describe('builder by slug', () => {
  it('finds the builder from its slug and counts its verified societies per status', async () => {
    const builder = await getBuilderBySlug('prestige');
    expect(builder).toEqual({
      id: ids.builders.prestige,
      name: 'Prestige',
      description: 'Prestige Group builds landmark homes.',
      logoUrl: '/storage/v1/object/public/builders/prestige.svg',
      // The unverified 'Prestige Hidden Gardens' (New Launch) is not counted.
      statusCounts: { 'Under Construction': 1, 'Ready to Move-in': 1, 'New Launch': 0 },
      projectCount: 2,
    });
  });

  it('matches the name without regard to letter case, dashes standing for spaces', async () => {
    for (const slug of ['snn-estates', 'SNN-Estates', 'Snn-Estates', builderSlug('SNN Estates')]) {
      const builder = await getBuilderBySlug(slug);
      expect(builder?.name).toBe('SNN Estates');
      expect(builder?.statusCounts).toEqual({ 'Under Construction': 0, 'Ready to Move-in': 1, 'New Launch': 0 });
    }
  });

  it('counts zero in every status for a builder without verified societies', async () => {
    const builder = await getBuilderBySlug('brigade');
    expect(builder?.statusCounts).toEqual({ 'Under Construction': 1, 'Ready to Move-in': 0, 'New Launch': 1 });
    expect(builder?.projectCount).toBe(2);
  });

  it('answers null for an unknown builder or an empty slug', async () => {
    expect(await getBuilderBySlug('nobody-builds-here')).toBeNull();
    expect(await getBuilderBySlug('')).toBeNull();
    expect(await getBuilderBySlug('---')).toBeNull();
    expect(await getBuilderBySlug('%E0%A4%A')).toBeNull();
  });
});
