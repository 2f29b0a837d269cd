// Seeds demo data into DATABASE_URL (run through `npm run db:seed`, which starts embedded PostgreSQL).
//   npm run db:seed                     demo set into an empty database (says so and exits if already seeded)
//   npm run db:seed -- --reset          empty the demo tables, then seed the demo set again
//   npm run db:seed -- --scale 10000    top up to 10,000 societies (about 7 homes each); add --reset to start over
import { closeDb } from '@/server/db/client';
import { countSeededRows, isDatabaseEmpty, resetDemoData, seedDatabase } from '@/server/db/seed';
import { getEnv } from '@/server/env';

interface Options {
  scale?: number;
  reset: boolean;
}

function parseArgs(argv: string[]): Options {
  const scaleAt = argv.indexOf('--scale');
  const options: Options = { reset: argv.includes('--reset') };
  if (scaleAt !== -1) {
    const scale = Number(argv[scaleAt + 1]);
    if (!Number.isInteger(scale) || scale < 1) throw new Error('--scale needs a whole number of societies, e.g. --scale 10000');
    options.scale = scale;
  }
  return options;
}

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (run `npm run db:seed`, which starts the embedded database).');
  const startedAt = performance.now();

  if (options.reset) {
    await resetDemoData(url);
    console.log('[seed] emptied the demo tables (and the visits, offers and alerts that pointed at them)');
  } else if (options.scale === undefined && !(await isDatabaseEmpty(url))) {
    const { gated_societies } = await countSeededRows(url);
    console.log(`[seed] the database is already seeded (${gated_societies} societies); use --reset to seed it again`);
    return 0;
  }

  const inserted = await seedDatabase(url, { scale: options.scale });
  const totals = await countSeededRows(url);
  if (inserted.gated_societies === 0) {
    console.log(`[seed] the database already has ${totals.gated_societies} societies; nothing to add (use --reset to start over)`);
  }
  console.log('[seed] inserted', inserted);
  console.log('[seed] rows now', totals);
  console.log(`[seed] done in ${seconds(startedAt)}`);
  return 0;
}

main()
  .then(async (code) => {
    await closeDb();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error('[seed]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
