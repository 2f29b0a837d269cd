import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ShortlistedTabsSkeleton } from '@/components/shortlist/shortlisted-tabs';
import { ShortlistedView } from '@/components/shortlist/shortlisted-view';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';
import { WithCopy } from '@/components/i18n/with-copy';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations('tenant');
  return pageMetadata({ title: t('shortlist.title'), path: '/shortlisted', noIndex: true, locale });
}

// A static page (prerendered at build time, no session or query read here): the person, the tab and the
// lists are read in the browser from /api/visits and /api/shortlist (docs/visits.md "Why `/shortlisted` is a
// static shell"; any server render of a signed-in page costs several times /api/health, docs/benchmarks.md
// "Shortlisted").
export default async function ShortlistedPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('errors');
  return (
    <WithCopy namespaces={['offers', 'visits', 'tenant', 'device', 'hearts', 'homes']}>
<div className="mx-auto w-full max-w-lg px-4 py-5">
      <h1 className="mb-4 text-2xl font-bold text-foreground">{t('loading.myVisits')}</h1>
      {/* useSearchParams (the tab) needs a Suspense boundary to keep the page static; its fallback is the HTML. */}
      <Suspense fallback={<ShortlistedTabsSkeleton />}>
        <ShortlistedView />
      </Suspense>
    </div>
</WithCopy>
  );
}
