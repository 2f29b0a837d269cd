// /api/brochures: every download by a signed-in person is recorded as {user_id, society_id}.
import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/brochures/route';
import { getDb } from '@/server/db/client';
import { brochure_downloads } from '@/server/db/schema';
import { useTestDatabase } from '../helpers/test-db';
import { call, insertSociety, signedInPerson, useEmbeddedAuthEnv } from './society-fixtures';

useEmbeddedAuthEnv();
useTestDatabase();

let societyId = '';
beforeAll(async () => {
  societyId = await insertSociety({ brochure_pdf: '/storage/v1/object/public/brochures/fixture.pdf' });
});

const downloads = () => getDb().select().from(brochure_downloads).where(eq(brochure_downloads.society_id, societyId));

test('signed out: 401 and nothing recorded', async () => {
  const response = await call(POST, '/api/brochures', { method: 'POST', body: { society_id: societyId } });
  expect(response.status).toBe(401);
  expect(await downloads()).toHaveLength(0);
});

test('signed in: each download is recorded for the session user', async () => {
  const person = await signedInPerson('brochure');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await call(POST, '/api/brochures', {
      method: 'POST',
      cookie: person.cookie,
      body: { society_id: societyId, user_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status).toBe(201);
  }
  const rows = await downloads();
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.user_id === person.id)).toBe(true);
});

test('an unknown society is a 404, not a server error', async () => {
  const person = await signedInPerson('brochure-missing');
  const response = await call(POST, '/api/brochures', { method: 'POST', cookie: person.cookie, body: { society_id: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' } });
  expect(response.status).toBe(404);
});

test('a malformed payload is a 422', async () => {
  const person = await signedInPerson('brochure-bad');
  const response = await call(POST, '/api/brochures', { method: 'POST', cookie: person.cookie, body: {} });
  expect(response.status).toBe(422);
});
