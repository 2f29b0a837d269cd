// `npm run gate-pin -- <society> <pin>`: sets (or replaces) a society's security desk PIN, which unlocks
// /gate/<society id> (docs/visits.md "Visit day"). <society> is the society's id, its import
// external_key, or its exact name. `npm run gate-pin -- <society> --remove` removes the desk: its visits are
// then never 'Not checked in'. A new PIN signs every open desk out. Uses DATABASE_URL or the embedded database.
import { eq, or, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/slugs';
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import { closeDb, getDb } from '@/server/db/client';
import { gated_societies } from '@/server/db/schema';
import { removeDeskPin, setDeskPin } from '@/server/visits/gate-desk';

const USAGE = 'usage: npm run gate-pin -- <society id | external_key | name> <pin of 6-12 digits>\n       npm run gate-pin -- <society> --remove';

async function main(): Promise<number> {
  const [society, pin, ...rest] = process.argv.slice(2);
  if (!society || !pin || rest.length || (pin !== '--remove' && !DESK_PIN_PATTERN.test(pin))) {
    console.error(USAGE);
    return 2;
  }
  const matches = await getDb()
    .select({ id: gated_societies.id, name: gated_societies.name })
    .from(gated_societies)
    .where(
      or(
        isUuid(society) ? eq(gated_societies.id, society) : undefined,
        eq(gated_societies.external_key, society),
        sql`lower(${gated_societies.name}) = lower(${society})`,
      ),
    )
    .limit(2);
  if (matches.length !== 1) {
    console.error(matches.length ? `"${society}" names more than one society: use its id or external_key.` : `No society "${society}".`);
    return 1;
  }
  const [match] = matches as [{ id: string; name: string }];
  if (pin === '--remove') {
    console.log(`${(await removeDeskPin(match.id)) ? 'Removed the desk of' : 'No desk to remove at'} ${match.name} (${match.id}).`);
    return 0;
  }
  await setDeskPin(match.id, pin);
  console.log(`Desk PIN set for ${match.name}. The desk page: /gate/${match.id}`);
  return 0;
}

main()
  .then(async (code) => {
    await closeDb().catch(() => undefined);
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDb().catch(() => undefined);
    process.exit(1);
  });
