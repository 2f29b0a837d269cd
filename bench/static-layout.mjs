// What a page's layout costs, and what in it: loads a saved copy of a page's HTML with its scripts removed and its
// photos blocked (Chromium, 4x CPU throttling), in several variants, and prints each variant's Layout, style
// (UpdateLayoutTree) and HTML parsing time, median of 5 loads, the variants interleaved so that a busy machine
// weighs on all of them alike. A reading aid for docs/benchmarks.md ("Where the time goes on a phone"), not a target:
//   curl -s -A 'Mozilla/5.0 (Linux; Android 11) Mobile' http://localhost:3000/about > /tmp/about.html
//   node bench/static-layout.mjs /tmp/about.html
import fs from 'node:fs';
import { chromium } from 'playwright';
import { traceLoad } from './lib/trace-load.mjs';

const LOADS = 5;
const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/static-layout.mjs <saved page.html>');
  process.exit(2);
}
const html = fs.readFileSync(file, 'utf8').replace(/<script[\s\S]*?<\/script>/g, '');
const withStyle = (css) => html.replace('</head>', `<style>${css}</style></head>`);

const variants = {
  'as served': html,
  'text emptied': html.replace(/>([^<>]+)</g, (_, text) => `>${text.replace(/\S/g, '')}<`),
  'one size and weight': withStyle('*{font-size:16px!important;font-weight:400!important}'),
  'one size': withStyle('*{font-size:16px!important}'),
  'one weight': withStyle('*{font-weight:400!important}'),
  'one family (serif)': withStyle('*{font-family:serif!important}'),
  'no stylesheet': html.replace(/<style data-precedence[\s\S]*?<\/style>/, ''),
  'one heading and paragraph': html.replace(/<body[\s\S]*<\/body>/, '<body><h1>Heading</h1><p>A paragraph.</p></body>'),
};

const PAGE_URL = 'http://localhost/static-copy';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const timings = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let load = 0; load < LOADS; load++) {
  for (const [name, body] of Object.entries(variants)) {
    const events = await traceLoad(browser, PAGE_URL, {
      prepare: async (page) => {
        await page.route(PAGE_URL, (route) => route.fulfill({ body, contentType: 'text/html' }));
        await page.route((url) => url.href !== PAGE_URL, (route) => route.abort());
      },
    });
    const total = (eventName) => events.filter((event) => event.name === eventName && event.ph === 'X').reduce((sum, event) => sum + event.dur / 1000, 0);
    timings[name].push({ layout: total('Layout'), style: total('UpdateLayoutTree'), parse: total('ParseHTML') });
  }
}
await browser.close();

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(0).padStart(5);
console.log(`${'variant'.padEnd(28)} layout  style  parse   (ms at 4x CPU, median of ${LOADS})`);
for (const [name, runs] of Object.entries(timings)) {
  console.log(`${name.padEnd(28)} ${median(runs.map((run) => run.layout))}  ${median(runs.map((run) => run.style))}  ${median(runs.map((run) => run.parse))}`);
}
