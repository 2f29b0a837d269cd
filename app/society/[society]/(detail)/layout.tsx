import { notFound } from 'next/navigation';
import { loadSocietyPage } from '@/server/services/societies';

// Why a layout: the page below streams behind its loading skeleton (loading.tsx), and a notFound() raised
// inside that boundary would arrive after a 200 status has been sent. Resolving the society here, above the
// boundary, lets an unknown society answer 'Society Not Found' with a real 404 (../not-found.tsx).
export default async function SocietyDetailLayout({ children, params }: { children: React.ReactNode; params: Promise<{ society: string }> }) {
  if (!(await loadSocietyPage((await params).society))) notFound();
  return children;
}
