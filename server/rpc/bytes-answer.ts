// A successful unary answer made of bytes we already hold, outside connect's own serialization (the
// rendered JSON answers of rendered-json-answer.ts, cached ones among them): compressed with the
// encoding the caller accepts (response-encoding.ts) once it is compressMinBytes or more, as connect
// does with its own answers, by the compress function given (a cached answer's copy made once).
// The bytes come in parts, to be sent as if joined: they are joined only for an answer that goes
// uncompressed (compression.ts, compressParts, says why).
import type { UniversalServerResponse } from "@connectrpc/connect/protocol";
import { byteLengthOf, compressMinBytes } from "./compression.js";
import { negotiateResponseEncoding, type ResponseEncoding } from "./response-encoding.js";

export const jsonContentType = /^application\/json(;\s*charset=utf-8)?$/i;

export async function bytesAnswer(
  headers: HeadersInit,
  identity: readonly Uint8Array[],
  acceptEncoding: string | null,
  compress: (encoding: ResponseEncoding, identity: readonly Uint8Array[]) => Promise<Uint8Array>,
): Promise<UniversalServerResponse> {
  const header = new Headers(headers);
  header.delete("content-encoding");
  const encoding = byteLengthOf(identity) >= compressMinBytes ? negotiateResponseEncoding(acceptEncoding) : undefined;
  let body: Uint8Array;
  if (encoding) {
    body = await compress(encoding, identity);
    header.set("content-encoding", encoding);
  } else {
    body = identity.length === 1 ? identity[0]! : Buffer.concat(identity);
  }
  header.set("content-length", String(body.byteLength));
  return { status: 200, header, body: once(body) };
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}
