'use client';

import { RotateCw } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { ServiceStatusPending, ServiceUnavailable, useServiceStatus } from '@/components/common/service-status';
import { Button } from '@/components/ui/button';

/** Spec 8, society search failure: 'Something went wrong. Please try again.' */
export default function SearchError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = useServiceStatus();
  useEffect(() => {
    console.error('[search] page failed:', error.digest ?? error.message);
  }, [error]);

  if (status === 'checking') return <ServiceStatusPending />;
  if (status === 'down') return <ServiceUnavailable reset={reset} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
        <h1 className="text-base font-semibold text-destructive">Something went wrong. Please try again.</h1>
        <div className="mt-4 flex justify-center gap-2">
          <RetryButton reset={reset} variant="outline">
            <RotateCw aria-hidden="true" />
            Try again
          </RetryButton>
          <Button asChild variant="ghost">
            <Link href="/">Back to Search</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
