// Unknown pages cost nothing (docs/security.md "Unknown slugs"): against the production
// build, 50 random unknown society and builder slugs answer 404 with their 'Not Found' pages and add no file
// to Next's page cache under .next/server; a known page is still cached (ISR); a cached page whose society
// disappears is dropped from the cache instead of being served on.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eQuery as query } from './pages/e2e-database';

const SERVER_DIR = path.resolve('.next/server');
/** Every file under .next/server (where Next keeps rendered pages), as paths relative to it. */
function cachedFiles(directory = SERVER_DIR): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return cachedFiles(full);
    return entry.isFile() ? [path.relative(SERVER_DIR, full)] : [];
  });
}


test('50 unknown society and builder slugs answer 404 and write nothing to the page cache', async ({ request }) => {
  const marker = `zz${randomBytes(4).toString('hex')}`;
  const before = new Set(cachedFiles());
  for (let index = 0; index < 50; index += 1) {
    const [family, title] = index % 2 === 0 ? ['society', 'Society Not Found'] : ['builder', 'Builder Not Found'];
    // Plain page loads, and every fifth one as the client router asks (an RSC payload, or a prefetch).
    const headers: Record<string, string> | undefined = index % 5 === 1 ? { RSC: '1' } : index % 5 === 3 ? { RSC: '1', 'Next-Router-Prefetch': '1' } : undefined;
    const response = await request.get(`/${family}/${marker}-${index}`, { headers });
    expect(response.status(), `/${family}/${marker}-${index}`).toBe(404);
    expect(await response.text()).toContain(title);
  }
  // Asking again renders again (nothing was kept) and still answers 404.
  expect((await request.get(`/society/${marker}-0`)).status()).toBe(404);

  const added = cachedFiles().filter((file) => !before.has(file));
  expect(added, 'files written under .next/server').toEqual([]);
  expect(cachedFiles().filter((file) => file.includes(marker))).toEqual([]);
});

test('a known society page is still cached, and dropped from the cache once the society is gone', async ({ request }) => {
  const secret = process.env.REVALIDATE_SECRET!;
  // A verified society no other test uses, with a plain name (its slug is the name with dashes).
  const [society] = await query<{ id: string; name: string }>(
    "select id, name from gated_societies where status = 'verified' and name ~ '^[A-Za-z ]+$' and name <> 'Sobha Silicon-Oasis' order by name desc limit 1",
  );
  const slug = society!.name.replace(/ /g, '-');
  const pageFiles = () => cachedFiles().filter((file) => file.endsWith(`/society/${slug}.html`));

  const url = `/society/${slug}`;
  // Served from the page cache once stored. A build reused from an earlier run may hold an older copy that an
  // earlier revalidation marked stale: Next serves it as STALE once more while it refreshes it in the
  // background, so wait for the state that proves caching (HIT) rather than counting requests.
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        return response.headers()['x-nextjs-cache'];
      },
      { message: 'the page is served from the page cache' },
    )
    .toBe('HIT');
  expect(pageFiles()).toHaveLength(1);

  const renamed = `${society!.name} Renamed ${randomBytes(3).toString('hex')}`;
  await query('update gated_societies set name = $1 where id = $2', [renamed, society!.id]);
  try {
    const revalidated = await request.post('/api/revalidate', { data: { society_id: society!.id }, headers: { Authorization: `Bearer ${secret}` } });
    expect(revalidated.status()).toBe(200);
    // The next render of the old URL is a 404, which removes the cached copy instead of being stored.
    await expect.poll(async () => (await request.get(url)).status(), { message: 'the old URL answers 404' }).toBe(404);
    expect(pageFiles(), 'the old page is removed from the cache').toEqual([]);
    const again = await request.get(url);
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain('Society Not Found');
    expect(pageFiles()).toEqual([]);
  } finally {
    await query('update gated_societies set name = $1 where id = $2', [society!.name, society!.id]);
    await request.post('/api/revalidate', { data: { society_id: society!.id }, headers: { Authorization: `Bearer ${secret}` } });
  }
  await expect.poll(async () => (await request.get(url)).status(), { message: 'the society is back' }).toBe(200);
});
