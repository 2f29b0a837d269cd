import { BellOff, CircleAlert, CircleCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeFrame } from '@/components/alerts/unsubscribe-frame';
import { Button, buttonVariants } from '@/components/ui/button';
import { localePath } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { describeSavedSearches } from '@/server/alerts/saved-searches';
import { verifySavedSearchToken } from '@/server/alerts/saved-search-token';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// The page behind the unsubscribe link of saved-search digests (GET /api/saved-searches/unsubscribe redirects
// here): asks before removing, says when it is done, and says so when a link is not one we sent. A plain form,
// no script. Personal: never cached or indexed.
export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('account');
  return { title: t('unsubscribe.savedTitle'), robots: { index: false, follow: false } };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SavedSearchUnsubscribePage({ searchParams, params }: { searchParams: SearchParams } & { params?: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : null;
  const claims = verifySavedSearchToken(token);
  if (!claims) {
    return (
      <UnsubscribeFrame icon={<CircleAlert aria-hidden="true" className="size-7" />} tone="bg-destructive/10 text-destructive" title={t('unsubscribe.invalidTitle')}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('unsubscribe.savedInvalidBody')}</p>
        <Link href={localePath(locale, '/')} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {t('unsubscribe.home')}
        </Link>
      </UnsubscribeFrame>
    );
  }
  const remaining = await describeSavedSearches(claims.userId, claims.savedSearchIds);
  if (!remaining.length) {
    return (
      <UnsubscribeFrame icon={<CircleCheck aria-hidden="true" className="size-7" />} tone="bg-success/10 text-success" title={t('unsubscribe.doneTitle')}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('unsubscribe.savedDoneBody')}</p>
        <Link href={localePath(locale, '/search')} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {t('unsubscribe.searchHomes')}
        </Link>
      </UnsubscribeFrame>
    );
  }
  return (
    <UnsubscribeFrame icon={<BellOff aria-hidden="true" className="size-7" />} tone="bg-amber-100 text-amber-700" title={t('unsubscribe.savedConfirmTitle')}>
      <ul className="mt-3 space-y-1 text-sm text-foreground [overflow-wrap:anywhere]">
        {remaining.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <form method="post" action={`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token!)}`} className="mt-6 w-full">
        <Button type="submit" className="w-full">
          {t('unsubscribe.confirm')}
        </Button>
      </form>
    </UnsubscribeFrame>
  );
}
