import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GetCrewProfileCareerRequestSchema, GetCrewProfileCareerResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { crewCertificates, documentExtractions, onLandWorkExperiences, seaServiceRecords } from "@/server/db/schema.js";
import { expectConnectError } from "@/server/contract/support.js";
import {
  createDocument,
  createDocumentSet,
  createExtraction,
  createOrganization,
  createProfile,
  createSeaService,
  type OrganizationFixture,
} from "@/server/test-support/fixtures.js";
import { expectJsonLikeBinary } from "@/server/test-support/json-like-binary.js";
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/GetCrewProfileCareer";

interface Extracted {
  snippet?: string;
}
interface Career {
  seaService: { id: string; vesselName: string; extraction?: Extracted }[];
  onLandWork: { id: string }[];
  certificates: { id: string; extraction?: Extracted }[];
}

describe("GetCrewProfileCareer", () => {
  let server: TestServer;
  let key: string;
  let org: OrganizationFixture;
  let profileId: string;
  let bareProfileId: string;
  let foreignProfileId: string;
  let cvId: string;
  let cvSetId: string;
  let recentVoyage: string;
  let olderVoyage: string;
  let coc: string;
  let medical: string;
  let shoreJob: string;

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.db;
    org = await createOrganization(db);
    const other = await createOrganization(db);
    key = await server.createKey(org.id);
    profileId = (await createProfile(db, { organizationId: org.id, givenName: "Rafael", familyName: "Santos" })).id;
    bareProfileId = (await createProfile(db, { organizationId: org.id })).id;
    foreignProfileId = (await createProfile(db, { organizationId: other.id })).id;
    cvSetId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: profileId });
    cvId = (await createDocument(db, { organizationId: org.id, documentSetId: cvSetId, name: "cv.pdf" })).id;

    olderVoyage = await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: ["third_officer"],
      rankText: "3/O",
      signOn: "2021-03-01",
      signOnPrecision: "month",
      signOff: "2021-09-15",
      position: 0,
      vesselType: "bulk_carrier",
      vesselName: "Ocean Pride",
      vesselFlag: "PA",
      company: "Pacific Bulk",
    });
    recentVoyage = await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: profileId,
      rankValues: ["second_officer", "third_officer"],
      rankText: "2/O / 3/O",
      signOn: "2023-05-10",
      position: 1,
    });
    const base = { organizationId: org.id, crewProfileId: profileId, documentSetId: cvSetId, documentId: cvId };
    // Two readings of the recent voyage: the later kind_sequence wins.
    await createExtraction(db, { ...base, kind: "at_sea_work_experience", valueText: recentVoyage, kindSequence: 1, pageIndex: 0, snippet: "2/O MV ?" });
    await createExtraction(db, {
      ...base,
      kind: "at_sea_work_experience",
      valueText: recentVoyage,
      kindSequence: 2,
      pageIndex: 1,
      snippet: "2023-05 2/O / 3/O",
      reasoning: ["Rank column reads 2/O / 3/O"],
    });

    coc = newId();
    medical = newId();
    await db.insert(crewCertificates).values([
      {
        id: coc,
        organizationId: org.id,
        crewProfileId: profileId,
        certificate: "coc_oow_deck",
        number: "COC-123",
        issuingCountry: "PH",
        issuedOn: "2020-01-10",
        expiresOn: "2025-01-09",
      },
      { id: medical, organizationId: org.id, crewProfileId: profileId, certificate: "medical_fitness", issuedOn: null, expiresOn: null },
    ]);
    await createExtraction(db, { ...base, kind: "stcw_certificate", crewCertificateId: coc, pageIndex: 2, snippet: "CoC II/1 No. COC-123" });
    shoreJob = newId();
    await db.insert(onLandWorkExperiences).values({
      id: shoreJob,
      organizationId: org.id,
      crewProfileId: profileId,
      employer: "Manila Port Services",
      position: "Cargo planner",
      startDate: "2019-02-01",
      endDate: "2020-12-31",
    });
  });
  afterAll(() => server.close());

  it("answers sea service (latest sign-on first), work ashore and certificates, each with the extraction behind it", async () => {
    const result = await rpc<Record<string, unknown>>(server, path, { crewProfileId: profileId }, { key });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      seaService: [
        {
          id: recentVoyage,
          rankValues: ["second_officer", "third_officer"],
          rankText: "2/O / 3/O",
          vesselType: "",
          vesselName: "",
          vesselFlag: "",
          company: "",
          signOn: "2023-05-10",
          signOnPrecision: "day",
          signOff: "",
          signOffPrecision: "day",
          extraction: expect.objectContaining({
            documentId: cvId,
            documentSetId: cvSetId,
            pageIndex: "1",
            kindSequence: "2",
            snippet: "2023-05 2/O / 3/O",
            reasoning: ["Rank column reads 2/O / 3/O"],
            kind: "DOCUMENT_EXTRACTION_KIND_AT_SEA_WORK_EXPERIENCE",
            atSeaWorkExperienceId: recentVoyage,
          }),
        },
        {
          id: olderVoyage,
          rankValues: ["third_officer"],
          rankText: "3/O",
          vesselType: "bulk_carrier",
          vesselName: "Ocean Pride",
          vesselFlag: "PA",
          company: "Pacific Bulk",
          signOn: "2021-03-01",
          signOnPrecision: "month",
          signOff: "2021-09-15",
          signOffPrecision: "day",
        },
      ],
      onLandWork: [{ id: shoreJob, employer: "Manila Port Services", position: "Cargo planner", startDate: "2019-02-01", endDate: "2020-12-31" }],
      certificates: [
        {
          id: coc,
          certificate: "coc_oow_deck",
          number: "COC-123",
          issuingCountry: "PH",
          issuedOn: "2020-01-10",
          expiresOn: "2025-01-09",
          extraction: expect.objectContaining({
            documentId: cvId,
            pageIndex: "2",
            snippet: "CoC II/1 No. COC-123",
            kind: "DOCUMENT_EXTRACTION_KIND_STCW_CERTIFICATE",
          }),
        },
        { id: medical, certificate: "medical_fitness", number: "", issuingCountry: "", issuedOn: "", expiresOn: "" },
      ],
    });
  });

  it("answers empty lists for a profile with no career records", async () => {
    const result = await rpc(server, path, { crewProfileId: bareProfileId }, { key });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ seaService: [], onLandWork: [], certificates: [] });
  });

  it("answers not_found for another organization's profile exactly as for an unknown one", async () => {
    const foreign = await rpc(server, path, { crewProfileId: foreignProfileId }, { key });
    const unknown = await rpc(server, path, { crewProfileId: newId() }, { key });
    expectConnectError(foreign, 404, "not_found");
    expectConnectError(unknown, 404, "not_found");
    expect((foreign.body as { message: string }).message.replace(foreignProfileId, "ID")).toBe(
      (unknown.body as { message: string }).message.replace(/[0-9a-f-]{36}/, "ID"),
    );
  });

  // The JSON answer is kept whole per profile (get-crew-profile-career.ts) under a version that the
  // triggers of migration 0038 move; every write to what a career shows must be in the next answer.
  it("answers every write to a career at once, though the answer before it was kept", async () => {
    const db = server.db;
    const career = async (id: string) => {
      const result = await rpc<Career>(server, path, { crewProfileId: id }, { key });
      expect(result.status).toBe(200);
      return result.body;
    };
    const person = (await createProfile(db, { organizationId: org.id })).id;
    const setId = await createDocumentSet(db, { organizationId: org.id, crewProfileId: person });
    const documentId = (await createDocument(db, { organizationId: org.id, documentSetId: setId, name: "book.pdf" })).id;
    const voyage = await createSeaService(db, {
      organizationId: org.id,
      crewProfileId: person,
      rankValues: ["able_seaman"],
      signOn: "2022-01-01",
      position: 0,
    });
    const reading = await createExtraction(db, {
      organizationId: org.id,
      crewProfileId: person,
      documentSetId: setId,
      documentId,
      kind: "at_sea_work_experience",
      valueText: voyage,
      snippet: "AB MV Ocean",
    });
    expect((await career(person)).seaService[0]?.extraction?.snippet).toBe("AB MV Ocean");
    expect((await career(person)).seaService[0]?.vesselName).toBe("");

    await db.update(seaServiceRecords).set({ vesselName: "Ocean Star" }).where(eq(seaServiceRecords.id, voyage));
    expect((await career(person)).seaService[0]?.vesselName).toBe("Ocean Star");

    await db.update(documentExtractions).set({ snippet: "AB MV Ocean Star" }).where(eq(documentExtractions.id, reading.id));
    expect((await career(person)).seaService[0]?.extraction?.snippet).toBe("AB MV Ocean Star");

    const certificate = newId();
    await db.insert(crewCertificates).values({ id: certificate, organizationId: org.id, crewProfileId: person, certificate: "medical_fitness" });
    expect((await career(person)).certificates.map((c) => c.id)).toEqual([certificate]);
    await createExtraction(db, {
      organizationId: org.id,
      crewProfileId: person,
      documentSetId: setId,
      documentId,
      kind: "certificate",
      crewCertificateId: certificate,
      snippet: "Medical fitness",
    });
    expect((await career(person)).certificates[0]?.extraction?.snippet).toBe("Medical fitness");

    const job = newId();
    await db
      .insert(onLandWorkExperiences)
      .values({ id: job, organizationId: org.id, crewProfileId: person, employer: "Port", position: "Clerk", startDate: "2018-01-01" });
    expect((await career(person)).onLandWork.map((w) => w.id)).toEqual([job]);
    await db.delete(onLandWorkExperiences).where(eq(onLandWorkExperiences.id, job));
    expect((await career(person)).onLandWork).toEqual([]);

    // Found to be one person with another profile: the record leaves this career and joins that one.
    const other = (await createProfile(db, { organizationId: org.id })).id;
    expect((await career(other)).seaService).toEqual([]);
    await db.update(seaServiceRecords).set({ crewProfileId: other }).where(eq(seaServiceRecords.id, voyage));
    expect((await career(person)).seaService).toEqual([]);
    expect((await career(other)).seaService.map((r) => r.id)).toEqual([voyage]);
  });

  // The kept JSON is written by protobuf-es's JSON writer; the binary answer is connect's. Both must
  // say the same, down to the byte of JSON connect would write.
  it("answers JSON exactly as protobuf-es writes the binary answer's message", async () => {
    const schemas = { request: GetCrewProfileCareerRequestSchema, response: GetCrewProfileCareerResponseSchema };
    const { message } = await expectJsonLikeBinary(server, path, schemas, { crewProfileId: profileId }, { key });
    expect(message.seaService).toHaveLength(2);
  });

  it("refuses an id that is not a uuid, and a call without a key", async () => {
    expectConnectError(await rpc(server, path, { crewProfileId: "nope" }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, { crewProfileId: profileId }), 401, "unauthenticated");
  });
});
