// New-listing alerts on a real PostgreSQL and the real job queue: a listing that becomes Active enqueues
// one digest per subscriber and none for people without an alert; listings of one day give one message (e-mail and
// WhatsApp, with List-Unsubscribe headers); the unsubscribe link removes the alert, a forged token does nothing;
// the expiry job hides a listing confirmed 31 days ago and keeps one confirmed 29 days ago (fixed clock).
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { GET as alertsGet } from '@/app/api/alerts/route';
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/api/alerts/unsubscribe/route';
import { createUnsubscribeToken, verifyUnsubscribeToken } from '@/server/alerts/unsubscribe-token';
import { tagsFor } from '@/server/cache/revalidate-pages';
import { getDb } from '@/server/db/client';
import { gated_societies, outbox_messages, profiles, property_alerts, property_rent_listings } from '@/server/db/schema';
import { importFile, importText } from '@/server/import/run-import';
import { expireStaleListings } from '@/server/listings/expiry';
import { hideUnconfirmedListings } from '@/server/listings/freshness';
import { getRentListings } from '@/server/societies/service';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson, setEnv } from './auth-helpers';
import { BASE_URL, call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
beforeAll(() => setEnv({ ALERT_DIGEST_DELAY_MINUTES: '0', TWILIO_ACCOUNT_SID: undefined, REVALIDATE_SECRET: undefined }));
const database = useTestDatabase();

const sample = (name: string) => path.join(process.cwd(), 'docs', 'import', `${name}.csv`);
const RENT_HEADER = 'external_key,property_key,listing_status,expected_rent,configuration';
const DAY = 86_400_000;
// One clock for the file: the sale listings are confirmed at this moment and the freshness rule runs 38 days later,
// whatever today's date is (a fixed `now` against imports at the real date stops holding as the calendar moves).
const importedAt = new Date();

let lakesideId = '';
let greensId = '';
const people: Record<'rent' | 'rentToo' | 'buy' | 'elsewhere' | 'none', { id: string; email: string; phone: string }> = {} as never;

async function person(prefix: string) {
  const { id, email } = await registerPerson(prefix);
  await markPhoneVerified(id);
  const [row] = await getDb().select({ phone: profiles.phone, code: profiles.country_code }).from(profiles).where(eq(profiles.id, id));
  return { id, email, phone: `${row!.code}${row!.phone}` };
}
const alert = (userId: string, societyId: string, type: 'Rent' | 'Buy') =>
  getDb().insert(property_alerts).values({ user_id: userId, society_id: societyId, property_type: type });
const digestJobs = async () => (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'alert-digest');
const outboxTo = (to: string) => getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, to));
/** Runs the digests that are due, then the deliveries they queued. */
async function deliver() {
  await runDueJobs(database.url());
  await runDueJobs(database.url());
}

beforeAll(async () => {
  for (const name of ['societies', 'properties']) await importFile(sample(name), { createMissing: true });
  const societies = await getDb().select({ id: gated_societies.id, key: gated_societies.external_key }).from(gated_societies);
  lakesideId = societies.find((row) => row.key === 'acme-lakeside')!.id;
  greensId = societies.find((row) => row.key === 'acme-greens')!.id;
  people.rent = await person('rent');
  people.rentToo = await person('rent-too');
  people.buy = await person('buy');
  people.elsewhere = await person('elsewhere');
  people.none = await person('none');
  await alert(people.rent.id, lakesideId, 'Rent');
  await alert(people.rentToo.id, lakesideId, 'Rent');
  await alert(people.buy.id, lakesideId, 'Buy');
  await alert(people.elsewhere.id, greensId, 'Rent');
});

test('a listing that becomes Active enqueues one digest per subscriber of that society and type, none for the rest', async () => {
  const report = await importText(`${RENT_HEADER}\nd-1,acme-lakeside-a-1203,Active,61000,3 BHK`);
  expect(report.alertDigests).toBe(2);
  const jobs = await digestJobs();
  expect(jobs.map((job) => job.payload.userId).sort()).toEqual([people.rent.id, people.rentToo.id].sort());
  expect(jobs.every((job) => job.payload.societyId === lakesideId)).toBe(true);
});

test('two new listings on one day give one message per subscriber, naming both', async () => {
  // A second import the same day replaces the pending digest (same job key) instead of adding one.
  await importText(`${RENT_HEADER}\nd-2,acme-lakeside-b-0504,Active,47000,2 BHK`);
  expect(await digestJobs()).toHaveLength(2);

  // Only the digests run here, so the deliveries they queue can be read before they go.
  await runDueJobs(database.url(), ['alert-digest']);
  const deliveries = await queuedJobs(database.url());
  const email = deliveries.find((job) => job.task_identifier === 'deliver-email' && job.payload.to === people.rent.email);
  expect(email?.payload.headers).toEqual({
    'List-Unsubscribe': expect.stringMatching(new RegExp(`^<${BASE_URL}/api/alerts/unsubscribe\\?token=[\\w-]+\\.[\\w-]+>$`)),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  // The digest is a message the person may refuse: its deliveries ask the consent when they run (docs/privacy.md).
  expect(email?.payload.consent).toEqual({ userId: people.rent.id, purpose: 'email_alerts' });
  expect(deliveries.find((job) => job.task_identifier === 'deliver-whatsapp' && job.payload.userId === people.rent.id)?.payload.consent).toBe('email_alerts');
  await runDueJobs(database.url());

  const mails = await outboxTo(people.rent.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('2 new listings in Acme Lakeside Residences');
  expect(mails[0]!.text).toContain('- 2 BHK for rent · ₹47 K/month');
  expect(mails[0]!.text).toContain('- 3 BHK for rent · ₹61 K/month');
  expect(mails[0]!.text).toContain(`${BASE_URL}/society/${lakesideId}/properties?tab=rent`);
  expect(mails[0]!.html).toContain('Stop these alerts');
  const whatsapp = await outboxTo(people.rent.phone);
  expect(whatsapp).toHaveLength(1);
  expect(whatsapp[0]!.text).toContain('new in Acme Lakeside Residences: 2 BHK for rent · ₹47 K/month and 1 more');
  expect(await outboxTo(people.rentToo.email)).toHaveLength(1);
  for (const other of [people.buy, people.elsewhere, people.none]) {
    expect(await outboxTo(other.email)).toHaveLength(0);
    expect(await outboxTo(other.phone)).toHaveLength(0);
  }
});

test('a listing later the same day waits for tomorrow: never two messages a day', async () => {
  await getDb().delete(outbox_messages);
  // d-1 goes Inactive and comes back: it is Active again, so it is new again for the subscribers.
  await importText(`${RENT_HEADER}\nd-1,acme-lakeside-a-1203,Inactive,61000,3 BHK`);
  await importText(`${RENT_HEADER}\nd-1,acme-lakeside-a-1203,Active,61000,3 BHK`);
  const [job] = await getDb().execute<{ run_at: string; key: string }>(sql`
    select run_at, key from graphile_worker._private_jobs where key like ${`alert-digest:${people.rent.id}:%`}`).then((result) => result.rows);
  expect(new Date(job!.run_at).getTime()).toBeGreaterThan(Date.now() + 60_000);
  await deliver();
  expect(await outboxTo(people.rent.email)).toHaveLength(0);

  // Tomorrow: the digest runs and names only the listing that came back.
  await getDb().execute(sql`update graphile_worker._private_jobs set run_at = now() where key like 'alert-digest:%'`);
  await deliver();
  const [mail] = await outboxTo(people.rent.email);
  expect(mail?.subject).toBe('New listing in Acme Lakeside Residences');
  expect(mail?.text).toContain('3 BHK for rent · ₹61 K/month');
  expect(mail?.text).not.toContain('2 BHK');
});

test('a sale listing reaches the Buy subscriber only', async () => {
  await getDb().delete(outbox_messages);
  await importFile(sample('sale-listings'), { now: importedAt });
  await deliver();
  const [mail, ...more] = await outboxTo(people.buy.email);
  expect(more).toHaveLength(0);
  expect(mail?.text).toContain('- 3 BHK for sale · ₹2.15 Cr');
  expect(mail?.text).toContain(`/society/${lakesideId}/properties?tab=buy`);
  expect(await outboxTo(people.rent.email)).toHaveLength(0);
  // The Greens' Rent subscriber has no Buy alert: the villa for sale does not reach them.
  expect(await outboxTo(people.elsewhere.email)).toHaveLength(0);
});

describe('unsubscribe', () => {
  test('the link removes the alert, and the alert card shows Set Alerts again', async () => {
    const signedIn = await signedInPerson('unsubscriber');
    await alert(signedIn.id, lakesideId, 'Rent');
    const token = createUnsubscribeToken({ userId: signedIn.id, societyId: lakesideId, types: ['Rent'] });

    const page = await call(unsubscribeGet as never, `/api/alerts/unsubscribe?token=${token}`);
    expect(page.status).toBe(303);
    // A path on this site, never an origin from the Host header (docs/security.md "Redirects and Location headers").
    expect(page.headers.get('location')).toBe(`/alerts/unsubscribe?token=${token}`);
    // A GET (link preview, prefetch) removes nothing.
    expect(await getDb().select().from(property_alerts).where(eq(property_alerts.user_id, signedIn.id))).toHaveLength(1);

    // One-click (RFC 8058): a POST from the mail client, from no particular origin.
    const response = await call(unsubscribePost as never, `/api/alerts/unsubscribe?token=${token}`, { method: 'POST', origin: 'https://mail.example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unsubscribed: true, removed: 1 });
    const types = await call(alertsGet as never, `/api/alerts?society_id=${lakesideId}`, { cookie: signedIn.cookie });
    expect(await types.json()).toEqual({ types: [] });

    // Again: nothing left to remove, still fine.
    const again = await call(unsubscribePost as never, `/api/alerts/unsubscribe?token=${token}`, { method: 'POST' });
    expect(await again.json()).toEqual({ unsubscribed: true, removed: 0 });
  });

  test('a forged or altered token does nothing', async () => {
    const victim = people.rentToo.id;
    const genuine = createUnsubscribeToken({ userId: people.rent.id, societyId: lakesideId, types: ['Rent'] });
    const [body, signature] = genuine.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ u: victim, s: lakesideId, t: ['Rent'] })).toString('base64url');
    for (const token of [`${forgedBody}.${signature}`, `${body}.${signature!.slice(0, -2)}xx`, body!, '', 'a.b.c']) {
      expect(verifyUnsubscribeToken(token)).toBeNull();
      const response = await call(unsubscribePost as never, `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'invalid_token', message: 'This unsubscribe link is not valid.' } });
    }
    const left = await getDb().select().from(property_alerts).where(and(eq(property_alerts.society_id, lakesideId), eq(property_alerts.property_type, 'Rent')));
    expect(left.map((row) => row.user_id).sort()).toEqual([people.rent.id, people.rentToo.id].sort());
  });
});

describe('freshness', () => {
  test('the freshness rule hides a rent listing confirmed 35 days ago and keeps one confirmed 34; sale listings expire at 30', async () => {
    const now = new Date(importedAt.getTime() + 38 * DAY);
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    // One rule for rent listings with or without an owner (server/listings/freshness.ts); these homes lose theirs.
    await getDb().execute(sql`update properties set owner_id = null where society_id = ${lakesideId}`);
    await getDb().update(property_rent_listings).set({ owner_id: null }).where(eq(property_rent_listings.society_id, lakesideId));
    await getDb().update(property_rent_listings).set({ last_confirmed_at: daysAgo(35) }).where(eq(property_rent_listings.external_key, 'd-1'));
    await getDb().update(property_rent_listings).set({ last_confirmed_at: daysAgo(34) }).where(eq(property_rent_listings.external_key, 'd-2'));
    const before = await getRentListings(lakesideId);
    expect(before.count).toBe(2);

    const expired = await expireStaleListings({ now, staleDays: 30, revalidate: false });
    // The sample sale listings (confirmed at import, 38 days before `now`) expire; rent listings never do.
    expect(expired).toMatchObject({ sale: 2 });
    const hidden = await hideUnconfirmedListings(now, 14);
    expect(hidden.societyIds).toContain(lakesideId);
    const statuses = await getDb()
      .select({ key: property_rent_listings.external_key, status: property_rent_listings.listing_status })
      .from(property_rent_listings)
      .where(eq(property_rent_listings.society_id, lakesideId));
    expect(Object.fromEntries(statuses.map((row) => [row.key, row.status]))).toMatchObject({ 'd-1': 'Unconfirmed', 'd-2': 'Active' });
    const after = await getRentListings(lakesideId);
    expect(after.count).toBe(1);
    expect(after.listings[0]?.rent).toBe(47_000);
    expect(tagsFor({ societyIds: [lakesideId], search: true })).toEqual([`society:${lakesideId}`, `properties:${lakesideId}`, 'search', 'sitemap']);
  });

  test('re-importing a hidden listing confirms it and makes it Active again', async () => {
    const now = new Date();
    const report = await importText(`${RENT_HEADER}\nd-1,acme-lakeside-a-1203,Active,61000,3 BHK`, { now });
    expect(report.counts.updated).toBe(1);
    const [row] = await getDb().select().from(property_rent_listings).where(eq(property_rent_listings.external_key, 'd-1'));
    expect(row).toMatchObject({ listing_status: 'Active', last_confirmed_at: now });
    expect((await getRentListings(lakesideId)).count).toBe(2);
  });
});
