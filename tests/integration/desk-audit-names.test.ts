// The audit log page in plain words on a real PostgreSQL: each row names the person who acted and the record it
// is about (the tenant's name and 'tenant profile', a society's name, an offer's tenant and home), looked up per
// page; a gone record keeps its kind; the filters by person (e-mail or phone), staff member, action and 'hide
// views' narrow the rows; the page says its times are India time, renders only for an admin, and its own look is
// a view naming the names it showed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import AuditPage from '@/app/[locale]/ops/audit/page';
import { auditActionWords, auditActorLabel, auditRecordKey, auditRecordLabel } from '@/lib/ops/audit-words';
import { COMMAND_LINE_ACTOR, findAuditPeople, listAudit, recordAudit, recordView, type AuditActor } from '@/server/audit/log';
import { auditNames } from '@/server/audit/names';
import { getDb } from '@/server/db/client';
import { audit_log, contact_messages, owners, profiles, properties, tenant_offers, tenant_profile } from '@/server/db/schema';
import { setRequestCookie } from '../helpers/next-headers';
import { useTestDatabase } from '../helpers/test-db';
import { insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, staffBehind, type SignedIn } from './staff-fixtures';
import { insertHome, insertOffer, insertVisit, slotStart } from './visit-fixtures';

jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.93'));

useEmbeddedAuthEnv();
useTestDatabase();

let admin: SignedIn;
let manager: SignedIn;
let managerActor: AuditActor;
const ids = { kavya: randomUUID(), gone: randomUUID() } as Record<string, string>;

beforeAll(async () => {
  const db = getDb();
  admin = await signedInStaff('admin');
  manager = await signedInStaff('manager');
  await db.update(profiles).set({ first_name: 'Ana', last_name: 'Rao' }).where(eq(profiles.id, manager.id));
  managerActor = { id: manager.id, email: manager.email, address: '198.51.100.7' };
  ids.society = await insertSociety({ name: 'Sobha Lotus Residency' });
  await db.insert(profiles).values({ id: ids.kavya!, first_name: 'Kavya', last_name: 'Nair', email: 'Kavya.Nair@example.com', phone: '9845012345' });
  const home = await insertHome(ids.society);
  await db.update(properties).set({ house_number: 'C-703' }).where(eq(properties.id, home.propertyId));
  ids.listing = home.listingId;
  ids.visit = await insertVisit(ids.kavya!, home, slotStart(6));
  await insertOffer(ids.kavya!, home, 'Pending');
  ids.offer = (await db.select({ id: tenant_offers.id }).from(tenant_offers).where(eq(tenant_offers.user_id, ids.kavya!)))[0]!.id;
  ids.profile = (await db.update(tenant_profile).set({ first_name: 'Kavya', last_name: 'Nair' }).where(eq(tenant_profile.user_id, ids.kavya!)).returning({ id: tenant_profile.id }))[0]!.id;
  ids.owner = (await db.insert(owners).values({ name: 'Ramesh Kumar', phone: '9811122233', email: 'ramesh@example.com' }).returning({ id: owners.id }))[0]!.id;
  ids.message = (await db.insert(contact_messages).values({ name: 'Kavya N', email: 'kavya.nair@example.com', subject: 'Parking at Sobha', message: 'A second slot?' }).returning({ id: contact_messages.id }))[0]!.id;

  // The rows, oldest first, as the desk, the command line and an owner write them.
  await recordView(db, managerActor, { table: 'profiles', rowId: ids.kavya!, fields: ['first_name', 'last_name', 'email', 'phone'] });
  await recordView(db, managerActor, { table: 'tenant_profile', rowId: ids.profile!, fields: ['occupation'] });
  await recordAudit(db, managerActor, { action: 'offer.accept', table: 'tenant_offers', rowId: ids.offer!, before: { offer_status: 'Pending' }, after: { offer_status: 'Accepted' } });
  await recordAudit(db, managerActor, { action: 'listing.update', table: 'property_rent_listings', rowId: ids.listing!, before: { expected_rent: 40000 }, after: { expected_rent: 42000 } });
  await recordAudit(db, managerActor, { action: 'visit.no_show', table: 'visits', rowId: ids.visit!, after: { no_show_at: 'now' } });
  await recordAudit(db, managerActor, { action: 'contact.handle', table: 'contact_messages', rowId: ids.message!, after: { handled_by: manager.email } });
  await recordView(db, managerActor, { table: 'owners', rowId: ids.owner!, fields: ['name', 'phone'] });
  await recordAudit(db, COMMAND_LINE_ACTOR, { action: 'desk.set_pin', table: 'society_gate_desks', rowId: ids.society!, after: { pin: 'set' } });
  await recordAudit(db, COMMAND_LINE_ACTOR, { action: 'society_fact.set', table: 'society_facts', rowId: `${ids.society}/parking`, after: { value: 'Two slots' } });
  await recordAudit(db, { id: null, email: `owner:${ids.owner}`, address: null }, { action: 'availability.confirm', table: 'property_rent_listings', rowId: ids.listing! });
  await recordAudit(db, managerActor, { action: 'job.retry', table: 'graphile_worker.jobs', rowId: '4242' });
  await recordView(db, managerActor, { table: 'profiles', rowId: ids.gone!, fields: ['first_name'] });
});

const all = () => listAudit({}, { limit: 100 });

test('each row names its record and who acted, looked up for the page', async () => {
  const rows = await all();
  const names = await auditNames(rows);
  const shown = rows.map((row) => [
    auditActionWords(row.action),
    auditRecordLabel(row.table_name, names.records.get(auditRecordKey(row.table_name, row.row_id))),
    auditActorLabel({ email: row.actor_email, name: names.actors.get(row.actor_id ?? row.actor_email) }),
  ]);
  const ana = `Ana Rao (${manager.email})`;
  expect(shown.slice(0, 12)).toEqual([
    // An account that is gone keeps its kind.
    ['Looked at details', 'Account', ana],
    ['Retried a failed job', 'Job #4242', ana],
    ['Owner said the home is available', 'Rent listing C-703, Sobha Lotus Residency', 'Ramesh Kumar (owner)'],
    ["Set a society fact", 'Society fact of Sobha Lotus Residency: parking', 'Command line'],
    ["Set a gate desk's PIN", 'Gate desk of Sobha Lotus Residency', 'Command line'],
    ['Looked at details', 'Ramesh Kumar, owner', ana],
    ['Marked a message handled', "Contact message 'Parking at Sobha' from Kavya", ana],
    ['Marked a visit: no-show', expect.stringMatching(/^Visit of Kavya, Sobha Lotus Residency, \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [AP]M$/), ana],
    ['Changed a listing', 'Rent listing C-703, Sobha Lotus Residency', ana],
    ['Accepted an offer', 'Offer from Kavya on C-703, Sobha Lotus Residency', ana],
    ['Looked at details', 'Kavya Nair, tenant profile', ana],
    ['Looked at details', 'Kavya Nair, account', ana],
  ]);
});

test('the person filter finds the rows about someone by e-mail (case aside) or phone; nobody matches nothing', async () => {
  const kavya = await findAuditPeople('KAVYA.NAIR@example.com');
  expect(kavya).toEqual([{ kind: 'account', id: ids.kavya, email: 'Kavya.Nair@example.com' }]);
  expect(await findAuditPeople('+91 98450 12345')).toEqual(kavya);
  const about = await listAudit({ people: kavya }, { limit: 100 });
  expect(about.map((row) => [row.action, row.table_name]).sort()).toEqual(
    [
      ['view', 'profiles'],
      ['view', 'tenant_profile'],
      ['offer.accept', 'tenant_offers'],
      ['visit.no_show', 'visits'],
      ['contact.handle', 'contact_messages'],
    ].sort(),
  );
  const ramesh = await findAuditPeople('98111 22233');
  expect(ramesh).toEqual([{ kind: 'owner', id: ids.owner }]);
  expect((await listAudit({ people: ramesh }, { limit: 100 })).map((row) => row.action)).toEqual(['view']);
  expect(await findAuditPeople('Kavya')).toEqual([]);
  expect(await listAudit({ people: [] }, { limit: 100 })).toEqual([]);
});

test("'hide views', the staff member and the action narrow the rows", async () => {
  const changes = await listAudit({ hideViews: true, actorEmail: manager.email }, { limit: 100 });
  expect(changes.map((row) => row.action)).toEqual(['job.retry', 'contact.handle', 'visit.no_show', 'listing.update', 'offer.accept']);
  // The two roles the fixtures granted with `npm run staff` are the command line's too.
  expect((await listAudit({ actorEmail: 'command line' }, { limit: 100 })).map((row) => row.action)).toEqual(['society_fact.set', 'desk.set_pin', 'staff.grant', 'staff.grant']);
  expect((await listAudit({ action: 'offer.accept', people: await findAuditPeople('kavya.nair@example.com') }, { limit: 100 })).map((row) => row.row_id)).toEqual([ids.offer]);
});

test('the page: India time said in its header, rows in words, filters in plain words; its look is a view naming the names', async () => {
  setRequestCookie(admin.cookie);
  const html = renderToStaticMarkup(await AuditPage({ searchParams: Promise.resolve({ views: 'hide', actor: manager.email }) }));
  expect(html).toContain('Times are India time (IST).');
  expect(html).toContain('Offer from Kavya on C-703, Sobha Lotus Residency');
  expect(html).toContain(`Ana Rao (${manager.email})`);
  expect(html).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
  expect(html).not.toContain('Looked at details</span>');
  for (const label of ['Person (e-mail or phone)', 'Staff member', 'Action', 'Kind of record', 'Hide views (who looked)']) expect(html).toContain(label);
  expect(html).toContain('<option value="offer.accept">Accepted an offer</option>');
  const adminId = (await staffBehind(admin.cookie))!.user.id;
  const [look] = await getDb().select().from(audit_log).where(and(eq(audit_log.actor_id, adminId), eq(audit_log.table_name, 'audit_log')));
  expect(look).toMatchObject({ action: 'view', after: { viewed: ['before', 'after', 'names'] } });

  // Nobody with that address: the page says so and shows no row.
  const none = renderToStaticMarkup(await AuditPage({ searchParams: Promise.resolve({ person: 'nobody@example.com' }) }));
  expect(none).toContain('No account or owner has that e-mail address or phone number.');
  expect(none).toContain('No audit row matches these filters.');
});

test('below an admin the page is the 404 and nothing is written', async () => {
  setRequestCookie(manager.cookie);
  const before = (await all()).length;
  await expect(AuditPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_HTTP_ERROR_FALLBACK;404') });
  expect((await all()).length).toBe(before);
});
