'use client';

import { useEffect, useState } from 'react';
import { HERO_WORDS, SEARCH_TIMINGS } from '@/lib/search/types';
import { cn } from '@/lib/utils';
import { usePrefersReducedMotion } from './use-media-query';

/**
 * '<word> Living', the word changing every 5000 ms through Community, Secured, Community, Premium,
 * Community, Vibrant (spec 2). With reduced motion the first word stays.
 */
export function AnimatedHeading({ className, wordClassName }: { className?: string; wordClassName?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % HERO_WORDS.length), SEARCH_TIMINGS.heroWordMs);
    return () => clearInterval(timer);
  }, [reducedMotion]);

  const word = HERO_WORDS[reducedMotion ? 0 : index] ?? HERO_WORDS[0];
  return (
    <p className={cn('font-extrabold tracking-tight', className)} data-testid="animated-heading">
      <style href="gh-hero-word" precedence="default">
        {'@keyframes hero-word{from{opacity:0;transform:translateY(35%)}to{opacity:1;transform:none}}'}
      </style>
      {/* The key restarts the entrance animation on every change. */}
      <span key={index} className={cn('inline-block motion-safe:animate-[hero-word_600ms_ease-out]', wordClassName)}>
        {word}
      </span>{' '}
      Living
    </p>
  );
}
