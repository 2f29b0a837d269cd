// What a job on /ops/queue was for and for whom, in words (docs/ops.md "Queue"): read on the server from the job's
// task, its key and its payload, which never leaves the server. The recipient is masked as the log lines mask it
// ('ka***@example.com', '+91987*******'); a job that carries only ids names the record ('visit 8d1e4c2a'), which
// names a row, not a person.
import { maskEmail, maskRecipient } from '@/lib/log/mask';

/** Each task of server/jobs/tasks.ts as a person says it. */
export const TASK_WORDS: Readonly<Record<string, string>> = {
  'deliver-email': 'Sending an e-mail',
  'deliver-whatsapp': 'Sending a WhatsApp message',
  'deliver-push': 'Sending a notification to a phone',
  'send-message': 'Preparing a message',
  'send-registration-code': 'Sending a new account its sign-up code',
  'send-visit-confirmation': "Sending a booked visit's confirmation",
  'send-visit-reminder': 'Sending a visit reminder',
  'send-visit-rescheduled': "Sending a moved visit's new time",
  'alert-digest': 'Sending new homes in a society someone follows',
  'saved-search-digest': "Sending the day's homes for someone's saved searches",
  'expire-stale-listings': 'Expiring sale listings nobody confirmed',
  'owner-availability': 'Asking owners whether their homes are still available',
  'purge-unverified-registrations': 'Removing sign-ups nobody verified',
  'purge-idempotency-keys': 'Removing the stored answers of retried requests',
  'purge-web-vitals': 'Removing old Web Vitals samples',
  'deposit-reminders': 'Reminding owners of deposits due back',
  'build-data-export': "Building a person's 'Download my data' file",
  'finalise-account-deletion': 'Erasing an account its owner deleted',
  'notice-inactive-accounts': 'Telling accounts unused for three years',
  'purge-retention': 'Removing data past its retention',
};

/** The task in words, or its own name for a task this release does not know (a job an older release queued). */
export function taskWords(task: string): string {
  return TASK_WORDS[task] ?? task;
}

// A message by the first part of its message key (`offer-ack-email:<offer>`) or by its catalog kind (send-message).
const MESSAGE_WORDS: Readonly<Record<string, string>> = {
  'offer-ack': "the confirmation of a tenant's offer",
  'offer-acknowledgment': "the confirmation of a tenant's offer",
  'offer-answer': "the answer to a tenant's offer",
  'offer-accepted': "the news that a tenant's offer was accepted",
  'offer-declined': "the news that a tenant's offer was declined",
  'offer-countered': "a counter to a tenant's offer",
  'offer-withdrawn': "the news that a tenant's accepted offer was withdrawn",
  'owner-offer': 'an offer for its owner to answer',
  'owner-offer-update': "an offer's news for its owner",
  'owner-offer-accepted': 'the news for an owner that their offer was accepted',
  'owner-offer-declined': 'the news for an owner that their offer was declined',
  'owner-offer-countered': 'the news for an owner that their offer was countered',
  'owner-offer-withdrawn': 'the news for an owner that their accepted offer was withdrawn',
  'owner-offer-counter-accepted': 'the news for an owner that the tenant accepted the counter',
  'owner-offer-counter-declined': 'the news for an owner that the tenant declined the counter',
  'visit-cancelled': 'a cancelled visit',
  'visit-confirmation': "a booked visit's confirmation",
  'visit-reminder': 'a visit reminder',
  'visit-rescheduled': "a moved visit's new time",
  'availability-ask': "'Is your home still available?' for an owner",
  'availability-remind': "the reminder of 'Is your home still available?' for an owner",
  'listing-rented': 'the news that a saved home was let',
  'data-export': "a 'Download my data' link",
  'data-export-ready': "a 'Download my data' link",
  'account-deletion': "an account's deletion notice",
  'contact-confirmation': 'the confirmation of a contact message',
  'contact-notification': "the team's copy of a contact message",
  'contact-reply': "the desk's reply to a contact message",
  'registration-code': 'a sign-up code',
};

/** `offer-ack-email:<id>` -> `offer-ack`; `visit-reminder-push:<key>:<subscription>` -> `visit-reminder`. */
function messageOfKey(key: string | null): string | null {
  const head = key?.split(':')[0];
  return head ? head.replace(/-(?:email|whatsapp|push)$/, '') : null;
}

const CHANNEL_WORDS: Readonly<Record<string, string>> = {
  'deliver-email': 'An e-mail',
  'deliver-whatsapp': 'A WhatsApp message',
  'deliver-push': 'A phone notification',
};

export interface JobDescription {
  /** What the job was for: 'An e-mail: the answer to a tenant's offer'. */
  what: string;
  /** For whom, masked, or the record it is about; null for the periodic jobs. */
  forWhom: string | null;
}

type Payload = Record<string, unknown>;
const text = (payload: Payload, field: string): string | null => (typeof payload[field] === 'string' && payload[field] ? (payload[field] as string) : null);
const shortId = (id: string) => id.slice(0, 8);

function recipientsOfMessage(payload: Payload): string | null {
  const masked = (['email', 'whatsapp'] as const)
    .map((channel) => payload[channel])
    .filter((recipient): recipient is { to: string } => typeof recipient === 'object' && recipient !== null && typeof (recipient as { to?: unknown }).to === 'string')
    .map((recipient) => maskRecipient(recipient.to));
  return masked.length ? masked.join(' and ') : null;
}

function forWhom(task: string, payload: Payload): string | null {
  const id = (field: string, record: string) => (text(payload, field) ? `${record} ${shortId(text(payload, field)!)}` : null);
  switch (task) {
    case 'deliver-email':
    case 'deliver-whatsapp':
      return text(payload, 'to') ? maskRecipient(text(payload, 'to')!) : null;
    case 'deliver-push':
      return id('subscriptionId', "a tenant's phone, subscription");
    case 'send-message':
      return recipientsOfMessage(payload);
    case 'send-registration-code':
      return text(payload, 'email') ? maskEmail(text(payload, 'email')!) : null;
    case 'send-visit-confirmation':
    case 'send-visit-reminder':
    case 'send-visit-rescheduled':
      return id('visitId', 'the tenant of visit');
    case 'alert-digest':
    case 'saved-search-digest':
    case 'finalise-account-deletion':
      return id('userId', 'account');
    case 'build-data-export':
      return id('exportId', 'the account of download');
    default:
      return null;
  }
}

/** What a job was for and for whom, from its task, its job key and its payload. */
export function describeJob(task: string, key: string | null, payload: unknown): JobDescription {
  const data: Payload = typeof payload === 'object' && payload !== null ? (payload as Payload) : {};
  const message = task === 'send-message' ? text(data, 'kind') : messageOfKey(key);
  const messageWords = message ? MESSAGE_WORDS[message] : undefined;
  const channel = CHANNEL_WORDS[task];
  let what = taskWords(task);
  if (channel && messageWords) what = `${channel}: ${messageWords}`;
  else if (task === 'send-message' && messageWords) what = `Preparing ${messageWords}`;
  return { what, forWhom: forWhom(task, data) };
}
