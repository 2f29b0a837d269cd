import { KARNATAKA_RERA_SEARCH_URL, factLines, type FactLine, type StatedFact } from '@/lib/societies/facts';
import { cn } from '@/lib/utils';
import { Section } from './section';

// The society's facts and its rules for tenants (the move-in card), each with where it came from and when it was
// checked; a fact nobody stated reads 'Unknown'. Server components: no script (docs/society-facts.md).

function FactList({ lines, testId }: { lines: FactLine[]; testId: string }) {
  return (
    <dl className="divide-y divide-border rounded-xl border border-border bg-card" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} className="grid gap-0.5 px-3 py-2.5 min-[400px]:grid-cols-[8.5rem_1fr] min-[400px]:gap-3" data-fact={line.key}>
          <dt className="text-sm text-muted-foreground">{line.label}</dt>
          <dd className="min-w-0">
            <p className={cn('text-sm font-medium [overflow-wrap:anywhere]', !line.value && 'text-muted-foreground')}>{line.text}</p>
            {line.checked && <p className="text-xs text-muted-foreground">{line.checked}</p>}
            {line.key === 'rera_number' && line.value && (
              <a
                href={KARNATAKA_RERA_SEARCH_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="-my-1 inline-flex min-h-11 items-center text-xs font-semibold text-primary underline-offset-2 hover:underline"
              >
                Search it on the Karnataka RERA register<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function SocietyFacts({ facts }: { facts: StatedFact[] }) {
  return (
    <Section id="society-facts" title="Society facts">
      <FactList lines={factLines('facts', facts)} testId="society-facts" />
    </Section>
  );
}

/** The move-in card: who may rent, pets, food, fees, verification, documents, moving hours, parking. */
export function MoveInCard({ facts }: { facts: StatedFact[] }) {
  return (
    <Section id="move-in" title="Rules for tenants">
      <p className="-mt-1 text-sm text-muted-foreground">As the association states them, with where each came from.</p>
      <FactList lines={factLines('rules', facts)} testId="move-in-card" />
    </Section>
  );
}
