// For the search tests: the search index's job worker on the test server's database (the test server
// runs no worker of its own), and WaitForSearchSync called as an integrator calls it.
import { expect } from "vitest";
import { startJobWorker, type JobWorker } from "@/server/jobs/job-worker.js";
import { newId, rpc, type TestServer } from "@/server/test-support/test-server.js";
import { searchJobHandlers } from "./search-jobs.js";

const quiet = { info() {}, warn() {}, error() {} };

// A new organization id whose search lexemes share this organization's scope (search-document.ts,
// lexemeScope): the two organizations' entries share the index's keys, and each must still see its
// own only.
export const idInScopeOf = (organizationId: string) => newId().slice(0, -3) + organizationId.slice(-3);

export function startSearchIndexer(server: TestServer): JobWorker {
  return startJobWorker({ db: server.db, handlers: searchJobHandlers(server.db), pollIntervalMs: 10, log: quiet });
}

export interface SyncAnswer {
  synced?: boolean;
  pendingJobPostingIds?: string[];
  pendingCrewProfileIds?: string[];
}

// Waits until the postings (and crew profiles) are searchable as saved; fails the test if they are not
// within 10 s.
export async function synced(server: TestServer, key: string, jobPostingIds: string[], crewProfileIds: string[] = []): Promise<void> {
  const answer = await rpc<SyncAnswer>(server, "rpc.v1.OrganizationService/WaitForSearchSync", { jobPostingIds, crewProfileIds }, { key });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ synced: true, pendingJobPostingIds: [], pendingCrewProfileIds: [] });
}

// Waits until the crew profiles are searchable as saved.
export const profilesSynced = (server: TestServer, key: string, crewProfileIds: string[]) => synced(server, key, [], crewProfileIds);

// For a test file's set-up: waits, WaitForSearchSync after WaitForSearchSync, until the records are
// searchable, at most timeoutMs. On the shared test database every search file's indexer takes every
// search job, so a file's records may queue behind another file's seed (thousands of profiles) for
// longer than one call's 10 s.
export async function indexedForSetUp(server: TestServer, key: string, jobPostingIds: string[], crewProfileIds: string[], timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await rpc<SyncAnswer>(server, "rpc.v1.OrganizationService/WaitForSearchSync", { jobPostingIds, crewProfileIds }, { key });
    expect(answer.status).toBe(200);
    if (answer.body.synced || Date.now() > deadline) {
      expect(answer.body).toEqual({ synced: true, pendingJobPostingIds: [], pendingCrewProfileIds: [] });
      return;
    }
  }
}
