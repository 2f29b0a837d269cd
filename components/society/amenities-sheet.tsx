'use client';

import { Check, X } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { cn } from '@/lib/utils';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

export interface AmenityGroupView {
  title: string;
  items: { key: string; label: string; available: boolean }[];
}

interface AmenitiesSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  societyName: string;
  groups: AmenityGroupView[];
}

/** Every amenity by group as Yes or No (spec 2.1), in a bottom drawer that drags to dismiss. */
export function AmenitiesSheet({ open, onOpenChange, societyName, groups }: AmenitiesSheetProps) {
  const t = useCopy('society');
  useSheetBackButton(open, onOpenChange);
  const all = groups.flatMap((group) => group.items);
  const available = all.filter((item) => item.available).length;
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-testid="amenities-sheet">
        <DrawerHeader>
          <DrawerTitle>{t('amenities.title')}</DrawerTitle>
          <DrawerDescription>
            {t('amenities.sheetDescription', { available, total: all.length, name: societyName })}
          </DrawerDescription>
        </DrawerHeader>
        <div className="min-h-0 flex-1 space-y-5 overflow-y-auto overscroll-contain px-5 pb-2 pt-2">
          {groups.map((group, index) => (
            <section key={group.title} aria-labelledby={`amenity-group-${index}`}>
              <h3 id={`amenity-group-${index}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {group.title}
              </h3>
              <ul className="divide-y divide-border">
                {group.items.map((item) => (
                  <li key={item.key} className="flex min-h-11 items-center justify-between gap-3 text-sm">
                    <span className={cn('font-medium', !item.available && 'text-muted-foreground')}>{item.label}</span>
                    <span
                      className={cn(
                        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                        item.available ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600',
                      )}
                    >
                      {item.available ? <Check aria-hidden="true" className="size-3.5" /> : <X aria-hidden="true" className="size-3.5" />}
                      {item.available ? t('amenities.yes') : t('amenities.no')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <DrawerFooter className="border-t border-border">
          <DrawerClose asChild>
            <Button variant="outline">{t('amenities.close')}</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
