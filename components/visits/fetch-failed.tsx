'use client';

import { RotateCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** A list that could not be read (spec 8: 'Failed to fetch your visits', ...), with a retry that refetches. */
export function FetchFailed({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div role="alert" className="rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center">
      <p className="text-base font-semibold text-destructive">{message}</p>
      <Button variant="outline" className="mt-4" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
        <RotateCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
        Try again
      </Button>
    </div>
  );
}
