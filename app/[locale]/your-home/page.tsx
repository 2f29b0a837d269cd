import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TenancyList } from '@/components/tenancies/tenancy-list';
import { localePath } from '@/lib/i18n/locales';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { tenanciesOf } from '@/server/tenancies/pages';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// /your-home: the tenancies a signed-in person is a party of (docs/move-in.md), each opening its page; never indexed.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenancy');
  return pageMetadata({ title: t('yourHome.title'), path: '/your-home', noIndex: true, locale });
}

export default async function YourHomePage({ params }: { params?: LocaleParams }) {
  const locale = await pageLocale(params);
  const user = await requireUser(localePath(locale, '/your-home'));
  const t = await getTranslations('tenancy');
  const tenancies = await tenanciesOf(user.id);
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6" data-testid="your-home">
      <h1 className="text-2xl font-bold text-foreground">{t('yourHome.title')}</h1>
      {tenancies.length === 0 ? (
        <p role="status" className="rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground">
          {t('yourHome.empty')}
        </p>
      ) : (
        <TenancyList tenancies={tenancies} testId="your-home-tenancies" />
      )}
    </div>
  );
}
