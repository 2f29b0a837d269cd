import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { TenancyView } from '@/components/tenancies/tenancy-view';
import { localePath } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { draftFingerprint } from '@/server/tenancies/agreement';
import { tenancyPage } from '@/server/tenancies/pages';
import { pageLocale } from '@/server/i18n/page-locale';

// /tenancy/{id}: a tenancy for its tenant and its owner (docs/move-in.md), never indexed; 404 for anyone else. The
// agreement's draft is rendered here so the page can name its fingerprint, the value a party agrees to.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params: Promise<{ locale: string; tenancyId: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenancy');
  return pageMetadata({ title: t('page.title'), path: '/tenancy', noIndex: true, locale });
}

export default async function TenancyRoute({ params }: { params: Promise<{ tenancyId: string }> }) {
  const locale = await pageLocale(params);
  const { tenancyId } = await params;
  const user = await requireUser(localePath(locale, `/tenancy/${tenancyId}`));
  const t = await getTranslations('tenancy');
  const tenancy = isUuid(tenancyId) ? await tenancyPage(user.id, tenancyId) : null;
  if (!tenancy) notFound();
  const sha256 = await draftFingerprint(tenancyId);
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-foreground">{tenancy.party === 'tenant' ? t('page.yourHome') : t('page.yourTenant')}</h1>
      <CopyScope copy={await clientCopy('tenancy')}>
        <TenancyView tenancy={tenancy} sha256={sha256} />
      </CopyScope>
    </div>
  );
}
