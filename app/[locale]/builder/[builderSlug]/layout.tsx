import { notFound } from 'next/navigation';
import { getCachedBuilderBySlug } from '@/server/builders/service';
import { pageLocale } from '@/server/i18n/page-locale';

// The builder is looked up here, before anything of the page is streamed, so that an unknown builder
// is known before the first byte is sent: the answer is a real 404 (app/builder/not-found.tsx), not a 200 whose
// streamed body says "not found". The page reads the same lookup from React's per-request cache.
export default async function BuilderLayout({ children, params }: { children: React.ReactNode; params: Promise<{ builderSlug: string }> }) {
  await pageLocale(params);
  if (!(await getCachedBuilderBySlug((await params).builderSlug))) notFound();
  return children;
}
