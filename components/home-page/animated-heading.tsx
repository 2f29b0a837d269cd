'use client';

import { useEffect, useRef } from 'react';
import { useIdleAnimation } from '@/components/common/use-idle-animation';
import { HERO_WORDS, SEARCH_TIMINGS } from '@/lib/search/types';
import { usePrefersReducedMotion } from '@/components/search/use-media-query';
import { useCopy } from '@/components/i18n/copy-scope';

/** The message of each of the spec's English hero words. */
const WORD_KEYS = {
  Community: 'hero.words.community',
  Secured: 'hero.words.secured',
  Premium: 'hero.words.premium',
  Vibrant: 'hero.words.vibrant',
} as const satisfies Record<(typeof HERO_WORDS)[number], string>;

const ENTRANCE: Keyframe[] = [
  { opacity: 0, transform: 'translateY(35%)' },
  { opacity: 1, transform: 'none' },
];

/**
 * Shows `word` in place of the current one without moving anything in layout, so the change is no layout
 * shift: the word's box keeps the first word's width (in em, so it follows the font size), the new word
 * is written into the same text node, and 'Living' follows the word's new end with a transform. The new word
 * enters with a 600 ms fade and rise (opacity and transform only).
 */
export function showHeroWord(box: HTMLElement, word: HTMLElement, living: HTMLElement, text: string): void {
  const fontSize = parseFloat(getComputedStyle(box).fontSize) || 16;
  if (!box.style.width) box.style.width = `${box.getBoundingClientRect().width / fontSize}em`;
  if (word.firstChild) word.firstChild.nodeValue = text;
  else word.textContent = text;
  const offset = (word.getBoundingClientRect().width - box.getBoundingClientRect().width) / fontSize;
  living.style.transform = offset ? `translateX(${offset.toFixed(3)}em)` : '';
  word.animate?.(ENTRANCE, { duration: 600, easing: 'ease-out' });
}

/**
 * '<word> Living', the word changing every 5000 ms through Community, Secured, Community, Premium,
 * Community, Vibrant (spec 2). With reduced motion the first word stays. The first word is the server's and
 * has no entrance animation (it must paint at once); the rotation starts once the page is idle and stops while
 * the tab is hidden (useIdleAnimation). A change writes the DOM directly (showHeroWord): no React re-render.
 */
export function AnimatedHeading({ className, wordClassName }: { className: string; wordClassName: string }) {
  const t = useCopy('home');
  // One string, so the effects depend on the words of this language and not on a new array each render.
  const wordList = HERO_WORDS.map((word) => t(WORD_KEYS[word])).join('\n');
  const reducedMotion = usePrefersReducedMotion();
  const running = useIdleAnimation() && !reducedMotion;
  const box = useRef<HTMLSpanElement>(null);
  const word = useRef<HTMLSpanElement>(null);
  const living = useRef<HTMLSpanElement>(null);
  // Counts every change (never wraps); kept across pauses, so a hidden tab resumes where it stopped.
  const step = useRef(0);

  useEffect(() => {
    if (!running) return;
    const words = wordList.split('\n');
    const timer = window.setInterval(() => {
      step.current += 1;
      if (box.current && word.current && living.current) {
        showHeroWord(box.current, word.current, living.current, words[step.current % words.length] ?? words[0] ?? '');
      }
    }, SEARCH_TIMINGS.heroWordMs);
    return () => window.clearInterval(timer);
  }, [running, wordList]);

  useEffect(() => {
    if (!reducedMotion || !box.current || !word.current || !living.current || step.current === 0) return;
    step.current = 0;
    showHeroWord(box.current, word.current, living.current, wordList.split('\n')[0] ?? '');
  }, [reducedMotion, wordList]);

  return (
    <p className={className} data-testid="animated-heading">
      <span ref={box} className="inline-block">
        <span ref={word} className={`inline-block ${wordClassName}`}>
          {wordList.split('\n')[0] ?? ''}
        </span>
      </span>{' '}
      <span ref={living} className="inline-block" style={{ transition: 'transform 600ms ease-out' }}>
        {t('hero.living')}
      </span>
    </p>
  );
}
