// The demo seed: what the product's pages and filters need is present, photos exist on disk, and two runs
// produce the same rows (ids included).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { FILTER_BUILDERS, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import type { PhotoRef } from '@/lib/photos';
import { isDatabaseEmpty, seedDatabase } from '@/server/db/seed';
import { resetEnvCacheForTests } from '@/server/env';
import { createTestDatabase, dropTestDatabase } from '../helpers/db';

let firstUrl = '';
let secondUrl = '';
let storageDir = '';
let client: Client;
const previousStorageDir = process.env.STORAGE_DIR;

const rows = async <T extends Record<string, unknown>>(sql: string, url?: string): Promise<T[]> => {
  if (!url) return (await client.query<T>(sql)).rows;
  const other = new Client({ connectionString: url });
  await other.connect();
  try {
    return (await other.query<T>(sql)).rows;
  } finally {
    await other.end();
  }
};
const count = async (sql: string) => Number((await rows<{ count: string }>(sql))[0]?.count ?? 0);

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'ghomes-seed-'));
  process.env.STORAGE_DIR = storageDir;
  resetEnvCacheForTests();
  [firstUrl, secondUrl] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await isDatabaseEmpty(firstUrl)).toBe(true);
  await seedDatabase(firstUrl);
  client = new Client({ connectionString: firstUrl });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await Promise.all([firstUrl, secondUrl].filter(Boolean).map(dropTestDatabase));
  await rm(storageDir, { recursive: true, force: true });
  process.env.STORAGE_DIR = previousStorageDir;
  resetEnvCacheForTests();
});

it('reports the database as seeded afterwards', async () => {
  expect(await isDatabaseEmpty(firstUrl)).toBe(false);
});

it('has the five zones, Bangalore and the localities', async () => {
  const zones = await rows<{ name: string }>('select name from zones order by name');
  expect(zones.map((zone) => zone.name)).toEqual(['Bengaluru Central', 'Bengaluru East', 'Bengaluru North', 'Bengaluru South', 'Bengaluru West']);
  expect(await count(`select count(*) from cities where name = 'Bangalore'`)).toBe(1);
  expect(await count('select count(*) from locations where zone_id is not null')).toBeGreaterThanOrEqual(30);
  expect(await count('select count(*) from sub_locations where location_id is not null')).toBeGreaterThanOrEqual(30);
});

it('has at least 12 builders, the eight filter builders under their fixed ids', async () => {
  expect(await count('select count(*) from builders')).toBeGreaterThanOrEqual(12);
  const fixed = await rows<{ id: string; name: string; logo_url: string | null }>(
    `select id, name, logo_url from builders where id = any('{${FILTER_BUILDERS.map((builder) => builder.id).join(',')}}'::uuid[])`,
  );
  expect(new Map(fixed.map((builder) => [builder.id, builder.name]))).toEqual(new Map(FILTER_BUILDERS.map((builder) => [builder.id, builder.name])));
  for (const builder of fixed) {
    const logoPath = builder.logo_url?.replace('/storage/v1/object/public/', '') ?? '';
    expect(existsSync(path.join(storageDir, logoPath))).toBe(true);
  }
  // The builder page counts projects per status: each filter builder has all three.
  const statuses = await rows<{ builder_id: string; statuses: string }>(
    `select builder_id, count(distinct project_status) as statuses from gated_societies where status = 'verified' group by builder_id`,
  );
  for (const builder of FILTER_BUILDERS) {
    expect(Number(statuses.find((row) => row.builder_id === builder.id)?.statuses)).toBe(3);
  }
});

it('has at least 80 societies covering every type, status and filter category', async () => {
  expect(await count('select count(*) from gated_societies')).toBeGreaterThanOrEqual(80);
  const combinations = await rows<{ project_type: string; project_status: string; category: string }>(
    'select distinct project_type, project_status, category from gated_societies',
  );
  for (const type of PROJECT_TYPES) {
    for (const status of PROJECT_STATUSES) {
      for (const category of ['Luxury', 'Ultra Luxury']) {
        expect(combinations).toContainEqual({ project_type: type, project_status: status, category });
      }
    }
  }
  expect(await count(`select count(*) from gated_societies where name like '% - %'`)).toBeGreaterThanOrEqual(1);
  expect(await count(`select count(*) from gated_societies where name ~ '[^ ]-[^ ]'`)).toBeGreaterThanOrEqual(1);
});

it('has at least 600 properties with Active and non-Active listings of both kinds', async () => {
  expect(await count('select count(*) from properties')).toBeGreaterThanOrEqual(600);
  for (const table of ['property_rent_listings', 'property_sale_listings']) {
    expect(await count(`select count(*) from ${table} where listing_status = 'Active'`)).toBeGreaterThan(0);
    expect(await count(`select count(*) from ${table} where listing_status <> 'Active'`)).toBeGreaterThan(0);
  }
  expect(await count('select count(*) from property_sale_listings where listing_price is null')).toBeGreaterThan(0);
  expect(await count('select count(*) from bedroom_configurations where sort_order is null')).toBe(1);
});

it('writes every society photo and brochure to storage', async () => {
  const societies = await rows<{ primary_photo: PhotoRef; photo_gallery: PhotoRef[]; brochure_pdf: string | null }>(
    'select primary_photo, photo_gallery, brochure_pdf from gated_societies',
  );
  for (const society of societies) {
    for (const photo of [society.primary_photo, ...society.photo_gallery]) {
      if (typeof photo !== 'object' || !('bucket' in photo)) throw new Error('expected a {bucket, path} photo');
      expect(existsSync(path.join(storageDir, photo.bucket, photo.path))).toBe(true);
    }
    if (society.brochure_pdf) {
      const pdf = readFileSync(path.join(storageDir, society.brochure_pdf.replace('/storage/v1/object/public/', '')), 'latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    }
  }
});

it('gives the same ids and names on every run, and tops up to a larger scale', async () => {
  const listSocieties = 'select id, name from gated_societies order by id';
  const listProperties = 'select id, society_id, sqft from properties order by id';
  await seedDatabase(secondUrl, { writeFiles: false });
  expect(await rows(listSocieties, secondUrl)).toEqual(await rows(listSocieties));
  expect(await rows(listProperties, secondUrl)).toEqual(await rows(listProperties));

  const before = await rows<{ id: string; name: string }>(listSocieties, secondUrl);
  const inserted = await seedDatabase(secondUrl, { scale: 150, writeFiles: false });
  expect(inserted.gated_societies).toBe(150 - before.length);
  const after = await rows<{ id: string; name: string }>(listSocieties, secondUrl);
  expect(after).toHaveLength(150);
  expect(after).toEqual(expect.arrayContaining(before));
  expect(new Set(after.map((society) => society.name)).size).toBe(150);
});
