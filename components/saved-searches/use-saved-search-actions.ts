'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import type { SavedSearchItem } from '@/lib/validation/saved-search';
import { savedSearchesApi } from './saved-searches-api';
import { useSavedSearchTexts } from './saved-search-texts';

/** The server's words for a refusal (4xx, or no answer), else one generic line. */
function failureMessage(failure: unknown, generic: string): string {
  if (failure instanceof ApiError && (failure.status === 0 || (failure.status >= 400 && failure.status < 500)) && failure.message) return failure.message;
  return generic;
}
const isGone = (failure: unknown) => failure instanceof ApiError && failure.status === 404;

export interface SavedSearchCallbacks {
  onChange: (item: SavedSearchItem) => void;
  /** The search left the list (deleted here, or found deleted elsewhere). */
  onGone: (id: string) => void;
}

/**
 * One saved search's actions: switch its daily alert, rename it, delete it after the confirmation. `busy` names the
 * action that is saving (every button is disabled meanwhile); a search found deleted elsewhere leaves the list.
 */
export function useSavedSearchActions(item: SavedSearchItem, { onChange, onGone }: SavedSearchCallbacks) {
  const TEXTS = useSavedSearchTexts();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'alerts' | 'delete' | null>(null);

  function gone() {
    setConfirming(false);
    onGone(item.id);
    toast.info(TEXTS.gone);
  }

  async function switchAlerts() {
    if (busy) return;
    setBusy('alerts');
    try {
      const { savedSearch } = await savedSearchesApi.update(item.id, { alerts_enabled: !item.alertsEnabled });
      onChange(savedSearch);
      toast.success(savedSearch.alertsEnabled ? TEXTS.alertsSwitchedOn : TEXTS.alertsSwitchedOff);
    } catch (failure) {
      if (isGone(failure)) return gone();
      toast.error(failureMessage(failure, TEXTS.failed));
    } finally {
      setBusy(null);
    }
  }

  /** Saves a new name; the refusal's message when it was refused, else null (saved, or the search is gone). */
  async function rename(label: string): Promise<string | null> {
    try {
      const { savedSearch } = await savedSearchesApi.update(item.id, { label });
      onChange(savedSearch);
      toast.success(TEXTS.renamed);
      return null;
    } catch (failure) {
      if (isGone(failure)) {
        gone();
        return null;
      }
      return failureMessage(failure, TEXTS.failed);
    }
  }

  async function remove() {
    if (busy) return;
    setBusy('delete');
    try {
      await savedSearchesApi.remove(item.id);
      setConfirming(false);
      onGone(item.id);
      toast.success(TEXTS.removed);
    } catch (failure) {
      if (isGone(failure)) return gone();
      toast.error(failureMessage(failure, TEXTS.failed));
      setBusy(null);
    }
  }

  return { busy, confirming, setConfirming, switchAlerts, rename, remove };
}
