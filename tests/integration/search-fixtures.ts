// A small, exact data set for the search and builder tests: every search type and filter has a society that
// it must find and one that it must not.
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { normalisePendingSearchNames } from '@/server/db/search-names';
import { FILTER_BUILDERS } from '@/lib/catalog';

const builderId = (name: string) => FILTER_BUILDERS.find((builder) => builder.name === name)!.id;

export const ids = {
  zones: { south: randomUUID(), east: randomUUID(), north: randomUUID() },
  locations: { whitefield: randomUUID(), hsr: randomUUID(), hebbal: randomUUID() },
  subLocations: { hopeFarm: randomUUID(), sector2: randomUUID(), whitefieldSub: randomUUID() },
  builders: { prestige: builderId('Prestige'), brigade: builderId('Brigade'), snn: builderId('SNN Estates'), embassy: randomUUID() },
  societies: {
    lakeside: randomUUID(),
    songOfSouth: randomUUID(),
    orchards: randomUUID(),
    springs: randomUUID(),
    unverified: randomUUID(),
    wildcard: randomUUID(),
  },
};

/** Societies of the bulk set: more than the 50-result limit, all in Bengaluru North by Embassy. */
export const BULK_COUNT = 55;
export const bulkName = (index: number) => `Bulk Society ${String(index).padStart(2, '0')}`;

interface SocietyFixture {
  id: string;
  name: string;
  builder: string;
  location: string;
  subLocation: string | null;
  zone: string;
  type: 'Apartment' | 'Villa';
  status: 'New Launch' | 'Under Construction' | 'Ready to Move-in';
  category: string;
  verified?: boolean;
  flags?: string[];
  bedrooms?: string[];
}

export const SOCIETIES: SocietyFixture[] = [
  {
    id: ids.societies.lakeside,
    name: 'Prestige Lakeside Habitat',
    builder: ids.builders.prestige,
    location: ids.locations.whitefield,
    subLocation: ids.subLocations.hopeFarm,
    zone: ids.zones.east,
    type: 'Apartment',
    status: 'Ready to Move-in',
    category: 'Luxury',
    flags: ['gym', 'swimming_pool', 'power_backup_24_7'],
    bedrooms: ['2 BHK', '3 BHK'],
  },
  {
    id: ids.societies.songOfSouth,
    name: 'Prestige Song of the South',
    builder: ids.builders.prestige,
    location: ids.locations.hsr,
    subLocation: ids.subLocations.sector2,
    zone: ids.zones.south,
    type: 'Apartment',
    status: 'Under Construction',
    category: 'Premium',
    flags: ['gym'],
  },
  {
    id: ids.societies.orchards,
    name: 'Brigade Orchards',
    builder: ids.builders.brigade,
    location: ids.locations.hsr,
    subLocation: null,
    zone: ids.zones.south,
    type: 'Villa',
    status: 'New Launch',
    category: 'Ultra Luxury',
    flags: ['ev_charging', 'pet_parks'],
  },
  {
    id: ids.societies.springs,
    name: 'SNN Raj Springs',
    builder: ids.builders.snn,
    location: ids.locations.whitefield,
    subLocation: null,
    zone: ids.zones.east,
    type: 'Villa',
    status: 'Ready to Move-in',
    category: 'Luxury',
    flags: ['pet_parks', 'gym'],
  },
  {
    id: ids.societies.unverified,
    name: 'Prestige Hidden Gardens',
    builder: ids.builders.prestige,
    location: ids.locations.whitefield,
    subLocation: ids.subLocations.hopeFarm,
    zone: ids.zones.east,
    type: 'Apartment',
    status: 'New Launch',
    category: 'Luxury',
    verified: false,
    flags: ['gym'],
  },
  {
    id: ids.societies.wildcard,
    name: '50% Off_Towers',
    builder: ids.builders.brigade,
    location: ids.locations.hsr,
    subLocation: null,
    zone: ids.zones.south,
    type: 'Apartment',
    status: 'Under Construction',
    category: 'Value',
  },
  ...Array.from({ length: BULK_COUNT }, (_, index) => ({
    id: randomUUID(),
    name: bulkName(index + 1),
    builder: ids.builders.embassy,
    location: ids.locations.hebbal,
    subLocation: null,
    zone: ids.zones.north,
    type: 'Apartment' as const,
    status: 'New Launch' as const,
    category: 'Value',
  })),
];

export async function insertSearchFixtures(pool: Pool): Promise<void> {
  const { zones, locations, subLocations, builders } = ids;
  await pool.query(`insert into zones (id, name) values ($1, 'Bengaluru South'), ($2, 'Bengaluru East'), ($3, 'Bengaluru North')`, [
    zones.south,
    zones.east,
    zones.north,
  ]);
  await pool.query(
    `insert into locations (id, name, zone_id) values ($1, 'Whitefield', $4), ($2, 'HSR Layout', $5), ($3, 'Hebbal', $6)`,
    [locations.whitefield, locations.hsr, locations.hebbal, zones.east, zones.south, zones.north],
  );
  await pool.query(
    `insert into sub_locations (id, name, location_id) values ($1, 'Hope Farm', $4), ($2, 'Sector 2', $5), ($3, 'Whitefield', $4)`,
    [subLocations.hopeFarm, subLocations.sector2, subLocations.whitefieldSub, locations.whitefield, locations.hsr],
  );
  await pool.query(
    `insert into builders (id, name, description, logo_url) values
       ($1, 'Prestige', 'Prestige Group builds landmark homes.', '/storage/v1/object/public/builders/prestige.svg'),
       ($2, 'Brigade', 'Brigade builds townships.', null),
       ($3, 'SNN Estates', 'SNN Estates builds lakeside homes.', null),
       ($4, 'Embassy', null, null)`,
    [builders.prestige, builders.brigade, builders.snn, builders.embassy],
  );
  for (const society of SOCIETIES) {
    const flags = society.flags ?? [];
    const flagColumns = flags.map((flag) => `, "${flag}"`).join('');
    const flagValues = flags.map(() => ', true').join('');
    await pool.query(
      `insert into gated_societies (id, name, builder_id, location_id, sub_location_id, zone_id, project_type, project_status, category, status,
         bedroom_configurations, primary_photo${flagColumns})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12${flagValues})`,
      [
        society.id,
        society.name,
        society.builder,
        society.location,
        society.subLocation,
        society.zone,
        society.type,
        society.status,
        society.category,
        society.verified === false ? 'unverified' : 'verified',
        society.bedrooms ?? [],
        JSON.stringify({ bucket: 'societies', path: `${society.id}/cover.svg` }),
      ],
    );
  }

  // Listings of Prestige Lakeside Habitat: two Active rents, one Inactive; one Active sale, one Sold.
  const listings: [string, 'rent' | 'sale', number, string][] = [
    [ids.societies.lakeside, 'rent', 45_000, 'Active'],
    [ids.societies.lakeside, 'rent', 120_000, 'Active'],
    [ids.societies.lakeside, 'rent', 9_000, 'Inactive'],
    [ids.societies.lakeside, 'sale', 15_000_000, 'Active'],
    [ids.societies.lakeside, 'sale', 1_000, 'Sold'],
    [ids.societies.orchards, 'sale', 32_500_000, 'Active'],
    [ids.societies.orchards, 'sale', 41_000_000, 'Active'],
  ];
  for (const [societyId, kind, amount, status] of listings) {
    const property = await pool.query<{ id: string }>('insert into properties (society_id, sqft) values ($1, 1500) returning id', [societyId]);
    const propertyId = property.rows[0]!.id;
    if (kind === 'rent') {
      await pool.query(
        'insert into property_rent_listings (property_id, society_id, expected_rent, listing_status) values ($1, $2, $3, $4)',
        [propertyId, societyId, amount, status],
      );
    } else {
      await pool.query(
        'insert into property_sale_listings (property_id, society_id, listing_price, listing_status) values ($1, $2, $3, $4)',
        [propertyId, societyId, amount, status],
      );
    }
  }
  // Written by SQL like any outside writer: the app fills their search names as it does after migrations and imports.
  await normalisePendingSearchNames(pool);
}
