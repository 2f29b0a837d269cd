// Synthetic desk volume for the desk-list benchmark: people with tenant profiles, 1,000,000 visits and 100,000
// offers spread over the benchmark database's rent listings (10,000 societies after `npm run bench`'s top-up).
// Written with set-based SQL (generate_series), so a million rows take a minute, and idempotent: rows are
// counted by their marker (the bench people's e-mail domain) and only the missing ones are added.
import type { Client } from 'pg';

export const DESK_PEOPLE = 20_011; // prime: a person never meets the same home twice on one day (see visits)
const MARK = 'desk-bench.invalid';

async function count(client: Client, text: string): Promise<number> {
  const { rows } = await client.query<{ n: string }>(text, [`%@${MARK}`]);
  return Number(rows[0]?.n ?? 0);
}

async function ensurePeople(client: Client): Promise<void> {
  const have = await count(client, 'select count(*) n from profiles where email like $1');
  if (have >= DESK_PEOPLE) return;
  await client.query(
    `insert into profiles (id, first_name, last_name, email, phone, email_verified_at)
     select gen_random_uuid(), 'Bench' || n, 'Person', 'p' || n || '@${MARK}', '9' || lpad(n::text, 9, '0'), now()
     from generate_series($1::int, $2::int - 1) n`,
    [have, DESK_PEOPLE],
  );
  await client.query(
    `insert into tenant_profile (user_id, first_name, last_name, email, phone, home_state, tenant_type, has_pet, occupation)
     select p.id, p.first_name, p.last_name, p.email, p.phone, 'Karnataka', case when random() < 0.5 then 'Family' else 'Bachelor' end, false, 'Employed (Salaried)'
     from profiles p where p.email like $1 and not exists (select 1 from tenant_profile t where t.user_id = p.id)`,
    [`%@${MARK}`],
  );
}

/**
 * Visits: on day i % 400 around today (2,500 a day), listing (i / 400) % R, at slot (i / 400 / R) % 16. Past days
 * are completed (one in ten cancelled), future ones upcoming; the person is (i / 400) % DESK_PEOPLE, so no slot and
 * no person-day repeats among live visits.
 */
async function ensureVisits(client: Client, target: number): Promise<void> {
  const have = await count(client, 'select count(*) n from visits v join profiles p on p.id = v.user_id where p.email like $1');
  if (have >= target) return;
  await client.query(
    `with listing as (select id, property_id, society_id, row_number() over (order by id) - 1 as k, count(*) over () as r from property_rent_listings),
          person as (select id, row_number() over (order by email) - 1 as k from profiles where email like $3),
          slot as (
            select n, ((n / 400) % l.r) as lk, (n % 400) - 200 as day, (n / 400 / l.r) % 16 as half_hour
            from generate_series($1::bigint, $2::bigint - 1) n, (select max(r) r from listing) l
          )
     insert into visits (user_id, visit_start, visit_end, visit_type, status, property_id, society_id, rent_listing_id, created_at)
     select person.id,
            date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' + (slot.day || ' days')::interval + interval '10 hours' + (slot.half_hour * 30 || ' minutes')::interval,
            date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata' + (slot.day || ' days')::interval + interval '10 hours 30 minutes' + (slot.half_hour * 30 || ' minutes')::interval,
            'rental',
            case when slot.day < 0 then (case when slot.n % 10 = 0 then 'cancelled' else 'completed' end) else (case when slot.n % 10 = 0 then 'cancelled' else 'upcoming' end) end,
            listing.property_id, listing.society_id, listing.id, now() - (random() * interval '30 days')
     from slot
     join listing on listing.k = slot.lk
     join person on person.k = (slot.n / 400) % ${DESK_PEOPLE}
     on conflict do nothing`,
    [have, target, `%@${MARK}`],
  );
}

/** Offers: person i % P on listing (i * 7919) % R; one live offer per person and home (a clash is skipped). */
async function ensureOffers(client: Client, target: number): Promise<void> {
  const have = await count(client, 'select count(*) n from tenant_offers o join profiles p on p.id = o.user_id where p.email like $1');
  if (have >= target) return;
  await client.query(
    `with listing as (select id, property_id, society_id, expected_rent, expected_deposit, row_number() over (order by id) - 1 as k, count(*) over () as r from property_rent_listings),
          person as (select p.id, t.id as tenant_profile_id, row_number() over (order by p.email) - 1 as k from profiles p join tenant_profile t on t.user_id = p.id where p.email like $3)
     insert into tenant_offers (tenant_profile_id, property_rent_listing_id, property_id, society_id, user_id, offered_rent, offered_security_deposit, movein_date, offer_status, created_at)
     select person.tenant_profile_id, listing.id, listing.property_id, listing.society_id, person.id,
            greatest(1, coalesce(listing.expected_rent, 30000) - 1000), greatest(1, coalesce(listing.expected_deposit, 100000)),
            (now() + interval '20 days')::date,
            case when n % 5 = 0 then 'Rejected' when n % 7 = 0 then 'Accepted' else 'Pending' end,
            now() - (random() * interval '60 days')
     from generate_series($1::bigint, $2::bigint - 1) n
     join listing on listing.k = (n * 7919) % (select max(r) from listing)
     join person on person.k = n % ${DESK_PEOPLE}
     on conflict do nothing`,
    [have, target, `%@${MARK}`],
  );
}

export async function ensureDeskVolume(client: Client, volume: { visits: number; offers: number }, log: (line: string) => void): Promise<void> {
  log('desk volume: people');
  await ensurePeople(client);
  log(`desk volume: visits up to ${volume.visits}`);
  await ensureVisits(client, volume.visits);
  log(`desk volume: offers up to ${volume.offers}`);
  await ensureOffers(client, volume.offers);
  await client.query('analyze visits; analyze tenant_offers; analyze profiles; analyze tenant_profile');
}
