'use client';

import { useEffect, useState } from 'react';
import { useIdleAnimation } from '@/components/common/use-idle-animation';
import { HERO_WORDS, SEARCH_TIMINGS } from '@/lib/search/types';
import { cn } from '@/lib/utils';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * '<word> Living', the word changing every 5000 ms through Community, Secured, Community, Premium,
 * Community, Vibrant (spec 2). With reduced motion the first word stays. The first word is the server's and
 * has no entrance animation (it must paint at once); the rotation starts once the page is idle and stops while
 * the tab is hidden (useIdleAnimation). The entrance of later words is CSS (opacity and transform only).
 */
export function AnimatedHeading({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  // Counts every change (never wraps), so the first render alone is the server's, without an entrance.
  const [step, setStep] = useState(0);
  const running = useIdleAnimation() && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setStep((current) => current + 1), SEARCH_TIMINGS.heroWordMs);
    return () => clearInterval(timer);
  }, [running]);

  const word = HERO_WORDS[reducedMotion ? 0 : step % HERO_WORDS.length] ?? HERO_WORDS[0];
  return (
    <p className={cn('font-extrabold tracking-tight', className)} data-testid="animated-heading">
      <style href="gh-hero-word" precedence="default">
        {'@keyframes hero-word{from{opacity:0;transform:translateY(35%)}to{opacity:1;transform:none}}'}
      </style>
      {/* The key restarts the entrance animation on every change. */}
      <span key={step} className={cn('inline-block', step > 0 && 'motion-safe:animate-[hero-word_600ms_ease-out]', wordClassName)}>
        {word}
      </span>{' '}
      Living
    </p>
  );
}
