import { DeskPage } from '@/components/ops/desk-page';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { VitalsLegend, VitalsTable } from '@/components/ops/vitals/vitals-table';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { choiceParam, firstParam, type SearchParams } from '@/lib/ops/table-query';
import { requireStaffPage } from '@/server/staff/access';
import { vitalsDeskReport } from '@/server/vitals/desk';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Web Vitals · Operations desk' };

const WINDOWS = ['7', '28', '90'] as const;

export default async function VitalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.vitals.role);
  const params = await searchParams;
  const days = Number(choiceParam(params, 'days', WINDOWS) ?? '28');
  const asked = firstParam(params, 'route');
  const report = await vitalsDeskReport({ days, route: asked });
  const route = asked && report.routes.includes(asked) ? asked : undefined;
  return (
    <DeskPage title="Web Vitals" description="How fast pages are on real visitors' phones: a sample of page views reports LCP, INP, CLS, FCP and TTFB.">
      <TableFilters action={DESK_SECTIONS.vitals.href}>
        <FilterSelect id="days" label="Period" value={String(days)} anyLabel="Last 28 days" options={WINDOWS.map((value) => ({ value, label: `Last ${value} days` }))} />
        <FilterSelect id="route" label="Page" value={route} anyLabel="Every page" options={report.routes.map((value) => ({ value, label: value }))} />
      </TableFilters>
      <VitalsLegend />
      <VitalsTable title="By page" keyLabel="Page" rows={report.byRoute} empty="No page view has reported in this period." />
      <VitalsTable title={route ? `By day: ${route}` : 'By day, every page'} keyLabel="Day" rows={report.byDay} empty="No page view has reported in this period." />
    </DeskPage>
  );
}
