// Connect's router served from Fastify: the part of @connectrpc/connect-fastify that turns a Fastify
// request into connect's universal request and writes the universal response back, without the
// per-call generator that connect-node makes.
//
// Why not connect-fastify itself: every call through it (via connect-node) made a generator function
// of its own to read the body, and aborted a signal after every answer. On Node 20, V8 gives such a
// per-call generator a hidden class in old space, which keeps the call's objects alive through the
// next young-generation collection, so finished calls were promoted and every scavenge, which pauses
// all calls in flight, took longer. bench/README.md ("Garbage collection") has the measurements.
import { setMaxListeners } from "node:events";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { Code, ConnectError, createConnectRouter, type ConnectRouter, type ConnectRouterOptions, type ContextValues } from "@connectrpc/connect";
import type { UniversalServerRequest, UniversalServerResponse } from "@connectrpc/connect/protocol";
import * as protoConnect from "@connectrpc/connect/protocol-connect";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBytesWithRequestInfo, withRequestInfo } from "./request-info-detail.js";

export interface ConnectRoutesOptions extends ConnectRouterOptions {
  routes: (router: ConnectRouter) => void;
  contextValues?: (request: FastifyRequest) => ContextValues;
  // How long calls still running when the server closes may go on before their signal aborts.
  shutdownTimeoutMs: number;
  // Leaves the trace of a fault of ours (app.ts: the one way the service logs an internal error).
  logInternalError: (request: FastifyRequest, error: unknown) => void;
}

export async function connectRoutesPlugin(instance: FastifyInstance, options: ConnectRoutesOptions): Promise<void> {
  const shutdown = new AbortController();
  // Every call in flight listens to this one signal until it ends: as many listeners as calls, not a leak.
  setMaxListeners(0, shutdown.signal);
  let closing = false;
  instance.addHook("preClose", (done) => {
    closing = true;
    setTimeout(() => shutdown.abort(new ConnectError("the service is shutting down", Code.Unavailable)), options.shutdownTimeoutMs).unref();
    done();
  });
  const router = createConnectRouter({ ...options, shutdownSignal: shutdown.signal });
  options.routes(router);

  // Connect reads the body itself, after the request gate: Fastify must leave it unread.
  // Fastify tries its exact-name parsers (its own application/json) before any pattern.
  const leaveUnread = (_request: FastifyRequest, _payload: unknown, done: (error: null, body: undefined) => void) => done(null, undefined);
  instance.addContentTypeParser([protoConnect.contentTypeUnaryJson, protoConnect.contentTypeUnaryProto], leaveUnread);
  instance.addContentTypeParser(protoConnect.contentTypeRegExp, leaveUnread);

  for (const handler of router.handlers) {
    instance.all(handler.requestPath, async (request, reply) => {
      reply.hijack();
      const universalRequest = universalRequestOf(request, options.contextValues?.(request));
      try {
        const answer = await handler(universalRequest);
        // While the server closes, no connection may stay open for another call.
        if (closing) reply.raw.setHeader("connection", "close");
        await writeUniversalResponse(answer, reply);
      } catch (error) {
        // The handlers answer their own errors; what arrives here is a write to a gone client, or a
        // fault of ours that must still leave a trace and an answer.
        if (reply.raw.headersSent || reply.raw.destroyed) return;
        options.logInternalError(request, error);
        reply.raw.writeHead(500, { "content-type": "application/json" });
        reply.raw.end(JSON.stringify(withRequestInfo({ code: Code[Code.Internal].toLowerCase(), message: "internal error" }, request.id)));
      }
    });
  }
}

function universalRequestOf(request: FastifyRequest, contextValues: ContextValues | undefined): UniversalServerRequest {
  const raw = request.raw;
  const header = new Headers();
  for (const [name, value] of Object.entries(raw.headers)) {
    if (typeof value === "string") header.append(name, value);
    else if (value !== undefined) for (const item of value) header.append(name, item);
  }
  return {
    httpVersion: raw.httpVersion,
    method: raw.method ?? "POST",
    url: `http://${raw.headers.host ?? "localhost"}${raw.url ?? "/"}`,
    header,
    body: new RequestBody(raw),
    signal: callerGoneSignal(raw.socket),
    contextValues,
  };
}

// The request body, read only when connect asks for it; a class rather than a generator so that no
// per-request function is made (see the top of this file). A reader that stops early (connect past
// readMaxBytes) leaves the request open rather than destroying it, which would reset the connection
// under a caller still sending: the rest is discarded after the answer (writeUniversalResponse).
class RequestBody implements AsyncIterable<Uint8Array> {
  constructor(private readonly request: IncomingMessage) {}

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return this.request.iterator({ destroyOnReturn: false });
  }
}

// Aborts when the caller's connection closes, so the handlers of its calls can stop waiting. One
// signal per connection, not per call: a keep-alive connection carries call after call, and each
// AbortSignal costs V8 hidden classes of its own (see the top of this file). Connect links each
// call's own signal to it and unlinks it when the call ends, so a connection that closes after its
// last answer aborts a signal nobody listens to.
const connectionSignals = new WeakMap<Socket, AbortSignal>();

function callerGoneSignal(socket: Socket): AbortSignal {
  let signal = connectionSignals.get(socket);
  if (!signal) {
    const controller = new AbortController();
    socket.once("close", () => controller.abort(new ConnectError("the caller closed the connection", Code.Canceled)));
    signal = controller.signal;
    connectionSignals.set(socket, signal);
  }
  return signal;
}

async function writeUniversalResponse(answer: UniversalServerResponse, reply: FastifyReply): Promise<void> {
  const response = reply.raw;
  // Headers Fastify's hooks set (CORS) live on the reply until it is sent; this reply never is.
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) response.setHeader(name, value);
  }
  const chunks: Uint8Array[] = [];
  if (answer.body) for await (const chunk of answer.body) chunks.push(chunk);
  // Connect's answers carry their trailers among the headers: only gRPC, which app.ts turns off, would
  // send real ones.
  const headers: Record<string, string> = {};
  answer.header?.forEach((value, name) => (headers[name] = value));
  let body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  // Every Connect answer but 200 is an error body; connect compresses one only past 8 KiB, which none
  // of ours reaches, and such a body is left as it is.
  if (answer.status !== 200 && !headers["content-encoding"]) {
    body = errorBytesWithRequestInfo(body, reply.request.id);
    headers["content-length"] = String(body.byteLength);
  }
  const request = reply.request.raw;
  if (request.complete) {
    response.writeHead(answer.status, headers);
    response.end(body);
    return;
  }
  // Answered before the whole body arrived (a body over readMaxBytes, a refused key). Ending now
  // would leave the rest unread: on a keep-alive connection the caller, still sending, waits for a
  // window that never opens; on one that closes, the unread bytes make the kernel reset the
  // connection, and the caller loses the answer it had not read yet. So the answer goes out now, and
  // the response ends (and the connection closes, or serves the next call) once the rest is read.
  headers["content-length"] = String(body.byteLength);
  response.writeHead(answer.status, headers);
  response.write(body);
  if (await discardRestOf(request)) response.end();
  else response.destroy();
}

// Past these, the rest of a body is not worth reading: the connection is closed instead.
const maxDiscardedBytes = 8 * 1024 * 1024;
const maxDiscardMs = 5_000;

// Reads and drops the rest of a request body: true once it has all arrived, false when the caller
// sends more than maxDiscardedBytes, takes longer than maxDiscardMs, or goes away. It reads with
// read() on "readable" rather than resume(): a reader that stopped early may have left a "readable"
// listener behind, and while one is attached the stream never flows.
function discardRestOf(request: IncomingMessage): Promise<boolean> {
  if (request.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let discarded = 0;
    const settle = (complete: boolean) => {
      clearTimeout(timer);
      request.off("readable", onReadable).off("end", onEnd).off("close", onClose).off("error", onClose);
      resolve(complete);
    };
    const onReadable = () => {
      for (let chunk: Buffer | null; (chunk = request.read() as Buffer | null) !== null;) {
        discarded += chunk.byteLength;
        if (discarded > maxDiscardedBytes) return settle(false);
      }
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(request.complete);
    const timer = setTimeout(() => settle(false), maxDiscardMs);
    request.on("readable", onReadable).on("end", onEnd).on("close", onClose).on("error", onClose);
    onReadable();
  });
}
