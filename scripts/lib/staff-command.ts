// `npm run staff -- add <email> <role> [--society <id|external_key|name>...]`, `remove <email>`, `list`: grants and
// ends the operations desk's roles (docs/ops.md). The account must exist (the person registers on the site first).
// Every change is in the audit log, by 'command line'. Uses DATABASE_URL or the embedded database. The command is
// scripts/staff.ts; the end-to-end tests run this module in one long-lived process per worker
// (tests/e2e/pages/staff-runner.ts), so a spec's role costs a call, not the start of a process.
import { isStaffRole, STAFF_ROLES } from '@/lib/ops/roles';
import { COMMAND_LINE_ACTOR } from '@/server/audit/log';
import { findSocietyByReference } from '@/server/societies/reference';
import { grantStaffRole, listStaff, removeStaffRole } from '@/server/staff/service';

const USAGE = [
  `usage: npm run staff -- add <email> <${STAFF_ROLES.join('|')}> [--society <id | external_key | name>]...`,
  '       npm run staff -- remove <email>',
  '       npm run staff -- list',
].join('\n');

async function add(args: string[]): Promise<number> {
  const [email, role, ...rest] = args;
  if (!email || !isStaffRole(role)) return usage();
  const societyIds: string[] = [];
  for (let index = 0; index < rest.length; index += 2) {
    const reference = rest[index + 1];
    if (rest[index] !== '--society' || !reference) return usage();
    const society = await findSocietyByReference(reference);
    if (!society.ok) {
      console.error(society.message);
      return 1;
    }
    societyIds.push(society.id);
  }
  if (role === 'agent' && !societyIds.length) console.warn('An agent without --society sees no visits until a society is assigned.');
  if (role !== 'agent' && societyIds.length) console.warn(`A ${role} sees every society: --society is not kept.`);
  const member = await grantStaffRole(COMMAND_LINE_ACTOR, { email, role, societyIds });
  const where = member.societies.length ? ` for ${member.societies.map((society) => society.name).join(', ')}` : '';
  console.log(`${member.email} is now ${member.role}${where}. The desk: /ops`);
  return 0;
}

async function list(): Promise<number> {
  const staff = await listStaff();
  if (!staff.length) console.log('No staff yet: npm run staff -- add <email> admin');
  for (const member of staff) {
    const societies = member.role === 'agent' ? ` [${member.societies.map((society) => society.name).join(', ') || 'no society'}]` : '';
    console.log(`${member.role.padEnd(7)} ${member.email}${societies}`);
  }
  return 0;
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

/** Runs one staff command (`add ...`, `remove <email>`, `list`); its answer is printed, its exit code returned. */
export async function runStaffCommand(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'add') return add(args);
  if (command === 'list' && !args.length) return list();
  if (command === 'remove' && args.length === 1) {
    const removed = await removeStaffRole(COMMAND_LINE_ACTOR, args[0]!);
    console.log(removed ? `${args[0]} is no longer staff.` : `${args[0]} was not staff.`);
    return 0;
  }
  return usage();
}
