import { notFound } from 'next/navigation';
import { FactEditor } from '@/components/ops/listings/fact-editor';
import { DeskPage } from '@/components/ops/desk-page';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { isUuid } from '@/lib/slugs';
import { FACT_DEFINITIONS } from '@/lib/societies/facts';
import { getSocietyFacts } from '@/server/societies/facts';
import { getSocietyDetail } from '@/server/societies/service';
import { requireStaffPage } from '@/server/staff/access';

// One society's facts and rules for tenants on the desk: each saves on its own, audited (docs/society-facts.md).
export default async function SocietyFactsPage({ params }: { params: Promise<{ societyId: string }> }) {
  await requireStaffPage(DESK_SECTIONS.listings.role);
  const { societyId } = await params;
  if (!isUuid(societyId)) notFound();
  const [society, facts] = await Promise.all([getSocietyDetail(societyId.toLowerCase()), getSocietyFacts(societyId.toLowerCase())]);
  if (!society) notFound();
  const byKey = new Map(facts.map((fact) => [fact.key, fact]));
  const group = (name: 'facts' | 'rules') =>
    FACT_DEFINITIONS.filter((definition) => definition.group === name).map((definition) => {
      const fact = byKey.get(definition.key);
      return { key: definition.key, label: definition.label, value: fact?.value ?? '', source: fact?.source ?? '', checkedOn: fact?.checkedOn ?? '' };
    });
  return (
    <DeskPage title={society.name} description="Facts and rules for tenants as the society page shows them. Empty is shown as unknown.">
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
