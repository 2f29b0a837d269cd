/** @jest-environment node */
import { FILTER_BUILDERS } from '@/lib/catalog';
import {
  clearFilters,
  countChosenFilters,
  isChipSelected,
  QUICK_CHIPS,
  toggleChip,
  toggleStatus,
} from '@/lib/search/filters';
import { englishWords } from '@/lib/search/english-words';
import { buildSummarySentence, joinWords, type SummaryOptions } from '@/lib/search/summary';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/lib/search/types';
import { defaultZoneName } from '@/lib/search/zones';

const id = (name: string) => FILTER_BUILDERS.find((builder) => builder.name === name)!.id;
const state = (overrides: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...overrides });

/** The sentence in English, as the page's copy gives it. */
const sentence = (search: SearchState, options: Partial<SummaryOptions> = {}) => buildSummarySentence(search, { t: englishWords, ...options });

describe('summary sentence', () => {
  it('follows "Find <status> <category> <types> projects of <builders> in <zone>"', () => {
    expect(
      sentence(
        state({
          selectedStatuses: ['New Launch'],
          selectedCategories: ['Luxury'],
          projectTypes: ['Apartment'],
          selectedBuilders: [id('Prestige')],
          selectedZone: 'Bengaluru South',
        }),
      ),
    ).toBe('Find New Launch Luxury Apartment projects of Prestige in Bengaluru South');
  });

  it('leaves out the parts that are not chosen', () => {
    expect(sentence(state({ selectedCategories: ['Luxury'] }))).toBe('Find Luxury projects');
    expect(sentence(state({ selectedBuilders: [id('Sobha')] }))).toBe('Find projects of Sobha');
    expect(sentence(state({ selectedZone: 'Bengaluru East' }))).toBe('Find projects in Bengaluru East');
  });

  it('joins alternatives with "or" and builders with "and"', () => {
    expect(
      sentence(
        state({
          selectedStatuses: ['New Launch'],
          projectStatuses: ['Ready to Move-in', 'Under Construction'],
          projectTypes: ['Apartment', 'Villa'],
          selectedBuilders: [id('Prestige'), id('Brigade'), id('SNN Estates')],
        }),
      ),
    ).toBe('Find New Launch, Ready to Move-in or Under Construction Apartment or Villa projects of Prestige, Brigade and SNN Estates');
  });

  it('names a status once when both the chip and the panel hold it', () => {
    expect(sentence(state({ selectedStatuses: ['New Launch'], projectStatuses: ['New Launch'] }))).toBe(
      'Find New Launch projects',
    );
  });

  it('reads amenities with their labels and keeps typed text visible', () => {
    expect(
      sentence(
        state({ amenities: ['gym', 'power_backup_24_7'], selectedZone: 'Bengaluru North', searchQuery: ' lake ' }),
      ),
    ).toBe('Find projects with Gym and 24/7 Power Backup in Bengaluru North matching “lake”');
  });

  it('names the rules for tenants a society must state', () => {
    expect(sentence(state({ amenities: ['gym'], rules: ['bachelors', 'pets'], selectedZone: 'Bengaluru North' }))).toBe(
      'Find projects with Gym that allow bachelors and pets in Bengaluru North',
    );
  });

  it('uses the given builder names for ids outside the filter list', () => {
    expect(sentence(state({ selectedBuilders: ['x'] }), { builderName: () => 'Embassy' })).toBe('Find projects of Embassy');
    expect(sentence(state({ selectedBuilders: ['unknown'] }))).toBe('Find projects');
  });

  it('joins words', () => {
    expect(joinWords([], 'or', englishWords)).toBe('');
    expect(joinWords(['a'], 'or', englishWords)).toBe('a');
    expect(joinWords(['a', 'b'], 'and', englishWords)).toBe('a and b');
    expect(joinWords(['a', 'b', 'c'], 'or', englishWords)).toBe('a, b or c');
  });
});

describe('quick chips and filter counts', () => {
  it('offers the spec chips in order', () => {
    expect(QUICK_CHIPS.map((chip) => chip.label)).toEqual([
      'Prestige',
      'Brigade',
      'Sobha',
      'Shriram',
      'New Launch',
      'Ready to Move-in',
      'Under Construction',
      'Luxury',
    ]);
  });

  it('toggles a chip on and off', () => {
    const luxury = QUICK_CHIPS.find((chip) => chip.label === 'Luxury')!;
    const on = toggleChip(EMPTY_SEARCH_STATE, luxury);
    expect(on.selectedCategories).toEqual(['Luxury']);
    expect(isChipSelected(on, luxury)).toBe(true);
    expect(isChipSelected(toggleChip(on, luxury), luxury)).toBe(false);
  });

  it('treats a status chosen in the panel as chosen on the chip, and un-chooses it everywhere', () => {
    const newLaunch = QUICK_CHIPS.find((chip) => chip.label === 'New Launch')!;
    const fromPanel = toggleStatus(EMPTY_SEARCH_STATE, 'New Launch', 'panel');
    expect(fromPanel.projectStatuses).toEqual(['New Launch']);
    expect(isChipSelected(fromPanel, newLaunch)).toBe(true);
    const both = { ...fromPanel, selectedStatuses: ['New Launch'] };
    const off = toggleChip(both, newLaunch);
    expect(off.selectedStatuses).toEqual([]);
    expect(off.projectStatuses).toEqual([]);
  });

  it('counts every chosen filter value once, and Clear All keeps the text and zone', () => {
    const chosen = state({
      searchQuery: 'q',
      selectedZone: 'Bengaluru South',
      selectedBuilders: [id('Prestige')],
      selectedStatuses: ['New Launch'],
      projectStatuses: ['New Launch', 'Ready to Move-in'],
      selectedCategories: ['Luxury'],
      projectTypes: ['Villa'],
      amenities: ['gym', 'pet_parks'],
    });
    expect(countChosenFilters(chosen)).toBe(7);
    const cleared = clearFilters(chosen);
    expect(countChosenFilters(cleared)).toBe(0);
    expect(cleared.searchQuery).toBe('q');
    expect(cleared.selectedZone).toBe('Bengaluru South');
  });
});

describe('default zone', () => {
  it("is 'Bengaluru South' when present", () => {
    expect(defaultZoneName([{ id: '1', name: 'Bengaluru East' }, { id: '2', name: 'Bengaluru South' }])).toBe('Bengaluru South');
  });
  it('is otherwise the first by name, or none', () => {
    expect(defaultZoneName([{ id: '1', name: 'West' }, { id: '2', name: 'Central' }])).toBe('Central');
    expect(defaultZoneName([])).toBeNull();
  });
});
