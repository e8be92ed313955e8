import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proposalCrewProfiles, proposals } from "@/server/db/schema.js";
import { expectConnectError } from "@/server/contract/support.js";
import {
  createApplication,
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { newId, rpc, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/GetCrewProfile";

describe("GetCrewProfile", () => {
  let server: TestServer;
  let key: string;
  let foreignKey: string;
  let org: OrganizationFixture;
  let appliedId: string;
  let setId: string;
  let passportId: string;
  let proposalId: string;
  let latestApplicationId: string;
  let neverAppliedId: string;
  let foreignId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    foreignKey = await server.createKey(other.id);

    // Applied twice, with a passport's extractions and a proposal.
    appliedId = (
      await createProfile(db, {
        organizationId: org.id,
        primaryEmail: "ana.reyes@crew.example",
        givenName: "Ana",
        familyName: "Reyes",
        primaryPhoneE164: "+639171234567",
        createdAt: new Date("2026-02-03T04:05:06.789Z"),
      })
    ).id;
    setId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: appliedId });
    passportId = (await createDocument(db, { organizationId: org.id, documentSetId: setId, name: "passport.pdf" })).id;
    const at = new Date("2026-02-05T00:00:00Z");
    const base = { organizationId: org.id, crewProfileId: appliedId, documentSetId: setId, documentId: passportId, createdAt: at, updatedAt: at };
    await createExtraction(db, { ...base, kind: "date_of_birth", pageIndex: 1, snippet: "8503140", valueTime: new Date("1985-03-14T00:00:00Z") });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "PH" });
    await createExtraction(db, { ...base, kind: "face_image", valueText: "/files/faces/ana.jpg" });
    proposalId = newId();
    await db.insert(proposals).values({ id: proposalId, organizationId: org.id, title: "Shortlist" });
    await db.insert(proposalCrewProfiles).values({ proposalId, crewProfileId: appliedId, organizationId: org.id });
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    const apply = (createdAt: string, isArchived = false) =>
      createApplication(db, {
        organizationId: org.id,
        jobPostingId: posting.id,
        crewProfileId: appliedId,
        documentSetId: setId,
        pipelineStageId: pipeline.stages[0]!.id,
        createdAt: new Date(createdAt),
        isArchived,
      });
    await apply("2026-01-02T10:00:00Z", true);
    latestApplicationId = (await apply("2026-03-01T10:00:00Z")).id;

    // Found by an upload without a posting: documents, no application, no email.
    neverAppliedId = (
      await createProfile(db, {
        organizationId: org.id,
        primaryEmail: "",
        givenName: "Ivan",
        familyName: "Petrenko",
        createdAt: new Date("2026-04-01T00:00:00Z"),
      })
    ).id;
    const uploadSetId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: neverAppliedId });
    const book = await createDocument(db, { organizationId: org.id, documentSetId: uploadSetId, name: "seamans-book.png" });
    await createExtraction(db, {
      organizationId: org.id,
      crewProfileId: neverAppliedId,
      documentSetId: uploadSetId,
      documentId: book.id,
      kind: "nationality",
      valueText: "UA",
      createdAt: at,
      updatedAt: at,
    });

    foreignId = (await createProfile(db, { organizationId: other.id, givenName: "Foreign" })).id;
  });
  afterAll(() => server.close());

  it("answers a profile with its latest extractions, its counts and its latest application", async () => {
    const { status, body } = await rpc(server, path, { crewProfileId: appliedId }, { key });
    expect(status).toBe(200);
    const provenance = {
      documentSetId: setId,
      documentId: passportId,
      pageIndex: "0",
      kindSequence: "0",
      reasoning: [],
      snippet: "",
      createdAt: "2026-02-05T00:00:00Z",
      updatedAt: "2026-02-05T00:00:00Z",
    };
    expect(body).toEqual({
      crewProfile: {
        id: appliedId,
        primaryEmail: "ana.reyes@crew.example",
        givenName: "Ana",
        familyName: "Reyes",
        createdAt: "2026-02-03T04:05:06.789Z",
        dateOfBirth: {
          ...provenance,
          pageIndex: "1",
          snippet: "8503140",
          kind: "DOCUMENT_EXTRACTION_KIND_DATE_OF_BIRTH",
          dateOfBirth: "1985-03-14T00:00:00Z",
        },
        nationality: { ...provenance, kind: "DOCUMENT_EXTRACTION_KIND_NATIONALITY", nationalityIso31661: "PH" },
        faceImage: {
          ...provenance,
          kind: "DOCUMENT_EXTRACTION_KIND_FACE_IMAGE",
          faceImageUrl: expect.stringMatching(signedLinkPattern("/files/faces/ana.jpg", org.id)),
        },
        documentSetCount: "1",
        primaryPhoneE164: "+639171234567",
        proposalIds: [proposalId],
        // The archived application counts too.
        applicationCount: "2",
        latestJobApplicationId: latestApplicationId,
      },
    });
  });

  it("gives the profile's fields exactly as ListCrewProfilesByApplicationIDs gives them", async () => {
    const list = await rpc<{ items: Record<string, unknown>[] }>(
      server,
      "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs",
      { ids: [latestApplicationId] },
      { key },
    );
    const { body } = await rpc<{ crewProfile: Record<string, unknown> }>(server, path, { crewProfileId: appliedId }, { key });
    const item = list.body.items[0]!;
    const signed = (extraction: unknown) => ({ ...(extraction as object), faceImageUrl: "(signed)" });
    for (const field of [
      "id",
      "primaryEmail",
      "givenName",
      "familyName",
      "createdAt",
      "dateOfBirth",
      "nationality",
      "documentSetCount",
      "primaryPhoneE164",
      "proposalIds",
    ]) {
      expect(body.crewProfile[field], field).toEqual(item[field]);
    }
    expect(signed(body.crewProfile.faceImage)).toEqual(signed(item.faceImage));
  });

  it("answers a profile that never applied: no application, an empty latest one, absent facts left out", async () => {
    const { status, body } = await rpc(server, path, { crewProfileId: neverAppliedId }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      crewProfile: {
        id: neverAppliedId,
        primaryEmail: "",
        givenName: "Ivan",
        familyName: "Petrenko",
        createdAt: "2026-04-01T00:00:00Z",
        nationality: expect.objectContaining({ kind: "DOCUMENT_EXTRACTION_KIND_NATIONALITY", nationalityIso31661: "UA" }),
        documentSetCount: "1",
        proposalIds: [],
        applicationCount: "0",
        latestJobApplicationId: "",
      },
    });
  });

  it("answers not_found for another organization's profile, exactly as for an unknown id", async () => {
    for (const crewProfileId of [foreignId, newId()]) {
      expectConnectError(await rpc(server, path, { crewProfileId }, { key }), 404, "not_found", /^crew profile [0-9a-f-]{36} not found$/);
    }
    // And the other way round: the other organization's key does not see this one's profile.
    expectConnectError(await rpc(server, path, { crewProfileId: appliedId }, { key: foreignKey }), 404, "not_found", /^crew profile [0-9a-f-]{36} not found$/);
    const own = await rpc(server, path, { crewProfileId: foreignId }, { key: foreignKey });
    expect(own.status).toBe(200);
  });

  it("requires a valid id, and a key", async () => {
    for (const request of [{}, { crewProfileId: "" }, { crewProfileId: "not-a-uuid" }]) {
      const error = expectConnectError(await rpc(server, path, request, { key }), 400, "invalid_argument");
      expect(error.details?.some((detail) => detail.type === "buf.validate.Violations")).toBe(true);
    }
    expectConnectError(await rpc(server, path, { crewProfileId: appliedId }), 401, "unauthenticated");
  });
});
