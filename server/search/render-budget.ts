import 'server-only';

// What one stranger can make the server do with /search. Every distinct filter set is a full render (the
// rendered-search cache only helps the second time), and a crawl of thousands of distinct URLs used to run them
// all at once: one process grew from about 200 MB to 1.5 GB and stayed there for minutes. Two bounds, both per
// process and in memory (they protect this process's memory and CPU, so they need nothing shared):
// - per client address, at most SEARCH_RENDERS_PER_MINUTE renders in a sliding minute (a cache hit costs nothing
//   and is not counted); past it the client gets a 429 with Retry-After;
// - at most SEARCH_RENDER_CONCURRENCY renders of the cache at once, the rest wait in a bounded line; past the
//   line a request gets a 503 with Retry-After, so waiting requests cannot pile up either.

const WINDOW_MS = 60_000;
/** Client addresses remembered at most (the oldest go first); far more than one process serves in a minute. */
const MAX_CLIENTS = 20_000;

export class ClientRenderBudget {
  private readonly starts = new Map<string, number[]>();

  constructor(private readonly options: { perMinute: () => number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Takes one render for the client: 0 when allowed, else the seconds until it will be. */
  take(client: string): number {
    const now = this.now();
    const recent = (this.starts.get(client) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= this.options.perMinute()) {
      this.starts.set(client, recent);
      return Math.max(1, Math.ceil((recent[0]! + WINDOW_MS - now) / 1000));
    }
    recent.push(now);
    // Re-inserted last: the map's order is the order of last use, the oldest are dropped first.
    this.starts.delete(client);
    this.starts.set(client, recent);
    while (this.starts.size > MAX_CLIENTS) this.starts.delete(this.starts.keys().next().value as string);
    return 0;
  }

  clear(): void {
    this.starts.clear();
  }
}

export class RenderLine {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: { concurrency: () => number; maxWaiting: () => number }) {}

  /** Runs `work` when a place is free; null (without running it) when the line is full. */
  async run<Value>(work: () => Promise<Value>): Promise<{ value: Value } | null> {
    if (this.running >= this.options.concurrency()) {
      if (this.waiting.length >= this.options.maxWaiting()) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { value: await work() };
    } finally {
      // The place passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
