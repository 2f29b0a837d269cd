import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OpenSentOffers } from '@/components/offers/open-sent-offers';
import { ProfileGuest } from '@/components/profile/profile-guest';
import { ProfileOverview } from '@/components/profile/profile-overview';
import { safeReturnTo } from '@/lib/return-to';
import { isUuid } from '@/lib/slugs';
import { getCurrentUser } from '@/server/auth/current-user';
import { phoneVerificationState } from '@/server/auth/phone-verification';
import { consentOverview } from '@/server/privacy/consent';
import { deletionState } from '@/server/privacy/deletion';
import { pageMetadata } from '@/server/seo/page-head';
import { unlocksUsed } from '@/server/visits/credits';
import { getOfferCredits } from '@/server/offers/service';
import { hasTenantProfile } from '@/server/tenant/profiles';
import { WithCopy } from '@/components/i18n/with-copy';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return pageMetadata({ title: t('profile.title'), path: '/profile', noIndex: true, locale });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ProfilePage({ searchParams, params: segments }: { searchParams: SearchParams } & { params?: LocaleParams }) {
  await pageLocale(segments);
  const params = await searchParams;
  const auth = params.auth === 'login' || params.auth === 'register' ? params.auth : undefined;
  const returnTo = safeReturnTo(typeof params.returnTo === 'string' ? params.returnTo : null) ?? undefined;
  const user = await getCurrentUser();
  // Sent here to log in but already signed in: go straight back.
  if (user && returnTo) redirect(returnTo);
  const [used, hasProfile, offerCredits, phoneState, consents, deletion] = user
    ? await Promise.all([unlocksUsed(user.id), hasTenantProfile(user.id), getOfferCredits(user.id), phoneVerificationState(user.id), consentOverview(user.id), deletionState(user.id)])
    : [null, false, null, null, undefined, null];
  const tenant = user && offerCredits ? { hasProfile, offerCredits } : null;
  // '?offers=<property id>' (the counter message's link) opens 'Your offers' with that home's offer first.
  const offersFor = typeof params.offers === 'string' && isUuid(params.offers) ? params.offers : null;
  return (
    <WithCopy namespaces={['offers', 'auth', 'account']}>
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      {user && tenant ? (
        <>
          <ProfileOverview user={user} tenant={tenant} unlocksUsed={used ? { rent: used.rental, buyer: used.buyer } : undefined} whatsappVerified={!!phoneState?.verified} consents={consents} deletion={deletion} />
          {offersFor ? <OpenSentOffers firstPropertyId={offersFor} /> : null}
        </>
      ) : (
        <ProfileGuest auth={auth} returnTo={returnTo} />
      )}
    </div>
    </WithCopy>
  );
}
