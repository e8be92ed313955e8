// The real service, started in-process on the test run's database and listening on a loopback port:
// tests talk to it over HTTP exactly as an integrator would.
import { randomBytes, randomUUID } from "node:crypto";
import { fromBinary, fromJson, toBinary, type DescMessage, type JsonValue, type MessageShape } from "@bufbuild/protobuf";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { inject } from "vitest";
import { build, type BuildOptions } from "@/server/app.js";
import { createApiKey } from "@/server/auth/api-key-repository.js";
import type { Permission } from "@/server/auth/api-key-format.js";
import type { Db } from "@/server/db/database.js";
import { createPool } from "@/server/db/pool.js";
import * as schema from "@/server/db/schema.js";
import { createFileLinks } from "@/server/files/file-link-signature.js";
import { diskFileStore, type FileStore } from "@/server/uploads/file-store.js";
import { readUploadConfig } from "@/server/uploads/upload-config.js";
import type { UploadSettings } from "@/server/uploads/upload-settings.js";

export interface TestServer {
  url: string;
  db: Db;
  // The pool behind db, for tests that need connections of their own (transactions side by side).
  pool: pg.Pool;
  app: FastifyInstance;
  // The key this server signs file links with, for tests that make links of their own.
  fileLinkSecret: string;
  // What CreateManualUpload signs and sends: a test's processor takes the same (test-processor.ts).
  uploads: UploadSettings;
  // A new API key for the organization's first owner (or the given user id or email).
  createKey(organizationId: string, options?: { permissions?: Permission[]; user?: string }): Promise<string>;
  close(): Promise<void>;
}

// Links are on http://crew.test, as if behind PUBLIC_URL; fileLinkUrl() makes one fetchable here.
export async function startTestServer(
  options: { fileLinkTtlSeconds?: number; logger?: BuildOptions["logger"]; uploads?: Partial<UploadSettings>; fileStore?: FileStore } = {},
): Promise<TestServer> {
  const pool = createPool(inject("databaseUrl"), { max: 4, sharedSession: inject("databaseSharedSession") });
  const db = drizzle(pool, { schema });
  const fileLinkSecret = randomBytes(32).toString("hex");
  const fileLinks = createFileLinks({ secret: fileLinkSecret, ttlSeconds: options.fileLinkTtlSeconds ?? 3600, publicUrl: "http://crew.test" });
  const defaults = readUploadConfig({}, "/nonexistent");
  const uploads: UploadSettings = {
    processorUrl: "http://upload.test",
    authKey: "crew-test",
    authSecret: randomBytes(32).toString("hex"),
    limits: defaults.limits,
    instructionTtlSeconds: defaults.instructionTtlSeconds,
    ...options.uploads,
  };
  // Tests that upload give the store their processor writes to (test-processor.ts); others read none.
  const fileStore = options.fileStore ?? diskFileStore(join(tmpdir(), "crew-test-no-uploads"));
  const app = await build({ db, fileLinks, uploads, fileStore, logger: options.logger });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: address,
    db,
    pool,
    app,
    fileLinkSecret,
    uploads,
    async createKey(organizationId, options = {}) {
      const created = await createApiKey(db, { organizationId, permissions: options.permissions ?? [], user: options.user });
      return created.key;
    },
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

export interface RpcResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

// A Connect unary call with a JSON body, as the spec describes it: POST, Connect-Protocol-Version: 1,
// Content-Type: application/json, Authorization: Bearer <key>. `headers` overrides or removes (null) any of them.
export async function rpc<T = Record<string, unknown>>(
  server: { url: string },
  path: string,
  body: unknown,
  options: { key?: string; headers?: Record<string, string | null>; rawBody?: string } = {},
): Promise<RpcResult<T>> {
  const headers: Record<string, string> = {
    "Connect-Protocol-Version": "1",
    "Content-Type": "application/json",
  };
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    const existing = Object.keys(headers).find((h) => h.toLowerCase() === name.toLowerCase());
    if (existing) delete headers[existing];
    if (value !== null) headers[name] = value;
  }
  const response = await fetch(`${server.url}/rpc/${path}`, {
    method: "POST",
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

// A call that asks for a compressed answer and reports the encoding the service chose (fetch would
// decompress the answer and hide which). The JSON is decoded either way.
export function rpcCompressed(
  server: { url: string },
  path: string,
  body: unknown,
  options: { key: string; acceptEncoding?: string },
): Promise<{ status: number; encoding: string | undefined; json: unknown }> {
  const url = new URL(`/rpc/${path}`, server.url);
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Connect-Protocol-Version": "1",
    Authorization: `Bearer ${options.key}`,
  };
  if (options.acceptEncoding) headers["Accept-Encoding"] = options.acceptEncoding;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const encoding = response.headers["content-encoding"];
        const bytes = Buffer.concat(chunks);
        const plain = encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes;
        resolve({ status: response.statusCode ?? 0, encoding, json: JSON.parse(plain.toString("utf8")) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

// The same call in binary protobuf (application/proto): the request given as its JSON, the answer
// decoded by protobuf-es. Fails the test unless the answer is a 200.
export async function rpcBinary<I extends DescMessage, O extends DescMessage>(
  server: { url: string },
  path: string,
  schemas: { request: I; response: O },
  body: JsonValue,
  options: { key: string },
): Promise<MessageShape<O>> {
  const response = await fetch(`${server.url}/rpc/${path}`, {
    method: "POST",
    headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/proto", Authorization: `Bearer ${options.key}` },
    body: toBinary(schemas.request, fromJson(schemas.request, body)),
  });
  if (response.status !== 200) throw new Error(`${path} in binary answered ${response.status}: ${await response.text()}`);
  return fromBinary(schemas.response, new Uint8Array(await response.arrayBuffer()));
}

export const newId = () => randomUUID();

// A signed link the test server hands out for a stored path: on http://crew.test, signed for the organization.
export function signedLinkPattern(path: string, organizationId: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^http://crew\\.test${escaped}\\?org=${organizationId}&expires=\\d+&sig=[A-Za-z0-9_-]{43}$`);
}

// A link the service handed out (on http://crew.test), as the same path and query on the test server.
export function fileLinkUrl(server: { url: string }, link: string): string {
  const { pathname, search } = new URL(link);
  return `${server.url}${pathname}${search}`;
}
