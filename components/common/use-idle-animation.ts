'use client';

import { useEffect, useState } from 'react';
import { whenPageIdle } from './when-page-idle';

/** How long an animation waits for an idle moment at most (a busy page still animates after this). */
export const IDLE_TIMEOUT_MS = 2500;

/**
 * Whether a decorative animation may run: only once the page has loaded and the main thread has been idle
 * (requestIdleCallback, with a timer where the browser has none), and never while the tab is hidden. The first
 * frame of the animation is what the server rendered, so nothing waits for this; it only keeps timers and
 * re-renders out of the page's load and hydration, and off a tab nobody looks at.
 */
export function useIdleAnimation(): boolean {
  const [idle, setIdle] = useState(false);
  const [visible, setVisible] = useState(true);

  useEffect(() => whenPageIdle(() => setIdle(true), { timeoutMs: IDLE_TIMEOUT_MS, fallbackMs: IDLE_TIMEOUT_MS / 2 }), []);

  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  return idle && visible;
}
