import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListDocumentRequestsRequestSchema, ListDocumentRequestsResponseSchema } from "@/gen/rpc/v1/document_requests_pb.js";
import { crewProfiles } from "@/server/db/schema.js";
import { createDocumentRequest, createDocumentRequestItem } from "@/server/test-support/fixtures.js";
import { expectJsonLikeBinary } from "@/server/test-support/json-like-binary.js";
import { rpc, rpcCompressed, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createDocumentRequestScenario, type DocumentRequestScenario } from "./document-requests.fixture.js";

const path = "rpc.v1.OrganizationService/ListDocumentRequests";

describe("ListDocumentRequests", () => {
  let server: TestServer;
  let key: string;
  let s: DocumentRequestScenario;

  beforeAll(async () => {
    server = await startTestServer();
    s = await createDocumentRequestScenario(server.db);
    key = await server.createKey(s.org.id);
  });
  afterAll(() => server.close());

  it("lists the organization's requests newest first, in list form", async () => {
    const { status, body } = await rpc(server, path, { organizationId: s.org.id }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        {
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
            },
            {
              id: s.emailed.medicalItemId,
              documentTypeName: "Medical fitness certificate",
              documentTypeCode: "medical_fitness",
              documentTypeUploadInstruction: "",
            },
          ],
          emailSentAt: "2026-07-01T10:00:00.500Z",
          emailSentState: "DOCUMENT_REQUEST_EMAIL_SENT_STATE_SUCCESS",
        },
        {
          id: s.neverEmailed.id,
          crewId: s.bareCrewId,
          memberGivenName: s.org.owner.givenName,
          memberFamilyName: s.org.owner.familyName,
          memberId: s.org.owner.memberId,
          crewGivenName: "",
          crewFamilyName: "",
          crewPrimaryEmail: "no.name@crew.example",
          crewAvatarUrl: "",
          nrOfDocumentItems: "1",
          nrOfDocumentSets: "0",
          listOfDocumentRequestItems: [
            { id: s.neverEmailed.itemId, documentTypeName: "Seaman's book", documentTypeCode: "seaman_book", documentTypeUploadInstruction: "" },
          ],
          emailSentState: "DOCUMENT_REQUEST_EMAIL_SENT_STATE_UNSPECIFIED",
        },
      ],
    });
  });

  it("answers permission_denied for another organization's id", async () => {
    const { status, body } = await rpc<{ code: string; message: string }>(server, path, { organizationId: s.otherOrgId }, { key });
    expect(status).toBe(403);
    expect(body.code).toBe("permission_denied");
    expect(JSON.stringify(body)).not.toContain(s.foreignRequestId);
  });

  // The answer's JSON is cached whole, behind the gate (list-document-requests.ts, rpc/answer-cache.ts);
  // none of this may show it.
  describe("answered from its cache", () => {
    const list = async () => (await rpc<{ items: { id: string; crewGivenName: string }[] }>(server, path, { organizationId: s.org.id }, { key })).body.items;

    it("shows a write made after the last answer in the next one", async () => {
      const before = await list();
      const requestId = await createDocumentRequest(server.db, {
        organizationId: s.org.id,
        crewProfileId: s.crewId,
        memberId: s.recruiter.memberId,
        createdAt: new Date("2030-01-01T00:00:00Z"),
      });
      await createDocumentRequestItem(server.db, { organizationId: s.org.id, documentRequestId: requestId, position: 0, documentTypeName: "Passport" });
      const afterInsert = await list();
      expect(afterInsert.map((item) => item.id)).toEqual([requestId, ...before.map((item) => item.id)]);

      // A change to another table the answer draws on: the crew member's name.
      await server.db.update(crewProfiles).set({ givenName: "Rafa" }).where(eq(crewProfiles.id, s.crewId));
      const renamed = await list();
      expect(renamed.filter((item) => item.id === requestId || item.id === s.emailed.id).map((item) => item.crewGivenName)).toEqual(["Rafa", "Rafa"]);
      await server.db.update(crewProfiles).set({ givenName: "Rafael" }).where(eq(crewProfiles.id, s.crewId));
    });

    it("answers the same JSON plain, gzip- and brotli-compressed, and to many callers at once", async () => {
      // Enough requests for an answer worth compressing (compression.ts: 8 KiB).
      for (let i = 0; i < 40; i++) {
        const requestId = await createDocumentRequest(server.db, { organizationId: s.org.id, crewProfileId: s.crewId, memberId: s.recruiter.memberId });
        await createDocumentRequestItem(server.db, { organizationId: s.org.id, documentRequestId: requestId, position: 0, documentTypeName: "Passport" });
      }
      const call = (acceptEncoding?: string) => rpcCompressed(server, path, { organizationId: s.org.id }, { key, acceptEncoding });
      const [plain, gzip, brotli, both, ...concurrent] = await Promise.all([
        call(),
        call("gzip"),
        call("br"),
        call("gzip, deflate, br"),
        ...Array.from({ length: 8 }, () => call("gzip")),
      ]);
      expect(plain.status).toBe(200);
      expect(plain.encoding).toBeUndefined();
      expect([gzip.encoding, brotli.encoding, both.encoding]).toEqual(["gzip", "br", "br"]);
      for (const answer of [gzip, brotli, both, ...concurrent]) expect(answer.json).toEqual(plain.json);
    });

    it("still rejects unknown fields, bad timeouts and missing keys after answering from the cache", async () => {
      expect((await rpc(server, path, { organizationId: s.org.id }, { key })).status).toBe(200);
      const unknown = await rpc<{ code: string; message: string }>(server, path, { organizationId: s.org.id, pageSize: 10 }, { key });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe("invalid_argument");
      expect(unknown.body.message).toContain("pageSize");
      for (const timeout of ["60001", "soon"]) {
        const refused = await rpc<{ code: string }>(server, path, { organizationId: s.org.id }, { key, headers: { "Connect-Timeout-Ms": timeout } });
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe("invalid_argument");
      }
      const anonymous = await rpc<{ code: string }>(server, path, { organizationId: s.org.id });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe("unauthenticated");
    });

    // The gate refuses the body before the operation, and so its cache, is reached.
    it("refuses a body over 1 MiB even when its answer is cached: 429 resource_exhausted", async () => {
      expect((await rpc(server, path, { organizationId: s.org.id }, { key })).status).toBe(200);
      // Valid JSON of the request just answered, but for its size.
      const rawBody = `{"organizationId": "${s.org.id}"${" ".repeat(1024 * 1024)}}`;
      const result = await rpc<{ code: string }>(server, path, undefined, { key, rawBody });
      expect(result.status).toBe(429);
      expect(result.body.code).toBe("resource_exhausted");
    });
  });

  // The JSON answer is written by protobuf-es's JSON writer and cached (list-document-requests.ts); the
  // binary answer is connect's. Both must say the same, down to the byte of JSON connect would write
  // (the links' expiry and signature aside: each answer signs its own).
  it("answers JSON exactly as protobuf-es writes the binary answer's message", async () => {
    const schemas = { request: ListDocumentRequestsRequestSchema, response: ListDocumentRequestsResponseSchema };
    const { json } = await expectJsonLikeBinary(server, path, schemas, { organizationId: s.org.id }, { key });
    expect(json).toContain("expires=(signed)");
  });

  it("rejects an organizationId that is not a uuid", async () => {
    const { status, body } = await rpc<{ code: string }>(server, path, { organizationId: "mine" }, { key });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_argument");
  });
});
