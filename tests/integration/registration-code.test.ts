// Sign-up never waits on the mail provider: the registration answers once the account and its code's job are
// committed; the job (first in line) issues and e-mails the code. With the SMTP stand-in hanging or refusing, the
// registration still answers 201, and the code arrives, and signs in, once the provider answers.
import { sql } from 'drizzle-orm';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { POST as register } from '@/app/api/dual-auth-register/route';
import { getDb } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { SupervisedWorker } from '@/server/jobs/worker';
import { queuedJobs } from '../helpers/jobs';
import { createSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { waitFor } from '../helpers/worker-process';
import { call, useEmbeddedAuthEnv } from './society-fixtures';

jest.setTimeout(60_000);

useEmbeddedAuthEnv();
const database = useTestDatabase();
let smtp: SmtpStandIn;
let worker: SupervisedWorker | undefined;
const savedSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await createSmtpStandIn();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  resetEnvCacheForTests();
});

afterEach(async () => {
  smtp.hold = false;
  smtp.releaseHeld();
  await worker?.stop();
  worker = undefined;
  await smtp.stop();
  smtp.messages.splice(0);
  smtp.held.splice(0);
  await getDb().execute(sql`delete from graphile_worker._private_jobs`);
});

afterAll(() => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  resetEnvCacheForTests();
});

let sequence = 0;
function person() {
  sequence += 1;
  return { firstName: 'Nisha', lastName: 'Kamath', countryCode: '+91', phone: `70000${String(10000 + sequence)}`, email: `nisha.${sequence}@example.com` };
}

async function startWorker(): Promise<void> {
  worker = new SupervisedWorker(database.url(), { concurrency: 1, heartbeatMs: 500, recoverySeconds: 3, stopTimeoutMs: 5000, connectTimeoutMs: 2000, probeMs: 200 });
  await worker.start();
}

const codeIn = (message: string | undefined) => message?.match(/^(\d{6})\r?$/m)?.[1];
const messageTo = (email: string) => smtp.messages.find((message) => message.includes(`To: ${email}`));

async function signsInWith(email: string, code: string): Promise<number> {
  return (await call(verifyCode, '/api/auth/verify', { method: 'POST', body: { email, token: code } })).status;
}

test('SMTP hanging: the registration answers 201 while the code is still inside the provider call; the code arrives and signs in', async () => {
  await smtp.start();
  smtp.hold = true;
  await startWorker();
  const body = person();
  const answer = await call(register, '/api/dual-auth-register', { method: 'POST', body });
  expect(answer.status).toBe(201);
  // Answered, and the provider has confirmed nothing yet: the answer did not wait for it.
  expect(smtp.messages).toEqual([]);
  await waitFor('the code to be inside the SMTP call', () => smtp.held.length === 1, 20_000);
  expect(smtp.messages).toEqual([]);

  smtp.hold = false;
  smtp.releaseHeld();
  await waitFor('the code to be accepted', () => messageTo(body.email), 20_000);
  const code = codeIn(messageTo(body.email));
  expect(code).toMatch(/^\d{6}$/);
  expect(await signsInWith(body.email, code!)).toBe(200);
  expect(await queuedJobs(database.url())).toEqual([]);
});

test('SMTP refusing: the registration answers 201; the code is sent once the provider is back, and signs in', async () => {
  await startWorker();
  const body = person();
  const answer = await call(register, '/api/dual-auth-register', { method: 'POST', body });
  expect(answer.status).toBe(201);
  await waitFor('the code job to have failed on the refusing provider', async () => (await queuedJobs(database.url())).some((job) => job.task_identifier === 'send-registration-code' && job.attempts > 0), 20_000);
  expect(smtp.messages).toEqual([]);

  // The worker's probe sees the provider answer again and makes the waiting code due at once.
  await smtp.start();
  await waitFor('the code to arrive', () => messageTo(body.email), 20_000);
  expect(smtp.messages).toHaveLength(1);
  expect(await signsInWith(body.email, codeIn(messageTo(body.email))!)).toBe(200);
});

test('the code goes ahead of a backlog of other e-mails', async () => {
  await smtp.start();
  for (let index = 1; index <= 3; index += 1) {
    await enqueueJob(getDb(), 'deliver-email', { to: 'backlog@example.com', subject: `Backlog ${index}`, html: '<p>backlog</p>', text: 'backlog' });
  }
  const body = person();
  expect((await call(register, '/api/dual-auth-register', { method: 'POST', body })).status).toBe(201);
  await startWorker();
  await waitFor('every e-mail to go', () => smtp.messages.length === 4, 20_000);
  expect(smtp.messages[0]).toContain(`To: ${body.email}`);
});

test("the code's own limits hold: a second registration within the interval is 429 and sends nothing more", async () => {
  await smtp.start();
  await startWorker();
  const body = person();
  expect((await call(register, '/api/dual-auth-register', { method: 'POST', body })).status).toBe(201);
  // 'Back to Details' and the same address again at once: the address-and-device interval refuses it.
  const again = await call(register, '/api/dual-auth-register', { method: 'POST', body: { ...body, firstName: 'Nish' } });
  expect(again.status).toBe(429);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('over_email_send_rate_limit');
  await waitFor('the first code to arrive', () => messageTo(body.email), 20_000);
  await waitFor('the queue to be empty', async () => (await queuedJobs(database.url())).length === 0, 20_000);
  expect(smtp.messages.filter((message) => message.includes(`To: ${body.email}`))).toHaveLength(1);
});

// The raw message as the provider received it: the HTML part may be quoted-printable (lang=3D"kn").
const writtenIn = (message: string | undefined) => message?.match(/<html lang=(?:3D)?"(\w+)"/)?.[1];
const base64Parts = (message: string) =>
  [...message.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((part) => Buffer.from((part[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8')).join('\n');
const storedLanguage = async (email: string) =>
  (await getDb().execute<{ language: string | null }>(sql`select language from profiles where email = ${email}`)).rows[0]?.language;

test("registered on a Kannada page: the account reads Kannada from the start, its first code included; English stays no choice on record", async () => {
  await smtp.start();
  await startWorker();
  const kannada = person();
  expect((await call(register, '/api/dual-auth-register', { method: 'POST', body: kannada, cookie: 'ghomes-locale=kn' })).status).toBe(201);
  const english = person();
  expect((await call(register, '/api/dual-auth-register', { method: 'POST', body: english })).status).toBe(201);

  await waitFor('both codes to arrive', () => messageTo(kannada.email) && messageTo(english.email), 20_000);
  expect(await storedLanguage(kannada.email)).toBe('kn');
  expect(await storedLanguage(english.email)).toBeNull();
  expect(writtenIn(messageTo(kannada.email))).toBe('kn');
  expect(messageTo(kannada.email)).not.toContain('Subject: Your GHomes login code');
  expect(writtenIn(messageTo(english.email))).toBe('en');
  expect(messageTo(english.email)).toContain('Subject: Your GHomes login code');
  // The Kannada code (in a base64 part, the text being mostly not ASCII) signs in like any other.
  const kannadaCode = codeIn(base64Parts(messageTo(kannada.email)!));
  expect(kannadaCode).toMatch(/^\d{6}$/);
  expect(await signsInWith(kannada.email, kannadaCode!)).toBe(200);
});
