// One traced page load for the reading aids bench/main-thread.mjs and bench/static-layout.mjs: Chromium with 4x
// CPU throttling (Lighthouse's mobile factor), a 412x823 viewport, and the trace events of the load and of
// `settleMs` after it.

/**
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {{ userAgent?: string, categories?: string, settleMs?: number, prepare?: (page: import('playwright').Page) => Promise<void> }} [options]
 *   `prepare` runs before the load (e.g. routes that serve the page).
 */
export async function traceLoad(browser, url, { userAgent, categories = 'devtools.timeline', settleMs = 500, prepare } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await prepare?.(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}
