import { ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { DeskChecker } from '@/components/gate/desk-checker';
import { DeskPinForm } from '@/components/gate/desk-pin-form';
import { isUuid } from '@/lib/slugs';
import { pageMetadata } from '@/server/seo/page-head';
import { DESK_COOKIE, DESK_MESSAGES, findDeskSociety, isDeskSession } from '@/server/visits/gate-desk';

// /gate/{societyId}: the society's security desk. Locked until the desk PIN is entered on this device;
// then a code box and a camera scanner that check gate passes and mark visitors arrived. It shows nothing about
// a visitor but the first name and the home, and only for a pass of this society that is being let in.

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'Security desk', noIndex: true });

export default async function GateDeskPage({ params }: { params: Promise<{ societyId: string }> }) {
  const { societyId } = await params;
  if (!isUuid(societyId)) notFound();
  const society = await findDeskSociety(societyId);
  if (!society) notFound();
  const open = isDeskSession(society, (await cookies()).get(DESK_COOKIE)?.value);
  return (
    <div className="mx-auto w-full max-w-lg px-4 pb-6 pt-4">
      <header className="mb-4 flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Security desk</p>
          <h1 className="text-lg font-bold leading-tight text-foreground [overflow-wrap:anywhere]">{society.name}</h1>
        </div>
      </header>
      {!society.pinSetAt ? (
        <p className="rounded-xl border border-border bg-muted/50 p-4 text-sm text-foreground" data-testid="no-desk">
          {DESK_MESSAGES.noDesk}
        </p>
      ) : open ? (
        <DeskChecker societyId={society.id} />
      ) : (
        <DeskPinForm societyId={society.id} />
      )}
    </div>
  );
}
