'use client';

import { BellPlus, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { LOGIN_REASONS, useLoginTrigger } from '@/components/layout/login-trigger';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { useCopy } from '@/components/i18n/copy-scope';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_CODE } from '@/lib/saved-searches/limit';
import type { SavedSearchInput } from '@/lib/validation/saved-search';
import { savedSearchesApi } from './saved-searches-api';

// 'Save search': the search on screen is saved for the signed-in person, who then gets the daily
// digest of new listings that match. Signed out, the login opens and the search is saved once signed in. Its words
// are the small `saveSearch` namespace, handed down by the results tools and the properties page.

/** `payload`: what to save, read when tapped (the properties page's filters live in its URL). `compact`: the smaller button at the end of the filter chips. */
export function SaveSearchButton({ payload, compact = false }: { payload: () => SavedSearchInput; compact?: boolean }) {
  const t = useCopy('saveSearch');
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
      if (created) toast.success(t('success'));
      else toast.info(t('exists'));
    } catch (error) {
      setState('idle');
      if (error instanceof ApiError && error.status === 401 && !justSignedIn) openLogin(() => void save(true), LOGIN_REASONS.saveSearch);
      else if (error instanceof ApiError && error.code === SAVED_SEARCH_LIMIT_CODE) toast.error(t('limit', { count: SAVED_SEARCH_LIMIT }));
      else toast.error(t('failed'));
    }
  }

  return (
    <button type="button" className={compact ? BUTTON_CLASSES.saveSearchCompact : BUTTON_CLASSES.saveSearch} disabled={state !== 'idle'} onClick={() => void save()} data-testid="save-search">
      {state === 'saved' ? <Check aria-hidden="true" /> : <BellPlus aria-hidden="true" />}
      {t(state === 'saved' ? 'saved' : 'save')}
    </button>
  );
}
