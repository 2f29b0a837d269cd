import { PendingSkeleton } from '@/components/common/pending-skeleton';
import { SocietyPageSkeleton } from '@/components/society/society-page-skeleton';
import type { SocietySearchPage } from '@/server/search/service';
import { Pagination } from './pagination';
import { SocietyCard } from './society-card';

/** One page of results (10 cards) and the pagination. */
export function ResultsList({ result, hrefFor }: { result: SocietySearchPage; hrefFor: (page: number) => string }) {
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.results.length - 1;
  return (
    <div className="space-y-5">
      {result.pageCount > 1 ? (
        <p className="text-xs text-muted-foreground">
          Showing {first}–{last} of {result.total}
        </p>
      ) : null}
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="results-list">
        {result.results.map((society, index) => (
          <li key={society.id}>
            <SocietyCard
              priority={index === 0}
              society={{ ...society, builderName: society.builder?.name ?? null }}
            />
          </li>
        ))}
      </ol>
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
      {/* Shown while a card's link to its society is pending. */}
      <PendingSkeleton name="society">
        <SocietyPageSkeleton />
      </PendingSkeleton>
    </div>
  );
}
