'use client';

import { useEffect, useState } from 'react';
import { useIdleAnimation } from '@/components/common/use-idle-animation';
import { PLACEHOLDER_WORDS, SEARCH_TIMINGS } from '@/lib/search/types';

export interface PlaceholderTimings {
  typeMs: number;
  deleteMs: number;
  pauseMs: number;
  betweenWordsMs: number;
}

const SPEC_TIMINGS: PlaceholderTimings = {
  typeMs: SEARCH_TIMINGS.placeholderTypeMs,
  deleteMs: SEARCH_TIMINGS.placeholderDeleteMs,
  pauseMs: SEARCH_TIMINGS.placeholderPauseMs,
  betweenWordsMs: SEARCH_TIMINGS.placeholderBetweenWordsMs,
};

/**
 * The search box placeholder (spec 2): each word is typed (60 ms a character), held (2000 ms), deleted
 * (30 ms a character), and the next starts after 700 ms; the words loop. Inactive, or with reduced motion,
 * the first word stands still. One timer at a time; cleared on every change and on unmount.
 *
 * With `waitForIdle` (the default) the first word stands still, as the server rendered it, until the page has
 * loaded and gone idle, and again while the tab is hidden: typing re-renders the box every 30-60 ms, work that
 * must not compete with the page's load and hydration. It then goes on from that first word (held, deleted).
 */
export function usePlaceholderTyper(
  active: boolean,
  {
    words = PLACEHOLDER_WORDS,
    timings = SPEC_TIMINGS,
    reducedMotion = false,
    waitForIdle = true,
  }: { words?: readonly string[]; timings?: PlaceholderTimings; reducedMotion?: boolean; waitForIdle?: boolean } = {},
): string {
  const [state, setState] = useState(() => ({ word: 0, length: waitForIdle ? (words[0]?.length ?? 0) : 0, deleting: false }));
  const idle = useIdleAnimation();
  const animate = active && (idle || !waitForIdle) && !reducedMotion && words.length > 0;

  useEffect(() => {
    if (!animate) return;
    const word = words[state.word % words.length] ?? '';
    let delay: number;
    let next: typeof state;
    if (!state.deleting && state.length < word.length) {
      // The first character of a word comes after the pause between words.
      delay = state.length === 0 ? timings.betweenWordsMs : timings.typeMs;
      next = { ...state, length: state.length + 1 };
    } else if (!state.deleting) {
      delay = timings.pauseMs;
      next = { ...state, deleting: true };
    } else if (state.length > 0) {
      delay = timings.deleteMs;
      next = { ...state, length: state.length - 1 };
    } else {
      // Deleted: the next word's first character comes after the pause between words.
      delay = timings.betweenWordsMs;
      next = { word: (state.word + 1) % words.length, length: 1, deleting: false };
    }
    const timer = setTimeout(() => setState(next), delay);
    return () => clearTimeout(timer);
  }, [animate, state, timings, words]);

  if (!animate) return words[0] ?? '';
  return (words[state.word % words.length] ?? '').slice(0, state.length);
}
