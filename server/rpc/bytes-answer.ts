// A successful unary answer made of bytes we already hold, outside connect's own serialization (the
// rendered JSON answers of rendered-json-answer.ts, cached ones among them): compressed with the
// encoding the caller accepts (response-encoding.ts) once it is compressMinBytes or more, as connect
// does with its own answers, by the compress function given (a cached answer's copy made once).
import type { UniversalServerResponse } from "@connectrpc/connect/protocol";
import { compressMinBytes } from "./compression.js";
import { negotiateResponseEncoding, type ResponseEncoding } from "./response-encoding.js";

export const jsonContentType = /^application\/json(;\s*charset=utf-8)?$/i;

export async function bytesAnswer(
  headers: HeadersInit,
  identity: Uint8Array,
  acceptEncoding: string | null,
  compress: (encoding: ResponseEncoding, identity: Uint8Array) => Promise<Uint8Array>,
): Promise<UniversalServerResponse> {
  const header = new Headers(headers);
  header.delete("content-encoding");
  let body = identity;
  const encoding = identity.byteLength >= compressMinBytes ? negotiateResponseEncoding(acceptEncoding) : undefined;
  if (encoding) {
    body = await compress(encoding, identity);
    header.set("content-encoding", encoding);
  }
  header.set("content-length", String(body.byteLength));
  return { status: 200, header, body: once(body) };
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
