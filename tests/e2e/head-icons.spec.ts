// The icons a phone or browser asks for besides the manifest's: the home screen icon of iPhones (180 px PNG, named
// by the page's head) and /favicon.ico.
import { expect, test } from '@playwright/test';

test('the head names a 180 px apple-touch-icon and both it and /favicon.ico are served as images', async ({ page, request }) => {
  await page.goto('/about');
  const touch = page.locator('head link[rel="apple-touch-icon"]');
  await expect(touch).toHaveAttribute('sizes', '180x180');
  const touchUrl = new URL((await touch.getAttribute('href'))!, page.url()).toString();
  const png = await request.get(touchUrl);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  // PNG header, then the IHDR chunk's width and height.
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([180, 180]);

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  await expect(page.locator('head link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
});
