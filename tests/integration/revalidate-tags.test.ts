// Pages follow the data: the import and the expiry job send exactly the cache tags they touched to
// POST /api/revalidate, which expires those tags and nothing else. next/cache is stood in for (it needs a running
// Next server); the route handler and the helper are the real ones.
import { revalidatePath, revalidateTag } from 'next/cache';
import { NextRequest } from 'next/server';
import { POST } from '@/app/api/revalidate/route';
import { describeRevalidation, revalidatePages } from '@/server/cache/revalidate-pages';
import { resetEnvCacheForTests } from '@/server/env';

jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

const SECRET = 'test-revalidate-secret-0123456789';
const society = '0b5c3a52-1111-4000-8000-000000000001';
const other = '0b5c3a52-2222-4000-8000-000000000002';
const builder = '0b5c3a52-3333-4000-8000-000000000003';

beforeAll(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  resetEnvCacheForTests();
});
afterAll(() => {
  delete process.env.REVALIDATE_SECRET;
  resetEnvCacheForTests();
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

/** A fetch that hands the request to the route handler, as the running app would. */
const routeFetch = (async (url: string | URL | Request, init?: RequestInit) =>
  POST(new NextRequest(String(url), init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve({}) })) as typeof fetch;

test('the touched society, its properties page, the builder and search are revalidated, and nothing else', async () => {
  const outcome = await revalidatePages({ societyIds: [society], builderIds: [builder], search: true }, { baseUrl: 'http://localhost:3000', fetchImpl: routeFetch });
  expect(outcome).toEqual({ status: 'revalidated', url: 'http://localhost:3000/api/revalidate', tags: 5 });
  expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag).sort()).toEqual(
    [`society:${society}`, `properties:${society}`, `builder:${builder}`, 'search', 'sitemap'].sort(),
  );
  expect(revalidatePath).not.toHaveBeenCalled();
  expect(describeRevalidation(outcome)).toBe('revalidated 5 cache tag(s) at http://localhost:3000/api/revalidate');
});

test('a large change is sent in several requests', async () => {
  const ids = Array.from({ length: 300 }, (_, i) => `0b5c3a52-1111-4000-8000-${String(i).padStart(12, '0')}`);
  const calls: number[] = [];
  const counting = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push((JSON.parse(String(init?.body)) as { tags: string[] }).tags.length);
    return routeFetch(url, init);
  }) as typeof fetch;
  const outcome = await revalidatePages({ societyIds: ids }, { baseUrl: 'http://localhost:3000', fetchImpl: counting });
  expect(outcome).toMatchObject({ status: 'revalidated', tags: 601 });
  expect(calls).toEqual([500, 101]);
});

test('nothing touched, no secret, a wrong secret or a down server: reported, never thrown', async () => {
  expect(await revalidatePages({ societyIds: [] })).toEqual({ status: 'skipped', reason: 'nothing cached was touched' });
  expect((await revalidatePages({ societyIds: [society] }, { secret: '' })).status).toBe('skipped');
  expect(await revalidatePages({ societyIds: [society] }, { baseUrl: 'http://localhost:3000', secret: 'not-the-secret-at-all', fetchImpl: routeFetch })).toEqual({
    status: 'failed',
    url: 'http://localhost:3000/api/revalidate',
    reason: 'HTTP 401',
  });
  const down = await revalidatePages({ societyIds: [society] }, { baseUrl: 'http://127.0.0.1:1' });
  expect(down.status).toBe('failed');
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('the route refuses tags it does not know', async () => {
  for (const tags of [['everything'], [`society:${other}`, 'society:not-a-uuid'], []]) {
    const response = await routeFetch('http://localhost:3000/api/revalidate', {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    });
    expect(response.status).toBe(422);
  }
  expect(revalidateTag).not.toHaveBeenCalled();
});
