'use client';

import { ArrowLeft, HardHat } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';

/** Spec 2.13 and 8: 'Builder Not Found' with Go Back (home when there is no page to go back to). */
export function BuilderNotFound() {
  const router = useRouter();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <HardHat aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-foreground">Builder Not Found</h1>
      <p className="mt-2 text-sm text-muted-foreground">We could not find this builder. The link may be old or mistyped.</p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <Button
          onClick={() => {
            if (window.history.length > 1) router.back();
            else router.push('/');
          }}
        >
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button asChild variant="ghost">
          <Link href="/">Search societies</Link>
        </Button>
      </div>
    </div>
  );
}
