import 'server-only';
// A small seeded PRNG (sfc32) so that every seed run produces the same rows, ids included. Each society gets its own
// stream (seeded from its index), so society N is the same whether it is built by the demo seed or by a
// scale top-up that starts from N.

/** The one fixed seed of the demo data; change it and every id changes. */
export const DEMO_SEED = 'ghomes-demo-v1';

/**
 * sfc32 with a 128-bit state. (A 32-bit generator such as mulberry32 walks one shared cycle, so streams of
 * thousands of societies overlap and repeat ids; 128 bits of state keep every stream apart.)
 */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
}

/** cyrb128: turns a stream name such as "society:42" into four 32-bit seeds. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export class Random {
  private readonly nextUint32: () => number;

  constructor(streamName: string) {
    this.nextUint32 = sfc32(...hashSeed(`${DEMO_SEED}:${streamName}`));
    for (let i = 0; i < 12; i += 1) this.nextUint32(); // warm-up: mixes the seed through the state
  }

  private next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct items in a random order (all of them when count exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }

  /** A version-4 shaped uuid made of 16 PRNG bytes (deterministic, unlike crypto.randomUUID). */
  uuid(): string {
    const words = [this.nextUint32(), this.nextUint32(), this.nextUint32(), this.nextUint32()];
    const bytes = words.flatMap((word) => [word >>> 24, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff]);
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Letters and digits, e.g. for a video playback id. */
  token(length: number): string {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    return Array.from({ length }, () => alphabet[Math.floor(this.next() * alphabet.length)]).join('');
  }
}
