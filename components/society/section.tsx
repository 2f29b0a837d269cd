import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

// The frame every society-page section shares, so headings, spacing and their skeleton twins line up.

interface SectionProps extends React.ComponentProps<'section'> {
  /** Used for the heading id and aria-labelledby. */
  id: string;
  title: string;
  action?: React.ReactNode;
}

export function Section({ id, title, action, className, children, ...props }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('scroll-mt-20 space-y-3', className)} {...props}>
      <div className="flex min-h-6 items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight text-foreground">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

export function SectionSkeleton({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div className={cn('space-y-3', className)} aria-hidden="true">
      <Skeleton className="h-6 w-40" />
      {children}
    </div>
  );
}
