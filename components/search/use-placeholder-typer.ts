'use client';

import { useEffect, useRef, type RefObject } from 'react';
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

/** Where the typer is: which word, how many of its characters show, and whether it is deleting. */
export interface TyperState {
  word: number;
  length: number;
  deleting: boolean;
}

/** The typer's next state and how long the current one lasts before it (a pure step, so it is testable alone). */
export function nextTyperStep(state: TyperState, words: readonly string[], timings: PlaceholderTimings): { delay: number; next: TyperState } {
  const word = words[state.word % words.length] ?? '';
  if (!state.deleting && state.length < word.length) {
    // The first character of a word comes after the pause between words.
    return { delay: state.length === 0 ? timings.betweenWordsMs : timings.typeMs, next: { ...state, length: state.length + 1 } };
  }
  if (!state.deleting) return { delay: timings.pauseMs, next: { ...state, deleting: true } };
  if (state.length > 0) return { delay: timings.deleteMs, next: { ...state, length: state.length - 1 } };
  // Deleted: the next word's first character comes after the pause between words.
  return { delay: timings.betweenWordsMs, next: { word: (state.word + 1) % words.length, length: 1, deleting: false } };
}

export const typerText = (state: TyperState, words: readonly string[]) => (words[state.word % words.length] ?? '').slice(0, state.length);

/**
 * The search box placeholder (spec 2): each word is typed (60 ms a character), held (2000 ms), deleted
 * (30 ms a character), and the next starts after 700 ms; the words loop. Inactive, or with reduced motion,
 * the first word stands still (the `placeholder` React renders). One timer at a time; cleared on every change
 * and on unmount.
 *
 * A tick writes the input's placeholder attribute directly: no React state, no re-render of the box or the
 * card around it, so a tick costs one attribute write and a repaint of the field.
 *
 * With `waitForIdle` (the default) the first word stands still, as the server rendered it, until the page has
 * loaded and gone idle, and again while the tab is hidden: the typing must not compete with the page's load
 * and hydration. It then goes on from that first word (held, deleted).
 */
export function usePlaceholderTyper(
  inputRef: RefObject<HTMLInputElement | null>,
  active: boolean,
  {
    words = PLACEHOLDER_WORDS,
    timings = SPEC_TIMINGS,
    reducedMotion = false,
    waitForIdle = true,
  }: { words?: readonly string[]; timings?: PlaceholderTimings; reducedMotion?: boolean; waitForIdle?: boolean } = {},
): void {
  const state = useRef<TyperState>({ word: 0, length: waitForIdle ? (words[0]?.length ?? 0) : 0, deleting: false });
  const idle = useIdleAnimation();
  const animate = active && (idle || !waitForIdle) && !reducedMotion && words.length > 0;

  useEffect(() => {
    const input = inputRef.current;
    if (!animate || !input) return;
    let timer: number;
    const tick = () => {
      const { delay, next } = nextTyperStep(state.current, words, timings);
      timer = window.setTimeout(() => {
        state.current = next;
        input.placeholder = typerText(next, words);
        tick();
      }, delay);
    };
    input.placeholder = typerText(state.current, words);
    tick();
    return () => {
      window.clearTimeout(timer);
      // Still, it shows the first word, as the server rendered it.
      input.placeholder = words[0] ?? '';
    };
  }, [animate, inputRef, timings, words]);
}
