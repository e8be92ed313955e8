import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetOneDocumentRequestRequestSchema, GetOneDocumentRequestResponseSchema } from "@/gen/rpc/v1/document_requests_pb.js";
import { crewProfiles, documentRequestItems, documents } from "@/server/db/schema.js";
import { expectJsonLikeBinary } from "@/server/test-support/json-like-binary.js";
import { newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createDocumentRequestScenario, type DocumentRequestScenario } from "./document-requests.fixture.js";

const path = "rpc.v1.OrganizationService/GetOneDocumentRequest";

describe("GetOneDocumentRequest", () => {
  let server: TestServer;
  let key: string;
  let s: DocumentRequestScenario;

  beforeAll(async () => {
    server = await startTestServer();
    s = await createDocumentRequestScenario(server.db);
    key = await server.createKey(s.org.id);
  });
  afterAll(() => server.close());

  it("returns the detail form with each item's upload", async () => {
    const { status, body } = await rpc(server, path, { id: s.emailed.id }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: s.emailed.id,
      crewId: s.crewId,
      memberGivenName: "Marta",
      memberFamilyName: "Nowak",
      memberId: s.recruiter.memberId,
      crewGivenName: "Rafael",
      crewFamilyName: "Santos",
      crewPrimaryEmail: "rafael.santos@crew.example",
      crewAvatarUrl: expect.stringMatching(signedLinkPattern("/files/faces/rafael.jpg", s.org.id)),
      nrOfDocumentItems: "2",
      nrOfDocumentSets: "1",
      listOfDocumentRequestItems: [
        {
          id: s.emailed.passportItemId,
          documentTypeName: "Passport",
          documentTypeCode: "passport",
          documentTypeUploadInstruction: "Photo page, all four corners visible",
          document: {
            id: s.emailed.passportDocumentId,
            contentType: "image/jpeg",
            sizeBytes: "734003",
            name: "passport.jpg",
            originalUrl: expect.stringMatching(signedLinkPattern("/files/docs/passport.jpg", s.org.id)),
            originalMd5: "9e107d9d372bb6826bd81d3542a419d6",
            // A file of other storage is handed out as stored.
            thumbnailUrl: "https://cdn.example/thumbs/passport.png",
            createdAt: "2026-07-02T08:00:00Z",
          },
          isHasUploadedDocuments: true,
        },
        {
          id: s.emailed.medicalItemId,
          documentTypeName: "Medical fitness certificate",
          documentTypeCode: "medical_fitness",
          documentTypeUploadInstruction: "",
          isHasUploadedDocuments: false,
        },
      ],
      isAllDocumentRequestItemsHaveUploadedDocuments: false,
      emailSentAt: "2026-07-01T10:00:00.500Z",
      emailSentState: "DOCUMENT_REQUEST_EMAIL_SENT_STATE_SUCCESS",
    });
  });

  it("leaves emailSentAt absent and the state unspecified for a request never emailed", async () => {
    const { status, body } = await rpc<Record<string, unknown>>(server, path, { id: s.neverEmailed.id }, { key });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty("emailSentAt");
    expect(body.emailSentState).toBe("DOCUMENT_REQUEST_EMAIL_SENT_STATE_UNSPECIFIED");
    expect(body.crewAvatarUrl).toBe("");
    expect(body.isAllDocumentRequestItemsHaveUploadedDocuments).toBe(false);
    expect(body.listOfDocumentRequestItems).toEqual([
      {
        id: s.neverEmailed.itemId,
        documentTypeName: "Seaman's book",
        documentTypeCode: "seaman_book",
        documentTypeUploadInstruction: "",
        isHasUploadedDocuments: false,
      },
    ]);
  });

  // The JSON answer is written by protobuf-es's JSON writer and kept (get-one-document-request.ts); the
  // binary answer is connect's. Both must say the same.
  it("answers JSON exactly as protobuf-es writes the binary answer's message", async () => {
    const schemas = { request: GetOneDocumentRequestRequestSchema, response: GetOneDocumentRequestResponseSchema };
    const { json } = await expectJsonLikeBinary(server, path, schemas, { id: s.emailed.id }, { key });
    expect(json).toContain("expires=(signed)");
  });

  it("answers not_found for another organization's request and for an unknown id", async () => {
    for (const id of [s.foreignRequestId, newId()]) {
      const { status, body } = await rpc(server, path, { id }, { key });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: "not_found", message: `document request ${id} not found` });
    }
  });

  // The answer is kept under the organization's document request version (0032, and 0039 for the
  // documents' own columns): every write to what it shows must be in the next answer. Last: it changes
  // the scenario.
  it("answers every write to what it shows at once, though the answer before it was kept", async () => {
    type Detail = { crewGivenName: string; listOfDocumentRequestItems: { id: string; document?: { name: string } }[] };
    const detail = async () => {
      const result = await rpc<Detail>(server, path, { id: s.emailed.id }, { key });
      expect(result.status).toBe(200);
      return result.body;
    };
    const passport = async () => (await detail()).listOfDocumentRequestItems.find((item) => item.id === s.emailed.passportItemId);
    expect((await passport())?.document?.name).toBe("passport.jpg");
    expect((await passport())?.document?.name).toBe("passport.jpg");

    await server.db.update(documents).set({ name: "passport-photo-page.jpg" }).where(eq(documents.id, s.emailed.passportDocumentId));
    expect((await passport())?.document?.name).toBe("passport-photo-page.jpg");

    await server.db.update(crewProfiles).set({ givenName: "Rafa" }).where(eq(crewProfiles.id, s.crewId));
    expect((await detail()).crewGivenName).toBe("Rafa");

    await server.db.update(documentRequestItems).set({ documentId: null }).where(eq(documentRequestItems.id, s.emailed.passportItemId));
    expect((await passport())?.document).toBeUndefined();
  });
});
