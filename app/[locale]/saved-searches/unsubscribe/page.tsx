import { BellOff, CircleAlert, CircleCheck } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { UnsubscribeFrame } from '@/components/alerts/unsubscribe-frame';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { describeSavedSearches } from '@/server/alerts/saved-searches';
import { verifySavedSearchToken } from '@/server/alerts/saved-search-token';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// The page behind the unsubscribe link of saved-search digests (GET /api/saved-searches/unsubscribe redirects
// here): asks before removing, says when it is done, and says so when a link is not one we sent. A plain form,
// no script. Personal: never cached or indexed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Saved search e-mails', robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SavedSearchUnsubscribePage({ searchParams, params }: { searchParams: SearchParams } & { params?: LocaleParams }) {
  await pageLocale(params);
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' ? raw : null;
  const claims = verifySavedSearchToken(token);
  if (!claims) {
    return (
      <UnsubscribeFrame icon={<CircleAlert aria-hidden="true" className="size-7" />} tone="bg-destructive/10 text-destructive" title="This link is not valid">
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">It may have been copied only in part. Open the link from the e-mail again.</p>
        <Link href="/" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          Go to home
        </Link>
      </UnsubscribeFrame>
    );
  }
  const remaining = await describeSavedSearches(claims.userId, claims.savedSearchIds);
  if (!remaining.length) {
    return (
      <UnsubscribeFrame icon={<CircleCheck aria-hidden="true" className="size-7" />} tone="bg-success/10 text-success" title="You're unsubscribed">
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">You will no longer get e-mails for these saved searches. Save a search again any time.</p>
        <Link href="/search" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          Search homes
        </Link>
      </UnsubscribeFrame>
    );
  }
  return (
    <UnsubscribeFrame icon={<BellOff aria-hidden="true" className="size-7" />} tone="bg-amber-100 text-amber-700" title="Stop e-mails for these saved searches?">
      <ul className="mt-3 space-y-1 text-sm text-foreground [overflow-wrap:anywhere]">
        {remaining.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <form method="post" action={`/api/saved-searches/unsubscribe?token=${encodeURIComponent(token!)}`} className="mt-6 w-full">
        <Button type="submit" className="w-full">
          Unsubscribe
        </Button>
      </form>
    </UnsubscribeFrame>
  );
}
