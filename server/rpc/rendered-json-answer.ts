// Lets an implementation write the JSON of its own answer, for an answer too large for protobuf-es's
// JSON writer to be cheap, while connect still does everything else: the key check, parsing and
// validating the request, interceptors, deadlines, errors, binary calls.
//
// The wrapped handler gives each JSON call a slot in its context values. An implementation that
// fills it (renderJsonAnswer) returns an empty message, which connect serializes as usual; when
// connect's answer is a success, its body is replaced with the rendered JSON, compressed as connect
// would have. A call whose implementation fails, or that is not JSON, is connect's answer untouched.
//
// The rendered JSON must be exactly what connect would have written for the full message: each use
// has a test that compares the two (ListCrewProfilesByApplicationIDs, SearchJobPostings).
import { createContextKey, createContextValues, type HandlerContext } from "@connectrpc/connect";
import type { Compression, UniversalHandler, UniversalServerResponse } from "@connectrpc/connect/protocol";
import { bytesAnswer, jsonContentType } from "./bytes-answer.js";
import type { ResponseEncoding } from "./response-encoding.js";

interface Slot {
  json?: string;
}

const slotKey = createContextKey<Slot | undefined>(undefined, { description: "the answer's JSON, rendered by the implementation" });

// True when the caller asked in JSON and the answer is now `render()`: the implementation then returns
// an empty message. False for binary calls, which the implementation answers with the message itself.
export function renderJsonAnswer(ctx: HandlerContext, render: () => string): boolean {
  const slot = ctx.values.get(slotKey);
  if (!slot) return false;
  slot.json = render();
  return true;
}

export function answerWithRenderedJson(handler: UniversalHandler, compressions: Record<ResponseEncoding, Compression>): UniversalHandler {
  const wrapped = async (request: Parameters<UniversalHandler>[0]): Promise<UniversalServerResponse> => {
    if (!jsonContentType.test(request.header.get("content-type") ?? "")) return handler(request);
    const slot: Slot = {};
    const contextValues = request.contextValues ?? createContextValues();
    contextValues.set(slotKey, slot);
    const response = await handler({ ...request, contextValues });
    if (response.status !== 200 || slot.json === undefined) return response;
    const answer = await bytesAnswer(response.header ?? [], Buffer.from(slot.json, "utf8"), request.header.get("accept-encoding"), (encoding, identity) =>
      compressions[encoding].compress(identity as Uint8Array<ArrayBuffer>),
    );
    return { ...answer, trailer: response.trailer };
  };
  return Object.assign(wrapped, handler);
}
