/** A seeded pseudo-random source: the seed never touches Math.random, so every run is identical. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements, in a shuffled order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A normally distributed value (Box–Muller). */
  normal(mean: number, deviation: number): number;
  /** An independent stream for one part of the seed, so adding data elsewhere never shifts it. */
  fork(label: string): Random;
};

/** 32-bit FNV-1a of a string, to derive stream seeds from labels. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** sfc32 (Chris Doty-Humphrey's small fast counter): good statistics, four words of state. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
}

/** A random source seeded from a label: the same label always gives the same sequence. */
export function createRandom(label: string): Random {
  const seed = hashString(label);
  const next = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, seed);
  for (let index = 0; index < 15; index += 1) next();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other] as (typeof copy)[number], copy[index] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
    normal: (mean, deviation) => {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    fork: (child) => createRandom(`${label}/${child}`),
  };
  return random;
}
