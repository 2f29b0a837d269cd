'use client';

import { Building2 } from 'lucide-react';
import Link from 'next/link';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

/**
 * 'Society Not Found', in the page's language from the scope every page's layout gives (the `errors` namespace). A
 * client component on purpose: Next renders a segment's not-found view beside the page, before the page has set
 * the language for next-intl, and next-intl would then read the request's headers, which a cached page may not do.
 */
export function SocietyNotFound() {
  const t = useCopy('errors');
  const { href } = useLocalePath();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Building2 className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('societyNotFound.title')}</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">{t('societyNotFound.body')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="rounded-full">
          <Link href={href('/')}>{t('societyNotFound.search')}</Link>
        </Button>
      </div>
    </section>
  );
}
