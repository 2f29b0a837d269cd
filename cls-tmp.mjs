import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let run = 0; run < 4; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.6 * 1024 * 1024 / 8 * 0.9, uploadThroughput: 750 * 1024 / 8 * 0.9 });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push({ t: Math.round(e.startTime), v: e.value, input: e.hadRecentInput, src: e.sources.map((s) => (s.node ? (s.node.outerHTML || s.node.nodeName).slice(0, 160) : 'gone') + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(process.argv[2], { waitUntil: 'load' });
  await page.waitForTimeout(8000);
  console.log(run, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1));
  await context.close();
}
await browser.close();
