import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CopyScope } from '@/components/i18n/copy-scope';
import { clientCopy } from '@/components/i18n/client-copy';
import { DeskChecker } from '@/components/gate/gate-desk-checker';
import { DeskOfflineNotice } from '@/components/gate/gate-desk-offline-notice';
import { DeskLockButton } from '@/components/gate/gate-desk-lock-button';
import { DeskPinForm } from '@/components/gate/gate-desk-pin-form';
import { isUuid } from '@/lib/slugs';
import { pageLocale } from '@/server/i18n/page-locale';
import { pageMetadata } from '@/server/seo/page-head';
import { isDeskOpen } from '@/server/visits/gate-desk-lock';
import { DESK_COOKIE, findDeskSociety } from '@/server/visits/gate-desk';

// /gate/{societyId}: the society's security desk, a kiosk page (the root layout leaves out the site's header,
// footer and bottom navigation here, components/layout/site-chrome.tsx). Locked until the desk PIN is entered on
// this device; then a code box and a camera scanner that check gate passes and mark visitors arrived, and 'Lock
// desk', which ends the session. It shows nothing about a visitor but the first name and the home, and only for a
// pass of this society that is being let in.

export const dynamic = 'force-dynamic';
export async function generateMetadata({ params }: { params: Promise<{ locale: string; societyId: string }> }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('gate');
  return pageMetadata({ title: t('page.metaTitle'), noIndex: true });
}

export default async function GateDeskPage({ params }: { params: Promise<{ locale: string; societyId: string }> }) {
  await pageLocale(params);
  const { societyId } = await params;
  if (!isUuid(societyId)) notFound();
  const society = await findDeskSociety(societyId);
  if (!society) notFound();
  const open = await isDeskOpen(society, (await cookies()).get(DESK_COOKIE)?.value);
  const t = await getTranslations('gate');
  return (
    <CopyScope copy={await clientCopy('gate', 'visits')}>
      <div className="mx-auto w-full max-w-xl px-4 pb-8 pt-[calc(1rem+env(safe-area-inset-top))] md:px-6 md:pt-8" data-testid="gate-desk">
        {/* 'Lock desk' sits beside the name while the name has room (9 rem), else on its own line below it. */}
        <header className="mb-5 flex flex-wrap items-center justify-end gap-3">
          <div className="flex min-w-0 flex-1 basis-[12.75rem] items-center gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <ShieldCheck aria-hidden="true" className="size-7" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('page.eyebrow')}</p>
              <h1 className="text-xl font-bold leading-tight text-foreground [overflow-wrap:break-word] md:text-2xl">{society.name}</h1>
            </div>
          </div>
          {society.pinSetAt && open && <DeskLockButton societyId={society.id} />}
        </header>
        <DeskOfflineNotice />
        {!society.pinSetAt ? (
          <p className="rounded-xl border border-border bg-muted/50 p-4 text-base text-foreground" data-testid="no-desk">
            {t('page.noDesk')}
          </p>
        ) : open ? (
          <DeskChecker societyId={society.id} />
        ) : (
          <DeskPinForm societyId={society.id} />
        )}
      </div>
    </CopyScope>
  );
}
