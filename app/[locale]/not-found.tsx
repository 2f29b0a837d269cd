import type { Metadata } from 'next';
import { PageNotFound } from '@/components/errors/page-not-found';
import { pageMetadata } from '@/server/seo/page-head';

// Next answers unknown URLs (and notFound() calls) with this page and HTTP 404.
// The head stays English: a not-found file has no params, and next-intl here would read the request's headers.

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    noIndex: true,
  });
}

export default function NotFound() {
  return <PageNotFound />;
}
