import 'server-only';
import type { Pool } from 'pg';
import { smtpAnswers } from '@/server/mail/send-email';
import { whatsAppProviderAnswers } from '@/server/whatsapp/send-whatsapp';
import { logger } from '@/server/log/logger';

// Deliveries catch up when their provider comes back. graphile-worker 0.17 retries a failed job after
// e^min(attempts, 10) seconds, so during a long SMTP or twilio outage the waiting messages' next attempts drift
// minutes to hours apart, and the backlog would trickle out long after the provider returned. While deliveries
// of a channel wait on a retry, each worker process asks that channel's provider whether it answers, every
// DELIVERY_PROBE_SECONDS. When the provider answers after it did not (or for the first time since this process
// started: the outage may have begun before it), the waiting deliveries are made due at once with the library's
// own reschedule_jobs (their attempt counts stay). A provider that answers while messages keep failing (a
// message-specific refusal) wakes nothing: those keep their backoff.

type Probe = () => Promise<boolean | null>;

// A new registration's login code is an e-mail too (server/auth/registration-code.ts): it waits on the same provider.
const CHANNELS: { task: 'deliver-email' | 'deliver-whatsapp' | 'send-registration-code'; probe: Probe }[] = [
  { task: 'send-registration-code', probe: () => smtpAnswers() },
  { task: 'deliver-email', probe: () => smtpAnswers() },
  { task: 'deliver-whatsapp', probe: () => whatsAppProviderAnswers() },
];

/** Deliveries of a task failed at least once and waiting for their retry (not locked, not failed for good). */
export async function waitingRetries(pool: Pool, task: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select id from graphile_worker.jobs
      where task_identifier = $1 and locked_at is null and attempts > 0 and attempts < max_attempts and run_at > now()`,
    [task],
  );
  return rows.map((row) => row.id);
}

export class DeliveryProbe {
  /** Channels whose provider did not answer at the last probe (all of them until a first answer). */
  private readonly down = new Set<string>(CHANNELS.map((channel) => channel.task));

  constructor(private readonly channels = CHANNELS) {}

  /** One round: returns how many deliveries were made due. */
  async run(pool: Pool): Promise<number> {
    let woken = 0;
    for (const { task, probe } of this.channels) {
      const waiting = await waitingRetries(pool, task);
      if (!waiting.length) continue;
      const answers = await probe();
      if (answers === null) continue;
      if (!answers) {
        this.down.add(task);
        continue;
      }
      if (!this.down.delete(task)) continue;
      await pool.query('select graphile_worker.reschedule_jobs($1::bigint[], run_at := now())', [waiting]);
      logger('jobs').info({ task, waiting: waiting.length }, 'the provider answers again; waiting deliveries made due');
      woken += waiting.length;
    }
    return woken;
  }
}
