'use client';

import { useEffect, useMemo, useState } from 'react';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { FilterToggle } from '@/components/search/filter-toggle';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { FURNISHING } from '@/lib/catalog';
import {
  AVAILABILITY,
  availabilityChoiceLabel,
  BHK_CHOICES,
  bhkLabel,
  matchesListing,
  RENT_BUDGET_STEPS,
  SALE_BUDGET_STEPS,
  type Budget,
  type FilterableListing,
  type ListingFilters,
} from '@/lib/listings/filters';
import { storedLabel } from '@/lib/societies/stored-values';
import { indiaDate } from '@/lib/time/india';
import { AmountSelect } from './amount-select';

// The properties page's filter sheet: choices are a draft until 'Show N homes', which puts them in
// the URL (one history entry: back undoes the whole change). The count follows the draft as it is made.

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`listing-filter-${id}`} className="space-y-3">
      <h3 id={`listing-filter-${id}`} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The furnishing choices, each in the page's language (the URL keeps the stored value). */
function FurnishingSection({ title, chosen, onToggle }: { title: string; chosen: readonly string[]; onToggle: (value: (typeof FURNISHING)[number]) => void }) {
  const tf = useCopy('facts');
  return (
    <Section id="furnishing" title={title}>
      <div className="flex flex-wrap gap-2">
        {FURNISHING.map((value) => (
          <FilterToggle key={value} label={storedLabel('furnishing', value, tf)} pressed={chosen.includes(value)} onToggle={() => onToggle(value)} />
        ))}
      </div>
    </Section>
  );
}

export function ListingFilterSheet({
  open,
  onOpenChange,
  kind,
  filters,
  listings,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'rent' | 'sale';
  filters: ListingFilters;
  /** The tab's listings: the button counts what the draft would show. */
  listings: readonly FilterableListing[];
  onApply: (filters: ListingFilters) => void;
}) {
  const t = useCopy('listings');
  const tf = useCopy('facts');
  const { locale } = useLocalePath();
  useSheetBackButton(open, onOpenChange);
  const [draft, setDraft] = useState(filters);
  // Each opening starts from what the URL says.
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);

  const count = useMemo(() => {
    const today = indiaDate(new Date());
    return listings.filter((listing) => matchesListing(listing, draft, today)).length;
  }, [listings, draft]);

  const budget: Budget = kind === 'rent' ? draft.rent : draft.sale;
  const setBudget = (next: Budget) => setDraft((current) => (kind === 'rent' ? { ...current, rent: { min: next.min, max: next.max } } : { ...current, sale: { min: next.min, max: next.max } }));
  const steps = kind === 'rent' ? RENT_BUDGET_STEPS : SALE_BUDGET_STEPS;
  const cleared: ListingFilters = { ...draft, rent: { min: undefined, max: undefined }, sale: { min: undefined, max: undefined }, bhk: [], furnishing: [], available: undefined };

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent className="max-h-[85vh]" data-testid="listing-filter-sheet">
        <DrawerHeader className="border-b pb-3">
          <DrawerTitle>{t('filterSheet.title')}</DrawerTitle>
          <DrawerDescription>{kind === 'rent' ? t('filterSheet.rentDescription') : t('filterSheet.saleDescription')}</DrawerDescription>
        </DrawerHeader>
        <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5" data-vaul-no-drag="">
          <Section id="budget" title={kind === 'rent' ? t('filterSheet.rentBudget') : t('filterSheet.price')}>
            <div className="flex gap-3">
              <AmountSelect label={t('filterSheet.min')} anyLabel={t('filterSheet.any')} locale={locale} value={budget.min} steps={steps} onChange={(min) => setBudget({ ...budget, min: min ?? undefined })} testId="budget-min" />
              <AmountSelect label={t('filterSheet.max')} anyLabel={t('filterSheet.any')} locale={locale} value={budget.max} steps={steps} onChange={(max) => setBudget({ ...budget, max: max ?? undefined })} testId="budget-max" />
            </div>
          </Section>
          <Section id="bhk" title={t('filterSheet.bedrooms')}>
            <div className="flex flex-wrap gap-2">
              {BHK_CHOICES.map((bhk) => (
                <FilterToggle key={bhk} label={bhkLabel(bhk)} pressed={draft.bhk.includes(bhk)} onToggle={() => setDraft((current) => ({ ...current, bhk: BHK_CHOICES.filter((b) => toggled(current.bhk, bhk).includes(b)) }))} />
              ))}
            </div>
          </Section>
          <FurnishingSection title={t('filterSheet.furnishing')} chosen={draft.furnishing} onToggle={(value) => setDraft((current) => ({ ...current, furnishing: FURNISHING.filter((f) => toggled(current.furnishing, value).includes(f)) }))} />
          {kind === 'rent' && (
            <Section id="available" title={t('filterSheet.availableFrom')}>
              <div className="flex flex-wrap gap-2">
                {AVAILABILITY.map((value) => (
                  <FilterToggle
                    key={value}
                    label={availabilityChoiceLabel(value, tf)}
                    pressed={draft.available === value}
                    onToggle={() => setDraft((current) => ({ ...current, available: current.available === value ? undefined : value }))}
                  />
                ))}
              </div>
            </Section>
          )}
        </div>
        <div className="border-t bg-background p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
          {/* Applying a draft that shows nothing would only lead to an empty page: the button waits for a choice
              that matches, and says why in full-strength text (a faded disabled button is hard to read). */}
          {count === 0 ? (
            <p id="listing-filters-no-match" className="mb-3 text-sm text-foreground" data-testid="listing-filters-no-match-reason">
              {t('filterSheet.noMatchReason')}
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <Button variant="outline" className="flex-1" onClick={() => setDraft(cleared)}>
              {t('filterSheet.clearAll')}
            </Button>
            <Button
              className="flex-[2] disabled:bg-muted disabled:text-foreground disabled:opacity-100"
              onClick={() => onApply(draft)}
              disabled={count === 0}
              aria-describedby={count === 0 ? 'listing-filters-no-match' : undefined}
              data-testid="apply-listing-filters"
            >
              {count === 0 ? t('filterSheet.noMatch') : t(count === 1 ? 'filterSheet.showOne' : 'filterSheet.showOther', { count })}
            </Button>
          </div>
        </div>
      </DrawerContent>
    </Drawer>
  );
}
