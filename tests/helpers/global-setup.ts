// Runs once per Jest run: (re)builds the migrated template database the integration tests clone.
import { Client } from 'pg';
import { adminUrl, TEMPLATE_DATABASE } from './db';

export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) return; // unit-only run
  process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    // Leftovers of an interrupted earlier run.
    const stale = await client.query<{ datname: string }>("select datname from pg_database where datname like 'test\\_%'");
    for (const row of stale.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
    await client.query(`drop database if exists "${TEMPLATE_DATABASE}" with (force)`);
    await client.query(`create database "${TEMPLATE_DATABASE}"`);
  } finally {
    await client.end();
  }
  const templateUrl = new URL(adminUrl());
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  // Migrations are plain SQL files; the migrator has no server-only dependency worth mocking here.
  const { migrateDatabase } = await import('../../server/db/migrate');
  await migrateDatabase(templateUrl.toString());
}
