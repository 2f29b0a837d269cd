import { KARNATAKA_RERA_SEARCH_URL, factLines, type FactLine, type StatedFact } from '@/lib/societies/facts';
import { Section } from './section';

// The society's facts and its rules for tenants (the move-in card), each with where it came from and when it was
// checked; a fact nobody stated reads 'Unknown'. Server components: no script (docs/society-facts.md).

function FactList({ lines, testId }: { lines: FactLine[]; testId: string }) {
  // Classes in app/globals.css (fact-list): about twenty rows, each in the HTML and again in the React payload.
  return (
    <dl className="fact-list" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.key} data-fact={line.key}>
          <dt>{line.label}</dt>
          <dd data-unknown={line.value ? undefined : ''}>
            {line.text}
            {line.checked && <small>{line.checked}</small>}
            {line.key === 'rera_number' && line.value && (
              <a href={KARNATAKA_RERA_SEARCH_URL} target="_blank" rel="noopener noreferrer">
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
