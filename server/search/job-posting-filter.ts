// What SearchJobPostings filters on, parsed from the request (search-job-postings.ts). Every filter
// given must hold; inside one filter any value will do. The index applies it
// (posting-search-repository.ts).
import type { PostingState } from "./job-posting-item.js";

export interface JobPostingFilter {
  organizationId: string;
  // The query as typed; the index splits it (search-query.ts). Blank: no text filter.
  query: string;
  states: PostingState[];
  // Ids lower-cased, as the database returns them.
  pipelineIds: string[];
  // Both assignee filters given: either (unassigned is one more choice of the assignee filter).
  assigneeIds: string[];
  noAssignees: boolean;
  languages: string[];
  careerSiteId: string;
  // One entry per slot that has values: its "N:value" tags. A posting must match every entry.
  slotTags: string[][];
  // Rank the text's matches by text relevance fused with vector similarity (posting-search-repository.ts);
  // no effect without a query. Not a filter: the same postings match either way.
  hybrid: boolean;
}
