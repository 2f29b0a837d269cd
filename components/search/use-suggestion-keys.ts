'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '@/lib/search/types';

interface SuggestionKeysOptions {
  /** The box's id: each option's id is made from it. */
  id: string;
  value: string;
  suggestions: Suggestion[];
  /** Whether the list is on screen. */
  open: boolean;
  setTyping: (typing: boolean) => void;
  /** A suggestion was chosen (the list closes: the box stops typing). */
  choose: (suggestion: Suggestion) => void;
}

/**
 * The highlighted suggestion of the search box and the keys that move it: arrows move through the list (ArrowDown
 * opens it again), Enter picks the highlighted one (else the form submits), Escape closes the list. When a new list
 * arrives, the highlighted suggestion stays highlighted if it is still there.
 */
export function useSuggestionKeys({ id, value, suggestions, open, setTyping, choose }: SuggestionKeysOptions) {
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const previousSuggestions = useRef(suggestions);
  useEffect(() => {
    const before = previousSuggestions.current;
    previousSuggestions.current = suggestions;
    if (before === suggestions) return;
    setActive((index) => {
      const chosen = index >= 0 ? before[index] : undefined;
      return chosen ? suggestions.findIndex((entry) => entry.type === chosen.type && entry.name === chosen.name) : -1;
    });
  }, [suggestions]);

  function pick(suggestion: Suggestion) {
    setActive(-1);
    choose(suggestion);
  }

  function moveTo(index: number) {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (value.trim() && event.key === 'ArrowDown') setTyping(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      moveTo(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      const chosen = open && active >= 0 ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else {
        // The surrounding form submits the search; the list closes.
        setTyping(false);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setTyping(false);
        setActive(-1);
      }
    }
  }

  return { active, setActive, optionId, onKeyDown, pick };
}
