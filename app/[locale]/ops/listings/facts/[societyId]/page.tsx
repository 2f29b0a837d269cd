import { notFound } from 'next/navigation';
import { AliasEditor } from '@/components/ops/listings/alias-editor';
import { FactEditor } from '@/components/ops/listings/fact-editor';
import { DeskPage } from '@/components/ops/desk-page';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { isUuid } from '@/lib/slugs';
import { FACT_DEFINITIONS } from '@/lib/societies/facts';
import { societyAliasTargets } from '@/server/listings/desk-aliases';
import { getSocietyFacts } from '@/server/societies/facts';
import { getSocietyDetail } from '@/server/societies/service';
import { requireStaffPage } from '@/server/staff/access';

// One society on the desk: the other names the search knows it, its locality, sub-locality and builder by (each list
// saves on its own, docs/ops.md "Listings"), and its facts and rules for tenants (each saves on its own,
// docs/society-facts.md). Every save is audited.
export default async function SocietyFactsPage({ params }: { params: Promise<{ societyId: string }> }) {
  await requireStaffPage(DESK_SECTIONS.listings.role);
  const { societyId } = await params;
  if (!isUuid(societyId)) notFound();
  const [society, facts, aliasTargets] = await Promise.all([
    getSocietyDetail(societyId.toLowerCase()),
    getSocietyFacts(societyId.toLowerCase()),
    societyAliasTargets(societyId.toLowerCase()),
  ]);
  if (!society || !aliasTargets) notFound();
  const byKey = new Map(facts.map((fact) => [fact.key, fact]));
  const group = (name: 'facts' | 'rules') =>
    FACT_DEFINITIONS.filter((definition) => definition.group === name).map((definition) => {
      const fact = byKey.get(definition.key);
      return { key: definition.key, label: definition.label, value: fact?.value ?? '', source: fact?.source ?? '', checkedOn: fact?.checkedOn ?? '' };
    });
  return (
    <DeskPage title={society.name} description="Other names the search knows, and the facts and rules for tenants as the society page shows them. An empty fact is shown as unknown.">
      <section aria-labelledby="aliases-title" className="space-y-3">
        <h2 id="aliases-title" className="text-lg font-semibold">
          Other names the search knows
        </h2>
        <p className="text-sm text-muted-foreground">A search for any of these finds the society, or the place or builder it belongs to.</p>
        {aliasTargets.map((target) => (
          <AliasEditor key={target.kind} target={target} />
        ))}
      </section>
      {(['facts', 'rules'] as const).map((name) => (
        <section key={name} aria-labelledby={`facts-${name}`} className="space-y-3">
          <h2 id={`facts-${name}`} className="text-lg font-semibold">
            {name === 'facts' ? 'Society facts' : 'Rules for tenants'}
          </h2>
          {group(name).map((fact) => (
            <FactEditor key={fact.key} societyId={society.id} fact={fact} />
          ))}
        </section>
      ))}
    </DeskPage>
  );
}
