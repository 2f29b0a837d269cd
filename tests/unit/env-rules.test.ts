/** @jest-environment node */
// Rules across environment variables: a bad combination stops the server at boot with the variable named.
import { getEnv, grievanceOfficerWasDefaulted, resetEnvCacheForTests } from '@/server/env';

const saved = { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY, PG_POOL_MAX: process.env.PG_POOL_MAX, GRIEVANCE_OFFICER_NAME: process.env.GRIEVANCE_OFFICER_NAME };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCacheForTests();
});

function withEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvCacheForTests();
  return getEnv();
}

test('the worker runs fewer jobs at once than the pool has connections (a delivery holds one)', () => {
  expect(withEnv({ WORKER_CONCURRENCY: '9', PG_POOL_MAX: '10' }).WORKER_CONCURRENCY).toBe(9);
  expect(() => withEnv({ WORKER_CONCURRENCY: '10', PG_POOL_MAX: '10' })).toThrow(/WORKER_CONCURRENCY: must be below PG_POOL_MAX/);
  expect(() => withEnv({ WORKER_CONCURRENCY: '4', PG_POOL_MAX: '2' })).toThrow(/WORKER_CONCURRENCY/);
});

test('the Privacy page names the grievance officer the setting names; unset, a placeholder that a production boot warns of', () => {
  expect(withEnv({ GRIEVANCE_OFFICER_NAME: '  Ravi Shankar ' }).GRIEVANCE_OFFICER_NAME).toBe('Ravi Shankar');
  expect(grievanceOfficerWasDefaulted()).toBe(false);
  delete process.env.GRIEVANCE_OFFICER_NAME;
  expect(withEnv({}).GRIEVANCE_OFFICER_NAME).toBe('Anjali Menon');
  expect(grievanceOfficerWasDefaulted()).toBe(true);
  expect(withEnv({ GRIEVANCE_OFFICER_NAME: '   ' }).GRIEVANCE_OFFICER_NAME).toBe('Anjali Menon');
  expect(() => withEnv({ GRIEVANCE_OFFICER_NAME: 'x'.repeat(101) })).toThrow(/GRIEVANCE_OFFICER_NAME: at most 100 characters/);
});
