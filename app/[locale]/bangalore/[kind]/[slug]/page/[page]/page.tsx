import type { Metadata } from 'next';
import { NamedSearchRoute, namedSearchMetadata } from '../../named-search-route';
import { pageLocale } from '@/server/i18n/page-locale';

interface Props {
  params: Promise<{ kind: string; slug: string; page: string }>;
}

// Pages 2 to 5 of a named search, cached like page 1.
export const revalidate = 300;
export function generateStaticParams(): { kind: string; slug: string; page: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return namedSearchMetadata(await params);
}

export default async function NamedSearchLaterPage({ params }: Props) {
  await pageLocale(params);
  return <NamedSearchRoute params={await params} />;
}
