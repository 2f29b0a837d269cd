'use client';

import Link from 'next/link';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

/**
 * 'Oops! Page not found', in the page's language from the scope every page's layout gives (the `errors` namespace).
 * A client component on purpose: Next renders the not-found view before a page has set the language for next-intl,
 * which would then read the request's headers, and a cached page may not.
 */
export function PageNotFound() {
  const t = useCopy('errors');
  const { href } = useLocalePath();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary/15" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild size="lg" className="mt-8 w-full rounded-full sm:w-auto">
        <Link href={href('/')}>{t('goHome')}</Link>
      </Button>
    </section>
  );
}
