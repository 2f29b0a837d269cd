import type { SearchBoxIcons } from '@/components/search/search-form-types';

/** Stand-ins for the icons the server renders into the search box (search-form-parts.tsx is server-only). */
export const TEST_SEARCH_BOX_ICONS: SearchBoxIcons = {
  search: <svg data-icon="search" />,
  summarySearch: <svg data-icon="summary-search" />,
  clearSummary: <svg data-icon="clear-summary" />,
  clearText: <svg data-icon="clear-text" />,
  kinds: {
    Society: <svg data-icon="society" />,
    Location: <svg data-icon="location" />,
    'Sub Location': <svg data-icon="sub-location" />,
    Builder: <svg data-icon="builder" />,
  },
};
