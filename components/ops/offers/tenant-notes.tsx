import type { DeskOfferRow } from '@/lib/offers/desk';
import { cn } from '@/lib/utils';

/**
 * What the tenant wrote with the offer for the owner: the extra fittings asked for and the message. In a row each
 * is cut to two lines (the whole text in the answer dialog); nothing when the tenant wrote neither.
 */
export function TenantNotes({ offer, full = false }: { offer: Pick<DeskOfferRow, 'message' | 'extraFittings'>; full?: boolean }) {
  const notes = [
    ['Extra fittings', offer.extraFittings],
    ['Message to the owner', offer.message],
  ].filter((note): note is [string, string] => Boolean(note[1]));
  if (!notes.length) return null;
  return (
    <dl className={cn('space-y-1 text-sm', full ? 'rounded-lg bg-muted p-3' : 'max-w-72')} data-testid="desk-offer-notes">
      {notes.map(([label, text]) => (
        <div key={label}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className={cn('whitespace-pre-line [overflow-wrap:anywhere]', full ? null : 'line-clamp-2')} title={full ? undefined : text}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
