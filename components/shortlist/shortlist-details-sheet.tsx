'use client';

import { CalendarDays } from 'lucide-react';
import { Drawer, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle, DrawerClose } from '@/components/ui/drawer';
import { Button } from '@/components/ui/button';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { FOOD_PREFERENCES, type FoodPreference } from '@/lib/catalog';
import { calendarDayIn } from '@/lib/tenant/calendar-day';
import { isCalendarDate } from '@/lib/time/india';
import type { ShortlistItem } from '@/lib/visits/types';
import { homeTitle } from '@/lib/listings/display';
import { amount } from './shortlist-format';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

// 'View Details' (spec 2.7): available from; rentals get Finance Details and Owner Preferences, sales Sale Details.
// The words are the `tenant` namespace's `shortlist.details` group; a preferred tenant stored in English is shown
// in the language where the group names it.

type T = ReturnType<typeof useCopy<'tenant'>>;
const TENANT_KEYS = { Family: 'family', Bachelors: 'bachelors', Company: 'company' } as const;

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

function maintenanceValue(t: T, rent: NonNullable<ShortlistItem['rent']>): string {
  if (rent.maintenanceIncluded) return rent.maintenance ? t('shortlist.details.maintenanceIncludedAmount', { amount: amount(rent.maintenance) }) : t('shortlist.details.includedInRent');
  return rent.maintenance ? t('shortlist.details.maintenanceExtraAmount', { amount: amount(rent.maintenance) }) : t('shortlist.details.notSpecified');
}

/** 'Immediate', a date, or 'Not specified' (spec 2.7), in the page's language. */
function availableFrom(t: T, locale: Parameters<typeof calendarDayIn>[0], value: string | null): string {
  if (!value) return t('shortlist.details.notSpecified');
  if (value === 'Immediate') return t('shortlist.details.immediate');
  return isCalendarDate(value) ? calendarDayIn(locale, value) : t('shortlist.details.notSpecified');
}

function foodPreference(t: T, value: string | null): string {
  if (!value || value === 'no_preference') return t('shortlist.details.noPreference');
  return value in FOOD_PREFERENCES ? t(`shortlist.details.food.${value as FoodPreference}`) : value;
}

function preferredTenants(t: T, values: string[]): string {
  const shown = values.filter((value) => value && value !== 'Any');
  if (shown.length === 0) return t('shortlist.details.any');
  return shown.map((value) => (value in TENANT_KEYS ? t(`shortlist.details.tenants.${TENANT_KEYS[value as keyof typeof TENANT_KEYS]}`) : value)).join(', ');
}

export function ShortlistDetailsSheet({ item, open, onOpenChange }: { item: ShortlistItem; open: boolean; onOpenChange: (open: boolean) => void }) {
  useSheetBackButton(open, onOpenChange);
  const t = useCopy('tenant');
  const { locale } = useLocalePath();
  const yesNo = (value: boolean) => (value ? t('shortlist.details.yes') : t('shortlist.details.no'));
  const notSpecified = t('shortlist.details.notSpecified');
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
              {t('shortlist.details.availableFrom')}
            </span>
            <span className="font-semibold text-foreground">{availableFrom(t, locale, item.availableFrom)}</span>
          </p>
          {rent ? (
            <>
              <Table
                title={t('shortlist.details.finance')}
                rows={[
                  [t('shortlist.details.monthlyRent'), amount(item.price) || notSpecified],
                  [t('shortlist.details.deposit'), rent.deposit ? amount(rent.deposit) : notSpecified],
                  [t('shortlist.details.negotiable'), yesNo(rent.negotiable)],
                  [t('shortlist.details.maintenance'), maintenanceValue(t, rent)],
                  [t('shortlist.details.serviceFee'), rent.serviceFee ? amount(rent.serviceFee) : t('shortlist.details.none')],
                ]}
              />
              <Table
                title={t('shortlist.details.ownerPreferences')}
                rows={[
                  [t('shortlist.details.pets'), yesNo(rent.petsAllowed)],
                  [t('shortlist.details.foodPreference'), foodPreference(t, rent.foodPreference)],
                  [t('shortlist.details.preferredTenant'), preferredTenants(t, rent.preferredTenants)],
                ]}
              />
            </>
          ) : (
            <Table title={t('shortlist.details.sale')} rows={[[t('shortlist.details.listingPrice'), item.price === null ? t('shortlist.details.priceOnRequest') : amount(item.price)]]} />
          )}
        </div>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button variant="outline" size="lg">
              {t('shortlist.details.close')}
            </Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}
