import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DataExportDownload } from '@/components/privacy/data-export-download';
import { dataExportParamsSchema } from '@/lib/validation/privacy';
import { getCurrentUser } from '@/server/auth/current-user';
import { dataExportLinkLive } from '@/server/privacy/export';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';

export const metadata: Metadata = pageMetadata({ title: 'Your data', path: '/my-data', noIndex: true });

// The e-mailed 'Download my data' link. Opening it downloads nothing (mail scanners open links too): the
// download is this page's button, a plain form POST, for the signed-in person the link was made for.
export default async function MyDataPage({ params }: { params: Promise<{ token: string }> }) {
  await pageLocale(params);
  const { token } = await params;
  const user = await getCurrentUser();
  if (!user) redirect(`/profile?auth=login&returnTo=${encodeURIComponent(`/my-data/${token}`)}`);
  const valid = dataExportParamsSchema.safeParse({ token }).success;
  const live = valid && (await dataExportLinkLive(user.id, token));
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      <DataExportDownload token={live ? token : null} />
    </div>
  );
}
