import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { compressParts, fastBrotli, fastGzip, syncMaxBytes } from "./compression.js";
import { responseEncodings } from "./response-encoding.js";

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

describe.each(responseEncodings)("an answer in parts, in %s", (encoding) => {
  const decompress = encoding === "br" ? fastBrotli.decompress : fastGzip.decompress;
  const inParts = (whole: Uint8Array, size: number) =>
    Array.from({ length: Math.ceil(whole.byteLength / size) }, (_, index) => whole.subarray(index * size, (index + 1) * size));

  it.each([16 * 1024, syncMaxBytes, syncMaxBytes + 1])("comes back as the parts joined, from %i bytes", async (size) => {
    const whole = answerLike(size);
    const compressed = await compressParts(encoding, inParts(whole, 1000));
    expect(Buffer.from(await decompress(compressed, 4 * syncMaxBytes)).equals(Buffer.from(whole))).toBe(true);
  });

  // The parts are joined in a buffer every call reuses: a shorter answer after a longer one must not
  // carry the longer one's bytes, and answers compressed together must each stay their own.
  it("after a longer answer, and beside others, is only its own bytes", async () => {
    const long = answerLike(200 * 1024);
    const short = answerLike(20 * 1024);
    await compressParts(encoding, inParts(long, 700));
    const [fromShort, fromLong] = await Promise.all([compressParts(encoding, inParts(short, 300)), compressParts(encoding, inParts(long, 900))]);
    expect(Buffer.from(await decompress(fromShort, 4 * syncMaxBytes)).equals(Buffer.from(short))).toBe(true);
    expect(Buffer.from(await decompress(fromLong, 4 * syncMaxBytes)).equals(Buffer.from(long))).toBe(true);
  });
});
