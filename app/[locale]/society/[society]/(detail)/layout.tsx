import { notFound } from 'next/navigation';
import { loadSocietyPage } from '@/server/societies/service';
import { pageLocale } from '@/server/i18n/page-locale';

// An unknown society answers 'Society Not Found' with a real 404 (../not-found.tsx), resolved here before the page.
// There is no loading.tsx on purpose: a loading boundary puts the whole page, first photo included,
// in a hidden block of the HTML that an inline script swaps in, so nothing would paint without JavaScript and
// the cached HTML would carry the skeleton too. The page is served from the ISR cache, so it arrives whole.
export default async function SocietyDetailLayout({ children, params }: { children: React.ReactNode; params: Promise<{ society: string }> }) {
  await pageLocale(params);
  if (!(await loadSocietyPage((await params).society))) notFound();
  return children;
}
