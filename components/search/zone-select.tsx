'use client';

import { MapPin } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ZoneOption } from '@/lib/search/zones';
import { cn } from '@/lib/utils';

/** The zone dropdown (spec 2): zones by name, 'Select Zone' when none is chosen, a short scrolling list. */
export function ZoneSelect({
  zones,
  value,
  onChange,
  className,
}: {
  zones: readonly ZoneOption[];
  value: string | null;
  onChange: (zone: string) => void;
  className?: string;
}) {
  return (
    <Select value={value ?? undefined} onValueChange={onChange}>
      <SelectTrigger aria-label="Zone" data-testid="zone-select" className={cn('h-11 rounded-xl bg-background text-sm font-medium', className)}>
        <span className="flex min-w-0 items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <SelectValue placeholder="Select Zone" />
        </span>
      </SelectTrigger>
      <SelectContent className="max-h-56">
        {zones.map((zone) => (
          <SelectItem key={zone.id} value={zone.name} className="min-h-11">
            {zone.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
