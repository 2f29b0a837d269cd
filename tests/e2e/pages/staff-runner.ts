// One long-lived process per Playwright worker that runs the staff command (scripts/lib/staff-command.ts) on the
// e2e database, started by tests/e2e/pages/staff.ts. A request is a line of JSON on stdin ({ id, args }); each
// answer ({ id, code, output }) is a line on file descriptor 3, so that nothing the server modules log can be taken
// for one (it runs under `node --import tsx`, as the tsx command keeps that descriptor for itself). Commands run
// one after another, in the order they came; the process ends when stdin closes.
import { writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { format } from 'node:util';
import { closeDb } from '@/server/db/client';
import { runStaffCommand } from '../../../scripts/lib/staff-command';

type Request = { id: number; args: string[] };
const ANSWERS_FD = 3;
const CAPTURED = ['log', 'warn', 'error'] as const;

/** Runs one command with what it prints captured, as the one-shot command's stdout and stderr would have been. */
async function run({ id, args }: Request): Promise<void> {
  const printed: string[] = [];
  const original = CAPTURED.map((method) => console[method]);
  for (const method of CAPTURED) console[method] = (...parts: unknown[]) => void printed.push(format(...parts));
  let code: number;
  try {
    code = await runStaffCommand(args);
  } catch (error) {
    printed.push(error instanceof Error ? error.message : String(error));
    code = 1;
  } finally {
    CAPTURED.forEach((method, index) => (console[method] = original[index]!));
  }
  // Written at once: the process may exit right after the last answer.
  writeSync(ANSWERS_FD, `${JSON.stringify({ id, code, output: printed.join('\n') })}\n`);
}

let queue = Promise.resolve();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  queue = queue.then(() => run(JSON.parse(line) as Request));
});
lines.on('close', () => {
  void queue.then(() => closeDb().catch(() => undefined)).then(() => process.exit(0));
});
