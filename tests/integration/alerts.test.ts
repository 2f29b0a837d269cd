// /api/alerts against a real PostgreSQL: signed out, set, duplicate (23505 -> 'Alert Already Set'), unknown
// society (23503 -> 404), forged sessions.
import { and, eq } from 'drizzle-orm';
import { GET, POST } from '@/app/api/alerts/route';
import { getDb } from '@/server/db/client';
import { property_alerts } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';
import { call, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

const body = async (response: Response) => (await response.json()) as { types?: string[]; error?: { code: string; message: string } };
const alertsOf = (userId: string, societyId: string) =>
  getDb().select().from(property_alerts).where(and(eq(property_alerts.user_id, userId), eq(property_alerts.society_id, societyId)));

let societyId = '';
let person = { id: '', cookie: '' };

beforeAll(async () => {
  societyId = await insertSociety();
  person = await signedInPerson('alerts');
});

describe('signed out', () => {
  test('GET and POST answer 401 and write nothing', async () => {
    expect((await call(GET, `/api/alerts?society_id=${societyId}`)).status).toBe(401);
    const response = await call(POST, '/api/alerts', { method: 'POST', body: { society_id: societyId, property_type: 'Rent' } });
    expect(response.status).toBe(401);
    expect((await body(response)).error?.code).toBe('unauthorized');
    expect(await getDb().select().from(property_alerts)).toHaveLength(0);
  });
});

describe('signed in', () => {
  test('nothing is set at first', async () => {
    const response = await call(GET, `/api/alerts?society_id=${societyId}`, { cookie: person.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect((await body(response)).types).toEqual([]);
  });

  test('setting an alert stores it for the session user, whatever the body claims', async () => {
    const response = await call(POST, '/api/alerts', {
      method: 'POST',
      cookie: person.cookie,
      body: { society_id: societyId, property_type: 'Rent', user_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(201);
    const rows = await alertsOf(person.id, societyId);
    expect(rows.map((row) => row.property_type)).toEqual(['Rent']);
  });

  test("a second alert of the same kind is 'Alert Already Set' (409) and stores nothing new", async () => {
    const response = await call(POST, '/api/alerts', { method: 'POST', cookie: person.cookie, body: { society_id: societyId, property_type: 'Rent' } });
    expect(response.status).toBe(409);
    expect((await body(response)).error).toEqual({ code: 'alert_exists', message: 'Alert Already Set' });
    expect(await alertsOf(person.id, societyId)).toHaveLength(1);
  });

  test('Buy is a separate alert, and GET lists both', async () => {
    const response = await call(POST, '/api/alerts', { method: 'POST', cookie: person.cookie, body: { society_id: societyId, property_type: 'Buy' } });
    expect(response.status).toBe(201);
    const listed = await body(await call(GET, `/api/alerts?society_id=${societyId}`, { cookie: person.cookie }));
    expect(listed.types?.sort()).toEqual(['Buy', 'Rent']);
  });

  test('another person sees only their own alerts', async () => {
    const other = await signedInPerson('alerts-other');
    const listed = await body(await call(GET, `/api/alerts?society_id=${societyId}`, { cookie: other.cookie }));
    expect(listed.types).toEqual([]);
  });

  test('an alert for a society that does not exist is a 404 and stores nothing', async () => {
    const missingSociety = '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'; // the foreign key's 23503, not a duplicate
    const response = await call(POST, '/api/alerts', { method: 'POST', cookie: person.cookie, body: { society_id: missingSociety, property_type: 'Rent' } });
    expect(response.status).toBe(404);
    expect((await body(response)).error?.code).toBe('not_found');
    expect(await getDb().select().from(property_alerts).where(eq(property_alerts.society_id, missingSociety))).toHaveLength(0);
  });

  test('a forged or garbage session cookie means signed out (401), never a 500', async () => {
    const cookieName = person.cookie.split('=')[0]!.replace(/\.\d+$/, '');
    const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const claims = { sub: person.id, aud: 'authenticated', exp: 4_102_444_800, session_id: 'x' };
    for (const token of [`${b64('null')}.${b64(claims)}.AAAA`, `${b64({ alg: 'none' })}.${b64(claims)}.`, `${b64('[]')}.${b64('null')}.AAAA`, 'a.b.c', 'garbage']) {
      const session = { access_token: token, refresh_token: 'forged', token_type: 'bearer', expires_in: 3600, expires_at: 4_102_444_800, user: { id: person.id } };
      for (const cookie of [`${cookieName}=base64-${b64(session)}`, `${cookieName}=${encodeURIComponent(JSON.stringify(session))}`]) {
        const response = await call(POST, '/api/alerts', { method: 'POST', cookie, body: { society_id: societyId, property_type: 'Rent' } });
        expect([token, response.status]).toEqual([token, 401]);
      }
    }
  });

  test('a malformed payload is refused before the database', async () => {
    const response = await call(POST, '/api/alerts', { method: 'POST', cookie: person.cookie, body: { society_id: societyId, property_type: 'Sale' } });
    expect(response.status).toBe(422);
    expect((await call(GET, '/api/alerts?society_id=nope', { cookie: person.cookie })).status).toBe(422);
  });

  test('a cross-site POST is refused', async () => {
    const response = await call(POST, '/api/alerts', {
      method: 'POST',
      cookie: person.cookie,
      origin: 'https://evil.example',
      body: { society_id: societyId, property_type: 'Rent' },
    });
    expect(response.status).toBe(403);
  });
});
