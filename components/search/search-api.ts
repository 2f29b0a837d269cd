import { apiFetch } from '@/lib/api/client';
import type { Suggestion } from '@/lib/search/types';
import type { SuggestionsAnswer } from '@/lib/validation/search';

/** GET /api/suggestions for the text being typed; anything but a list reads as none. */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const body = await apiFetch<Partial<SuggestionsAnswer>>(`/api/suggestions?q=${encodeURIComponent(text)}`, { signal });
  return Array.isArray(body.suggestions) ? body.suggestions : [];
}
