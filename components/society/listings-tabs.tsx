'use client';

import { useId, useRef, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { AlertCard } from './alert-card';

export type ListingTab = 'rent' | 'buy';
const TABS = [
  { value: 'rent', label: 'listings.tabRent' },
  { value: 'buy', label: 'listings.tabBuy' },
] as const satisfies readonly { value: ListingTab; label: string }[];

interface ListingsTabsProps {
  societyId: string;
  counts: Record<ListingTab, number>;
  /** Server-rendered carousels: both stay in the HTML (crawlers see every listing), one is shown. */
  panels: Record<ListingTab, React.ReactNode>;
}

/**
 * Rent/Buy tabs with counts (spec 2.1: values rent and buy); the alert card follows the chosen tab.
 * A small hand-written WAI-ARIA tabs pattern (arrow keys, Home/End, automatic activation) rather than
 * Radix Tabs: two tabs do not need a roving-focus library in the page's script.
 */
export function ListingsTabs({ societyId, counts, panels }: ListingsTabsProps) {
  const t = useCopy('society');
  const [tab, setTab] = useState<ListingTab>('rent');
  const id = useId();
  const refs = useRef<Record<ListingTab, HTMLButtonElement | null>>({ rent: null, buy: null });

  function onKeyDown(event: React.KeyboardEvent) {
    const index = TABS.findIndex((item) => item.value === tab);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? TABS.length - 1
      : -1;
    if (next === -1) return;
    event.preventDefault();
    const value = TABS[next]!.value;
    setTab(value);
    refs.current[value]?.focus();
  }

  return (
    <div className="space-y-4">
      <div>
        <div role="tablist" aria-label={t('listings.tabsLabel')} onKeyDown={onKeyDown} className="grid h-11 w-full grid-cols-2 items-center rounded-lg bg-muted text-muted-foreground">
          {TABS.map(({ value, label }) => (
            <button
              key={value}
              ref={(element) => {
                refs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${value}-tab`}
              aria-controls={`${id}-${value}-panel`}
              aria-selected={tab === value}
              tabIndex={tab === value ? 0 : -1}
              data-state={tab === value ? 'active' : 'inactive'}
              onClick={() => setTab(value)}
              className="inline-flex h-11 items-center justify-center gap-1.5 rounded-lg border-4 border-transparent bg-clip-padding px-3 text-sm font-semibold transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground"
            >
              {t(label)} <span className="tabular-nums">({counts[value]})</span>
            </button>
          ))}
        </div>
        {TABS.map(({ value }) => (
          <div
            key={value}
            role="tabpanel"
            id={`${id}-${value}-panel`}
            aria-labelledby={`${id}-${value}-tab`}
            hidden={tab !== value}
            className={tab !== value ? 'mt-3 hidden outline-none' : 'mt-3 outline-none'}
          >
            {panels[value]}
          </div>
        ))}
      </div>
      <AlertCard societyId={societyId} propertyType={tab === 'rent' ? 'Rent' : 'Buy'} />
    </div>
  );
}
