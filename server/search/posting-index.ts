// The search index of job postings, behind the narrow interface a search operation uses: search (a
// page of ids in order, the count, an item's matched fragment and vector distance) and pending (which
// saved postings are not yet searchable as saved). This implementation is PostgreSQL's full text in the
// service's own database (posting-search-repository.ts), fed by the search.posting job
// (posting-indexer.ts). A dedicated engine (Typesense) would implement the same two calls over its own
// collection, fed by the same job; the README says what it maps.
import type { Db } from "@/server/db/database.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import type { PostingOrder } from "./posting-order.js";
import { postingSynonyms } from "./domain-synonyms.js";
import { findMatchingPostings, pendingRecords, type RecordRef } from "./posting-search-repository.js";
import { planText, postingEntries } from "./search-entries.js";
import type { MatchTerms } from "./search-query.js";
import { textMatch } from "./text-match.js";
import { defaultEmbedder } from "./embedder-config.js";
import { isZero, type Embedder } from "./embedder.js";
import { vectorPathOf } from "./posting-vectors.js";

export interface SearchHits {
  // The ids of the requested page, in order.
  ids: string[];
  // Every match, not only the page (exact up to maxCountedMatches).
  total: number;
  // The item's textMatch: its matched fragment with the matching words marked ("" without a query).
  textMatch(fields: { title: string; summary: string; shortId: string }): string;
  // The item's cosine distance to the query's embedding in a hybrid search with a query, else 0.
  vectorDistance(id: string): number;
}

export interface PostingIndex {
  // By relevance when the filter has a query, else pinned first, then newest, then id; or in `order`,
  // ties broken by that order.
  search(filter: JobPostingFilter, page: { offset: number; limit: number }, order?: PostingOrder): Promise<SearchHits>;
  // Of these records of their organizations, the ones whose latest saved state is not yet searchable.
  pending(records: { postings: readonly RecordRef[]; profiles: readonly RecordRef[] }): Promise<{ postings: RecordRef[]; profiles: RecordRef[] }>;
}

const noTerms: MatchTerms = { exact: new Set(), prefixes: [], keys: new Set() };

export interface PostingIndexOptions {
  // Embeds hybrid searches' queries; must be the one the indexer embeds postings with (the service's
  // defaultEmbedder for both).
  embedder?: Embedder;
}

export function createPostingIndex(db: Db, options: PostingIndexOptions = {}): PostingIndex {
  const embedder = options.embedder ?? defaultEmbedder();
  // The query's embedding, or null when hybrid search is off or has nothing to compare.
  const hybridOf = async (filter: JobPostingFilter) => {
    if (!filter.hybrid) return null;
    const [embedding] = await embedder.embed([filter.query]);
    if (!embedding || isZero(embedding)) return null;
    return { embedding, embedder: embedder.name, path: await vectorPathOf(db) };
  };
  return {
    async search(filter, page, order = { by: "search" }) {
      const plan = await planText(db, postingEntries, postingSynonyms, filter.organizationId, filter.query);
      if (plan.nothing) return { ids: [], total: 0, textMatch: () => "", vectorDistance: () => 0 };
      const text = plan.tsquery === null ? null : { tsquery: plan.tsquery, hybrid: await hybridOf(filter) };
      const found = await findMatchingPostings(db, filter, text, order, page);
      const terms = plan.tsquery === null ? noTerms : plan.terms;
      const distances = new Map(found.distances?.map((distance, i) => [found.ids[i]!, distance]));
      return {
        ids: found.ids,
        total: found.total,
        textMatch: (fields) => (terms === noTerms ? "" : textMatch(fields, terms)),
        vectorDistance: (id) => distances.get(id) ?? 0,
      };
    },
    pending: (records) => pendingRecords(db, records),
  };
}
