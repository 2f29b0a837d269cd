import { notFound } from 'next/navigation';
import { isNamedSearchKind } from '@/lib/search/named';
import { cachedNamedSearchDirectory, findBySlug } from '@/server/search/named-searches';
import { pageLocale } from '@/server/i18n/page-locale';

// The name is looked up here, before the first byte, so an unknown locality, builder or zone is a real 404.
export default async function NamedSearchLayout({ children, params }: { children: React.ReactNode; params: Promise<{ kind: string; slug: string }> }) {
  await pageLocale(params);
  const { kind, slug } = await params;
  if (!isNamedSearchKind(kind) || !findBySlug(await cachedNamedSearchDirectory(), kind, slug)) notFound();
  return children;
}
