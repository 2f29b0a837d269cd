import type { ConsentPurpose } from '@/lib/privacy/consents';
import type { MessageData, MessageKind } from '@/server/messages/catalog';

// Types only, erased when compiled: nothing of it runs, so it needs no 'server-only'.
// The payload of every job the queue knows, by task name. Payloads are JSON: plain strings and numbers only.
// Delivery jobs carry rendered messages, so they only have to deliver them (and a template change never breaks a
// delivery already waiting in the queue). Jobs that render keep rendering out of the request that enqueued them:
// send-message carries the message's data, send-visit-confirmation and alert-digest carry ids and read the data
// when they run.

export interface EmailAttachmentPayload {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics calendar invite). */
  content: string;
}

export interface DeliverEmailPayload {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachmentPayload[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A message the person may refuse (the digests): checked when the delivery runs (server/privacy/consent.ts). */
  consent?: { userId: string; purpose: ConsentPurpose };
}

export interface DeliverWhatsAppPayload {
  /** E.164, e.g. +919876543210. */
  to: string;
  /** The account the message is for: it goes only when this account proved `to` with a code. */
  userId?: string;
  /** Or the owner (docs/owners.md) it is for: it goes only when the owner proved `to` with a code. */
  ownerId?: string;
  body: string;
  /** An approved twilio Content template (business-initiated messages); `body` is the outbox/sandbox text. */
  contentSid?: string;
  contentVariables?: Record<string, string>;
  /** A consent this message needs besides 'whatsapp_updates' (which every message to an account needs), e.g. the digests'. */
  consent?: ConsentPurpose;
}

/**
 * Who gets a message, per channel. `key` is the message key of the delivery (its job key and its row in
 * delivered_messages), made from the id of what happened, e.g. `offer-ack-email:<offer id>`.
 */
export interface MessageRecipients {
  email?: { to: string; key: string; headers?: Record<string, string> };
  /** E.164, and the account it is for (it goes only to a number this account proved). */
  whatsapp?: { to: string; key: string; userId: string } | { to: string; key: string; ownerId: string };
}

/** One message of the catalog (server/messages/catalog.ts) with its data, rendered by the job. */
export type SendMessagePayload = { [Kind in MessageKind]: { kind: Kind; data: MessageData[Kind] } & MessageRecipients }[MessageKind];

/** One Web Push notification to one device (server/push/deliver.ts); the text is the service worker's (app/sw.ts). */
export interface DeliverPushPayload {
  subscriptionId: string;
  title: string;
  body: string;
  /** The visit card: a path on this site. */
  url: string;
  /** The notification's tag: a device shows one notification per tag (per visit). */
  tag: string;
  /** The message per visit and kind ('visit:<id>:cancelled'), the push service's Topic; absent in jobs queued before it. */
  topic?: string;
}

export interface JobPayloads {
  'deliver-email': DeliverEmailPayload;
  'deliver-whatsapp': DeliverWhatsAppPayload;
  'deliver-push': DeliverPushPayload;
  /** A message because something happened (server/messages/send.ts): rendered here, delivered per channel. */
  'send-message': SendMessagePayload;
  /**
   * The login code of a new registration (server/auth/registration-code.ts): issued and e-mailed here, so the
   * registration never waits on the mail provider. `queuedAt`: a code the person asked for again since wins.
   */
  'send-registration-code': { email: string; holder: string; queuedAt: string };
  /** A booked visit's confirmation (server/visits/confirmation-job.ts): rendered here, delivered per channel. */
  'send-visit-confirmation': { visitId: string };
  /** A visit reminder, 24 h or 2 h before (server/visits/reminders.ts); `visitStart` is the slot it was set for. */
  'send-visit-reminder': { visitId: string; kind: '24h' | '2h'; visitStart: string };
  /** A visit moved (server/visits/reschedule.ts): one message with the old and the new slot and the updated invite. */
  'send-visit-rescheduled': { visitId: string; previousStart: string; previousEnd: string; sequence: number };
  /**
   * New-listing digest of one person and society for one India-time day (server/alerts/digest.ts): reads the
   * listings that became Active at run time, sends one e-mail and one WhatsApp message.
   */
  'alert-digest': { userId: string; societyId: string; digestDate: string };
  /** The day's saved-search digest of one person (server/alerts/saved-searches.ts). */
  'saved-search-digest': { userId: string; digestDate: string };
  /** Hourly (cron): Active sale listings not confirmed for LISTING_STALE_DAYS become Expired. */
  'expire-stale-listings': Record<string, never>;
  /** Hourly (cron): the availability cycle: ask owners every AVAILABILITY_ASK_DAYS, remind at 7 days; every rent listing unconfirmed for ask days + 21 is hidden. */
  'owner-availability': Record<string, never>;
  /** Hourly (cron): registrations nobody verified within a day. */
  'purge-unverified-registrations': Record<string, never>;
  'purge-idempotency-keys': Record<string, never>;
  /** 'Download my data' (server/privacy/export.ts): builds the file and e-mails its link. */
  'build-data-export': { exportId: string };
  /** An account's deletion is due (server/privacy/deletion.ts): erased unless it was undone. */
  'finalise-account-deletion': { userId: string };
  /** Daily (cron): accounts without a sign-in for three years get the 48-hour notice. */
  'notice-inactive-accounts': Record<string, never>;
  /** Daily (cron): what outlived the retention table (server/privacy/retention.ts). */
  'purge-retention': Record<string, never>;
  /** Daily (cron): Web Vitals samples older than VITALS_RETENTION_DAYS (server/vitals/service.ts). */
  'purge-web-vitals': Record<string, never>;
  /** Daily (cron): owners reminded of a deposit due back, each reminder once (server/tenancies/deposit-reminders.ts). */
  'deposit-reminders': Record<string, never>;
}

export type JobName = keyof JobPayloads;
