// Deterministic randomness for the demo data: every id and every field is derived from a fixed seed
// plus the record's kind and index, so the same scale always produces byte-identical data.
import { createHash } from "node:crypto";

export const DEMO_SEED = "crew-demo-2026";

type Part = string | number;

function digest(parts: readonly Part[]): Buffer {
  return createHash("sha256")
    .update(`${DEMO_SEED}|${parts.join("|")}`)
    .digest();
}

// A version-4-shaped UUID derived from sha256(seed, ...parts): the same parts always give the same id.
export function demoUuid(...parts: Part[]): string {
  const bytes = digest(parts);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

// Hex digest of the parts (used for fake md5 values and document numbers).
export function demoHex(length: number, ...parts: Part[]): string {
  return digest(parts).toString("hex").slice(0, length);
}

// sfc32, seeded from sha256 of the parts: small, fast and good enough for demo data.
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...parts: Part[]) {
    const bytes = digest(parts);
    this.a = bytes.readUInt32LE(0);
    this.b = bytes.readUInt32LE(4);
    this.c = bytes.readUInt32LE(8);
    this.d = bytes.readUInt32LE(12);
    for (let i = 0; i < 12; i++) this.next();
  }

  // Uniform in [0, 1).
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  // Integer in [min, max], both inclusive.
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  // Picks a key by weight from [value, weight] pairs.
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of pairs) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[pairs.length - 1]![0];
  }

  // k distinct items, in random order.
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(this.int(0, 9));
    return out;
  }

  letter(): string {
    return String.fromCharCode(65 + this.int(0, 25));
  }
}
