// `npm run worker` as a child process for fault tests: its own process group (so a signal reaches npm, the
// with-db wrapper and the worker alike), its output kept for assertions and failure messages.
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';

export interface WorkerProcess {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or the signal that ended npm (npm re-raises the signal its child was stopped with). */
  exited: Promise<number | NodeJS.Signals | null>;
  signal: (signal: NodeJS.Signals) => void;
}

export function spawnWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn('npm', ['run', 'worker'], {
    env: { ...process.env, NODE_ENV: 'production', TWILIO_ACCOUNT_SID: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close': the process has exited and its output has been read to the end.
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('close', (code, signal) => resolve(code ?? signal)));
  return {
    child,
    output: () => output,
    exited,
    signal: (signal) => {
      if (child.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, signal);
    },
  };
}

/** Polls `check` until it returns a truthy value; fails with `what` (and the worker's log) after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs: number, log?: () => string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}${log ? `\n--- worker log ---\n${log()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function query<Row extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const lockedJobs = (url: string) =>
  query<{ id: string; locked_by: string; task_identifier: string }>(url, 'select id, locked_by, task_identifier from graphile_worker.jobs where locked_by is not null');
