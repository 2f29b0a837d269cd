import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OwnerClaimForm } from '@/components/owners/account/owner-claim-form';
import { OwnerHomeCard } from '@/components/owners/homes/owner-home-card';
import { SubmissionList } from '@/components/owners/submissions/submission-list';
import { TenancyList } from '@/components/tenancies/tenancy-list';
import { Button } from '@/components/ui/button';
import Link from 'next/link';
import { requireUser } from '@/server/auth/current-user';
import { ownerAccountOffers } from '@/server/offers/owner-account-offers';
import { ownerOfAccount } from '@/server/owners/account';
import { ownerSubmissions } from '@/server/listings/owner-submissions';
import { ownerHomes } from '@/server/owners/homes';
import { tenanciesOf } from '@/server/tenancies/pages';
import { pageMetadata } from '@/server/seo/page-head';
import { WithCopy } from '@/components/i18n/with-copy';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';
import { currentLocale } from '@/components/i18n/current-locale';
import { localePath } from '@/lib/i18n/locales';

// /owner/homes: a signed-in owner's homes (docs/owners.md "Owner accounts"), with the site's chrome, never indexed.
// Signed out, the login comes back here; an account that has not proved an owner's number gets 'Prove your
// number'; an owner sees each home with its listings, visits and offers.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('homes.page');
  return pageMetadata({ locale, title: t('title'), path: '/owner/homes', noIndex: true });
}

export default async function OwnerHomesPage({ params }: { params?: LocaleParams }) {
  await pageLocale(params);
  const user = await requireUser('/owner/homes');
  const [owner, t] = await Promise.all([ownerOfAccount(user.id), getTranslations('homes.page')]);
  return (
    <WithCopy namespaces={['owners', 'offers', 'homes']}>
<div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6" data-testid="owner-homes">
      <h1 className="text-2xl font-bold text-foreground">{t('title')}</h1>
      {owner ? <OwnerHomesList ownerId={owner.id} userId={user.id} /> : <OwnerClaimForm />}
    </div>
</WithCopy>
  );
}

async function OwnerHomesList({ ownerId, userId }: { ownerId: string; userId: string }) {
  const [homes, submissions, tenancies] = await Promise.all([ownerHomes(ownerId), ownerSubmissions(ownerId), tenanciesOf(userId)]);
  const [offers, t, locale] = await Promise.all([ownerAccountOffers(ownerId, homes.map((home) => home.propertyId)), getTranslations('homes.page'), currentLocale()]);
  return (
    <div className="space-y-5">
      <Button asChild className="min-h-12 w-full">
        <Link href={localePath(locale, '/owner/homes/new')} data-testid="list-your-home">
          {t('listYourHome')}
        </Link>
      </Button>
      <SubmissionList submissions={submissions} />
      {tenancies.some((tenancy) => tenancy.party === 'owner') ? (
        <section aria-labelledby="owner-tenancies-heading" className="space-y-2">
          <h2 id="owner-tenancies-heading" className="text-lg font-semibold">
            {t('yourTenants')}
          </h2>
          <TenancyList tenancies={tenancies.filter((tenancy) => tenancy.party === 'owner')} testId="owner-tenancies" />
        </section>
      ) : null}
      {homes.length === 0 ? (
        <p role="status" className="rounded-2xl border border-border bg-card p-5 text-sm leading-6 text-muted-foreground" data-testid="owner-homes-empty">
          {t('empty')}
        </p>
      ) : (
        <div className="space-y-4">
          {homes.map((home) => (
            <OwnerHomeCard key={home.propertyId} home={home} offers={offers.filter((offer) => offer.propertyId === home.propertyId)} />
          ))}
        </div>
      )}
    </div>
  );
}

