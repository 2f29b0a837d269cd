'use client';

import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { FILTER_AMENITY_KEYS } from '@/lib/amenities';
import { FILTER_BUILDERS, FILTER_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import { isStatusChosen } from '@/lib/search/filters';
import { RULE_FILTER_KEYS, RULE_FILTER_LABELS } from '@/lib/societies/rule-filters';
import { amenityLabel } from '@/lib/search/summary';
import { searchWords } from '@/lib/search/words';
import { useCopy } from '@/components/i18n/copy-scope';
import { searchValue } from './search-values';
import { FilterToggle } from './filter-toggle';
import { HomesFilter } from './homes-filter';
import type { SearchController } from './use-search-controller';
import { useIsDesktop } from './use-media-query';

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
  const t = useCopy('search');
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
            <SheetTitle>{t('panel.title')}</SheetTitle>
            <SheetDescription className="sr-only">{t('panel.description')}</SheetDescription>
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
          <DrawerTitle>{t('panel.title')}</DrawerTitle>
          <DrawerDescription className="sr-only">{t('panel.description')}</DrawerDescription>
          <SelectedCount count={controller.filterCount} />
        </DrawerHeader>
        <FilterSections controller={controller} />
        <PanelFooter count={controller.filterCount} onClear={controller.clearAllFilters} onApply={apply} />
      </DrawerContent>
    </Drawer>
  );
}

function SelectedCount({ count }: { count: number }) {
  const t = useCopy('search');
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {t('panel.selected')} <span className="font-semibold text-foreground" data-testid="selected-filter-count">{count}</span>
    </p>
  );
}

function PanelFooter({ count, onClear, onApply }: { count: number; onClear: () => void; onApply: () => void }) {
  const t = useCopy('search');
  return (
    <div className="flex items-center gap-3 border-t bg-background p-4">
      {count > 0 ? (
        <Button variant="outline" onClick={onClear} className="flex-1">
          {t('panel.clearAll')}
        </Button>
      ) : null}
      <Button onClick={onApply} className="flex-[2]" data-testid="apply-filters">
        {t('panel.apply')}
      </Button>
    </div>
  );
}

/** `id`: the English title's words, the same in every language ('project-type'). */
function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const headingId = `filter-${id}`;
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
  const t = useCopy('search');
  const words = searchWords(t);
  const { state } = controller;
  return (
    <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5" data-vaul-no-drag="">
      <HomesFilter homes={state.homes} onChange={controller.setHomes} />
      <Section id="project-type" title={t('panel.projectType')}>
        {PROJECT_TYPES.map((type) => (
          <FilterToggle
            key={type}
            label={searchValue(t, type)}
            pressed={state.projectTypes.includes(type)}
            onToggle={() => controller.toggleFilter('projectTypes', type)}
          />
        ))}
      </Section>
      <Section id="project-status" title={t('panel.projectStatus')}>
        {PROJECT_STATUSES.map((status) => (
          <FilterToggle
            key={status}
            label={searchValue(t, status)}
            pressed={isStatusChosen(state, status)}
            onToggle={() => controller.toggleStatus(status)}
          />
        ))}
      </Section>
      <Section id="project-category" title={t('panel.projectCategory')}>
        {FILTER_CATEGORIES.map((category) => (
          <FilterToggle
            key={category}
            label={searchValue(t, category)}
            pressed={state.selectedCategories.includes(category)}
            onToggle={() => controller.toggleFilter('selectedCategories', category)}
          />
        ))}
      </Section>
      <Section id="amenities" title={t('panel.amenities')}>
        {FILTER_AMENITY_KEYS.map((key) => (
          <FilterToggle
            key={key}
            label={amenityLabel(key, words)}
            pressed={state.amenities.includes(key)}
            onToggle={() => controller.toggleFilter('amenities', key)}
          />
        ))}
      </Section>
      <Section id="rules-for-tenants" title={t('panel.rules')}>
        {RULE_FILTER_KEYS.map((key) => (
          <FilterToggle key={key} label={searchValue(t, key, RULE_FILTER_LABELS[key])} pressed={state.rules.includes(key)} onToggle={() => controller.toggleFilter('rules', key)} />
        ))}
      </Section>
      <Section id="builders" title={t('panel.builders')}>
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
