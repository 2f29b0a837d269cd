// Consents on a real PostgreSQL: each change is in the person's log, and a withdrawal stops a message of that
// kind that was already queued (the delivery job asks when it runs), while other kinds still go.
import { GET, PUT } from '@/app/api/profile/consents/route';
import { getDb } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import { consentLog, setConsent } from '@/server/privacy/consent';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { markPhoneVerified, registerPerson } from './auth-helpers';
import { outboxTo, phoneOf, useOutboxTransports } from './delivery-fixtures';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
const database = useTestDatabase();
useOutboxTransports();

const email = (to: string, subject: string, consent?: { userId: string; purpose: 'email_alerts' }) => ({ to, subject, html: `<p>${subject}</p>`, text: subject, ...(consent ? { consent } : {}) });

test('a withdrawn e-mail consent stops a queued digest; the visit e-mail of the same person still goes', async () => {
  const person = await registerPerson('consent-email');
  await enqueueJob(getDb(), 'deliver-email', email(person.email, 'New homes in your society', { userId: person.id, purpose: 'email_alerts' }));
  await enqueueJob(getDb(), 'deliver-email', email(person.email, 'Your visit is booked'));
  await setConsent(person.id, 'email_alerts', false);

  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]); // dropped for good, not retried
  expect((await outboxTo(person.email, 'email')).map((row) => row.subject)).toEqual(['Your visit is booked']);

  // Given again: the next digest goes.
  await setConsent(person.id, 'email_alerts', true);
  await enqueueJob(getDb(), 'deliver-email', email(person.email, 'More new homes', { userId: person.id, purpose: 'email_alerts' }));
  await runDueJobs(database.url());
  expect((await outboxTo(person.email, 'email')).map((row) => row.subject).sort()).toEqual(['More new homes', 'Your visit is booked']);
});

test('a withdrawn WhatsApp consent stops queued updates; a withdrawn alert consent stops only the WhatsApp digest', async () => {
  const person = await registerPerson('consent-whatsapp');
  await markPhoneVerified(person.id);
  const number = await phoneOf(person.id);

  await setConsent(person.id, 'email_alerts', false);
  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: 'Your visit is tomorrow' });
  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, consent: 'email_alerts', body: '2 new homes' });
  await runDueJobs(database.url());
  expect((await outboxTo(number, 'whatsapp')).map((row) => row.text)).toEqual(['Your visit is tomorrow']);

  await enqueueJob(getDb(), 'deliver-whatsapp', { to: number, userId: person.id, body: 'Your offer was answered' });
  await setConsent(person.id, 'whatsapp_updates', false);
  await runDueJobs(database.url());
  expect(await queuedJobs(database.url())).toEqual([]);
  expect((await outboxTo(number, 'whatsapp')).map((row) => row.text)).toEqual(['Your visit is tomorrow']);
});

test('each change is in the log the person reads; repeating the current state writes nothing', async () => {
  const person = await registerPerson('consent-log');
  expect(await consentLog(person.id)).toEqual([]);
  await setConsent(person.id, 'share_tenant_profile', true); // already given where it was collected
  await setConsent(person.id, 'share_tenant_profile', false);
  await setConsent(person.id, 'share_tenant_profile', false);
  const { consents, log } = await setConsent(person.id, 'share_tenant_profile', true);
  expect(log.map((entry) => [entry.purpose, entry.granted])).toEqual([
    ['share_tenant_profile', true],
    ['share_tenant_profile', false],
  ]);
  expect(consents.find((consent) => consent.purpose === 'share_tenant_profile')).toMatchObject({ granted: true, changedAt: log[0]!.at });
  // Not verified yet: off, whatever was given, and says what it waits for.
  expect(consents.find((consent) => consent.purpose === 'whatsapp_updates')).toEqual({ purpose: 'whatsapp_updates', granted: false, changedAt: null, needs: 'verified_whatsapp_number' });
});

test('the route: signed in only, bad input changes nothing, a change answers with the new log', async () => {
  expect((await call(GET, '/api/profile/consents')).status).toBe(401);
  const person = await signedInPerson('consent-route');
  const bad = await call(PUT, '/api/profile/consents', { method: 'PUT', cookie: person.cookie, body: { purpose: 'marketing', granted: 'yes' } });
  expect(bad.status).toBe(422);
  expect(await consentLog(person.id)).toEqual([]);

  const changed = await call(PUT, '/api/profile/consents', { method: 'PUT', cookie: person.cookie, body: { purpose: 'whatsapp_updates', granted: false } });
  expect(changed.status).toBe(200);
  const body = (await changed.json()) as { log: { purpose: string; granted: boolean }[] };
  expect(body.log.map((entry) => [entry.purpose, entry.granted])).toEqual([['whatsapp_updates', false]]);
  const read = (await (await call(GET, '/api/profile/consents', { cookie: person.cookie })).json()) as { consents: { purpose: string; granted: boolean }[] };
  expect(read.consents.find((consent) => consent.purpose === 'whatsapp_updates')?.granted).toBe(false);
});

test('WhatsApp updates: off and refused on until the number is verified (nothing written), then as given', async () => {
  const person = await signedInPerson('consent-whatsapp-unverified');
  const whatsapp = (body: { consents: { purpose: string }[] }) => body.consents.find((consent) => consent.purpose === 'whatsapp_updates');
  const read = async () => (await (await call(GET, '/api/profile/consents', { cookie: person.cookie })).json()) as { consents: { purpose: string; granted: boolean; needs?: string }[] };
  expect(whatsapp(await read())).toMatchObject({ granted: false, needs: 'verified_whatsapp_number' });

  const refused = await call(PUT, '/api/profile/consents', { method: 'PUT', cookie: person.cookie, body: { purpose: 'whatsapp_updates', granted: true } });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toEqual({ error: { code: 'verified_whatsapp_number', message: 'WhatsApp updates can be turned on once your WhatsApp number is verified.' } });
  expect(await consentLog(person.id)).toEqual([]);
  await expect(setConsent(person.id, 'whatsapp_updates', true)).rejects.toMatchObject({ code: 'verified_whatsapp_number', status: 409 });
  expect(await consentLog(person.id)).toEqual([]);

  // Verified: it stands as given where the number was collected, and switches both ways.
  await markPhoneVerified(person.id);
  expect(whatsapp(await read())).toEqual({ purpose: 'whatsapp_updates', granted: true, changedAt: null });
  const off = await call(PUT, '/api/profile/consents', { method: 'PUT', cookie: person.cookie, body: { purpose: 'whatsapp_updates', granted: false } });
  expect(whatsapp((await off.json()) as { consents: { purpose: string }[] })).toMatchObject({ granted: false });
  const on = await call(PUT, '/api/profile/consents', { method: 'PUT', cookie: person.cookie, body: { purpose: 'whatsapp_updates', granted: true } });
  expect(on.status).toBe(200);
  expect(whatsapp((await on.json()) as { consents: { purpose: string }[] })).toMatchObject({ granted: true });
  expect((await consentLog(person.id)).map((entry) => entry.granted)).toEqual([true, false]);
});
