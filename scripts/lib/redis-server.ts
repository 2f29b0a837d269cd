// A real Redis for tests and benchmarks: Debian's `redis-server` (installed by .ci/run) on a free loopback port,
// nothing persisted, stopped with its caller. `REDIS_SERVER_PATH` overrides the binary.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { freePort } from './free-port';

export interface TestRedis {
  port: number;
  url: string;
  stop: () => Promise<void>;
}

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Starts redis-server and resolves once it accepts connections (its "Ready to accept connections" line). */
export async function startRedis(port?: number): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`redis-server not found at ${REDIS_SERVER}. Install it with: apt-get install -y redis-server (.ci/run does), or set REDIS_SERVER_PATH.`);
  }
  const chosen = port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('Ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
    child.once('error', reject);
  });
  return { port: chosen, url: `redis://127.0.0.1:${chosen}`, stop: () => stopProcess(child) };
}
