import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CopyScope } from '@/components/i18n/copy-scope';
import { clientCopy } from '@/components/i18n/client-copy';
import { ShortlistedLogin } from '@/components/shortlist/shortlisted-login';
import { InstallOffer } from '@/components/offline/install-offer';
import { OfflineStamp } from '@/components/offline/offline-stamp';
import { PushToggle } from '@/components/offline/push-toggle';
import { FetchFailed } from '@/components/visits/fetch-failed';
import { RefreshOnSignIn } from '@/components/visits/refresh-on-sign-in';
import { VisitCard } from '@/components/visits/visit-card';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { isUuid } from '@/lib/slugs';
import type { SocietyVisits } from '@/lib/visits/types';
import { getCurrentUser } from '@/server/auth/current-user';
import { pageLocale } from '@/server/i18n/page-locale';
import { pageMetadata } from '@/server/seo/page-head';
import { getSocietyVisits } from '@/server/visits/service';
import { logger } from '@/server/log/logger';
import { getEnv, pushEnabled } from '@/server/env';

type Params = Promise<{ locale: string; societyId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('visits');
  return pageMetadata({ title: t('page.title'), noIndex: true });
}

async function BackHeader({ locale, title, subtitle }: { locale: Locale; title: string; subtitle?: string }) {
  const t = await getTranslations('visits');
  return (
    <header className="sticky top-[calc(var(--site-header-height)+1px+env(safe-area-inset-top))] z-30 -mx-4 mb-4 flex items-center gap-2 border-b border-border bg-background/95 px-2 py-2 backdrop-blur">
      <Link href={localePath(locale, '/shortlisted')} prefetch={false} aria-label={t('page.back')} className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted">
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <div className="min-w-0">
        <h1 className="text-lg font-bold leading-tight text-foreground [overflow-wrap:anywhere] short:text-base">{title}</h1>
        {subtitle && <p className="text-sm text-muted-foreground" data-testid="unlocked-count">{subtitle}</p>}
      </div>
    </header>
  );
}

export default async function SocietyVisitsPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  // The cards, the gate pass and the sheets they open, the offline stamp, the install offer and the push toggle are
  // client islands: they read these messages.
  return (
    <CopyScope copy={await clientCopy('visits', 'auth', 'homes', 'device')}>
      <SocietyVisitsContent locale={locale} societyId={(await params).societyId} />
    </CopyScope>
  );
}

async function SocietyVisitsContent({ locale, societyId }: { locale: Locale; societyId: string }) {
  const t = await getTranslations('visits');
  const user = await getCurrentUser();
  if (!user) {
    return (
      <div className="mx-auto w-full max-w-lg px-4">
        <RefreshOnSignIn />
        <BackHeader locale={locale} title={t('page.title')} />
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
        <BackHeader locale={locale} title={t('page.title')} />
        <FetchFailed message={t('page.fetchFailed')} />
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
      <BackHeader locale={locale} title={data.society.name} subtitle={t(count === 1 ? 'page.unlockedOne' : 'page.unlockedOther', { count })} />
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
