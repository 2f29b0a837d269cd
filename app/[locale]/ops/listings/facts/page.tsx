import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { firstParam, type SearchParams } from '@/lib/ops/table-query';
import { findSocieties } from '@/server/listings/desk';
import { requireStaffPage } from '@/server/staff/access';

// Finds the society whose facts, rules for tenants and other names (aliases) the desk edits (docs/society-facts.md,
// docs/ops.md "Listings").
export default async function SocietyFactsSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.listings.role);
  const text = (firstParam(await searchParams, 'society') ?? '').trim().slice(0, 100);
  const found = text.length >= 2 ? await findSocieties(text) : [];
  return (
    <DeskPage
      title="Society facts and names"
      description="What a tenant should know before the visit: the society's facts and its rules for tenants, each with its source and date; and the other names the search knows the society, its place and its builder by."
    >
      <TableFilters action="/ops/listings/facts">
        <FilterInput id="society" label="Society" type="search" value={text} placeholder="Part of the name" />
      </TableFilters>
      {text.length >= 2 && found.length === 0 && <p className="text-sm text-muted-foreground">No society’s name contains “{text}”.</p>}
      {found.length > 0 && (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Societies found">
          {found.map((society) => (
            <li key={society.id}>
              <Link href={`/ops/listings/facts/${society.id}`} className="flex min-h-11 items-center px-4 py-3 font-medium hover:bg-muted">
                {society.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DeskPage>
  );
}
