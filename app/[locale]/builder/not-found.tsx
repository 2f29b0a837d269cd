import type { Metadata } from 'next';
import { BuilderNotFound } from '@/components/builder/builder-not-found';

export const metadata: Metadata = { title: 'Builder Not Found', robots: { index: false } };

/** Spec 2.13: an unknown builder (thrown by app/builder/[builderSlug]/layout.tsx). */
export default function BuilderNotFoundPage() {
  return <BuilderNotFound />;
}
