// For the operations that answer JSON they render or keep themselves (rpc/rendered-json-answer.ts): the
// JSON answer must be, byte for byte, what protobuf-es writes for the message connect answers in binary.
import { toJsonString, type DescMessage, type JsonValue, type MessageShape } from "@bufbuild/protobuf";
import { expect } from "vitest";
import { rpcBinary } from "./test-server.js";

// Signed links carry their expiry and signature, which two calls may sign differently.
export const unsignedLinks = (json: string) => json.replace(/expires=\d+&sig=[A-Za-z0-9_-]+/g, "expires=(signed)");

// Asks `path` in binary, then twice in JSON (the first call may build the answer, the second answers
// what was kept), and expects both JSON answers to be the binary message's JSON, links aside. Returns
// the message and that JSON, for the caller's own checks of what the answer held.
export async function expectJsonLikeBinary<I extends DescMessage, O extends DescMessage>(
  server: { url: string },
  path: string,
  schemas: { request: I; response: O },
  body: JsonValue,
  options: { key: string },
): Promise<{ message: MessageShape<O>; json: string }> {
  const message = await rpcBinary(server, path, schemas, body, options);
  const expected = unsignedLinks(toJsonString(schemas.response, message, { alwaysEmitImplicit: true }));
  for (let call = 0; call < 2; call++) {
    const answer = await fetch(`${server.url}/rpc/${path}`, {
      method: "POST",
      headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${options.key}` },
      body: JSON.stringify(body),
    });
    expect(answer.status, `call ${call}`).toBe(200);
    expect(unsignedLinks(await answer.text()), `call ${call}`).toBe(expected);
  }
  return { message, json: expected };
}
