// The version that ListDocumentRequests' and ListDocumentRequestProgress's cached answers are kept
// under (migration 0032): every write to what those answers read moves it, in the writer's
// organization only; writes to anything else leave it, so a busy service keeps its cached answers.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewProfiles, documentExtractions, documentRequestItems, documentRequests, documentSets, jobApplications, users } from "@/server/db/schema.js";
import {
  createApplication,
  createDocument,
  createDocumentRequest,
  createDocumentRequestItem,
  createDocumentSet,
  createExtraction,
  createMember,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createSeaService,
} from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { documentRequestVersion } from "./document-request-version.js";

describe("the document-request version", () => {
  let server: TestServer;
  let orgId: string;
  let otherOrgId: string;
  let memberId: string;
  let userId: string;
  let profileId: string;
  let requestId: string;
  let stageId: string;
  let postingId: string;
  let pipelineId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const org = await createOrganization(server.db);
    orgId = org.id;
    otherOrgId = (await createOrganization(server.db)).id;
    ({ memberId, userId } = await createMember(server.db, { organizationId: orgId, role: "recruiter" }));
    profileId = (await createProfile(server.db, { organizationId: orgId, givenName: "Rafael" })).id;
    requestId = await createDocumentRequest(server.db, { organizationId: orgId, crewProfileId: profileId, memberId });
    const pipeline = await createPipeline(server.db, { organizationId: orgId });
    pipelineId = pipeline.id;
    stageId = pipeline.stages[0]!.id;
    postingId = (await createPosting(server.db, { organizationId: orgId, pipelineId: pipeline.id })).id;
  });
  afterAll(() => server.close());

  const versions = async () => [Number(await documentRequestVersion(server.db, orgId)), Number(await documentRequestVersion(server.db, otherOrgId))];

  async function expectMoved(write: () => Promise<unknown>, label: string) {
    const [before, otherBefore] = await versions();
    await write();
    const [after, otherAfter] = await versions();
    expect(after, label).toBeGreaterThan(before!);
    expect(otherAfter, `${label}: the other organization`).toBe(otherBefore);
  }

  async function expectKept(write: () => Promise<unknown>, label: string) {
    const [before] = await versions();
    await write();
    expect((await versions())[0], label).toBe(before);
  }

  it("moves with every write to what the two answers read", async () => {
    let itemId = "";
    await expectMoved(
      async () => (itemId = await createDocumentRequestItem(server.db, { organizationId: orgId, documentRequestId: requestId, position: 0 })),
      "an item",
    );
    const answering = await expectMovedReturning(
      () => createDocumentSet(server.db, { organizationId: orgId, crewProfileId: profileId, documentRequestId: requestId }),
      "an answering set",
    );
    const upload = await createDocument(server.db, { organizationId: orgId, documentSetId: answering });
    await expectMoved(
      () => server.db.update(documentRequestItems).set({ documentId: upload.id }).where(eq(documentRequestItems.id, itemId)),
      "an item received",
    );
    await expectMoved(
      () => server.db.update(documentSets).set({ documentRequestId: null }).where(eq(documentSets.id, answering)),
      "a set taken off the request",
    );
    await expectMoved(
      () => server.db.update(documentSets).set({ documentRequestId: requestId }).where(eq(documentSets.id, answering)),
      "a set put on the request",
    );
    let face = "";
    await expectMoved(
      async () =>
        (face = (
          await createExtraction(server.db, {
            organizationId: orgId,
            crewProfileId: profileId,
            documentSetId: answering,
            documentId: upload.id,
            kind: "face_image",
            valueText: "/files/faces/a.jpg",
          })
        ).id),
      "a face image",
    );
    await expectMoved(
      () => server.db.update(documentExtractions).set({ valueText: "/files/faces/b.jpg" }).where(eq(documentExtractions.id, face)),
      "a face image changed",
    );
    await expectMoved(
      () => server.db.update(documentExtractions).set({ kind: "nationality", valueText: "PH" }).where(eq(documentExtractions.id, face)),
      "a face image no longer one",
    );
    await expectMoved(() => server.db.update(crewProfiles).set({ givenName: "Rafa" }).where(eq(crewProfiles.id, profileId)), "the crew member's name");
    await expectMoved(
      () => server.db.update(crewProfiles).set({ primaryEmail: "rafa@crew.example" }).where(eq(crewProfiles.id, profileId)),
      "the crew member's email",
    );
    await expectMoved(() => server.db.update(users).set({ familyName: "Nowak-Kowalska" }).where(eq(users.id, userId)), "the requesting member's name");
    await expectMoved(
      () => server.db.update(documentRequests).set({ emailSentState: "failed", emailSentAt: new Date() }).where(eq(documentRequests.id, requestId)),
      "an email sent",
    );
    const documentSetId = await createDocumentSet(server.db, { organizationId: orgId, crewProfileId: profileId });
    let applicationId = "";
    await expectMoved(
      async () =>
        (applicationId = (
          await createApplication(server.db, {
            organizationId: orgId,
            jobPostingId: postingId,
            crewProfileId: profileId,
            documentSetId,
            pipelineStageId: stageId,
          })
        ).id),
      "an application",
    );
    await expectMoved(() => server.db.delete(jobApplications).where(eq(jobApplications.id, applicationId)), "an application withdrawn");
    await expectMoved(() => server.db.delete(documentSets).where(eq(documentSets.id, answering)), "an answering set deleted");
    await expectMoved(() => server.db.delete(documentRequestItems).where(eq(documentRequestItems.id, itemId)), "an item deleted");
    const another = await expectMovedReturning(
      () => createDocumentRequest(server.db, { organizationId: orgId, crewProfileId: profileId, memberId }),
      "a request",
    );
    await expectMoved(() => server.db.delete(documentRequests).where(eq(documentRequests.id, another)), "a request deleted");
  });

  it("stays where it is for writes the answers do not read", async () => {
    const documentSetId = await createDocumentSet(server.db, { organizationId: orgId, crewProfileId: profileId });
    const document = await createDocument(server.db, { organizationId: orgId, documentSetId });
    await expectKept(() => createDocumentSet(server.db, { organizationId: orgId, crewProfileId: profileId }), "a set answering no request");
    // Its trigger rewrites the profile's identity extractions (migration 0007): not its name.
    await expectKept(
      () =>
        createExtraction(server.db, {
          organizationId: orgId,
          crewProfileId: profileId,
          documentSetId,
          documentId: document.id,
          kind: "nationality",
          valueText: "PH",
        }),
      "a nationality",
    );
    await expectKept(
      () => createSeaService(server.db, { organizationId: orgId, crewProfileId: profileId, rankValues: ["cook"], signOn: "2020-01-01", position: 1 }),
      "sea service",
    );
    await expectKept(() => createPosting(server.db, { organizationId: orgId, pipelineId }), "a posting (and the matching it queues)");
    const application = await createApplication(server.db, {
      organizationId: orgId,
      jobPostingId: postingId,
      crewProfileId: profileId,
      documentSetId,
      pipelineStageId: stageId,
    });
    await expectKept(
      () => server.db.update(jobApplications).set({ givenName: "Rafael" }).where(eq(jobApplications.id, application.id)),
      "an application's name",
    );
    await expectKept(() => createProfile(server.db, { organizationId: orgId }), "another crew member");
  });

  async function expectMovedReturning<T>(write: () => Promise<T>, label: string): Promise<T> {
    let result: T | undefined;
    await expectMoved(async () => (result = await write()), label);
    return result!;
  }
});
