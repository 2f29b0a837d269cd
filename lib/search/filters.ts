// Filter selection rules shared by the quick chips and the filter panel.
//
// A status can arrive two ways (quick chip -> `statuses`, filter panel or builder page -> `projectStatuses`),
// but to a person it is one choice: both places show it as chosen when either list holds it, and un-choosing
// it anywhere removes it from both. The search reads the union.
import { FILTER_BUILDERS } from '@/lib/catalog';
import { hasHomeFilter } from './href';
import { EMPTY_SEARCH_STATE, type SearchState } from './types';

export type QuickChip =
  | { kind: 'builder'; label: string; value: string }
  | { kind: 'status'; label: string; value: string }
  | { kind: 'category'; label: string; value: string };

const builderId = (name: string): string => {
  const builder = FILTER_BUILDERS.find((entry) => entry.name === name);
  if (!builder) throw new Error(`Unknown filter builder ${name}`);
  return builder.id;
};

/** Spec 2 "Quick chips": builders Prestige, Brigade, Sobha, Shriram; three statuses; category Luxury. */
export const QUICK_CHIPS: readonly QuickChip[] = [
  { kind: 'builder', label: 'Prestige', value: builderId('Prestige') },
  { kind: 'builder', label: 'Brigade', value: builderId('Brigade') },
  { kind: 'builder', label: 'Sobha', value: builderId('Sobha') },
  { kind: 'builder', label: 'Shriram', value: builderId('Shriram') },
  { kind: 'status', label: 'New Launch', value: 'New Launch' },
  { kind: 'status', label: 'Ready to Move-in', value: 'Ready to Move-in' },
  { kind: 'status', label: 'Under Construction', value: 'Under Construction' },
  { kind: 'category', label: 'Luxury', value: 'Luxury' },
];

export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];
}

export function uniqueValues(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** Every chosen status, quick chips first. */
export function chosenStatuses(state: Pick<SearchState, 'selectedStatuses' | 'projectStatuses'>): string[] {
  return uniqueValues([...state.selectedStatuses, ...state.projectStatuses]);
}

export function isStatusChosen(state: SearchState, status: string): boolean {
  return state.selectedStatuses.includes(status) || state.projectStatuses.includes(status);
}

/** `from` says which list receives a newly chosen status. */
export function toggleStatus(state: SearchState, status: string, from: 'chip' | 'panel'): SearchState {
  if (isStatusChosen(state, status)) {
    return {
      ...state,
      selectedStatuses: state.selectedStatuses.filter((entry) => entry !== status),
      projectStatuses: state.projectStatuses.filter((entry) => entry !== status),
    };
  }
  return from === 'chip'
    ? { ...state, selectedStatuses: [...state.selectedStatuses, status] }
    : { ...state, projectStatuses: [...state.projectStatuses, status] };
}

export function isChipSelected(state: SearchState, chip: QuickChip): boolean {
  switch (chip.kind) {
    case 'builder':
      return state.selectedBuilders.includes(chip.value);
    case 'status':
      return isStatusChosen(state, chip.value);
    case 'category':
      return state.selectedCategories.includes(chip.value);
  }
}

export function toggleChip(state: SearchState, chip: QuickChip): SearchState {
  switch (chip.kind) {
    case 'builder':
      return { ...state, selectedBuilders: toggleValue(state.selectedBuilders, chip.value) };
    case 'status':
      return toggleStatus(state, chip.value, 'chip');
    case 'category':
      return { ...state, selectedCategories: toggleValue(state.selectedCategories, chip.value) };
  }
}

/** The count the Filter button and the panel's 'Selected filters' show: every chosen filter value. */
export function countChosenFilters(state: SearchState): number {
  return (
    state.projectTypes.length +
    chosenStatuses(state).length +
    state.selectedCategories.length +
    state.amenities.length +
    state.rules.length +
    state.selectedBuilders.length +
    // A budget counts once (min and max are one choice), each bedroom count once.
    (state.homes.minBudget !== null || state.homes.maxBudget !== null ? 1 : 0) +
    state.homes.bhk.length
  );
}

export function hasChosenFilters(state: SearchState): boolean {
  return countChosenFilters(state) > 0;
}

/** 'Clear All': every filter list emptied; the text, the zone and the order stay. */
export function clearFilters(state: SearchState): SearchState {
  return { ...EMPTY_SEARCH_STATE, searchQuery: state.searchQuery, selectedZone: state.selectedZone, sort: state.sort };
}

export { hasHomeFilter };
