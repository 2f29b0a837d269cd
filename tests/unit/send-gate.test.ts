// The in-process checks a code send passes before the database: the gate's concurrency and queue, and the
// per-client budget counted in memory.
import { LocalBudget, SendGate } from '@/server/http/send-gate';

const busy = () => new Error('busy');

/** A piece of work that finishes when the test says so. */
function pending(): { promise: Promise<void>; finish: () => void } {
  let finish = () => undefined as void;
  const promise = new Promise<void>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('SendGate', () => {
  test('runs at most `slots` pieces of work at once, the rest in arrival order', async () => {
    const gate = new SendGate(() => 2, () => 10);
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => pending());
    const starts = Array.from({ length: 5 }, () => pending());
    const runs = works.map((work, index) =>
      gate.run(async () => {
        started.push(index);
        starts[index]!.finish();
        await work.promise;
        return index;
      }, busy),
    );
    await Promise.all([starts[0]!.promise, starts[1]!.promise]);
    expect(started).toEqual([0, 1]);
    works[1]!.finish();
    await starts[2]!.promise; // the freed slot goes to the next in line...
    expect(started).toEqual([0, 1, 2]); // ...and to nobody else
    works.forEach((work) => work.finish());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  test('refuses at once beyond the queue, and a failed piece frees its slot', async () => {
    const gate = new SendGate(() => 1, () => 1);
    const first = pending();
    const running = gate.run(() => first.promise, busy);
    const queued = gate.run(async () => 'queued', busy);
    await expect(gate.run(async () => 'refused', busy)).rejects.toThrow('busy');
    first.finish();
    await running;
    expect(await queued).toBe('queued');
    await expect(gate.run(() => Promise.reject(new Error('failed')), busy)).rejects.toThrow('failed');
    expect(await gate.run(async () => 'free again', busy)).toBe('free again');
  });
});

describe('LocalBudget', () => {
  test('counts per key in a sliding window and gives a unit back on release', () => {
    const budget = new LocalBudget();
    const t0 = 1_000_000;
    const first = budget.take('a', 2, 60, t0);
    expect('release' in first).toBe(true);
    expect('release' in budget.take('a', 2, 60, t0 + 1000)).toBe(true);
    expect(budget.take('a', 2, 60, t0 + 2000)).toEqual({ wait: 58 });
    expect('release' in budget.take('b', 2, 60, t0 + 2000)).toBe(true);
    if ('release' in first) first.release();
    expect('release' in budget.take('a', 2, 60, t0 + 3000)).toBe(true);
    expect('wait' in budget.take('a', 2, 60, t0 + 4000)).toBe(true);
    expect('release' in budget.take('a', 2, 60, t0 + 62_000)).toBe(true);
  });

  test('keeps at most maxKeys keys, dropping the least recently used', () => {
    const budget = new LocalBudget(2);
    budget.take('a', 1, 60, 0);
    budget.take('b', 1, 60, 0);
    budget.take('c', 1, 60, 0);
    expect('release' in budget.take('a', 1, 60, 1)).toBe(true); // 'a' was forgotten
    expect('wait' in budget.take('c', 1, 60, 1)).toBe(true);
  });
});
