// One JSON line per request (pino, through Fastify's logger): method, path, status, duration, the
// request id (as `requestId`), and for Connect calls the operation and the caller's organization.
// Fastify's own two lines per request are turned off (app.ts, disableRequestLogging).
//
// Never logged: headers (the Authorization header carries the API key) and query strings (a file
// link's query is its signature, as good as the file itself to whoever reads the log).
import type { FastifyInstance, FastifyRequest } from "fastify";

export interface RequestLogOptions {
  // The caller's organization, once the call has been authenticated.
  organizationIdOf: (request: FastifyRequest) => string | undefined;
}

export function logEachRequest(app: FastifyInstance, options: RequestLogOptions) {
  app.addHook("onRequest", (request, reply, done) => {
    const startedAt = performance.now();
    // "close" rather than Fastify's onResponse: it also comes for answers that never finished (the
    // caller left, or a body too large to read was cut off) and for the Connect routes' own writes.
    reply.raw.once("close", () => {
      const url = request.url;
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      const status = reply.raw.statusCode;
      const route = request.routeOptions.url;
      const line = {
        method: request.method,
        url: path,
        status,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
        operation: route?.startsWith("/rpc/") ? route.slice("/rpc/".length) : undefined,
        organizationId: options.organizationIdOf(request),
        finished: reply.raw.writableFinished ? undefined : false,
      };
      if (status >= 500) request.log.error(line, "request");
      else request.log.info(line, "request");
    });
    done();
  });
}
