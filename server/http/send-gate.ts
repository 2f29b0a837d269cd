import 'server-only';
import { getEnv } from '@/server/env';

// Code sends (login e-mails, WhatsApp codes) take a pooled connection for their rate checks (serialised per
// bucket by advisory locks) and another moment to store the message. A burst of them must never take the pool
// from everybody else's pages, so before a send touches the database it passes two in-process checks:
// - a budget per client address, the same hourly number the database enforces, counted here so that a flood
//   from one client is refused without a query (the database stays the authority across instances);
// - a gate: at most CODE_SENDS_IN_FLIGHT sends of this process use the database at once; the others wait here,
//   holding no connection, and beyond CODE_SENDS_QUEUE waiting ones a send is refused (429) at once.

export class SendGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly slots: () => number,
    private readonly maxWaiting: () => number,
  ) {}

  /** `busy` is the error for a send refused because too many are waiting (each API answers in its own shape). */
  async run<T>(work: () => Promise<T>, busy: () => Error): Promise<T> {
    if (this.running >= this.slots()) {
      if (this.waiting.length >= this.maxWaiting()) throw busy();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** A sliding-window count per key, in memory. */
export class LocalBudget {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Takes one unit; returns a function that gives it back, or the seconds to wait when the budget is spent. */
  take(key: string, limit: number, windowSeconds: number, now = Date.now()): { release: () => void } | { wait: number } {
    const since = now - windowSeconds * 1000;
    const kept = (this.events.get(key) ?? []).filter((at) => at > since);
    if (kept.length >= limit) {
      this.events.set(key, kept);
      return { wait: Math.max(1, Math.ceil((kept[kept.length - limit]! - since) / 1000)) };
    }
    kept.push(now);
    this.events.delete(key); // re-insert: the Map keeps the most recently used keys last
    this.events.set(key, kept);
    if (this.events.size > this.maxKeys) this.events.delete(this.events.keys().next().value as string);
    return {
      release: () => {
        const list = this.events.get(key);
        const index = list?.indexOf(now) ?? -1;
        if (list && index >= 0) list.splice(index, 1);
      },
    };
  }
}

const holder = globalThis as unknown as { ghomesSendGate?: SendGate };

/** The process's gate for code sends. */
export function codeSendGate(): SendGate {
  holder.ghomesSendGate ??= new SendGate(
    () => getEnv().CODE_SENDS_IN_FLIGHT,
    () => getEnv().CODE_SENDS_QUEUE,
  );
  return holder.ghomesSendGate;
}
