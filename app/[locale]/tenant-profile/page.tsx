import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { TenantProfileScreen } from '@/components/tenant/tenant-profile-screen';
import { localePath } from '@/lib/i18n/locales';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { getTenantProfile } from '@/server/tenant/profiles';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Per person: never prerendered (the session check during a build would otherwise bake in the login redirect).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params?: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenant');
  return pageMetadata({ title: t('intro.title'), path: '/tenant-profile', noIndex: true, locale });
}

/** Spec 2.11: signed out -> the profile page's login, coming back here. */
export default async function TenantProfilePage({ params }: { params?: LocaleParams }) {
  const locale = await pageLocale(params);
  const user = await requireUser(localePath(locale, '/tenant-profile'));
  const profile = await getTenantProfile(user.id);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      <CopyScope copy={await clientCopy('tenant')}>
        <TenantProfileScreen account={user} profile={profile} />
      </CopyScope>
    </div>
  );
}
