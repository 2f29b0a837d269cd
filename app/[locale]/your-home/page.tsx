import type { Metadata } from 'next';
import { TenancyList } from '@/components/tenancies/tenancy-list';
import { requireUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { tenanciesOf } from '@/server/tenancies/pages';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// /your-home: the tenancies a signed-in person is a party of (docs/move-in.md), each opening its page; never indexed.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Your home', path: '/your-home', noIndex: true });

export default async function YourHomePage({ params }: { params?: LocaleParams }) {
  await pageLocale(params);
  const user = await requireUser('/your-home');
  const tenancies = await tenanciesOf(user.id);
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 px-4 py-6" data-testid="your-home">
      <h1 className="text-2xl font-bold text-foreground">Your home</h1>
      {tenancies.length === 0 ? (
        <p role="status" className="rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground">
          When an offer of yours is accepted, your new home shows here with its rent agreement and what comes next.
        </p>
      ) : (
        <TenancyList tenancies={tenancies} testId="your-home-tenancies" />
      )}
    </div>
  );
}
