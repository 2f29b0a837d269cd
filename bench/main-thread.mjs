// Where a page's main-thread time goes while it loads: Chromium with 4x CPU throttling (Lighthouse's mobile
// factor) and no network throttling, a trace of each load, and per kind of work (script evaluation, callbacks,
// style, layout, HTML parsing, paint) the time of the outermost events inside the renderer's tasks, mean of
// RUNS loads (3). Also each load's blocking time (the part of each task over 50 ms). A reading aid for
// docs/benchmarks.md, not a target: run it on a quiet machine against a served production build, e.g.
//   node bench/main-thread.mjs http://localhost:3401/ http://localhost:3000/about http://localhost:3000/society/<name>
// (the minimal reference page: `next start -p 3401` in bench/reference-app after `npm run lighthouse` built it).
import { chromium } from 'playwright';
import { traceLoad } from './lib/trace-load.mjs';

const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const runs = Number(process.env.RUNS ?? 3);
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node bench/main-thread.mjs <url> [<url> ...]');
  process.exit(2);
}

/** Per event name, the milliseconds of the outermost events inside each task of the page's main thread. */
function mainThreadWork(events) {
  const parsing = events.find((event) => event.name === 'ParseHTML');
  const slices = events.filter((event) => event.pid === parsing.pid && event.tid === parsing.tid && event.ph === 'X' && event.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = slices.filter((event) => event.name === 'RunTask');
  const work = new Map();
  let blocking = 0;
  for (const task of tasks) {
    if (task.dur / 1000 > 50) blocking += task.dur / 1000 - 50;
    let coveredUntil = -1;
    for (const event of slices) {
      if (event.name === 'RunTask' || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur || event.ts < coveredUntil) continue;
      work.set(event.name, (work.get(event.name) ?? 0) + event.dur / 1000);
      coveredUntil = event.ts + event.dur;
    }
  }
  return { work, blocking };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const url of urls) {
  const total = new Map();
  const blocking = [];
  for (let run = 0; run < runs; run++) {
    const result = mainThreadWork(await traceLoad(browser, url, { userAgent: PHONE, categories: 'devtools.timeline,disabled-by-default-devtools.timeline', settleMs: 2000 }));
    blocking.push(Math.round(result.blocking));
    for (const [name, ms] of result.work) total.set(name, (total.get(name) ?? 0) + ms / runs);
  }
  console.log(`${url}  blocking per load (ms): ${blocking.join(', ')}`);
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}
await browser.close();
