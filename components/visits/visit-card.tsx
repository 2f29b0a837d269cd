'use client';

import { CalendarClock, CloudOff, DoorClosed, DoorOpen, PencilLine, UserX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { HomeCardSkeleton } from '@/components/homes/home-card-skeleton';
import { HomeFacts } from '@/components/homes/home-facts';
import { HomeNotes } from '@/components/homes/home-notes';
import { useOnline } from '@/components/offline/offline-stamp';
import { OfferAnswerLine } from '@/components/offers/offer-answer-line';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { homeTitle } from '@/lib/listings/display';
import { cn } from '@/lib/utils';
import { formatIndiaDate, formatIndiaTime, formatIndiaTimeRange } from '@/lib/time/india';
import { hasVisitStarted } from '@/lib/visits/format';
import { reschedulesLeft } from '@/lib/visits/reschedule';
import { useCopy } from '@/components/i18n/copy-scope';
import { GatePass } from './gate-pass';
import { dropReasonText, feedbackText, localDate, type VisitsCopy } from './visit-sheet-texts';
import { RescheduleSheet } from './reschedule-sheet';
import type { SocietyVisit } from '@/lib/visits/types';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { PhotoStrip } from './photo-strip';
import { VisitUpdateSheet } from './visit-update-sheet';

/**
 * Status badge: upcoming visits blue, cancelled grey, expired yellow, visited/completed green; 'Arrived' once the
 * society's desk checked the visitor in, 'Not checked in' when a desk society never did (no penalty).
 */
function statusBadge(visit: SocietyVisit, t: VisitsCopy): { label: string; tone: 'blue' | 'grey' | 'yellow' | 'green' } {
  if (visit.checkedInAt) return { label: t('visitCard.arrived'), tone: 'green' };
  if (visit.notCheckedIn) return { label: t('visitCard.notCheckedIn'), tone: 'grey' };
  if (visit.upcoming) return { label: t(visit.status === 'confirmed' ? 'visitCard.confirmed' : 'visitCard.upcoming'), tone: 'blue' };
  if (visit.status === 'cancelled') return { label: t('visitCard.cancelled'), tone: 'grey' };
  if (visit.status === 'expired') return { label: t('visitCard.expired'), tone: 'yellow' };
  return { label: t(visit.status === 'completed' ? 'visitCard.completed' : 'visitCard.visited'), tone: 'green' };
}

const FEEDBACK_TONE: Record<string, string> = {
  shortlisted: 'bg-primary/10 text-primary',
  hold: 'bg-amber-100 text-amber-900',
  dropped: 'bg-destructive/10 text-destructive',
  'need to visit again': 'bg-blue-100 text-blue-800',
};

export function VisitCard({ visit }: { visit: SocietyVisit }) {
  const [updating, setUpdating] = useState(false);
  // Mounted from the first opening on, so what was typed survives closing the sheet (back button, swipe).
  const [updateOpened, setUpdateOpened] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const t = useCopy('visits');
  const left = reschedulesLeft(visit);
  const title = homeTitle(visit.bedroom, visit.furnishing);
  const badge = statusBadge(visit, t);
  const feedback = feedbackText(visit.feedback, t);
  const date = localDate(formatIndiaDate(visit.visitStart), t);
  const time = formatIndiaTimeRange(visit.visitStart, visit.visitEnd);
  // Offline (a kept copy, docs/offline.md) nothing can be changed: the buttons say so instead of failing.
  const offline = !useOnline();
  const hasActions = visit.status !== 'cancelled' || (visit.canReschedule && left > 0) || (visit.upcoming && !visit.checkedInAt);

  return (
    <article className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm" data-testid="visit-card" data-visit-id={visit.visitId}>
      <PhotoStrip photos={visit.photos} alt={t('visitCard.photosAlt', { title, society: visit.societyName })}>
        <Badge variant={badge.tone} className="absolute left-2 top-2 shadow-sm" data-testid="visit-status">
          {badge.label}
        </Badge>
      </PhotoStrip>
      <div className="space-y-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-bold leading-tight text-foreground">{title}</h3>
          {feedback && (
            <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', FEEDBACK_TONE[visit.feedback ?? ''])} data-testid="visit-feedback">
              {feedback}
            </span>
          )}
        </div>
        <p className="flex items-start gap-1.5 text-sm text-foreground/80">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            {date} · <span className="whitespace-nowrap">{time}</span>
          </span>
        </p>
        {visit.houseNumber && <HouseLine house={visit.houseNumber} />}
        <HomeFacts home={visit} />
        <OfferAnswerLine offer={visit} testId="visit" />
        {visit.feedback === 'dropped' && visit.dropReasons.length > 0 && (
          <p className="text-xs text-muted-foreground">{t('visitCard.droppedFor', { reasons: visit.dropReasons.map((reason) => dropReasonText(reason, t)).join(', ') })}</p>
        )}
        {visit.notes && <HomeNotes notes={visit.notes} testId="visit-notes" />}
        {visit.deskMark && <DeskMark mark={visit.deskMark} />}
        {visit.pass && <GatePass pass={visit.pass} />}
        {/* Side by side from about 340 px; stacked below, so neither label is cut off at 320 px. */}
        <div className="flex flex-wrap gap-2 pt-1">
          {visit.status !== 'cancelled' && (
          <Button type="button" className="flex-1 basis-36" disabled={offline} onClick={() => {
              setUpdateOpened(true);
              setUpdating(true);
            }}>
            <PencilLine aria-hidden="true" />
            {t('visitCard.updateStatus')}
          </Button>
          )}
          {visit.canReschedule && left > 0 && (
            <Button type="button" variant="outline" className="flex-1 basis-36" disabled={offline} onClick={() => setRescheduling(true)}>
              <CalendarClock aria-hidden="true" />
              {t('visitCard.reschedule')}
            </Button>
          )}
          {visit.upcoming && !visit.checkedInAt && (
            <Button type="button" variant="outline" className="flex-1 basis-36 text-destructive hover:text-destructive" disabled={offline} onClick={() => setCancelling(true)}>
              <XCircle aria-hidden="true" />
              {t('visitCard.cancelVisit')}
            </Button>
          )}
        </div>
        {offline && hasActions && <OfflineActionsNote />}
      </div>
      {updateOpened && (
        <VisitUpdateSheet
          visitId={visit.visitId}
          title={title}
          subtitle={date}
          initial={{ feedback: visit.feedback, dropReasons: visit.dropReasons, notes: visit.notes }}
          started={visit.happened}
          notYetNote={hasVisitStarted(visit, new Date()) ? t('visitCard.notYet') : undefined}
          open={updating}
          onOpenChange={setUpdating}
        />
      )}
      {visit.canReschedule && left > 0 && (
        <RescheduleSheet
          visitId={visit.visitId}
          propertyId={visit.propertyId}
          title={title}
          current={{ start: visit.visitStart, label: t('visitCard.dateTime', { date, time }) }}
          reschedulesLeft={left}
          open={rescheduling}
          onOpenChange={setRescheduling}
        />
      )}
      {visit.upcoming && <CancelVisitDialog visitId={visit.visitId} summary={t('visitCard.cancelSummary', { title, date, time })} open={cancelling} onOpenChange={setCancelling} />}
    </article>
  );
}

/** Which door, once booked: the flat and its tower, as the security desk names it. */
function HouseLine({ house }: { house: string }) {
  const t = useCopy('visits');
  return (
    <p className="flex items-start gap-1.5 text-sm font-semibold text-foreground" data-testid="visit-house">
      <DoorClosed aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="[overflow-wrap:anywhere]">{t('visitCard.house', { house })}</span>
    </p>
  );
}

function OfflineActionsNote() {
  const t = useCopy('visits');
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="visit-actions-offline">
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      {t('visitCard.offline')}
    </p>
  );
}

/** What the GHomes agent at the gate recorded: the door opened for the visitor, or that nobody came. */
function DeskMark({ mark }: { mark: NonNullable<SocietyVisit['deskMark']> }) {
  const unlocked = mark.kind === 'door_unlocked';
  const Icon = unlocked ? DoorOpen : UserX;
  const t = useCopy('visits');
  return (
    <p
      className={cn('flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold', unlocked ? 'bg-emerald-50 text-emerald-800' : 'bg-muted text-muted-foreground')}
      data-testid="visit-desk-mark"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {t(unlocked ? 'visitCard.doorUnlocked' : 'visitCard.noShow')} <span className="font-normal">· {formatIndiaTime(mark.at)}</span>
      </span>
    </p>
  );
}

export function VisitCardSkeleton() {
  return <HomeCardSkeleton subtitleWidth="w-3/4" factsWidth="w-1/2" />;
}
