import { bedroom_configurations } from '@/server/db/schema';

// The fixed list of bedroom configurations: migration 0005 inserts these rows with these ids, the seed writes the
// same, and the search filters by these ids (server/search/listing-filters.ts) so the planner knows how many
// listings a configuration has.
export const BEDROOM_CONFIGURATIONS = [
  { id: 1, name: '1 RK', sort_order: 1 },
  { id: 2, name: '1 BHK', sort_order: 2 },
  { id: 3, name: '2 BHK', sort_order: 3 },
  { id: 4, name: '2.5 BHK', sort_order: 4 },
  { id: 5, name: '3 BHK', sort_order: 5 },
  { id: 6, name: '3.5 BHK', sort_order: 6 },
  { id: 7, name: '4 BHK', sort_order: 7 },
  { id: 8, name: '5 BHK', sort_order: 8 },
  // No sort order on purpose: the listing sort treats an unknown order as 999 (spec 2.3).
  { id: 9, name: 'Penthouse', sort_order: null },
] as const satisfies readonly (typeof bedroom_configurations.$inferInsert)[];
export type BedroomName = (typeof BEDROOM_CONFIGURATIONS)[number]['name'];
