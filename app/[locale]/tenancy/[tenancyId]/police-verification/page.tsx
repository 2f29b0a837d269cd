import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PoliceVerificationFormView } from '@/components/tenancies/police-verification-form';
import { localePath } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/slugs';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { policeVerificationForm } from '@/server/tenancies/move-in-steps';
import { pageLocale } from '@/server/i18n/page-locale';

// /tenancy/{id}/police-verification: the police verification form pre-filled for the tenancy's tenant and owner, to
// print (docs/move-in.md "The move-in steps"); never indexed, 404 for anyone else.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params: Promise<{ locale: string; tenancyId: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenancy');
  return pageMetadata({ title: t('policePage.title'), path: '/tenancy', noIndex: true, locale });
}

export default async function PoliceVerificationRoute({ params }: { params: Promise<{ tenancyId: string }> }) {
  const locale = await pageLocale(params);
  const { tenancyId } = await params;
  const user = await requireUser(localePath(locale, `/tenancy/${tenancyId}/police-verification`));
  const form = isUuid(tenancyId) ? await policeVerificationForm(user.id, tenancyId) : null;
  if (!form) notFound();
  return <PoliceVerificationFormView form={form} />;
}
