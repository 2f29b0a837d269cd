// A test's own embedded PostgreSQL (separate data directory and port) in a child process (tests/helpers/outage-postgres.ts),
// which the test can stop and start again: an outage or a restart of the database under the code being tested.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RestartablePostgres {
  /** Starts it and resolves with its URL once it accepts connections. */
  start: () => Promise<string>;
  /** A fast shutdown (open sessions are cut with 57P01); resolves once it is gone. */
  stop: () => Promise<void>;
}

/** `root` and `port` are read at each start (tests settle them in beforeAll). */
export function restartablePostgres(root: () => string, port: () => number): RestartablePostgres {
  let server: ChildProcess | undefined;
  return {
    start: () =>
      new Promise((resolve, reject) => {
        // One node process (tsx as a loader, no npx or tsx wrapper in between), so SIGTERM reaches the script.
        const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/outage-postgres.ts', path.join(root(), 'postgres'), String(port())], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        server = child;
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /READY (\S+)/.exec(output);
          if (ready) resolve(ready[1]!);
        });
        child.stderr!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.once('exit', (code) => reject(new Error(`test PostgreSQL exited (${code}) before it was ready:\n${output}`)));
      }),
    stop: () => {
      const child = server;
      server = undefined;
      if (!child || child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
