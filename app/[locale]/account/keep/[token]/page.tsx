import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { KeepAccount } from '@/components/privacy/keep-account';
import { undoDeletionParamsSchema } from '@/lib/validation/privacy';
import { undoLinkLive } from '@/server/privacy/deletion';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale } from '@/server/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string; token: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('account');
  return pageMetadata({ title: t('deletion.keep'), path: '/account/keep', noIndex: true, locale });
}
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The e-mailed 'Keep my account' link. Opening it changes nothing (mail scanners open links too): keeping is this
// page's button, a plain form POST.
export default async function KeepAccountPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: SearchParams }) {
  await pageLocale(params);
  const [{ token }, query] = await Promise.all([params, searchParams]);
  const live = undoDeletionParamsSchema.safeParse({ token }).success && (await undoLinkLive(token));
  const state = live ? 'pending' : query.kept === '1' ? 'kept' : 'gone';
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6">
      <KeepAccount token={token} state={state} />
    </div>
  );
}
