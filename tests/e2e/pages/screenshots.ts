// Screenshots for a person to look at, only when asked: `<VARIABLE>=<dir>` writes each named screen at 390 and
// 320 px (the whole page, or one element), then puts the viewport back to 390x844. Unset, nothing is written.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

export type Shoot = (page: Page, name: string, element?: Locator) => Promise<void>;

export function screenshotsTo(variable: string, elementStyle?: string): Shoot {
  const dir = process.env[variable];
  return async (page, name, element) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      const path = `${dir}/${name}-${width}.png`;
      await (element ? element.screenshot({ path, style: elementStyle }) : page.screenshot({ path, fullPage: true }));
    }
    await page.setViewportSize({ width: 390, height: 844 });
  };
}
