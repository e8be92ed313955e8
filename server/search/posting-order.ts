// The orders a job posting search can be read in besides its own (search order: by relevance with a
// query, pinned first without one; ties by pinned first, then newest, then id). Every other order
// ignores pinning and breaks its ties by search order, which ends in the id, so a posting has one
// place and paging neither repeats nor skips one. The index sorts (posting-search-repository.ts).
import type { PostingState } from "./job-posting-item.js";

export type PostingOrder =
  { by: "search" } | { by: "created"; newestFirst: boolean } | { by: "state"; first: PostingState } | { by: "applications"; mostFirst: boolean };
