// /api/tenant-profile against a real PostgreSQL: signed out, no profile, create, read, update, one per person,
// the account's name/e-mail/phone win over the body, and another person's profile is never read or written.
import { eq, sql } from 'drizzle-orm';
import { GET, POST, PUT } from '@/app/api/tenant-profile/route';
import { getDb } from '@/server/db/client';
import { tenant_profile } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';
import { captureLogs } from '../helpers/log-capture';
import { call, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';
import { profilePayload } from './tenant-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

type Body = { profile?: Record<string, unknown> | null; error?: { code: string; message: string } };
const json = async (response: Response) => (await response.json()) as Body;

let asha = { id: '', cookie: '' };
let ravi = { id: '', cookie: '' };

beforeAll(async () => {
  asha = await signedInPerson('tenant-asha');
  ravi = await signedInPerson('tenant-ravi');
});

test('signed out: every method is 401 with the spec message and writes nothing', async () => {
  for (const [handler, method] of [[GET, 'GET'], [POST, 'POST'], [PUT, 'PUT']] as const) {
    const response = await call(handler, '/api/tenant-profile', { method, body: method === 'GET' ? undefined : profilePayload() });
    expect(response.status).toBe(401);
    expect((await json(response)).error).toEqual({ code: 'unauthorized', message: 'You must be logged in to create a tenant profile.' });
  }
  expect(await getDb().select().from(tenant_profile)).toHaveLength(0);
});

test('signed out with an invalid body: 401 before anything is parsed', async () => {
  for (const body of [{ short_bio: 42 }, '{nope', { ...profilePayload(), short_bio: 'a\u0000b' }]) {
    const response = await call(POST, '/api/tenant-profile', { method: 'POST', body });
    expect(response.status).toBe(401);
    expect((await json(response)).error?.code).toBe('unauthorized');
  }
});

test.each(['short_bio', 'current_residing_city', 'employer_name', 'first_name', 'linkedin_profile'])('a NUL in %s is a 422 that stores nothing', async (field) => {
  const response = await call(POST, '/api/tenant-profile', { method: 'POST', cookie: ravi.cookie, body: profilePayload({ [field]: 'Pune\u0000x' }) });
  expect(response.status).toBe(422);
  expect((await json(response)).error?.code).toBe('validation_failed');
  expect(await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, ravi.id))).toHaveLength(0);
});

test('no profile yet is a null profile, not an error', async () => {
  const response = await call(GET, '/api/tenant-profile', { cookie: asha.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  expect((await json(response)).profile).toBeNull();
});

test('create stores the profile for the session user, with the account name, e-mail and phone', async () => {
  const response = await call(POST, '/api/tenant-profile', {
    method: 'POST',
    cookie: asha.cookie,
    body: profilePayload({ user_id: ravi.id }),
  });
  expect(response.status).toBe(201);
  const [row] = await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, asha.id));
  expect(row).toMatchObject({
    first_name: 'Asha',
    last_name: 'Rao',
    occupation: 'Employed (Salaried)',
    employer_name: 'Infosys',
    institution_name: null, // not a student: dropped
    home_state: 'Karnataka',
    cibil_score: 780,
    tenant_type: 'Family',
    number_of_adults: 2,
    number_of_children: 1,
    total_occupants: null,
    has_pet: false,
    consent_to_bg: true,
  });
  expect(row?.email).not.toBe('forged@example.com');
  expect(row?.phone).not.toBe('9000000000');
  expect(await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, ravi.id))).toHaveLength(0);
});

test('read returns the own profile', async () => {
  const body = await json(await call(GET, '/api/tenant-profile', { cookie: asha.cookie }));
  expect(body.profile).toMatchObject({ first_name: 'Asha', employer_name: 'Infosys', number_of_adults: 2 });
  expect(body.profile).not.toHaveProperty('user_id');
});

test('a second create is 409 and changes nothing', async () => {
  const response = await call(POST, '/api/tenant-profile', { method: 'POST', cookie: asha.cookie, body: profilePayload({ employer_name: 'Wipro' }) });
  expect(response.status).toBe(409);
  const rows = await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, asha.id));
  expect(rows.map((row) => row.employer_name)).toEqual(['Infosys']);
});

test('update changes only the own profile; the new occupation drops the old detail', async () => {
  const response = await call(PUT, '/api/tenant-profile', {
    method: 'PUT',
    cookie: asha.cookie,
    body: profilePayload({ occupation: 'Student', institution_name: 'IISc', tenant_type: 'Bachelors-Girls', total_occupants: 3 }),
  });
  expect(response.status).toBe(200);
  const [row] = await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, asha.id));
  expect(row).toMatchObject({ occupation: 'Student', institution_name: 'IISc', employer_name: null, total_occupants: 3, number_of_adults: null, number_of_children: null });
});

test("another person never reads or writes someone else's profile", async () => {
  expect((await json(await call(GET, '/api/tenant-profile', { cookie: ravi.cookie }))).profile).toBeNull();
  const update = await call(PUT, '/api/tenant-profile', { method: 'PUT', cookie: ravi.cookie, body: profilePayload({ employer_name: 'Hijacked', id: asha.id, user_id: asha.id }) });
  expect(update.status).toBe(404);
  const [row] = await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, asha.id));
  expect(row?.institution_name).toBe('IISc');
  expect(row?.employer_name).toBeNull();
});

test('invalid steps are refused with their messages and write nothing', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [{ home_state: '' }, 'Please select your home state'],
    [{ employer_name: '' }, 'Please enter your employer name'],
    [{ linkedin_profile: 'https://example.com/in/asha' }, 'Please enter a valid LinkedIn URL'],
    [{ cibil_score: 950 }, 'CIBIL score must be a whole number between 300 and 900'],
    [{ tenant_type: 'Family', number_of_adults: 0 }, 'Please enter the number of adults (at least 1)'],
    [{ has_pet: null }, 'Please tell us whether you have a pet'],
  ];
  for (const [overrides, message] of cases) {
    const response = await call(POST, '/api/tenant-profile', { method: 'POST', cookie: ravi.cookie, body: profilePayload(overrides) });
    expect(response.status).toBe(422);
    expect((await json(response)).error?.message).toBe(message);
  }
  expect(await getDb().select().from(tenant_profile).where(eq(tenant_profile.user_id, ravi.id))).toHaveLength(0);
});

test("a database failure is 'Failed to create tenant profile. Please try again.' without details", async () => {
  const logs = captureLogs();
  // An out-of-range value that passes the schema cannot exist, so break the table for one call instead.
  await getDb().execute(sql.raw(`alter table tenant_profile add constraint tenant_profile_test_block check (home_state <> 'Goa') not valid`));
  try {
    const response = await call(POST, '/api/tenant-profile', { method: 'POST', cookie: ravi.cookie, body: profilePayload({ home_state: 'Goa' }) });
    expect(response.status).toBe(500);
    expect((await json(response)).error).toEqual({ code: 'tenant_profile_create_failed', message: 'Failed to create tenant profile. Please try again.' });
    // The log names the route, the code and the kind of failure, never the values of the insert.
    const logged = logs.text();
    expect(logged).toContain('[POST /api/tenant-profile] tenant_profile_create_failed');
    expect(logged).toContain('23514');
    for (const value of ['Product designer', 'Infosys', 'linkedin.com', 'Goa', '@example.com', 'insert into']) expect(logged).not.toContain(value);
  } finally {
    await getDb().execute(sql.raw('alter table tenant_profile drop constraint tenant_profile_test_block'));
    logs.stop();
  }
});

test('a cross-site write is refused', async () => {
  const response = await call(POST, '/api/tenant-profile', { method: 'POST', cookie: ravi.cookie, origin: 'https://evil.example', body: profilePayload() });
  expect(response.status).toBe(403);
});
