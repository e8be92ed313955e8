// The service as a Fastify instance: Connect routes under /rpc, the built dashboard at /, and every
// failure as a Connect error body. Tests start it in-process with build().
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Code, cors as connectCors, createContextValues, type ContextValues } from "@connectrpc/connect";
import { createValidateInterceptor } from "@connectrpc/validate";
import fastifyCors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from "fastify";
import { createKeyAuthenticator } from "./auth/key-authenticator.js";
import { principalKey } from "./auth/principal.js";
import { createRequestGate } from "./auth/request-gate.js";
import { registerFilesRoute } from "./files/files-route.js";
import { registerHealthRoutes } from "./health/health-routes.js";
import { requestIdOf } from "./request-log/request-id.js";
import { logEachRequest } from "./request-log/request-log.js";
import { compressMinBytes, fastBrotli, fastGzip } from "./rpc/compression.js";
import { connectRoutesPlugin } from "./rpc/connect-routes-plugin.js";
import { acceptEncodingForConnect } from "./rpc/response-encoding.js";
import { sendConnectError } from "./rpc/connect-error-reply.js";
import { deadlineInterceptor } from "./rpc/deadline-interceptor.js";
import type { Deps } from "./rpc/deps.js";
import { routes } from "./rpc/routes.js";

// Requests are small JSON documents; the upload's files go to the upload processor, never here.
const maxRequestBytes = 1024 * 1024;
// The longest Connect-Timeout-Ms a caller may ask for.
const maxTimeoutMs = 60_000;
const rpcContentTypes = /^application\/(json|proto)(;\s*charset=utf-8)?$/i;

declare module "fastify" {
  interface FastifyRequest {
    // A Connect call's context values, the authenticated caller among them (for the request log);
    // null for any other request.
    connectValues: ContextValues | null;
  }
}

export interface BuildOptions extends Deps {
  // Logs, one JSON line per request (request-log/request-log.ts): off unless given; true is level
  // "info" on stdout. Tests give a stream to read the lines from.
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  // How long GET /health/ready waits for the database (health/health-routes.ts).
  readinessTimeoutMs?: number;
  // Folder of the built dashboard; served at / when it exists, with the brotli or gzip copies the
  // build writes beside each asset (vite.config.ts) to browsers that accept them.
  dashboardDir?: string;
}

export async function build(options: BuildOptions): Promise<FastifyInstance> {
  const given = options.logger === true ? { level: "info" } : options.logger || undefined;
  const logging = given?.level === "silent" ? undefined : given;
  const app = Fastify({
    logger: logging
      ? {
          level: logging.level,
          stream: logging.stream,
          // Nothing logs headers; should anything ever log a request with them, the key stays out.
          redact: { paths: ["req.headers.authorization", "headers.authorization", "authorization"], censor: "[redacted]" },
        }
      : false,
    // request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: "requestId" }),
    genReqId: requestIdOf,
    bodyLimit: maxRequestBytes * 2,
  });

  app.decorateRequest("connectValues", null);
  // First of the hooks, so that every answer carries it, the ones the hooks below send included.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("X-Request-Id", request.id);
    done();
  });
  if (logging) logEachRequest(app, { organizationIdOf: (request) => request.connectValues?.get(principalKey)?.organizationId });

  await app.register(fastifyCors, {
    origin: true,
    methods: [...connectCors.allowedMethods],
    allowedHeaders: [...connectCors.allowedHeaders, "Authorization"],
    exposedHeaders: [...connectCors.exposedHeaders, "X-Request-Id"],
    maxAge: 7200,
  });

  // Connect's own answers to a wrong method or content type are empty 405/415 bodies; answer those
  // here, in Connect's error format, before the router sees them.
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/rpc/") || request.method === "OPTIONS") return;
    if (request.method !== "POST") {
      return sendConnectError(reply, Code.InvalidArgument, `${request.method} is not supported: call every operation with POST`);
    }
    const contentType = request.headers["content-type"] ?? "";
    if (!rpcContentTypes.test(contentType)) {
      return sendConnectError(reply, Code.InvalidArgument, `unsupported Content-Type "${contentType}": send application/json (or application/proto)`);
    }
    // connect answers with the first listed encoding it has; hand it the one we choose instead.
    const acceptEncoding = acceptEncodingForConnect(request.headers["accept-encoding"]);
    if (acceptEncoding !== undefined) request.headers["accept-encoding"] = acceptEncoding;
  });

  // Always, logger or not: an internal error is ours to fix and must leave a trace. The one way it is
  // written, for Fastify's own errors and for faults under the Connect routes alike.
  const logInternalError = (request: FastifyRequest, error: unknown) => {
    if (logging) request.log.error({ err: error }, "internal error");
    else console.error(`internal error on ${request.method} ${request.url}:`, error);
  };

  const authenticate = createKeyAuthenticator(options.db);
  await app.register(connectRoutesPlugin, {
    prefix: "/rpc",
    routes: routes(options),
    grpc: false,
    grpcWeb: false,
    requireConnectProtocolHeader: true,
    acceptCompression: [fastBrotli, fastGzip],
    compressMinBytes,
    maxTimeoutMs,
    readMaxBytes: maxRequestBytes,
    // Unknown request fields are errors, not silently dropped; responses carry every non-nullable
    // field, zero values included.
    jsonOptions: { ignoreUnknownFields: false, alwaysEmitImplicit: true },
    requestGate: createRequestGate(authenticate),
    logInternalError,
    interceptors: [deadlineInterceptor, createValidateInterceptor()],
    shutdownTimeoutMs: 5_000,
    contextValues: (request) => (request.connectValues = createContextValues()),
  });

  registerHealthRoutes(app, { db: options.db, readinessTimeoutMs: options.readinessTimeoutMs });

  await registerFilesRoute(app, { db: options.db, fileLinks: options.fileLinks, fileStore: options.fileStore });

  const dashboardDir = options.dashboardDir ?? fileURLToPath(new URL("../dist", import.meta.url));
  const hasDashboard = existsSync(`${dashboardDir}/index.html`);
  if (hasDashboard) await app.register(fastifyStatic, { root: dashboardDir, wildcard: false, maxAge: "1h", immutable: false, preCompressed: true });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/rpc/")) {
      const path = request.url.slice("/rpc/".length).split("?")[0];
      return sendConnectError(reply, Code.Unimplemented, `${path} is not an operation of this service`);
    }
    // Client-side routes of the dashboard: any other GET gets the app shell.
    if (hasDashboard && request.method === "GET" && request.headers.accept?.includes("text/html")) {
      return reply.type("text/html").sendFile("index.html", { maxAge: 0 });
    }
    return sendConnectError(reply, Code.NotFound, `${request.method} ${request.url} not found`);
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return sendConnectError(reply, Code.ResourceExhausted, `request body exceeds the limit of ${maxRequestBytes} bytes`);
    }
    if (error.statusCode && error.statusCode < 500) return sendConnectError(reply, Code.InvalidArgument, error.message);
    logInternalError(request, error);
    return sendConnectError(reply, Code.Internal, "internal error");
  });

  return app;
}
