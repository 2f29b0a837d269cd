import { notFound } from 'next/navigation';
import { loadPropertiesPage } from '@/server/services/listings';

// As in (detail)/layout.tsx: an unknown society is resolved above the loading boundary, so it answers
// 'Society Not Found' with a real 404 instead of a streamed 200.
export default async function PropertiesLayout({ children, params }: { children: React.ReactNode; params: Promise<{ society: string }> }) {
  if (!(await loadPropertiesPage((await params).society))) notFound();
  return children;
}
