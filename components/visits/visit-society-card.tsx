'use client';

import { Building2, CalendarClock, Clock, Navigation, ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import { SafeImage } from '@/components/common/safe-image';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatIndiaDate, formatIndiaTimeRange } from '@/lib/time/india';
import { directionsUrl } from '@/lib/visits/format';
import type { VisitSocietyGroup } from '@/lib/visits/types';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { localDate } from './visit-sheet-texts';

type CountKey = `societyCard.${'cancelled' | 'upcoming' | 'property'}${'One' | 'Other'}`;

// One society on the Doors Unlocked tab (spec 2.7). The whole card opens /society-visits/{id} through a
// stretched link; 'View Society' and 'Directions' sit above it so each is its own tap target (no link inside a
// link).
// A client component on purpose: the server then sends each card as its small data object rather than as a
// rendered tree with its icons (a person with many visits made the page several hundred KB, docs/benchmarks.md).


export type SectionKind = 'upcoming' | 'past' | 'cancelled';

/**
 * The card's counts. Upcoming and past cards carry the spec's two (upcoming visits, properties), neither of
 * which includes a cancelled visit; a cancelled card says only how many visits were cancelled there (the
 * society's upcoming visits are on its upcoming card).
 */
function CountChips({ group, kind }: { group: VisitSocietyGroup; kind: SectionKind }) {
  const t = useCopy('visits');
  const count = (value: number, one: CountKey, other: CountKey) => t(value === 1 ? one : other, { count: value });
  if (kind === 'cancelled') {
    return (
      <span className="rounded-full bg-muted px-2 py-0.5 font-semibold text-foreground" data-testid="visit-group-cancelled">
        {count(group.cancelledCount, 'societyCard.cancelledOne', 'societyCard.cancelledOther')}
      </span>
    );
  }
  return (
    <>
      <span className="rounded-full bg-primary/10 px-2 py-0.5 text-primary">{count(group.upcomingCount, 'societyCard.upcomingOne', 'societyCard.upcomingOther')}</span>
      <span className="rounded-full bg-muted px-2 py-0.5 text-foreground/80">{count(group.propertyCount, 'societyCard.propertyOne', 'societyCard.propertyOther')}</span>
    </>
  );
}

export function VisitSocietyCard({ group, kind = 'upcoming' }: { group: VisitSocietyGroup; kind?: SectionKind }) {
  const t = useCopy('visits');
  const { href } = useLocalePath();
  return (
    <article className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md" data-testid="visit-society-card">
      <div className="flex gap-3 p-3">
        {/* A fixed 80 px size: the image gets a 1x/2x source pair instead of every width of a fill image. */}
        <SafeImage src={group.photo} alt={group.name} width={80} height={80} className="size-20 shrink-0 rounded-xl bg-muted object-cover" />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-base font-bold leading-tight text-foreground [overflow-wrap:anywhere]">
            <Link href={href(`/society-visits/${group.societyId}`)} prefetch={false} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-ring">
              {group.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-foreground/80">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="truncate">{localDate(formatIndiaDate(group.visitStart), t)}</span>
          </p>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span>{formatIndiaTimeRange(group.visitStart, group.visitEnd)}</span>
          </p>
          <p className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-medium">
            <CountChips group={group} kind={kind} />
          </p>
          {/* The pass is on the visit's card, one tap away: said here so that tap is not a guess. */}
          {kind === 'upcoming' && (
            <p className="mt-1.5 flex items-center gap-1 text-xs font-bold text-primary" data-testid="visit-group-pass">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('societyCard.gatePass')}<span className="font-normal text-muted-foreground">{t('societyCard.gatePassHint')}</span>
            </p>
          )}
        </div>
      </div>
      <div className="relative z-10 grid grid-cols-2 gap-2 border-t border-border px-3 py-2.5">
        <Button asChild variant="outline" size="sm" className="h-10">
          <Link href={href(`/society/${group.societyId}`)} prefetch={false}>
            <Building2 aria-hidden="true" />
            {t('societyCard.viewSociety')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" className="h-10">
          <a href={directionsUrl(group)} target="_blank" rel="noopener noreferrer">
            <Navigation aria-hidden="true" />
            {t('societyCard.directions')}
            <span className="sr-only">{t('societyCard.newTab')}</span>
          </a>
        </Button>
      </div>
    </article>
  );
}

export function VisitSocietyCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border" aria-hidden="true">
      <div className="flex gap-3 p-3">
        <Skeleton className="size-20 shrink-0 rounded-xl" />
        <div className="flex-1 space-y-2 py-0.5">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t border-border px-3 py-2.5">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}
