'use client';

import { RotateCw } from 'lucide-react';
import Link from 'next/link';
import { RetryButton } from '@/components/common/retry-button';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

/** The boxed error of a page section: the spec's message as a heading, a retry, and one way back (a path in
 * English form; the link takes the page's language). */
export function ErrorPanel({ title, reset, backHref, backLabel, className }: { title: string; reset: () => void; backHref: string; backLabel: string; className: string }) {
  const t = useCopy('errors');
  const { href } = useLocalePath();
  return (
    <div className={className}>
      <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
        <h1 className="text-base font-semibold text-destructive">{title}</h1>
        <div className="mt-4 flex justify-center gap-2">
          <RetryButton reset={reset} variant="outline">
            <RotateCw aria-hidden="true" />
            {t('retry')}
          </RetryButton>
          <Button asChild variant="ghost">
            <Link href={href(backHref)}>{backLabel}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
