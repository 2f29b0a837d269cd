import { notFound } from 'next/navigation';
import { loadPropertiesPage } from '@/server/services/listings';

// As in (detail)/layout.tsx: an unknown society answers 'Society Not Found' with a real 404, and no loading
// boundary, so that the first listing photo is in the HTML where it paints (issue 13).
export default async function PropertiesLayout({ children, params }: { children: React.ReactNode; params: Promise<{ society: string }> }) {
  if (!(await loadPropertiesPage((await params).society))) notFound();
  return children;
}
