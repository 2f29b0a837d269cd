// Desk staff for the end-to-end tests: a person registered and signed in through the API (fixtures.ts), then
// given a role with the same command an operator runs (`npm run staff -- add ...`), against the e2e database. The
// command runs in one long-lived process per Playwright worker (staff-runner.ts): a new tsx process per role cost
// about 1.5 s of CPU each, beside the browsers.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Page } from '@playwright/test';
import type { StaffRole } from '../../../lib/ops/roles';
import { registerAndSignIn } from '../fixtures';
import { newPerson, type Person } from './auth-sheet';
import { E2E_DATABASE } from './e2e-database';

type Answer = { id: number; code: number; output: string };
type Waiting = { resolve: (output: string) => void; reject: (error: Error) => void; args: string[] };

let runner: ChildProcess | null = null;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function failAll(error: Error): void {
  for (const [id, call] of waiting) {
    waiting.delete(id);
    call.reject(error);
  }
  runner = null;
}

function startRunner(): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/e2e/pages/staff-runner.ts'], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE },
    stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
  });
  createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => {
    const answer = JSON.parse(line) as Answer;
    const call = waiting.get(answer.id);
    if (!call) return;
    waiting.delete(answer.id);
    if (answer.code === 0) call.resolve(answer.output);
    else call.reject(new Error(`npm run staff -- ${call.args.join(' ')} exited with ${answer.code}: ${answer.output}`));
  });
  child.on('exit', (code) => failAll(new Error(`the staff command runner ended (exit code ${code})`)));
  // The worker may end while the runner waits for its next command: closing stdin then ends the runner.
  child.unref();
  for (const stream of [child.stdin, child.stdio[3]]) (stream as unknown as { unref?: () => void }).unref?.();
  return child;
}

/** Runs `npm run staff -- <args>` on the e2e database; its printed answer, or a rejection with it on a failure. */
export function staffCommand(args: string[]): Promise<string> {
  runner ??= startRunner();
  const id = (nextId += 1);
  const answered = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject, args }));
  runner.stdin!.write(`${JSON.stringify({ id, args })}\n`);
  return answered;
}

/** Signs the page's context in as a new person with `role` (an agent for the societies named). */
export async function signInAsStaff(page: Page, role: StaffRole, societies: string[] = []): Promise<Person> {
  const person = await registerAndSignIn(page, newPerson());
  await staffCommand(['add', person.email, role, ...societies.flatMap((society) => ['--society', society])]);
  return person;
}

/** A desk list's filters, unfolded: on a phone they are a closed disclosure (open from 1024 px). */
export async function openTableFilters(page: Page): Promise<void> {
  // A streamed list holds its hidden copy beside the shown one until React reveals it: the shown one.
  const filters = page.getByTestId('table-filters').filter({ visible: true });
  if (!(await filters.evaluate((element) => (element as HTMLDetailsElement).open))) await filters.locator('summary').click();
}
