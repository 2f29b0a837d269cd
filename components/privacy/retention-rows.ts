// The retention table in the page's language: the rows of lib/privacy/retention.ts, the periods from the same
// settings the purge jobs keep, so no language promises a period the jobs do not keep. A unit test holds the
// English rows to lib's word for word.
import type { RetentionItem, RetentionSettings } from '@/lib/privacy/retention';
import type { Messages } from '@/lib/i18n/english';

type RetentionKey = keyof Messages['info']['privacy']['retention'];
export type RetentionTranslate = (key: RetentionKey, values?: Record<string, string | number>) => string;

/** '1 day', '90 days', '1 year', '2 years' in the language. */
function period(days: number, t: RetentionTranslate): string {
  if (days % 365 === 0) return days === 365 ? t('yearOne') : t('yearOther', { count: days / 365 });
  return days === 1 ? t('dayOne') : t('dayOther', { count: days });
}

export function retentionRows(settings: RetentionSettings, t: RetentionTranslate): RetentionItem[] {
  const whileAccount = t('whileAccount');
  const onlyUs = t('onlyUs');
  const row = (key: string, kept: string, receivers?: string): RetentionItem => ({
    what: t(`${key}What` as RetentionKey),
    purpose: t(`${key}Purpose` as RetentionKey),
    kept,
    receivers: receivers ?? t(`${key}Receivers` as RetentionKey),
  });
  return [
    row('account', whileAccount),
    row('profile', whileAccount),
    row('visits', whileAccount),
    row('offers', whileAccount),
    row('hearts', whileAccount, onlyUs),
    row('push', t('pushKept')),
    row('broker', t('brokerKept'), onlyUs),
    row('tenancy', t('tenancyKept', { whileAccount, period: period(settings.tenancyDays, t) })),
    row('consent', whileAccount, onlyUs),
    row('messages', period(settings.messageDays, t)),
    row('codes', t('codesKept', { period: period(settings.codeDays, t) }), onlyUs),
    row('leads', t('leadsKept', { period: period(settings.leadDays, t) }), onlyUs),
    row('security', period(settings.securityLogDays, t), onlyUs),
    row('counters', t('dayOne'), onlyUs),
  ];
}
