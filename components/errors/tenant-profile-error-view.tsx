'use client';

import { RotateCw } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { Button } from '@/components/ui/button';

/** Spec 8: 'Failed to load tenant profile'. */
export default function TenantProfileError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('[tenant-profile] page failed:', error.digest ?? error.message);
  }, [error]);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10">
      <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
        <h1 className="text-base font-semibold text-destructive">Failed to load tenant profile</h1>
        <div className="mt-4 flex justify-center gap-2">
          <RetryButton reset={reset} variant="outline">
            <RotateCw aria-hidden="true" />
            Try again
          </RetryButton>
          <Button asChild variant="ghost">
            <Link href="/profile">Back to Profile</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
