import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { NEW_HOME_SLA_HOURS } from '@/lib/owners/home-submission';
import { slaTone, waitedText, type SlaTone } from '@/lib/ops/sla';
import { cn } from '@/lib/utils';
import type { NewHomeRow } from '@/server/listings/submissions-desk';

// The 'New homes' queue: what owners sent, oldest first, with how long each has waited against the day's target
// (server component: no client code).


const TONE: Record<SlaTone, string> = { ok: 'text-muted-foreground', amber: 'font-semibold text-amber-800', red: 'font-semibold text-red-700' };
const TONE_WORDS: Record<SlaTone, string> = { ok: '', amber: ': past half the target', red: ': past the target' };

export function NewHomesList({ homes, now }: { homes: NewHomeRow[]; now: number }) {
  if (homes.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground" data-testid="new-homes-empty">
        No new homes are waiting. Homes owners add on their page show here when they send them.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-card" data-testid="new-homes-list">
      {homes.map((home) => {
        const waited = now - Date.parse(home.submittedAt);
        const tone = slaTone(waited, NEW_HOME_SLA_HOURS);
        return (
          <li key={home.id}>
            <Link href={`/ops/new-homes/${home.id}`} className="flex min-h-11 flex-wrap items-center justify-between gap-3 p-4 hover:bg-muted/50" data-testid="new-home-row">
              <span className="min-w-0">
                <span className="block font-medium">
                  {home.unit} · {home.societyName}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {home.ownerName} · for {home.kind === 'rent' ? 'rent' : 'sale'} · {home.photoCount} photos
                </span>
              </span>
              <span className="flex items-center gap-2">
                {home.duplicate ? <Badge variant="yellow">Unit already on GHomes</Badge> : null}
                <span className={cn('text-sm whitespace-nowrap', TONE[tone])} data-tone={tone}>
                  Waiting {waitedText(waited)}
                  {tone === 'ok' ? null : <span className="sr-only">{TONE_WORDS[tone]}</span>}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
