// The ending every database command-line tool shares: its exit code, the pool closed so the process can exit, and
// a failure printed as its message only (never a stack trace for an operator's typo).
import { closeDb } from '@/server/db/client';

export function runDatabaseCommand(main: () => Promise<number>): void {
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
}
