import type { BrowserContext } from '@playwright/test';

// Chromium 150 resets navigator.onLine to true in every new document of a context that Playwright took offline
// (the requests still fail, so the service worker answers): a page opened without signal would never see itself
// offline. An init script holds navigator.onLine to the emulated state; each change adds one more init script
// that sets it, and the last one added wins in every document opened after.
const patched = new WeakSet<BrowserContext>();

async function holdOnLine(context: BrowserContext): Promise<void> {
  if (patched.has(context)) return;
  patched.add(context);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => !(window as unknown as { e2eOffline?: boolean }).e2eOffline,
    });
  });
}

/** Takes the context off the network (or back on), as a phone losing signal: requests fail, pages say offline. */
export async function setNetwork(context: BrowserContext, offline: boolean): Promise<void> {
  await holdOnLine(context);
  await context.addInitScript((value) => {
    (window as unknown as { e2eOffline?: boolean }).e2eOffline = value;
  }, offline);
  await context.setOffline(offline);
  for (const page of context.pages()) {
    await page
      .evaluate((value) => {
        const state = window as unknown as { e2eOffline?: boolean };
        if (state.e2eOffline === value) return;
        state.e2eOffline = value;
        window.dispatchEvent(new Event(value ? 'offline' : 'online'));
      }, offline)
      // A page between documents has nothing to tell: the init scripts set its next one.
      .catch(() => undefined);
  }
}
