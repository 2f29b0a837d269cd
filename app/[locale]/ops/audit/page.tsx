import Link from 'next/link';
import { AuditEntry } from '@/components/ops/audit/audit-entry';
import { HideViewsFilter } from '@/components/ops/audit/hide-views-filter';
import { DeskPage } from '@/components/ops/desk-page';
import { FilterInput, FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { AUDIT_ACTION_CHOICES, AUDIT_RECORD_KINDS, auditActionWords, auditActorLabel, auditRecordKey, auditRecordLabel } from '@/lib/ops/audit-words';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { dateParam, firstParam, parseTableQuery, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { addCalendarDays, startOfIndiaDay } from '@/lib/time/india';
import { auditStaffChoices, findAuditPeople, listAudit, recordAuditLogView, type AuditFilters } from '@/server/audit/log';
import { auditNames } from '@/server/audit/names';
import { requireStaffPage } from '@/server/staff/access';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Audit log · Operations desk' };

const HREF = DESK_SECTIONS.audit.href;
const pagerLink = 'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted';

/** The URL's filters; a bad value is no filter. Days are India days, `to` included. */
async function auditFilters(params: SearchParams): Promise<AuditFilters> {
  const text = (key: string) => firstParam(params, key)?.trim().slice(0, 200) || undefined;
  const from = dateParam(params, 'from');
  const to = dateParam(params, 'to');
  const person = text('person');
  return {
    actorEmail: text('actor')?.toLowerCase(),
    action: text('action'),
    table: text('table'),
    rowId: text('row'),
    hideViews: firstParam(params, 'views') === 'hide',
    // A person nobody has matches no row (rather than every row).
    people: person ? await findAuditPeople(person) : undefined,
    from: from ? startOfIndiaDay(from) : undefined,
    to: to ? startOfIndiaDay(addCalendarDays(to, 1)) : undefined,
  };
}

/** The choices of a filter, with the URL's value kept when the list does not hold it (a former staff member). */
function withCurrent(choices: { value: string; label: string }[], current: string | undefined) {
  return current && !choices.some((choice) => choice.value === current) ? [...choices, { value: current, label: current }] : choices;
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage(DESK_SECTIONS.audit.role);
  const params = await searchParams;
  const { size } = parseTableQuery(params, { sorts: ['id'] as const, sort: 'id', dir: 'desc' });
  const before = Number(firstParam(params, 'before'));
  const beforeId = Number.isSafeInteger(before) && before > 0 ? before : undefined;
  const filters = await auditFilters(params);
  const [rows, staffChoices] = await Promise.all([listAudit(filters, { limit: size + 1, beforeId }), auditStaffChoices()]);
  const shown = rows.slice(0, size);
  const older = rows.length > size ? shown.at(-1)!.id : null;
  const names = await auditNames(shown);
  await recordAuditLogView(staff.actor, shown.map((row) => row.id));
  const actors = [...staffChoices.map((member) => ({ value: member.email, label: `${member.name} (${member.email})` })), { value: 'command line', label: 'Command line' }];
  return (
    <DeskPage
      title="Audit log"
      description="Every change made on the desk or the command line, and every view of a person's details, newest first. Rows cannot be changed. Times are India time (IST)."
    >
      <TableFilters action={HREF}>
        <FilterInput id="person" label="Person (e-mail or phone)" type="search" value={firstParam(params, 'person')} placeholder="kavya@example.com" />
        <FilterSelect id="actor" label="Staff member" value={filters.actorEmail} anyLabel="Anyone" options={withCurrent(actors, filters.actorEmail)} />
        <FilterSelect id="action" label="Action" value={filters.action} anyLabel="Any action" options={withCurrent(AUDIT_ACTION_CHOICES, filters.action)} />
        <FilterSelect id="table" label="Kind of record" value={filters.table} anyLabel="Any record" options={withCurrent(Object.entries(AUDIT_RECORD_KINDS).map(([value, label]) => ({ value, label })), filters.table)} />
        <FilterInput id="row" label="Record id" type="search" value={firstParam(params, 'row')} />
        <FilterInput id="from" label="From (India day)" type="date" value={dateParam(params, 'from')} />
        <FilterInput id="to" label="To (India day)" type="date" value={dateParam(params, 'to')} />
        <HideViewsFilter checked={filters.hideViews ?? false} />
      </TableFilters>
      {filters.people && !filters.people.length ? <p className="text-sm text-muted-foreground">No account or owner has that e-mail address or phone number.</p> : null}
      {shown.length ? (
        <ol className="space-y-3" aria-label="Audit rows, newest first">
          {shown.map((row) => (
            <li key={row.id}>
              <AuditEntry
                row={row}
                actionWords={auditActionWords(row.action)}
                actorLabel={auditActorLabel({ email: row.actor_email, name: names.actors.get(row.actor_id ?? row.actor_email) })}
                recordLabel={auditRecordLabel(row.table_name, names.records.get(auditRecordKey(row.table_name, row.row_id)))}
              />
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
