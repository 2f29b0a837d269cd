// Traces when wanted (server/tracing/register.ts): without OTEL_EXPORTER_OTLP_ENDPOINT nothing is registered or
// loaded and spans are no-ops; with it set, a span reaches the collector at that address over OTLP/HTTP.
// Each case runs tests/node/fixtures/trace-probe.ts in a process of its own (a tracer provider is registered once
// per process). Run with `npx tsx --test tests/node/*.test.ts` (part of `npm test`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';

const PROBE = path.join(import.meta.dirname, 'fixtures', 'trace-probe.ts');

function runProbe(env: Record<string, string>): Promise<{ registered: boolean; provider: string; registry: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PROBE], { env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`probe exited ${code}: ${out}`));
      else resolve(JSON.parse(line));
    });
  });
}

test('without OTEL_EXPORTER_OTLP_ENDPOINT nothing is registered: spans are no-ops and no provider, propagator or context manager is set', async () => {
  const result = await runProbe({});
  assert.deepEqual(result, { registered: false, provider: 'NoopTracerProvider', registry: [] });
});

test('with OTEL_EXPORTER_OTLP_ENDPOINT set, a span arrives at the collector', async () => {
  const bodies: Buffer[] = [];
  const paths: string[] = [];
  const collector = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      bodies.push(Buffer.concat(chunks));
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = collector.address() as AddressInfo;
    const result = await runProbe({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_BSP_SCHEDULE_DELAY: '50' });
    assert.equal(result.registered, true);
    // The same registry that is empty without the setting (so that check can fail).
    assert.ok(result.registry.includes('trace'), `registry: ${result.registry.join(', ')}`);
    assert.ok(paths.includes('/v1/traces'), `the collector got ${JSON.stringify(paths)}`);
    const sent = Buffer.concat(bodies).toString('latin1');
    assert.ok(sent.includes('probe span'), 'the span is in what was sent');
    assert.ok(sent.includes('ghomes-probe'), 'with the service name');
  } finally {
    collector.close();
  }
});
