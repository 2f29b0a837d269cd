'use client';

import { StickyNote } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

/** A visit's notes, clamped to three lines with 'More' when longer, so a long note never buries the card's actions. */
export function VisitNotes({ notes }: { notes: string }) {
  const text = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = text.current;
    if (element && !expanded) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [notes, expanded]);

  return (
    <div className="flex gap-1.5 rounded-lg bg-muted/60 px-2.5 py-2 text-sm text-foreground/80" data-testid="visit-notes">
      <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <span ref={text} className={cn('block whitespace-pre-line break-words', !expanded && 'line-clamp-3')}>
          {notes}
        </span>
        {overflows || expanded ? (
          <button type="button" className="mt-0.5 min-h-8 font-semibold text-primary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Less' : 'More'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
