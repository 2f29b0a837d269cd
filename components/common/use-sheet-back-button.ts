'use client';

import { useEffect, useRef } from 'react';

// The phone's back button closes an open sheet instead of leaving the page (and losing the chosen slot or the
// typed text). Opening pushes one history entry on the same URL; back pops it and closes the sheet; closing by
// any other means (X, swipe, a finished step) pops the entry again, so history never fills with dead entries
// and a second back leaves the page as usual. Nested sheets each push their own entry: back closes the top one.
// The entry copies Next.js's own history state, so the router treats the pop as a stay on the same page.

const KEY = '__ghomesSheet';

type SheetState = Record<string, unknown> | null;

export function useSheetBackButton(open: boolean, onOpenChange: (open: boolean) => void): void {
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const marker = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    let pushed = false;
    let popped = false;
    const isOurs = () => (window.history.state as SheetState)?.[KEY] === marker;
    const onPopState = () => {
      if (!pushed || isOurs()) return;
      popped = true;
      close.current(false);
    };
    // Pushed after the current task, so a mount that React immediately undoes (Strict Mode) pushes nothing.
    const timer = window.setTimeout(() => {
      window.history.pushState({ ...((window.history.state as SheetState) ?? {}), [KEY]: marker }, '');
      pushed = true;
    }, 0);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('popstate', onPopState);
      // Closed by other means while our entry is still current: take it off again. (After a navigation the
      // current entry is the new page's, and is left alone.)
      if (pushed && !popped && isOurs()) window.history.back();
    };
  }, [open]);
}
