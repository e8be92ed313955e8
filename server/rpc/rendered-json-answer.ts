// Lets an implementation answer with JSON it holds in an answer cache (answer-cache.ts), while connect
// still does everything else: the key check, parsing and validating the request, interceptors,
// deadlines, errors. It is the one way bytes an implementation holds become an answer: every call has
// been through the gate before the implementation runs. An answer built for the call is a message:
// writing its JSON by hand saved under a fifth of the read's CPU for SearchJobPostings, GetJobPosting
// and ListJobApplications (issue 13, ARCHITECTURE.md), so they went back to messages.
//
// The wrapped handler gives each JSON call a slot in its context values. An implementation that
// fills it (answerFromJson) returns an empty message, which connect serializes as usual; when
// connect's answer is a success, its body is replaced with the rendered JSON, compressed as connect
// would have (or with a compressed copy the implementation holds). A call whose implementation
// fails, or that is not JSON, is connect's answer untouched.
//
// The rendered JSON must be exactly what connect would have written for the message it stands for:
// each use has a test that compares it with protobuf-es's JSON of the binary answer
// (ListCrewProfilesByApplicationIDs, ListDocumentRequests, ListDocumentRequestProgress).
import { create, fromJsonString, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { createContextKey, createContextValues, type HandlerContext } from "@connectrpc/connect";
import type { UniversalHandler, UniversalServerResponse } from "@connectrpc/connect/protocol";
import { bytesAnswer, jsonContentType } from "./bytes-answer.js";
import { compressParts } from "./compression.js";
import type { ResponseEncoding } from "./response-encoding.js";

// The answer's JSON: text, or UTF-8 in parts that make the text when joined.
export type RenderedJson = string | Uint8Array | readonly Uint8Array[];

interface Slot {
  json?: RenderedJson;
  compressed?: (encoding: ResponseEncoding) => Promise<Uint8Array>;
}

const slotKey = createContextKey<Slot | undefined>(undefined, { description: "the answer's JSON, rendered by the implementation" });

// The answer to return, given its JSON text, or that text in UTF-8, whole or in parts (exactly what
// connect would write for the message). A JSON call is answered with the text itself, and the
// implementation returns the empty message this gives for connect to serialize. A binary call gets
// the text parsed back by protobuf-es, so one mapping makes both formats and they cannot disagree.
// compressed: the text already compressed in an encoding the caller accepts (answer-cache.ts),
// instead of compressing it for this call.
export function answerFromJson<S extends DescMessage>(
  ctx: HandlerContext,
  schema: S,
  json: RenderedJson,
  compressed?: (encoding: ResponseEncoding) => Promise<Uint8Array>,
): MessageShape<S> {
  const slot = ctx.values.get(slotKey);
  if (!slot) return fromJsonString(schema, typeof json === "string" ? json : Buffer.concat(partsOf(json)).toString("utf8"));
  slot.json = json;
  slot.compressed = compressed;
  return create(schema);
}

// Whether this call's answer is JSON that answerFromJson gives as it is. A binary call would get the
// JSON parsed back into a message: an implementation that holds JSON only to save work can build
// the message instead.
export function answersRenderedJson(ctx: HandlerContext): boolean {
  return ctx.values.get(slotKey) !== undefined;
}

export function answerWithRenderedJson(handler: UniversalHandler): UniversalHandler {
  const wrapped = async (request: Parameters<UniversalHandler>[0]): Promise<UniversalServerResponse> => {
    if (!jsonContentType.test(request.header.get("content-type") ?? "")) return handler(request);
    const slot: Slot = {};
    const contextValues = request.contextValues ?? createContextValues();
    contextValues.set(slotKey, slot);
    const response = await handler({ ...request, contextValues });
    if (response.status !== 200 || slot.json === undefined) return response;
    const answer = await bytesAnswer(
      response.header ?? [],
      typeof slot.json === "string" ? [Buffer.from(slot.json, "utf8")] : partsOf(slot.json),
      request.header.get("accept-encoding"),
      slot.compressed ?? compressParts,
    );
    answer.trailer = response.trailer;
    return answer;
  };
  return Object.assign(wrapped, handler);
}

const partsOf = (json: Uint8Array | readonly Uint8Array[]): readonly Uint8Array[] => (json instanceof Uint8Array ? [json] : json);
