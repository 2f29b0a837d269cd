'use client';

import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { normalizeSuggestionQuery } from '@/lib/search/suggestions';
import { SEARCH_TIMINGS, type Suggestion } from '@/lib/search/types';
import { fetchSuggestions } from './search-api';

const NONE: Suggestion[] = [];

/**
 * Autocomplete results for the text being typed. Requests wait for a short pause in typing (debounce); a new
 * request aborts the previous one, and an answer that is not for the latest text is dropped. A blank text
 * clears the list at once. Failures are only logged (spec 8).
 */
export function useSuggestions(query: string, enabled: boolean, debounceMs: number = SEARCH_TIMINGS.suggestionDebounceMs) {
  const [result, setResult] = useState<{ query: string; suggestions: Suggestion[] }>({ query: '', suggestions: [] });
  const latest = useRef('');
  const text = enabled ? normalizeSuggestionQuery(query) : '';
  latest.current = text;

  useEffect(() => {
    if (!text) {
      setResult((current) => (current.query ? { query: '', suggestions: [] } : current));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const suggestions = await fetchSuggestions(text, controller.signal);
        if (latest.current !== text) return; // a stale answer
        setResult({ query: text, suggestions });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('[search] suggestions failed:', error instanceof ApiError && error.status > 0 ? `suggestions answered ${error.status}` : error instanceof Error ? error.message : error);
        if (latest.current === text) setResult({ query: text, suggestions: [] });
      }
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [debounceMs, text]);

  // While the answer for new text is on its way the last list stays, so the list does not flicker per key.
  return text ? result.suggestions : NONE;
}
