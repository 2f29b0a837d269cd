import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { auditRecordKey } from '@/lib/ops/audit-words';
import { isUuid } from '@/lib/slugs';
import { formatIndiaMoment } from '@/lib/time/india';
import { getDb } from '@/server/db/client';

// Names for one page of audit rows (/ops/audit): the person and the record each row is about, looked up per page,
// one query per kind of record on the page (a page is at most 100 rows). A record that is gone (an erased
// account, a delivered job) has no name and is shown by its kind and id.

interface NamedRow {
  table_name: string;
  row_id: string;
  actor_id: string | null;
  actor_email: string;
}

export interface AuditNames {
  /** By auditRecordKey(table, row id). */
  records: Map<string, string>;
  /** By actor id, or by 'owner:<id>' for an owner's own answer. */
  actors: Map<string, string>;
}

type Lookup = (ids: string[]) => SQL;

const uuids = (ids: string[]) => sql`${sql.param([...new Set(ids.filter(isUuid))])}::uuid[]`;
const fullName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);
const homeOf = (property: string, society: string) => sql.raw(`concat_ws(', ', nullif(${property}.house_number, ''), ${society}.name)`);

// Each lookup answers (id, name) for the row ids of its table on the page.
const LOOKUPS: Record<string, Lookup> = {
  profiles: (ids) => sql`select p.id::text as id, ${fullName('p')} as name from profiles p where p.id = any(${uuids(ids)})`,
  staff_members: (ids) => sql`select p.id::text as id, ${fullName('p')} as name from profiles p where p.id = any(${uuids(ids)})`,
  tenant_profile: (ids) => sql`select t.id::text as id, ${fullName('t')} as name from tenant_profile t where t.id = any(${uuids(ids)})`,
  owners: (ids) => sql`select o.id::text as id, o.name from owners o where o.id = any(${uuids(ids)})`,
  contact_messages: (ids) =>
    sql`select m.id::text as id, '''' || m.subject || ''' from ' || split_part(trim(m.name), ' ', 1) as name from contact_messages m where m.id = any(${uuids(ids)})`,
  tenant_offers: (ids) =>
    sql`select o.id::text as id, 'from ' || p.first_name || ' on ' || ${homeOf('h', 's')} as name
          from tenant_offers o join profiles p on p.id = o.user_id join properties h on h.id = o.property_id join gated_societies s on s.id = o.society_id
         where o.id = any(${uuids(ids)})`,
  property_rent_listings: (ids) =>
    sql`select l.id::text as id, ${homeOf('h', 's')} as name from property_rent_listings l join properties h on h.id = l.property_id join gated_societies s on s.id = l.society_id
         where l.id = any(${uuids(ids)})`,
  property_sale_listings: (ids) =>
    sql`select l.id::text as id, ${homeOf('h', 's')} as name from property_sale_listings l join properties h on h.id = l.property_id join gated_societies s on s.id = l.society_id
         where l.id = any(${uuids(ids)})`,
  broker_reports: (ids) =>
    sql`select b.id::text as id, ${homeOf('h', 's')} as name from broker_reports b join properties h on h.id = b.property_id join gated_societies s on s.id = b.society_id
         where b.id = any(${uuids(ids)})`,
  tenancies: (ids) =>
    sql`select t.id::text as id, ${homeOf('h', 's')} as name from tenancies t join properties h on h.id = t.property_id join gated_societies s on s.id = t.society_id
         where t.id = any(${uuids(ids)})`,
  condition_reports: (ids) =>
    sql`select r.id::text as id, case r.kind when 'move_in' then 'at move-in' else 'at move-out' end || ' of ' || ${homeOf('h', 's')} as name
          from condition_reports r join tenancies t on t.id = r.tenancy_id join properties h on h.id = t.property_id join gated_societies s on s.id = t.society_id
         where r.id = any(${uuids(ids)})`,
  tenancy_deposits: (ids) =>
    sql`select t.id::text as id, ${homeOf('h', 's')} as name from tenancies t join properties h on h.id = t.property_id join gated_societies s on s.id = t.society_id
         where t.id = any(${uuids(ids)})`,
  home_submissions: (ids) =>
    sql`select n.id::text as id, coalesce(n.tower || '-', '') || n.unit || ', ' || s.name as name from home_submissions n join gated_societies s on s.id = n.society_id
         where n.id = any(${uuids(ids)})`,
  properties: (ids) => sql`select h.id::text as id, ${homeOf('h', 's')} as name from properties h join gated_societies s on s.id = h.society_id where h.id = any(${uuids(ids)})`,
  visits: (ids) =>
    sql`select v.id::text as id, 'of ' || p.first_name || ', ' || s.name as name, v.visit_start as at
          from visits v join profiles p on p.id = v.user_id join gated_societies s on s.id = v.society_id where v.id = any(${uuids(ids)})`,
  gated_societies: (ids) => sql`select s.id::text as id, s.name from gated_societies s where s.id = any(${uuids(ids)})`,
  society_gate_desks: (ids) => sql`select s.id::text as id, s.name from gated_societies s where s.id = any(${uuids(ids)})`,
  campaigns: (ids) => sql`select c.slug as id, c.name from campaigns c where c.slug = any(${sql.param(ids)}::text[])`,
};

/** Rows keyed `<society id>/<...>` (a society fact, a society's other names): the society's name and the rest. */
async function societyParts(rows: NamedRow[], records: Map<string, string>): Promise<void> {
  const parted = rows
    .filter((row) => row.table_name === 'society_facts' || (row.table_name === 'aliases' && row.row_id.startsWith('society/')))
    .map((row) => {
      const [first, second] = row.row_id.split('/');
      return row.table_name === 'aliases' ? { row, societyId: second ?? '', rest: null } : { row, societyId: first ?? '', rest: second ?? null };
    });
  if (!parted.length) return;
  const { rows: found } = await getDb().execute<{ id: string; name: string }>(LOOKUPS.gated_societies!(parted.map((part) => part.societyId)));
  const names = new Map(found.map((row) => [row.id, row.name]));
  for (const { row, societyId, rest } of parted) {
    const society = names.get(societyId);
    if (society) records.set(auditRecordKey(row.table_name, row.row_id), rest ? `${society}: ${rest}` : society);
  }
}

/** Names that need no lookup: a job by its number, a page of the audit log by its rows, leads by their campaign. */
function ownNames(rows: NamedRow[], records: Map<string, string>, campaigns: Map<string, string>): void {
  for (const row of rows) {
    const key = auditRecordKey(row.table_name, row.row_id);
    if (row.table_name === 'graphile_worker.jobs') records.set(key, `#${row.row_id}`);
    if (row.table_name === 'audit_log') records.set(key, `rows #${row.row_id.replace('-', ' to #')}`);
    if (row.table_name !== 'festival_leads') continue;
    // A download names its campaign's slug (or 'all'); a number shown names one lead by its id.
    const campaign = row.row_id === 'all' ? 'every campaign' : (campaigns.get(row.row_id) ?? (isUuid(row.row_id) ? null : row.row_id));
    if (campaign) records.set(key, campaign);
  }
}

/** The names of the records and of the people who acted, for one page of audit rows. */
export async function auditNames(rows: NamedRow[]): Promise<AuditNames> {
  const records = new Map<string, string>();
  const byTable = new Map<string, string[]>();
  for (const row of rows) byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.row_id]);
  // Leads are named by their campaign's slug: looked up with the campaigns.
  const campaignIds = [...(byTable.get('campaigns') ?? []), ...(byTable.get('festival_leads') ?? [])];
  if (campaignIds.length) byTable.set('campaigns', campaignIds);
  const campaigns = new Map<string, string>();
  await Promise.all(
    [...byTable].map(async ([table, ids]) => {
      const lookup = LOOKUPS[table];
      if (!lookup) return;
      const { rows: found } = await getDb().execute<{ id: string; name: string | null; at?: string | Date }>(lookup(ids));
      for (const { id, name, at } of found) {
        if (table === 'campaigns' && name) campaigns.set(id, name);
        if (name) records.set(auditRecordKey(table, id), at ? `${name}, ${formatIndiaMoment(at)}` : name);
      }
    }),
  );
  await societyParts(rows, records);
  ownNames(rows, records, campaigns);
  return { records, actors: await actorNames(rows) };
}

async function actorNames(rows: NamedRow[]): Promise<Map<string, string>> {
  const people = rows.map((row) => row.actor_id).filter((id): id is string => !!id);
  const owners = rows.map((row) => row.actor_email).filter((email) => email.startsWith('owner:')).map((email) => email.slice('owner:'.length));
  const actors = new Map<string, string>();
  const [found, foundOwners] = await Promise.all([
    people.length ? getDb().execute<{ id: string; name: string | null }>(LOOKUPS.profiles!(people)) : null,
    owners.length ? getDb().execute<{ id: string; name: string }>(LOOKUPS.owners!(owners)) : null,
  ]);
  for (const { id, name } of found?.rows ?? []) if (name) actors.set(id, name);
  for (const { id, name } of foundOwners?.rows ?? []) actors.set(`owner:${id}`, name);
  return actors;
}
