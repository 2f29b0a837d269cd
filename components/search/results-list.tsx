import { useTranslations } from 'next-intl';
import { PendingSkeleton } from '@/components/common/pending-skeleton';
import { SocietyPageSkeleton } from '@/components/society/society-page-skeleton';
import type { RuleMatch } from '@/lib/search/rule-notes';
import { OWN_PLACE_NAMES, type PlaceName } from '@/lib/search/types';
import type { SocietySearchPage } from '@/server/search/service';
import { Pagination } from './pagination';
import { SocietyCard } from './society-card';

interface ResultsListProps {
  result: SocietySearchPage;
  hrefFor: (page: number) => string;
  /** The search's budget and bedrooms as the properties page's filters, carried on by every card (homes-link.ts). */
  homesQuery?: string;
  /** By society id: how each matched the search's rules for tenants (server/search/rule-homes.ts). */
  ruleMatches?: ReadonlyMap<string, RuleMatch[]>;
  /** Locations and sub locations as the page's language names them (server/search/place-names.ts). */
  placeName?: PlaceName;
}

/** One page of results (10 cards) and the pagination. */
export function ResultsList({ result, hrefFor, homesQuery = '', ruleMatches, placeName = OWN_PLACE_NAMES }: ResultsListProps) {
  const t = useTranslations('search');
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.results.length - 1;
  return (
    <div className="space-y-5">
      {result.pageCount > 1 ? (
        <p className="text-xs text-muted-foreground">
          {t('results.showing', { first, last, total: result.total })}
        </p>
      ) : null}
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="results-list">
        {result.results.map((society, index) => (
          <li key={society.id}>
            <SocietyCard
              priority={index === 0}
              society={{
                ...society,
                location: society.location && placeName('location', society.location),
                subLocation: society.subLocation && placeName('sub_location', society.subLocation),
                builderName: society.builder?.name ?? null,
                ruleMatches: ruleMatches?.get(society.id),
              }}
              homesQuery={homesQuery}
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
