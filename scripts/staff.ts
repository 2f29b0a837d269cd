// `npm run staff -- add <email> <role> [--society <id|external_key|name>...]`, `remove <email>`, `list`
// (scripts/lib/staff-command.ts; docs/ops.md).
import { runDatabaseCommand } from './lib/run-command';
import { runStaffCommand } from './lib/staff-command';

runDatabaseCommand(() => runStaffCommand(process.argv.slice(2)));
