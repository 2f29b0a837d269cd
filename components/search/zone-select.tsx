'use client';

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ALL_ZONES, zoneOrAll, type ZoneOption } from '@/lib/search/zones';

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
  const selected = value === null ? ALL_ZONES : (value ?? NOTHING_CHOSEN);
  return (
    <div className={clsx('relative h-11 min-w-0', className)}>
      {icons.zone}
      <select
        aria-label="Zone"
        data-testid="zone-select"
        value={selected}
        onChange={(event) => onChange(zoneOrAll(event.target.value))}
        className={clsx(
          'h-full w-full min-w-0 appearance-none truncate rounded-xl border border-input bg-background pl-9 pr-9 text-sm font-medium',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          selected === NOTHING_CHOSEN && 'text-muted-foreground',
        )}
      >
        {selected === NOTHING_CHOSEN ? (
          <option value={NOTHING_CHOSEN} disabled hidden>
            Select Zone
          </option>
        ) : null}
        <option value={ALL_ZONES}>{ALL_ZONES}</option>
        {zones.map((zone) => (
          <option key={zone.id} value={zone.name}>
            {zone.name}
          </option>
        ))}
      </select>
      {icons.zoneChevron}
    </div>
  );
}
