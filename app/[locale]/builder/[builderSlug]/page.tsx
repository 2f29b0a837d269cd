import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BuilderJsonLd } from '@/components/builder/builder-json-ld';
import { BuilderProfile } from '@/components/builder/builder-profile';
import { builderPath } from '@/lib/slugs';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { getCachedBuilderBySlug } from '@/server/builders/service';
import { pageLocale } from '@/server/i18n/page-locale';

interface BuilderPageProps {
  params: Promise<{ builderSlug: string }>;
}

// Builder pages are cached and refreshed every five minutes (ARCHITECTURE "Scale path"); none is built ahead,
// each is rendered on its first visit.
export const revalidate = 300;
export function generateStaticParams(): { builderSlug: string }[] {
  return [];
}

export async function generateMetadata({ params }: BuilderPageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [builder, t] = await Promise.all([getCachedBuilderBySlug((await params).builderSlug), getTranslations('builder')]);
  // The layout answers 404 for an unknown builder; its not-found page has its own title.
  if (!builder) return { title: t('meta.notFound'), robots: { index: false } };
  return pageMetadata({
    locale,
    title: t('meta.title', { name: builder.name }),
    // The builder's own description is stored in English (a value on record); the one made here reads in the page's language.
    description: builder.description ?? t('meta.description', { name: builder.name, count: String(builder.projectCount) }),
    path: builderPath(builder),
    image: builder.logoUrl,
  });
}

/** Builder page (societies-and-tenant-area.md 2.13), rendered on the server. */
export default async function BuilderPage({ params }: BuilderPageProps) {
  await pageLocale(params);
  const builder = await getCachedBuilderBySlug((await params).builderSlug);
  if (!builder) notFound();
  const site = getEnv().SITE_URL;
  return (
    <>
      <BuilderJsonLd
        name={builder.name}
        description={builder.description}
        url={new URL(builderPath(builder), site).toString()}
        logo={builder.logoUrl ? new URL(builder.logoUrl, site).toString() : null}
      />
      <BuilderProfile builder={builder} />
    </>
  );
}
