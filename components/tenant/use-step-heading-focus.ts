'use client';

import { useEffect, useRef } from 'react';

/**
 * A multi-step form's step title that takes focus on every new step (not on the first render), so keyboard and
 * screen-reader users start at the top of the step. Returns the ref for the title.
 */
export function useStepHeadingFocus(step: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}
