import type { Metadata } from 'next';
import { NamedSearchRoute, namedSearchMetadata } from './named-search-route';
import { pageLocale } from '@/server/i18n/page-locale';

interface Props {
  params: Promise<{ kind: string; slug: string }>;
}

// A named search (lib/search/named.ts): rendered on its first visit, then served from the cache and refreshed
// every five minutes, or at once when an import revalidates the `search` tag. None is built ahead.
export const revalidate = 300;
export function generateStaticParams(): { kind: string; slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return namedSearchMetadata(await params);
}

/** Societies in one locality, sub locality or zone, or by one builder: a cached page of its own (lib/search/named.ts). */
export default async function NamedSearchPage({ params }: Props) {
  await pageLocale(params);
  return <NamedSearchRoute params={await params} />;
}
