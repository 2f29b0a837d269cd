'use client';

import { DoorOpen } from 'lucide-react';
import type { MyVisits, VisitSocietyGroup } from '@/lib/visits/types';
import { EmptyList } from './empty-list';
import { VisitSocietyCard, VisitSocietyCardSkeleton, type SectionKind } from './visit-society-card';
import { useCopy } from '@/components/i18n/copy-scope';

// The Doors Unlocked tab (spec 2.7): 'Upcoming Visits' and 'Past Visits', each grouped per society, and below them
// 'Cancelled Visits': a cancelled visit is neither, even when its time is still ahead (lib/visits/grouping.ts).

function Section({ title, groups, testId, kind }: { title: string; groups: VisitSocietyGroup[]; testId: string; kind: SectionKind }) {
  if (groups.length === 0) return null;
  const id = `${testId}-title`;
  return (
    <section aria-labelledby={id} data-testid={testId} className="space-y-3">
      <h2 id={id} className="flex items-center gap-2 text-base font-bold text-foreground">
        {title}
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">{groups.length}</span>
      </h2>
      <ul className="space-y-3">
        {groups.map((group) => (
          <li key={group.societyId}>
            <VisitSocietyCard group={group} kind={kind} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DoorsUnlocked({ visits }: { visits: MyVisits }) {
  const t = useCopy('visits');
  if (visits.upcoming.length === 0 && visits.past.length === 0 && visits.cancelled.length === 0) {
    return (
      <EmptyList
        icon={DoorOpen}
        testId="visits-empty"
        title={t('doorsUnlocked.emptyTitle')}
        description={t('doorsUnlocked.emptyBody')}
      />
    );
  }
  return (
    <div className="space-y-6">
      <Section title={t('doorsUnlocked.upcoming')} groups={visits.upcoming} testId="upcoming-visits" kind="upcoming" />
      <Section title={t('doorsUnlocked.past')} groups={visits.past} testId="past-visits" kind="past" />
      <Section title={t('doorsUnlocked.cancelled')} groups={visits.cancelled} testId="cancelled-visits" kind="cancelled" />
    </div>
  );
}

/** Its label from the `errors` namespace every page's layout gives: it also shows in the page's loading view,
 *  before the page's own namespaces arrive. */
export function DoorsUnlockedSkeleton() {
  const t = useCopy('errors');
  return (
    <div className="space-y-3" aria-busy="true" aria-label={t('loading.doorsUnlocked')}>
      <div className="h-6 w-36 animate-pulse rounded-md bg-muted" />
      <VisitSocietyCardSkeleton />
      <VisitSocietyCardSkeleton />
    </div>
  );
}
