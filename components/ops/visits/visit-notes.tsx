'use client';

// A visit's desk notes on the board ('Notes (2)'): the team's own words about it (the visitor called ahead, the
// door code changed), read and added in a dialog. Agents of the visit's society and up.
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { BoardVisit } from '@/lib/visits/desk-marks';
import { NotesDialog } from '../notes/record-dialogs';

export function VisitNotes({ visit, about }: { visit: BoardVisit; about: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const label = visit.notes ? `Notes (${visit.notes})` : 'Notes';
  return (
    <>
      <Button ref={button} type="button" variant="outline" size="sm" className="min-h-11" onClick={() => setOpen(true)} aria-label={`${label}: ${about}`}>
        {label}
      </Button>
      <NotesDialog subject="visit" id={visit.visitId} about={about} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
