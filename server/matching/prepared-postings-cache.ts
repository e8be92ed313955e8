// The job handlers' cache of prepared postings (prepared-organization-cache.ts): a profile's recompute
// evaluates the profile against every posting of its organization, and reading and preparing the
// organization's postings was about half of its CPU at the bench's large scale (5,280 postings:
// bench/README.md, "Prepared postings"). Each posting is held under its read_version (migration 0018:
// moved in the writing transaction by every write to the posting's row, its requirements and state
// among them, so a change of title reloads one posting needlessly, which is cheap), and for one
// evaluation day: on a new day every posting is prepared again from the requirements it holds, without
// reading it, since its check day and age bounds follow the day.
import type { Db } from "@/server/db/database.js";
import { loadPostingInputs, type PostingInput } from "./match-inputs-repository.js";
import type { PreparedPostingItem } from "./persisted-pairs.js";
import { preparePosting, preparePostingItem } from "./prepared-posting.js";
import { createPreparedOrganizationCache, rowVersionsOf, type PreparedSource } from "./prepared-organization-cache.js";

export interface PreparedPostingsCache {
  // Every posting of the organization (open or not), prepared for the day, in posting id order (one
  // call per organization at a time: prepared-organization-cache.ts).
  postings(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedPostingItem[]>;
  // How many postings of the organization are held, of any day (0 when none).
  heldPostings(organizationId: string): number;
}

const postingSource: PreparedSource<PostingInput, PreparedPostingItem> = {
  readVersions: rowVersionsOf("job_postings", "read_version"),
  load: (db, organizationId, ids) => loadPostingInputs(db, organizationId, ids),
  prepare: preparePostingItem,
  redate: (item, evaluationDay) => ({ id: item.id, open: item.open, prepared: preparePosting(item.prepared.requirements, evaluationDay) }),
  // One statement a chunk (match-inputs-repository.ts reads 1,000 postings a page too).
  reloadChunk: 1_000,
};

// versionsPageSize: postings' versions read per statement (tests make it small, to read several pages).
export function createPreparedPostingsCache(options: { versionsPageSize?: number } = {}): PreparedPostingsCache {
  const cache = createPreparedOrganizationCache(postingSource, options);
  return { postings: cache.items, heldPostings: cache.held };
}
