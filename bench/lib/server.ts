// Starts the production build (`next start`) on a free loopback port, and stops it with its process group.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${baseUrl}/api/health within ${timeoutMs / 1000} s`);
}

export async function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  // localhost, not 127.0.0.1: Next.js 15.5 writes a middleware rewrite's URL with `localhost` for a loopback address
  // and then compares it with the -H address, so under -H 127.0.0.1 every English page's rewrite to its /en page was
  // fetched as another site and answered 308 to itself (docs/operations.md "Binding the server").
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    // TRUST_PROXY=1: the benchmarks that sign many people in give each one its own X-Forwarded-For, as phones behind
    // a proxy would arrive; otherwise every one of them is the loopback address and meets the per-client sign-in limits.
    env: { ...process.env, DEV_OUTBOX: 'on', TRUST_PROXY: '1', ...env, NODE_ENV: 'production', SITE_URL: baseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so that stopping it also stops the node process npx started.
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
