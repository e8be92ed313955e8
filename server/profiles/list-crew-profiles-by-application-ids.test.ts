import { toJsonString } from "@bufbuild/protobuf";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ListCrewProfilesByApplicationIDsRequestSchema, ListCrewProfilesByApplicationIDsResponseSchema } from "@/gen/rpc/v1/crew_profiles_pb.js";
import {
  crewProfiles,
  documentExtractions,
  documentSets,
  documents,
  jobApplications,
  jobPostings,
  proposalCrewProfiles,
  proposals,
  submissions,
} from "@/server/db/schema.js";
import {
  createApplication,
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createPipeline,
  createPosting,
  createProfile,
  createProfileWithApplication,
  createSeaService,
  createSubmission,
  type OrganizationFixture,
  type ProfileWithApplication,
} from "@/server/test-support/fixtures.js";
import { recomputeCandidateMatches, recomputePostingMatches } from "@/server/matching/recompute.js";
import { newId, rpc, rpcBinary, rpcCompressed, signedLinkPattern, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs";

describe("ListCrewProfilesByApplicationIDs", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let full: ProfileWithApplication;
  let bare: ProfileWithApplication;
  let foreign: ProfileWithApplication;
  let foreignKey: string;
  let stageId: string;
  let postingId: string;
  let proposalId: string;
  let passportId: string;
  let photoId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);

    const pipeline = await createPipeline(db, { organizationId: org.id });
    stageId = pipeline.stages[1]!.id;
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id });
    postingId = posting.id;
    full = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: posting.id,
      pipelineStageId: stageId,
      profile: {
        primaryEmail: "ana.reyes@crew.example",
        givenName: "Ana",
        familyName: "Reyes",
        primaryPhoneE164: "+639171234567",
        createdAt: new Date("2026-02-03T04:05:06.789Z"),
      },
      application: {
        source: "career_site",
        sourceId: "cs-application-42",
        isArchived: true,
        archivedAt: new Date("2026-03-01T10:00:00Z"),
      },
    });
    bare = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: posting.id,
      pipelineStageId: pipeline.stages[0]!.id,
      profile: { primaryEmail: "bare@crew.example", createdAt: new Date("2026-02-04T00:00:00Z") },
    });

    // Full profile: two documents in the application's set, a second (older) set, two submissions,
    // a proposal, and extractions (with an older nationality that must lose to the newer one).
    const passport = await createDocument(db, { organizationId: org.id, documentSetId: full.documentSetId, name: "passport.pdf" });
    passportId = passport.id;
    const photo = await createDocument(db, { organizationId: org.id, documentSetId: full.documentSetId, name: "photo.jpg" });
    photoId = photo.id;
    await createDocumentSet(db, { organizationId: org.id, crewProfileId: full.profileId });
    await createSubmission(db, {
      organizationId: org.id,
      jobApplicationId: full.applicationId,
      documentSetId: full.documentSetId,
      submittedAt: new Date("2026-01-01T00:00:00Z"),
    });
    await createSubmission(db, {
      organizationId: org.id,
      jobApplicationId: full.applicationId,
      documentSetId: full.documentSetId,
      submittedAt: new Date("2026-01-02T00:00:00Z"),
    });
    proposalId = newId();
    await db.insert(proposals).values({ id: proposalId, organizationId: org.id, title: "Shortlist" });
    await db.insert(proposalCrewProfiles).values({ proposalId, crewProfileId: full.profileId, organizationId: org.id });

    const base = { organizationId: org.id, crewProfileId: full.profileId, documentSetId: full.documentSetId, documentId: passport.id };
    const t = (iso: string) => new Date(iso);
    await createExtraction(db, {
      ...base,
      kind: "date_of_birth",
      pageIndex: 1,
      reasoning: ["MRZ birth date 850314"],
      snippet: "8503140",
      valueTime: t("1985-03-14T00:00:00Z"),
      createdAt: t("2026-02-05T00:00:00Z"),
      updatedAt: t("2026-02-05T00:00:01Z"),
    });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "PH", updatedAt: t("2026-02-05T00:00:00Z"), createdAt: t("2026-02-05T00:00:00Z") });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "ID", updatedAt: t("2026-02-01T00:00:00Z"), createdAt: t("2026-02-01T00:00:00Z") });
    await createExtraction(db, {
      ...base,
      kind: "country_of_residence",
      valueText: "PH",
      kindSequence: 2,
      createdAt: t("2026-02-05T00:00:00Z"),
      updatedAt: t("2026-02-05T00:00:00Z"),
    });
    await createExtraction(db, {
      ...base,
      kind: "country_of_residence",
      valueText: "SG",
      kindSequence: 1,
      createdAt: t("2026-02-06T00:00:00Z"),
      updatedAt: t("2026-02-06T00:00:00Z"),
    });
    await createExtraction(db, {
      ...base,
      documentId: photo.id,
      kind: "face_image",
      valueText: "/files/faces/ana.jpg",
      createdAt: t("2026-02-05T00:00:00Z"),
      updatedAt: t("2026-02-05T00:00:00Z"),
    });
    // A certificate extraction is not one of the four: it must not show up anywhere.
    await createExtraction(db, { ...base, kind: "certificate", createdAt: t("2026-02-05T00:00:00Z"), updatedAt: t("2026-02-05T00:00:00Z") });

    const otherPipeline = await createPipeline(db, { organizationId: other.id });
    const otherPosting = await createPosting(db, { organizationId: other.id, pipelineId: otherPipeline.id });
    foreign = await createProfileWithApplication(db, {
      organizationId: other.id,
      jobPostingId: otherPosting.id,
      pipelineStageId: otherPipeline.stages[0]!.id,
      profile: { givenName: "Foreign" },
    });
    foreignKey = await server.createKey(other.id);
  });
  afterAll(() => server.close());

  it("returns every field of a fully extracted profile, exactly as a client sees it", async () => {
    const { status, body } = await rpc(server, path, { ids: [full.applicationId] }, { key });
    expect(status).toBe(200);
    const provenance = {
      documentSetId: full.documentSetId,
      documentId: passportId,
      pageIndex: "0",
      kindSequence: "0",
      reasoning: [],
      snippet: "",
      createdAt: "2026-02-05T00:00:00Z",
      updatedAt: "2026-02-05T00:00:00Z",
    };
    expect(body).toEqual({
      items: [
        {
          id: full.profileId,
          primaryEmail: "ana.reyes@crew.example",
          givenName: "Ana",
          familyName: "Reyes",
          createdAt: "2026-02-03T04:05:06.789Z",
          dateOfBirth: {
            ...provenance,
            pageIndex: "1",
            kind: "DOCUMENT_EXTRACTION_KIND_DATE_OF_BIRTH",
            reasoning: ["MRZ birth date 850314"],
            snippet: "8503140",
            updatedAt: "2026-02-05T00:00:01Z",
            dateOfBirth: "1985-03-14T00:00:00Z",
          },
          countryOfResidence: {
            ...provenance,
            kind: "DOCUMENT_EXTRACTION_KIND_COUNTRY_OF_RESIDENCE",
            kindSequence: "2",
            countryOfResidenceIso31661: "PH",
          },
          nationality: { ...provenance, kind: "DOCUMENT_EXTRACTION_KIND_NATIONALITY", nationalityIso31661: "PH" },
          faceImage: {
            ...provenance,
            documentId: photoId,
            kind: "DOCUMENT_EXTRACTION_KIND_FACE_IMAGE",
            faceImageUrl: expect.stringMatching(signedLinkPattern("/files/faces/ana.jpg", org.id)),
          },
          documentSetCount: "2",
          applicationId: full.applicationId,
          pipelineStageId: stageId,
          isArchived: true,
          archivedAt: "2026-03-01T10:00:00Z",
          submissionCount: "2",
          documentSetId: full.documentSetId,
          documentCount: "2",
          primaryPhoneE164: "+639171234567",
          source: "ENTRY_SOURCE_CAREER_SITE",
          sourceId: "cs-application-42",
          proposalIds: [proposalId],
        },
      ],
    });
  });

  it("leaves nullable and unextracted fields absent and emits zero values", async () => {
    const { status, body } = await rpc(server, path, { ids: [bare.applicationId] }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({
      items: [
        {
          id: bare.profileId,
          primaryEmail: "bare@crew.example",
          createdAt: "2026-02-04T00:00:00Z",
          documentSetCount: "1",
          applicationId: bare.applicationId,
          pipelineStageId: expect.any(String),
          isArchived: false,
          submissionCount: "0",
          documentSetId: bare.documentSetId,
          documentCount: "0",
          source: "ENTRY_SOURCE_MANUAL",
          proposalIds: [],
        },
      ],
    });
  });

  it("picks the latest extraction by kind_sequence, then updated_at to the microsecond, then id", async () => {
    const db = server.db;
    const tie = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId });
    const document = await createDocument(db, { organizationId: org.id, documentSetId: tie.documentSetId, name: "passport.pdf" });
    const base = { organizationId: org.id, crewProfileId: tie.profileId, documentSetId: tie.documentSetId, documentId: document.id };
    const at = new Date("2026-02-05T00:00:00Z");
    // Same kind_sequence and updated_at: the highest id wins.
    await createExtraction(db, { ...base, id: "00000000-0000-4000-8000-000000000002", kind: "nationality", valueText: "PH", createdAt: at, updatedAt: at });
    await createExtraction(db, { ...base, id: "00000000-0000-4000-8000-000000000001", kind: "nationality", valueText: "ID", createdAt: at, updatedAt: at });
    // Same kind_sequence and millisecond: the later microsecond wins, whatever the ids.
    await createExtraction(db, {
      ...base,
      id: "00000000-0000-4000-8000-000000000003",
      kind: "country_of_residence",
      valueText: "SG",
      createdAt: at,
      updatedAt: at,
    });
    await createExtraction(db, {
      ...base,
      id: "00000000-0000-4000-8000-000000000004",
      kind: "country_of_residence",
      valueText: "MY",
      createdAt: at,
      updatedAt: at,
    });
    await db
      .update(documentExtractions)
      .set({ updatedAt: sql`'2026-02-05 00:00:00.000500+00'` })
      .where(eq(documentExtractions.id, "00000000-0000-4000-8000-000000000003"));

    const { body } = await rpc<{ items: { nationality: { nationalityIso31661: string }; countryOfResidence: { countryOfResidenceIso31661: string } }[] }>(
      server,
      path,
      { ids: [tie.applicationId] },
      { key },
    );
    expect(body.items[0]!.nationality.nationalityIso31661).toBe("PH");
    expect(body.items[0]!.countryOfResidence.countryOfResidenceIso31661).toBe("SG");
  });

  it("answers with the latest extractions after each write: a newer one, a changed one, deleted ones", async () => {
    const db = server.db;
    const subject = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId });
    const passport = await createDocument(db, { organizationId: org.id, documentSetId: subject.documentSetId, name: "passport.pdf" });
    const letter = await createDocument(db, { organizationId: org.id, documentSetId: subject.documentSetId, name: "letter.pdf" });
    const base = { organizationId: org.id, crewProfileId: subject.profileId, documentSetId: subject.documentSetId };
    const at = new Date("2026-02-05T00:00:00Z");
    type Item = { nationality?: { nationalityIso31661: string }; countryOfResidence?: { countryOfResidenceIso31661: string } };
    const item = async () => (await rpc<{ items: Item[] }>(server, path, { ids: [subject.applicationId] }, { key })).body.items[0]!;
    const nationality = async () => (await item()).nationality?.nationalityIso31661;

    const first = await createExtraction(db, {
      ...base,
      documentId: passport.id,
      kind: "nationality",
      valueText: "PH",
      kindSequence: 1,
      createdAt: at,
      updatedAt: at,
    });
    await createExtraction(db, { ...base, documentId: passport.id, kind: "country_of_residence", valueText: "PH", createdAt: at, updatedAt: at });
    expect(await nationality()).toBe("PH");
    const second = await createExtraction(db, {
      ...base,
      documentId: letter.id,
      kind: "nationality",
      valueText: "ID",
      kindSequence: 2,
      createdAt: at,
      updatedAt: at,
    });
    expect(await nationality()).toBe("ID");
    await db.update(documentExtractions).set({ kindSequence: 0 }).where(eq(documentExtractions.id, second.id));
    expect(await nationality()).toBe("PH");
    await db.delete(documentExtractions).where(eq(documentExtractions.id, first.id));
    expect(await nationality()).toBe("ID");
    // Deleting the document takes its extractions with it (by cascade), and with them the last nationality.
    await db.delete(documents).where(eq(documents.id, letter.id));
    expect(await item()).toMatchObject({ countryOfResidence: { countryOfResidenceIso31661: "PH" } });
    expect((await item()).nationality).toBeUndefined();
    // An extraction moved to another kind leaves the one it was.
    await db.update(documentExtractions).set({ kind: "certificate" }).where(eq(documentExtractions.crewProfileId, subject.profileId));
    expect(await item()).not.toHaveProperty("countryOfResidence");
    // A crew profile with extractions can still be deleted; its application goes with it.
    await createExtraction(db, { ...base, documentId: passport.id, kind: "face_image", valueText: "/files/faces/x.jpg", createdAt: at, updatedAt: at });
    await db.delete(crewProfiles).where(eq(crewProfiles.id, subject.profileId));
    expect((await rpc<{ items: Item[] }>(server, path, { ids: [subject.applicationId] }, { key })).body.items).toEqual([]);
  });

  // The counts and proposal ids are columns that triggers keep (migration 0007_read_columns): every
  // kind of write to the tables they come from must show in the next answer.
  it("answers with current counts and proposals after each write: inserts, moves, deletes and cascades", async () => {
    const db = server.db;
    type Item = { documentSetCount: string; documentCount: string; submissionCount: string; proposalIds: string[] };
    const profile = await createProfile(db, { organizationId: org.id });
    const first = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profile.id });
    // Documents that are in the set before the application exists count too.
    await createDocument(db, { organizationId: org.id, documentSetId: first, name: "passport.pdf" });
    await createDocument(db, { organizationId: org.id, documentSetId: first, name: "cv.pdf" });
    const application = await createApplication(db, {
      organizationId: org.id,
      jobPostingId: postingId,
      crewProfileId: profile.id,
      documentSetId: first,
      pipelineStageId: stageId,
    });
    const item = async () => (await rpc<{ items: Item[] }>(server, path, { ids: [application.id] }, { key })).body.items[0]!;
    const counts = async () => {
      const { documentSetCount, documentCount, submissionCount } = await item();
      return [documentSetCount, documentCount, submissionCount];
    };
    expect(await item()).toMatchObject({ documentSetCount: "1", documentCount: "2", submissionCount: "0", proposalIds: [] });

    // Two documents in one statement; then one moves to another set, then the application follows it.
    const documentRow = (name: string, documentSetId: string) => ({
      id: newId(),
      organizationId: org.id,
      documentSetId,
      contentType: "application/pdf",
      sizeBytes: 1,
      name,
      originalUrl: `/files/${name}`,
      originalMd5: "0".repeat(32),
    });
    const moved = documentRow("stcw.pdf", first);
    await db.insert(documents).values([moved, documentRow("medical.pdf", first)]);
    expect(await counts()).toEqual(["1", "4", "0"]);
    const second = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profile.id });
    await db.update(documents).set({ documentSetId: second }).where(eq(documents.id, moved.id));
    expect(await counts()).toEqual(["2", "3", "0"]);
    await db.update(jobApplications).set({ documentSetId: second }).where(eq(jobApplications.id, application.id));
    expect(await counts()).toEqual(["2", "1", "0"]);
    await db.delete(documents).where(eq(documents.id, moved.id));
    expect(await counts()).toEqual(["2", "0", "0"]);

    // Submissions: two in one statement, then one deleted.
    const submission = { organizationId: org.id, jobApplicationId: application.id, documentSetId: second };
    const [kept, dropped] = [newId(), newId()];
    await db.insert(submissions).values([
      { id: kept, ...submission, submittedAt: new Date("2026-03-01T00:00:00Z") },
      { id: dropped, ...submission, submittedAt: new Date("2026-03-02T00:00:00Z") },
    ]);
    expect(await counts()).toEqual(["2", "0", "2"]);
    await db.delete(submissions).where(eq(submissions.id, dropped));
    expect(await counts()).toEqual(["2", "0", "1"]);

    // A document set given to another profile leaves this one's count; a deleted one too.
    const other = await createProfile(db, { organizationId: org.id });
    await db.update(documentSets).set({ crewProfileId: other.id }).where(eq(documentSets.id, first));
    expect(await counts()).toEqual(["1", "0", "1"]);
    const spare = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profile.id });
    expect(await counts()).toEqual(["2", "0", "1"]);
    await db.delete(documentSets).where(eq(documentSets.id, spare));
    expect(await counts()).toEqual(["1", "0", "1"]);

    // Proposals, in id order; a deleted proposal takes its entries with it (by cascade).
    const [low, high] = [newId(), newId()].sort();
    await db.insert(proposals).values([low!, high!].map((id) => ({ id, organizationId: org.id, title: "Shortlist" })));
    await db.insert(proposalCrewProfiles).values([high!, low!].map((proposalId) => ({ proposalId, crewProfileId: profile.id, organizationId: org.id })));
    expect((await item()).proposalIds).toEqual([low, high]);
    await db.delete(proposals).where(eq(proposals.id, low!));
    expect((await item()).proposalIds).toEqual([high]);
    await db.delete(proposalCrewProfiles).where(eq(proposalCrewProfiles.crewProfileId, profile.id));
    expect((await item()).proposalIds).toEqual([]);
  });

  // Proposal ids are a list, recomputed rather than added to: two transactions adding the same profile
  // to different proposals at once must both show (on PostgreSQL the second waits for the first's lock
  // on the profile; the embedded database runs transactions one after the other).
  it("keeps both of two concurrent writers' proposals", async () => {
    const db = server.db;
    const subject = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId });
    const ids = [newId(), newId()].sort();
    await db.insert(proposals).values(ids.map((id) => ({ id, organizationId: org.id, title: "Shortlist" })));
    const [a, b] = [await server.pool.connect(), await server.pool.connect()];
    const add = (proposalId: string) =>
      `INSERT INTO proposal_crew_profiles (proposal_id, crew_profile_id, organization_id) VALUES ('${proposalId}', '${subject.profileId}', '${org.id}')`;
    try {
      await a.query("BEGIN");
      await a.query(add(ids[0]!));
      const other = (async () => {
        await b.query("BEGIN");
        await b.query(add(ids[1]!));
        await b.query("COMMIT");
      })();
      // Give b the time to reach its insert and wait on a's lock before a commits.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await a.query("COMMIT");
      await other;
    } finally {
      a.release();
      b.release();
    }
    const { body } = await rpc<{ items: { proposalIds: string[] }[] }>(server, path, { ids: [subject.applicationId] }, { key });
    expect(body.items[0]!.proposalIds).toEqual(ids);
  });

  // The service keeps the items it rendered under their rows' read versions (list-item-cache.ts), and
  // every call asks the database for the current ones: a write to the rows themselves must show in the
  // next answer as surely as a write to the tables their counts and lists come from.
  it("answers with the rows as they are now after writes to the profile and the application", async () => {
    const db = server.db;
    type Item = { applicationId: string; givenName?: string; pipelineStageId: string; isArchived: boolean; source: string };
    const subject = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: postingId,
      pipelineStageId: stageId,
      profile: { givenName: "Rafael" },
    });
    const items = async (ids: string[]) => (await rpc<{ items: Item[] }>(server, path, { ids }, { key })).body.items;
    const item = async () => (await items([subject.applicationId]))[0]!;
    expect(await item()).toMatchObject({ givenName: "Rafael", pipelineStageId: stageId, isArchived: false });

    await db.update(crewProfiles).set({ givenName: "Rafa" }).where(eq(crewProfiles.id, subject.profileId));
    expect((await item()).givenName).toBe("Rafa");
    await db
      .update(jobApplications)
      .set({ isArchived: true, archivedAt: new Date("2026-04-01T00:00:00Z") })
      .where(eq(jobApplications.id, subject.applicationId));
    expect(await item()).toMatchObject({ isArchived: true, archivedAt: "2026-04-01T00:00:00Z" });

    // Gone and back under the same id, with other values: not the item rendered before.
    const { id: _, ...application } = (await db.select().from(jobApplications).where(eq(jobApplications.id, subject.applicationId)))[0]!;
    await db.delete(jobApplications).where(eq(jobApplications.id, subject.applicationId));
    expect(await items([subject.applicationId])).toEqual([]);
    await db.insert(jobApplications).values({ ...application, id: subject.applicationId, isArchived: false, archivedAt: null, source: "email" });
    expect(await item()).toMatchObject({ isArchived: false, source: "ENTRY_SOURCE_EMAIL" });

    // Items held and items read afresh in one answer, in request order.
    const fresh = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId });
    const order = [fresh.applicationId, subject.applicationId, bare.applicationId];
    expect((await items(order)).map((entry) => entry.applicationId)).toEqual(order);
    expect((await items(order.toReversed())).map((entry) => entry.applicationId)).toEqual(order.toReversed());
  });

  it("never answers one organization's application to another, whoever read it first", async () => {
    const read = async (ids: string[], as: string) => (await rpc<{ items: { applicationId: string }[] }>(server, path, { ids }, { key: as })).body.items;
    expect(await read([foreign.applicationId], foreignKey)).toHaveLength(1);
    expect(await read([full.applicationId], key)).toHaveLength(1);
    expect(await read([foreign.applicationId, full.applicationId], key)).toEqual([expect.objectContaining({ applicationId: full.applicationId })]);
    expect(await read([full.applicationId, foreign.applicationId], foreignKey)).toEqual([expect.objectContaining({ applicationId: foreign.applicationId })]);
  });

  it("shows stored microseconds as milliseconds, truncated", async () => {
    const db = server.db;
    const precise = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId });
    await db
      .update(crewProfiles)
      .set({ createdAt: sql`'1969-12-31 23:59:59.999999+00'` })
      .where(eq(crewProfiles.id, precise.profileId));
    const { body } = await rpc<{ items: { createdAt: string }[] }>(server, path, { ids: [precise.applicationId] }, { key });
    expect(body.items[0]!.createdAt).toBe("1969-12-31T23:59:59.999Z");
  });

  it("keeps the request order, lists duplicates once and drops foreign and unknown ids", async () => {
    const { status, body } = await rpc<{ items: { applicationId: string; id: string }[] }>(
      server,
      path,
      { ids: [bare.applicationId, foreign.applicationId, newId(), full.applicationId, bare.applicationId] },
      { key },
    );
    expect(status).toBe(200);
    expect(body.items.map((item) => item.applicationId)).toEqual([bare.applicationId, full.applicationId]);
    expect(JSON.stringify(body)).not.toContain(foreign.profileId);
  });

  it("returns an empty list for no ids", async () => {
    const { status, body } = await rpc(server, path, { ids: [] }, { key });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  // The JSON answer is written by the implementation itself (rpc/rendered-json-answer.ts); the binary
  // answer is protobuf-es's. Both must say the same, down to the byte of JSON connect would write.
  it("answers JSON exactly as protobuf-es writes the binary answer's message, compressed or not", async () => {
    const db = server.db;
    const odd = await createProfileWithApplication(db, {
      organizationId: org.id,
      jobPostingId: postingId,
      pipelineStageId: stageId,
      profile: { givenName: 'Zoë "Z" O\'Brien \\ \u2028', familyName: "Þórsdóttir", primaryEmail: "zoe@crew.example" },
      application: { source: "email", sourceId: newId() },
    });
    const document = await createDocument(db, { organizationId: org.id, documentSetId: odd.documentSetId, name: "cv.pdf" });
    const base = { organizationId: org.id, crewProfileId: odd.profileId, documentSetId: odd.documentSetId, documentId: document.id };
    await createExtraction(db, {
      ...base,
      kind: "date_of_birth",
      reasoning: ["line one\nline two", "tab\there"],
      snippet: "Born: 1.2.1990 <b>",
      valueTime: new Date("1990-02-01T00:00:00Z"),
    });
    await createExtraction(db, { ...base, kind: "face_image", valueText: "https://cdn.example/faces/z.jpg" });
    await createExtraction(db, { ...base, kind: "nationality", valueText: "" });
    await db
      .update(documentExtractions)
      .set({ updatedAt: sql`'2026-03-04 05:06:07.1+00'` })
      .where(eq(documentExtractions.crewProfileId, odd.profileId));
    const many = [];
    for (let i = 0; i < 20; i++)
      many.push(await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: postingId, pipelineStageId: stageId }));
    const ids = [full.applicationId, bare.applicationId, odd.applicationId, ...many.map((item) => item.applicationId)];
    // Their matches too (jobPostingMatch), with a rank and a required certificate to show.
    await db
      .update(jobPostings)
      .set({ rank: "chief_officer", requiredCertificates: ["stcw_basic_safety"] })
      .where(eq(jobPostings.id, postingId));
    await recomputePostingMatches(db, org.id, postingId);

    const schemas = { request: ListCrewProfilesByApplicationIDsRequestSchema, response: ListCrewProfilesByApplicationIDsResponseSchema };
    const message = await rpcBinary(server, path, schemas, { ids }, { key });
    expect(message.items).toHaveLength(ids.length);
    // The links' expiry and signature aside: two calls on either side of a rounding step sign differently.
    const unsigned = (text: string) => text.replace(/expires=\d+&sig=[A-Za-z0-9_-]+/g, "expires=(signed)");
    const expected = unsigned(toJsonString(ListCrewProfilesByApplicationIDsResponseSchema, message, { alwaysEmitImplicit: true }));
    expect(expected).toContain("expires=(signed)");

    const json = await fetch(`${server.url}/rpc/${path}`, {
      method: "POST",
      headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` },
      body: JSON.stringify({ ids }),
    });
    expect(json.status).toBe(200);
    expect(unsigned(await json.text())).toBe(expected);

    const [brotli, gzip] = await Promise.all(
      ["gzip, deflate, br", "gzip"].map((accept) => rpcCompressed(server, path, { ids }, { key, acceptEncoding: accept })),
    );
    expect([brotli!.encoding, gzip!.encoding]).toEqual(["br", "gzip"]);
    expect(unsigned(JSON.stringify(brotli!.json))).toBe(expected);
    expect(unsigned(JSON.stringify(gzip!.json))).toBe(expected);
  });

  it("carries the application's persisted match, and the new one as soon as a recompute publishes it", async () => {
    const db = server.db;
    const pipeline = await createPipeline(db, { organizationId: org.id });
    const posting = await createPosting(db, { organizationId: org.id, pipelineId: pipeline.id, rank: "second_officer", requiredExperienceMonths: 12 });
    const applicant = await createProfileWithApplication(db, { organizationId: org.id, jobPostingId: posting.id, pipelineStageId: pipeline.stages[0]!.id });
    type Item = { jobPostingMatch?: Record<string, unknown> };
    const item = async () => (await rpc<{ items: Item[] }>(server, path, { ids: [applicant.applicationId] }, { key })).body.items[0]!;
    expect((await item()).jobPostingMatch).toBeUndefined();

    await recomputePostingMatches(db, org.id, posting.id);
    expect((await item()).jobPostingMatch).toEqual({
      matchScore: expect.any(String),
      matchBreakdown: expect.objectContaining({ mainRank: false, similarRank: false, qualifyingExperienceMonths: "0", experiencePercent: "0" }),
      requiredRank: "second_officer",
      requiredCertificates: [],
      requiredExperienceMonths: "12",
      qualifyingExperienceMonths: "0",
      failureReasons: ["rank_experience_missing"],
    });

    // Two years as second officer: a new match, read at once (the item was held in the cache).
    await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: applicant.profileId,
      rankValues: ["second_officer"],
      signOn: "2022-01-01",
      signOff: "2024-01-01",
      position: 1,
    });
    await recomputeCandidateMatches(db, org.id, applicant.profileId);
    expect((await item()).jobPostingMatch).toMatchObject({ failureReasons: [], qualifyingExperienceMonths: "24", matchBreakdown: { mainRank: true } });
  });

  it("rejects more than 100 ids and ids that are not uuids", async () => {
    const tooMany = await rpc<{ code: string }>(server, path, { ids: Array.from({ length: 101 }, () => newId()) }, { key });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe("invalid_argument");
    const notUuid = await rpc<{ code: string }>(server, path, { ids: ["nope"] }, { key });
    expect(notUuid.body.code).toBe("invalid_argument");
  });
});
