// GET /health/live and GET /health/ready for load balancers and orchestrators: no key, no tenant data,
// never cached. Live: the process answers HTTP. Ready: the database answers too, so calls can be
// served; 503 otherwise (the balancer stops sending calls here until it answers again).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "@/server/db/database.js";
import { createDatabaseReadiness } from "./database-readiness.js";

// Well under a balancer's usual probe timeout (2–5 s), so the probe gets our 503 rather than its own.
const readinessTimeoutMs = 1_500;

function send(reply: FastifyReply, status: number, body: Record<string, string>) {
  return reply.code(status).header("Cache-Control", "no-store").type("application/json").send(JSON.stringify(body));
}

export function registerHealthRoutes(app: FastifyInstance, options: { db: Db; readinessTimeoutMs?: number }) {
  const readiness = createDatabaseReadiness(options.db, options.readinessTimeoutMs ?? readinessTimeoutMs);
  // Probes come every few seconds: only their failures belong in the request log.
  const logLevel = "warn";

  app.get("/health/live", { logLevel }, (_request, reply) => send(reply, 200, { status: "ok" }));

  app.get("/health/ready", { logLevel }, async (_request, reply) => {
    const result = await readiness();
    return result.ready ? send(reply, 200, { status: "ok" }) : send(reply, 503, { status: "unavailable", reason: result.reason });
  });
}
