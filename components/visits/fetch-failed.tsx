'use client';

import { RotateCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

/**
 * A list that could not be read (spec 8: 'Failed to fetch your visits', ...), with a retry that refetches:
 * `onRetry` where the browser read the list (/shortlisted), otherwise the server part is rendered again.
 */
export function FetchFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const t = useCopy('visits');
  const retry = () => (onRetry ? onRetry() : startTransition(() => router.refresh()));
  return (
    <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
      <p className="text-base font-semibold text-destructive">{message}</p>
      <Button variant="outline" className="mt-4" disabled={pending} onClick={retry}>
        <RotateCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
        {t('fetchFailed.retry')}
      </Button>
    </div>
  );
}
