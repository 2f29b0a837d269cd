import 'server-only';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db/client';
import { queueDeliveries } from '@/server/messages/send';

/** What a visit message says as a notification; it opens the visit card. */
export interface VisitPush {
  userId: string;
  societyId: string;
  visitId: string;
  /** Which message of the visit ('reminder-24h', 'rescheduled', 'cancelled'): with the visit, the push's Topic. */
  kind: string;
  title: string;
  body: string;
  /** The person's language: the visit card opens in it (English when absent). */
  locale?: Locale;
}

/**
 * A visit message's notification to each of the person's devices, through the one delivery path, keyed
 * `<messageKey>:<subscription>`: a re-run of the message's job replaces a push still waiting and finds one already
 * sent, so each device gets each message once.
 */
export async function queueVisitPush(push: VisitPush, messageKey: string, executor?: Executor): Promise<void> {
  const notice = { userId: push.userId, title: push.title, body: push.body, url: localePath(push.locale ?? 'en', `/society-visits/${push.societyId}`), tag: `visit:${push.visitId}`, topic: `visit:${push.visitId}:${push.kind}` };
  await queueDeliveries({ email: null, whatsapp: null, push: notice }, { push: messageKey }, executor);
}
