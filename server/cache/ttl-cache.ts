import 'server-only';

interface Entry<Value> {
  value: Value;
  expiresAt: number;
}

/**
 * A small in-process cache with a time to live and a size bound (least recently used goes first).
 * For answers that are the same for everyone and may be a little stale, such as autocomplete.
 * Each server process has its own; nothing here is shared or persisted.
 */
export class TtlCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  /** The cached value, or the loader's answer stored for next time (failures are not stored). */
  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
