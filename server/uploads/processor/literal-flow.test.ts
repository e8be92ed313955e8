// The spec's literal upload flow against the real service and processor: CreateManualUpload, then one
// multipart POST of params, signature and the files to {upload_url}/assemblies; and every refusal
// (tampered, expired, replayed, over a limit, malformed) with a clear error and nothing stored.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema.js";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { and, eq } from "drizzle-orm";
import { PROCESS_UPLOAD_JOB } from "../upload-job-kinds.js";
import { newInstruction, postAssembly, uploadById, type BatchFile } from "../upload-test-support.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let servers: Servers;
let key: string;

const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
let png: Uint8Array;

// Every file the store holds, outside its incoming and tus folders.
async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes(".incoming") && !entry.parentPath.includes(".tus"))
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  servers = await startUploadTestServers({ uploads: { limits: { maxFileCount: 3, maxFileSizeBytes: 4000, maxTotalSizeBytes: 6000 } } });
  const organization = await createOrganization(servers.server.db);
  key = await servers.server.createKey(organization.id, { permissions: ["service:documents:write"] });
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => servers.close());

describe("POST {upload_url}/assemblies with the files", () => {
  it("stores the batch with each file's MD5, size and sniffed type, and queues its processing", async () => {
    const { server, processor } = servers;
    const instruction = await newInstruction(server, key);
    const files: BatchFile[] = [
      { name: "cv.pdf", bytes: pdf, type: "application/pdf" },
      // A photo renamed .pdf: its type comes from its bytes.
      { name: "passport.pdf", bytes: png, type: "application/pdf" },
    ];
    const answer = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, files);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ok: "ASSEMBLY_COMPLETED", crew_upload_id: instruction.upload_id, num_expected_upload_files: 2 });
    expect(answer.body.assembly_id).toMatch(/^[0-9a-f]{32}$/);
    const uploads = answer.body.uploads as { name: string; size: number; md5hash: string; mime: string; is_tus_file: boolean }[];
    expect(uploads.map(({ name, size, md5hash, mime, is_tus_file }) => ({ name, size, md5hash, mime, is_tus_file }))).toEqual([
      { name: "cv.pdf", size: pdf.length, md5hash: md5(pdf), mime: "application/pdf", is_tus_file: false },
      { name: "passport.pdf", size: png.length, md5hash: md5(png), mime: "image/png", is_tus_file: false },
    ]);
    // The bytes are kept as sent, and the status can be read again at its URL.
    const kept = await Promise.all((await storedFiles(processor.storageDir)).map((path) => readFile(path)));
    expect(kept.map((bytes) => md5(bytes)).sort()).toEqual([md5(pdf), md5(png)].sort());
    const again = await fetch(String(answer.body.assembly_ssl_url));
    expect(((await again.json()) as { ok: string }).ok).toBe("ASSEMBLY_COMPLETED");

    const listed = await uploadById(server, key, instruction.upload_id);
    expect(listed).toMatchObject({ state: "MANUAL_UPLOAD_STATE_PROCESSING", fileCount: "2" });
    expect(listed.files.map(({ name, contentType, sizeBytes, state }) => ({ name, contentType, sizeBytes, state }))).toEqual([
      { name: "cv.pdf", contentType: "application/pdf", sizeBytes: String(pdf.length), state: "MANUAL_UPLOAD_FILE_STATE_RECEIVED" },
      { name: "passport.pdf", contentType: "image/png", sizeBytes: String(png.length), state: "MANUAL_UPLOAD_FILE_STATE_RECEIVED" },
    ]);
    const queued = await server.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, PROCESS_UPLOAD_JOB), eq(jobs.key, instruction.upload_id)));
    expect(queued).toHaveLength(1);
  });

  it("refuses a replayed instruction, and stores nothing more", async () => {
    const { server, processor } = servers;
    const instruction = await newInstruction(server, key);
    const fields = { params: instruction.params, signature: instruction.signature };
    expect((await postAssembly(instruction.upload_url, fields, [{ name: "a.pdf", bytes: pdf }])).status).toBe(200);
    const before = await storedFiles(processor.storageDir);
    const replay = await postAssembly(instruction.upload_url, fields, [{ name: "b.pdf", bytes: pdf }]);
    expect(replay.status).toBe(403);
    expect(replay.body).toMatchObject({ error: "SIGNATURE_REUSE_DETECTED" });
    expect(replay.body.message).toContain("new instruction");
    expect(await storedFiles(processor.storageDir)).toEqual(before);
  });

  it("refuses params changed after signing, or a missing signature, and the instruction stays usable", async () => {
    const { server, processor } = servers;
    const instruction = await newInstruction(server, key);
    const before = await storedFiles(processor.storageDir);
    const reformatted = JSON.stringify(JSON.parse(instruction.params), null, 2);
    const oneByte = instruction.params.replace('"max_number_of_files":3', '"max_number_of_files":9');
    expect(oneByte).not.toBe(instruction.params);
    for (const params of [reformatted, oneByte]) {
      const answer = await postAssembly(instruction.upload_url, { params, signature: instruction.signature }, [{ name: "a.pdf", bytes: pdf }]);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: "INVALID_SIGNATURE" });
      expect(answer.body.message).toContain("byte for byte");
    }
    const unsigned = await postAssembly(instruction.upload_url, { params: instruction.params }, [{ name: "a.pdf", bytes: pdf }]);
    expect(unsigned).toMatchObject({ status: 403, body: { error: "NO_SIGNATURE_FIELD" } });
    const filesFirst = await postAssembly(instruction.upload_url, {}, [{ name: "a.pdf", bytes: pdf }]);
    expect(filesFirst).toMatchObject({ status: 400, body: { error: "INVALID_FORM_DATA" } });
    expect(await storedFiles(processor.storageDir)).toEqual(before);
    expect((await uploadById(server, key, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_WAITING_FOR_FILES");
    // The real instruction still works.
    const honest = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, [
      { name: "a.pdf", bytes: pdf },
    ]);
    expect(honest.status).toBe(200);
  });

  it("refuses an expired instruction, which then lists as expired", async () => {
    const short = await startUploadTestServers({ uploads: { instructionTtlSeconds: 1 } });
    try {
      const organization = await createOrganization(short.server.db);
      const shortKey = await short.server.createKey(organization.id, { permissions: ["service:documents:write"] });
      const instruction = await newInstruction(short.server, shortKey);
      await new Promise((resolve) => setTimeout(resolve, Date.parse(instruction.expires_at) - Date.now() + 50));
      const answer = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, [
        { name: "a.pdf", bytes: pdf },
      ]);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: "AUTH_EXPIRED" });
      expect(await storedFiles(short.processor.storageDir)).toEqual([]);
      expect((await uploadById(short.server, shortKey, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_EXPIRED");
    } finally {
      await short.close();
    }
  });

  it("refuses a file over its limit, a batch over its size and too many files, storing none of the batch", async () => {
    const { server, processor } = servers;
    const before = await storedFiles(processor.storageDir);
    const big = new Uint8Array(4001).fill(65);
    const medium = new Uint8Array(3500).fill(66);
    const cases: { files: BatchFile[]; error: string }[] = [
      {
        files: [
          { name: "a.pdf", bytes: pdf },
          { name: "big.pdf", bytes: big },
        ],
        error: "MAX_FILE_SIZE_EXCEEDED",
      },
      {
        files: [
          { name: "m1.pdf", bytes: medium },
          { name: "m2.pdf", bytes: medium },
        ],
        error: "MAX_SIZE_EXCEEDED",
      },
      { files: [1, 2, 3, 4].map((n) => ({ name: `${n}.pdf`, bytes: pdf })), error: "MAX_NUMBER_OF_FILES_EXCEEDED" },
    ];
    for (const { files, error } of cases) {
      const instruction = await newInstruction(server, key);
      const answer = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, files);
      expect(answer.status, error).toBe(413);
      expect(answer.body.error).toBe(error);
      // The upload says why it failed; its instruction is used up.
      const listed = await uploadById(server, key, instruction.upload_id);
      expect(listed).toMatchObject({ state: "MANUAL_UPLOAD_STATE_FAILED", errorMessage: answer.body.message, fileCount: "0" });
    }
    expect(await storedFiles(processor.storageDir)).toEqual(before);
    const incoming = await readdir(join(processor.storageDir, ".incoming"));
    expect(incoming).toEqual([]);
  });

  it("refuses a batch without files or a body that is not a form", async () => {
    const { server } = servers;
    const instruction = await newInstruction(server, key);
    const empty = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature });
    expect(empty).toMatchObject({ status: 400, body: { error: "NO_FILES" } });
    const json = await fetch(`${instruction.upload_url}/assemblies`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe("INVALID_FORM_DATA");
    expect((await uploadById(server, key, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_WAITING_FOR_FILES");
  });
});
