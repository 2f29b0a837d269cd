// Owners in the properties import (docs/owners.md "Records"): matched by phone however it is written, so one
// owner is one record; a re-import updates the record in place; a rent listing belongs to its home's owner; bad
// owner cells are refused by line and column and import nothing.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { owners, properties, property_rent_listings } from '@/server/db/schema';
import { importFile, importText } from '@/server/import/run-import';
import { useTestDatabase } from '../helpers/test-db';

useTestDatabase();

const sample = (name: string) => path.join(process.cwd(), 'docs', 'import', `${name}.csv`);
const ownerOf = async (key: string) => (await getDb().select({ ownerId: properties.owner_id }).from(properties).where(eq(properties.external_key, key)))[0]!.ownerId;
const HEADER = 'external_key,society_key,configuration,sqft,facing,floor_number,furnishing,house_number,property_parking,photos,owner_name,owner_phone,owner_email,owner_channel';

beforeAll(async () => {
  for (const name of ['societies', 'properties', 'rent-listings']) expect((await importFile(sample(name), { createMissing: true })).outcome).toBe('imported');
});

test('one owner per phone, however the phone is written; a home without owner columns has no owner', async () => {
  const rows = await getDb().select().from(owners).orderBy(owners.name);
  expect(rows.map((row) => [row.name, row.country_code, row.phone, row.email, row.preferred_channel])).toEqual([
    ['Meena Iyer', '+91', '9900012345', null, 'email'],
    ['Ravi Kumar', '+91', '9845012345', 'ravi.kumar@example.com', 'whatsapp'],
  ]);
  const ravi = rows.find((row) => row.name === 'Ravi Kumar')!.id;
  expect(await ownerOf('acme-lakeside-a-1203')).toBe(ravi);
  expect(await ownerOf('acme-greens-v-17')).toBe(ravi);
  expect(await ownerOf('northwind-heights-t2-0908')).toBeNull();
  // The home's rent listing carries its owner: an offer on it reaches that owner.
  const [listing] = await getDb()
    .select({ ownerId: property_rent_listings.owner_id })
    .from(property_rent_listings)
    .innerJoin(properties, eq(properties.id, property_rent_listings.property_id))
    .where(eq(properties.external_key, 'acme-lakeside-a-1203'));
  expect(listing?.ownerId).toBe(ravi);
});

test('a re-import matches the owner by phone and updates the record in place', async () => {
  const before = await ownerOf('acme-lakeside-b-0504');
  const report = await importText(`${HEADER}\nacme-lakeside-b-0504,acme-lakeside,2 BHK,1210,North-East,5,Fully Furnished,B-504,1 covered,,Meena R Iyer,+919900012345,meena@example.com,whatsapp\n`);
  expect(report.outcome).toBe('imported');
  expect(await ownerOf('acme-lakeside-b-0504')).toBe(before);
  const [meena] = await getDb().select().from(owners).where(eq(owners.id, before!));
  expect(meena).toMatchObject({ name: 'Meena R Iyer', email: 'meena@example.com', preferred_channel: 'whatsapp' });
  expect(Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from owners`)).rows[0]!.n)).toBe(2);
});

test('bad owner cells are refused by line and column, and nothing is written', async () => {
  const report = await importText(
    `${HEADER}\n` +
      'acme-lakeside-a-1203,acme-lakeside,3 BHK,1650,East,12,Semi-Furnished,A-1203,1 covered,,Ravi Kumar,12345,,\n' +
      'acme-greens-v-17,acme-greens,4 BHK,3400,North,0,Unfurnished,Villa 17,2 covered,,,9845012345,,\n' +
      'northwind-heights-t2-0908,northwind-heights,2 BHK,1050,West,9,Unfurnished,T2-908,,,Someone,,,\n',
  );
  expect(report.outcome).toBe('rejected');
  expect(report.problems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ line: 2, column: 'owner_phone' }),
      expect.objectContaining({ line: 3, column: 'owner_name' }),
      expect.objectContaining({ line: 4, column: 'owner_phone' }),
    ]),
  );
  expect(Number((await getDb().execute<{ n: string }>(sql`select count(*) as n from owners`)).rows[0]!.n)).toBe(2);
  expect(await ownerOf('northwind-heights-t2-0908')).toBeNull();
});
