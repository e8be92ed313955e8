// CreateManualUpload and ListManualUploads over HTTP, as an integrator calls them: the permission, the
// instruction's shape and signature, the posting's checks, paging and tenancy.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { rpc, type TestServer } from "@/server/test-support/test-server.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { listUploads, newInstruction, uploadById } from "./upload-test-support.js";

let servers: Awaited<ReturnType<typeof startUploadTestServers>>;
let server: TestServer;
let organizationId: string;
let writeKey: string;
let readKey: string;

beforeAll(async () => {
  servers = await startUploadTestServers();
  server = servers.server;
  organizationId = (await createOrganization(server.db)).id;
  writeKey = await server.createKey(organizationId, { permissions: ["service:documents:write"] });
  readKey = await server.createKey(organizationId);
});
afterAll(() => servers.close());

describe("CreateManualUpload", () => {
  it("refuses a key without service:documents:write", async () => {
    const answer = await rpc(server, "rpc.v1.OrganizationService/CreateManualUpload", {}, { key: readKey });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: "permission_denied" });
    expect(String(answer.body.message)).toContain("service:documents:write");
  });

  it("answers a signed, single-use instruction for the upload processor, with the limits", async () => {
    const before = Date.now();
    const instruction = await newInstruction(server, writeKey);
    expect(instruction.upload_url).toBe(servers.processor.url);
    expect(instruction.upload_url).not.toBe(server.url);
    const params = JSON.parse(instruction.params) as { auth: Record<string, unknown>; fields: Record<string, unknown> };
    expect(params.auth).toMatchObject({ key: server.uploads.authKey, max_size: 1024 ** 3, max_number_of_files: 200 });
    expect(params.auth.nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(params.fields.upload_id).toBe(instruction.upload_id);
    // The signature is Transloadit's: sha384 HMAC of the params text's exact bytes.
    const expected = createHmac("sha384", server.uploads.authSecret).update(instruction.params).digest("hex");
    expect(instruction.signature).toBe(`sha384:${expected}`);
    // An hour to use it; params and expires_at say the same instant.
    const expires = Date.parse(instruction.expires_at);
    expect(expires).toBe(Date.parse(String(params.auth.expires)));
    expect(expires - before).toBeGreaterThanOrEqual(3600_000);
    expect(expires - before).toBeLessThanOrEqual(3602_000);
    expect(instruction).toMatchObject({
      max_file_count: "200",
      max_file_size_bytes: String(50 * 1024 * 1024),
      max_total_size_bytes: String(1024 ** 3),
      allowed_content_types: ["application/pdf", "image/jpeg", "image/png", "image/tiff", "image/webp", "image/heic"],
    });
    // Two instructions never share a nonce.
    const other = await newInstruction(server, writeKey);
    expect((JSON.parse(other.params) as { auth: { nonce: string } }).auth.nonce).not.toBe(params.auth.nonce);
    // The upload waits for its files, readable by any key of the organization.
    const listed = await uploadById(server, readKey, instruction.upload_id);
    expect(listed).toMatchObject({ state: "MANUAL_UPLOAD_STATE_WAITING_FOR_FILES", jobPostingId: "", fileCount: "0", files: [] });
  });

  it("takes an open posting of the caller's organization, and refuses another's or a closed one", async () => {
    const pipeline = await createPipeline(server.db, { organizationId });
    const open = await createPosting(server.db, { organizationId, pipelineId: pipeline.id });
    const closed = await createPosting(server.db, { organizationId, pipelineId: pipeline.id, state: "closed" });
    const stranger = await createOrganization(server.db);
    const strangerPipeline = await createPipeline(server.db, { organizationId: stranger.id });
    const theirs = await createPosting(server.db, { organizationId: stranger.id, pipelineId: strangerPipeline.id });

    const instruction = await newInstruction(server, writeKey, { jobPostingId: open.id });
    expect((await uploadById(server, readKey, instruction.upload_id)).jobPostingId).toBe(open.id);

    const closedAnswer = await rpc(server, "rpc.v1.OrganizationService/CreateManualUpload", { jobPostingId: closed.id }, { key: writeKey });
    expect(closedAnswer.status).toBe(400);
    expect(closedAnswer.body).toMatchObject({
      code: "failed_precondition",
      message: `job posting ${closed.id} is closed: candidates can be uploaded to open postings only`,
    });
    for (const id of [theirs.id, "7d3c6d2e-0000-4000-8000-000000000000"]) {
      const answer = await rpc(server, "rpc.v1.OrganizationService/CreateManualUpload", { jobPostingId: id }, { key: writeKey });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "not_found", message: `job posting ${id} not found` });
    }
    const malformed = await rpc(server, "rpc.v1.OrganizationService/CreateManualUpload", { jobPostingId: "posting-1" }, { key: writeKey });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: "invalid_argument" });
  });
});

describe("ListManualUploads", () => {
  it("pages the organization's uploads newest first, both ways, and shows no other organization's", async () => {
    const own = await createOrganization(server.db);
    const key = await server.createKey(own.id, { permissions: ["service:documents:write"] });
    const made: string[] = [];
    for (let index = 0; index < 23; index++) made.push((await newInstruction(server, key)).upload_id);
    const newestFirst = [...made].reverse();

    const first = await listUploads(server, key);
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.paging.previousCursor).toBe("");
    const second = await listUploads(server, key, { paging: { afterCursor: first.paging.nextCursor } });
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(20));
    expect(second.paging.nextCursor).toBe("");
    const back = await listUploads(server, key, { paging: { beforeCursor: second.paging.previousCursor } });
    expect(back.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    expect(back.paging.previousCursor).toBe("");

    // Another organization's key sees none of them, by list or by id.
    const strangerKey = await server.createKey(organizationId);
    const theirs = await listUploads(server, strangerKey, { uploadIds: made.slice(0, 3) });
    expect(theirs.items).toEqual([]);
    // A cursor is this organization's, and cannot be altered or sent the wrong way.
    const stolen = await rpc(
      server,
      "rpc.v1.OrganizationService/ListManualUploads",
      { paging: { afterCursor: first.paging.nextCursor } },
      { key: strangerKey },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ code: "invalid_argument" });
    const flipped = `${first.paging.nextCursor.slice(0, -1)}${first.paging.nextCursor.endsWith("A") ? "B" : "A"}`;
    for (const paging of [
      { afterCursor: flipped },
      { beforeCursor: first.paging.nextCursor },
      { afterCursor: first.paging.nextCursor, beforeCursor: second.paging.previousCursor },
    ]) {
      const answer = await rpc(server, "rpc.v1.OrganizationService/ListManualUploads", { paging }, { key });
      expect(answer.status, JSON.stringify(paging)).toBe(400);
      expect(answer.body).toMatchObject({ code: "invalid_argument" });
    }
  });
});
