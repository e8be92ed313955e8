import { type Code, ConnectError } from "@connectrpc/connect";
import { codeToHttpStatus, errorToJson } from "@connectrpc/connect/protocol-connect";
import type { FastifyReply } from "fastify";
import { withRequestInfo } from "./request-info-detail.js";

// Answers outside a handler (unknown routes, wrong method, oversized bodies) in the same Connect error
// shape and status mapping the handlers use, so clients have one error format to parse, request id
// included.
export function sendConnectError(reply: FastifyReply, code: Code, message: string): FastifyReply {
  const error = new ConnectError(message, code);
  return reply
    .code(codeToHttpStatus(code))
    .header("content-type", "application/json")
    .send(JSON.stringify(withRequestInfo(errorToJson(error, undefined) as { code: string }, reply.request.id)));
}
