// A deploy's SIGTERM to the whole process group of `npm run worker` (systemd's default, and Ctrl-C) while a
// message is inside the provider call: every process of the chain (npm, the with-db wrapper, the worker) gets
// the signal, and the worker must still stop through its graceful stop: the message completes once, nothing stays
// locked, 'worker stopped' is logged. Repeated 20 times, since a chain that relays the signal with a deadline (the
// tsx CLI: about 60 ms, then SIGKILL) fails only some of the time.
import { getDb } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import { queuedJobs } from '../helpers/jobs';
import { createSmtpStandIn, type SmtpStandIn } from '../helpers/smtp-stand-in';
import { useTestDatabase } from '../helpers/test-db';
import { lockedJobs, query, spawnWorkerProcess, waitFor, type WorkerProcess } from '../helpers/worker-process';

const STOPS = 20;
jest.setTimeout(STOPS * 20_000);

const database = useTestDatabase();
let smtp: SmtpStandIn;
let current: WorkerProcess | undefined;

beforeAll(async () => {
  smtp = await createSmtpStandIn();
  await smtp.start();
});

afterAll(async () => {
  current?.signal('SIGKILL');
  await current?.exited;
  await smtp.stop();
});

const email = (subject: string) => ({ to: 'asha@example.com', subject, html: `<p>${subject}</p>`, text: subject });
const delivered = (subject: string) => smtp.messages.filter((message) => message.includes(`Subject: ${subject}`)).length;

test(`${STOPS} SIGTERMs to the process group during an SMTP call: ${STOPS} graceful stops, nothing locked, nothing sent twice`, async () => {
  smtp.hold = true;
  for (let stop = 1; stop <= STOPS; stop += 1) {
    const subject = `Group stop ${stop}`;
    await enqueueJob(getDb(), 'deliver-email', email(subject));
    const worker = spawnWorkerProcess({ DATABASE_URL: database.url(), SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, JOB_STOP_TIMEOUT_SECONDS: '60' });
    current = worker;
    await waitFor(`worker ${stop} to be inside the SMTP call`, () => smtp.held.length === stop, 90_000, worker.output);

    worker.signal('SIGTERM');
    await waitFor(`worker ${stop} to start stopping`, () => worker.output().includes('"msg":"stopping the worker"'), 10_000, worker.output);
    // The provider answers only now, after every process of the group has had the signal: a chain that kills
    // the worker while it waits here leaves the job locked and sends the message again later.
    smtp.releaseHeld();

    const exit = await worker.exited;
    current = undefined;
    expect({ stop, exit, stopped: worker.output().includes('"msg":"worker stopped"') }).toEqual({ stop, exit: 0, stopped: true });
    expect(delivered(subject)).toBe(1);
    expect(await lockedJobs(database.url())).toEqual([]);
    expect(await queuedJobs(database.url())).toEqual([]);
  }
  expect(smtp.messages).toHaveLength(STOPS);
  expect(await query(database.url(), 'select worker_id from job_worker_heartbeats')).toEqual([]);
});
