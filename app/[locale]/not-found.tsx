import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { pageMetadata } from '@/server/seo/page-head';

// Next answers unknown URLs (and notFound() calls) with this page and HTTP 404.

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    noIndex: true,
  });
}

export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary/15" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">
        The page you are looking for does not exist or may have moved.
      </p>
      <Button asChild size="lg" className="mt-8 w-full rounded-full sm:w-auto">
        <Link href="/">Go to Home</Link>
      </Button>
    </section>
  );
}
