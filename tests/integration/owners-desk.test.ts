// The desk's owner records: 'Show contact' and 'Edit' are manager and up (404 for anyone else, nothing written),
// a look at the contact details is an audit view row, an edit an audit row with before and after, a bad edit 422.
import { eq, sql } from 'drizzle-orm';
import { PATCH as editRoute } from '@/app/api/ops/owners/[ownerId]/route';
import { POST as contactRoute } from '@/app/api/ops/owners/[ownerId]/contact/route';
import { getDb } from '@/server/db/client';
import { audit_log, owners } from '@/server/db/schema';
import { listDeskOwners } from '@/server/owners/desk';
import { useTestDatabase } from '../helpers/test-db';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant } from './staff-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const auditFor = (rowId: string) => getDb().select().from(audit_log).where(eq(audit_log.row_id, rowId)).orderBy(audit_log.id);
const auditCount = async () => (await getDb().select({ n: sql<number>`count(*)::int` }).from(audit_log))[0]!.n;
const contact = (ownerId: string, cookie?: string) => call(contactRoute, `/api/ops/owners/${ownerId}/contact`, { method: 'POST', cookie, params: { ownerId } });
const edit = (ownerId: string, body: unknown, cookie?: string) => call(editRoute, `/api/ops/owners/${ownerId}`, { method: 'PATCH', cookie, body, params: { ownerId } });

let ownerId: string;
beforeAll(async () => {
  [{ id: ownerId }] = (await getDb().insert(owners).values({ name: 'Ravi Kumar', phone: '9845012345', email: 'ravi@example.com' }).returning({ id: owners.id })) as [{ id: string }];
});

test('anyone below manager gets 404 and nothing is written', async () => {
  const cookies = [undefined, (await signedInTenant()).cookie, (await signedInStaff('agent')).cookie];
  const before = await auditCount();
  for (const cookie of cookies) {
    expect((await contact(ownerId, cookie)).status).toBe(404);
    expect((await edit(ownerId, { name: 'X Y', email: '', preferred_channel: 'email' }, cookie)).status).toBe(404);
  }
  expect(await auditCount()).toBe(before);
  expect((await getDb().select().from(owners).where(eq(owners.id, ownerId)))[0]!.name).toBe('Ravi Kumar');
});

test('the list masks the phone; showing the contact is an audit view row', async () => {
  const page = await listDeskOwners({}, { sort: 'name', dir: 'asc', page: 1, size: 25 });
  expect(JSON.stringify(page)).not.toContain('9845012345');
  expect(JSON.stringify(page)).not.toContain('ravi@example.com');
  expect(page.rows[0]).toMatchObject({ name: 'Ravi Kumar', phoneHint: '••••••2345', hasEmail: true });
  const manager = await signedInStaff('manager');
  const response = await contact(ownerId, manager.cookie);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ phone: '+919845012345', email: 'ravi@example.com' });
  expect((await auditFor(ownerId)).at(-1)).toMatchObject({ action: 'view', actor_id: manager.id, after: { viewed: ['phone', 'email'] } });
});

test('an edit is audited; a bad one is 422 and writes nothing', async () => {
  const admin = await signedInStaff('admin');
  const before = await auditCount();
  expect((await edit(ownerId, { name: 'R', email: 'not-mail', preferred_channel: 'sms' }, admin.cookie)).status).toBe(422);
  expect(await auditCount()).toBe(before);
  expect((await edit(ownerId, { name: 'Ravi K', email: 'ravi.k@example.com', preferred_channel: 'email' }, admin.cookie)).status).toBe(204);
  expect((await getDb().select().from(owners).where(eq(owners.id, ownerId)))[0]).toMatchObject({ name: 'Ravi K', email: 'ravi.k@example.com', preferred_channel: 'email' });
  expect((await auditFor(ownerId)).at(-1)).toMatchObject({
    action: 'owner.edit',
    actor_id: admin.id,
    before: { name: 'Ravi Kumar', email: 'ravi@example.com', preferred_channel: 'whatsapp' },
    after: { name: 'Ravi K', email: 'ravi.k@example.com', preferred_channel: 'email' },
  });
});
