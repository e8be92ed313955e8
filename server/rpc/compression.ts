// How answers are compressed for callers that accept it (response-encoding.ts picks which).
// connect-node's own gzip and brotli use zlib's defaults: gzip level 6, and brotli quality 11, which
// takes tens of milliseconds for a 66 kB answer. Answers are made per call, so these take the fastest
// settings: brotli's quality 1 was both faster and smaller than gzip's level 1 on our list answers
// (69 kB: 0.11–0.14 ms to 10.6 kB, against 0.32 ms to 11.3 kB); quality 4 saved another 1 kB for
// 0.5 ms. Decompression of requests is connect's own.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Compression } from "@connectrpc/connect/protocol";
import { compressionBrotli, compressionGzip } from "@connectrpc/connect-node";

// Smaller answers go uncompressed: under about 14 kB (TCP's initial window of ten segments) an answer
// arrives in one round trip either way, and compressing it cost the service a trip through libuv's
// thread pool on every call.
export const compressMinBytes = 8 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const fastGzip: Compression = {
  name: "gzip",
  compress: async (bytes) => asBytes(await gzipAsync(bytes, { level: 1 })),
  decompress: compressionGzip.decompress,
};

export const fastBrotli: Compression = {
  name: "br",
  compress: async (bytes) => asBytes(await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })),
  decompress: compressionBrotli.decompress,
};

// zlib's output is a Buffer over its own ArrayBuffer, which is all connect asks of the bytes.
const asBytes = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;
