import type { Metadata } from 'next';
import { SocietyNotFound } from '@/components/society/society-not-found';

// Rendered (with HTTP 404) when /society/{society} matches no uuid or name.
// The title stays English: a nested not-found file takes a static metadata object only.
export const metadata: Metadata = { title: 'Society Not Found', robots: { index: false } };

export default function NotFound() {
  return <SocietyNotFound />;
}
