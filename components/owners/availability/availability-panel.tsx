import { CircleCheck, Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AnsweredElsewhere } from '@/components/owners/offers/answered-elsewhere';
import { OwnerCodeForm } from '@/components/owners/offers/owner-code-form';
import { formatIndiaDay } from '@/lib/time/india';
import type { AvailabilityView } from '@/server/listings/owner-availability';
import { AvailabilityAnswer } from './availability-answer';

// The availability part of the owner's page, by the link's state (server/listings/owner-availability.ts availabilityView):
// the device code first (or, for a link already answered, only that it was and when), then the question, or the
// decision already made, or why the link no longer works. Any owner page can render it for a link of purpose
// 'availability'.

const DECISIONS = { available: 'availability.decidedAvailable', rented: 'availability.decidedRented' } as const;

export async function AvailabilityPanel({ token, view }: { token: string; view: AvailabilityView }) {
  const t = await getTranslations('owners');
  if (view.kind === 'prove') return <OwnerCodeForm token={token} link="availability" headingLevel={2} />;
  if (view.kind === 'answered') {
    return (
      <AnsweredElsewhere subject="question" level={2} decidedAt={view.decidedAt ? new Date(view.decidedAt) : null}>
        <OwnerCodeForm token={token} link="availability" headingLevel={2} />
      </AnsweredElsewhere>
    );
  }
  if (view.kind === 'ask') return <AvailabilityAnswer target={{ token }} question={view.question} availableAsOf={view.availableAsOf} hidden={view.status === 'Unconfirmed'} />;
  if (view.kind === 'decided') {
    return (
      <section className="space-y-2 rounded-2xl border border-border bg-card p-4 shadow-sm" role="status" data-testid="availability-decided">
        <h2 className="flex items-center gap-2 text-base font-bold">
          <CircleCheck aria-hidden="true" className="size-5 text-primary" />
          {view.decidedAt ? t('availability.receivedOn', { date: formatIndiaDay(new Date(view.decidedAt)) }) : t('availability.received')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {view.societyName}, {view.home}
        </p>
        <p className="text-sm">{view.decision === 'available' || view.decision === 'rented' ? t(DECISIONS[view.decision]) : t('availability.recorded')}</p>
      </section>
    );
  }
  return (
    <section className="space-y-2 rounded-2xl border border-border bg-card p-4 shadow-sm" role="status" data-testid="availability-closed">
      <h2 className="flex items-center gap-2 text-base font-bold">
        <Clock aria-hidden="true" className="size-5 text-muted-foreground" />
        {view.reason === 'expired' ? t('availability.expired') : t('availability.notInUse')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('availability.newOneLater')}</p>
    </section>
  );
}
