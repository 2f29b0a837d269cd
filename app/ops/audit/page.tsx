import Link from 'next/link';
import { AuditEntry } from '@/components/ops/audit/audit-entry';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { dateParam, firstParam, parseTableQuery, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { addCalendarDays, startOfIndiaDay } from '@/lib/time/india';
import { listAudit, recordAuditLogView, type AuditFilters } from '@/server/audit/log';
import { requireStaffPage } from '@/server/staff/access';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Audit log · Operations desk' };

const HREF = DESK_SECTIONS.audit.href;
const pagerLink = 'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted';

/** The URL's filters; a bad value is no filter. Days are India days, `to` included. */
function auditFilters(params: SearchParams): AuditFilters {
  const text = (key: string) => firstParam(params, key)?.trim().slice(0, 200) || undefined;
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  return {
    actorEmail: text('actor')?.toLowerCase(),
    action: text('action'),
    table: text('table'),
    rowId: text('row'),
    from: from ? startOfIndiaDay(from) : undefined,
    to: to ? startOfIndiaDay(addCalendarDays(to, 1)) : undefined,
  };
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.audit.role);
  const params = await searchParams;
  const { size } = parseTableQuery(params, { sorts: ['id'] as const, sort: 'id', dir: 'desc' });
  const before = Number(firstParam(params, 'before'));
  const beforeId = Number.isSafeInteger(before) && before > 0 ? before : undefined;
  const rows = await listAudit(auditFilters(params), { limit: size + 1, beforeId });
  const shown = rows.slice(0, size);
  const older = rows.length > size ? shown.at(-1)!.id : null;
  await recordAuditLogView(staff.actor, shown.map((row) => row.id));
  return (
    <DeskPage title="Audit log" description="Every change made on the desk or the command line, and every view of a person's details, newest first. Rows cannot be changed.">
      <TableFilters action={HREF}>
        <FilterInput id="actor" label="Actor e-mail" type="search" value={firstParam(params, 'actor')} placeholder="name@ghomes.in or command line" />
        <FilterInput id="action" label="Action" type="search" value={firstParam(params, 'action')} placeholder="staff.grant" />
        <FilterInput id="table" label="Table" type="search" value={firstParam(params, 'table')} placeholder="staff_members" />
        <FilterInput id="row" label="Row id" type="search" value={firstParam(params, 'row')} />
        <FilterInput id="from" label="From" type="date" value={dateParam(params, 'from')} />
        <FilterInput id="to" label="To" type="date" value={dateParam(params, 'to')} />
      </TableFilters>
      {shown.length ? (
        <ol className="space-y-3" aria-label="Audit rows, newest first">
          {shown.map((row) => (
            <li key={row.id}>
              <AuditEntry row={row} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No audit row matches these filters.</p>
      )}
      <nav className="flex justify-between gap-3" aria-label="Pages">
        {beforeId ? (
          <Link className={pagerLink} href={tableHref(HREF, params, { before: null })}>
            Newest
          </Link>
        ) : (
          <span />
        )}
        {older ? (
          <Link className={pagerLink} href={tableHref(HREF, params, { before: older })} rel="next">
            Older
          </Link>
        ) : null}
      </nav>
    </DeskPage>
  );
}
