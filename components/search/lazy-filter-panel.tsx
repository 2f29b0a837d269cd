'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { FilterPanelProps } from './filter-panel';

// The panel (vaul's drawer, Radix's sheet, every filter list) is the biggest piece of the search card and
// nobody sees it until they tap 'Filter': its code is fetched on that first tap, then stays mounted so that
// closing it plays the drawer's exit animation and a second open is instant.
const FilterPanel = dynamic(() => import('./filter-panel').then((module) => module.FilterPanel), { ssr: false });

/** Fetches the filter panel's code when the panel is first opened, then renders it like FilterPanel. */
export function LazyFilterPanel(props: FilterPanelProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  return used ? <FilterPanel {...props} /> : null;
}
