// Files in a bucket, end to end on the real service and processor: a CV sent in the spec's literal
// multipart flow lands as one object under the prefix (nothing kept on the local disk), the document
// pipeline reads it from there, and its signed link serves the very bytes that were sent; once the
// object is gone, the link answers 404.
import { createHash } from "node:crypto";
import { readdir } from "node:fs/promises";
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { fileLinkUrl, rpc } from "@/server/test-support/test-server.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { startTestS3, type TestS3 } from "@/server/test-support/test-s3.js";
import { createDocumentEngine } from "./extraction/document-engine.js";
import { incomingDirectoryIn } from "./file-store.js";
import { openS3FileStore, s3ClientFor } from "./open-s3-file-store.js";
import { readDocumentFacts } from "./pipeline/read-document-facts.js";
import { processUpload } from "./process-upload.js";
import { cvPdf, DEFAULT_REFERENCE_DATE, generatePerson } from "./test-documents/index.js";
import { newInstruction, postAssembly, uploadById } from "./upload-test-support.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let s3: TestS3;
let client: S3Client;
let servers: Servers;
let key: string;
const ocr = createDocumentEngine();
const md5 = (bytes: Uint8Array) => createHash("md5").update(bytes).digest("hex");

beforeAll(async () => {
  s3 = await startTestS3({ prefix: "crew/" });
  client = s3ClientFor(s3.config);
  servers = await startUploadTestServers({ fileStore: (storageDir) => openS3FileStore(s3.config, incomingDirectoryIn(storageDir)) });
  const organization = await createOrganization(servers.server.db);
  key = await servers.server.createKey(organization.id, { permissions: ["service:documents:write"] });
});
afterAll(async () => {
  await ocr.close();
  await servers.close();
  client.destroy();
  await s3.close();
});

async function objectKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}

describe("an upload kept in an S3-compatible bucket", () => {
  it("is stored in the bucket, processed from it, and served through its signed link", async () => {
    const { server, processor } = servers;
    const cv = (await cvPdf(generatePerson("s3-flow"), "bio-data")).bytes;
    const instruction = await newInstruction(server, key);
    const answer = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, [
      { name: "cv.pdf", bytes: cv, type: "application/pdf" },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ok: "ASSEMBLY_COMPLETED", uploads: [{ name: "cv.pdf", md5hash: md5(cv), size: cv.length }] });

    // One object, under the prefix and the upload's key; no copy left on the processor's disk.
    const keys = await objectKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^crew/[0-9a-f-]{36}/${instruction.upload_id}/[0-9a-f-]{36}$`));
    const local = await readdir(processor.storageDir, { recursive: true, withFileTypes: true });
    expect(local.filter((entry) => entry.isFile()).map((entry) => entry.name)).toEqual([]);

    const readFacts = readDocumentFacts({ store: processor.store, ocr, today: () => DEFAULT_REFERENCE_DATE });
    await processUpload({ db: server.db, readFacts }, instruction.upload_id);
    const upload = await uploadById(server, key, instruction.upload_id);
    expect(upload.state).toBe("MANUAL_UPLOAD_STATE_COMPLETED");
    const [file] = upload.files;
    expect(file, file?.errorMessage).toMatchObject({ name: "cv.pdf", state: "MANUAL_UPLOAD_FILE_STATE_PROCESSED" });

    const documents = await rpc<{ documents: { name: string; originalUrl: string }[] }>(
      server,
      "dashboard.v1.DashboardService/ListCrewDocuments",
      { crewProfileId: file!.crewProfileId },
      { key },
    );
    expect(documents.status, JSON.stringify(documents.body)).toBe(200);
    const document = documents.body.documents.find((item) => item.name === "cv.pdf")!;
    const served = await fetch(fileLinkUrl(server, document.originalUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(md5(new Uint8Array(await served.arrayBuffer()))).toBe(md5(cv));

    // The bytes gone from the bucket (a lifecycle rule, a hand): the valid link says not found.
    await client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: keys[0] }));
    const gone = await fetch(fileLinkUrl(server, document.originalUrl));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe("not found");
  }, 60_000);
});
