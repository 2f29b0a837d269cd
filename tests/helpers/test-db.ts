// Points the app's own db client at a fresh per-file database: call in beforeAll / afterAll.
import { closeDb } from '@/server/db/client';
import { resetEnvCacheForTests } from '@/server/env';
import { createTestDatabase, dropTestDatabase } from './db';

export function useTestDatabase(): { url: () => string } {
  let url = '';
  beforeAll(async () => {
    url = await createTestDatabase();
    process.env.DATABASE_URL = url;
    resetEnvCacheForTests();
  });
  afterAll(async () => {
    await closeDb();
    await dropTestDatabase(url);
  });
  return { url: () => url };
}
