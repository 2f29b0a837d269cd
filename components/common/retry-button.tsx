'use client';

import { useRouter } from 'next/navigation';
import { startTransition, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/**
 * 'Try again' for a route's error boundary. reset() alone re-renders the segment with the server payload that
 * failed; refreshing first fetches the server components again, so a passing outage really is retried.
 */
export function RetryButton({ reset, ...props }: { reset: () => void } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const router = useRouter();
  return (
    <Button
      {...props}
      onClick={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
