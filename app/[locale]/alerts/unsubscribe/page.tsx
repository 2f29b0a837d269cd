import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeView } from '@/components/alerts/unsubscribe-view';
import { localePath } from '@/lib/i18n/locales';
import { societyPath } from '@/lib/slugs';
import { describeAlerts } from '@/server/alerts/digest';
import { verifyUnsubscribeToken } from '@/server/alerts/unsubscribe-token';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// The page behind the unsubscribe link of alert e-mails (GET /api/alerts/unsubscribe redirects here): asks before
// removing, says when it is done, and says so when a link is not one we sent. Personal: never cached or indexed.
export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('account');
  return { title: t('unsubscribe.alertsTitle'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function UnsubscribePage({ searchParams, params }: { searchParams: SearchParams } & { params?: LocaleParams }) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : null;
  const claims = verifyUnsubscribeToken(token);
  if (!claims) return <UnsubscribeView state="invalid" />;
  const { society, remaining } = await describeAlerts(claims.userId, claims.societyId, claims.types);
  if (!society) return <UnsubscribeView state="invalid" />;
  return (
    <UnsubscribeView
      state={remaining.length ? 'confirm' : 'done'}
      societyName={society.name}
      societyHref={localePath(locale, societyPath(society))}
      kinds={(remaining.length ? remaining : claims.types).map((type) => (type === 'Buy' ? 'sale' : 'rent'))}
      action={`/api/alerts/unsubscribe?token=${encodeURIComponent(token!)}`}
    />
  );
}
