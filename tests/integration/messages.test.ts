// Messages because something happened (server/messages): the request enqueues the data, the `send-message` job
// renders it and hands it to the delivery jobs. A delivery already queued by an older release (a rendered
// `deliver-email`) is still delivered, and a `send-message` that runs twice sends each message once.
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { outbox_messages } from '@/server/db/schema';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { enqueueMessage } from '@/server/messages/send';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();

const database = useTestDatabase();

beforeEach(() => {
  delete process.env.SMTP_URL;
  resetEnvCacheForTests();
});

const mailTo = (address: string) => getDb().select().from(outbox_messages).where(eq(outbox_messages.to_address, address));

const contact = { name: 'Asha Rao', email: 'asha@example.com', phone: null, subject: 'Parking', message: 'Is there visitor parking?', brandName: 'GHomes', siteUrl: 'http://localhost:3000' };

test('the request queues only the data; the job renders the e-mail and delivers it', async () => {
  await getDb().transaction((tx) =>
    enqueueMessage(tx, 'contact-confirmation', contact, { email: { to: 'asha@example.com', key: 'contact-confirmation-email:m1' } }),
  );
  const [queued] = await queuedJobs(database.url());
  expect(queued).toMatchObject({ task_identifier: 'send-message', payload: { kind: 'contact-confirmation', data: { subject: 'Parking' } } });
  expect(JSON.stringify(queued!.payload)).not.toContain('<html');

  await runDueJobs(database.url());
  const [mail, ...more] = await mailTo('asha@example.com');
  expect(more).toHaveLength(0);
  expect(mail?.subject).toBe('We received your message – GHomes');
  expect(mail?.html).toContain('Message Sent Successfully!');
  expect(mail?.text).toContain('Is there visitor parking?');
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('a send-message that runs again (a crash before it completed) sends each message once', async () => {
  const recipients = { email: { to: 'twice@example.com', key: 'contact-confirmation-email:m2' } };
  await enqueueMessage(getDb(), 'contact-confirmation', contact, recipients);
  await runDueJobs(database.url());
  expect(await mailTo('twice@example.com')).toHaveLength(1);

  // The same job again, as after a worker died between enqueueing the delivery and completing the job.
  await enqueueMessage(getDb(), 'contact-confirmation', contact, recipients);
  await runDueJobs(database.url());
  expect(await mailTo('twice@example.com')).toHaveLength(1);
  expect(await queuedJobs(database.url())).toHaveLength(0);
});

test('a delivery queued with a rendered message by an earlier release is still delivered', async () => {
  await enqueueJob(getDb(), 'deliver-email', { to: 'old@example.com', subject: 'Visit cancelled: Old Society', html: '<p>Rendered before</p>', text: 'Rendered before' });
  await runDueJobs(database.url());
  const [mail] = await mailTo('old@example.com');
  expect(mail).toMatchObject({ subject: 'Visit cancelled: Old Society', text: 'Rendered before' });
});
