// What SearchJobPostings filters on, parsed from the request (search-job-postings.ts), and whether one
// indexed posting passes it. Every filter given must hold; inside one filter any value will do.
import type { PostingState } from "./job-posting-item.js";

export interface JobPostingFilter {
  organizationId: string;
  // The query's words, lower-cased (posting-text.ts, queryWords); none means no text filter.
  words: string[];
  states: PostingState[];
  // Ids lower-cased, as the database returns them.
  pipelineIds: string[];
  assigneeIds: string[];
  noAssignees: boolean;
  languages: string[];
  careerSiteId: string;
  // One entry per slot that has values: its "N:value" tags. A posting must match every entry.
  slotTags: string[][];
}

// A posting as the search index holds it: what the filters look at. Its text is matched elsewhere
// (posting-text.ts).
export interface IndexedPosting {
  id: string;
  title: string;
  summary: string;
  // The reference printed under the title (job_postings.short_id, e.g. "BA-0067").
  shortId: string;
  state: PostingState;
  // Milliseconds since the epoch, for the orders by creation (posting-order.ts).
  createdAt: number;
  pipelineId: string;
  careerSiteId: string | null;
  languages: readonly string[];
  slotTags: ReadonlySet<string>;
  assigneeIds: readonly string[];
  // job_postings.application_count, for the order by applications (posting-order.ts).
  applicationCount: number;
}

// Every filter but the text query.
export function postingMatches(posting: IndexedPosting, filter: JobPostingFilter): boolean {
  if (filter.states.length > 0 && !filter.states.includes(posting.state)) return false;
  if (filter.pipelineIds.length > 0 && !filter.pipelineIds.includes(posting.pipelineId)) return false;
  if (filter.careerSiteId !== "" && posting.careerSiteId !== filter.careerSiteId) return false;
  if (filter.languages.length > 0 && !filter.languages.some((language) => posting.languages.includes(language))) return false;
  for (const tags of filter.slotTags) if (!tags.some((tag) => posting.slotTags.has(tag))) return false;
  // Both assignee filters given: either (unassigned is one more choice of the assignee filter).
  if (filter.assigneeIds.length > 0 || filter.noAssignees) {
    const assignedToOneOf = filter.assigneeIds.some((id) => posting.assigneeIds.includes(id));
    const unassigned = filter.noAssignees && posting.assigneeIds.length === 0;
    if (!assignedToOneOf && !unassigned) return false;
  }
  return true;
}
