// The job kinds of matching (server/jobs/job-handlers.ts runs them; triggers of migration 0014 and the
// match store's publish queue them). The key is the posting's or the crew profile's id.
export const MATCH_POSTING_JOB = "match.posting";
export const MATCH_CANDIDATE_JOB = "match.candidate";
