// `npm run gate-pin -- <society> <pin>`: sets (or replaces) a society's security desk PIN, which unlocks
// /gate/<society id> (docs/visits.md "Visit day"). <society> is the society's id, its import
// external_key, or its exact name. `npm run gate-pin -- <society> --remove` removes the desk: its visits are
// then never 'Not checked in'. A new PIN signs every open desk out. Every change is in the audit log (actor
// 'command line'), as the same change made on /ops/desks is. Uses DATABASE_URL or the embedded database.
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import { COMMAND_LINE_ACTOR } from '@/server/audit/log';
import { runDatabaseCommand } from './lib/run-command';
import { findSocietyByReference } from '@/server/societies/reference';
import { removeDeskPinAudited, setDeskPinAudited } from '@/server/visits/gate-desk-admin';

const USAGE = 'usage: npm run gate-pin -- <society id | external_key | name> <pin of 6-12 digits>\n       npm run gate-pin -- <society> --remove';

async function main(): Promise<number> {
  const [society, pin, ...rest] = process.argv.slice(2);
  if (!society || !pin || rest.length || (pin !== '--remove' && !DESK_PIN_PATTERN.test(pin))) {
    console.error(USAGE);
    return 2;
  }
  const match = await findSocietyByReference(society);
  if (!match.ok) {
    console.error(match.message);
    return 1;
  }
  if (pin === '--remove') {
    console.log(`${(await removeDeskPinAudited(COMMAND_LINE_ACTOR, match.id)) ? 'Removed the desk of' : 'No desk to remove at'} ${match.name} (${match.id}).`);
    return 0;
  }
  const outcome = await setDeskPinAudited(COMMAND_LINE_ACTOR, match.id, pin);
  console.log(`${outcome === 'set' ? 'Desk PIN set' : 'The desk already has this PIN'} for ${match.name}. The desk page: /gate/${match.id}`);
  return 0;
}

runDatabaseCommand(main);
