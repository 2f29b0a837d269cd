import { Badge } from '@/components/ui/badge';
import { deskMoment } from '../desk-format';

/** 'Handled by ana@… · 23 Nov 2026, 10:00 AM' or 'Not handled'. */
export function HandledState({ handledAt, handledBy }: { handledAt: string | null; handledBy: string | null }) {
  if (!handledAt) return <Badge variant="yellow">Not handled</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Badge variant="green">Handled</Badge>
      <span className="text-muted-foreground">
        by <span className="break-all text-foreground">{handledBy}</span>, {deskMoment(handledAt)}
      </span>
    </span>
  );
}
