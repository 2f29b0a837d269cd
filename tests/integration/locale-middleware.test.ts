// The middleware's language routing, run through the middleware itself: a typed /en/... goes to its one URL
// (308), the request guard's English cached page at /en/... renders there (no redirect, no second rewrite), other
// English pages are rewritten to their /en page, and a remembered choice redirects a browser but not a crawler.
import { NextRequest } from 'next/server';
import { ENGLISH_PAGE_HEADER } from '@/lib/cached-pages';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { middleware } from '@/middleware';
import { BASE_URL, useEmbeddedAuthEnv } from './society-fixtures';
import { useTestDatabase } from '../helpers/test-db';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

useEmbeddedAuthEnv();
useTestDatabase();

function ask(path: string, headers: Record<string, string> = {}) {
  return middleware(new NextRequest(`${BASE_URL}${path}`, { headers: { 'user-agent': PHONE, ...headers, 'x-forwarded-for': '198.51.100.61' } }));
}

const rewrittenTo = (response: Response) => {
  const target = response.headers.get('x-middleware-rewrite');
  return target ? new URL(target, BASE_URL).pathname : null;
};

test('a typed /en/ URL is redirected to its one URL; the guard-marked English cached page renders where it is', async () => {
  const typed = await ask('/en/society/Sobha-Silicon--Oasis');
  expect(typed.status).toBe(308);
  expect(new URL(typed.headers.get('location')!).pathname).toBe('/society/Sobha-Silicon--Oasis');

  const marked = await ask('/en/society/Sobha-Silicon--Oasis', { [ENGLISH_PAGE_HEADER]: '1' });
  expect(marked.status).toBe(200);
  expect(marked.headers.get('location')).toBeNull();
  expect(rewrittenTo(marked)).toBeNull();
});

test('an unmarked English page is rewritten to its /en page; Kannada pages are not rewritten', async () => {
  expect(rewrittenTo(await ask('/about'))).toBe('/en/about');
  expect(rewrittenTo(await ask('/'))).toBe('/en');
  expect(rewrittenTo(await ask('/kn/about'))).toBeNull();
});

test('a remembered Kannada choice redirects an English page to Kannada, the marked cached page included', async () => {
  const remembered = { cookie: `${LOCALE_COOKIE}=kn` };
  const page = await ask('/about', remembered);
  expect(page.status).toBe(307);
  expect(new URL(page.headers.get('location')!).pathname).toBe('/kn/about');
  const cached = await ask('/en/society/Sobha-Silicon--Oasis', { ...remembered, [ENGLISH_PAGE_HEADER]: '1' });
  expect(cached.status).toBe(307);
  expect(new URL(cached.headers.get('location')!).pathname).toBe('/kn/society/Sobha-Silicon--Oasis');
});
