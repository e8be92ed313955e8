// A small seeded random source. Every generated value comes from one of these, so a seed always gives
// the same people and the same files. Streams are forked by label (`fork("career")`) rather than
// shared, so adding a draw in one part of the generator does not shift the values of every other part.

export interface Random {
  // A float in [0, 1).
  next(): number;
  // An integer in [min, max], both included.
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: readonly T[]): T[];
  // A normally distributed value (Box-Muller), for sensor-like noise.
  gaussian(mean: number, sigma: number): number;
  digits(count: number): string;
  letters(count: number): string;
  // An independent stream, derived from this stream's seed and the label only.
  fork(label: string | number): Random;
}

// FNV-1a over the text, then a murmur-style finaliser: a 32-bit seed for each label.
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function createRandom(seed: number | string): Random {
  const key = String(seed);
  // mulberry32: tiny, fast, and good enough for test data (not for anything secret).
  let state = hashSeed(key);
  let spareGaussian: number | null = null;

  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [value, weight] of entries) {
        point -= weight;
        if (point < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    gaussian: (mean, sigma) => {
      if (spareGaussian !== null) {
        const value = spareGaussian;
        spareGaussian = null;
        return mean + sigma * value;
      }
      const u = 1 - next();
      const v = next();
      const radius = Math.sqrt(-2 * Math.log(u));
      spareGaussian = radius * Math.sin(2 * Math.PI * v);
      return mean + sigma * radius * Math.cos(2 * Math.PI * v);
    },
    digits: (count) => Array.from({ length: count }, () => String(Math.floor(next() * 10))).join(""),
    letters: (count) => Array.from({ length: count }, () => LETTERS[Math.floor(next() * 26)]!).join(""),
    fork: (label) => createRandom(`${key}/${label}`),
  };
  return random;
}
