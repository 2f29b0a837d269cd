'use client';

import { RotateCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { Button } from '@/components/ui/button';

export default function BuilderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  useEffect(() => {
    console.error('[builder] page failed:', error.digest ?? error.message);
  }, [error]);
  return (
    <div className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-lg font-semibold text-foreground">Something went wrong. Please try again.</h1>
      <Button
        variant="outline"
        className="mt-5"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
