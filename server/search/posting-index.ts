// The search index of job postings, behind the narrow interface a search operation uses: search (a
// page of ids in order, the count, and the matched fragment of an item) and pending (which saved
// postings are not yet searchable as saved). This implementation is PostgreSQL's full text in the
// service's own database (posting-search-repository.ts), fed by the search.posting job
// (posting-indexer.ts). A dedicated engine (Typesense) would implement the same two calls over its own
// collection, fed by the same job; the README says what it maps.
import type { Db } from "@/server/db/database.js";
import type { JobPostingFilter } from "./job-posting-filter.js";
import { organizationKey } from "./posting-document.js";
import type { PostingOrder } from "./posting-order.js";
import { findMatchingPostings, pendingRecords, vocabularyNear, type RecordRef } from "./posting-search-repository.js";
import { correctionsOf, parseQuery, planQuery, synonymWordsNear, typoCandidates, variantsToLookUp, type MatchTerms } from "./search-query.js";
import { textMatch } from "./text-match.js";

export interface SearchHits {
  // The ids of the requested page, in order.
  ids: string[];
  // Every match, not only the page (exact up to maxCountedMatches).
  total: number;
  // The item's textMatch: its matched fragment with the matching words marked ("" without a query).
  textMatch(fields: { title: string; summary: string; shortId: string }): string;
}

export interface PostingIndex {
  // By relevance when the filter has a query, else pinned first, then newest, then id; or in `order`,
  // ties broken by that order.
  search(filter: JobPostingFilter, page: { offset: number; limit: number }, order?: PostingOrder): Promise<SearchHits>;
  // Of these records of their organizations, the ones whose latest saved state is not yet searchable.
  pending(records: { postings: readonly RecordRef[]; profiles: readonly RecordRef[] }): Promise<{ postings: RecordRef[]; profiles: RecordRef[] }>;
}

const noTerms: MatchTerms = { exact: new Set(), prefixes: [], keys: new Set() };

export function createPostingIndex(db: Db): PostingIndex {
  return {
    async search(filter, page, order = { by: "search" }) {
      const parsed = parseQuery(filter.query);
      const candidates = typoCandidates(parsed);
      const variants = variantsToLookUp(candidates);
      const vocabulary = candidates.length === 0 ? [] : [...(await vocabularyNear(db, filter.organizationId, variants)), ...synonymWordsNear(candidates)];
      const plan = planQuery(parsed, correctionsOf(candidates, vocabulary));
      if (plan.nothing) return { ids: [], total: 0, textMatch: () => "" };
      const text = plan.tsquery === null ? null : { tsquery: plan.tsquery, organizationKey: `'${organizationKey(filter.organizationId)}'` };
      const found = await findMatchingPostings(db, filter, text, order, page);
      const terms = plan.tsquery === null ? noTerms : plan.terms;
      return { ...found, textMatch: (fields) => (terms === noTerms ? "" : textMatch(fields, terms)) };
    },
    pending: (records) => pendingRecords(db, records),
  };
}
