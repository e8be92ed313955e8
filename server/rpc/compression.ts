// How answers are compressed for callers that accept it (response-encoding.ts picks which).
// connect-node's own gzip and brotli use zlib's defaults: gzip level 6, and brotli quality 11, which
// takes tens of milliseconds for a 66 kB answer. Answers are made per call, so these take the fastest
// settings: brotli's quality 1 was both faster and smaller than gzip's level 1 on our list answers
// (69 kB: 0.15 ms to 10.6 kB, against 0.38 ms to 11.3 kB); quality 4 saved another 1 kB for
// 0.35-0.6 ms more. Decompression of requests is connect's own.
//
// Answers up to syncMaxBytes are compressed on the event loop. Through libuv's thread pool, the same
// 69 kB answer cost 0.24-0.33 ms of CPU instead of 0.15 ms (zlib's stream machinery and the hand-off),
// and the service has no idle core to hand it to when it is busy; a quarter of a millisecond on the
// event loop is less than serializing the answer took. Larger answers go to the pool, so that one big
// answer does not stall every other call for milliseconds.
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from "node:zlib";
import type { Compression } from "@connectrpc/connect/protocol";
import { compressionBrotli, compressionGzip } from "@connectrpc/connect-node";
import type { ResponseEncoding } from "./response-encoding.js";

// Smaller answers go uncompressed: under about 14 kB (TCP's initial window of ten segments) an answer
// arrives in one round trip either way.
export const compressMinBytes = 8 * 1024;
export const syncMaxBytes = 256 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const gzipOptions: ZlibOptions = { level: 1 };
const brotliOptions = (bytes: Uint8Array): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
});

// Each encoding at the settings above: on the event loop, and through libuv's thread pool.
const compressSync: Record<ResponseEncoding, (bytes: Uint8Array) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, brotliOptions(bytes)),
  gzip: (bytes) => gzipSync(bytes, gzipOptions),
};
const compressAsync: Record<ResponseEncoding, (bytes: Uint8Array) => Promise<Buffer>> = {
  br: (bytes) => brotliAsync(bytes, brotliOptions(bytes)),
  gzip: (bytes) => gzipAsync(bytes, gzipOptions),
};
const compressWhole = async (encoding: ResponseEncoding, bytes: Uint8Array) =>
  asBytes(bytes.byteLength <= syncMaxBytes ? compressSync[encoding](bytes) : await compressAsync[encoding](bytes));

export const fastGzip: Compression = {
  name: "gzip",
  compress: (bytes) => compressWhole("gzip", bytes),
  decompress: compressionGzip.decompress,
};

export const fastBrotli: Compression = {
  name: "br",
  compress: (bytes) => compressWhole("br", bytes),
  decompress: compressionBrotli.decompress,
};

// An answer written in parts (rendered-json-answer.ts: a list's cached items and the JSON between
// them), compressed as if joined. Up to syncMaxBytes the parts are copied into one scratch buffer that
// every call reuses, and compressed from it on the event loop: the compression is synchronous, so no
// two answers are ever in it at once, and only the compressed bytes outlive the call.
//
// Why not join them into a buffer of their own: every ArrayBuffer counts towards V8's external memory
// until the scavenge after it dies is swept, and when that total grows 64 MB past where the last full
// collection left it, V8 starts another full collection ("external memory pressure"). A match-list
// page's joined copy was 58 kB, about half of the ArrayBuffers a page made; at a thousand pages a
// second they tipped a third of the service's runs into a full collection every few seconds, each
// marking its whole heap, and none since (bench/README.md, "A page's own copy, gone").
export async function compressParts(encoding: ResponseEncoding, parts: readonly Uint8Array[]): Promise<Uint8Array> {
  const length = byteLengthOf(parts);
  if (length > syncMaxBytes) return compressWhole(encoding, Buffer.concat(parts));
  let offset = 0;
  for (const part of parts) {
    scratch.set(part, offset);
    offset += part.byteLength;
  }
  const joined = scratch.subarray(0, length);
  return asBytes(compressSync[encoding](joined));
}

const scratch = new Uint8Array(syncMaxBytes);

export const byteLengthOf = (parts: readonly Uint8Array[]) => parts.reduce((sum, part) => sum + part.byteLength, 0);

// zlib's output is a Buffer over its own ArrayBuffer, which is all connect asks of the bytes.
const asBytes = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;
