import type { Metadata } from 'next';
import { TenantProfileScreen } from '@/components/tenant/tenant-profile-screen';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { getTenantProfile } from '@/server/tenant/profiles';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Per person: never prerendered (the session check during a build would otherwise bake in the login redirect).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({ title: 'Tenant Profile', path: '/tenant-profile', noIndex: true });

/** Spec 2.11: signed out -> the profile page's login, coming back here. */
export default async function TenantProfilePage({ params }: { params?: LocaleParams }) {
  await pageLocale(params);
  const user = await requireUser('/tenant-profile');
  const profile = await getTenantProfile(user.id);
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      <TenantProfileScreen account={user} profile={profile} />
    </div>
  );
}
