// The load balancer's probes, against the real service: on the test database, and on databases that
// refuse connections or never answer.
import net from "node:net";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "@/server/app.js";
import * as schema from "@/server/db/schema.js";
import { createFileLinks } from "@/server/files/file-link-signature.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { diskFileStore } from "@/server/uploads/file-store.js";
import { readUploadConfig } from "@/server/uploads/upload-config.js";

async function probe(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  return { status: response.status, cacheControl: response.headers.get("cache-control"), type: response.headers.get("content-type"), text };
}

// The service on a database at `port`, which is not a working PostgreSQL server.
async function serviceOnBrokenDatabase(port: number, readinessTimeoutMs: number) {
  const pool = new pg.Pool({ connectionString: `postgres://crew:secret-password@127.0.0.1:${port}/crew`, max: 2 });
  pool.on("error", () => {});
  const fileLinks = createFileLinks({ secret: "0".repeat(64), ttlSeconds: 60, publicUrl: "http://crew.test" });
  const uploads = {
    processorUrl: "http://upload.test",
    authKey: "crew-test",
    authSecret: "1".repeat(64),
    instructionTtlSeconds: 60,
    limits: readUploadConfig({}, "/nonexistent").limits,
  };
  const app = await build({ db: drizzle(pool, { schema }), fileLinks, uploads, fileStore: diskFileStore("/nonexistent"), readinessTimeoutMs });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url, app, pool };
}

describe("health probes on a working database", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("live: 200 without a key, never cached", async () => {
    expect(await probe(server.url, "/health/live")).toEqual({
      status: 200,
      cacheControl: "no-store",
      type: "application/json; charset=utf-8",
      text: '{"status":"ok"}',
    });
  });

  it("ready: 200 when the database answers, without a key, never cached", async () => {
    expect(await probe(server.url, "/health/ready")).toEqual({
      status: 200,
      cacheControl: "no-store",
      type: "application/json; charset=utf-8",
      text: '{"status":"ok"}',
    });
  });

  it("answers HEAD as load balancers send it, and ignores a key it does not need", async () => {
    const head = await fetch(`${server.url}/health/ready`, { method: "HEAD" });
    expect(head.status).toBe(200);
    const withBadKey = await probe(server.url, "/health/live", { headers: { Authorization: "Bearer crew_not_a_key" } });
    expect(withBadKey.status).toBe(200);
  });
});

describe("health probes on a broken database", () => {
  let silent: net.Server;
  const services: { app: FastifyInstance; pool: pg.Pool }[] = [];

  beforeAll(async () => {
    // Accepts connections and never says a word, like a database host that hangs.
    silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    for (const service of services) {
      await service.app.close();
      void service.pool.end();
    }
    silent.close();
  });

  it("ready: 503 at once when the database refuses connections, and live stays 200", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const service = await serviceOnBrokenDatabase(port, 2_000);
    services.push(service);

    const ready = await probe(service.url, "/health/ready");
    expect(ready).toMatchObject({ status: 503, cacheControl: "no-store" });
    expect(JSON.parse(ready.text)).toEqual({ status: "unavailable", reason: "the database refused the query" });
    // Nothing of the connection string reaches an unauthenticated caller.
    expect(ready.text).not.toMatch(/secret-password|crew@|127\.0\.0\.1/);
    expect((await probe(service.url, "/health/live")).status).toBe(200);
  });

  it("ready: 503 after the timeout when the database never answers, for every probe at once", async () => {
    const service = await serviceOnBrokenDatabase((silent.address() as net.AddressInfo).port, 300);
    services.push(service);

    const started = performance.now();
    const probes = await Promise.all(Array.from({ length: 5 }, () => probe(service.url, "/health/ready")));
    const elapsed = performance.now() - started;
    for (const ready of probes) {
      expect(ready).toMatchObject({ status: 503, cacheControl: "no-store" });
      expect(JSON.parse(ready.text)).toEqual({ status: "unavailable", reason: "the database did not answer within 300 ms" });
    }
    expect(elapsed).toBeLessThan(2_000);
    // The probes shared one query: the pool holds one connection attempt, not five.
    expect(service.pool.totalCount).toBe(1);
  });
});
