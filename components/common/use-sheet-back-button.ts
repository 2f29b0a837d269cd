'use client';

import { useEffect, useRef } from 'react';

// The phone's back button closes an open sheet instead of leaving the page (and losing the chosen slot or the
// typed text). Opening pushes one history entry on the same URL; back pops it and closes the sheet; closing by
// any other means (X, swipe, a finished step) pops the entry again, so history never fills with dead entries
// and a second back leaves the page as usual. Nested sheets each push their own entry: back closes the top one.
//
// These pops stay on the same page, so Next.js's router must not act on them: its popstate handler would
// 'restore' the entry and, being a navigation, discard a refresh in flight (a sheet that saves, closes and
// refreshes would keep showing old data). The router ignores a pop onto an entry whose state is null, so while
// a sheet is open the entry under it holds null (set with the native History method, which the router does
// not wrap) and gets its state back as soon as it is current again.

const KEY = '__ghomesSheet';

type SheetState = Record<string, unknown> | null;

interface OpenSheet {
  marker: string;
  /** The state of the entry under the sheet, given back when that entry is current again. */
  base: SheetState;
  close(): void;
}

const nativeReplaceState = (state: SheetState) => History.prototype.replaceState.call(window.history, state, '');
const currentMarker = () => (window.history.state as SheetState)?.[KEY];

const openSheets: OpenSheet[] = [];
/** A pop a closing sheet asked for: the entry's state to give back, and who waits for it. */
let quietPop: { base: SheetState; done(): void } | null = null;
/** Settles when the last quiet pop has happened; a sheet opening right after another closed waits for it. */
let pendingBack: Promise<void> = Promise.resolve();
let listening = false;

function onPopState() {
  if (quietPop) {
    const { base, done } = quietPop;
    quietPop = null;
    if (window.history.state === null) nativeReplaceState(base);
    done();
    return;
  }
  const top = openSheets.at(-1);
  if (!top || currentMarker() === top.marker) return;
  // Back from the sheet's entry: the entry under it is current again.
  openSheets.pop();
  if (window.history.state === null) nativeReplaceState(top.base);
  top.close();
}

function popQuietly(base: SheetState) {
  pendingBack = new Promise<void>((resolve) => {
    quietPop = { base, done: resolve };
  });
  window.history.back();
}

export function useSheetBackButton(open: boolean, onOpenChange: (open: boolean) => void): void {
  const close = useRef(onOpenChange);
  close.current = onOpenChange;

  useEffect(() => {
    if (!open) return;
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    let sheet: OpenSheet | null = null;
    let cancelled = false;
    // After the current task (a mount React undoes at once pushes nothing) and after any pop still on its way.
    const timer = window.setTimeout(() => {
      void pendingBack.then(() => {
        if (cancelled) return;
        const base = window.history.state as SheetState;
        const marker = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
        nativeReplaceState(null);
        window.history.pushState({ ...(base ?? {}), [KEY]: marker }, '');
        sheet = { marker, base, close: () => close.current(false) };
        openSheets.push(sheet);
      });
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (!sheet) return;
      const index = openSheets.indexOf(sheet);
      if (index === -1) return; // closed by back: its entry is gone already
      openSheets.splice(index, 1);
      // Closed by other means while its entry is current: take the entry off again. (After a navigation the
      // current entry is the new page's, and is left alone.)
      if (currentMarker() === sheet.marker) popQuietly(sheet.base);
    };
  }, [open]);
}

/**
 * Resolves once a sheet that has just closed has taken its history entry off again: a change of URL made after
 * closing (a filter sheet applying its choices) waits for it, or the pop would land on the new URL's entry.
 */
export function afterSheetHistorySettles(): Promise<void> {
  return new Promise<void>((resolve) => window.setTimeout(resolve, 0)).then(() => pendingBack);
}
