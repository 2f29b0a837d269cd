'use client';

import { useSyncExternalStore } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { joinClasses } from '@/components/common/button-classes';
import { PROPERTIES_KEYS } from '@/lib/search/url-keys';
import { notifyLocationChange, subscribeToLocation } from './location-store';

// Rent(n)/Buy(n) toggle of the properties page. The page is cached for every visitor, so both lists are in
// its HTML and the tab comes from the URL (?tab=rent|buy, default rent) in the browser; switching keeps the
// URL in step without a server round trip.

export type PropertiesTab = 'rent' | 'buy';

const readTab = (): PropertiesTab => (new URLSearchParams(window.location.search).get(PROPERTIES_KEYS.tab) === 'buy' ? 'buy' : 'rent');

export function useTab(): PropertiesTab {
  return useSyncExternalStore(subscribeToLocation, readTab, () => 'rent');
}

function selectTab(tab: PropertiesTab) {
  const changed = readTab() !== tab;
  const url = new URL(window.location.href);
  url.searchParams.set(PROPERTIES_KEYS.tab, tab);
  window.history.replaceState(window.history.state, '', url);
  notifyLocationChange();
  // The other list may be much shorter: from far down the page the switch would land on the footer. Bring the
  // list's top into view (the page's top: the list starts right under the sticky header).
  if (changed && window.scrollY > 0) window.scrollTo({ top: 0, behavior: 'instant' });
}

export function PropertiesTabs({ counts }: { counts: Record<PropertiesTab, number> }) {
  const tab = useTab();
  const t = useCopy('listings');
  const tabs: { value: PropertiesTab; label: string }[] = [
    { value: 'rent', label: t('tabs.rent') },
    { value: 'buy', label: t('tabs.buy') },
  ];
  return (
    <div role="tablist" aria-label={t('tabs.label')} className="grid h-11 grid-cols-2 rounded-lg bg-muted text-muted-foreground">
      {tabs.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          role="tab"
          id={`properties-${value}-tab`}
          aria-controls={`properties-${value}-panel`}
          aria-selected={tab === value}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => selectTab(value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              const next = value === 'rent' ? 'buy' : 'rent';
              selectTab(next);
              document.getElementById(`properties-${next}-tab`)?.focus();
            }
          }}
          className={joinClasses('inline-flex h-11 items-center justify-center rounded-lg border-4 border-transparent bg-clip-padding text-sm font-semibold transition-colors', tab === value && 'bg-background text-foreground')}
        >
          {label} <span className="ml-1 tabular-nums">({counts[value]})</span>
        </button>
      ))}
    </div>
  );
}

/** A tab's panel: server-rendered content, shown when its tab is chosen. */
export function PropertiesPanel({ value, children }: { value: PropertiesTab; children: React.ReactNode }) {
  const tab = useTab();
  return (
    <div role="tabpanel" id={`properties-${value}-panel`} aria-labelledby={`properties-${value}-tab`} hidden={tab !== value} className="space-y-4">
      {children}
    </div>
  );
}
