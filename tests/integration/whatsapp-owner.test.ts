// WhatsApp only to a number the message's own account proved, on a real PostgreSQL with the job queue: an account
// that typed someone else's number keeps getting its messages by e-mail after the real owner proved the number,
// and the daily cap counts only what went to the owner, so nobody else can use up the owner's messages.
import { eq, sql } from 'drizzle-orm';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { delivered_messages, profiles, properties, property_rent_listings } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { bookVisit } from '@/server/visits/booking';
import { cancelVisit } from '@/server/visits/cancellation';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { outboxTo, phoneOf, useOutboxTransports } from './delivery-fixtures';
import { markPhoneVerified, registerPerson } from './auth-helpers';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();
useOutboxTransports();

/** A stranger's account holding the owner's number (typed, never proved), and the owner who proved it. */
async function strangerAndOwner(prefix: string) {
  const stranger = await registerPerson(`${prefix}-stranger`);
  const owner = await registerPerson(`${prefix}-owner`);
  const [{ phone } = { phone: '' }] = await getDb().select({ phone: profiles.phone }).from(profiles).where(eq(profiles.id, owner.id));
  await getDb().update(profiles).set({ phone }).where(eq(profiles.id, stranger.id));
  await markPhoneVerified(owner.id);
  return { stranger, owner, number: await phoneOf(owner.id) };
}

async function bookTomorrow(userId: string, start: string) {
  const society = await insertSociety({ name: `Owner Number Residency ${Date.now()}` });
  const [property] = await getDb().insert(properties).values({ society_id: society, sqft: 1000 }).returning({ id: properties.id });
  const [listing] = await getDb().insert(property_rent_listings).values({ property_id: property!.id, society_id: society, expected_rent: 25000 }).returning({ id: property_rent_listings.id });
  const from = indiaInstant(addCalendarDays(indiaDate(new Date()), 2), start);
  return bookVisit(userId, { listing_id: listing!.id, property_id: property!.id, society_id: society, visit_start: from.toISOString(), visit_end: new Date(from.getTime() + 1_800_000).toISOString(), at_the_society: false });
}

test("an account that typed a number its owner later proved sends it nothing: its visit messages go by e-mail", async () => {
  const { stranger, owner, number } = await strangerAndOwner('typed');
  const visit = await bookTomorrow(stranger.id, '11:00');
  await runDueJobs(database.url());
  await cancelVisit(stranger.id, visit.id);
  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]);

  expect(await outboxTo(number, 'whatsapp')).toHaveLength(0);
  const mails = (await outboxTo(stranger.email, 'email')).map((message) => message.subject ?? '');
  expect(mails.some((subject) => /confirm|booked/i.test(subject))).toBe(true);
  expect(mails.some((subject) => /cancel/i.test(subject))).toBe(true);

  // The owner's own booking reaches the number.
  await bookTomorrow(owner.id, '12:00');
  await runDueJobs(database.url());
  expect(await outboxTo(number, 'whatsapp')).toHaveLength(1);
});

test("the daily cap counts only the owner's messages: a stranger's cannot use it up", async () => {
  process.env.WHATSAPP_DAILY_CAP = '3';
  resetEnvCacheForTests();
  const { stranger, owner, number } = await strangerAndOwner('cap');
  // Messages that reached the number earlier today, before the owner proved it (for whoever held it then).
  await getDb().update(profiles).set({ phone_verified_at: sql`now()` }).where(eq(profiles.id, owner.id));
  await getDb().insert(delivered_messages).values(Array.from({ length: 3 }, (_, index) => ({ message_key: `earlier-${number}-${index}`, channel: 'whatsapp', recipient: number, provider_id: null, delivered_at: new Date(Date.now() - 60 * 60_000) })));
  // The stranger's account tries many more now.
  for (let index = 0; index < 10; index += 1) await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: stranger.id, body: `Stranger ${index}` });
  for (let index = 0; index < 4; index += 1) await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: owner.id, body: `Owner ${index}` });
  await runDueJobs(database.url());

  const texts = (await outboxTo(number, 'whatsapp')).map((message) => message.text).sort();
  expect(texts).toHaveLength(3); // the cap, all of it the owner's
  expect(texts.every((text) => text.startsWith('Owner'))).toBe(true);
});
