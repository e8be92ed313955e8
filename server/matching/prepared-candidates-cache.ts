// The job handlers' cache of prepared candidates (prepared-organization-cache.ts): a posting's
// recompute evaluates the posting against every crew profile of its organization, and reading and
// preparing 52,800 profiles' sea service and certificates was most of its time at the bench's large
// scale. Each profile is held under its match_inputs_version (migration 0016: moved in the writing
// transaction by every write to what the engine reads of the profile), and for one evaluation day (a
// new day keeps those that do not depend on it).
import type { Db } from "@/server/db/database.js";
import { loadCandidateInputs, type CandidateProfileInput } from "./match-inputs-repository.js";
import type { PreparedCandidateItem } from "./persisted-pairs.js";
import { prepareCandidate } from "./prepared-candidate.js";
import { createPreparedOrganizationCache, rowVersionsOf, type PreparedSource } from "./prepared-organization-cache.js";

export interface PreparedCandidatesCache {
  // Every profile of the organization, prepared for the day, in profile id order (one call per
  // organization at a time: prepared-organization-cache.ts).
  candidates(db: Db, organizationId: string, evaluationDay: number): Promise<PreparedCandidateItem[]>;
  // How many profiles of the organization are held, of any day (0 when none).
  heldProfiles(organizationId: string): number;
}

const candidateSource: PreparedSource<CandidateProfileInput, PreparedCandidateItem> = {
  readVersions: rowVersionsOf("crew_profiles", "match_inputs_version"),
  load: (db, organizationId, ids) => loadCandidateInputs(db, organizationId, ids),
  prepare: (input, evaluationDay) => ({ id: input.id, prepared: prepareCandidate(input.candidate, evaluationDay) }),
  // A candidate prepared for a day on or after its unchangedFrom (no contract still open, every end
  // already past: prepared-candidate.ts) is the same for any later day, so it is kept; the others are
  // read and prepared again. At the bench's large scale 6,155 of 52,800 profiles had an open contract.
  redate: (item, evaluationDay) => {
    const { prepared } = item;
    return prepared.evaluationDay >= prepared.unchangedFrom && evaluationDay >= prepared.unchangedFrom
      ? { id: item.id, prepared: { ...prepared, evaluationDay } }
      : undefined;
  },
  // Each of a chunk's three queries holds the embedded database's one session while it runs, and every
  // request waits meanwhile: at 1,000 profiles a query held it 50–150 ms at the bench's large scale, and
  // GetJobApplication answered at p99 93–121 ms during a first fill; at 250, 40 ms at most and 49–58
  // ms, for a first fill about 5 % longer (bench/README.md). (At 5,000, through drizzle, the embedded
  // database once answered rows without their columns: not understood.)
  reloadChunk: 250,
};

// versionsPageSize: profiles' versions read per statement (tests make it small, to read several pages).
export function createPreparedCandidatesCache(options: { versionsPageSize?: number } = {}): PreparedCandidatesCache {
  const cache = createPreparedOrganizationCache(candidateSource, options);
  return { candidates: cache.items, heldProfiles: cache.held };
}
