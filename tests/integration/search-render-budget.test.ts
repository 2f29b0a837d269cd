// A stranger's crawl of distinct filtered /search URLs, through the real middleware on a real PostgreSQL: each
// client address starts at most SEARCH_RENDERS_PER_MINUTE renders a minute (documents and the router's payload
// requests alike), then gets a 429 page with Retry-After, while another client searches on.
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { resetEnvCacheForTests } from '@/server/env';
import { resetSearchRenderBudgetForTests } from '@/server/search/rendered-search-cache';
import { useTestDatabase } from '../helpers/test-db';

useTestDatabase();
const saved = { SEARCH_RENDERS_PER_MINUTE: process.env.SEARCH_RENDERS_PER_MINUTE, PORT: process.env.PORT };

beforeAll(() => {
  process.env.SEARCH_RENDERS_PER_MINUTE = '25';
  // No PORT: the cache cannot ask the app for a page, so every allowed search is let through to the render.
  delete process.env.PORT;
  resetEnvCacheForTests();
  resetSearchRenderBudgetForTests();
});

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCacheForTests();
});

const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1' };
const search = (index: number, address: string, kind: 'document' | 'payload' = 'document') =>
  middleware(
    new NextRequest(`http://localhost:3000/search?type=filtered&categories=Luxury&maxBudget=${20_000 + index * 500}`, {
      headers: { ...PHONE, 'x-forwarded-for': address, accept: kind === 'document' ? 'text/html' : '*/*', ...(kind === 'payload' ? { rsc: '1' } : {}) },
    }),
  );

test('a crawl of distinct filtered searches from one address meets a 429 after its budget; another address is not affected', async () => {
  const crawler = '198.51.100.200';
  const statuses: number[] = [];
  // Half as documents, half as the router's payload requests (which the cache never answers).
  for (let index = 0; index < 40; index += 1) statuses.push((await search(index, crawler, index % 2 ? 'payload' : 'document')).status);
  expect(statuses.slice(0, 25).every((status) => status === 200)).toBe(true); // let through to the render
  expect(statuses.slice(25).every((status) => status === 429)).toBe(true);

  const refused = await search(99, crawler);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(await refused.text()).toContain('Too many searches');

  const neighbour = await search(1, '198.51.100.201');
  expect(neighbour.status).toBe(200);
  expect(neighbour.headers.get('x-middleware-next')).toBe('1');
});
