// What a recruiter sees of an upload beyond its facts, end to end on the real service, processor and
// database: every document gets a thumbnail, a passport photographed as HEIC gives the profile its face
// (with the page, snippet and reasoning of a DocumentExtraction), a person without a passport has no
// face, and both are served only through a signed link of the file's own organization.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { createFileLinks } from "@/server/files/file-link-signature.js";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { fileLinkUrl, rpc, signedLinkPattern } from "@/server/test-support/test-server.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { createDocumentEngine } from "../extraction/document-engine.js";
import { processUpload } from "../process-upload.js";
import { certificateImage } from "../test-documents/certificate-document.js";
import { cvPdf } from "../test-documents/cv-pdf.js";
import { generatePerson } from "../test-documents/person.js";
import { newInstruction, postAssembly, uploadById, type BatchFile, type ListedUpload } from "../upload-test-support.js";
import { readDocumentFacts } from "./read-document-facts.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let servers: Servers;
let organizationId: string;
let otherOrganizationId: string;
let key: string;
let postingId: string;
const ocr = createDocumentEngine();

beforeAll(async () => {
  servers = await startUploadTestServers();
  const organization = await createOrganization(servers.server.db);
  organizationId = organization.id;
  otherOrganizationId = (await createOrganization(servers.server.db)).id;
  key = await servers.server.createKey(organizationId, { permissions: ["service:documents:write"] });
  const pipeline = await createPipeline(servers.server.db, { organizationId });
  postingId = (await createPosting(servers.server.db, { organizationId, pipelineId: pipeline.id })).id;
}, 60_000);
afterAll(async () => {
  await ocr.close();
  await servers.close();
});

async function uploadAndProcess(files: BatchFile[]): Promise<ListedUpload> {
  const instruction = await newInstruction(servers.server, key, { jobPostingId: postingId });
  const answer = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, files);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const readFacts = readDocumentFacts({ store: servers.processor.store, ocr, today: () => "2026-11-26" });
  await processUpload({ db: servers.server.db, readFacts }, instruction.upload_id);
  const upload = await uploadById(servers.server, key, instruction.upload_id);
  expect(upload.files.map((file) => [file.name, file.state, file.errorMessage])).toEqual(
    files.map((file) => [file.name, "MANUAL_UPLOAD_FILE_STATE_PROCESSED", ""]),
  );
  return upload;
}

interface FaceImage {
  kind: string;
  documentId: string;
  pageIndex: string;
  snippet: string;
  reasoning: string[];
  faceImageUrl: string;
}

async function faceOf(applicationId: string): Promise<FaceImage | undefined> {
  const answer = await rpc<{ items: { faceImage?: FaceImage }[] }>(
    servers.server,
    "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
    { ids: [applicationId] },
    { key },
  );
  expect(answer.status).toBe(200);
  return answer.body.items[0]!.faceImage;
}

async function documentsOf(crewProfileId: string) {
  const answer = await rpc<{ documents: { id: string; name: string; thumbnailUrl: string }[] }>(
    servers.server,
    "dashboard.v1.DashboardService/ListCrewDocuments",
    { crewProfileId },
    { key },
  );
  expect(answer.status).toBe(200);
  return answer.body.documents;
}

const fetchLink = (link: string) => fetch(fileLinkUrl(servers.server, link));

describe("thumbnails and the face from an upload", () => {
  const passportHolder = generatePerson(4);
  let withPassport: ListedUpload;
  let withoutPassport: ListedUpload;

  beforeAll(async () => {
    // The HEIC fixture is seed 4's passport page (test-documents/fixtures/README.md), as a phone takes it.
    withPassport = await uploadAndProcess([
      { name: "IMG_4032.HEIC", bytes: await readFile(new URL("../test-documents/fixtures/passport-seed-4.heic", import.meta.url)) },
      { name: "CV_Santos.pdf", bytes: (await cvPdf(passportHolder, "bio-data")).bytes },
    ]);
    const other = generatePerson(5);
    withoutPassport = await uploadAndProcess([
      { name: "CV.pdf", bytes: (await cvPdf(other, "free-text")).bytes },
      { name: "scan0001.png", bytes: (await certificateImage(other, other.certificates[0]!)).bytes },
    ]);
  }, 240_000);

  it("gives every document a 320 px WebP thumbnail, behind a signed link", async () => {
    for (const upload of [withPassport, withoutPassport]) {
      const documents = await documentsOf(upload.crewProfileIds[0]!);
      expect(documents).toHaveLength(2);
      for (const document of documents) {
        const file = upload.files.find((uploaded) => uploaded.name === document.name)!;
        expect(document.thumbnailUrl).toMatch(signedLinkPattern(`/files/uploads/${file.id}/derived/thumbnail.webp`, organizationId));
        const answer = await fetchLink(document.thumbnailUrl);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("content-type")).toBe("image/webp");
        expect(answer.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
        const image = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
        expect(image.format).toBe("webp");
        expect(Math.max(image.width!, image.height!)).toBe(320);
      }
    }
  });

  it("gives the passport holder's profile the face from the HEIC photo, with its page, snippet and reasoning", async () => {
    const face = await faceOf(withPassport.jobApplicationIds[0]!);
    const heic = withPassport.files.find((file) => file.name === "IMG_4032.HEIC")!;
    expect(face).toMatchObject({ kind: "DOCUMENT_EXTRACTION_KIND_FACE_IMAGE", pageIndex: "0" });
    expect(face!.faceImageUrl).toMatch(signedLinkPattern(`/files/uploads/${heic.id}/derived/face.jpg`, organizationId));
    expect(face!.snippet).toContain(`${passportHolder.passport.number}`);
    expect(face!.reasoning.join(" ")).toMatch(/machine-readable zone.*ICAO 9303.*not blank/);
    const documents = await documentsOf(withPassport.crewProfileIds[0]!);
    expect(documents.find((document) => document.id === face!.documentId)?.name).toBe("IMG_4032.HEIC");

    const answer = await fetchLink(face!.faceImageUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    // A passport photo's shape (ICAO: 35 × 45 mm), not a strip of the page.
    expect(image.width! / image.height!).toBeGreaterThan(0.6);
    expect(image.width! / image.height!).toBeLessThan(0.95);
  });

  it("gives a person whose documents have no MRZ no face", async () => {
    expect(await faceOf(withoutPassport.jobApplicationIds[0]!)).toBeUndefined();
  });

  it("serves the face only through a valid link of its own organization", async () => {
    const face = await faceOf(withPassport.jobApplicationIds[0]!);
    const { pathname, search } = new URL(face!.faceImageUrl);
    // No signature, or a signature of another file's path: 403, as for anything under /files/.
    expect((await fetch(`${servers.server.url}${pathname}`)).status).toBe(403);
    expect((await fetch(`${servers.server.url}${pathname.replace("face.jpg", "thumbnail.webp")}${search}`)).status).toBe(403);
    // A valid link made for another organization: that organization has no such file.
    const links = createFileLinks({ secret: servers.server.fileLinkSecret, ttlSeconds: 3600, publicUrl: "http://crew.test" });
    expect((await fetchLink(links.link(pathname, otherOrganizationId))).status).toBe(404);
    // A derived name the pipeline never makes.
    expect((await fetchLink(links.link(pathname.replace("face.jpg", "original.png"), organizationId))).status).toBe(404);
  });
});
