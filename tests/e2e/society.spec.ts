// The society page as a phone user: every section, Rent/Buy, the amenities sheet, alerts signed out
// and signed in, the 404, structured data on every society page, on-demand revalidation.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eQuery as query } from './pages/e2e-database';
import { Outbox } from './pages/outbox';

const SOCIETY = 'Sobha Silicon-Oasis'; // seeded: a hyphen in the name, rent and sale listings, coordinates, brochure
const SLUG = 'Sobha-Silicon--Oasis';

const societyId = async (name: string) => (await query<{ id: string }>('select id from gated_societies where name = $1', [name]))[0]!.id;

/** Registers a person and signs them in through the app's own routes; the cookies land in the page's context. */
async function signIn(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `society.e2e.${stamp}@example.com`;
  const registered = await request.post('/api/dual-auth-register', {
    data: { firstName: 'Meera', lastName: 'Iyer', countryCode: '+91', phone: `9${stamp.slice(-9)}`, email },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // The registration's code is sent by a job: wait for it to reach the outbox.
  const token = await new Outbox(request).code(email);
  const verified = await request.post('/api/auth/verify', { data: { email, token } });
  expect(verified.ok()).toBe(true);
  return email;
}

async function expectEverySection(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: `Photos of ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sobha', exact: true })).toHaveAttribute('href', '/builder/sobha');
  for (const heading of ['Configurations', 'Project Facts', 'Amenities', 'Available Properties', 'Utilities', 'Location', 'Project Highlights']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
  }
  await expect(page.getByRole('tab', { name: /^Rent \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Buy \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get Notified' })).toBeAttached();
  await expect(page.getByRole('button', { name: /Download the .* brochure/ })).toBeAttached();
  const utilities = page.getByRole('region', { name: 'Utilities' });
  await expect(utilities.getByText(/^(Available|Not Available)$/)).toHaveCount(5);

  // The fact grid opens to society age and total floors.
  await expect(page.getByText('Society Age')).toBeHidden();
  await page.getByText('Show more details').click();
  await expect(page.getByText('Society Age')).toBeVisible();
  await expect(page.getByText('Total Floors')).toBeVisible();

  // The map costs nothing until it scrolls into view.
  const map = page.locator('iframe[title^="Map showing"]');
  await expect(map).toHaveCount(0);
  await page.getByRole('heading', { level: 2, name: 'Location' }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);

  const bar = page.getByTestId('society-bottom-bar');
  await expect(bar.getByRole('link', { name: /List Property/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(name)}`));
  await expect(bar.getByRole('link', { name: 'View Properties' })).toHaveAttribute('href', `/society/${await societyId(name)}/properties`);
}

test.describe('society page', () => {
  test('by slug: every section is there', async ({ page }) => {
    const response = await page.goto(`/society/${SLUG}`);
    expect(response?.status()).toBe(200);
    await expectEverySection(page, SOCIETY);
  });

  test('by uuid: the same page, canonical on the slug URL', async ({ page, baseURL }) => {
    const id = await societyId(SOCIETY);
    await page.goto(`/society/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: SOCIETY })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/society/${SLUG}`);
  });

  test('a name with a spaced dash, and the plain spec form of a hyphenated name', async ({ page }) => {
    await page.goto('/society/Brigade-Orchards---Aspen-Block');
    await expect(page.getByRole('heading', { level: 1, name: 'Brigade Orchards - Aspen Block' })).toBeVisible();
    await page.goto('/society/Sobha-Silicon-Oasis');
    await expect(page.getByRole('heading', { level: 1, name: SOCIETY })).toBeVisible();
  });

  test('switch between Rent and Buy', async ({ page }) => {
    await page.goto(`/society/${SLUG}`);
    const rent = page.getByRole('tabpanel', { name: /Rent/ });
    await expect(rent.getByText('/month').first()).toBeVisible();
    await expect(page.getByText('Be the first to know when new rent properties become available in this society.')).toBeVisible();

    await page.getByRole('tab', { name: /^Buy/ }).click();
    await expect(page.getByRole('tab', { name: /^Buy/ })).toHaveAttribute('aria-selected', 'true');
    const buy = page.getByRole('tabpanel', { name: /Buy/ });
    await expect(buy.getByRole('link').first()).toBeVisible();
    await expect(rent).toBeHidden();
    await expect(page.getByText('Be the first to know when new sale properties become available in this society.')).toBeVisible();
  });

  test('the amenities sheet lists every amenity by group as Yes or No', async ({ page }) => {
    await page.goto(`/society/${SLUG}`);
    await page.getByRole('button', { name: /View all \d+ amenities/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Amenities' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(sheet.getByRole('listitem')).toHaveCount(33);
    await expect(sheet.getByText(/^(Yes|No)$/)).toHaveCount(33);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });

  test('signed out, Set Alerts opens the login panel', async ({ page }) => {
    await page.goto(`/society/${SLUG}`);
    await page.getByRole('button', { name: 'Set Alerts' }).click();
    await expect(page.getByText('Enter your email to receive a secure login code')).toBeVisible();
  });

  test('signed out, the brochure opens the login panel too', async ({ page }) => {
    await page.goto(`/society/${SLUG}`);
    await page.getByRole('button', { name: /Download the .* brochure/ }).click();
    await expect(page.getByText('Enter your email to receive a secure login code')).toBeVisible();
  });

  test('signed in, an alert is set and still reads Alert Activated after a reload', async ({ page }) => {
    await signIn(page.request);
    await page.goto(`/society/${SLUG}`);
    await page.getByRole('tab', { name: /^Buy/ }).click();
    const card = page.getByTestId('alert-card');
    await card.getByRole('button', { name: 'Set Alerts' }).click();
    await expect(page.getByText('Alert Set Successfully')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Alert Activated' })).toBeDisabled();

    await page.reload();
    await page.getByRole('tab', { name: /^Buy/ }).click();
    await expect(page.getByTestId('alert-card').getByRole('button', { name: 'Alert Activated' })).toBeDisabled();
    // The other type is still open to set.
    await page.getByRole('tab', { name: /^Rent/ }).click();
    await expect(page.getByTestId('alert-card').getByRole('button', { name: 'Set Alerts' })).toBeEnabled();
  });

  test('signed in, a brochure download is recorded and the PDF downloads', async ({ page }) => {
    const email = await signIn(page.request);
    await page.goto(`/society/${SLUG}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download the .* brochure/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await expect
      .poll(async () => (await query<{ n: string }>('select count(*) as n from brochure_downloads d join profiles p on p.id = d.user_id where p.email = $1', [email]))[0]!.n)
      .toBe('1');
  });

  test("an unknown society is 'Society Not Found' with a 404", async ({ page }) => {
    const response = await page.goto('/society/No-Such-Society-Anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Society Not Found' })).toBeVisible();
  });
});

test('every society page carries valid JSON-LD with its name, geo and canonical URL', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const societies = await query<{ id: string; name: string; latitude: number | null; longitude: number | null }>(
    "select id, name, latitude, longitude from gated_societies where status = 'verified'",
  );
  const sitemap = await (await request.get('/sitemap/0.xml')).text();
  const unescapeXml = (text: string) => text.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => unescapeXml(match[1]!)));
  expect(societies.length).toBeGreaterThan(50);
  for (const society of societies) {
    const html = await (await request.get(`/society/${society.id}`)).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const complex = scripts.find((data) => ['ApartmentComplex', 'GatedResidenceCommunity'].includes(data['@type']));
    const breadcrumb = scripts.find((data) => data['@type'] === 'BreadcrumbList');
    expect(complex?.name, society.name).toBe(society.name);
    if (society.latitude !== null && society.longitude !== null) {
      expect(complex.geo).toEqual({ '@type': 'GeoCoordinates', latitude: society.latitude, longitude: society.longitude });
    } else {
      expect(complex.geo).toBeUndefined();
    }
    const link = unescapeXml(html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? '').replace(/&#x27;/g, "'");
    expect(link).toBe(complex.url);
    expect(link).toMatch(new RegExp(`^${baseURL}/society/`));
    expect(listed.has(link!)).toBe(true);
    expect(breadcrumb.itemListElement.at(-1).name).toBe(society.name);
  }
});

test('robots.txt names the sitemap index, which names the chunk that lists the societies', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toContain('xml');
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex');
  expect([...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${baseURL}/sitemap/0.xml`]);
  const sitemap = await request.get('/sitemap/0.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain(`${baseURL}/society/${SLUG}</loc>`);
});

test('updating a society and calling the revalidation route shows the change', async ({ page, request }) => {
  const secret = process.env.REVALIDATE_SECRET;
  // playwright.config.ts sets it for the server and the workers alike.
  expect(secret, 'REVALIDATE_SECRET must be set by playwright.config.ts').toBeTruthy();
  const id = await societyId(SOCIETY);
  const [before] = await query<{ project_highlights: string[] }>('select project_highlights from gated_societies where id = $1', [id]);
  const marker = `Freshly repainted towers ${Date.now()}`;
  try {
    await page.goto(`/society/${SLUG}`); // cached now
    await query('update gated_societies set project_highlights = array_append(project_highlights, $2), updated_at = now() where id = $1', [id, marker]);
    await page.reload();
    await expect(page.getByText(marker)).toHaveCount(0); // still the cached page

    const refused = await request.post('/api/revalidate', { data: { society_id: id }, headers: { Authorization: 'Bearer wrong-secret-of-enough-length' } });
    expect(refused.status()).toBe(401);
    const answer = await request.post('/api/revalidate', { data: { society_id: id }, headers: { Authorization: `Bearer ${secret}` } });
    expect(answer.status()).toBe(200);

    // Every URL form of the society shows the change.
    await expect(async () => {
      await page.goto(`/society/${SLUG}`);
      await expect(page.getByText(marker)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.goto(`/society/${id}`);
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await query('update gated_societies set project_highlights = $2 where id = $1', [id, before!.project_highlights]);
    if (secret) await request.post('/api/revalidate', { data: { society_id: id }, headers: { Authorization: `Bearer ${secret}` } });
  }
});
