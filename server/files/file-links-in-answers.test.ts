// The file links the operations hand out open, for their organization only, and still open after
// their first lifetime has passed: a cached answer never serves an expired link.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database.js";
import {
  createDocument,
  createDocumentRequest,
  createDocumentRequestItem,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { fileLinkUrl, newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { fileLinkSignature } from "./file-link-signature.js";
import { invalidFileLinkBody } from "./files-route.js";

// A crew member with an application, a face image and a passport uploaded for a document request.
async function createCandidate(db: Db) {
  const org = await createOrganization(db);
  const pipeline = await createPipeline(db, { organizationId: org.id });
  const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
  const person = await createProfileWithApplication(db, {
    organizationId: org.id,
    jobPostingId: posting.id,
    pipelineStageId: pipeline.stages[0]!.id,
    profile: { givenName: "Jānis", familyName: "Bērziņš" },
  });
  const documentId = newId();
  const name = "Passport Jānis Bērziņš.pdf";
  const documentPath = `/files/${org.id}/${documentId}/${encodeURIComponent(name)}`;
  await createDocument(db, {
    id: documentId,
    organizationId: org.id,
    documentSetId: person.documentSetId,
    name,
    originalUrl: documentPath,
    thumbnailUrl: `/files/${org.id}/${documentId}/thumbnail.svg`,
  });
  const facePath = `/files/faces/${person.profileId}.svg`;
  await createExtraction(db, {
    organizationId: org.id,
    crewProfileId: person.profileId,
    documentSetId: person.documentSetId,
    documentId,
    kind: "face_image",
    valueText: facePath,
  });
  const requestId = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: person.profileId, memberId: org.owner.memberId });
  await createDocumentRequestItem(db, { organizationId: org.id, documentRequestId: requestId, position: 1, documentId });
  return { org, posting, person, documentId, documentPath, facePath, requestId };
}
type Candidate = Awaited<ReturnType<typeof createCandidate>>;

interface Links {
  listCrewProfilesFace: string;
  listJobApplicationsFace: string;
  listDocumentRequestsAvatar: string;
  documentRequestAvatar: string;
  documentOriginal: string;
  documentThumbnail: string;
  crewDocumentOriginal: string;
  crewDocumentThumbnail: string;
}

// Every file link the operations hand out for the candidate.
async function linksOf(server: TestServer, key: string, c: Candidate): Promise<Links> {
  const ok = async <T>(path: string, body: unknown) => {
    const result = await rpc<T>(server, path, body, { key });
    expect(result.status, path).toBe(200);
    return result.body;
  };
  const profiles = await ok<{ items: { faceImage: { faceImageUrl: string } }[] }>("rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs", {
    ids: [c.person.applicationId],
  });
  const applications = await ok<{ items: { faceImageUrl: string }[] }>("dashboard.v1.DashboardService/ListJobApplications", { jobPostingId: c.posting.id });
  const requests = await ok<{ items: { crewAvatarUrl: string }[] }>("rpc.v1.OrganizationService/ListDocumentRequests", { organizationId: c.org.id });
  const request = await ok<{ crewAvatarUrl: string; listOfDocumentRequestItems: { document: { originalUrl: string; thumbnailUrl: string } }[] }>(
    "rpc.v1.OrganizationService/GetOneDocumentRequest",
    { id: c.requestId },
  );
  const documents = await ok<{ documents: { originalUrl: string; thumbnailUrl: string }[] }>("dashboard.v1.DashboardService/ListCrewDocuments", {
    crewProfileId: c.person.profileId,
  });
  return {
    listCrewProfilesFace: profiles.items[0]!.faceImage.faceImageUrl,
    listJobApplicationsFace: applications.items[0]!.faceImageUrl,
    listDocumentRequestsAvatar: requests.items[0]!.crewAvatarUrl,
    documentRequestAvatar: request.crewAvatarUrl,
    documentOriginal: request.listOfDocumentRequestItems[0]!.document.originalUrl,
    documentThumbnail: request.listOfDocumentRequestItems[0]!.document.thumbnailUrl,
    crewDocumentOriginal: documents.documents[0]!.originalUrl,
    crewDocumentThumbnail: documents.documents[0]!.thumbnailUrl,
  };
}

// What opening a link in a browser gets: no header, the signature is in the link.
async function open(server: TestServer, link: string) {
  const response = await fetch(fileLinkUrl(server, link));
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

const expectOpens = async (server: TestServer, links: Links) => {
  for (const [what, link] of Object.entries(links)) {
    const opened = await open(server, link);
    expect(opened.status, what).toBe(200);
    expect(opened.type, what).toMatch(what.endsWith("Original") ? /^text\/html/ : /^image\/svg\+xml/);
    expect(opened.cacheControl, what).toMatch(/^private, max-age=\d+$/);
  }
};

describe("file links in answers", () => {
  let server: TestServer;
  let key: string;
  let c: Candidate;
  let other: Candidate;

  beforeAll(async () => {
    server = await startTestServer();
    c = await createCandidate(server.db);
    other = await createCandidate(server.db);
    key = await server.createKey(c.org.id);
  });
  afterAll(() => server.close());

  it("are signed for the caller's organization, and each opens with the right type, cached privately", async () => {
    const links = await linksOf(server, key, c);
    expect(links).toEqual({
      listCrewProfilesFace: expect.stringMatching(signedLinkPattern(c.facePath, c.org.id)),
      listJobApplicationsFace: expect.stringMatching(signedLinkPattern(c.facePath, c.org.id)),
      listDocumentRequestsAvatar: expect.stringMatching(signedLinkPattern(c.facePath, c.org.id)),
      documentRequestAvatar: expect.stringMatching(signedLinkPattern(c.facePath, c.org.id)),
      documentOriginal: expect.stringMatching(signedLinkPattern(c.documentPath, c.org.id)),
      documentThumbnail: expect.stringMatching(signedLinkPattern(`/files/${c.org.id}/${c.documentId}/thumbnail.svg`, c.org.id)),
      crewDocumentOriginal: expect.stringMatching(signedLinkPattern(c.documentPath, c.org.id)),
      crewDocumentThumbnail: expect.stringMatching(signedLinkPattern(`/files/${c.org.id}/${c.documentId}/thumbnail.svg`, c.org.id)),
    });
    await expectOpens(server, links);
    expect((await open(server, links.documentOriginal)).body).toContain("Passport Jānis Bērziņš.pdf");
  });

  it("open nothing once the signature is gone or altered, with one body that tells nothing", async () => {
    const links = await linksOf(server, key, c);
    for (const [what, link] of Object.entries(links)) {
      const url = new URL(link);
      const unsigned = `${url.origin}${url.pathname}`;
      url.searchParams.set(
        "sig",
        fileLinkSignature("another secret, just as long as the real one", url.pathname, c.org.id, Number(url.searchParams.get("expires"))),
      );
      for (const refused of [unsigned, url.toString()]) {
        const opened = await open(server, refused);
        expect(opened.status, what).toBe(403);
        expect(opened.body, what).toBe(invalidFileLinkBody);
      }
    }
  });

  it("never open another organization's files, even signed with the server's key for this organization", async () => {
    for (const path of [other.facePath, other.documentPath, `/files/${c.org.id}/${other.documentId}/${other.documentPath.split("/").pop()}`]) {
      const expires = Math.floor(Date.now() / 1000) + 600;
      const forged = `http://crew.test${path}?org=${c.org.id}&expires=${expires}&sig=${fileLinkSignature(server.fileLinkSecret, path, c.org.id, expires)}`;
      const opened = await open(server, forged);
      expect(opened.status, path).toBe(404);
      expect(opened.body, path).not.toContain("Bērziņš");
    }
  });
});

describe("file links after their lifetime", () => {
  const ttlSeconds = 2;
  let server: TestServer;
  let key: string;
  let c: Candidate;

  beforeAll(async () => {
    server = await startTestServer({ fileLinkTtlSeconds: ttlSeconds });
    c = await createCandidate(server.db);
    key = await server.createKey(c.org.id);
  });
  afterAll(() => server.close());

  it("are new in an answer asked for again once the first links expired, though nothing was written", async () => {
    const first = await linksOf(server, key, c);
    await expectOpens(server, first);
    // A link lives less than 13/12 of its lifetime, counted in whole seconds: past 3 s, every first link has expired.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    for (const [what, link] of Object.entries(first)) expect((await open(server, link)).status, what).toBe(403);
    const again = await linksOf(server, key, c);
    await expectOpens(server, again);
  });
});
