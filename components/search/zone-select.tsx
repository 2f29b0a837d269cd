'use client';

import { MapPin } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ALL_ZONES, zoneOrAll, type ZoneOption } from '@/lib/search/zones';
import { cn } from '@/lib/utils';

/**
 * The zone dropdown (spec 2): zones by name, 'Select Zone' when none is chosen, a short scrolling list; first of
 * all 'All of Bangalore', which searches every zone (no zone in the URL).
 */
export function ZoneSelect({
  zones,
  value,
  onChange,
  className,
}: {
  zones: readonly ZoneOption[];
  /** null: every zone ('All of Bangalore'); undefined: nothing chosen yet. */
  value: string | null | undefined;
  onChange: (zone: string | null) => void;
  className?: string;
}) {
  return (
    <Select value={value === null ? ALL_ZONES : value} onValueChange={(choice) => onChange(zoneOrAll(choice))}>
      <SelectTrigger aria-label="Zone" data-testid="zone-select" className={cn('h-11 rounded-xl bg-background text-sm font-medium', className)}>
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <SelectValue placeholder="Select Zone" />
        </span>
      </SelectTrigger>
      <SelectContent className="max-h-56">
        <SelectItem value={ALL_ZONES} className="min-h-11">
          {ALL_ZONES}
        </SelectItem>
        {zones.map((zone) => (
          <SelectItem key={zone.id} value={zone.name} className="min-h-11">
            {zone.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
