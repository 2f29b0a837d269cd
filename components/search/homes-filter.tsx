'use client';

import { BHK_CHOICES, bhkLabel, RENT_BUDGET_STEPS, SALE_BUDGET_STEPS } from '@/lib/listings/filter-choices';
import type { HomeFilter } from '@/lib/search/types';
import { AmountSelect } from '@/components/listings/amount-select';
import { FilterToggle } from './filter-toggle';
import { useCopy } from '@/components/i18n/copy-scope';

// The filter panel's homes section: societies with a home for rent or sale in a budget, with these
// bedrooms ('societies with a 3 BHK for rent under ₹50,000').

export function HomesFilter({ homes, onChange }: { homes: HomeFilter; onChange: (homes: HomeFilter) => void }) {
  const t = useCopy('search');
  const rent = homes.listing === 'rent';
  const steps = homes.listing === 'rent' ? RENT_BUDGET_STEPS : SALE_BUDGET_STEPS;
  // Switching rent and sale keeps the bedrooms; the budget of the other kind means nothing here.
  const setListing = (listing: HomeFilter['listing']) => listing !== homes.listing && onChange({ ...homes, listing, minBudget: null, maxBudget: null });
  const toggleBhk = (bhk: number) => onChange({ ...homes, bhk: homes.bhk.includes(bhk) ? homes.bhk.filter((value) => value !== bhk) : [...homes.bhk, bhk].sort() });
  return (
    <section aria-labelledby="filter-homes" className="space-y-3" data-testid="homes-filter">
      <h3 id="filter-homes" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {t('homes.title')}
      </h3>
      <div className="flex gap-2">
        <FilterToggle label={t('homes.forRent')} pressed={homes.listing === 'rent'} onToggle={() => setListing('rent')} />
        <FilterToggle label={t('homes.forSale')} pressed={homes.listing === 'sale'} onToggle={() => setListing('sale')} />
      </div>
      <div className="flex gap-3">
        <AmountSelect label={rent ? t('homes.minRent') : t('homes.minPrice')} value={homes.minBudget} steps={steps} onChange={(minBudget) => onChange({ ...homes, minBudget })} testId="search-budget-min" />
        <AmountSelect label={rent ? t('homes.maxRent') : t('homes.maxPrice')} value={homes.maxBudget} steps={steps} onChange={(maxBudget) => onChange({ ...homes, maxBudget })} testId="search-budget-max" />
      </div>
      <div className="flex flex-wrap gap-2">
        {BHK_CHOICES.map((bhk) => (
          <FilterToggle key={bhk} label={bhkLabel(bhk)} pressed={homes.bhk.includes(bhk)} onToggle={() => toggleBhk(bhk)} />
        ))}
      </div>
    </section>
  );
}
