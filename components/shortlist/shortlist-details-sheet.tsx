'use client';

import { CalendarDays } from 'lucide-react';
import { Drawer, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle, DrawerClose } from '@/components/ui/drawer';
import { Button } from '@/components/ui/button';
import type { ShortlistItem } from '@/lib/visits/types';
import { homeTitle } from '@/lib/listings/display';
import { amount, availableFromLabel, foodPreferenceLabel, preferredTenantLabel, yesNo } from './shortlist-format';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

// 'View Details' (spec 2.7): available from; rentals get Finance Details and Owner Preferences, sales Sale Details.

function Table({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold text-foreground">{title}</h3>
      <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-start justify-between gap-4 px-3 py-2.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function maintenanceValue(rent: NonNullable<ShortlistItem['rent']>): string {
  if (rent.maintenanceIncluded) return rent.maintenance ? `${amount(rent.maintenance)} (Included in rent)` : 'Included in rent';
  return rent.maintenance ? `${amount(rent.maintenance)} (Not included)` : 'Not specified';
}

export function ShortlistDetailsSheet({ item, open, onOpenChange }: { item: ShortlistItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  useSheetBackButton(open, onOpenChange);
  const rent = item.rent;
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-testid="shortlist-details">
        <DrawerHeader>
          <DrawerTitle>{homeTitle(item.bedroom, item.furnishing)}</DrawerTitle>
          <DrawerDescription>{item.societyName}</DrawerDescription>
        </DrawerHeader>
        <div className="space-y-5 overflow-y-auto px-5 pb-2">
          <p className="flex items-center justify-between gap-3 rounded-xl bg-primary/5 px-3 py-3 text-sm">
            <span className="flex items-center gap-2 text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              Available from
            </span>
            <span className="font-semibold text-foreground">{availableFromLabel(item)}</span>
          </p>
          {rent ? (
            <>
              <Table
                title="Finance Details"
                rows={[
                  ['Monthly Rent', amount(item.price) || 'Not specified'],
                  ['Security Deposit', rent.deposit ? amount(rent.deposit) : 'Not specified'],
                  ['Rent Negotiable', yesNo(rent.negotiable)],
                  ['Monthly Maintenance', maintenanceValue(rent)],
                  ['Service Fee (Tenant)', rent.serviceFee ? amount(rent.serviceFee) : 'None'],
                ]}
              />
              <Table
                title="Owner Preferences"
                rows={[
                  ['Pets Allowed', yesNo(rent.petsAllowed)],
                  ['Food Preference', foodPreferenceLabel(rent.foodPreference)],
                  ['Preferred Tenant', preferredTenantLabel(rent.preferredTenants)],
                ]}
              />
            </>
          ) : (
            <Table title="Sale Details" rows={[['Listing Price', item.price === null ? 'Price on request' : amount(item.price)]]} />
          )}
        </div>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button variant="outline" size="lg">
              Close
            </Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
