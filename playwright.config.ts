import { defineConfig, devices } from '@playwright/test';

// The e2e server and the test workers share one revalidation secret (workers inherit this process's env).
process.env.REVALIDATE_SECRET ??= 'e2e-only-revalidate-secret-7f3a9c';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser build (the machines are offline).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    ...devices['iPhone 13'],
    // Chromium stands in for the phone: keep the iPhone viewport, touch and user agent, drop WebKit.
    defaultBrowserType: 'chromium',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'phone-chromium' }],
  webServer: {
    // A production build on its own seeded embedded database (scripts/e2e.ts builds it first).
    command: `npx tsx --conditions=react-server scripts/with-db.ts --database ghomes_e2e -- npx next start -p ${PORT}`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // Every e2e sign-in comes from one address: lift the per-IP hourly cap and shorten the per-address interval
    // (the 60 s default is covered by the integration tests) so the suite does not wait a minute per login.
    env: {
      SITE_URL: baseURL,
      DESKTOP_REDIRECT: 'on',
      // The outbox page in a production build (login and WhatsApp codes are read there).
      DEV_OUTBOX: 'on',
      NODE_ENV: 'production',
      AUTH_CODES_PER_HOUR_PER_IP: '1000',
      AUTH_CODES_PER_HOUR_PER_EMAIL: '100',
      AUTH_CODE_INTERVAL_SECONDS: '5',
      // Every spec searches from the same address (the fuzz suite sends hundreds of /search URLs a minute): the
      // per-client render budget is covered by tests/integration/search-render-budget.test.ts.
      SEARCH_RENDERS_PER_MINUTE: '100000',
      // A page view reports its Web Vitals when a test asks (tests/e2e/vitals.spec.ts); never without this.
      VITALS_FORCE_SAMPLING: 'on',
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
