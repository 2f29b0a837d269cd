'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ALL_ZONES, zoneOrAll, zoneShortName, type ZoneOption } from '@/lib/search/zones';
import { useCopy } from '@/components/i18n/copy-scope';

/** The value of the 'Select Zone' prompt shown while no zone is chosen; never a zone's name. */
const NOTHING_CHOSEN = '';

/**
 * The zone dropdown (spec 2): zones by name, 'Select Zone' when none is chosen; first of all 'All of Bangalore',
 * which searches every zone (no zone in the URL). A native <select>: the phone's own picker (a short scrolling
 * list), keyboard and screen-reader support for free, and no popover library in the home's and /search's
 * JavaScript (docs/bundles.md).
 */
export function ZoneSelect({
  zones,
  value,
  onChange,
  icons,
  className,
}: {
  zones: readonly ZoneOption[];
  /** null: every zone ('All of Bangalore'); undefined: nothing chosen yet. */
  value: string | null | undefined;
  onChange: (zone: string | null) => void;
  /** The pin before the name and the chevron after it, rendered by the server (search-form-parts.tsx). */
  icons: { zone: ReactNode; zoneChevron: ReactNode };
  className?: string;
}) {
  const t = useCopy('search');
  const selected = value === null ? ALL_ZONES : (value ?? NOTHING_CHOSEN);
  // The prompt, 'All of Bangalore' and each zone read in the page's language (a zone by its Kannada or Hindi name
  // where one is on record); the values stay the zones' own names, as the URL has them.
  const label = (name: string) => zones.find((zone) => zone.name === name)?.label ?? name;
  const shown = selected === NOTHING_CHOSEN ? t('zone.select') : selected === ALL_ZONES ? t('zone.all') : label(selected);
  const short = selected === ALL_ZONES ? t('words.zones.allShort') : zoneShortName(shown);
  return (
    // The closed box is drawn by the span under the (transparent) native select, so that a narrow box (a 320 px
    // phone, beside 'Filter') shows the zone's own word, 'South', where the full name would be cut to 'Bengaluru …';
    // the select itself, its options and what a screen reader hears keep the full names.
    <div className={clsx('@container relative h-11 min-w-0', className)}>
      <select
        aria-label={t('zone.label')}
        data-testid="zone-select"
        value={selected}
        onChange={(event) => onChange(zoneOrAll(event.target.value))}
        className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-xl opacity-0"
      >
        {selected === NOTHING_CHOSEN ? (
          <option value={NOTHING_CHOSEN} disabled hidden>
            {t('zone.select')}
          </option>
        ) : null}
        <option value={ALL_ZONES}>{t('zone.all')}</option>
        {zones.map((zone) => (
          <option key={zone.id} value={zone.name}>
            {zone.label ?? zone.name}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        data-testid="zone-select-shown"
        className={clsx(
          'flex h-full w-full min-w-0 items-center rounded-xl border border-input bg-background pl-9 pr-9 text-sm font-medium',
          'peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
          selected === NOTHING_CHOSEN && 'text-muted-foreground',
        )}
      >
        <span className="truncate @[12rem]:hidden">{short}</span>
        <span className="hidden truncate @[12rem]:inline">{shown}</span>
      </span>
      {icons.zone}
      {icons.zoneChevron}
    </div>
  );
}
