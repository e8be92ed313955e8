// An upload's new people become searchable (issue 16, "Sync tests"): a CV uploaded through the
// processor and read by the document pipeline makes a crew profile; once WaitForSearchSync says it is
// synced, SearchCrewProfiles finds the person by a misspelt surname, with the rank the CV names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization } from "@/server/test-support/fixtures.js";
import { rpc } from "@/server/test-support/test-server.js";
import { startUploadTestServers } from "@/server/test-support/test-processor.js";
import type { JobWorker } from "@/server/jobs/job-worker.js";
import { createDocumentEngine } from "@/server/uploads/extraction/document-engine.js";
import { readDocumentFacts } from "@/server/uploads/pipeline/read-document-facts.js";
import { processUpload } from "@/server/uploads/process-upload.js";
import { mixedPile } from "@/server/uploads/test-documents/pile.js";
import { newInstruction, postAssembly, uploadById } from "@/server/uploads/upload-test-support.js";
import { profilesSynced, startSearchIndexer } from "./search-test-support.js";

type Servers = Awaited<ReturnType<typeof startUploadTestServers>>;
let servers: Servers;
let key: string;
let indexer: JobWorker;
const engine = createDocumentEngine();

beforeAll(async () => {
  servers = await startUploadTestServers();
  const organization = await createOrganization(servers.server.db);
  key = await servers.server.createKey(organization.id, { permissions: ["service:documents:write"] });
  indexer = startSearchIndexer(servers.server);
}, 120_000);
afterAll(async () => {
  await indexer.stop();
  await engine.close();
  await servers.close();
});

interface Found {
  items?: { id: string; familyName: string; rankValues?: string[]; textMatch?: string }[];
}

describe("an upload's new people in the search", () => {
  it("are found by a misspelt surname once WaitForSearchSync says they are synced", async () => {
    const pile = await mixedPile(31, { people: 3 });
    // The person with the longest surname: typo tolerance starts at five letters.
    const person = [...pile.truth.people].sort((a, b) => b.surname.length - a.surname.length)[0]!;
    const cv = pile.files.find((file) => file.truth.personId === person.id && file.truth.kind === "cv" && file.truth.textLayer)!;
    const instruction = await newInstruction(servers.server, key);
    const sent = await postAssembly(instruction.upload_url, { params: instruction.params, signature: instruction.signature }, [
      { name: cv.name, bytes: cv.bytes },
    ]);
    expect(sent.status).toBe(200);
    const readFacts = readDocumentFacts({ store: servers.processor.store, ocr: engine, today: () => pile.truth.referenceDate });
    await processUpload({ db: servers.server.db, readFacts }, instruction.upload_id);
    const upload = await uploadById(servers.server, key, instruction.upload_id);
    expect(upload.crewProfileIds).toHaveLength(1);
    const profileId = upload.crewProfileIds[0]!;

    await profilesSynced(servers.server, key, [profileId]);
    // Two different neighbouring letters of the surname swapped, after its first: one typo.
    const surname = person.surname.charAt(0) + person.surname.slice(1).toLowerCase();
    const at = [...surname].findIndex((letter, i) => i >= 1 && i + 1 < surname.length && letter !== surname[i + 1]);
    const misspelt = surname.slice(0, at) + surname[at + 1] + surname[at] + surname.slice(at + 2);
    expect(surname.length, "typo tolerance starts at five letters").toBeGreaterThanOrEqual(5);
    expect(misspelt).not.toBe(surname);
    const found = await rpc<Found>(servers.server, "dashboard.v1.DashboardService/SearchCrewProfiles", { query: misspelt }, { key });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const item = found.body.items?.find((each) => each.id === profileId);
    expect(item, `${misspelt} finds ${person.surname}`).toBeDefined();
    expect(item!.textMatch).toContain("<mark>");
    expect(item!.rankValues?.length ?? 0).toBeGreaterThan(0);
  }, 180_000);
});
