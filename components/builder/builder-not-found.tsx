import Link from 'next/link';
import { ArrowLeft, HardHat } from '@/components/icons/static-icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GoBackButton } from './go-back-button';

// Resolved here, on the server: the App Router loads this page's script with every builder page, so its only
// island ('Go Back') gets a class string instead of the Button component and its class merging.
const GO_BACK_CLASS = cn(buttonVariants());

/** Spec 2.13 and 8: 'Builder Not Found' with Go Back (home when there is no page to go back to). */
export function BuilderNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <HardHat aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-foreground">Builder Not Found</h1>
      <p className="mt-2 text-sm text-muted-foreground">We could not find this builder. The link may be old or mistyped.</p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <GoBackButton className={GO_BACK_CLASS} icon={<ArrowLeft aria-hidden="true" />} />
        <Button asChild variant="ghost">
          <Link href="/">Search societies</Link>
        </Button>
      </div>
    </div>
  );
}
