'use client';
// The shortlist's and visit cards' shared parts read the `homes` messages; a page whose scope does not hand them
// over yet keeps the English words, so a card never shows a message key.
import { useCopy } from '@/components/i18n/copy-scope';
import type { FillValues } from '@/lib/i18n/fill';
import { fill } from '@/lib/i18n/fill';

type Key = 'notes.more' | 'notes.less' | 'facts.facing' | 'facts.sqft' | `facings.${string}`;

export function useHomeCopy(): (key: Key, english: string, values?: FillValues) => string {
  const t = useCopy('homes');
  return (key, english, values) => {
    const text = t(key as 'notes.more', values);
    return text === `homes.${key}` ? fill(english, values) : text;
  };
}
