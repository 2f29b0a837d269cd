import { House } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AnsweredElsewhere } from '@/components/owners/offers/answered-elsewhere';
import { NewLinkRequest } from '@/components/owners/offers/new-link-request';
import { OwnerCodeForm } from '@/components/owners/offers/owner-code-form';
import { OwnerOfferAnswer } from '@/components/owners/offers/owner-offer-answer';
import { OwnerOfferSummary } from '@/components/owners/offers/owner-offer-summary';
import { offerStatusLabel } from '@/lib/offers/status';
import { OWNER_DECISION_LABELS } from '@/lib/owners/answers';
import { formatIndiaDay } from '@/lib/time/india';
import { DEVICE_COOKIE } from '@/server/auth/holder';
import { getEnv } from '@/server/env';
import { findOfferLink, ownerOfferPage, type OwnerOfferPage } from '@/server/offers/owner-offers';
import { pageMetadata } from '@/server/seo/page-head';

// /owner/{token}: where an owner answers an offer on their home (docs/owners.md). No site chrome but the brand
// (components/layout/site-chrome.tsx), never indexed. A token that is not an offer link we signed is the plain
// 404; an expired or revoked link says so and offers 'Send me a new link'; a decided link says when it was answered, and nothing more; nothing
// about the offer shows until this browser is proved with a code sent to the owner; then the offer, and Accept /
// Decline / Counter, once (a decided link shows its decision).

export const dynamic = 'force-dynamic';
export const metadata: Metadata = pageMetadata({ title: 'An offer for your home', noIndex: true });

export default async function OwnerLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const link = await findOfferLink(token);
  if (!link) notFound();
  const page = await ownerOfferPage(link, (await cookies()).get(DEVICE_COOKIE)?.value ?? null);
  return (
    <div className="mx-auto w-full max-w-xl px-4 pb-10 pt-[calc(1rem+env(safe-area-inset-top))] md:pt-8" data-testid="owner-page">
      <header className="mb-6 flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
          <House aria-hidden="true" className="size-6" />
        </span>
        <p className="text-lg font-bold text-foreground">{getEnv().BRAND_NAME}</p>
      </header>
      <PageBody token={token} page={page} />
    </div>
  );
}

function PageBody({ token, page }: { token: string; page: OwnerOfferPage }) {
  if (page.kind === 'closed') {
    return (
      <Notice
        title={page.reason === 'expired' ? 'This link has expired' : 'This link is no longer valid'}
        after={<NewLinkRequest token={token} chatNumber={getEnv().WHATSAPP_CHAT_NUMBER} />}
      >
        Links to answer an offer work for 7 days and only until the team replaces them. If the offer still needs your answer, we can send a new link to your e-mail and WhatsApp, or you can ask the {getEnv().BRAND_NAME} team.
      </Notice>
    );
  }
  if (page.kind === 'answered') {
    return (
      <AnsweredElsewhere subject="offer" decidedAt={page.decidedAt}>
        <OwnerCodeForm token={token} link="offer" headingLevel={2} />
      </AnsweredElsewhere>
    );
  }
  if (page.kind === 'prove') return <OwnerCodeForm token={token} link="offer" />;
  const { view, decision } = page;
  if (!view) return <Notice title="This offer is no longer available">The offer this link was for has been removed.</Notice>;
  return (
    <div className="space-y-6">
      <OwnerOfferSummary view={view} />
      {decision ? (
        <Notice title="You have already answered this offer">
          Your answer: {OWNER_DECISION_LABELS[decision.answer ?? ''] ?? decision.answer}
          {decision.decidedAt ? `, on ${formatIndiaDay(decision.decidedAt)}` : ''}. The tenant has been told. The offer is now: {offerStatusLabel(view.status)}.
        </Notice>
      ) : view.status !== 'Pending' ? (
        <Notice title="This offer has already been answered">The offer is now: {offerStatusLabel(view.status)}.</Notice>
      ) : (
        <OwnerOfferAnswer target={{ token }} view={view} />
      )}
    </div>
  );
}

function Notice({ title, children, after }: { title: string; children: React.ReactNode; after?: React.ReactNode }) {
  return (
    <section role="status" className="rounded-2xl border border-border bg-card p-5" data-testid="owner-notice">
      <h1 className="text-xl font-bold text-foreground">{title}</h1>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{children}</p>
      {after}
    </section>
  );
}
