import { TtlCache } from '@/server/cache/ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('answers from memory until the time to live has passed', async () => {
    const cache = new TtlCache<string[]>({ ttlMs: 60_000, maxEntries: 10, now: clock });
    const load = jest.fn(async () => ['Prestige']);
    expect(await cache.getOrLoad('pres', load)).toEqual(['Prestige']);
    now += 59_999;
    expect(await cache.getOrLoad('pres', load)).toEqual(['Prestige']);
    expect(load).toHaveBeenCalledTimes(1);
    now += 1;
    expect(cache.get('pres')).toBeUndefined();
    await cache.getOrLoad('pres', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry above its size bound', () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 2, now: clock });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'a' is now the most recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('does not store a failed load', async () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 2, now: clock });
    await expect(cache.getOrLoad('x', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('x', async () => 7)).toBe(7);
  });
});
