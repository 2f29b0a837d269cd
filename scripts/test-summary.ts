// The end of `npm test` (scripts/test-all.sh): how many tests each layer ran and how they ended, and the ten slowest
// end-to-end tests, read from the reports the layers wrote.
//   tsx scripts/test-summary.ts <dir>   (unit.json and integration.json from Jest, node.tap, e2e.json from Playwright)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Counts {
  total: number;
  passed: number;
  failed: number;
  skipped: number;
  flaky?: number;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function jestCounts(file: string): Counts | undefined {
  const report = readJson<{ numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(file);
  if (!report) return undefined;
  return { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests };
}

function nodeCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const tap = readFileSync(file, 'utf8');
  const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  return { total: count('tests'), passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo') };
}

interface PlaywrightResult {
  duration: number;
  status: string;
}
interface PlaywrightSpec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; results: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function playwrightSpecs(suites: PlaywrightSuite[]): PlaywrightSpec[] {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...playwrightSpecs(suite.suites ?? [])]);
}

function main(): void {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/test-summary.ts <dir>');
  const layers: [string, Counts | undefined][] = [
    ['unit', jestCounts(path.join(dir, 'unit.json'))],
    ['node', nodeCounts(path.join(dir, 'node.tap'))],
    ['integration', jestCounts(path.join(dir, 'integration.json'))],
  ];
  const e2e = readJson<PlaywrightReport>(path.join(dir, 'e2e.json'));
  const stats = e2e?.stats;
  layers.push(['e2e', stats && { total: stats.expected + stats.unexpected + stats.flaky + stats.skipped, passed: stats.expected, failed: stats.unexpected, skipped: stats.skipped, flaky: stats.flaky }]);

  console.log('\n=== tests per layer ===');
  for (const [layer, counts] of layers) {
    if (!counts) {
      console.log(`${layer.padEnd(12)} did not run`);
      continue;
    }
    const flaky = counts.flaky ? `, ${counts.flaky} flaky` : '';
    console.log(`${layer.padEnd(12)} ${String(counts.total).padStart(5)} tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${flaky}`);
  }

  if (e2e) {
    const tests = playwrightSpecs(e2e.suites).flatMap((spec) =>
      spec.tests.map((test) => ({ name: `${spec.file}:${spec.line} ${spec.title}`, project: test.projectName, ms: test.results.reduce((sum, result) => sum + result.duration, 0) })),
    );
    console.log('\n=== the ten slowest end-to-end tests ===');
    for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  [${test.project}] ${test.name}`);
    }
  }
}

main();
