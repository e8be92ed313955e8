// WaitForSearchSync: makes no change; answers as soon as every requested job posting and crew profile
// of the caller's organization is searchable in its latest saved state (synced: true), or after at
// most 10 s, or just before the caller's Connect-Timeout-Ms runs out, with synced: false and the ids
// still pending. What "searchable" means per record is the index's rule (posting-search-repository.ts,
// pendingRecords): an id the organization does not have stays pending, so nothing is revealed about
// another organization's records.
import type { HandlerContext } from "@connectrpc/connect";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { WaitForSearchSyncRequest, WaitForSearchSyncResponseSchema } from "@/gen/rpc/v1/search_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { SearchSyncWatcher } from "./search-sync-watcher.js";

// The spec's limit.
const maxWaitMs = 10_000;

// Answered this long before the caller's deadline (a tenth of it, 20 ms to 250 ms), so the answer
// arrives before the deadline interceptor answers deadline_exceeded.
function waitBudgetMs(timeoutMs: number | undefined): number {
  if (timeoutMs === undefined) return maxWaitMs;
  const margin = Math.min(250, Math.max(20, timeoutMs / 10));
  return Math.max(0, Math.min(maxWaitMs, timeoutMs - margin));
}

export function waitForSearchSync(watcher: SearchSyncWatcher) {
  return async (req: WaitForSearchSyncRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof WaitForSearchSyncResponseSchema>> => {
    const untilMs = Date.now() + waitBudgetMs(ctx.timeoutMs());
    const { organizationId } = principalOf(ctx);
    // Ids as the database spells them (lower case), each once; answered as the caller wrote them.
    const asked = (ids: readonly string[]) => {
      const byId = new Map<string, string>();
      for (const id of ids) if (!byId.has(id.toLowerCase())) byId.set(id.toLowerCase(), id);
      return byId;
    };
    const postings = asked(req.jobPostingIds);
    const profiles = asked(req.crewProfileIds);
    const refs = (ids: Map<string, string>) => [...ids.keys()].map((id) => ({ organizationId, id }));
    const pending = await watcher.waitUntilSynced({ postings: refs(postings), profiles: refs(profiles) }, untilMs, ctx.signal);
    const pendingPostings = new Set(pending.postings.map((ref) => ref.id));
    const pendingProfiles = new Set(pending.profiles.map((ref) => ref.id));
    const still = (ids: Map<string, string>, pendingIds: Set<string>) => [...ids].filter(([id]) => pendingIds.has(id)).map(([, as]) => as);
    return {
      synced: pendingPostings.size === 0 && pendingProfiles.size === 0,
      pendingJobPostingIds: still(postings, pendingPostings),
      pendingCrewProfileIds: still(profiles, pendingProfiles),
    };
  };
}
