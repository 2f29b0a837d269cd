import { Building2 } from '@/components/icons/static-icons';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Button } from '@/components/ui/button';

// Rendered (with HTTP 404) when /society/{society} matches no uuid or name.
export const metadata: Metadata = { title: 'Society Not Found', robots: { index: false } };

export default function SocietyNotFound() {
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Building2 className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Society Not Found</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">
        We could not find this society. It may have been renamed or removed.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg" className="rounded-full">
          <Link href="/">Search Societies</Link>
        </Button>
      </div>
    </section>
  );
}
