'use client';

import { useEffect, useState } from 'react';
import { SEARCH_TIMINGS } from '@/lib/search/types';

function commonPrefixLength(a: string, b: string): number {
  let index = 0;
  while (index < a.length && index < b.length && a[index] === b[index]) index += 1;
  return index;
}

/**
 * Types `target` out one character at a time (spec: 50 ms a character). When the target changes, the part
 * it shares with what is shown stays and only the rest is typed, so adding one filter does not retype the
 * whole sentence. With `instant` (reduced motion) the text is shown at once.
 */
export function useTypedText(target: string, { charMs = SEARCH_TIMINGS.summaryTypeMs, instant = false } = {}): string {
  const [shown, setShown] = useState(instant ? target : '');

  useEffect(() => {
    if (instant) {
      setShown(target);
      return;
    }
    if (shown === target) return;
    if (!target.startsWith(shown)) {
      // Cut back to the shared start straight away, then type forward.
      setShown(target.slice(0, commonPrefixLength(shown, target)));
      return;
    }
    const timer = setTimeout(() => setShown(target.slice(0, shown.length + 1)), charMs);
    return () => clearTimeout(timer);
  }, [charMs, instant, shown, target]);

  return instant ? target : shown;
}
