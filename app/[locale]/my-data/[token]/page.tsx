import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DataExportDownload } from '@/components/privacy/data-export-download';
import { localePath } from '@/lib/i18n/locales';
import { dataExportParamsSchema } from '@/lib/validation/privacy';
import { getCurrentUser } from '@/server/auth/current-user';
import { dataExportLinkLive } from '@/server/privacy/export';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string; token: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return pageMetadata({ title: t('myData.title'), path: '/my-data', noIndex: true, locale });
}

// The e-mailed 'Download my data' link. Opening it downloads nothing (mail scanners open links too): the
// download is this page's button, a plain form POST, for the signed-in person the link was made for.
export default async function MyDataPage({ params }: { params: Promise<{ token: string }> }) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`${localePath(locale, '/profile')}?auth=login&returnTo=${encodeURIComponent(localePath(locale, `/my-data/${token}`))}`);
  const valid = dataExportParamsSchema.safeParse({ token }).success;
  const live = valid && (await dataExportLinkLive(user.id, token));
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      <DataExportDownload token={live ? token : null} />
    </div>
  );
}
