import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The Filter button of the search card, with the count of chosen filters. */
export function FilterButton({ count, onClick, className }: { count: number; onClick: () => void; className?: string }) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      data-testid="filter-button"
      aria-label={count ? `Filters, ${count} chosen` : 'Filters'}
      className={cn('h-11 rounded-xl px-3.5', count && 'border-primary text-primary', className)}
    >
      <SlidersHorizontal aria-hidden="true" />
      Filter
      {count ? (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-foreground">
          {count}
        </span>
      ) : null}
    </Button>
  );
}
