// The flow @uppy/transloadit uses: POST /assemblies with params, signature and
// num_expected_upload_files, then each file over tus to the assembly's tus_url, then the status polled.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { newInstruction, postAssembly, uploadById } from "../upload-test-support.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let servers: Servers;
let key: string;

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");
const tusHeaders = { "Tus-Resumable": "1.0.0", "X-Request-ID": "test" };

// One file over tus, as tus-js-client sends it: create with its length and metadata, then one PATCH.
async function tusUpload(tusUrl: string, assemblyUrl: string, name: string, bytes: Uint8Array) {
  const created = await fetch(tusUrl, {
    method: "POST",
    headers: {
      ...tusHeaders,
      "Upload-Length": String(bytes.length),
      "Upload-Metadata": `filename ${b64(name)},filetype ${b64("application/pdf")},assembly_url ${b64(assemblyUrl)}`,
    },
  });
  const location = created.headers.get("location");
  if (created.status !== 201 || !location) return { created: created.status, body: await created.text(), location, patched: 0 };
  const patched = await fetch(location, {
    method: "PATCH",
    headers: { ...tusHeaders, "Content-Type": "application/offset+octet-stream", "Upload-Offset": "0" },
    body: Buffer.from(bytes),
  });
  return { created: created.status, location, patched: patched.status, body: await patched.text() };
}

beforeAll(async () => {
  servers = await startUploadTestServers({ uploads: { limits: { maxFileCount: 5, maxFileSizeBytes: 1000, maxTotalSizeBytes: 5000 } } });
  const organization = await createOrganization(servers.server.db);
  key = await servers.server.createKey(organization.id, { permissions: ["service:documents:write"] });
});
afterAll(() => servers.close());

describe("tus uploads into an assembly", () => {
  it("takes the announced files one by one and completes the assembly with the last", async () => {
    const { server } = servers;
    const instruction = await newInstruction(server, key);
    const created = await postAssembly(instruction.upload_url, {
      params: instruction.params,
      signature: instruction.signature,
      num_expected_upload_files: "2",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ ok: "ASSEMBLY_UPLOADING", uploads: [], results: {}, tus_url: `${servers.processor.url}/resumable/files/` });
    expect(created.body.websocket_url).toBeTruthy();
    expect((await uploadById(server, key, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_UPLOADING");

    const assemblyUrl = String(created.body.assembly_ssl_url);
    const first = new TextEncoder().encode("%PDF-1.4 first");
    const second = new TextEncoder().encode("%PDF-1.4 second file");
    const one = await tusUpload(String(created.body.tus_url), assemblyUrl, "cv.pdf", first);
    expect(one).toMatchObject({ created: 201, patched: 204 });
    const halfway = (await (await fetch(assemblyUrl)).json()) as { ok: string; uploads: unknown[] };
    expect(halfway.ok).toBe("ASSEMBLY_UPLOADING");
    expect(halfway.uploads).toHaveLength(1);

    const two = await tusUpload(String(created.body.tus_url), assemblyUrl, "certificate.pdf", second);
    expect(two).toMatchObject({ created: 201, patched: 204 });
    const done = (await (await fetch(assemblyUrl)).json()) as {
      ok: string;
      uploads: { name: string; md5hash: string; is_tus_file: boolean; tus_upload_url: string }[];
      results: Record<string, unknown[]>;
    };
    expect(done.ok).toBe("ASSEMBLY_COMPLETED");
    // Uppy finds each of its files by the tus URL it uploaded to.
    expect(done.uploads.map(({ name, md5hash, is_tus_file, tus_upload_url }) => ({ name, md5hash, is_tus_file, tus_upload_url }))).toEqual([
      { name: "cv.pdf", md5hash: md5(first), is_tus_file: true, tus_upload_url: one.location },
      { name: "certificate.pdf", md5hash: md5(second), is_tus_file: true, tus_upload_url: two.location },
    ]);
    expect(done.results[":original"]).toHaveLength(2);
    const listed = await uploadById(server, key, instruction.upload_id);
    expect(listed).toMatchObject({ state: "MANUAL_UPLOAD_STATE_PROCESSING", fileCount: "2" });

    // The assembly takes no file beyond those announced.
    const extra = await tusUpload(String(created.body.tus_url), assemblyUrl, "extra.pdf", first);
    expect(extra.created).toBe(409);
  });

  it("refuses a tus file over the limit and fails the assembly, and a file for no assembly", async () => {
    const { server } = servers;
    const instruction = await newInstruction(server, key);
    const created = await postAssembly(instruction.upload_url, {
      params: instruction.params,
      signature: instruction.signature,
      num_expected_upload_files: "2",
    });
    const assemblyUrl = String(created.body.assembly_ssl_url);
    const tooBig = await tusUpload(String(created.body.tus_url), assemblyUrl, "scan.pdf", new Uint8Array(1001));
    expect(tooBig.created).toBe(413);
    const status = (await (await fetch(assemblyUrl)).json()) as { error?: string; ok?: string };
    expect(status.error).toBe("MAX_FILE_SIZE_EXCEEDED");
    expect(status.ok).toBeUndefined();
    expect((await uploadById(server, key, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_FAILED");
    const stray = await tusUpload(String(created.body.tus_url), `${servers.processor.url}/assemblies/${"0".repeat(32)}`, "a.pdf", new Uint8Array(10));
    expect(stray.created).toBe(409);
  });

  it("announces a count within the limits, and cancels with DELETE", async () => {
    const { server } = servers;
    const instruction = await newInstruction(server, key);
    const tooMany = await postAssembly(instruction.upload_url, {
      params: instruction.params,
      signature: instruction.signature,
      num_expected_upload_files: "6",
    });
    expect(tooMany).toMatchObject({ status: 400, body: { error: "INVALID_FORM_DATA" } });
    const created = await postAssembly(instruction.upload_url, {
      params: instruction.params,
      signature: instruction.signature,
      num_expected_upload_files: "1",
    });
    expect(created.status).toBe(200);
    const cancelled = await fetch(String(created.body.assembly_ssl_url), { method: "DELETE" });
    expect(((await cancelled.json()) as { error: string }).error).toBe("ASSEMBLY_CANCELED");
    expect((await uploadById(server, key, instruction.upload_id)).state).toBe("MANUAL_UPLOAD_STATE_FAILED");
  });

  it("answers CORS preflights for the dashboard's origin on both the assemblies and tus", async () => {
    const origin = "http://localhost:8080";
    const assemblies = await fetch(`${servers.processor.url}/assemblies`, {
      method: "OPTIONS",
      headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "transloadit-client" },
    });
    expect(assemblies.status).toBeLessThan(300);
    expect(assemblies.headers.get("access-control-allow-origin")).toBe(origin);
    expect(assemblies.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("transloadit-client");
    const tus = await fetch(`${servers.processor.url}/resumable/files/`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "x-request-id,tus-resumable,upload-length,upload-metadata",
      },
    });
    expect(tus.status).toBeLessThan(300);
    expect(tus.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-request-id");
  });
});
