// A 320 px phone (and 390 for comparison): the zone box shows the zone's own word when it is narrow, never
// 'Bengaluru …'; a results card's price range never breaks between an amount and its 'K'; the contact page's
// floating chat button never covers the address.
import { expect, test, type Page } from '@playwright/test';

const SEARCH = '/search?type=filtered&zone=Bengaluru+South';

/** The text the zone box shows (its visible label), and whether that label is cut. */
const zoneBox = (page: Page) =>
  page
    .locator('#main')
    .getByTestId('zone-select-shown')
    .first()
    .evaluate((box) => {
      const label = [...box.querySelectorAll('span')].find((span) => getComputedStyle(span).display !== 'none')!;
      return { text: label.textContent, cut: label.scrollWidth > label.clientWidth + 1 };
    });

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the zone box beside 'Filter' shows 'South', whole", async ({ page }) => {
    await page.goto(SEARCH);
    expect(await zoneBox(page)).toEqual({ text: 'South', cut: false });
    await expect(page.locator('#main').getByTestId('zone-select').first()).toHaveValue('Bengaluru South');
  });

  test("a results card's price range wraps between its amounts, never before a 'K'", async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.locator('#main').getByTestId('society-card-link').first()).toBeVisible();
    const split = await page.locator('#main article dd').evaluateAll((nodes) =>
      nodes.flatMap((node) => {
        const text = node.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        return [...(text.textContent ?? '').matchAll(/₹[\d.,]+\s(K|L|Cr)/g)].flatMap((match) => {
          const range = document.createRange();
          range.setStart(text, match.index!);
          range.setEnd(text, match.index! + match[0].length);
          return range.getClientRects().length > 1 ? [match[0]] : [];
        });
      }),
    );
    expect(split).toEqual([]);
  });

  test("the floating chat button does not cover the contact page's address", async ({ page }) => {
    await page.goto('/contact');
    const address = page.getByRole('link', { name: /^Address/ });
    const button = page.getByRole('link', { name: /Chat with us on WhatsApp/ });
    const chat = (await button.boundingBox())!;
    // Scroll so that the address card passes under the button: its text must stay left of the button's column.
    await address.scrollIntoViewIfNeeded();
    const card = (await address.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), card.y + card.height / 2 - (chat.y + chat.height / 2));
    const text = (await address.getByText('Bangalore, Karnataka, India').boundingBox())!;
    const covered = text.x + text.width > chat.x && text.y < chat.y + chat.height && text.y + text.height > chat.y;
    expect(covered, `address ${JSON.stringify(text)} under the button ${JSON.stringify(chat)}`).toBe(false);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the zone box has room for the full name', async ({ page }) => {
    await page.goto(SEARCH);
    expect(await zoneBox(page)).toEqual({ text: 'Bengaluru South', cut: false });
  });
});
