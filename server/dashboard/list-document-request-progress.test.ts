import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListDocumentRequestProgressRequestSchema, ListDocumentRequestProgressResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { documentRequestItems } from "@/server/db/schema.js";
import { expectConnectError } from "@/server/contract/support.js";
import {
  createApplication,
  createDocument,
  createDocumentRequest,
  createDocumentRequestItem,
  createDocumentSet,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
} from "@/server/test-support/fixtures.js";
import { expectJsonLikeBinary } from "@/server/test-support/json-like-binary.js";
import { rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/ListDocumentRequestProgress";

interface Answer {
  items: {
    documentRequestId: string;
    requestedAt: string;
    requestedCount: number;
    receivedCount: number;
    crewProfileId: string;
    latestJobApplicationId: string;
  }[];
}

describe("ListDocumentRequestProgress", () => {
  let server: TestServer;
  let key: string;
  let profileId: string;
  let applicantId: string;
  let applicationId: string;
  let partlyIn: string;
  let allIn: string;
  let empty: string;
  let orgId: string;
  let ownerMemberId: string;
  let thirdItemId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    const org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    orgId = org.id;
    const memberId = org.owner.memberId;
    ownerMemberId = memberId;
    profileId = (await createProfile(db, { organizationId: org.id })).id;
    applicantId = (await createProfile(db, { organizationId: org.id })).id;
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    const applicantSet = await createDocumentSet(db, { organizationId: org.id, crewProfileId: applicantId });
    applicationId = (
      await createApplication(db, {
        organizationId: org.id,
        jobPostingId: posting.id,
        crewProfileId: applicantId,
        documentSetId: applicantSet,
        pipelineStageId: pipeline.stages[0]!.id,
      })
    ).id;

    // Two of three documents in; all (one) in; nothing asked.
    partlyIn = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: profileId, memberId, createdAt: new Date("2026-03-01T08:00:00Z") });
    const set = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profileId, documentRequestId: partlyIn });
    for (let position = 0; position < 3; position++) {
      const documentId = position < 2 ? (await createDocument(db, { organizationId: org.id, documentSetId: set })).id : null;
      const itemId = await createDocumentRequestItem(db, { organizationId: org.id, documentRequestId: partlyIn, position, documentId });
      if (position === 2) thirdItemId = itemId;
    }
    allIn = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: applicantId, memberId, createdAt: new Date("2026-03-02T08:00:00Z") });
    const applicantUpload = await createDocumentSet(db, { organizationId: org.id, crewProfileId: applicantId, documentRequestId: allIn });
    const document = await createDocument(db, { organizationId: org.id, documentSetId: applicantUpload });
    await createDocumentRequestItem(db, { organizationId: org.id, documentRequestId: allIn, position: 0, documentId: document.id });
    empty = await createDocumentRequest(db, { organizationId: org.id, crewProfileId: profileId, memberId, createdAt: new Date("2026-02-01T08:00:00Z") });

    const foreignProfile = await createProfile(db, { organizationId: other.id });
    await createDocumentRequest(db, { organizationId: other.id, crewProfileId: foreignProfile.id, memberId: other.owner.memberId });
  });
  afterAll(() => server.close());

  it("answers every request of the organization, newest first, with its date, counts and the crew member's latest application", async () => {
    const { status, body } = await rpc<Answer>(server, path, {}, { key });
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        documentRequestId: allIn,
        requestedAt: "2026-03-02T08:00:00Z",
        requestedCount: 1,
        receivedCount: 1,
        crewProfileId: applicantId,
        latestJobApplicationId: applicationId,
      },
      {
        documentRequestId: partlyIn,
        requestedAt: "2026-03-01T08:00:00Z",
        requestedCount: 3,
        receivedCount: 2,
        crewProfileId: profileId,
        latestJobApplicationId: "",
      },
      {
        documentRequestId: empty,
        requestedAt: "2026-02-01T08:00:00Z",
        requestedCount: 0,
        receivedCount: 0,
        crewProfileId: profileId,
        latestJobApplicationId: "",
      },
    ]);
  });

  // The answer's JSON is kept whole per organization (list-document-request-progress.ts); none of this
  // may show it.
  it("shows an upload and a new request made after the last answer in the next one", async () => {
    const progressOf = async (id: string) => (await rpc<Answer>(server, path, {}, { key })).body.items.find((item) => item.documentRequestId === id);
    expect(await progressOf(partlyIn)).toMatchObject({ requestedCount: 3, receivedCount: 2 });
    const set = await createDocumentSet(server.db, { organizationId: orgId, crewProfileId: profileId, documentRequestId: partlyIn });
    const upload = await createDocument(server.db, { organizationId: orgId, documentSetId: set });
    await server.db.update(documentRequestItems).set({ documentId: upload.id }).where(eq(documentRequestItems.id, thirdItemId));
    expect(await progressOf(partlyIn)).toMatchObject({ requestedCount: 3, receivedCount: 3 });
    const later = await createDocumentRequest(server.db, { organizationId: orgId, crewProfileId: profileId, memberId: ownerMemberId });
    expect((await rpc<Answer>(server, path, {}, { key })).body.items[0]!.documentRequestId).toBe(later);
  });

  it("answers JSON exactly as protobuf-es writes the binary answer's message", async () => {
    const schemas = { request: ListDocumentRequestProgressRequestSchema, response: ListDocumentRequestProgressResponseSchema };
    const { message } = await expectJsonLikeBinary(server, path, schemas, {}, { key });
    expect(message.items.length).toBeGreaterThan(0);
  });

  it("refuses an unknown field (such as another organization's id) and a call without a key", async () => {
    expectConnectError(await rpc(server, path, { organizationId: "x" }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, {}), 401, "unauthenticated");
  });
});
