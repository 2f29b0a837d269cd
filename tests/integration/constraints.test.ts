// The data rules that live in PostgreSQL itself (ARCHITECTURE "Data rules"), proven against a real server.
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { useTestDatabase } from '../helpers/test-db';

let pool: Pool;
// Declared before useTestDatabase so it runs first (afterAll hooks run in declaration order): the database is
// dropped WITH (FORCE), and an idle client of a pool still open then would see its connection terminated.
afterAll(async () => {
  await pool.end();
});
const database = useTestDatabase();

const ids = {
  society: randomUUID(),
  property: randomUUID(),
  otherProperty: randomUUID(),
  rentListing: randomUUID(),
  otherRentListing: randomUUID(),
  alice: randomUUID(),
  bob: randomUUID(),
  tenantProfile: randomUUID(),
};

beforeAll(async () => {
  pool = new Pool({ connectionString: database.url(), max: 12 });
  await pool.query(`insert into gated_societies (id, name, project_type, project_status, category) values ($1, 'Test Meadows', 'Apartment', 'Ready to Move-in', 'Luxury')`, [ids.society]);
  for (const [property, listing] of [
    [ids.property, ids.rentListing],
    [ids.otherProperty, ids.otherRentListing],
  ] as const) {
    await pool.query('insert into properties (id, society_id, sqft) values ($1, $2, 1200)', [property, ids.society]);
    await pool.query('insert into property_rent_listings (id, property_id, society_id, expected_rent) values ($1, $2, $3, 45000)', [listing, property, ids.society]);
  }
  for (const [id, email, phone] of [
    [ids.alice, 'alice@example.com', '9000000001'],
    [ids.bob, 'bob@example.com', '9000000002'],
  ] as const) {
    await pool.query(`insert into profiles (id, first_name, last_name, email, phone) values ($1, 'Test', 'Person', $2, $3)`, [id, email, phone]);
  }
  await pool.query(
    `insert into tenant_profile (id, user_id, first_name, last_name, email, phone, home_state, tenant_type, has_pet)
     values ($1, $2, 'Alice', 'Rao', 'alice@example.com', '9000000001', 'Karnataka', 'Single', false)`,
    [ids.tenantProfile, ids.alice],
  );
});

function bookVisit(userId: string, propertyId: string, listingId: string, startIso: string, status = 'open') {
  return pool.query(
    `insert into visits (user_id, property_id, society_id, rent_listing_id, visit_type, status, visit_start, visit_end)
     values ($1, $2, $3, $4, 'rental', $5, $6::timestamptz, $6::timestamptz + interval '30 minutes') returning id`,
    [userId, propertyId, ids.society, listingId, status, startIso],
  );
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string; constraint?: string }) => `${error.code}:${error.constraint ?? ''}`,
  );

describe('visits', () => {
  it('gives exactly one success when two people book the same slot at once', async () => {
    const slot = '2031-01-10T10:00:00+05:30';
    const results = await Promise.all([
      errorCode(bookVisit(ids.alice, ids.property, ids.rentListing, slot)),
      errorCode(bookVisit(ids.bob, ids.property, ids.rentListing, slot)),
    ]);
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results).toContain('23505:visits_one_live_per_slot');
    const count = await pool.query('select count(*)::int as n from visits where property_id = $1 and visit_start = $2', [ids.property, slot]);
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses a second live visit for one property on one India-time day, but allows another day', async () => {
    await bookVisit(ids.alice, ids.otherProperty, ids.otherRentListing, '2031-02-01T09:00:00+05:30');
    await expect(errorCode(bookVisit(ids.alice, ids.otherProperty, ids.otherRentListing, '2031-02-01T18:30:00+05:30'))).resolves.toBe(
      '23505:visits_one_live_per_user_property_day',
    );
    // 00:30 IST on the 2nd is still the 1st in UTC: the rule follows the India day, not the UTC one.
    await expect(errorCode(bookVisit(ids.alice, ids.otherProperty, ids.otherRentListing, '2031-02-02T00:30:00+05:30'))).resolves.toBe('ok');
  });

  it('frees the slot once a visit is cancelled', async () => {
    const slot = '2031-03-05T11:00:00+05:30';
    const first = await bookVisit(ids.alice, ids.property, ids.rentListing, slot);
    await pool.query(`update visits set status = 'cancelled' where id = $1`, [first.rows[0].id]);
    await expect(errorCode(bookVisit(ids.bob, ids.property, ids.rentListing, slot))).resolves.toBe('ok');
  });

  it('only takes 30-minute visits and known statuses', async () => {
    await expect(
      errorCode(
        pool.query(
          `insert into visits (user_id, property_id, society_id, rent_listing_id, visit_type, visit_start, visit_end)
           values ($1, $2, $3, $4, 'rental', '2031-04-01T10:00:00+05:30', '2031-04-01T11:00:00+05:30')`,
          [ids.alice, ids.property, ids.society, ids.rentListing],
        ),
      ),
    ).resolves.toBe('23514:visits_slot_length_check');
    await expect(errorCode(bookVisit(ids.alice, ids.property, ids.rentListing, '2031-04-02T10:00:00+05:30', 'maybe'))).resolves.toBe(
      '23514:visits_status_check',
    );
  });
});

describe('property alerts', () => {
  it('refuses a duplicate alert with 23505', async () => {
    const insert = () =>
      pool.query(`insert into property_alerts (user_id, society_id, property_type) values ($1, $2, 'Rent')`, [ids.alice, ids.society]);
    await insert();
    await expect(errorCode(insert())).resolves.toBe('23505:property_alerts_user_society_type_unique');
    await expect(
      errorCode(pool.query(`insert into property_alerts (user_id, society_id, property_type) values ($1, $2, 'Buy')`, [ids.alice, ids.society])),
    ).resolves.toBe('ok');
  });
});

describe('tenant offers', () => {
  const sendOffer = (status = 'Pending') =>
    pool.query(
      `insert into tenant_offers (tenant_profile_id, property_rent_listing_id, property_id, society_id, user_id,
         offered_rent, offered_security_deposit, movein_date, offer_status)
       values ($1, $2, $3, $4, $5, 42000, 200000, '2031-05-01', $6) returning id`,
      [ids.tenantProfile, ids.rentListing, ids.property, ids.society, ids.alice, status],
    );

  it('keeps offers final: the terms cannot be updated', async () => {
    const offer = await sendOffer();
    await expect(errorCode(pool.query('update tenant_offers set offered_rent = 1 where id = $1', [offer.rows[0].id]))).resolves.toMatch(/^23514/);
    const stored = await pool.query('select offered_rent from tenant_offers where id = $1', [offer.rows[0].id]);
    expect(stored.rows[0].offered_rent).toBe(42000);
  });

  it('allows one live offer per property; a withdrawn one does not block a new one', async () => {
    await expect(errorCode(sendOffer())).resolves.toBe('23505:tenant_offers_one_live_per_property');
    await pool.query(`update tenant_offers set offer_status = 'Withdrawn' where user_id = $1`, [ids.alice]);
    await expect(errorCode(sendOffer())).resolves.toBe('ok');
  });
});

describe('reference data', () => {
  it('rejects values outside the vocabularies', async () => {
    await expect(
      errorCode(pool.query(`insert into gated_societies (name, project_type, project_status) values ('Odd', 'Castle', 'New Launch')`)),
    ).resolves.toBe('23514:gated_societies_project_type_check');
    await expect(
      errorCode(pool.query(`insert into profiles (id, first_name, last_name, email, phone) values ($1, 'A', 'B', 'ALICE@example.com', '9111111111')`, [randomUUID()])),
    ).resolves.toBe('23505:profiles_email_unique');
  });
});
