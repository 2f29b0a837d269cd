'use client';

import { StickyNote } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { useHomeCopy } from './home-copy';

/**
 * A person's notes on a home they visited. On a visit card they are clamped to three lines with 'More' when
 * longer, so a long note never buries the card's actions; the shortlist shows them whole (`clamp={false}`).
 */
export function HomeNotes({ notes, clamp = true, testId }: { notes: string; clamp?: boolean; testId: string }) {
  const t = useHomeCopy();
  const text = useRef<HTMLSpanElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const clamped = clamp && !expanded;

  useLayoutEffect(() => {
    const element = text.current;
    if (element && clamped) setOverflows(element.scrollHeight > element.clientHeight + 1);
  }, [notes, clamped]);

  return (
    <div className="flex gap-1.5 rounded-lg bg-muted/60 px-2.5 py-2 text-sm text-foreground/80" data-testid={testId}>
      <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <span ref={text} className={cn('block whitespace-pre-line break-words', clamped && 'line-clamp-3')}>
          {notes}
        </span>
        {clamp && (overflows || expanded) ? (
          <button type="button" className="mt-0.5 min-h-8 font-semibold text-primary" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('notes.less', 'Less') : t('notes.more', 'More')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
