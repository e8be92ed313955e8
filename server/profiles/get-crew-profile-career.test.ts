import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewCertificates, onLandWorkExperiences } from "@/server/db/schema.js";
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
import { newId, rpc, startTestServer, type TestServer } from "@/server/test-support/test-server.js";

const path = "dashboard.v1.DashboardService/GetCrewProfileCareer";

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

  it("refuses an id that is not a uuid, and a call without a key", async () => {
    expectConnectError(await rpc(server, path, { crewProfileId: "nope" }, { key }), 400, "invalid_argument");
    expectConnectError(await rpc(server, path, { crewProfileId: profileId }), 401, "unauthenticated");
  });
});
