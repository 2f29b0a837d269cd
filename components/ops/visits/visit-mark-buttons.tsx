'use client';

import { DoorOpen, Undo2, UserX } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { VisitMark } from '@/lib/visits/desk-marks';
import type { BoardVisit } from '@/lib/visits/desk-marks';
import { useDeskAction } from '../use-desk-action';
import { opsVisitsApi } from './visits-api';

type Action = VisitMark | 'undo';

const noSubscription = () => () => {};

const DONE: Record<Action, string> = { door_unlocked: 'Marked door unlocked', no_show: 'Marked as no-show', undo: 'Mark undone' };

/**
 * The agent's buttons on one visit: only those the server would accept now (it decides again on the tap). Large
 * targets for a phone at the gate; all disabled while one call is on its way.
 */
export function VisitMarkButtons({ visit, layout }: { visit: BoardVisit; layout: 'card' | 'row' }) {
  const { pending: busy, run } = useDeskAction<Action>();
  // The server's HTML has the buttons disabled until this script runs: a tap before then would do nothing.
  const ready = useSyncExternalStore(noSubscription, () => true, () => false);
  const disabled = !ready || busy !== null;
  const box = useRef<HTMLDivElement>(null);
  // The tapped button goes away once the board is read again; focus moves to the row's next button (e.g. 'Undo')
  // instead of falling back to the top of the page.
  const offered = `${visit.canUnlock}${visit.canNoShow}${visit.canUndo}`;
  const refocusFrom = useRef<string | null>(null);
  useEffect(() => {
    if (refocusFrom.current === null || refocusFrom.current === offered) return;
    refocusFrom.current = null;
    box.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [offered]);
  const who = `${visit.firstName}, ${visit.slot}`;

  function act(action: Action) {
    if (busy) return;
    void run(action, () => (action === 'undo' ? opsVisitsApi.undo(visit.visitId) : opsVisitsApi.mark(visit.visitId, action)), DONE[action], {
      description: who,
      fallback: 'Could not save the mark. Please try again.',
      onSuccess: () => (refocusFrom.current = offered),
    });
  }

  if (!visit.canUnlock && !visit.canNoShow && !visit.canUndo) return null;
  const size = layout === 'card' ? 'lg' : 'default';
  const grow = layout === 'card' ? 'flex-1 basis-36' : undefined;
  return (
    <div ref={box} className={cn('flex gap-2', layout === 'row' ? 'flex-nowrap justify-end' : 'flex-wrap')}>
      {visit.canUnlock && (
        <Button type="button" size={size} className={grow} disabled={disabled} onClick={() => act('door_unlocked')} aria-label={`Door unlocked for ${who}, ${visit.home}${visit.houseNumber ? ` ${visit.houseNumber}` : ''}, ${visit.societyName}`}>
          <DoorOpen aria-hidden="true" />
          {busy === 'door_unlocked' ? 'Saving…' : 'Door unlocked'}
        </Button>
      )}
      {visit.canNoShow && (
        <Button type="button" size={size} variant="outline" className={grow} disabled={disabled} onClick={() => act('no_show')} aria-label={`No-show for ${who}, ${visit.home}${visit.houseNumber ? ` ${visit.houseNumber}` : ''}, ${visit.societyName}`}>
          <UserX aria-hidden="true" />
          {busy === 'no_show' ? 'Saving…' : 'No-show'}
        </Button>
      )}
      {visit.canUndo && (
        <Button type="button" size={size} variant="ghost" className={grow} disabled={disabled} onClick={() => act('undo')} aria-label={`Undo the mark for ${who}, ${visit.home}${visit.houseNumber ? ` ${visit.houseNumber}` : ''}, ${visit.societyName}`}>
          <Undo2 aria-hidden="true" />
          {busy === 'undo' ? 'Saving…' : 'Undo'}
        </Button>
      )}
    </div>
  );
}
