// The upload processor: a Transloadit-compatible HTTP server at an address of its own (upload_url), so
// that files never pass through the service. `npm start` runs it beside the service, in the same
// process and on the same database; tests start it in-process with buildProcessor().
import { join } from "node:path";
import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import type { Db } from "@/server/db/database.js";
import type { FileStore } from "../file-store.js";
import type { UploadLimits } from "../upload-config.js";
import { registerAssembliesRoute } from "./assemblies-route.js";
import type { ProcessorUrls } from "./assembly-status.js";
import { registerTusRoute } from "./tus-route.js";

export interface ProcessorOptions {
  db: Db;
  store: FileStore;
  // The processor's public base URL (what instructions give as upload_url).
  publicUrl: string;
  auth: { key: string; secret: string };
  // The largest limits any instruction may carry (the configuration's): multipart parsing stops there.
  limits: UploadLimits;
  // Where tus keeps files while they arrive (on the store's disk).
  tusDirectory: string;
  logger?: boolean;
}

export async function buildProcessor(options: ProcessorOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  const urls: ProcessorUrls = { base: options.publicUrl.replace(/\/$/, "") };

  // Anything unexpected: Transloadit's error shape, without internals.
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply.code(status).send({
      error: status === 500 ? "INTERNAL_ERROR" : "BAD_REQUEST",
      message: status === 500 ? "the processor failed; try again" : error.message,
      http_code: status,
    });
  });

  // The assemblies API, with CORS for the dashboard's origin (Uppy sends Transloadit-Client, so every
  // call is preflighted). Signed params, not cookies, authorize a call: any origin may make one.
  await app.register(async (assemblies) => {
    await assemblies.register(fastifyCors, {
      origin: true,
      methods: ["GET", "POST", "DELETE", "OPTIONS"],
      allowedHeaders: ["Transloadit-Client", "Content-Type", "X-Request-ID"],
    });
    await assemblies.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: {
        fileSize: options.limits.maxFileSizeBytes + 1,
        files: options.limits.maxFileCount + 1,
        fields: 100,
        fieldSize: 64 * 1024,
        parts: options.limits.maxFileCount + 101,
      },
    });
    await registerAssembliesRoute(assemblies, { db: options.db, store: options.store, urls, auth: options.auth });
  });
  // tus answers its own CORS (its allowed headers include Uppy's X-Request-ID).
  await app.register(async (tus) => {
    registerTusRoute(tus, { db: options.db, store: options.store, urls, directory: options.tusDirectory });
  });
  return app;
}

export const tusDirectoryIn = (storageDir: string) => join(storageDir, ".tus");
