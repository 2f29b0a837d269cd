import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ShortlistedLogin } from '@/components/shortlist/shortlisted-login';
import { InstallOffer } from '@/components/offline/install-offer';
import { OfflineStamp } from '@/components/offline/offline-stamp';
import { PushToggle } from '@/components/offline/push-toggle';
import { FetchFailed } from '@/components/visits/fetch-failed';
import { RefreshOnSignIn } from '@/components/visits/refresh-on-sign-in';
import { VisitCard } from '@/components/visits/visit-card';
import { isUuid } from '@/lib/slugs';
import type { SocietyVisits } from '@/lib/visits/types';
import { getCurrentUser } from '@/server/auth/current-user';
import { pageMetadata } from '@/server/seo/page-head';
import { getSocietyVisits } from '@/server/visits/service';
import { logger } from '@/server/log/logger';
import { getEnv, pushEnabled } from '@/server/env';

export const metadata: Metadata = pageMetadata({ title: 'Society visits', noIndex: true });

function BackHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header className="sticky top-[calc(var(--site-header-height)+1px+env(safe-area-inset-top))] z-30 -mx-4 mb-4 flex items-center gap-2 border-b border-border bg-background/95 px-2 py-2 backdrop-blur">
      <Link href="/shortlisted" prefetch={false} aria-label="Back to your visits" className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted">
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <div className="min-w-0">
        <h1 className="text-lg font-bold leading-tight text-foreground [overflow-wrap:anywhere] short:text-base">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground" data-testid="unlocked-count">{subtitle}</p>}
      </div>
    </header>
  );
}

export default async function SocietyVisitsPage({ params }: { params: Promise<{ societyId: string }> }) {
  const { societyId } = await params;
  const user = await getCurrentUser();
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-lg px-4">
        <RefreshOnSignIn />
        <BackHeader title="Society visits" />
        <ShortlistedLogin />
      </div>
    );
  }
  if (!isUuid(societyId)) notFound();

  let data: SocietyVisits | null;
  try {
    data = await getSocietyVisits(user.id, societyId);
  } catch (error) {
    logger('visits').error({ err: error }, 'society visits failed');
    return (
      <div className="mx-auto w-full max-w-lg px-4">
        <BackHeader title="Society visits" />
        <FetchFailed message="Failed to fetch society visits" />
      </div>
    );
  }
  // No visit of this person here (or another person's society): nothing to read.
  if (!data) notFound();

  const count = data.propertyCount;
  const pushKey = pushEnabled() ? getEnv().VAPID_PUBLIC_KEY : undefined;
  return (
    <div className="mx-auto w-full max-w-lg px-4 pb-4">
      <RefreshOnSignIn />
      <BackHeader title={data.society.name} subtitle={`${count} ${count === 1 ? 'property' : 'properties'} unlocked`} />
      {/* When this page was read: offline, the service worker may show this copy (docs/offline.md). */}
      <OfflineStamp at={new Date().toISOString()} />
      <InstallOffer />
      {pushKey && <PushToggle publicKey={pushKey} />}
      <ul className="space-y-4">
        {data.visits.map((visit) => (
          <li key={visit.visitId}>
            <VisitCard visit={visit} />
          </li>
        ))}
      </ul>
    </div>
  );
}
