// Kannada and Hindi pages (docs/i18n.md): the document's language and its alternates, the switch and the
// remembered choice, no English left on the pages done in those languages (brand, society, builder and place names
// and the site's fixed words aside), and a 320 px layout that neither overflows nor clips.
import { expect, test, type Page } from '@playwright/test';
import { societyNameFromSlug } from '../../lib/slugs';
import { registerAndSignIn } from './fixtures';
import { newPerson } from './pages/auth-sheet';
import { e2eQuery } from './pages/e2e-database';

const SLUG = 'Sobha-Silicon--Oasis';
const SHOTS = process.env.LANGUAGE_SCREENSHOTS;

/** Pages by their English path, and the part of each checked (a CSS selector list): the home, about, brands, open
 *  house and property owner pages whole; the society and properties pages in their main part (text on record as
 *  typed aside, `data-as-typed`); the search and named-search pages in their main part, the builder page but for a
 *  builder's description on record. Contact and privacy name the site's e-mail addresses, its address and the
 *  grievance officer as configured, in Latin letters, so they are not listed. */
const RESULTS = 'main';
const TRANSLATED_PAGES: readonly { path: string; part: string }[] = [
  { path: '/', part: 'body' },
  { path: '/about', part: 'body' },
  { path: '/brands', part: 'body' },
  { path: '/open-house', part: 'body' },
  { path: '/property-owner', part: 'body' },
  { path: `/society/${SLUG}`, part: 'main' },
  // By the society's id, as its own page links to it (the name's URL is a redirect there).
  { path: '/society/{societyId}/properties', part: 'main' },
  { path: '/search?type=filtered&zone=Bengaluru+South&categories=Luxury', part: RESULTS },
  { path: '/search?type=filtered&zone=Bengaluru+East&bhk=2', part: RESULTS },
  { path: '/bangalore/zone/bengaluru-south', part: RESULTS },
  { path: '/builder/prestige', part: 'main section' },
];

/** A signed-in tenant's own screens, each in its main part; the person's own name and e-mail are allowed. */
const SIGNED_IN_PAGES: readonly string[] = ['/profile', '/shortlisted', '/tenant-profile', '/your-home'];

/** Words a Kannada or Hindi page may show in Latin letters: the names on record and the site's fixed words. */
async function allowedWords(): Promise<Set<string>> {
  const rows = await e2eQuery<{ name: string }>(
    `select name from gated_societies union select name from builders union select name from locations
     union select name from sub_locations union select name from zones`,
  );
  // Names in Latin letters: the brand, units, the services named (the app stores' badges on the owner page).
  const fixed = ['GHomes', 'BHK', 'RK', 'EN', 'English', 'Bangalore', 'Bengaluru', 'WhatsApp', 'Google', 'Maps', 'Sq', 'ft', 'sqft', 'km', 'AM', 'PM', 'QR', 'OTP', 'RERA', 'DTH', 'PDF', 'App', 'Store', 'Play'];
  return new Set([...rows.flatMap((row) => row.name.split(/[^A-Za-z]+/)), ...fixed].filter(Boolean).map((word) => word.toLowerCase()));
}

/** The visible words of the page's part (its scripts, styles and hidden parts aside) written in Latin letters; text
 *  people typed (a builder's highlights, a sale's title, marked data-as-typed) stays as typed, so it is left out. */
async function latinWords(page: Page, part: string): Promise<string[]> {
  const text = await page.evaluate((selector) => {
    const parts = [...document.querySelectorAll<HTMLElement>(selector)];
    const typed = parts.flatMap((element) => [...element.querySelectorAll<HTMLElement>('[data-as-typed]')].map((typedText) => typedText.innerText));
    return typed.reduce((all, words) => all.replace(words, ' '), parts.map((element) => element.innerText).join('\n'));
  }, part);
  return [...text.matchAll(/[A-Za-z]{3,}/g)].map((match) => match[0]);
}

async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['kn', 'hi'] as const) {
  test.describe(`${locale} pages`, () => {
    // A reader of the language: a browser preferring another would be offered that one, in its words.
    test.use({ viewport: { width: 320, height: 700 }, locale: `${locale}-IN` });

    test('say their language, name their alternates and leave no English behind', async ({ page }) => {
      const allowed = await allowedWords();
      const [society] = await e2eQuery<{ id: string }>('select id from gated_societies where name = $1', [societyNameFromSlug(SLUG)]);
      for (const { path: pattern, part } of TRANSLATED_PAGES) {
        const path = pattern.replace('{societyId}', society!.id);
        const response = await page.goto(`/${locale}${path === '/' ? '' : path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
        const english = (await latinWords(page, part)).filter((word) => !allowed.has(word.toLowerCase()));
        expect([...new Set(english)], `English words on /${locale}${path}`).toEqual([]);
        await fitsTheScreen(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}${path.replace(/[/?&=+]+/g, '-')}.png`, fullPage: true });
      }
    });

    test("a signed-in tenant's own screens leave no English behind", async ({ page }) => {
      const person = await registerAndSignIn(page, newPerson(`lang-${locale}`));
      const allowed = await allowedWords();
      for (const word of [person.firstName, person.lastName, ...person.email.split(/[^A-Za-z]+/)]) if (word) allowed.add(word.toLowerCase());
      for (const path of SIGNED_IN_PAGES) {
        const response = await page.goto(`/${locale}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('main')).toBeVisible();
        const english = (await latinWords(page, 'main')).filter((word) => !allowed.has(word.toLowerCase()));
        expect([...new Set(english)], `English words on /${locale}${path}`).toEqual([]);
        await fitsTheScreen(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${locale}${path.replace(/[/?&=+]+/g, '-')}.png`, fullPage: true });
      }
    });

    test('the head names every language and the page in its own', async ({ page, baseURL }) => {
      await page.goto(`/${locale}/society/${SLUG}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${locale}/society/${SLUG}`);
      for (const [hreflang, prefix] of [['en-IN', ''], ['kn-IN', '/kn'], ['hi-IN', '/hi'], ['x-default', '']]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute('href', `${baseURL}${prefix}/society/${SLUG}`);
      }
    });
  });
}

test('English keeps its URLs, its language and its texts', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Shortlisted' })).toHaveAttribute('href', '/shortlisted');
  const response = await page.goto('/en/about');
  expect(new URL(page.url()).pathname).toBe('/about');
  expect(response?.status()).toBe(200);
});

test('the switch opens the page in the chosen language and remembers it; a crawler is never redirected', async ({ page, browser }) => {
  await page.goto(`/society/${SLUG}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'ಕನ್ನಡ' }).click();
  await expect(page).toHaveURL(new RegExp(`/kn/society/${SLUG}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn-IN');
  // Remembered: an English link now opens in Kannada.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/kn\/about$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

  // No cookie, a Kannada Accept-Language: the English page, only a suggestion at most.
  const crawler = await browser.newContext({ locale: 'kn-IN', extraHTTPHeaders: { 'Accept-Language': 'kn-IN,kn;q=0.9' } });
  const visit = await crawler.newPage();
  const response = await visit.goto('/about');
  expect(response?.status()).toBe(200);
  expect(new URL(visit.url()).pathname).toBe('/about');
  await crawler.close();
});

test.describe('a first visit from a Kannada browser', () => {
  test.use({ locale: 'kn-IN' });

  test('is offered the page in Kannada, in Kannada, and is not redirected; taking it opens the Kannada page and remembers it', async ({ page, context }) => {
    const response = await page.goto(`/society/${SLUG}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/society/${SLUG}`);
    const offer = page.getByRole('complementary', { name: 'ಈ ಪುಟ ಕನ್ನಡದಲ್ಲಿಯೂ ಇದೆ.' });
    await offer.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' }).click();
    await expect(page).toHaveURL(new RegExp(`/kn/society/${SLUG}$`));
    expect((await context.cookies()).find((cookie) => cookie.name === 'ghomes-locale')?.value).toBe('kn');
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

test('the desk stays English: /kn/ops is not a page', async ({ page }) => {
  const response = await page.goto('/kn/ops');
  expect(response?.status()).toBe(404);
});
