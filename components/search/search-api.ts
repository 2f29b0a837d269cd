import { apiFetch } from '@/lib/api/client';
import type { Suggestion } from '@/lib/search/types';

/** GET /api/suggestions for the text being typed; anything but a list reads as none. */
export async function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  const body = await apiFetch<{ suggestions?: Suggestion[] }>(`/api/suggestions?q=${encodeURIComponent(text)}`, { signal });
  return Array.isArray(body.suggestions) ? body.suggestions : [];
}
