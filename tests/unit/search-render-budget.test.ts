/** @jest-environment node */
// The bounds on what one client can make /search render (server/search/render-budget.ts): renders per client
// address in a sliding minute, and renders at once with a bounded line behind them.
import { ClientRenderBudget, RenderLine } from '@/server/search/render-budget';

describe('ClientRenderBudget', () => {
  it('allows perMinute renders per client in a sliding minute, then says how long to wait', () => {
    let now = 1_000_000;
    const budget = new ClientRenderBudget({ perMinute: () => 3, now: () => now });
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([0, 0, 0]);
    expect(budget.take('a')).toBe(60);
    expect(budget.take('b')).toBe(0); // another client is not affected
    now += 30_000;
    expect(budget.take('a')).toBe(30);
    now += 30_001;
    expect(budget.take('a')).toBe(0); // the first renders left the window
  });
});

describe('RenderLine', () => {
  it('runs at most `concurrency` at once, keeps a bounded line, and refuses past it without running the work', async () => {
    const line = new RenderLine({ concurrency: () => 2, maxWaiting: () => 2 });
    const releases: (() => void)[] = [];
    let started = 0;
    let peak = 0;
    let running = 0;
    const work = () =>
      new Promise<number>((resolve) => {
        started += 1;
        running += 1;
        peak = Math.max(peak, running);
        releases.push(() => {
          running -= 1;
          resolve(started);
        });
      });
    const runs = Array.from({ length: 5 }, () => line.run(work));
    expect(await runs[4]).toBeNull(); // the fifth finds two running and two waiting
    expect(line.busy).toEqual({ running: 2, waiting: 2 });
    expect(started).toBe(2);
    // Each finished render lets the next one in.
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const outcomes = await Promise.all(runs.slice(0, 4));
    expect(outcomes.every((outcome) => outcome !== null)).toBe(true);
    expect(started).toBe(4);
    expect(peak).toBe(2);
    expect(line.busy).toEqual({ running: 0, waiting: 0 });
  });
});
