// The desk's edit of the other names the search knows a society, its locality and its builder by (PUT
// /api/ops/listings/aliases/<kind>/<id>, server/listings/desk-aliases.ts) on a real PostgreSQL, through the alias
// table's service (server/search/aliases.ts): managers and admins replace the list, audited with before and after
// in the same transaction; everyone else, an unknown target and bad input change nothing. next/cache is stood in for.
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { PUT } from '@/app/api/ops/listings/aliases/[kind]/[id]/route';
import { getDb } from '@/server/db/client';
import { audit_log, builders, locations } from '@/server/db/schema';
import { societyAliasTargets } from '@/server/listings/desk-aliases';
import { readAliases } from '@/server/search/alias-store';
import { useTestDatabase } from '../helpers/test-db';
import { BASE_URL, call, insertSociety, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, signedInTenant, type SignedIn } from './staff-fixtures';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
useTestDatabase();

const put = (kind: string, id: string, body: unknown, cookie?: string, origin: string | undefined = BASE_URL) =>
  call(PUT, `/api/ops/listings/aliases/${kind}/${id}`, { method: 'PUT', body, cookie, origin, params: { kind, id } });
const messageOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;
const auditRows = (rowId: string) =>
  getDb().select().from(audit_log).where(and(eq(audit_log.action, 'aliases.replace'), eq(audit_log.row_id, rowId))).orderBy(audit_log.created_at, audit_log.id);

let people: Record<'tenant' | 'agent' | 'manager' | 'admin', SignedIn>;
beforeAll(async () => {
  people = {
    tenant: await signedInTenant('aliases-tenant'),
    agent: await signedInStaff('agent'),
    manager: await signedInStaff('manager'),
    admin: await signedInStaff('admin'),
  };
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

describe("a society's aliases on the desk", () => {
  test('a manager replaces them from one field ("|" or lines), with an audit row of before and after', async () => {
    const id = await insertSociety({ name: `Sattva Greenage ${Date.now()}` });
    const saved = await put('society', id, { aliases: ' Satva  Greenage | Sattva Green Age\nसत्व ग्रीनएज\n\n|' }, people.manager.cookie);
    expect(saved.status).toBe(200);
    const aliases = ['Satva Greenage', 'Sattva Green Age', 'सत्व ग्रीनएज'];
    expect(await saved.json()).toEqual({ changed: true, aliases });
    expect(await readAliases({ kind: 'society', id })).toEqual(aliases);
    expect(revalidateTag).toHaveBeenCalledWith(`society:${id}`);
    expect(revalidateTag).toHaveBeenCalledWith('search');

    // An admin changes the list; then clears it with an empty field.
    expect((await put('society', id, { aliases: 'Satva Greenage' }, people.admin.cookie)).status).toBe(200);
    expect(await readAliases({ kind: 'society', id })).toEqual(['Satva Greenage']);
    expect((await put('society', id, { aliases: '' }, people.admin.cookie)).status).toBe(200);
    expect(await readAliases({ kind: 'society', id })).toEqual([]);

    const audits = await auditRows(`society/${id}`);
    expect(audits.map((row) => [row.actor_email, row.table_name, row.before, row.after])).toEqual([
      [people.manager.email, 'aliases', { aliases: [] }, { aliases }],
      [people.admin.email, 'aliases', { aliases }, { aliases: ['Satva Greenage'] }],
      [people.admin.email, 'aliases', { aliases: ['Satva Greenage'] }, { aliases: [] }],
    ]);
  });

  test('two spellings the search reads as one are kept once; the same list again changes nothing and is not audited', async () => {
    const id = await insertSociety();
    const first = await put('society', id, { aliases: 'J.P. Nagar Heights|jp nagar heights|JP Nagar Heights' }, people.manager.cookie);
    expect(await first.json()).toEqual({ changed: true, aliases: ['J.P. Nagar Heights'] });
    jest.mocked(revalidateTag).mockClear();
    const again = await put('society', id, { aliases: 'J.P. Nagar Heights' }, people.manager.cookie);
    expect(await again.json()).toEqual({ changed: false, aliases: ['J.P. Nagar Heights'] });
    expect(await auditRows(`society/${id}`)).toHaveLength(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test('signed out, a tenant and an agent get 404; a request from another site is refused; nothing is written', async () => {
    const id = await insertSociety();
    for (const cookie of [undefined, people.tenant.cookie, people.agent.cookie]) {
      expect((await put('society', id, { aliases: 'Other Name' }, cookie)).status).toBe(404);
    }
    expect((await put('society', id, { aliases: 'Other Name' }, people.manager.cookie, 'https://elsewhere.example')).status).toBe(403);
    expect(await readAliases({ kind: 'society', id })).toEqual([]);
    expect(await auditRows(`society/${id}`)).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test('bad input is refused with a clear message and changes nothing; unknown targets are 404', async () => {
    const id = await insertSociety();
    await put('society', id, { aliases: 'Kept Name' }, people.manager.cookie);
    const cases: [body: unknown, message: RegExp][] = [
      [{ aliases: 'x'.repeat(101) }, /^Keep each alias to 100 characters or fewer/],
      [{ aliases: Array.from({ length: 51 }, (_, index) => `Name ${index}`).join('|') }, /^At most 50 aliases$/],
      [{ aliases: 'Good | ...' }, /^An alias needs a letter or a digit/],
      [{ aliases: 'Bad\u0000Name' }, /^Please remove the invalid characters$/],
      [{ aliases: 'Name', extra: true }, /./],
      [{ aliases: 42 }, /./],
      [{}, /./],
    ];
    for (const [body, message] of cases) {
      const response = await put('society', id, body, people.manager.cookie);
      expect(response.status).toBe(422);
      expect(await messageOf(response)).toMatch(message);
    }
    expect(await readAliases({ kind: 'society', id })).toEqual(['Kept Name']);
    expect(await auditRows(`society/${id}`)).toHaveLength(1);

    for (const [kind, target] of [
      ['society', '1b7c1a52-0000-4000-8000-000000000000'],
      ['society', 'not-an-id'],
      ['zone', id],
      ['planet', id],
    ] as const) {
      expect((await put(kind, target, { aliases: 'Name' }, people.manager.cookie)).status).toBe(404);
    }
  });
});

describe("the society's locality and builder on the same page", () => {
  test('each has its own list, listed with the society, and a builder change expires its page', async () => {
    const stamp = Date.now();
    const [location] = await getDb().insert(locations).values({ name: `Varthur ${stamp}` }).returning({ id: locations.id });
    const [builder] = await getDb().insert(builders).values({ name: `Sattva ${stamp}` }).returning({ id: builders.id });
    const id = await insertSociety({ name: `Aliases Page ${stamp}`, location_id: location!.id, builder_id: builder!.id });

    expect((await put('location', location!.id, { aliases: `Varthuru ${stamp}\nವರ್ತೂರು ${stamp}` }, people.manager.cookie)).status).toBe(200);
    expect((await put('builder', builder!.id, { aliases: `Satva ${stamp}` }, people.manager.cookie)).status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith(`builder:${builder!.id}`);

    expect(await societyAliasTargets(id)).toEqual([
      { kind: 'society', id, name: `Aliases Page ${stamp}`, aliases: [] },
      { kind: 'location', id: location!.id, name: `Varthur ${stamp}`, aliases: [`Varthuru ${stamp}`, `ವರ್ತೂರು ${stamp}`] },
      { kind: 'builder', id: builder!.id, name: `Sattva ${stamp}`, aliases: [`Satva ${stamp}`] },
    ]);
    expect(await auditRows(`location/${location!.id}`)).toHaveLength(1);
    expect(await societyAliasTargets('1b7c1a52-0000-4000-8000-000000000000')).toBeNull();
  });
});
