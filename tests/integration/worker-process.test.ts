// `npm run worker` as its own process (ARCHITECTURE "Background work"): it picks up a booking's confirmation job,
// renders the React e-mail and its calendar invite outside Next.js, and delivers both messages to the outbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { addCalendarDays, indiaDate, indiaInstant } from '@/lib/time/india';
import { getDb } from '@/server/db/client';
import { outbox_messages, properties, property_rent_listings } from '@/server/db/schema';
import { bookVisit } from '@/server/visits/booking';
import { queuedJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson } from './auth-helpers';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();

let worker: ChildProcess | null = null;
afterAll(async () => {
  if (worker?.pid && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    process.kill(-worker.pid, 'SIGTERM');
    await exited;
  }
});

/** The first outbox message of a channel whose text says `phrase`, waiting for the worker up to `timeoutMs`. */
async function outboxMessage(channel: 'email' | 'whatsapp', phrase: string, timeoutMs: number) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    const rows = await getDb().select().from(outbox_messages).where(eq(outbox_messages.channel, channel));
    const found = rows.find((row) => row.text.includes(phrase));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return null;
}

test('npm run worker delivers a booking confirmation (e-mail with .ics, WhatsApp)', async () => {
  const societyId = await insertSociety({ latitude: 12.97, longitude: 77.75 });
  const [property] = await getDb().insert(properties).values({ society_id: societyId, sqft: 1200 }).returning({ id: properties.id });
  const [listing] = await getDb()
    .insert(property_rent_listings)
    .values({ property_id: property!.id, society_id: societyId, expected_rent: 40000 })
    .returning({ id: property_rent_listings.id });
  const person = await registerPerson('worker-process');
  await markPhoneVerified(person.id);
  const date = addCalendarDays(indiaDate(new Date()), 2);
  const start = indiaInstant(date, '11:00');
  await bookVisit(person.id, {
    listing_id: listing!.id,
    property_id: property!.id,
    society_id: societyId,
    visit_start: start.toISOString(),
    visit_end: new Date(start.getTime() + 30 * 60_000).toISOString(),
    at_the_society: false,
  });
  expect((await queuedJobs(database.url())).map((job) => job.task_identifier)).toEqual(['send-visit-confirmation']);

  worker = spawn('npm', ['run', 'worker'], {
    env: { ...process.env, DATABASE_URL: database.url(), NODE_ENV: 'production', SMTP_URL: '', TWILIO_ACCOUNT_SID: '' },
    stdio: 'ignore',
    detached: true,
  });
  // Generous: the process compiles TypeScript on start (tsx), which takes seconds on a busy machine.
  const mail = await outboxMessage('email', 'Your visit is booked', 90_000);
  expect(mail?.to_address).toBe(person.email);
  expect(mail?.subject).toContain('Visit booked');
  expect(mail?.html).toContain('Visit booked successfully!');
  expect((mail?.attachments as { filename: string }[])[0]?.filename).toBe('visit.ics');
  const whatsapp = await outboxMessage('whatsapp', 'is booked for', 30_000);
  expect(whatsapp?.text).toContain('is booked for');
}, 150_000);
