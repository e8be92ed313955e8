import type { HandlerContext } from "@connectrpc/connect";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { GetJobPostingRequest, GetJobPostingResponseSchema } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { toJobPostingItem } from "@/server/search/job-posting-item.js";
import { findJobPosting } from "./get-job-posting-repository.js";

// One posting of the caller's organization, as a SearchJobPostings item: the dashboard's posting page
// opened directly (a bookmark, a shared link) needs it without paging through the search.
export function getJobPosting(deps: Deps) {
  return async (req: GetJobPostingRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetJobPostingResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const row = await findJobPosting(deps.db, organizationId, req.jobPostingId);
    // Another organization's posting answers exactly as a missing one.
    if (!row) throw notFound("job posting", req.jobPostingId);
    return { jobPosting: toJobPostingItem(row, { nrOfApplications: row.applicationCount, assignedMembers: row.assignees }) };
  };
}
