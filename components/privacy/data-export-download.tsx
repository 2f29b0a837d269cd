import { FileDownIcon } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { privacyMessages } from '@/lib/privacy/messages';

/** The /my-data page: the download button (a plain form, no script) or why the link no longer works. */
export function DataExportDownload({ token }: { token: string | null }) {
  return (
    <section aria-labelledby="my-data-title" className="space-y-4 rounded-2xl border bg-card p-5" data-testid="my-data">
      <FileDownIcon className="size-7 text-primary" aria-hidden="true" />
      <h1 id="my-data-title" className="text-xl font-bold tracking-tight">
        {token ? 'Your data is ready' : 'This link no longer works'}
      </h1>
      {token ? (
        <>
          <p className="text-[15px] text-muted-foreground">One file with everything we hold about you, readable in any browser, with the same data as JSON inside. The link works once.</p>
          <form method="post" action={`/api/profile/data-export/${token}`}>
            <button type="submit" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
              Download my data
            </button>
          </form>
        </>
      ) : (
        <p className="text-[15px] text-muted-foreground">{privacyMessages.linkGone}</p>
      )}
      <Link prefetch={false} href="/profile" className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
        Back to your profile
      </Link>
    </section>
  );
}
