// The search index: each organization's job postings in memory, in search order, with what the
// filters and the text match need. A search filters them here (a match of the query's words over 5,000 postings
// takes well under a millisecond in V8, against several in the database) and the database then reads
// only the page's postings.
//
// Kept in step with the database through the organization's search version (schema.ts,
// searchVersions): every search reads it first, and rebuilds the organization's postings when it has
// moved. The version is read before the postings, so a write the rebuild did not see has moved the
// version on by the next search: a search never answers from postings older than its own call.
// Writes from other processes (the CLI's import) count the same way.
import type { Db } from "@/server/db/database.js";
import { postingMatches, type IndexedPosting, type JobPostingFilter } from "./job-posting-filter.js";
import { listPostingsInSearchOrder, searchVersionOf } from "./posting-index-repository.js";
import { cacheKeyOf, positionsInOrder, type PostingOrder } from "./posting-order.js";
import { postingText, postingsContaining, type PostingText } from "./posting-text.js";

// Organizations held at once; the least recently rebuilt goes first.
const maxOrganizations = 64;

interface OrganizationPostings {
  version: string;
  postings: readonly IndexedPosting[];
  text: PostingText;
  // Orders that depend on the postings alone (posting-order.ts, cacheKeyOf), sorted once per version.
  orders: Map<string, Int32Array>;
}

export interface SearchHits {
  // The ids of the requested page, in search order.
  ids: string[];
  // Every match, not only the page.
  total: number;
}

export interface PostingIndex {
  // In search order unless another order is given.
  search(filter: JobPostingFilter, page: { offset: number; limit: number }, order?: PostingOrder): Promise<SearchHits>;
}

// One index per service (routes.ts makes it), shared by the searches that read it (SearchJobPostings and
// the dashboard's SearchJobPostingsInOrder), so an organization's postings are held once.
export function createPostingIndex(db: Db): PostingIndex {
  const organizations = new Map<string, OrganizationPostings>();
  // Rebuilds under way, per organization and version: concurrent searches share one.
  const rebuilds = new Map<string, Promise<OrganizationPostings>>();

  const rebuild = async (organizationId: string, version: string): Promise<OrganizationPostings> => {
    const rows = await listPostingsInSearchOrder(db, organizationId);
    const postings = rows.map((row): IndexedPosting => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      shortId: row.shortId,
      state: row.state,
      createdAt: row.createdAt.getTime(),
      pipelineId: row.pipelineId,
      careerSiteId: row.careerSiteId,
      languages: row.languages,
      slotTags: new Set(row.slotTags),
      assigneeIds: row.assigneeIds,
      applicationCount: row.applicationCount,
    }));
    const built = { version, postings, text: postingText(postings), orders: new Map<string, Int32Array>() };
    organizations.delete(organizationId);
    if (organizations.size >= maxOrganizations) organizations.delete(organizations.keys().next().value!);
    organizations.set(organizationId, built);
    return built;
  };

  const postingsOf = async (organizationId: string): Promise<OrganizationPostings> => {
    const version = await searchVersionOf(db, organizationId);
    const held = organizations.get(organizationId);
    if (held?.version === version) return held;
    const key = `${organizationId} ${version}`;
    let pending = rebuilds.get(key);
    if (!pending) {
      pending = rebuild(organizationId, version);
      rebuilds.set(key, pending);
      void pending.then(
        () => rebuilds.delete(key),
        () => rebuilds.delete(key),
      );
    }
    return pending;
  };

  return {
    async search(filter, page, order = { by: "search" }) {
      const held = await postingsOf(filter.organizationId);
      const { postings, text } = held;
      const positions = positionsOf(held, order);
      const containsQuery = filter.words.length === 0 ? undefined : postingsContaining(text, filter.words);
      const ids: string[] = [];
      let total = 0;
      for (let k = 0; k < postings.length; k++) {
        const i = positions ? positions[k]! : k;
        const posting = postings[i]!;
        if ((containsQuery && !containsQuery[i]) || !postingMatches(posting, filter)) continue;
        if (total >= page.offset && ids.length < page.limit) ids.push(posting.id);
        total++;
      }
      return { ids, total };
    },
  };
}

// The postings' positions in the order, kept with the postings when the order depends on them alone.
function positionsOf(held: OrganizationPostings, order: PostingOrder): Int32Array | undefined {
  const key = cacheKeyOf(order);
  if (key === undefined) return positionsInOrder(held.postings, order);
  let positions = held.orders.get(key);
  if (!positions) {
    positions = positionsInOrder(held.postings, order)!;
    held.orders.set(key, positions);
  }
  return positions;
}
