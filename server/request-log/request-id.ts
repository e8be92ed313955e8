// Each request's id: the caller's X-Request-Id when it is a sane token (a proxy or client that already
// tagged the call keeps its id across the hop), else a new UUID. Fastify calls this for every request
// (app.ts, genReqId); the id is echoed in the X-Request-Id response header, in every Connect error body
// (rpc/request-info-detail.ts) and in the request's log line.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const requestIdHeader = "x-request-id";

// Letters, digits and the punctuation of UUIDs, ULIDs, base64 and trace ids; nothing that could
// break a log line or a header (no spaces, quotes, commas or control characters). A repeated header
// arrives joined with ", " and so is refused too.
const saneRequestId = /^[\w.:+=/-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === "string" && saneRequestId.test(given) ? given : randomUUID();
}
