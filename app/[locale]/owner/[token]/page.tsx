import { House } from 'lucide-react';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { AnsweredElsewhere } from '@/components/owners/offers/answered-elsewhere';
import { NewLinkRequest } from '@/components/owners/offers/new-link-request';
import { OwnerCodeForm } from '@/components/owners/offers/owner-code-form';
import { OwnerOfferAnswer } from '@/components/owners/offers/owner-offer-answer';
import { OwnerOfferSummary } from '@/components/owners/offers/owner-offer-summary';
import { getTranslations } from 'next-intl/server';
import { CopyScope } from '@/components/i18n/copy-scope';
import { clientCopy } from '@/components/i18n/client-copy';
import { OWNER_LINK_DAYS } from '@/lib/owners/owners';
import { formatIndiaDay } from '@/lib/time/india';
import { DEVICE_COOKIE } from '@/server/auth/holder';
import { getEnv } from '@/server/env';
import { findOfferLink, ownerOfferPage, type OwnerOfferPage } from '@/server/offers/owner-offers';
import { pageLocale } from '@/server/i18n/page-locale';
import { pageMetadata } from '@/server/seo/page-head';

// /owner/{token}: where an owner answers an offer on their home (docs/owners.md). No site chrome but the brand
// (components/layout/site-chrome.tsx), never indexed. A token that is not an offer link we signed is the plain
// 404; an expired or revoked link says so and offers 'Send me a new link'; a decided link says when it was answered, and nothing more; nothing
// about the offer shows until this browser is proved with a code sent to the owner; then the offer, and Accept /
// Decline / Counter, once (a decided link shows its decision).

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string; token: string }> }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('owners');
  return pageMetadata({ title: t('linkPage.metaTitle'), noIndex: true });
}

export default async function OwnerLinkPage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  await pageLocale(params);
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
      <CopyScope copy={await clientCopy('owners')}>
        <PageBody token={token} page={page} />
      </CopyScope>
    </div>
  );
}

async function PageBody({ token, page }: { token: string; page: OwnerOfferPage }) {
  const t = await getTranslations('owners');
  if (page.kind === 'closed') {
    return (
      <Notice title={page.reason === 'expired' ? t('linkPage.expired') : t('linkPage.invalid')} after={<NewLinkRequest token={token} chatNumber={getEnv().WHATSAPP_CHAT_NUMBER} />}>
        {t('linkPage.closedBody', { days: OWNER_LINK_DAYS, brand: getEnv().BRAND_NAME })}
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
  if (!view) return <Notice title={t('linkPage.removedTitle')}>{t('linkPage.removedBody')}</Notice>;
  // A status or decision this page does not name shows as it is stored rather than hidden.
  const statusKey = `offerStatus.${view.status}` as 'offerStatus.Pending';
  const status = t.has(statusKey) ? t(statusKey) : view.status;
  const answerKey = `decisions.${decision?.answer ?? ''}` as 'decisions.accept';
  const answer = t.has(answerKey) ? t(answerKey) : (decision?.answer ?? '');
  return (
    <div className="space-y-6">
      <OwnerOfferSummary view={view} />
      {decision ? (
        <Notice title={t('linkPage.youAnsweredTitle')}>
          {decision.decidedAt
            ? t('linkPage.yourAnswerOn', { answer, date: formatIndiaDay(decision.decidedAt), status })
            : t('linkPage.yourAnswer', { answer, status })}
        </Notice>
      ) : view.status !== 'Pending' ? (
        <Notice title={t('linkPage.answeredTitle')}>{t('linkPage.offerNow', { status })}</Notice>
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
