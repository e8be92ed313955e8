import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fastBrotli, fastGzip, syncMaxBytes } from "./compression.js";

// Text that compresses like our answers do, at sizes on both sides of the event-loop limit.
function answerLike(bytes: number): Uint8Array {
  const parts: string[] = [];
  for (let length = 0; length < bytes;) {
    const part = `{"id":"${randomBytes(16).toString("hex")}","snippet":"Date of birth: 20.08.1998"},`;
    parts.push(part);
    length += part.length;
  }
  return new TextEncoder().encode(parts.join("").slice(0, bytes));
}

describe.each([fastBrotli, fastGzip])("$name answers", (compression) => {
  it.each([16 * 1024, syncMaxBytes, syncMaxBytes + 1, 2 * syncMaxBytes])("come back whole and smaller from %i bytes", async (size) => {
    const plain = answerLike(size);
    const compressed = await compression.compress(plain);
    expect(compressed.byteLength).toBeLessThan(plain.byteLength / 2);
    expect(Buffer.from(await compression.decompress(compressed, 4 * syncMaxBytes)).equals(Buffer.from(plain))).toBe(true);
  });
});
