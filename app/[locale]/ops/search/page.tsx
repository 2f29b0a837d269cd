import { DeskPage } from '@/components/ops/desk-page';
import { SearchResults } from '@/components/ops/search/search-results';
import { DESK_PAGES } from '@/lib/ops/desk-sections';
import { parseDeskSearch } from '@/lib/ops/desk-search';
import { firstParam, type SearchParams } from '@/lib/ops/table-query';
import { requireStaffPage } from '@/server/staff/access';
import { deskSearch } from '@/server/staff/search';

export const metadata = { title: 'Search · Operations desk' };

export default async function DeskSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_PAGES.search.role);
  const terms = parseDeskSearch(firstParam(await searchParams, 'q'));
  const agent = staff.role === 'agent';
  const description = agent
    ? 'Find a visit to one of your societies by its gate pass code.'
    : 'Tenants and owners by name, phone or e-mail, homes by society and unit, visits by gate pass code, and their offers. Every person shown is in the audit log.';
  if (!terms) {
    return (
      <DeskPage title="Search" description={description}>
        <p className="text-sm text-muted-foreground">Type in the search box above.</p>
      </DeskPage>
    );
  }
  const results = await deskSearch(staff, terms);
  return (
    <DeskPage title={`Search: ${terms.text}`} description={description}>
      {!terms.searchable && !terms.phones.length && !terms.passCode ? (
        <p className="text-sm text-muted-foreground" data-testid="search-too-short">
          Type at least 3 letters, a phone number or a gate pass code.
        </p>
      ) : (
        <SearchResults results={results} />
      )}
    </DeskPage>
  );
}
