// Which compression an answer gets, chosen by the service among those the caller accepts.
//
// connect-node takes the first name of Accept-Encoding that it supports and reads no q-values, so
// browsers ("gzip, deflate, br, zstd") and connect's own clients ("gzip, br") always got gzip, and
// "br;q=1, gzip;q=0.5" got nothing. HTTP leaves the choice among equally acceptable codings to the
// server, and at our settings brotli is both cheaper and smaller (the figures are in compression.ts).
import { negotiate } from "@fastify/accept-negotiator";

// In the service's order of preference, for ties of q-value.
export const responseEncodings = ["br", "gzip"] as const;
export type ResponseEncoding = (typeof responseEncodings)[number];

// The encoding to answer with, or undefined for none (no header, or nothing we have is acceptable).
export function negotiateResponseEncoding(acceptEncoding: string | null | undefined): ResponseEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, [...responseEncodings]) as ResponseEncoding | null) ?? undefined;
}

// Accept-Encoding rewritten to the one name connect should pick: connect's own negotiation then
// agrees with ours. "identity" when nothing we have is acceptable, which connect matches to no
// compression. An absent header stays absent (connect then answers as the request was compressed).
export function acceptEncodingForConnect(acceptEncoding: string | undefined): string | undefined {
  if (acceptEncoding === undefined) return undefined;
  return negotiateResponseEncoding(acceptEncoding) ?? "identity";
}
