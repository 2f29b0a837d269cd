'use client';

import { BellPlus, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { LOGIN_REASONS, useLoginTrigger } from '@/components/layout/login-trigger';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { SAVED_SEARCH_LIMIT_CODE, SAVED_SEARCH_LIMIT_MESSAGE } from '@/lib/saved-searches/limit';
import type { SavedSearchInput } from '@/lib/validation/saved-search';
import { savedSearchesApi } from './saved-searches-api';

// 'Save search': the search on screen is saved for the signed-in person, who then gets the daily
// digest of new listings that match. Signed out, the login opens and the search is saved once signed in.

export const SAVE_SEARCH_TEXT = {
  save: 'Save search',
  saved: 'Search saved',
  success: 'Search saved. New matches come by e-mail once a day.',
  exists: 'You saved this search before.',
  failed: 'Could not save this search. Please try again.',
} as const;

/** `payload`: what to save, read when tapped (the properties page's filters live in its URL). `compact`: the smaller button at the end of the filter chips. */
export function SaveSearchButton({ payload, compact = false }: { payload: () => SavedSearchInput; compact?: boolean }) {
  const auth = useAuth();
  const { openLogin } = useLoginTrigger();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const key = typeof window === 'undefined' ? '' : window.location.search;
  // A different search on screen (a filter changed) can be saved again.
  useEffect(() => setState('idle'), [key]);

  async function save(justSignedIn = false) {
    const signedIn = justSignedIn || (auth.loading ? Boolean(await auth.refresh()) : Boolean(auth.user));
    if (!signedIn) {
      openLogin(() => void save(true), LOGIN_REASONS.saveSearch);
      return;
    }
    setState('saving');
    try {
      const { created } = await savedSearchesApi.save(payload());
      setState('saved');
      if (created) toast.success(SAVE_SEARCH_TEXT.success);
      else toast.info(SAVE_SEARCH_TEXT.exists);
    } catch (error) {
      setState('idle');
      if (error instanceof ApiError && error.status === 401 && !justSignedIn) openLogin(() => void save(true), LOGIN_REASONS.saveSearch);
      else if (error instanceof ApiError && error.code === SAVED_SEARCH_LIMIT_CODE) toast.error(SAVED_SEARCH_LIMIT_MESSAGE);
      else toast.error(SAVE_SEARCH_TEXT.failed);
    }
  }

  return (
    <button type="button" className={compact ? BUTTON_CLASSES.saveSearchCompact : BUTTON_CLASSES.saveSearch} disabled={state !== 'idle'} onClick={() => void save()} data-testid="save-search">
      {state === 'saved' ? <Check aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
      {state === 'saved' ? SAVE_SEARCH_TEXT.saved : SAVE_SEARCH_TEXT.save}
    </button>
  );
}
