// The document pipeline end to end, on the real service, processor and database: a mixed pile of
// generated documents of three people (the same-name pair among them) uploaded for a posting, then
// processed as the job queue runs it. One candidate per person, each file attributed to the right one,
// what names nobody reported and what cannot be read failed alone; a rerun changes nothing; the same
// person uploaded again is matched to their profile and reapplies.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, createPipeline, createPosting } from "@/server/test-support/fixtures.js";
import { rpc } from "@/server/test-support/test-server.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import { createDocumentEngine } from "../extraction/document-engine.js";
import { processUpload } from "../process-upload.js";
import { mixedPile, type Pile } from "../test-documents/pile.js";
import { newInstruction, postAssembly, uploadById, type ListedUpload } from "../upload-test-support.js";
import { readDocumentFacts } from "./read-document-facts.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let servers: Servers;
let key: string;
let organizationId: string;
let postingId: string;
let newPosting: () => Promise<string>;
let pile: Pile;
const ocr = createDocumentEngine();

beforeAll(async () => {
  servers = await startUploadTestServers();
  const organization = await createOrganization(servers.server.db);
  organizationId = organization.id;
  key = await servers.server.createKey(organization.id, { permissions: ["service:documents:write"] });
  const pipeline = await createPipeline(servers.server.db, { organizationId: organization.id });
  newPosting = async () => (await createPosting(servers.server.db, { organizationId: organization.id, pipelineId: pipeline.id })).id;
  postingId = await newPosting();
  pile = await mixedPile(11, { people: 3 });
}, 120_000);
afterAll(async () => {
  await ocr.close();
  await servers.close();
});

async function uploadAndProcess(files: Pile["files"]): Promise<ListedUpload> {
  const instruction = await newInstruction(servers.server, key, { jobPostingId: postingId });
  const answer = await postAssembly(
    instruction.upload_url,
    { params: instruction.params, signature: instruction.signature },
    files.map((file) => ({ name: file.name, bytes: file.bytes })),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const readFacts = readDocumentFacts({ store: servers.processor.store, ocr, today: () => pile.truth.referenceDate });
  await processUpload({ db: servers.server.db, readFacts }, instruction.upload_id);
  return uploadById(servers.server, key, instruction.upload_id);
}

describe("processing a mixed pile", () => {
  let upload: ListedUpload;

  // What an upload writes, counted in the organization: a rerun that duplicated anything would change
  // a count even where the upload's own view stays the same.
  const writtenTables = [
    "crew_profiles",
    "documents",
    "document_sets",
    "document_extractions",
    "sea_service_records",
    "crew_certificates",
    "job_applications",
    "submissions",
  ];
  const rowsOfOrganization = async () => {
    const counts: Record<string, number> = {};
    for (const table of writtenTables) {
      const result = await servers.server.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where organization_id = ${organizationId}`,
      );
      counts[table] = result.rows[0]!.n;
    }
    return counts;
  };

  it("makes one candidate per person, attributes every readable file to its person, and reports the rest", async () => {
    upload = await uploadAndProcess(pile.files);
    expect(upload.state).toBe("MANUAL_UPLOAD_STATE_COMPLETED");
    const byName = new Map(upload.files.map((file) => [file.name, file]));
    const profileOfPerson = new Map<string, string>();
    for (const { name, truth } of pile.files) {
      const file = byName.get(name)!;
      if (truth.personId) {
        expect(file.state, `${name}: ${file.errorMessage}`).toBe("MANUAL_UPLOAD_FILE_STATE_PROCESSED");
        const known = profileOfPerson.get(truth.personId);
        if (known) expect(file.crewProfileId, `${name} belongs with ${truth.personId}'s other files`).toBe(known);
        else profileOfPerson.set(truth.personId, file.crewProfileId);
      } else if (truth.noPersonReason === "unrelated") {
        expect(file.state, name).toBe("MANUAL_UPLOAD_FILE_STATE_UNATTRIBUTED");
        expect(file.errorMessage).not.toBe("");
      } else {
        expect(file.state, `${name} (${truth.noPersonReason})`).toBe("MANUAL_UPLOAD_FILE_STATE_FAILED");
        expect(file.errorMessage).toMatch({ encrypted: /encrypted/, truncated: /damaged or cut short/, empty: /empty/ }[truth.noPersonReason!]!);
      }
    }
    // Three people (two of them with the same name): three profiles.
    expect(new Set(profileOfPerson.values()).size).toBe(pile.truth.people.length);
    expect(upload.crewProfileIds).toHaveLength(pile.truth.people.length);
    // Uploaded for a posting: each person applied.
    expect(upload.jobApplicationIds).toHaveLength(pile.truth.people.length);
  }, 300_000);

  it("gives each person their name, date of birth and nationality, and an application to the posting", async () => {
    const applications = await rpc<{ items: { id: string; crewProfileId: string }[] }>(
      servers.server,
      "dashboard.v1.DashboardService/ListJobApplications",
      { jobPostingId: postingId },
      { key },
    );
    expect(applications.status).toBe(200);
    const ids = applications.body.items.map((item) => item.id);
    expect(ids).toHaveLength(pile.truth.people.length);
    const profiles = await rpc<{
      items: { crewProfile: { givenName: string; familyName: string }; dateOfBirth?: { value: string }; nationality?: { value: string } }[];
    }>(servers.server, "rpc.v1.OrganizationService/ListCrewProfilesByApplicationIDs", { ids }, { key });
    expect(profiles.status).toBe(200);
    // Names as the documents print them (a passport's MRZ drops accents, a PDF keeps the ones it can).
    const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
    const people = profiles.body.items.map((item) => JSON.stringify(item)).join("\n");
    for (const person of pile.truth.people) {
      expect(plain(people)).toContain(plain(person.surname));
      expect(people).toContain(person.dateOfBirth);
      expect(people).toContain(person.nationality);
    }
  });

  it("resumes after a crash between two people's writes: no file lost, nobody created twice", async () => {
    // Two people nobody has uploaded yet: each is written in a transaction of their own, and the
    // process dies as the second one's begins, after the first one's committed.
    const fresh = await mixedPile(12, { people: 3 });
    const [first, second] = fresh.truth.people;
    const files = fresh.files.filter((file) => file.truth.personId === first!.id || file.truth.personId === second!.id);
    // A posting of its own: its two applications are this test's alone.
    const instruction = await newInstruction(servers.server, key, { jobPostingId: await newPosting() });
    const sent = await postAssembly(
      instruction.upload_url,
      { params: instruction.params, signature: instruction.signature },
      files.map((file) => ({ name: file.name, bytes: file.bytes })),
    );
    expect(sent.status).toBe(200);
    const readFacts = readDocumentFacts({ store: servers.processor.store, ocr, today: () => fresh.truth.referenceDate });
    const db = servers.server.db;
    let transactions = 0;
    const dying = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "transaction" && ++transactions === 2) return () => Promise.reject(new Error("the process died"));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    await expect(processUpload({ db: dying, readFacts }, instruction.upload_id)).rejects.toThrow("the process died");
    const halfway = await uploadById(servers.server, key, instruction.upload_id);
    expect(halfway.state).toBe("MANUAL_UPLOAD_STATE_PROCESSING");
    const writtenFirst = halfway.files.filter((file) => file.state === "MANUAL_UPLOAD_FILE_STATE_PROCESSED");
    expect(writtenFirst.length).toBeGreaterThan(0);
    expect(writtenFirst.length).toBeLessThan(files.length);

    // The job queue runs it again: only the files not yet written are read and written.
    let reads = 0;
    const counting: typeof readFacts = (file) => {
      reads++;
      return readFacts(file);
    };
    let woken = 0;
    await processUpload({ db, readFacts: counting, onPersonWritten: () => woken++ }, instruction.upload_id);
    expect(reads).toBe(files.length - writtenFirst.length);
    // The job workers are woken once per person written (the second one), for the jobs their writes queued.
    expect(woken).toBe(1);
    const done = await uploadById(servers.server, key, instruction.upload_id);
    expect(done.state).toBe("MANUAL_UPLOAD_STATE_COMPLETED");
    expect(done.files.every((file) => file.state === "MANUAL_UPLOAD_FILE_STATE_PROCESSED")).toBe(true);
    // Two people, two profiles, two applications; the first one's files keep the profile they got.
    expect(new Set(done.files.map((file) => file.crewProfileId)).size).toBe(2);
    expect(new Set(done.crewProfileIds).size).toBe(2);
    expect(new Set(done.jobApplicationIds).size).toBe(2);
    for (const file of writtenFirst) expect(done.files.find((each) => each.id === file.id)!.crewProfileId).toBe(file.crewProfileId);
  }, 300_000);

  it("fails a file whose bytes are gone from the store alone, with the reason, and completes the rest", async () => {
    const first = pile.truth.people[0]!;
    const cv = pile.files.find((file) => file.truth.personId === first.id && file.truth.kind === "cv" && file.truth.textLayer)!;
    const instruction = await newInstruction(servers.server, key);
    const sent = await postAssembly(
      instruction.upload_url,
      { params: instruction.params, signature: instruction.signature },
      [cv, { ...cv, name: `copy of ${cv.name}` }].map((file) => ({ name: file.name, bytes: file.bytes })),
    );
    expect(sent.status).toBe(200);
    const stored = await servers.server.db.execute<{ storage_key: string }>(
      sql`select storage_key from manual_upload_files where upload_id = ${instruction.upload_id} and name = ${cv.name}`,
    );
    await servers.processor.store.remove(stored.rows[0]!.storage_key);
    const readFacts = readDocumentFacts({ store: servers.processor.store, ocr, today: () => pile.truth.referenceDate });
    await processUpload({ db: servers.server.db, readFacts }, instruction.upload_id);
    const done = await uploadById(servers.server, key, instruction.upload_id);
    expect(done.state).toBe("MANUAL_UPLOAD_STATE_COMPLETED");
    const byName = new Map(done.files.map((file) => [file.name, file]));
    expect(byName.get(cv.name)).toMatchObject({ state: "MANUAL_UPLOAD_FILE_STATE_FAILED", errorMessage: expect.stringMatching(/no longer in the file store/) });
    expect(byName.get(`copy of ${cv.name}`)!.state).toBe("MANUAL_UPLOAD_FILE_STATE_PROCESSED");
  }, 120_000);

  it("is idempotent, and a person uploaded again is matched to their profile and reapplies", async () => {
    // The job run again on a completed upload writes nothing more.
    const readFacts = readDocumentFacts({ store: servers.processor.store, ocr, today: () => pile.truth.referenceDate });
    const before = { upload: await uploadById(servers.server, key, upload.id), rows: await rowsOfOrganization() };
    await processUpload({ db: servers.server.db, readFacts }, upload.id);
    expect({ upload: await uploadById(servers.server, key, upload.id), rows: await rowsOfOrganization() }).toEqual(before);

    const first = pile.truth.people[0]!;
    const cv = pile.files.find((file) => file.truth.personId === first.id && file.truth.kind === "cv" && file.truth.textLayer)!;
    const again = await uploadAndProcess([cv]);
    expect(again.state).toBe("MANUAL_UPLOAD_STATE_COMPLETED");
    const original = upload.files.find((file) => file.name === cv.name)!;
    expect(again.files[0]!.crewProfileId).toBe(original.crewProfileId);
    const applications = await rpc<{ items: { crewProfileId: string; reapplied?: boolean; submissionCount?: string }[] }>(
      servers.server,
      "dashboard.v1.DashboardService/ListJobApplications",
      { jobPostingId: postingId },
      { key },
    );
    // One application per person still: the person uploaded again reapplied to it (a new submission),
    // and nobody else did.
    expect(applications.body.items).toHaveLength(pile.truth.people.length);
    const reapplied = applications.body.items.filter((item) => item.reapplied === true).map((item) => item.crewProfileId);
    expect(reapplied).toEqual([original.crewProfileId]);
  }, 120_000);
});
