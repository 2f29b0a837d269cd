// The words of the profile's 'Saved searches' list, in one place: the `account` namespace's `savedSearches` group,
// in the page's language.
import { useCopy } from '@/components/i18n/copy-scope';
import type { Messages } from '@/lib/i18n/english';

export type SavedSearchTexts = Messages['account']['savedSearches'];

export function useSavedSearchTexts(): SavedSearchTexts {
  const t = useCopy('account');
  const keys = Object.keys(SAVED_SEARCH_KEYS) as (keyof SavedSearchTexts)[];
  return Object.fromEntries(keys.map((key) => [key, t(`savedSearches.${key}`)])) as SavedSearchTexts;
}

const SAVED_SEARCH_KEYS: Record<keyof SavedSearchTexts, true> = {
  title: true,
  intro: true,
  emptyTitle: true,
  emptyBody: true,
  emptyAction: true,
  loadFailed: true,
  retry: true,
  alerts: true,
  alertsOn: true,
  alertsOff: true,
  alertsSwitchedOn: true,
  alertsSwitchedOff: true,
  rename: true,
  nameLabel: true,
  save: true,
  cancel: true,
  renamed: true,
  remove: true,
  confirmTitle: true,
  confirmBody: true,
  keep: true,
  removed: true,
  failed: true,
  gone: true,
};
