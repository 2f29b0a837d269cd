import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium-path';

// The e2e server and the test workers share one revalidation secret (workers inherit this process's env).
process.env.REVALIDATE_SECRET ??= 'e2e-only-revalidate-secret-7f3a9c';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

const executablePath = chromiumPath();

/**
 * The specs that need the e2e server to themselves: they run after all the others, one at a time (project 'serial').
 * Every other spec makes its own people, campaigns and societies or claims a seeded society (tests/e2e/pages/claims.ts),
 * so they run on two workers (project 'parallel'), one file per worker at a time.
 */
const SERIAL_SPECS = [
  // Two more `next start`s of this build on the same database: their job workers take the other specs' jobs (with
  // another SITE_URL and signing key), and it renames a seeded society.
  'two-instances.spec.ts',
  // Spend the verify budget of 127.0.0.1, the address every spec's requests come from.
  'client-address.spec.ts',
  'fuzz.spec.ts',
  // Assert what the page and search caches hold (HIT, STALE, 'still the cached results'), which any spec's offer
  // answer, import or desk edit revalidates; search-cache, named-search and unknown-slugs also rename seeded societies
  // that other specs show.
  'search-cache.spec.ts',
  'named-search.spec.ts',
  'results-polish.spec.ts',
  'unknown-slugs.spec.ts',
  // 'still the cached page' of Sobha Silicon-Oasis, whose page society-facts.spec.ts's desk edit revalidates.
  'society.spec.ts',
  // Compares a search's results with the database's Active listings, which another spec's accepted offer or import
  // changes at any moment.
  'find-faster.spec.ts',
  // Runs the owner-availability job, which writes to the owner of every stale listing, not only its own.
  'owner-availability.spec.ts',
];

export default defineConfig({
  testDir: './tests/e2e',
  // A file's tests run in order on one worker; the files of 'parallel' share no state and run on two workers. At one
  // device pixel per CSS pixel two workers ran that project in 7.1 min, where one worker at the iPhone's 3x took 10.6.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The ten slowest files are named at the end of the run; scripts/test-summary.ts reads the JSON report for the
  // test counts and the ten slowest tests.
  reportSlowTests: { max: 10, threshold: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e-report.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    ...devices['iPhone 13'],
    // Chromium stands in for the phone: keep the iPhone viewport, touch and user agent, drop WebKit.
    defaultBrowserType: 'chromium',
    viewport: { width: 390, height: 844 },
    // One device pixel per CSS pixel: layout, tap targets and text measure the same in CSS pixels, while the iPhone's
    // 3x made Chromium rasterise nine times the pixels of every frame in software (no GPU here), the largest share
    // of the suite's CPU.
    deviceScaleFactor: 1,
    // A trace records a screencast and DOM snapshots of every step: in CI (retries: 1) only a retry records one,
    // which keeps a failure's trace at a fraction of the CPU (E2E_TRACE overrides, e.g. 'retain-on-failure').
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | 'on-first-retry' | undefined) ?? (process.env.CI ? 'on-first-retry' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'parallel', testIgnore: SERIAL_SPECS },
    { name: 'serial', testMatch: SERIAL_SPECS, workers: 1, dependencies: ['parallel'] },
  ],
  webServer: {
    // A production build on its own seeded embedded database (scripts/e2e.ts builds it first).
    command: `npx tsx --conditions=react-server scripts/with-db.ts --database ghomes_e2e -- npx next start -p ${PORT}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // Every e2e sign-in comes from one address: lift the per-IP hourly cap, and send a new code to an address at once
    // (the 60 s per-address interval is covered by the integration tests and by two-instances.spec.ts, whose
    // instances keep it) so no spec waits one out.
    env: {
      SITE_URL: baseURL,
      DESKTOP_REDIRECT: 'on',
      // The outbox page in a production build (login and WhatsApp codes are read there).
      DEV_OUTBOX: 'on',
      NODE_ENV: 'production',
      AUTH_CODES_PER_HOUR_PER_IP: '1000',
      AUTH_CODES_PER_HOUR_PER_EMAIL: '100',
      AUTH_CODE_INTERVAL_SECONDS: '0',
      // Every registration and login check comes from that address too, from two workers at once (the per-minute
      // budget is covered by tests/integration/auth-routes.test.ts).
      AUTH_USER_CHECKS_PER_MINUTE_PER_IP: '1000',
      // Every spec searches from the same address (the fuzz suite sends hundreds of /search URLs a minute): the
      // per-client render budget is covered by tests/integration/search-render-budget.test.ts.
      SEARCH_RENDERS_PER_MINUTE: '100000',
      // The desk's message specs send contact messages from that address too: the cap itself is covered by
      // tests/integration/contact.test.ts.
      CONTACT_MESSAGES_PER_10_MINUTES_PER_IP: '1000',
      // A page view reports its Web Vitals when a test asks (tests/e2e/vitals.spec.ts); never without this.
      VITALS_FORCE_SAMPLING: 'on',
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
