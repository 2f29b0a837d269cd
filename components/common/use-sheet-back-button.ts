'use client';

import { useEffect, useRef } from 'react';

// The phone's back button closes an open sheet instead of leaving the page (and losing the chosen slot or the
// typed text). Opening pushes one history entry on the same URL; back pops it and closes the sheet; closing by
// any other means (X, swipe, a finished step) pops the entry again, so history never fills with dead entries
// and a second back leaves the page as usual. Nested sheets each push their own entry: back closes the top one.
//
// These pops stay on the same page, so Next.js's router must not hear them: its popstate handler would
// 'restore' the entry's tree and, being a navigation, discard a refresh in flight (a sheet that saves, closes
// and refreshes would show stale data). Our listener runs in the capture phase, before the router's, and stops
// the event for the pops that are ours.

const KEY = '__ghomesSheet';

type SheetState = Record<string, unknown> | null;

const currentMarker = () => (window.history.state as SheetState)?.[KEY];

/** The pop a closing sheet asked for, until it has happened: a sheet opening right after (Welcome Back, then
 * the booking sheet) pushes its entry only then, or the push and the pop would cross. */
let pendingBack: Promise<void> | null = null;

function popQuietly(): void {
  const done = new Promise<void>((resolve) => {
    const swallow = (event: PopStateEvent) => {
      event.stopImmediatePropagation();
      if (pendingBack === done) pendingBack = null;
      resolve();
    };
    window.addEventListener('popstate', swallow, { capture: true, once: true });
  });
  pendingBack = done;
  window.history.back();
}

export function useSheetBackButton(open: boolean, onOpenChange: (open: boolean) => void): void {
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    const marker = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    let pushed = false;
    let popped = false;
    let closed = false;
    const onPopState = (event: PopStateEvent) => {
      if (!pushed || currentMarker() === marker) return;
      popped = true;
      event.stopImmediatePropagation();
      close.current(false);
    };
    // Pushed after the current task, so a mount that React immediately undoes (Strict Mode) pushes nothing.
    const timer = window.setTimeout(() => {
      void (pendingBack ?? Promise.resolve()).then(() => {
        if (closed) return;
        window.history.pushState({ ...((window.history.state as SheetState) ?? {}), [KEY]: marker }, '');
        pushed = true;
      });
    }, 0);
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => {
      closed = true;
      window.clearTimeout(timer);
      window.removeEventListener('popstate', onPopState, { capture: true });
      // Closed by other means while our entry is still current: take it off again, quietly. (After a
      // navigation the current entry is the new page's, and is left alone.)
      if (pushed && !popped && currentMarker() === marker) popQuietly();
    };
  }, [open]);
}
