// Issue "Production safety" point 8: without SITE_URL the site address is the port the server really listens on.
import { getEnv, resetEnvCacheForTests, siteUrlWasDefaulted, storageBaseUrl } from '@/server/env';

const saved = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT, STORAGE_URL: process.env.STORAGE_URL };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCacheForTests();
});

function withEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCacheForTests();
  return getEnv();
}

test('an unset SITE_URL follows the port the server listens on', () => {
  expect(withEnv({ SITE_URL: undefined, PORT: '4321' }).SITE_URL).toBe('http://localhost:4321');
  expect(siteUrlWasDefaulted()).toBe(true);
  expect(withEnv({ SITE_URL: undefined, PORT: undefined }).SITE_URL).toBe('http://localhost:3000');
});

test('a configured SITE_URL wins and loses its trailing slash', () => {
  expect(withEnv({ SITE_URL: 'https://ghomes.in/', PORT: '4321' }).SITE_URL).toBe('https://ghomes.in');
  expect(siteUrlWasDefaulted()).toBe(false);
});

test('embedded photos are site-relative; a hosted bucket keeps its origin', () => {
  withEnv({ STORAGE_URL: undefined, SITE_URL: 'http://localhost:3000' });
  expect(storageBaseUrl()).toBe('');
  withEnv({ STORAGE_URL: 'https://cdn.ghomes.in/' });
  expect(storageBaseUrl()).toBe('https://cdn.ghomes.in');
});
