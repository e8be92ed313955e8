import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rpc, startTestServer, type TestServer } from "../test-support/test-server.js";
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
          crewAvatarUrl: "http://crew.test/files/faces/rafael.jpg",
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

  it("rejects an organizationId that is not a uuid", async () => {
    const { status, body } = await rpc<{ code: string }>(server, path, { organizationId: "mine" }, { key });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_argument");
  });
});
