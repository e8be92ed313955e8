// How answers are compressed for callers that accept it. connect-node's own gzip and brotli use
// zlib's defaults: gzip level 6, and brotli quality 11, which takes tens of milliseconds for a 66 kB
// answer and would let any caller that lists "br" first eat the service's CPU. Answers are made per
// call, so these trade a little size for speed; decompression of requests is connect's own.
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
  compress: async (bytes) => asBytes(await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })),
  decompress: compressionBrotli.decompress,
};

// zlib's output is a Buffer over its own ArrayBuffer, which is all connect asks of the bytes.
const asBytes = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;
