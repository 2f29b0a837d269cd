// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per live job-worker pool (server/jobs/heartbeat.ts), keyed by graphile-worker's pool id: the id its
 * jobs are locked under. A pool whose row stopped moving has died (kill -9, OOM, power); its locked jobs are
 * released with graphile-worker's force_unlock_workers instead of waiting for the library's 4-hour expiry.
 */
export const job_worker_heartbeats = pgTable('job_worker_heartbeats', {
  worker_id: text('worker_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beat_at: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per message handed to a provider (server/jobs/deliveries.ts), keyed by the delivery's own key. It is
 * written right after the provider accepted the message and before the job is marked done, so a job re-run
 * after a crash in between finds it and does not send again.
 */
export const delivered_messages = pgTable('delivered_messages', {
  message_key: text('message_key').primaryKey(),
  channel: text('channel').notNull(),
  /** The address or E.164 number: the per-number daily WhatsApp cap counts these rows. */
  recipient: text('recipient').notNull(),
  provider_id: text('provider_id'),
  delivered_at: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('delivered_messages_recipient_idx').on(t.channel, t.recipient, t.delivered_at)]);

/**
 * A delivery about to be handed to its provider (server/jobs/deliveries.ts): written before the provider call,
 * so a re-run that finds it without a delivered_messages row knows the earlier attempt's outcome is unknown (the
 * process died inside the call) and counts it; the e-mail goes again under the same Message-ID, which mail
 * clients use to show one copy.
 */
export const delivery_intents = pgTable('delivery_intents', {
  message_key: text('message_key').primaryKey(),
  attempts: integer('attempts').notNull().default(1),
  unknown_outcomes: integer('unknown_outcomes').notNull().default(0),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
