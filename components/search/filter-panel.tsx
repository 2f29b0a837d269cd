'use client';

import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { FILTER_AMENITY_KEYS } from '@/lib/amenities';
import { FILTER_BUILDERS, FILTER_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import { isStatusChosen } from '@/lib/search/filters';
import { RULE_FILTER_KEYS, RULE_FILTER_LABELS } from '@/lib/societies/rule-filters';
import { amenityLabel } from '@/lib/search/summary';
import { FilterToggle } from './filter-toggle';
import { HomesFilter } from './homes-filter';
import type { SearchController } from './use-search-controller';
import { useIsDesktop } from './use-media-query';

const TITLE = 'Find Your Perfect Home';
const DESCRIPTION = 'Choose any filters, then search.';

// The button lives apart so that the search card can show it without loading this panel (see lazy-filter-panel.tsx).
export { FilterButton } from './filter-button';

export interface FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  controller: SearchController;
  onApply: () => void;
}

/**
 * 'Find Your Perfect Home' (spec 2): a right-side sheet from 768 px (450 px, 540 px on wider screens), an
 * 80vh bottom drawer below. Choices apply to the search as they are made; 'Apply & Search' runs it.
 */
export function FilterPanel({ open, onOpenChange, controller, onApply }: FilterPanelProps) {
  const desktop = useIsDesktop();
  const apply = () => {
    onOpenChange(false);
    onApply();
  };

  if (desktop) {
    return (
      <Sheet open={open} onOpenChange={onOpenChange}>
        <SheetContent className="w-[450px] max-w-full lg:w-[540px]" data-testid="filter-panel">
          <SheetHeader className="pr-12">
            <SheetTitle>{TITLE}</SheetTitle>
            <SheetDescription className="sr-only">{DESCRIPTION}</SheetDescription>
            <SelectedCount count={controller.filterCount} />
          </SheetHeader>
          <FilterSections controller={controller} />
          <PanelFooter count={controller.filterCount} onClear={controller.clearAllFilters} onApply={apply} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent className="h-[80vh] max-h-[80vh]" data-testid="filter-panel">
        <DrawerHeader className="border-b pb-3">
          <DrawerTitle>{TITLE}</DrawerTitle>
          <DrawerDescription className="sr-only">{DESCRIPTION}</DrawerDescription>
          <SelectedCount count={controller.filterCount} />
        </DrawerHeader>
        <FilterSections controller={controller} />
        <PanelFooter count={controller.filterCount} onClear={controller.clearAllFilters} onApply={apply} />
      </DrawerContent>
    </Drawer>
  );
}

function SelectedCount({ count }: { count: number }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      Selected filters: <span className="font-semibold text-foreground" data-testid="selected-filter-count">{count}</span>
    </p>
  );
}

function PanelFooter({ count, onClear, onApply }: { count: number; onClear: () => void; onApply: () => void }) {
  return (
    <div className="flex items-center gap-3 border-t bg-background p-4">
      {count > 0 ? (
        <Button variant="outline" onClick={onClear} className="flex-1">
          Clear All
        </Button>
      ) : null}
      <Button onClick={onApply} className="flex-[2]" data-testid="apply-filters">
        Apply &amp; Search
      </Button>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = `filter-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

function FilterSections({ controller }: { controller: SearchController }) {
  const { state } = controller;
  return (
    <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5" data-vaul-no-drag="">
      <HomesFilter homes={state.homes} onChange={controller.setHomes} />
      <Section title="Project Type">
        {PROJECT_TYPES.map((type) => (
          <FilterToggle
            key={type}
            label={type}
            pressed={state.projectTypes.includes(type)}
            onToggle={() => controller.toggleFilter('projectTypes', type)}
          />
        ))}
      </Section>
      <Section title="Project Status">
        {PROJECT_STATUSES.map((status) => (
          <FilterToggle
            key={status}
            label={status}
            pressed={isStatusChosen(state, status)}
            onToggle={() => controller.toggleStatus(status)}
          />
        ))}
      </Section>
      <Section title="Project Category">
        {FILTER_CATEGORIES.map((category) => (
          <FilterToggle
            key={category}
            label={category}
            pressed={state.selectedCategories.includes(category)}
            onToggle={() => controller.toggleFilter('selectedCategories', category)}
          />
        ))}
      </Section>
      <Section title="Amenities">
        {FILTER_AMENITY_KEYS.map((key) => (
          <FilterToggle
            key={key}
            label={amenityLabel(key)}
            pressed={state.amenities.includes(key)}
            onToggle={() => controller.toggleFilter('amenities', key)}
          />
        ))}
      </Section>
      <Section title="Rules for Tenants">
        {RULE_FILTER_KEYS.map((key) => (
          <FilterToggle key={key} label={RULE_FILTER_LABELS[key]} pressed={state.rules.includes(key)} onToggle={() => controller.toggleFilter('rules', key)} />
        ))}
      </Section>
      <Section title="Builders">
        {FILTER_BUILDERS.map((builder) => (
          <FilterToggle
            key={builder.id}
            label={builder.name}
            pressed={state.selectedBuilders.includes(builder.id)}
            onToggle={() => controller.toggleFilter('selectedBuilders', builder.id)}
          />
        ))}
      </Section>
    </div>
  );
}
